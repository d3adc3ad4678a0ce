// The results schema as the history of its migrations (schema.h, ResultsSchemaMigrations): each
// version's SQL, oldest first. A change to the schema is a new step at the end, never an edit of
// a released one (CONTRIBUTING.md, "Style"; docs/results-schema.md documents every version).
#include <span>

#include "common/store/schema.h"
#include "common/store/schema_migrations_v1_v4.h"
#include "common/store/schema_v12.h"
#include "common/store/schema_v13.h"
#include "common/store/schema_v14.h"

namespace aprgrid::store {
namespace {

using internal::kSchemaDropNextSeq;
using internal::kSchemaEvaluations;
using internal::kSchemaV1;
using internal::kSchemaV2;

// Version 5: one row per CRF attempt describing its fold (docs/results-schema.md, crf_folds):
// how many samples it trained and tested on after exact duplicates were removed, and how many
// test samples still have an exact twin in the training folds (0 when the split is honest).
constexpr std::string_view kSchemaCrfFolds = R"sql(
CREATE TABLE crf_folds (
  attempt_key            TEXT NOT NULL REFERENCES attempts (attempt_key) ON DELETE CASCADE,
  epoch                  INTEGER NOT NULL,
  fold_index             INTEGER NOT NULL,
  folds                  INTEGER NOT NULL,
  split                  TEXT NOT NULL,
  sources                INTEGER NOT NULL,
  duplicates_removed     INTEGER NOT NULL,
  train_samples          INTEGER NOT NULL,
  test_samples           INTEGER NOT NULL,
  train_test_duplicates  INTEGER NOT NULL,
  PRIMARY KEY (attempt_key, epoch)
) WITHOUT ROWID;
)sql";

// Version 6: crf_results says what was scored (docs/results-schema.md, crf_results): the held-out
// fold ('fold', every older row) or the benchmark's human-written fixes ('benchmark-fixes').
// The column joins the primary key, so the table is rebuilt.
constexpr std::string_view kSchemaCrfEvaluation = R"sql(
CREATE TABLE crf_results_v6 (
  attempt_key    TEXT NOT NULL REFERENCES attempts (attempt_key) ON DELETE CASCADE,
  epoch          INTEGER NOT NULL,
  transform      TEXT NOT NULL,
  samples        INTEGER NOT NULL,
  top1           REAL NOT NULL,
  top3           REAL NOT NULL,
  baseline_top1  REAL NOT NULL,
  baseline_top3  REAL NOT NULL,
  evaluation     TEXT NOT NULL DEFAULT 'fold' CHECK (evaluation IN ('fold', 'benchmark-fixes')),
  PRIMARY KEY (attempt_key, epoch, evaluation, transform)
) WITHOUT ROWID;
INSERT INTO crf_results_v6 (attempt_key, epoch, transform, samples, top1, top3, baseline_top1,
                            baseline_top3, evaluation)
SELECT attempt_key, epoch, transform, samples, top1, top3, baseline_top1, baseline_top3, 'fold'
FROM crf_results;
DROP TABLE crf_results;
ALTER TABLE crf_results_v6 RENAME TO crf_results;
)sql";

// Version 7: the attempts indexes that served the scheduler before it moved into the
// coordinator's memory (the next queued attempts, expired leases, a worker's leases) go. Nothing
// reads through them any more (the coordinator reads every attempt once, at start-up), yet every
// lease and result rewrote their entries: 5 index changes per attempt, and 1 per attempt of a
// Submit (docs/performance.md, "Coordinator ingest and scale").
constexpr std::string_view kSchemaLeanAttemptIndexes = R"sql(
DROP INDEX IF EXISTS attempts_queue;
DROP INDEX IF EXISTS attempts_leases;
DROP INDEX IF EXISTS attempts_by_worker;
)sql";

// Version 8: published artefacts (docs/results-schema.md, artefacts): the trained model of a CRF
// attempt whose stage a repair stage names in crf_model, stored once per (attempt, name) with
// its SHA-256, by which workers fetch it (docs/protocol.md, "Artefacts"). A rowid table, not
// WITHOUT ROWID: its rows hold blobs of up to 4 MiB.
constexpr std::string_view kSchemaArtefacts = R"sql(
CREATE TABLE artefacts (
  campaign_id      TEXT NOT NULL,
  stage            TEXT NOT NULL,
  attempt_key      TEXT NOT NULL REFERENCES attempts (attempt_key) ON DELETE CASCADE,
  name             TEXT NOT NULL,
  sha256           TEXT NOT NULL CHECK (length(sha256) = 64),
  bytes            BLOB NOT NULL,
  created_unix_ms  INTEGER NOT NULL,
  UNIQUE (attempt_key, name)
);
CREATE INDEX artefacts_by_sha256 ON artefacts (sha256);
)sql";

// Version 9: the generation-boundary checkpoint a worker handed back with the release of an
// unfinished attempt, which the next lease of the attempt carries (docs/results-schema.md,
// "attempt_checkpoints"). `epoch` is the epoch whose generations/operator_stats rows hold the
// generations before `generation`; the row goes when the attempt finishes.
constexpr std::string_view kSchemaCheckpoints = R"sql(
CREATE TABLE attempt_checkpoints (
  attempt_key  TEXT PRIMARY KEY REFERENCES attempts (attempt_key) ON DELETE CASCADE,
  epoch        INTEGER NOT NULL CHECK (epoch >= 0),
  generation   INTEGER NOT NULL CHECK (generation >= 0),
  bytes        BLOB NOT NULL,
  sha256       TEXT NOT NULL,
  created_at   INTEGER NOT NULL
);
)sql";

// Version 10: which benchmark fixes a CRF attempt scored (docs/results-schema.md, crf_folds):
// only the bugs whose project it held out of training. NULL on rows stored before, whose
// 'benchmark-fixes' rows scored every kept fix with a model that may have trained on its project.
constexpr std::string_view kSchemaCrfFixHoldout = R"sql(
ALTER TABLE crf_folds ADD COLUMN fix_bugs_scored INTEGER;
ALTER TABLE crf_folds ADD COLUMN fix_bugs_in_training INTEGER;
)sql";

// Version 11: attempt shapes (docs/results-schema.md, "attempt_shapes"). The attempts of a grid
// cell differ only in key and seed, yet every row carried the whole serialised message: a blob
// per row that Submit serialised and wrote, and a restart parsed, a million times for a
// million-attempt campaign (docs/performance.md, "Coordinator ingest and scale (issue 21)").
// A row written from this version on may name its message's rest (without key and seed) in
// attempt_shapes instead, and then carries an empty `attempt`. No FOREIGN KEY clause, as for the
// event tables: the coordinator writes a shape in the same transaction as the first row naming
// it, and the check would cost every insert of a Submit a lookup.
constexpr std::string_view kSchemaAttemptShapes = R"sql(
CREATE TABLE attempt_shapes (
  shape_id  INTEGER PRIMARY KEY,
  shape     BLOB NOT NULL
);
ALTER TABLE attempts ADD COLUMN shape_id INTEGER;
)sql";

}  // namespace

std::span<const SchemaMigration> ResultsSchemaMigrations() {
  // Function-local: versions 1-4 live in another file, so the table is built on first use
  // rather than during static initialisation.
  static const SchemaMigration kMigrations[] = {
      {1, "results schema: campaigns, stages, attempts, events, workers, CRF, paper views",
       kSchemaV1},
      {2, "stage_attempts: a shared attempt counts in every stage that names it", kSchemaV2},
      {3, "attempts: drop next_seq, which nothing wrote", kSchemaDropNextSeq},
      {4, "evaluations: every fitness evaluation beside JaRFly's variant numbering",
       kSchemaEvaluations},
      {5, "crf_folds: per CRF attempt, its fold's sizes and train/test duplicates",
       kSchemaCrfFolds},
      {6, "crf_results.evaluation: held-out fold or the benchmark's human-written fixes",
       kSchemaCrfEvaluation},
      {7, "attempts: drop the queue, lease and worker indexes nothing reads",
       kSchemaLeanAttemptIndexes},
      {8, "artefacts: published CRF models, by attempt and SHA-256", kSchemaArtefacts},
      {9, "attempt_checkpoints: the checkpoint a draining worker handed back with a release",
       kSchemaCheckpoints},
      {10, "crf_folds: benchmark fixes scored (held-out projects) and not (project in training)",
       kSchemaCrfFixHoldout},
      {11, "attempt_shapes: a cell's attempts share their message but for key and seed",
       kSchemaAttemptShapes},
      {12, "attempts.reserve: bytes a row's lease and result take over, so that it keeps its page",
       kSchemaAttemptRowReserve},
      {13, "event tables keyed by attempts.attempt_id; generations, operator_stats become views",
       kSchemaIntegerEventKeys},
      {14, "stage_attempts: a view; only links of shared attempts stored, creators' from attempts",
       kSchemaSharedStageLinks},
  };
  return kMigrations;
}

int ResultsSchemaVersion() { return ResultsSchemaMigrations().back().version; }

}  // namespace aprgrid::store
