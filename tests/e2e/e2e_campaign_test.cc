// A 300-attempt campaign on a coordinator and 3 worker processes over loopback, one worker
// drained with SIGTERM mid-campaign; then the example queries of docs/results-schema.md.
#include <csignal>

#include "absl/strings/str_split.h"
#include "absl/time/clock.h"
#include "gtest/gtest.h"
#include "tests/e2e/e2e_cluster.h"

namespace aprgrid::e2e {
namespace {

TEST(E2eCampaignTest, ThreeHundredAttemptsOnThreeWorkers) {
  auto cluster = E2eCluster::Create("e2e-campaign");
  ASSERT_TRUE(cluster.ok()) << cluster.status();
  E2eCluster& c = **cluster;
  ASSERT_TRUE(c.StartCoordinator().ok());
  for (size_t i = 0; i < 3; ++i) ASSERT_TRUE(c.StartWorker(i, 2).ok());
  absl::StatusOr<std::string> submitted = c.Submit(FakeCampaignSpec("e2e", 6, 150));
  ASSERT_TRUE(submitted.ok()) << submitted.status();
  EXPECT_NE(submitted->find("300 attempts added"), std::string::npos) << *submitted;

  // Drain worker 0 once it has done some work: it must exit 0 within its grace period and hand
  // its running attempts back without counting a try.
  const absl::Time deadline = absl::Now() + absl::Seconds(60);
  while (c.QueryInt("SELECT COUNT(*) FROM attempts WHERE state = 'done'").value_or(0) < 60 &&
         absl::Now() < deadline) {
    absl::SleepFor(absl::Milliseconds(100));
  }
  absl::Time drain_start = absl::Now();
  absl::StatusOr<int> code = c.StopWorker(0, absl::Seconds(10));
  ASSERT_TRUE(code.ok()) << code.status();
  EXPECT_EQ(*code, 0) << c.worker(0)->LogTail();
  EXPECT_LT(absl::Now() - drain_start, absl::Seconds(6));
  ASSERT_TRUE(c.StartWorker(0, 2).ok());

  ASSERT_TRUE(c.WaitFinished(absl::Seconds(180)).ok()) << c.worker(1)->LogTail();
  EXPECT_EQ(*c.QueryInt("SELECT COUNT(*) FROM attempts WHERE state = 'done'"), 300);
  EXPECT_EQ(*c.QueryInt("SELECT MAX(tries) FROM attempts"), 0);  // Released is not a failure.
  // One epoch's rows per attempt (docs/architecture.md, invariant 4), 3 generations and 2 arms
  // each.
  EXPECT_EQ(*c.QueryInt("SELECT COUNT(*) FROM generations"), 900);
  EXPECT_EQ(*c.QueryInt("SELECT COUNT(*) FROM operator_stats"), 1800);
  EXPECT_EQ(*c.QueryInt("SELECT COUNT(*) FROM generations g JOIN attempts a USING (attempt_key) "
                        "WHERE g.epoch != a.epoch"),
            0);
  // The shapes of the example queries: one row per configuration (5 strategies x 2 arm sets),
  // bugs pooled; per cell 50; the fake engine patches keys divisible by 3.
  EXPECT_EQ(*c.QueryInt("SELECT COUNT(*) FROM repair_configs"), 10);
  EXPECT_EQ(*c.QueryInt("SELECT COUNT(*) FROM repair_cells"), 50);
  EXPECT_EQ(*c.QueryInt("SELECT SUM(attempts) FROM repair_configs"), 300);
  EXPECT_EQ(*c.QueryInt("SELECT COUNT(*) FROM repair_configs WHERE success_rate IS NULL OR "
                        "success_rate < 0 OR success_rate > 1"),
            0);
  EXPECT_EQ(*c.QueryInt("SELECT SUM(patched) FROM repair_configs"),
            *c.QueryInt("SELECT COUNT(*) FROM attempts WHERE patched = 1"));
  EXPECT_EQ(*c.QueryInt("SELECT COUNT(*) FROM (SELECT strategy, COUNT(DISTINCT bug) FROM "
                        "attempts WHERE kind = 'repair' AND state = 'done' AND patched = 1 "
                        "GROUP BY strategy)"),
            5);
  EXPECT_EQ(*c.QueryInt("SELECT COUNT(*) FROM (SELECT o.generation, o.arm, AVG(o.probability) "
                        "FROM operator_stats o JOIN attempts a USING (attempt_key) WHERE "
                        "a.strategy = 'UCB' AND o.epoch = a.epoch GROUP BY o.generation, o.arm)"),
            6);
  EXPECT_EQ(*c.QueryInt("SELECT done FROM campaign_progress WHERE name = 'e2e'"), 300);

  // The CLI's read commands agree.
  absl::StatusOr<std::string> status = c.Cli({"status", "e2e"});
  ASSERT_TRUE(status.ok()) << status.status();
  EXPECT_NE(status->find("done 300/300"), std::string::npos) << *status;
  absl::StatusOr<std::string> report = c.Cli({"report", "e2e", "--db", c.db_path()}, false);
  ASSERT_TRUE(report.ok()) << report.status();
  EXPECT_NE(report->find("stage fake"), std::string::npos) << *report;
  EXPECT_NE(report->find("UCB/AVERAGE/RAW/GENPROG_3"), std::string::npos) << *report;
  absl::StatusOr<std::string> csv = c.Cli({"export", "e2e", "--csv", "--db", c.db_path()}, false);
  ASSERT_TRUE(csv.ok()) << csv.status();
  // One record per attempt (patch diffs span lines inside quoted fields).
  int records = 0;
  for (absl::string_view line : absl::StrSplit(*csv, '\n')) {
    if (line.size() > 17 && line[16] == ',' &&
        line.substr(0, 16).find_first_not_of("0123456789abcdef") == absl::string_view::npos) {
      ++records;
    }
  }
  EXPECT_EQ(records, 300);

  for (size_t i = 0; i < 3; ++i) {
    absl::StatusOr<int> exit = c.StopWorker(i, absl::Seconds(10));
    ASSERT_TRUE(exit.ok()) << exit.status();
    EXPECT_EQ(*exit, 0);
  }
}

}  // namespace
}  // namespace aprgrid::e2e
