// Version 12 of the results schema (schema_migrations.cc holds the list): the reserve of an
// attempt row (docs/results-schema.md, "attempts"; common/store/row_reserve.h). A queued row is
// written with zero bytes in `reserve` that its lease and result columns take over, so that the
// row keeps its size and its page; rows written before keep NULL and grow as they did. The column
// carries no information and the coordinator never reads it.
#ifndef APRGRID_COMMON_STORE_SCHEMA_V12_H_
#define APRGRID_COMMON_STORE_SCHEMA_V12_H_

#include <string_view>

namespace aprgrid::store {

inline constexpr std::string_view kSchemaAttemptRowReserve = R"sql(
ALTER TABLE attempts ADD COLUMN reserve BLOB;
)sql";

}  // namespace aprgrid::store

#endif  // APRGRID_COMMON_STORE_SCHEMA_V12_H_
