#include "worker/lang/heap.h"

#include <cstring>

namespace aprgrid::lang {

namespace {
constexpr size_t kChunkBytes = 256 * 1024;
constexpr size_t kChunksKept = 4;  // Standard chunks kept by Reset() for the next run.
}  // namespace

void* Heap::Alloc(size_t bytes) {
  if (bytes > limit_) return nullptr;
  bytes = (bytes + 7) & ~size_t{7};
  if (used_ + bytes > limit_) return nullptr;
  while (current_ < chunks_.size() && offset_ + bytes > chunks_[current_].size) {
    // The rest of a chunk that is skipped counts as used: the limit bounds the memory mapped.
    used_ += chunks_[current_].size - offset_;
    ++current_;
    offset_ = 0;
    if (used_ + bytes > limit_) return nullptr;
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
  size_t kept = 0;
  for (size_t i = 0; i < chunks_.size(); ++i) {
    if (chunks_[i].size == kChunkBytes && kept < kChunksKept)
      chunks_[kept++] = std::move(chunks_[i]);
  }
  chunks_.resize(kept);
  current_ = 0;
  offset_ = 0;
  used_ = 0;
}

}  // namespace aprgrid::lang
