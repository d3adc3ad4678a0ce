#include "worker/lang/heap.h"

#include <cstring>

namespace aprgrid::lang {

namespace {
constexpr size_t kChunkBytes = 256 * 1024;
constexpr size_t kChunksKept = 4;  // Standard chunks kept by Reset() for the next run.
}  // namespace

void* Heap::AllocSlow(size_t bytes) {
  if (bytes > limit_) return nullptr;
  bytes = (bytes + 7) & ~size_t{7};
  if (used_ + bytes > limit_) return nullptr;
  while (current_ < chunks_.size() && bytes > static_cast<size_t>(end_ - next_)) {
    // The rest of a chunk that is skipped counts as used: the limit bounds the memory mapped.
    used_ += static_cast<size_t>(end_ - next_);
    ++current_;
    next_ = current_ < chunks_.size() ? chunks_[current_].mem.get() : nullptr;
    end_ = current_ < chunks_.size() ? next_ + chunks_[current_].size : nullptr;
    if (used_ + bytes > limit_) return nullptr;
  }
  if (current_ == chunks_.size()) {
    size_t size = bytes > kChunkBytes ? bytes : kChunkBytes;
    chunks_.push_back(Chunk{std::unique_ptr<uint8_t[]>(new uint8_t[size]), size});
    next_ = chunks_.back().mem.get();
    end_ = next_ + size;
  }
  uint8_t* p = next_;
  next_ += bytes;
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
  next_ = kept > 0 ? chunks_[0].mem.get() : nullptr;
  end_ = kept > 0 ? next_ + chunks_[0].size : nullptr;
  used_ = 0;
}

}  // namespace aprgrid::lang
