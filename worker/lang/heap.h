// A bump-pointer arena for one test run: objects are never freed individually; Reset() drops them
// all at once and keeps a little memory (four standard chunks) for the next run. There is no
// garbage collector, so the limit bounds everything a test allocates (OutOfMemoryError when
// exceeded); it counts the unusable ends of chunks too, so the memory an arena maps stays within
// its limit plus the chunks kept from the last run.
//
// Not thread-safe: one heap per runtime.
#ifndef APRGRID_WORKER_LANG_HEAP_H_
#define APRGRID_WORKER_LANG_HEAP_H_

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace aprgrid::lang {

class Heap {
 public:
  explicit Heap(size_t limit_bytes) : limit_(limit_bytes) {}
  Heap(const Heap&) = delete;
  Heap& operator=(const Heap&) = delete;

  // Zeroed, 8-byte aligned memory, or nullptr when the limit would be exceeded.
  void* Alloc(size_t bytes);
  void Reset();
  size_t used() const { return used_; }
  size_t limit() const { return limit_; }
  void set_limit(size_t limit) { limit_ = limit; }

 private:
  struct Chunk {
    std::unique_ptr<uint8_t[]> mem;
    size_t size;
  };
  std::vector<Chunk> chunks_;
  size_t current_ = 0;  // Index of the chunk being filled.
  size_t offset_ = 0;   // Fill level of chunks_[current_].
  size_t used_ = 0;
  size_t limit_;
};

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_HEAP_H_
