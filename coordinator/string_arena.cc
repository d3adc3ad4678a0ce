#include "coordinator/string_arena.h"

#include <algorithm>
#include <cstring>

namespace aprgrid::coordinator {

absl::string_view StringArena::Store(absl::string_view text) {
  if (text.empty()) return {};
  if (text.size() > left_) {
    // A string longer than a block gets a block of its own; the current block's rest is lost
    // (at most one string's size per block).
    const size_t bytes = std::max(kBlockBytes, text.size());
    blocks_.push_back(std::make_unique<char[]>(bytes));
    capacity_ += bytes;
    next_ = blocks_.back().get();
    left_ = bytes;
  }
  std::memcpy(next_, text.data(), text.size());
  absl::string_view stored(next_, text.size());
  next_ += text.size();
  left_ -= text.size();
  return stored;
}

}  // namespace aprgrid::coordinator
