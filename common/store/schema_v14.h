// Version 14 of the results schema (schema_migrations.cc holds the list): creator links are no
// longer stored (docs/results-schema.md, "stage_attempts" and "shared_stage_attempts"). Every
// attempt had a stage_attempts row naming its creator, the campaign and stage its own attempts
// row names already: a million rows, with their index, for a million-attempt Submit, 40% of what
// SQLite spent on its rows (docs/performance.md, "Wall time at a million attempts").
//
// - shared_stage_attempts: the table's rows that are not their attempt's creator's, the links of
//   attempts that another stage or campaign shares; same columns, keys and foreign keys.
// - stage_attempts becomes a view with the table's columns, in the same order: each attempt's
//   creator link from its own row, UNION ALL the stored ones, so every query written against
//   version 13 (the views repair_cells, repair_configs, campaign_progress read it by name) reads
//   the same rows. An INSTEAD OF INSERT trigger keeps `INSERT [OR IGNORE] INTO stage_attempts`
//   working for writers that know nothing of the split (tools, test fixtures): it stores a link
//   unless it is its attempt's creator's, which the view shows anyway.
// - The trigger attempts_link_creator, which wrote the creator links, goes.
// - repair_cells and repair_configs (as version 4 defined them, otherwise unchanged) read each
//   attempt's creator link from its own row and join only the stored links to their attempts,
//   instead of reading stage_attempts, whose creator arm would join every attempt row to itself
//   (docs/performance.md, "Coordinator ingest and scale (issue 21)").
// - Index attempts_by_state (campaign_id, state) goes: it served the per-campaign counts by state
//   that the coordinator has kept in memory since version 7, no query of the CLI or of the views
//   filters on both, and every attempt row of a Submit and every state change wrote an entry. A
//   query by campaign alone is served by attempts_by_bug (campaign_id, stage, bug).
//
// The table is dropped and its view created under the same name rather than renamed: ALTER TABLE
// ... RENAME would rewrite the views that read stage_attempts to read the new table. A link whose
// attempt has no row (a writer with foreign keys off) is dropped, as version 13 dropped event rows
// without an attempt; every view joined it away already.
#ifndef APRGRID_COMMON_STORE_SCHEMA_V14_H_
#define APRGRID_COMMON_STORE_SCHEMA_V14_H_

#include <string_view>

namespace aprgrid::store {

inline constexpr std::string_view kSchemaSharedStageLinks = R"sql(
DROP TRIGGER attempts_link_creator;

CREATE TABLE shared_stage_attempts (
  campaign_id  TEXT NOT NULL,
  stage        TEXT NOT NULL,
  attempt_key  TEXT NOT NULL REFERENCES attempts (attempt_key) ON DELETE CASCADE,
  PRIMARY KEY (campaign_id, stage, attempt_key),
  FOREIGN KEY (campaign_id, stage) REFERENCES stages (campaign_id, stage) ON DELETE CASCADE
) WITHOUT ROWID;

INSERT INTO shared_stage_attempts (campaign_id, stage, attempt_key)
SELECT l.campaign_id, l.stage, l.attempt_key
FROM stage_attempts l JOIN attempts a ON a.attempt_key = l.attempt_key
WHERE a.campaign_id <> l.campaign_id OR a.stage <> l.stage
ORDER BY l.campaign_id, l.stage, l.attempt_key;

DROP TABLE stage_attempts;

-- Which stages share an attempt (and the foreign key's check when an attempt is deleted).
CREATE INDEX shared_stage_attempts_by_attempt ON shared_stage_attempts (attempt_key);

CREATE VIEW stage_attempts AS
SELECT campaign_id AS campaign_id, stage AS stage, attempt_key AS attempt_key FROM attempts
UNION ALL
SELECT campaign_id, stage, attempt_key FROM shared_stage_attempts;

DROP INDEX attempts_by_state;

DROP VIEW repair_cells;
CREATE VIEW repair_cells AS
WITH ranked AS (
  SELECT a.link_campaign_id AS campaign_id, a.link_stage AS stage, a.bug, a.strategy, a.credit,
         a.reward, a.arm_set, a.activation,
         a.alpha, a.ucb_form, a.mode, a.population, a.generations, a.engine, a.state, a.patched,
         a.variants_to_patch, a.variants_evaluated, a.evaluations, a.evaluations_to_patch,
         a.quality_passed, a.quality_total,
         (a.state = 'done' AND a.patched = 1) AS is_patched,
         ROW_NUMBER() OVER cell_patched AS patch_rank,
         COUNT(*) OVER (cell_patched ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
           AS patch_count
  FROM (SELECT campaign_id AS link_campaign_id, stage AS link_stage, * FROM attempts
        UNION ALL
        SELECT l.campaign_id, l.stage, a.*
        FROM shared_stage_attempts l JOIN attempts a ON a.attempt_key = l.attempt_key) a
  WHERE a.kind = 'repair'
  WINDOW cell_patched AS (
    PARTITION BY a.link_campaign_id, a.link_stage, a.bug, a.strategy, a.credit, a.reward,
                 a.arm_set,
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
  SELECT a.link_campaign_id AS campaign_id, a.link_stage AS stage, a.bug, a.strategy, a.credit,
         a.reward, a.arm_set, a.activation,
         a.alpha, a.ucb_form, a.mode, a.population, a.generations, a.engine, a.state, a.patched,
         a.variants_to_patch, a.variants_evaluated, a.evaluations, a.evaluations_to_patch,
         a.quality_passed, a.quality_total,
         (a.state = 'done' AND a.patched = 1) AS is_patched,
         ROW_NUMBER() OVER config_patched AS patch_rank,
         COUNT(*) OVER (config_patched ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
           AS patch_count
  FROM (SELECT campaign_id AS link_campaign_id, stage AS link_stage, * FROM attempts
        UNION ALL
        SELECT l.campaign_id, l.stage, a.*
        FROM shared_stage_attempts l JOIN attempts a ON a.attempt_key = l.attempt_key) a
  WHERE a.kind = 'repair'
  WINDOW config_patched AS (
    PARTITION BY a.link_campaign_id, a.link_stage, a.strategy, a.credit, a.reward,
                 a.arm_set,
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

CREATE TRIGGER stage_attempts_insert INSTEAD OF INSERT ON stage_attempts
BEGIN
  INSERT INTO shared_stage_attempts (campaign_id, stage, attempt_key)
  SELECT NEW.campaign_id, NEW.stage, NEW.attempt_key
  WHERE NOT EXISTS (SELECT 1 FROM attempts WHERE attempt_key = NEW.attempt_key
                    AND campaign_id = NEW.campaign_id AND stage = NEW.stage);
END;
)sql";

}  // namespace aprgrid::store

#endif  // APRGRID_COMMON_STORE_SCHEMA_V14_H_
