#include "worker/lang/heap.h"

#include <cstring>

namespace aprgrid::lang {

namespace {
constexpr size_t kChunkBytes = 256 * 1024;
}

void* Heap::Alloc(size_t bytes, bool force) {
  bytes = (bytes + 7) & ~size_t{7};
  if (!force && used_ + bytes > limit_) return nullptr;
  while (current_ < chunks_.size() && offset_ + bytes > chunks_[current_].size) {
    ++current_;
    offset_ = 0;
  }
  if (current_ == chunks_.size()) {
    size_t size = bytes > kChunkBytes ? bytes : kChunkBytes;
    chunks_.push_back(Chunk{std::unique_ptr<uint8_t[]>(new uint8_t[size]), size});
    offset_ = 0;
  }
  uint8_t* p = chunks_[current_].mem.get() + offset_;
  offset_ += bytes;
  used_ += bytes;
  std::memset(p, 0, bytes);
  return p;
}

void Heap::Reset() {
  // Oversized chunks from one greedy test are dropped so they do not pin memory forever.
  while (chunks_.size() > 4) chunks_.pop_back();
  current_ = 0;
  offset_ = 0;
  used_ = 0;
}

}  // namespace aprgrid::lang
