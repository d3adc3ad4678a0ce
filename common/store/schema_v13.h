// Version 13 of the results schema (schema_migrations.cc holds the list): the event tables store
// an integer attempt id instead of the 16-character key (docs/results-schema.md, "generations",
// "operator_stats" and "Storage tables of the events"). Each of an attempt's 80 event rows (10
// generations x 7 arms) repeated its key: 1,280 of the 4.1 KB the rows of a completion take
// (docs/performance.md, "Coordinator ingest and scale (issue 21)").
//
// - attempts.attempt_id: an integer the coordinator gives an attempt at its first lease (in
//   lease order, so that the event rows of running attempts land at the right edge of their
//   B-trees instead of at a random leaf per completion), NULL while never leased. The migration
//   gives every attempt that was leased or has event rows its rowid. The partial unique index
//   attempts_by_id finds a row by it (queued rows have no entry, so Submit writes none).
// - generation_rows and operator_stat_rows: the rows of the former tables, keyed by attempt_id.
// - generations and operator_stats become views over them with the tables' columns, in the same
//   order, so every query written against version 12 reads the same rows. INSTEAD OF INSERT
//   triggers keep `INSERT [OR REPLACE] INTO generations/operator_stats` working for writers that
//   name the attempt by key (tools, test fixtures): they give the attempt an id if it has none
//   (the largest plus one, found through attempts_by_id: its WHERE lets SQLite use the partial
//   index), and refuse a row whose key has no attempts row. The coordinator writes the storage
//   tables.
//
// An event row whose key had no attempts row (the coordinator never writes one: it writes events
// only for attempts it leased) cannot be named by an id and is dropped by the migration.
#ifndef APRGRID_COMMON_STORE_SCHEMA_V13_H_
#define APRGRID_COMMON_STORE_SCHEMA_V13_H_

#include <string_view>

namespace aprgrid::store {

inline constexpr std::string_view kSchemaIntegerEventKeys = R"sql(
ALTER TABLE attempts ADD COLUMN attempt_id INTEGER;
UPDATE attempts SET attempt_id = rowid
WHERE epoch > 0
   OR attempt_key IN (SELECT attempt_key FROM generations)
   OR attempt_key IN (SELECT attempt_key FROM operator_stats);
CREATE UNIQUE INDEX attempts_by_id ON attempts (attempt_id) WHERE attempt_id IS NOT NULL;

CREATE TABLE generation_rows (
  attempt_id                 INTEGER NOT NULL,
  epoch                      INTEGER NOT NULL CHECK (epoch >= 0),
  generation                 INTEGER NOT NULL CHECK (generation >= 0),
  best_fitness               REAL NOT NULL,
  mean_fitness               REAL NOT NULL,
  median_fitness             REAL NOT NULL,
  variants_evaluated         INTEGER NOT NULL CHECK (variants_evaluated >= 0),
  variants_not_compiling     INTEGER NOT NULL CHECK (variants_not_compiling >= 0),
  variants_passing_all       INTEGER NOT NULL CHECK (variants_passing_all >= 0),
  variants_passing_negative  INTEGER NOT NULL CHECK (variants_passing_negative >= 0),
  PRIMARY KEY (attempt_id, epoch, generation)
) WITHOUT ROWID;

CREATE TABLE operator_stat_rows (
  attempt_id   INTEGER NOT NULL,
  epoch        INTEGER NOT NULL CHECK (epoch >= 0),
  generation   INTEGER NOT NULL CHECK (generation >= 0),
  arm          TEXT NOT NULL,
  selections   INTEGER NOT NULL CHECK (selections >= 0),
  reward_sum   REAL NOT NULL,
  quality      REAL NOT NULL,
  probability  REAL NOT NULL,
  PRIMARY KEY (attempt_id, epoch, generation, arm)
) WITHOUT ROWID;

INSERT INTO generation_rows (attempt_id, epoch, generation, best_fitness, mean_fitness,
                             median_fitness, variants_evaluated, variants_not_compiling,
                             variants_passing_all, variants_passing_negative)
SELECT a.attempt_id, g.epoch, g.generation, g.best_fitness, g.mean_fitness, g.median_fitness,
       g.variants_evaluated, g.variants_not_compiling, g.variants_passing_all,
       g.variants_passing_negative
FROM generations g JOIN attempts a ON a.attempt_key = g.attempt_key
ORDER BY a.attempt_id, g.epoch, g.generation;

INSERT INTO operator_stat_rows (attempt_id, epoch, generation, arm, selections, reward_sum,
                                quality, probability)
SELECT a.attempt_id, o.epoch, o.generation, o.arm, o.selections, o.reward_sum, o.quality,
       o.probability
FROM operator_stats o JOIN attempts a ON a.attempt_key = o.attempt_key
ORDER BY a.attempt_id, o.epoch, o.generation, o.arm;

DROP TABLE generations;
DROP TABLE operator_stats;

CREATE VIEW generations AS
SELECT a.attempt_key AS attempt_key, g.epoch AS epoch, g.generation AS generation,
       g.best_fitness AS best_fitness, g.mean_fitness AS mean_fitness,
       g.median_fitness AS median_fitness, g.variants_evaluated AS variants_evaluated,
       g.variants_not_compiling AS variants_not_compiling,
       g.variants_passing_all AS variants_passing_all,
       g.variants_passing_negative AS variants_passing_negative
FROM generation_rows g JOIN attempts a ON a.attempt_id = g.attempt_id;

CREATE VIEW operator_stats AS
SELECT a.attempt_key AS attempt_key, o.epoch AS epoch, o.generation AS generation, o.arm AS arm,
       o.selections AS selections, o.reward_sum AS reward_sum, o.quality AS quality,
       o.probability AS probability
FROM operator_stat_rows o JOIN attempts a ON a.attempt_id = o.attempt_id;

CREATE TRIGGER generations_insert INSTEAD OF INSERT ON generations
BEGIN
  SELECT RAISE(ABORT, 'generations: no attempts row has this attempt_key')
  WHERE NOT EXISTS (SELECT 1 FROM attempts WHERE attempt_key = NEW.attempt_key);
  UPDATE attempts SET attempt_id = (SELECT COALESCE(MAX(attempt_id), 0) + 1 FROM attempts
                                    WHERE attempt_id IS NOT NULL)
  WHERE attempt_key = NEW.attempt_key AND attempt_id IS NULL;
  INSERT INTO generation_rows (attempt_id, epoch, generation, best_fitness, mean_fitness,
                               median_fitness, variants_evaluated, variants_not_compiling,
                               variants_passing_all, variants_passing_negative)
  SELECT attempt_id, NEW.epoch, NEW.generation, NEW.best_fitness, NEW.mean_fitness,
         NEW.median_fitness, NEW.variants_evaluated, NEW.variants_not_compiling,
         NEW.variants_passing_all, NEW.variants_passing_negative
  FROM attempts WHERE attempt_key = NEW.attempt_key;
END;

CREATE TRIGGER operator_stats_insert INSTEAD OF INSERT ON operator_stats
BEGIN
  SELECT RAISE(ABORT, 'operator_stats: no attempts row has this attempt_key')
  WHERE NOT EXISTS (SELECT 1 FROM attempts WHERE attempt_key = NEW.attempt_key);
  UPDATE attempts SET attempt_id = (SELECT COALESCE(MAX(attempt_id), 0) + 1 FROM attempts
                                    WHERE attempt_id IS NOT NULL)
  WHERE attempt_key = NEW.attempt_key AND attempt_id IS NULL;
  INSERT INTO operator_stat_rows (attempt_id, epoch, generation, arm, selections, reward_sum,
                                  quality, probability)
  SELECT attempt_id, NEW.epoch, NEW.generation, NEW.arm, NEW.selections, NEW.reward_sum,
         NEW.quality, NEW.probability
  FROM attempts WHERE attempt_key = NEW.attempt_key;
END;
)sql";

}  // namespace aprgrid::store

#endif  // APRGRID_COMMON_STORE_SCHEMA_V13_H_
