#include "cli/report_test_db.h"

#include "absl/strings/str_cat.h"
#include "aprgrid/v1/campaign.pb.h"
#include "common/store/store.h"
#include "gtest/gtest.h"

namespace aprgrid::cli {

ReportTestDb::ReportTestDb() {
  path_ = dir_.File("report.db");
  { EXPECT_TRUE(store::Store::Open(path_).ok()); }
  auto db = store::SqliteDb::Open(path_);
  EXPECT_TRUE(db.ok());
  db_.emplace(std::move(*db));
  EXPECT_TRUE(db_->Exec(R"sql(
    INSERT INTO campaigns (campaign_id, name, created_unix_ms, updated_unix_ms)
      VALUES ('c-1', 'demo', 0, 0);
    INSERT INTO stages (campaign_id, stage, position, kind) VALUES ('c-1', 's1', 0, 'repair');
    INSERT INTO stages (campaign_id, stage, position, kind) VALUES ('c-1', 's2', 1, 'repair');
  )sql")
                  .ok());
}

void ReportTestDb::AddStage(const std::string& name) {
  auto insert = db_->Prepare(
      "INSERT INTO stages (campaign_id, stage, position, kind) VALUES ('c-1', ?1, ?2, 'repair')");
  ASSERT_TRUE(insert.ok()) << insert.status();
  ASSERT_TRUE(insert->BindAll(name, stages_++).ok());
  ASSERT_TRUE(insert->Run().ok());
}

void ReportTestDb::Add(const std::string& strategy, const std::string& credit,
                       const std::string& bug, int seed, const std::string& state, bool patched,
                       std::optional<int> variants_to_patch, int generations, int passing_negative,
                       const std::string& stage, std::optional<double> crf_prior_floor) {
  const std::string key = absl::StrCat("k", ordinal_);
  std::string blob;
  if (crf_prior_floor) {
    v1::Attempt attempt;
    attempt.set_key(key);
    attempt.mutable_repair()->set_bug(bug);
    attempt.mutable_repair()->set_crf_prior_floor(*crf_prior_floor);
    blob = attempt.SerializeAsString();
  }
  auto insert = db_->Prepare(
      "INSERT INTO attempts (attempt_key, campaign_id, stage, ordinal, kind, bug, strategy, "
      "credit, arm_set, seed, population, generations, engine, state, patched, "
      "variants_to_patch, variants_evaluated, attempt) "
      "VALUES (?1, 'c-1', ?2, ?3, 'repair', ?4, ?5, ?6, 'GENPROG_3', ?7, 20, 5, 'builtin', ?8, "
      "?9, ?10, 100, ?11)");
  ASSERT_TRUE(insert.ok()) << insert.status();
  const std::optional<std::string> strategy_value =
      strategy.empty() ? std::nullopt : std::optional(strategy);
  const std::optional<std::string> credit_value =
      credit.empty() ? std::nullopt : std::optional(credit);
  const std::optional<int> patched_value =
      state == "done" ? std::optional(patched ? 1 : 0) : std::nullopt;
  ASSERT_TRUE(insert
                  ->BindAll(key, stage, ordinal_, bug, strategy_value, credit_value, seed, state,
                            patched_value, variants_to_patch, store::SqliteBlob{blob})
                  .ok());
  ASSERT_TRUE(insert->Run().ok());
  // Its row is its stage's link (view stage_attempts).
  for (int g = 0; g < generations; ++g) {
    auto gen = db_->Prepare(
        "INSERT INTO generations (attempt_key, epoch, generation, best_fitness, mean_fitness, "
        "median_fitness, variants_evaluated, variants_not_compiling, variants_passing_all, "
        "variants_passing_negative) VALUES (?1, 0, ?2, ?2, 0, 0, 20, 0, 0, ?3)");
    ASSERT_TRUE(gen.ok());
    ASSERT_TRUE(gen->BindAll(key, g, passing_negative).ok());
    ASSERT_TRUE(gen->Run().ok());
    for (const auto& [arm, selections] :
         {std::pair<const char*, int>{"append", 2}, {"delete", 1}}) {
      auto op = db_->Prepare(
          "INSERT INTO operator_stats (attempt_key, epoch, generation, arm, selections, "
          "reward_sum, quality, probability) VALUES (?1, 0, ?2, ?3, ?4, 0, 0, 0.5)");
      ASSERT_TRUE(op.ok());
      ASSERT_TRUE(op->BindAll(key, g, std::string(arm), selections).ok());
      ASSERT_TRUE(op->Run().ok());
    }
  }
  ++ordinal_;
}

}  // namespace aprgrid::cli
