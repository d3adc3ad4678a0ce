// Append-only storage for many short strings (attempt keys): one allocation per block instead of
// one per string, and no per-string header.
//
// Thread-safety: none; the owner serialises access.
#ifndef APRGRID_COORDINATOR_STRING_ARENA_H_
#define APRGRID_COORDINATOR_STRING_ARENA_H_

#include <cstddef>
#include <memory>
#include <vector>

#include "absl/strings/string_view.h"

namespace aprgrid::coordinator {

class StringArena {
 public:
  StringArena() = default;
  StringArena(const StringArena&) = delete;
  StringArena& operator=(const StringArena&) = delete;

  // Copies `text` into the arena. The returned view stays valid (its bytes never move) until the
  // arena is destroyed.
  absl::string_view Store(absl::string_view text);

  // Bytes held in blocks (for tests and accounting).
  size_t capacity() const { return capacity_; }

 private:
  static constexpr size_t kBlockBytes = 64 << 10;
  std::vector<std::unique_ptr<char[]>> blocks_;
  char* next_ = nullptr;  // Free space in the last block.
  size_t left_ = 0;
  size_t capacity_ = 0;
};

}  // namespace aprgrid::coordinator

#endif  // APRGRID_COORDINATOR_STRING_ARENA_H_
