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
  void* Alloc(size_t bytes) {
    // The common case inline: the current chunk has room (`bytes - 1` wraps for 0, which takes
    // the slow path) and the limit allows it. Chunk sizes and fill levels are multiples of 8,
    // so `bytes` fitting means its rounded size fits too.
    if (bytes - 1 < static_cast<size_t>(end_ - next_)) [[likely]] {
      const size_t rounded = (bytes + 7) & ~size_t{7};
      if (used_ + rounded <= limit_) [[likely]] {
        uint8_t* p = next_;
        next_ += rounded;
        used_ += rounded;
        Zero(p, rounded);
        return p;
      }
    }
    return AllocSlow(bytes);
  }
  void Reset();
  size_t used() const { return used_; }
  // Calls fn(data, bytes) for each chunk in use, in allocation order, over its filled part (whole
  // for a chunk left behind, skipped end included): every object allocated since Reset.
  template <typename Fn>
  void ForEachUsed(Fn&& fn) const {
    for (size_t i = 0; i < current_ && i < chunks_.size(); ++i) {
      fn(chunks_[i].mem.get(), chunks_[i].size);
    }
    if (current_ < chunks_.size()) {
      const uint8_t* start = chunks_[current_].mem.get();
      fn(start, static_cast<size_t>(next_ - start));
    }
  }
  size_t limit() const { return limit_; }
  void set_limit(size_t limit) { limit_ = limit; }

 private:
  struct Chunk {
    std::unique_ptr<uint8_t[]> mem;
    size_t size;
  };
  void* AllocSlow(size_t bytes);
  // Zeroes `n` bytes (a multiple of 8, at least 8) at `p`: small sizes with two overlapping
  // fixed-size stores instead of a call.
  [[gnu::always_inline]] static void Zero(uint8_t* p, size_t n) {
    if (n <= 16) {
      __builtin_memset(p, 0, 8);
      __builtin_memset(p + n - 8, 0, 8);
    } else if (n <= 32) {
      __builtin_memset(p, 0, 16);
      __builtin_memset(p + n - 16, 0, 16);
    } else if (n <= 64) {
      __builtin_memset(p, 0, 32);
      __builtin_memset(p + n - 32, 0, 32);
    } else {
      __builtin_memset(p, 0, n);
    }
  }
  std::vector<Chunk> chunks_;
  size_t current_ = 0;  // Index of the chunk being filled (chunks_.size(): none yet).
  // The free part of chunks_[current_] (both null when there is none).
  uint8_t* next_ = nullptr;
  uint8_t* end_ = nullptr;
  size_t used_ = 0;
  size_t limit_;
};

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_HEAP_H_
