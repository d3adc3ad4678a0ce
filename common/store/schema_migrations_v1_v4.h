// The SQL of the results schema's first four versions, which schema_migrations.cc lists with the
// later ones. Each is released: never edit one (CONTRIBUTING.md, "Style").
#ifndef APRGRID_COMMON_STORE_SCHEMA_MIGRATIONS_V1_V4_H_
#define APRGRID_COMMON_STORE_SCHEMA_MIGRATIONS_V1_V4_H_

#include <string_view>

namespace aprgrid::store::internal {

extern const std::string_view kSchemaV1;
extern const std::string_view kSchemaV2;
extern const std::string_view kSchemaDropNextSeq;
extern const std::string_view kSchemaEvaluations;

}  // namespace aprgrid::store::internal

#endif  // APRGRID_COMMON_STORE_SCHEMA_MIGRATIONS_V1_V4_H_
