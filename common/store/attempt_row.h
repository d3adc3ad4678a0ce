// The mapping of an expanded aprgrid.v1.Attempt onto one row of `attempts` (the factor columns
// of docs/results-schema.md). Kept beside the schema so that every writer stores factors the same
// way: enum factors by their proto value names, NULL where a factor does not apply.
#ifndef APRGRID_COMMON_STORE_ATTEMPT_ROW_H_
#define APRGRID_COMMON_STORE_ATTEMPT_ROW_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "aprgrid/v1/campaign.pb.h"
#include "common/store/sqlite_db.h"

namespace aprgrid::store {

// Where a new attempt belongs and how it starts.
struct AttemptPlacement {
  std::string_view campaign_id;  // REQUIRES: a campaigns row, and a stages row for the stage.
  int64_t ordinal = 0;           // Position in the campaign's expansion order.
  int64_t max_tries = 3;
  int64_t queued_unix_ms = 0;
};

// The columns of an attempt's row that its message determines: kind, stage and the factors
// (docs/results-schema.md, "attempts"). The attempts of one grid cell differ in the seed only, so
// a writer computes them once per cell (its shape: coordinator/attempt_shapes.h) and sets `seed`
// per attempt.
struct AttemptColumns {
  std::string_view kind;  // "repair" or "crf".
  std::string stage;
  std::optional<std::string> bug, strategy, credit, reward, arm_set, activation, ucb_form, mode,
      engine, features;
  std::optional<double> alpha, q;
  std::optional<int64_t> seed, population, generations, fold_index;
};

// The columns of `attempt`. INVALID_ARGUMENT if it is neither a repair nor a CRF attempt.
absl::StatusOr<AttemptColumns> AttemptColumnsOf(const aprgrid::v1::Attempt& attempt);

// INSERT OR IGNORE of a queued attempt row: true if a row was added, false if `key` exists
// already (a resubmission). `blob` goes to the `attempt` column, `shape_id` (NULL if unset) to
// the column of that name: a row that names a shape carries an empty blob. The row gets its
// reserve (common/store/row_reserve.h). Runs on `db` as is:
// call it from a WriteFn so that a whole submission is one transaction. REQUIRES: key non-empty.
absl::StatusOr<bool> InsertAttemptRow(SqliteDb& db, const AttemptPlacement& placement,
                                      std::string_view key, const AttemptColumns& columns,
                                      std::optional<int64_t> shape_id, std::string_view blob);

// InsertAttemptRow for many rows that name a shape (empty blob), a batch of up to kRowsPerInsert
// rows per multi-row INSERT OR IGNORE: the same rows as one InsertAttemptRow each, without a
// statement's fixed cost per row (opening cursors on the table and its indexes, the statement
// journal of the creator-link trigger of schema versions 2-13, the ephemeral table SQLite builds
// for the `state` CHECK's IN list; docs/performance.md, "Submit in multi-row inserts"). Runs on
// `db` as is, like InsertAttemptRow: call it from a WriteFn. A row whose key exists already is
// skipped, as there.
//
// Add only queues a row until its batch is full; Flush inserts what is queued. What a queued row
// names (`placement.campaign_id`, `key`, `columns`) must stay valid and unchanged until it is
// inserted; the row's own seed is copied. A failed insert leaves its batch's rows unwritten (the
// caller's savepoint rolls back the rest). Not thread-safe; one object per write.
class AttemptRowBatch {
 public:
  static constexpr size_t kRowsPerInsert = 64;

  explicit AttemptRowBatch(SqliteDb& db) : db_(db) {}

  // Queues a row of `columns` with seed `seed` (instead of columns.seed) and shape `shape_id`.
  // REQUIRES: key non-empty.
  absl::Status Add(const AttemptPlacement& placement, std::string_view key,
                   const AttemptColumns& columns, std::optional<int64_t> seed, int64_t shape_id);
  // Inserts every queued row.
  absl::Status Flush();

 private:
  struct Row {
    AttemptPlacement placement;
    std::string_view key;
    const AttemptColumns* columns;
    std::optional<int64_t> seed;
    int64_t shape_id;
  };
  SqliteDb& db_;
  std::vector<Row> rows_;
  SqliteStatement* full_ = nullptr;  // The statement of kRowsPerInsert rows, once prepared.
};

// InsertAttemptRow of `attempt` whole: its columns and its serialised message, no shape.
// REQUIRES: attempt.key() non-empty.
absl::StatusOr<bool> InsertAttemptIfNew(SqliteDb& db, const AttemptPlacement& placement,
                                        const aprgrid::v1::Attempt& attempt);

// The `engine` column's text: "builtin", or "external " followed by the argv joined with spaces.
std::string EngineLabel(const aprgrid::v1::Engine& engine);

}  // namespace aprgrid::store

#endif  // APRGRID_COMMON_STORE_ATTEMPT_ROW_H_
