// The reserve of an attempt row (column attempts.reserve, docs/results-schema.md, "attempts";
// schema version 12): zero bytes that a queued row is written with and gives back as its lease
// and result columns fill, so that the row keeps its size, and its B-tree page, from Submit to
// its result. Without it a lease or a result makes the row longer; Submit appends rows in key
// order, which leaves each page full, so such a row's page splits and the file grows by about
// half a page per early completion
// (docs/performance.md, "Coordinator ingest and scale (issue 21)").
//
// The sizes here are those of SQLite's record format: a value's bytes in the record body (an
// integer 0 or 1 takes none; NULL none; a text or blob its length), and one header byte per
// value as long as a text is under 57 bytes and a blob under 58 (longer ones take two, and the
// row then grows by that byte). A row whose mutable columns grow past the reserve grows by the
// excess, as every row did before version 12.
#ifndef APRGRID_COMMON_STORE_ROW_RESERVE_H_
#define APRGRID_COMMON_STORE_ROW_RESERVE_H_

#include <cstdint>
#include <optional>
#include <string_view>

namespace aprgrid::store {

// Bytes of zeros a queued row starts with. Covers a lease (the state's one byte more, the worker's
// id of up to 40 characters, the deadline, the start time and, since schema version 13, the
// attempt id of up to 3 bytes, i.e. below 8,388,608 ids); a finished row gives it back, which
// covers a result without a patch (its counters, the wall time, the finish time) for worker ids
// of up to about 27 characters. Below 58, so that the blob's header byte stays one
// byte however much of it is given back.
inline constexpr int64_t kAttemptRowReserve = 56;

// A value's bytes in an SQLite record body.
int64_t RecordBodyBytes(int64_t value);
inline int64_t RecordBodyBytes(std::string_view text) { return static_cast<int64_t>(text.size()); }
template <typename T>
int64_t RecordBodyBytes(const std::optional<T>& value) {
  return value.has_value() ? RecordBodyBytes(*value) : 0;
}

// A view of `bytes` zero bytes (REQUIRES: 0 <= bytes <= kAttemptRowReserve): the reserve's value.
std::string_view ReserveZeros(int64_t bytes);

// Accumulates the body bytes of an attempt row's mutable columns (scheduling state and result)
// as an UPDATE binds them, and gives the reserve that keeps the row at its queued size.
class RowReserve {
 public:
  // Adds a column's value (absent = NULL).
  RowReserve& Add(int64_t value) {
    bytes_ += RecordBodyBytes(value);
    return *this;
  }
  RowReserve& Add(std::string_view text) {
    bytes_ += RecordBodyBytes(text);
    return *this;
  }
  template <typename T>
  RowReserve& Add(const std::optional<T>& value) {
    bytes_ += RecordBodyBytes(value);
    return *this;
  }

  // Bytes of the reserve: kAttemptRowReserve less what the mutable columns take beyond the
  // queued row's ('queued' and NULLs and zeros: six bytes), never below 0.
  int64_t Bytes() const;

 private:
  int64_t bytes_ = 0;
};

}  // namespace aprgrid::store

#endif  // APRGRID_COMMON_STORE_ROW_RESERVE_H_
