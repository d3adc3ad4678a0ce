#include "common/store/row_reserve.h"

#include <algorithm>

namespace aprgrid::store {
namespace {

// The body bytes of a freshly queued row's mutable columns: state 'queued'; epoch and tries 0
// (no bytes); every lease and result column NULL.
constexpr int64_t kQueuedMutableBytes = 6;

}  // namespace

int64_t RecordBodyBytes(int64_t value) {
  // SQLite's integer serial types: 0 and 1 have none; then 1, 2, 3, 4, 6 or 8 bytes of two's
  // complement.
  if (value == 0 || value == 1) return 0;
  const uint64_t magnitude =
      value < 0 ? ~static_cast<uint64_t>(value) : static_cast<uint64_t>(value);
  if (magnitude <= 0x7F) return 1;
  if (magnitude <= 0x7FFF) return 2;
  if (magnitude <= 0x7FFFFF) return 3;
  if (magnitude <= 0x7FFFFFFF) return 4;
  if (magnitude <= 0x7FFFFFFFFFFF) return 6;
  return 8;
}

std::string_view ReserveZeros(int64_t bytes) {
  static constexpr char kZeros[kAttemptRowReserve] = {};
  return std::string_view(kZeros,
                          static_cast<size_t>(std::clamp<int64_t>(bytes, 0, sizeof kZeros)));
}

int64_t RowReserve::Bytes() const {
  return std::max<int64_t>(0, kAttemptRowReserve - (bytes_ - kQueuedMutableBytes));
}

}  // namespace aprgrid::store
