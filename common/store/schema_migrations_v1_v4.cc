// The results schema's versions 1 to 4 (schema_migrations_v1_v4.h): the tables, indexes and
// paper views of version 1 and the first three changes to them. schema_migrations.cc lists them
// with the later versions.
#include "common/store/schema_migrations_v1_v4.h"

namespace aprgrid::store::internal {

// Version 1. Conventions: times are integer milliseconds since the Unix epoch (*_unix_ms);
// enum factors are stored by their proto value names ('UCB', 'GENPROG_3'), NULL when the factor
// does not apply to the attempt; booleans are 0/1. docs/results-schema.md documents each column.
extern const std::string_view kSchemaV1 = R"sql(
CREATE TABLE campaigns (
  campaign_id      TEXT PRIMARY KEY,
  name             TEXT NOT NULL UNIQUE,
  description      TEXT NOT NULL DEFAULT '',
  priority         INTEGER NOT NULL DEFAULT 0,
  state            TEXT NOT NULL DEFAULT 'running'
                   CHECK (state IN ('running', 'finished', 'cancelled')),
  spec_text        TEXT NOT NULL DEFAULT '',
  created_unix_ms  INTEGER NOT NULL,
  updated_unix_ms  INTEGER NOT NULL
);
CREATE INDEX campaigns_by_priority ON campaigns (state, priority DESC, created_unix_ms);

CREATE TABLE stages (
  campaign_id  TEXT NOT NULL REFERENCES campaigns (campaign_id) ON DELETE CASCADE,
  stage        TEXT NOT NULL,
  position     INTEGER NOT NULL,
  kind         TEXT NOT NULL CHECK (kind IN ('repair', 'crf')),
  max_tries    INTEGER NOT NULL DEFAULT 3,
  spec         BLOB,
  PRIMARY KEY (campaign_id, stage)
) WITHOUT ROWID;

CREATE TABLE attempts (
  attempt_key             TEXT PRIMARY KEY,
  campaign_id             TEXT NOT NULL,
  stage                   TEXT NOT NULL,
  ordinal                 INTEGER NOT NULL,
  kind                    TEXT NOT NULL CHECK (kind IN ('repair', 'crf')),
  bug                     TEXT,
  strategy                TEXT,
  credit                  TEXT,
  reward                  TEXT,
  arm_set                 TEXT,
  activation              TEXT,
  alpha                   REAL,
  ucb_form                TEXT,
  mode                    TEXT,
  seed                    INTEGER,
  population              INTEGER,
  generations             INTEGER,
  engine                  TEXT,
  fold_index              INTEGER,
  q                       REAL,
  features                TEXT,
  state                   TEXT NOT NULL DEFAULT 'queued'
                          CHECK (state IN ('queued', 'running', 'done', 'failed', 'cancelled')),
  epoch                   INTEGER NOT NULL DEFAULT 0,
  tries                   INTEGER NOT NULL DEFAULT 0,
  max_tries               INTEGER NOT NULL DEFAULT 3,
  worker_id               TEXT,
  lease_deadline_unix_ms  INTEGER,
  next_seq                INTEGER NOT NULL DEFAULT 0,
  queued_unix_ms          INTEGER,
  started_unix_ms         INTEGER,
  finished_unix_ms        INTEGER,
  wall_ms                 INTEGER,
  patched                 INTEGER CHECK (patched IN (0, 1)),
  variants_to_patch       INTEGER,
  variants_evaluated      INTEGER,
  generations_run         INTEGER,
  patch_diff              TEXT,
  quality_passed          INTEGER,
  quality_total           INTEGER,
  error                   TEXT,
  attempt                 BLOB NOT NULL,
  FOREIGN KEY (campaign_id, stage) REFERENCES stages (campaign_id, stage) ON DELETE CASCADE
);
-- The scheduler's "next queued attempts of a campaign, seed-major" (state = 'queued' must appear
-- literally in the query for SQLite to use a partial index).
CREATE INDEX attempts_queue ON attempts (campaign_id, seed, ordinal) WHERE state = 'queued';
-- Counts by state per campaign (status, Watch, finishing a campaign).
CREATE INDEX attempts_by_state ON attempts (campaign_id, state);
-- Expired leases, and the leases one worker holds.
CREATE INDEX attempts_leases ON attempts (lease_deadline_unix_ms) WHERE state = 'running';
CREATE INDEX attempts_by_worker ON attempts (worker_id) WHERE state = 'running';
-- Paper tables group by cell.
CREATE INDEX attempts_by_bug ON attempts (campaign_id, stage, bug);

-- Event tables (generations, operator_stats) carry attempt_key without a FOREIGN KEY clause on
-- purpose: they take most of the write volume, an enforced foreign key costs ~30% of the insert
-- rate, and the coordinator writes events only for (attempt, epoch) pairs it leased
-- (docs/architecture.md, invariant 3).
CREATE TABLE generations (
  attempt_key                TEXT NOT NULL,
  epoch                      INTEGER NOT NULL CHECK (epoch >= 0),
  generation                 INTEGER NOT NULL CHECK (generation >= 0),
  best_fitness               REAL NOT NULL,
  mean_fitness               REAL NOT NULL,
  median_fitness             REAL NOT NULL,
  variants_evaluated         INTEGER NOT NULL CHECK (variants_evaluated >= 0),
  variants_not_compiling     INTEGER NOT NULL CHECK (variants_not_compiling >= 0),
  variants_passing_all       INTEGER NOT NULL CHECK (variants_passing_all >= 0),
  variants_passing_negative  INTEGER NOT NULL CHECK (variants_passing_negative >= 0),
  PRIMARY KEY (attempt_key, epoch, generation)
) WITHOUT ROWID;

CREATE TABLE operator_stats (
  attempt_key  TEXT NOT NULL,
  epoch        INTEGER NOT NULL CHECK (epoch >= 0),
  generation   INTEGER NOT NULL CHECK (generation >= 0),
  arm          TEXT NOT NULL,
  selections   INTEGER NOT NULL CHECK (selections >= 0),
  reward_sum   REAL NOT NULL,
  quality      REAL NOT NULL,
  probability  REAL NOT NULL,
  PRIMARY KEY (attempt_key, epoch, generation, arm)
) WITHOUT ROWID;

CREATE TABLE workers (
  worker_id               TEXT PRIMARY KEY,
  hostname                TEXT NOT NULL,
  slots                   INTEGER NOT NULL,
  busy_slots              INTEGER NOT NULL DEFAULT 0,
  labels                  TEXT NOT NULL DEFAULT '{}',
  version                 TEXT NOT NULL DEFAULT '',
  state                   TEXT NOT NULL DEFAULT 'active'
                          CHECK (state IN ('active', 'draining', 'gone')),
  registered_unix_ms      INTEGER NOT NULL,
  last_heartbeat_unix_ms  INTEGER NOT NULL
);

CREATE TABLE crf_models (
  attempt_key      TEXT PRIMARY KEY REFERENCES attempts (attempt_key) ON DELETE CASCADE,
  epoch            INTEGER NOT NULL,
  model_path       TEXT,
  model            BLOB,
  iterations_run   INTEGER NOT NULL,
  final_objective  REAL NOT NULL,
  wall_ms          INTEGER NOT NULL
);

CREATE TABLE crf_results (
  attempt_key    TEXT NOT NULL REFERENCES attempts (attempt_key) ON DELETE CASCADE,
  epoch          INTEGER NOT NULL,
  transform      TEXT NOT NULL,
  samples        INTEGER NOT NULL,
  top1           REAL NOT NULL,
  top3           REAL NOT NULL,
  baseline_top1  REAL NOT NULL,
  baseline_top3  REAL NOT NULL,
  PRIMARY KEY (attempt_key, epoch, transform)
) WITHOUT ROWID;

-- Per campaign: attempts by state.
CREATE VIEW campaign_progress AS
SELECT c.campaign_id, c.name, c.state AS campaign_state, c.priority,
       COUNT(a.attempt_key) AS attempts,
       COALESCE(SUM(a.state = 'queued'), 0) AS queued,
       COALESCE(SUM(a.state = 'running'), 0) AS running,
       COALESCE(SUM(a.state = 'done'), 0) AS done,
       COALESCE(SUM(a.state = 'failed'), 0) AS failed,
       COALESCE(SUM(a.state = 'cancelled'), 0) AS cancelled,
       COALESCE(SUM(a.state = 'done' AND a.patched = 1), 0) AS patched
FROM campaigns c LEFT JOIN attempts a ON a.campaign_id = c.campaign_id
GROUP BY c.campaign_id;

-- One row per grid cell of a repair stage (every factor, bug included; seeds pooled). Success
-- rate is over finished runs (state 'done'); variants-to-patch statistics are over patched runs
-- only; the median is the mean of the middle one or two values, found with window functions.
CREATE VIEW repair_cells AS
WITH ranked AS (
  SELECT a.*,
         (a.state = 'done' AND a.patched = 1) AS is_patched,
         ROW_NUMBER() OVER cell_patched AS patch_rank,
         COUNT(*) OVER (cell_patched ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
           AS patch_count
  FROM attempts a
  WHERE a.kind = 'repair'
  WINDOW cell_patched AS (
    PARTITION BY campaign_id, stage, bug, strategy, credit, reward, arm_set, activation, alpha,
                 ucb_form, mode, population, generations, engine,
                 (state = 'done' AND patched = 1)
    ORDER BY variants_to_patch)
)
SELECT campaign_id, stage, bug, strategy, credit, reward, arm_set, activation, alpha, ucb_form,
       mode, population, generations, engine,
       COUNT(*) AS attempts,
       SUM(state = 'done') AS done,
       SUM(state = 'failed') AS failed,
       SUM(is_patched) AS patched,
       CAST(SUM(is_patched) AS REAL) / NULLIF(SUM(state = 'done'), 0) AS success_rate,
       AVG(CASE WHEN is_patched THEN variants_to_patch END) AS mean_variants_to_patch,
       AVG(CASE WHEN is_patched AND patch_rank IN ((patch_count + 1) / 2, (patch_count + 2) / 2)
                THEN variants_to_patch END) AS median_variants_to_patch,
       AVG(CASE WHEN is_patched AND quality_total > 0
                THEN CAST(quality_passed AS REAL) / quality_total END) AS mean_quality
FROM ranked
GROUP BY campaign_id, stage, bug, strategy, credit, reward, arm_set, activation, alpha, ucb_form,
         mode, population, generations, engine;

-- One row per configuration of a repair stage (bugs and seeds pooled): the rows of the paper's
-- tables (success rate, bugs patched, mean/median variants to patch, patch quality).
CREATE VIEW repair_configs AS
WITH ranked AS (
  SELECT a.*,
         (a.state = 'done' AND a.patched = 1) AS is_patched,
         ROW_NUMBER() OVER config_patched AS patch_rank,
         COUNT(*) OVER (config_patched ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
           AS patch_count
  FROM attempts a
  WHERE a.kind = 'repair'
  WINDOW config_patched AS (
    PARTITION BY campaign_id, stage, strategy, credit, reward, arm_set, activation, alpha,
                 ucb_form, mode, population, generations, engine,
                 (state = 'done' AND patched = 1)
    ORDER BY variants_to_patch)
)
SELECT campaign_id, stage, strategy, credit, reward, arm_set, activation, alpha, ucb_form, mode,
       population, generations, engine,
       COUNT(DISTINCT bug) AS bugs,
       COUNT(DISTINCT CASE WHEN is_patched THEN bug END) AS bugs_patched,
       COUNT(*) AS attempts,
       SUM(state = 'done') AS done,
       SUM(state = 'failed') AS failed,
       SUM(is_patched) AS patched,
       CAST(SUM(is_patched) AS REAL) / NULLIF(SUM(state = 'done'), 0) AS success_rate,
       AVG(CASE WHEN is_patched THEN variants_to_patch END) AS mean_variants_to_patch,
       AVG(CASE WHEN is_patched AND patch_rank IN ((patch_count + 1) / 2, (patch_count + 2) / 2)
                THEN variants_to_patch END) AS median_variants_to_patch,
       AVG(CASE WHEN is_patched AND quality_total > 0
                THEN CAST(quality_passed AS REAL) / quality_total END) AS mean_quality,
       CAST(SUM(is_patched AND quality_total > 0 AND quality_passed = quality_total) AS REAL)
         / NULLIF(SUM(is_patched AND quality_total > 0), 0) AS share_quality_100
FROM ranked
GROUP BY campaign_id, stage, strategy, credit, reward, arm_set, activation, alpha, ucb_form, mode,
         population, generations, engine;
)sql";

// Version 2: stage membership. An attempt is identified by its key, and the key leaves out the
// stage and campaign, so two stages (or campaigns) that name the same grid point share one row of
// `attempts`, which keeps naming its first creator. stage_attempts lists every (campaign, stage)
// that names an attempt; the per-stage views read through it so that a shared attempt counts in
// every stage that names it. The trigger links each new attempt to its creator, so a writer that
// knows nothing of the table (an older tool, a test fixture) still leaves a consistent store; the
// coordinator adds the other stages' links when it stores a submission
// (common/store/stage_links.h). Files from version 1 get their creators' links here; resubmitting a
// spec adds the rest.
extern const std::string_view kSchemaV2 = R"sql(
CREATE TABLE stage_attempts (
  campaign_id  TEXT NOT NULL,
  stage        TEXT NOT NULL,
  attempt_key  TEXT NOT NULL REFERENCES attempts (attempt_key) ON DELETE CASCADE,
  PRIMARY KEY (campaign_id, stage, attempt_key),
  FOREIGN KEY (campaign_id, stage) REFERENCES stages (campaign_id, stage) ON DELETE CASCADE
) WITHOUT ROWID;
-- Which stages name an attempt (and the foreign key's check when an attempt is deleted).
CREATE INDEX stage_attempts_by_attempt ON stage_attempts (attempt_key);

INSERT INTO stage_attempts (campaign_id, stage, attempt_key)
SELECT campaign_id, stage, attempt_key FROM attempts;

CREATE TRIGGER attempts_link_creator AFTER INSERT ON attempts
BEGIN
  INSERT OR IGNORE INTO stage_attempts (campaign_id, stage, attempt_key)
  VALUES (NEW.campaign_id, NEW.stage, NEW.attempt_key);
END;

-- Per campaign: the attempts any of its stages names, each once, by state.
DROP VIEW campaign_progress;
CREATE VIEW campaign_progress AS
SELECT c.campaign_id, c.name, c.state AS campaign_state, c.priority,
       COUNT(a.attempt_key) AS attempts,
       COALESCE(SUM(a.state = 'queued'), 0) AS queued,
       COALESCE(SUM(a.state = 'running'), 0) AS running,
       COALESCE(SUM(a.state = 'done'), 0) AS done,
       COALESCE(SUM(a.state = 'failed'), 0) AS failed,
       COALESCE(SUM(a.state = 'cancelled'), 0) AS cancelled,
       COALESCE(SUM(a.state = 'done' AND a.patched = 1), 0) AS patched
FROM campaigns c
LEFT JOIN (SELECT DISTINCT campaign_id, attempt_key FROM stage_attempts) l
  ON l.campaign_id = c.campaign_id
LEFT JOIN attempts a ON a.attempt_key = l.attempt_key
GROUP BY c.campaign_id;

-- As in version 1, with the campaign and stage of the link instead of the creator's.
DROP VIEW repair_cells;
CREATE VIEW repair_cells AS
WITH ranked AS (
  SELECT l.campaign_id, l.stage, a.bug, a.strategy, a.credit, a.reward, a.arm_set, a.activation,
         a.alpha, a.ucb_form, a.mode, a.population, a.generations, a.engine, a.state, a.patched,
         a.variants_to_patch, a.quality_passed, a.quality_total,
         (a.state = 'done' AND a.patched = 1) AS is_patched,
         ROW_NUMBER() OVER cell_patched AS patch_rank,
         COUNT(*) OVER (cell_patched ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
           AS patch_count
  FROM stage_attempts l JOIN attempts a ON a.attempt_key = l.attempt_key
  WHERE a.kind = 'repair'
  WINDOW cell_patched AS (
    PARTITION BY l.campaign_id, l.stage, a.bug, a.strategy, a.credit, a.reward, a.arm_set,
                 a.activation, a.alpha, a.ucb_form, a.mode, a.population, a.generations,
                 a.engine, (a.state = 'done' AND a.patched = 1)
    ORDER BY a.variants_to_patch)
)
SELECT campaign_id, stage, bug, strategy, credit, reward, arm_set, activation, alpha, ucb_form,
       mode, population, generations, engine,
       COUNT(*) AS attempts,
       SUM(state = 'done') AS done,
       SUM(state = 'failed') AS failed,
       SUM(is_patched) AS patched,
       CAST(SUM(is_patched) AS REAL) / NULLIF(SUM(state = 'done'), 0) AS success_rate,
       AVG(CASE WHEN is_patched THEN variants_to_patch END) AS mean_variants_to_patch,
       AVG(CASE WHEN is_patched AND patch_rank IN ((patch_count + 1) / 2, (patch_count + 2) / 2)
                THEN variants_to_patch END) AS median_variants_to_patch,
       AVG(CASE WHEN is_patched AND quality_total > 0
                THEN CAST(quality_passed AS REAL) / quality_total END) AS mean_quality
FROM ranked
GROUP BY campaign_id, stage, bug, strategy, credit, reward, arm_set, activation, alpha, ucb_form,
         mode, population, generations, engine;

DROP VIEW repair_configs;
CREATE VIEW repair_configs AS
WITH ranked AS (
  SELECT l.campaign_id, l.stage, a.bug, a.strategy, a.credit, a.reward, a.arm_set, a.activation,
         a.alpha, a.ucb_form, a.mode, a.population, a.generations, a.engine, a.state, a.patched,
         a.variants_to_patch, a.quality_passed, a.quality_total,
         (a.state = 'done' AND a.patched = 1) AS is_patched,
         ROW_NUMBER() OVER config_patched AS patch_rank,
         COUNT(*) OVER (config_patched ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
           AS patch_count
  FROM stage_attempts l JOIN attempts a ON a.attempt_key = l.attempt_key
  WHERE a.kind = 'repair'
  WINDOW config_patched AS (
    PARTITION BY l.campaign_id, l.stage, a.strategy, a.credit, a.reward, a.arm_set,
                 a.activation, a.alpha, a.ucb_form, a.mode, a.population, a.generations,
                 a.engine, (a.state = 'done' AND a.patched = 1)
    ORDER BY a.variants_to_patch)
)
SELECT campaign_id, stage, strategy, credit, reward, arm_set, activation, alpha, ucb_form, mode,
       population, generations, engine,
       COUNT(DISTINCT bug) AS bugs,
       COUNT(DISTINCT CASE WHEN is_patched THEN bug END) AS bugs_patched,
       COUNT(*) AS attempts,
       SUM(state = 'done') AS done,
       SUM(state = 'failed') AS failed,
       SUM(is_patched) AS patched,
       CAST(SUM(is_patched) AS REAL) / NULLIF(SUM(state = 'done'), 0) AS success_rate,
       AVG(CASE WHEN is_patched THEN variants_to_patch END) AS mean_variants_to_patch,
       AVG(CASE WHEN is_patched AND patch_rank IN ((patch_count + 1) / 2, (patch_count + 2) / 2)
                THEN variants_to_patch END) AS median_variants_to_patch,
       AVG(CASE WHEN is_patched AND quality_total > 0
                THEN CAST(quality_passed AS REAL) / quality_total END) AS mean_quality,
       CAST(SUM(is_patched AND quality_total > 0 AND quality_passed = quality_total) AS REAL)
         / NULLIF(SUM(is_patched AND quality_total > 0), 0) AS share_quality_100
FROM ranked
GROUP BY campaign_id, stage, strategy, credit, reward, arm_set, activation, alpha, ucb_form, mode,
         population, generations, engine;
)sql";

// Version 3: attempts.next_seq was documented as the next expected event seq but never written;
// the coordinator keeps that number in memory and recounts it from the stored generation rows
// when it loads (coordinator/sqlite_coordinator_store.cc). A column nobody writes misleads
// readers, so it goes. SQLite (3.35 and later) drops it in place; no index, view or trigger
// names it.
extern const std::string_view kSchemaDropNextSeq = R"sql(
ALTER TABLE attempts DROP COLUMN next_seq;
)sql";

// Version 4: JaRFly's variant numbering (docs/repair-engine.md "Variant numbering").
// variants_evaluated and variants_to_patch now count a variant only when its tests ran; the new
// columns count every fitness evaluation, cache hits included. Rows written before this version
// keep NULL there (their variants_* columns counted evaluations). The per-stage views gain the
// means of both.
extern const std::string_view kSchemaEvaluations = R"sql(
ALTER TABLE attempts ADD COLUMN evaluations INTEGER CHECK (evaluations >= 0);
ALTER TABLE attempts ADD COLUMN evaluations_to_patch INTEGER CHECK (evaluations_to_patch >= 0);

DROP VIEW repair_cells;
CREATE VIEW repair_cells AS
WITH ranked AS (
  SELECT l.campaign_id, l.stage, a.bug, a.strategy, a.credit, a.reward, a.arm_set, a.activation,
         a.alpha, a.ucb_form, a.mode, a.population, a.generations, a.engine, a.state, a.patched,
         a.variants_to_patch, a.variants_evaluated, a.evaluations, a.evaluations_to_patch,
         a.quality_passed, a.quality_total,
         (a.state = 'done' AND a.patched = 1) AS is_patched,
         ROW_NUMBER() OVER cell_patched AS patch_rank,
         COUNT(*) OVER (cell_patched ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
           AS patch_count
  FROM stage_attempts l JOIN attempts a ON a.attempt_key = l.attempt_key
  WHERE a.kind = 'repair'
  WINDOW cell_patched AS (
    PARTITION BY l.campaign_id, l.stage, a.bug, a.strategy, a.credit, a.reward, a.arm_set,
                 a.activation, a.alpha, a.ucb_form, a.mode, a.population, a.generations,
                 a.engine, (a.state = 'done' AND a.patched = 1)
    ORDER BY a.variants_to_patch)
)
SELECT campaign_id, stage, bug, strategy, credit, reward, arm_set, activation, alpha, ucb_form,
       mode, population, generations, engine,
       COUNT(*) AS attempts,
       SUM(state = 'done') AS done,
       SUM(state = 'failed') AS failed,
       SUM(is_patched) AS patched,
       CAST(SUM(is_patched) AS REAL) / NULLIF(SUM(state = 'done'), 0) AS success_rate,
       AVG(CASE WHEN is_patched THEN variants_to_patch END) AS mean_variants_to_patch,
       AVG(CASE WHEN is_patched AND patch_rank IN ((patch_count + 1) / 2, (patch_count + 2) / 2)
                THEN variants_to_patch END) AS median_variants_to_patch,
       AVG(CASE WHEN is_patched THEN evaluations_to_patch END) AS mean_evaluations_to_patch,
       AVG(CASE WHEN state = 'done' THEN variants_evaluated END) AS mean_variants_evaluated,
       AVG(CASE WHEN state = 'done' THEN evaluations END) AS mean_evaluations,
       AVG(CASE WHEN is_patched AND quality_total > 0
                THEN CAST(quality_passed AS REAL) / quality_total END) AS mean_quality
FROM ranked
GROUP BY campaign_id, stage, bug, strategy, credit, reward, arm_set, activation, alpha, ucb_form,
         mode, population, generations, engine;

DROP VIEW repair_configs;
CREATE VIEW repair_configs AS
WITH ranked AS (
  SELECT l.campaign_id, l.stage, a.bug, a.strategy, a.credit, a.reward, a.arm_set, a.activation,
         a.alpha, a.ucb_form, a.mode, a.population, a.generations, a.engine, a.state, a.patched,
         a.variants_to_patch, a.variants_evaluated, a.evaluations, a.evaluations_to_patch,
         a.quality_passed, a.quality_total,
         (a.state = 'done' AND a.patched = 1) AS is_patched,
         ROW_NUMBER() OVER config_patched AS patch_rank,
         COUNT(*) OVER (config_patched ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
           AS patch_count
  FROM stage_attempts l JOIN attempts a ON a.attempt_key = l.attempt_key
  WHERE a.kind = 'repair'
  WINDOW config_patched AS (
    PARTITION BY l.campaign_id, l.stage, a.strategy, a.credit, a.reward, a.arm_set,
                 a.activation, a.alpha, a.ucb_form, a.mode, a.population, a.generations,
                 a.engine, (a.state = 'done' AND a.patched = 1)
    ORDER BY a.variants_to_patch)
)
SELECT campaign_id, stage, strategy, credit, reward, arm_set, activation, alpha, ucb_form, mode,
       population, generations, engine,
       COUNT(DISTINCT bug) AS bugs,
       COUNT(DISTINCT CASE WHEN is_patched THEN bug END) AS bugs_patched,
       COUNT(*) AS attempts,
       SUM(state = 'done') AS done,
       SUM(state = 'failed') AS failed,
       SUM(is_patched) AS patched,
       CAST(SUM(is_patched) AS REAL) / NULLIF(SUM(state = 'done'), 0) AS success_rate,
       AVG(CASE WHEN is_patched THEN variants_to_patch END) AS mean_variants_to_patch,
       AVG(CASE WHEN is_patched AND patch_rank IN ((patch_count + 1) / 2, (patch_count + 2) / 2)
                THEN variants_to_patch END) AS median_variants_to_patch,
       AVG(CASE WHEN is_patched THEN evaluations_to_patch END) AS mean_evaluations_to_patch,
       AVG(CASE WHEN state = 'done' THEN variants_evaluated END) AS mean_variants_evaluated,
       AVG(CASE WHEN state = 'done' THEN evaluations END) AS mean_evaluations,
       AVG(CASE WHEN is_patched AND quality_total > 0
                THEN CAST(quality_passed AS REAL) / quality_total END) AS mean_quality,
       CAST(SUM(is_patched AND quality_total > 0 AND quality_passed = quality_total) AS REAL)
         / NULLIF(SUM(is_patched AND quality_total > 0), 0) AS share_quality_100
FROM ranked
GROUP BY campaign_id, stage, strategy, credit, reward, arm_set, activation, alpha, ucb_form, mode,
         population, generations, engine;
)sql";

}  // namespace aprgrid::store::internal
