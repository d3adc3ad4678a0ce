#include "cli/crf_report.h"

#include <sstream>

#include "absl/strings/str_format.h"
#include "aprgrid/v1/campaign.pb.h"
#include "common/stats/wilson.h"
#include "common/store/sqlite_db.h"
#include "common/store/store.h"
#include "common/store/store_test_util.h"
#include "gtest/gtest.h"

namespace aprgrid::cli {
namespace {

// One finished CRF attempt: its fold, q and features, and score rows
// (transform, samples, top1, top3, baseline top1, baseline top3).
struct ScoreRow {
  const char* transform;
  int samples;
  double top1, top3, base1, base3;
};

class CrfReportTest : public ::testing::Test {
 protected:
  void SetUp() override {
    path_ = dir_.File("crf_report.db");
    {
      auto store = store::Store::Open(path_);
      ASSERT_TRUE(store.ok()) << store.status();
    }
    auto db = store::SqliteDb::Open(path_);
    ASSERT_TRUE(db.ok()) << db.status();
    db_ = std::move(*db);
    ASSERT_TRUE(db_.Exec(R"sql(
      INSERT INTO campaigns (campaign_id, name, created_unix_ms, updated_unix_ms)
        VALUES ('c-1', 'crf', 0, 0), ('c-2', 'other', 0, 0);
      INSERT INTO stages (campaign_id, stage, position, kind)
        VALUES ('c-1', 'crf-q', 0, 'crf'), ('c-1', 'crf-ablation', 1, 'crf');
    )sql")
                    .ok());
  }

  void AddAttempt(const std::string& key, const std::string& stage, uint32_t fold, double q,
                  aprgrid::v1::CrfFeatures features, const std::string& state,
                  std::vector<ScoreRow> scores, const std::string& dataset = "builtin:default",
                  const std::vector<std::string>& exclude_projects = {}) {
    aprgrid::v1::Attempt attempt;
    attempt.set_key(key);
    attempt.set_stage(stage);
    aprgrid::v1::CrfAttempt* crf = attempt.mutable_crf();
    crf->set_dataset(dataset);
    for (const std::string& p : exclude_projects) crf->add_exclude_projects(p);
    crf->set_folds(10);
    crf->set_fold_index(fold);
    crf->set_q(q);
    crf->set_features(features);
    crf->set_seed(1);
    std::string blob = attempt.SerializeAsString();
    auto insert = db_.Prepare(
        "INSERT INTO attempts (attempt_key, campaign_id, stage, ordinal, kind, fold_index, q, "
        "features, state, epoch, attempt) VALUES (?, 'c-1', ?, ?, 'crf', ?, ?, ?, ?, 1, ?)");
    ASSERT_TRUE(insert.ok()) << insert.status();
    ASSERT_TRUE(insert
                    ->BindAll(key, stage, ordinal_++, fold, q,
                              aprgrid::v1::CrfFeatures_Name(features), state,
                              store::SqliteBlob{blob})
                    .ok());
    ASSERT_TRUE(insert->Run().ok());
    for (const ScoreRow& s : scores) {
      auto row = db_.Prepare("INSERT INTO crf_results VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'fold')");
      ASSERT_TRUE(row.ok());
      ASSERT_TRUE(
          row->BindAll(key, 1, s.transform, s.samples, s.top1, s.top3, s.base1, s.base3).ok());
      ASSERT_TRUE(row->Run().ok());
    }
    // A stale epoch's row must not count, nor a score on the benchmark's fixes (another table).
    auto stale = db_.Prepare(
        "INSERT INTO crf_results VALUES (?, 0, 'Wrap-Meth', 1000, 1.0, 1.0, 1.0, 1.0, 'fold')");
    ASSERT_TRUE(stale.ok());
    ASSERT_TRUE(stale->BindAll(key).ok());
    ASSERT_TRUE(stale->Run().ok());
    // Every attempt scores the same 5 fixes (Wrap-Meth): fold 0's models get 1 and 3 of them
    // at top-1 and top-3, fold 1's 3 and 5; history 0 and 1.
    auto fixes = db_.Prepare(
        "INSERT INTO crf_results VALUES (?, 1, 'Wrap-Meth', 5, ?, ?, 0.0, 0.2, "
        "'benchmark-fixes')");
    ASSERT_TRUE(fixes.ok());
    ASSERT_TRUE(fixes->BindAll(key, fold == 0 ? 0.2 : 0.6, fold == 0 ? 0.6 : 1.0).ok());
    ASSERT_TRUE(fixes->Run().ok());
  }

  store::testing::TempDir dir_;  // Declared first: removed after db_ closes the file.
  std::string path_;
  store::SqliteDb db_;
  int ordinal_ = 0;
};

TEST_F(CrfReportTest, PoolsFoldsBySamplesAndKeepsHistoryOncePerFold) {
  using aprgrid::v1::FULL;
  using aprgrid::v1::OBSERVATION_ONLY;
  // Fold 0: Wrap-Meth 10 samples, fold 1: 30 samples. Pooled top-1 = (0.5*10 + 0.1*30) / 40.
  AddAttempt("a0", "crf-q", 0, 0.5, FULL, "done",
             {{"Wrap-Meth", 10, 0.5, 0.8, 0.0, 0.1},
              {"Constant-Rep", 20, 0.25, 0.75, 0.5, 1.0},
              {"multiple", 4, 0.5, 0.75, 0.0, 0.0},
              {"macro", 2, 0.9, 0.9, 0.9, 0.9}});
  AddAttempt("a1", "crf-q", 1, 0.5, FULL, "done",
             {{"Wrap-Meth", 30, 0.1, 0.4, 0.2, 0.3},
              {"Constant-Rep", 20, 0.75, 1.0, 0.5, 1.0},
              {"multiple", 4, 0.0, 0.25, 0.0, 0.0},
              {"macro", 2, 0.9, 0.9, 0.9, 0.9}});
  // The same fold 0 with the observation-only model: history must not be counted twice.
  AddAttempt("o0", "crf-ablation", 0, 0.5, OBSERVATION_ONLY, "done",
             {{"Wrap-Meth", 10, 0.0, 0.2, 0.0, 0.1}, {"Constant-Rep", 20, 0.5, 0.5, 0.5, 1.0}});
  // Not done: ignored, but counted.
  AddAttempt("q1", "crf-q", 0, 1.0, FULL, "running", {{"Wrap-Meth", 10, 1.0, 1.0, 1.0, 1.0}});

  auto report = ReadCrfReport(path_, "c-1");
  ASSERT_TRUE(report.ok()) << report.status();
  EXPECT_EQ(report->attempts, 4);
  EXPECT_EQ(report->attempts_done, 3);
  ASSERT_EQ(report->splits.size(), 1u);
  const CrfSplit& split = report->splits[0];
  EXPECT_EQ(split.attempts_done, 3);
  EXPECT_EQ(split.stages, (std::set<std::string>{"crf-ablation", "crf-q"}));
  ASSERT_EQ(split.columns.size(), 3u);
  EXPECT_EQ(split.columns[0].features, "HISTORY");
  EXPECT_EQ(split.columns[1].features, "FULL");
  EXPECT_EQ(split.columns[2].features, "OBSERVATION_ONLY");

  const CrfColumn& full = split.columns[1];
  EXPECT_EQ(full.test_folds, (std::set<uint32_t>{0, 1}));
  EXPECT_DOUBLE_EQ(full.rows.at("Wrap-Meth").samples, 40);
  EXPECT_DOUBLE_EQ(full.rows.at("Wrap-Meth").top1(), (0.5 * 10 + 0.1 * 30) / 40);
  EXPECT_DOUBLE_EQ(full.rows.at("Constant-Rep").top1(), 0.5);
  EXPECT_DOUBLE_EQ(full.rows.at("multiple").top3(), 0.5);
  EXPECT_EQ(full.rows.count("macro"), 0u);

  // The benchmark fixes are kept apart, with the same columns; every fold scored the same 5.
  ASSERT_EQ(split.fix_columns.size(), 3u);
  const CrfColumn& full_fixes = split.fix_columns[1];
  EXPECT_EQ(full_fixes.features, "FULL");
  EXPECT_DOUBLE_EQ(full_fixes.rows.at("Wrap-Meth").samples, 10);
  EXPECT_DOUBLE_EQ(full_fixes.rows.at("Wrap-Meth").top1(), 0.4);
  EXPECT_DOUBLE_EQ(split.fix_columns[0].rows.at("Wrap-Meth").top3(), 0.2);

  const CrfColumn& history = split.columns[0];
  EXPECT_DOUBLE_EQ(history.rows.at("Wrap-Meth").samples, 40);  // Folds 0 and 1 once each.
  EXPECT_DOUBLE_EQ(history.rows.at("Wrap-Meth").top1(), (0.0 * 10 + 0.2 * 30) / 40);

  std::ostringstream text;
  WriteCrfTables(*report, text);
  const std::string t = text.str();
  EXPECT_NE(t.find("CRF stages: 3 of 4 attempts done"), std::string::npos) << t;
  EXPECT_NE(t.find("Table VII: top-1"), std::string::npos) << t;
  EXPECT_NE(t.find("Table VIII: top-3"), std::string::npos) << t;
  EXPECT_NE(t.find("full q=0.5: held-out folds 0,1"), std::string::npos) << t;
  // Spread of full q=0.5, top-1: per-fold averages over transforms (0.5 + 0.25) / 2 and
  // (0.1 + 0.75) / 2; all samples: 30 exact matches of 88 with the Wilson interval.
  const size_t spread = t.find("Spread: average over transforms per held-out fold");
  ASSERT_NE(spread, std::string::npos) << t;
  const std::string full_spread = t.substr(t.find("full q=0.5", spread), 80);
  const auto wilson = stats::WilsonInterval(30, 88);
  EXPECT_NE(full_spread.find(absl::StrFormat("%.2f-%.2f", 0.375, 0.425)), std::string::npos)
      << full_spread;
  EXPECT_NE(full_spread.find(absl::StrFormat("0.34 [%.2f, %.2f]", wilson->low, wilson->high)),
            std::string::npos)
      << full_spread;
  // The fixes table: full q=0.5 mean over folds 0.40 [0.20-0.60] / 0.80 [0.60-1.00]; all fixes:
  // 2 of 5 at top-1, 4 of 5 at top-3, with Wilson intervals.
  const size_t fixes = t.find("Benchmark fixes");
  ASSERT_NE(fixes, std::string::npos) << t;
  const std::string fix_table = t.substr(fixes);
  EXPECT_NE(fix_table.find("0.40 [0.20-0.60] / 0.80 [0.60-1.00]"), std::string::npos) << fix_table;
  const auto two_of_five = stats::WilsonInterval(2, 5), four_of_five = stats::WilsonInterval(4, 5);
  EXPECT_NE(
      fix_table.find(absl::StrFormat("0.40 [%.2f, %.2f] / 0.80 [%.2f, %.2f]", two_of_five->low,
                                     two_of_five->high, four_of_five->low, four_of_five->high)),
      std::string::npos)
      << fix_table;
  // Wrap-Meth row of Table VII: 40 test samples, history 0.15 (paper 0.00), full 0.20 (paper
  // 0.06), O only 0.00 (paper 0.01).
  EXPECT_NE(t.find("Wrap-Meth"), std::string::npos);
  const std::string wrap_row =
      t.substr(t.find("Wrap-Meth"), t.find('\n', t.find("Wrap-Meth")) - t.find("Wrap-Meth"));
  EXPECT_NE(wrap_row.find(" 40 "), std::string::npos) << wrap_row;
  EXPECT_NE(wrap_row.find("0.15 (0.00)"), std::string::npos) << wrap_row;
  EXPECT_NE(wrap_row.find("0.20 (0.06)"), std::string::npos) << wrap_row;
  EXPECT_NE(wrap_row.find("0.00 (0.01)"), std::string::npos) << wrap_row;
  // Average over the 2 transforms with samples: full top-1 (0.2 + 0.5) / 2 = 0.35 (paper 0.26).
  EXPECT_NE(t.find("Average (2)"), std::string::npos) << t;
  EXPECT_NE(t.find("0.35 (0.26)"), std::string::npos) << t;
  // Rows without test samples show a dash and still the paper's figure.
  EXPECT_NE(t.find("- (0.15)"), std::string::npos) << t;  // Var-RW-Meth, full q=0.5.

  std::ostringstream json;
  WriteCrfJsonLines(*report, json);
  const std::string j = json.str();
  EXPECT_EQ(std::count(j.begin(), j.end(), '\n'), 3 * 18);
  EXPECT_NE(j.find("{\"kind\":\"crf\",\"dataset\":\"builtin:default\",\"folds\":10,\"seed\":1,"
                   "\"model\":\"FULL\",\"q\":0.5,\"test_folds\":[0,1],\"transform\":\"Wrap-Meth\","
                   "\"samples\":40,\"top1\":0.2,\"top3\":0.5,\"paper_top1\":0.06,"
                   "\"paper_top3\":0.28}"),
            std::string::npos)
      << j;
  EXPECT_NE(j.find("\"model\":\"HISTORY\",\"q\":null"), std::string::npos) << j;
}

TEST_F(CrfReportTest, DifferentDatasetsAreNotPooled) {
  AddAttempt("a", "crf-q", 0, 0.5, aprgrid::v1::FULL, "done", {{"Wrap-Meth", 10, 1, 1, 0, 0}});
  AddAttempt("b", "crf-q", 0, 0.5, aprgrid::v1::FULL, "done", {{"Wrap-Meth", 10, 0, 0, 0, 0}},
             "other.dataset");
  auto report = ReadCrfReport(path_, "c-1");
  ASSERT_TRUE(report.ok()) << report.status();
  ASSERT_EQ(report->splits.size(), 2u);
  EXPECT_DOUBLE_EQ(report->splits[0].columns[1].rows.at("Wrap-Meth").top1(), 1.0);
  EXPECT_DOUBLE_EQ(report->splits[1].columns[1].rows.at("Wrap-Meth").top1(), 0.0);
}

TEST_F(CrfReportTest, SharedAttemptsCountOnceAndInEveryCampaignThatNamesThem) {
  AddAttempt("a", "crf-q", 0, 0.5, aprgrid::v1::FULL, "done", {{"Wrap-Meth", 10, 0.5, 1, 0, 0}});
  // Stage crf-ablation names the same attempt; campaign c-2 names it too.
  ASSERT_TRUE(db_.Exec(R"sql(
    INSERT INTO stage_attempts VALUES ('c-1', 'crf-ablation', 'a');
    INSERT INTO stages (campaign_id, stage, position, kind) VALUES ('c-2', 'again', 0, 'crf');
    INSERT INTO stage_attempts VALUES ('c-2', 'again', 'a');
  )sql")
                  .ok());
  for (const char* campaign : {"c-1", "c-2"}) {
    auto report = ReadCrfReport(path_, campaign);
    ASSERT_TRUE(report.ok()) << report.status();
    EXPECT_EQ(report->attempts, 1) << campaign;
    ASSERT_EQ(report->splits.size(), 1u) << campaign;
    EXPECT_DOUBLE_EQ(report->splits[0].columns[1].rows.at("Wrap-Meth").samples, 10) << campaign;
  }
  auto c1 = ReadCrfReport(path_, "c-1");
  EXPECT_EQ(c1->splits[0].stages, (std::set<std::string>{"crf-ablation", "crf-q"}));
  auto c2 = ReadCrfReport(path_, "c-2");
  EXPECT_EQ(c2->splits[0].stages, (std::set<std::string>{"again"}));
}

// A fold's crf_folds row with the benchmark-fix counts (schema version 10).
void AddFold(store::SqliteDb& db, const std::string& key, int scored, int in_training) {
  auto fold = db.Prepare(
      "INSERT INTO crf_folds (attempt_key, epoch, fold_index, folds, split, sources, "
      "duplicates_removed, train_samples, test_samples, train_test_duplicates, fix_bugs_scored, "
      "fix_bugs_in_training) VALUES (?, 1, 0, 10, 'source', 50, 0, 900, 100, 0, ?, ?)");
  ASSERT_TRUE(fold.ok()) << fold.status();
  ASSERT_TRUE(fold->BindAll(key, scored, in_training).ok());
  ASSERT_TRUE(fold->Run().ok());
}

// Hold-outs split the report; the fixes' table says which fixes were scored, and a split whose
// model trained on every project says that none was.
TEST_F(CrfReportTest, SaysWhichBenchmarkFixesWereScored) {
  AddAttempt("held", "crf-q", 0, 0.5, aprgrid::v1::FULL, "done", {{"Wrap-Meth", 10, 1, 1, 0, 0}},
             "builtin:default", {"geometry", "dates", "dates"});
  AddFold(db_, "held", 12, 59);
  AddAttempt("all", "crf-q", 0, 0.5, aprgrid::v1::FULL, "done", {{"Wrap-Meth", 10, 0, 0, 0, 0}});
  AddFold(db_, "all", 0, 71);
  ASSERT_TRUE(db_.Exec("DELETE FROM crf_results WHERE attempt_key = 'all' AND evaluation = "
                       "'benchmark-fixes'")
                  .ok());
  auto report = ReadCrfReport(path_, "c-1");
  ASSERT_TRUE(report.ok()) << report.status();
  ASSERT_EQ(report->splits.size(), 2u);
  const CrfSplit& trained_on_all = report->splits[0];
  const CrfSplit& held_out = report->splits[1];
  EXPECT_TRUE(trained_on_all.held_out_projects.empty());
  EXPECT_TRUE(trained_on_all.fix_columns.empty());
  EXPECT_EQ(trained_on_all.fix_bugs_in_training, 71);
  EXPECT_EQ(held_out.held_out_projects, (std::vector<std::string>{"dates", "geometry"}));
  EXPECT_EQ(held_out.fix_bugs_scored, 12);
  EXPECT_FALSE(held_out.fix_columns.empty());
  std::ostringstream text;
  WriteCrfTables(*report, text);
  const std::string t = text.str();
  EXPECT_NE(t.find("1 attempts, projects held out: dates, geometry\n"), std::string::npos) << t;
  EXPECT_NE(t.find("Benchmark fixes: none scored; the projects of all 71 bugs with a kept fix "
                   "were in training"),
            std::string::npos)
      << t;
  EXPECT_NE(t.find("Benchmark fixes of the projects held out of training (dates, geometry): 12 "
                   "bugs, one sample per changed statement; 59 bugs of projects in training not "
                   "scored."),
            std::string::npos)
      << t;
  EXPECT_EQ(t.find("stored before the project hold-out"), std::string::npos) << t;
}

TEST_F(CrfReportTest, NoCrfAttemptsPrintsNothing) {
  std::ostringstream out;
  ASSERT_TRUE(WriteCrfReport(path_, "c-2", /*json=*/false, out).ok());
  EXPECT_EQ(out.str(), "");
  EXPECT_TRUE(absl::IsNotFound(WriteCrfReport(path_ + ".missing", "c-1", false, out)));
}

TEST(PaperCrfAccuracyTest, MapsColumnsOfTablesVIIAndVIII) {
  EXPECT_DOUBLE_EQ(*PaperCrfAccuracy("LogExp-Red", "FULL", 0.5, 3), 0.81);
  EXPECT_DOUBLE_EQ(*PaperCrfAccuracy("multiple", "FULL", 1.0, 1), 0.28);
  EXPECT_DOUBLE_EQ(*PaperCrfAccuracy("Unwrap-IF", "OBSERVATION_ONLY", 0.5, 1), 0.83);
  EXPECT_DOUBLE_EQ(*PaperCrfAccuracy("average", "HISTORY", 0, 3), 0.31);
  EXPECT_FALSE(PaperCrfAccuracy("Wrap-Meth", "OBSERVATION_ONLY", 0.0, 1).has_value());
  EXPECT_FALSE(PaperCrfAccuracy("nope", "FULL", 0.5, 1).has_value());
}

}  // namespace
}  // namespace aprgrid::cli
