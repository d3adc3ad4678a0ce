// configs/crf-smoke.textproto through `aprgrid local` (coordinator and workers in one process),
// then `aprgrid report`: Tables VII/VIII of
// docs/crf-transform-prediction.md, section 8, with numbers in every model column, and
// the same figures as JSON lines.
#include <regex>
#include <sstream>

#include "gtest/gtest.h"
#include "tests/e2e/e2e_cluster.h"

namespace aprgrid::e2e {
namespace {

// The line of `text` that starts with `label`.
std::string LineStartingWith(const std::string& text, const std::string& label) {
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind(label, 0) == 0) return line;
  }
  return "";
}

TEST(CrfSmokeTest, LocalRunsTheSmokeCampaignAndReportPrintsTablesVIIAndVIII) {
  auto cluster = E2eCluster::Create("crf-smoke");  // For its folder and SQL only.
  ASSERT_TRUE(cluster.ok()) << cluster.status();
  E2eCluster& c = **cluster;
  absl::StatusOr<std::string> run =
      c.Cli({"local", APRGRID_SOURCE_DIR "/configs/crf-smoke.textproto", "--workers", "2", "--db",
             c.db_path(), "--subjects", APRGRID_SOURCE_DIR "/subjects"},
            /*with_service=*/false);
  ASSERT_TRUE(run.ok()) << run.status();
  EXPECT_NE(run->find("5 attempts"), std::string::npos) << *run;
  EXPECT_EQ(*c.QueryInt("SELECT COUNT(*) FROM attempts WHERE kind = 'crf' AND state = 'done'"), 5);
  // The smoke campaign holds no project out, so its models trained on injections into every
  // benchmark project and score none of the human-written fixes (docs/crf.md, "Scoring on real
  // fixes"); each attempt records how many bugs it left unscored.
  EXPECT_EQ(*c.QueryInt("SELECT COUNT(*) FROM crf_results WHERE evaluation = 'benchmark-fixes'"),
            0);
  EXPECT_EQ(*c.QueryInt("SELECT COUNT(*) FROM crf_folds WHERE fix_bugs_scored = 0 AND "
                        "fix_bugs_in_training > 50"),
            5);

  absl::StatusOr<std::string> report = c.Cli({"report", "crf-smoke", "--db", c.db_path()},
                                             /*with_service=*/false);
  ASSERT_TRUE(report.ok()) << report.status();
  const std::string& t = *report;
  EXPECT_NE(t.find("CRF stages: 5 of 5 attempts done"), std::string::npos) << t;
  EXPECT_NE(t.find("dataset builtin:small, 5 folds, split seed 1"), std::string::npos) << t;
  EXPECT_NE(t.find("Table VII: top-1"), std::string::npos) << t;
  EXPECT_NE(t.find("Table VIII: top-3"), std::string::npos) << t;
  EXPECT_NE(t.find("Benchmark fixes: none scored; the projects of all "), std::string::npos) << t;
  // Header: history, the three q values of the full model, then the two ablations.
  const std::string header = LineStartingWith(t, "transform");
  const std::regex columns("history +full q=0 +full q=0.5 +full q=1 +O only q=0.5 +I only q=0.5");
  EXPECT_TRUE(std::regex_search(header, columns)) << header;
  // The most frequent transform and the average have a number in all six columns, each with
  // the paper's figure beside it.
  for (const char* row : {"Constant-Rep", "Average"}) {
    const std::string line = LineStartingWith(t, row);
    const std::regex six_cells("( +[01]\\.\\d\\d \\([01]\\.\\d\\d\\)){6}$");
    EXPECT_TRUE(std::regex_search(line, six_cells)) << row << ": " << line << "\n" << t;
  }

  absl::StatusOr<std::string> json = c.Cli({"report", "crf-smoke", "--db", c.db_path(), "--json"},
                                           /*with_service=*/false);
  ASSERT_TRUE(json.ok()) << json.status();
  // 6 columns x (16 transforms + average + multiple).
  size_t crf_lines = 0;
  for (size_t at = json->find("{\"kind\":\"crf\""); at != std::string::npos;
       at = json->find("{\"kind\":\"crf\"", at + 1)) {
    ++crf_lines;
  }
  EXPECT_EQ(crf_lines, 6u * 18u) << *json;
  EXPECT_NE(json->find("\"model\":\"FULL\",\"q\":0.5,\"test_folds\":[0],\"transform\":"
                       "\"Constant-Rep\""),
            std::string::npos)
      << *json;
}

}  // namespace
}  // namespace aprgrid::e2e
