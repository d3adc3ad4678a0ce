// Checkpoints under SIGTERM (docs/protocol.md, "Checkpoints"): a coordinator and two worker
// processes over loopback run built-in attempts of several generations; workers are SIGTERMed
// while one of their attempts is past a generation boundary (each drains, releases the attempt
// with its checkpoint, exits 0) and replaced. The stored results (per attempt: outcome, patch,
// variants, every generation row and operator reward) must equal a calm run's, the stops must
// have stored checkpoints (attempt_checkpoints rows written by each release), and every stored
// checkpoint must have been resumed from (the workers' log lines), none refused.
//
// The default form goes on until 2 stops stored a checkpoint; the long form (the `long` label)
// until 8 did, over a larger campaign.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/time/clock.h"
#include "gtest/gtest.h"
#include "tests/e2e/e2e_cluster.h"

namespace aprgrid::e2e {
namespace {

// How long a form runs: campaign seeds, and the stops that must store a checkpoint.
struct ChaosForm {
  int seeds;
  int stops;
};
constexpr ChaosForm kDefaultForm = {1, 2};
constexpr ChaosForm kLongForm = {3, 8};  // The `long` label (tests/e2e/CMakeLists.txt).

// Two bugs whose searches run every generation and one repaired in its first generations. The
// stops need attempts that stay running for many of the workers' 200 ms live intervals
// (WorkerDaemonOptions::live_interval) on any machine: at 24 x 40 an attempt took 0.1-0.3 s of
// CPU, and a fast CI machine finished the campaign before one was seen past a boundary; at
// 48 x 200 each of the two long searches takes 2-3 s of CPU.
std::string CheckpointCampaignSpec(const std::string& name, int seeds) {
  return absl::StrCat(
      "name: \"", name, "\"\n", "stage {\n  repair {\n    name: \"checkpoints\"\n",
      "    subjects { bugs: [\"collections-11\", \"dates-1\", \"collections-2\"] }\n",
      "    search { population: 48 generations: 200 }\n",
      "    strategy: [UNIFORM, UCB]\n    credit: AVERAGE\n    reward: RELATIVE\n",
      "    arm_set: [GROUPED_7]\n", "    seeds { first: 1 count: ", seeds, " }\n",
      "    max_tries: 3\n  }\n}\n");
}

// Occurrences of `needle` in the worker logs of `cluster`.
int CountInWorkerLogs(const E2eCluster& cluster, const std::string& needle) {
  int n = 0;
  for (const auto& entry : std::filesystem::directory_iterator(cluster.dir().Path(""))) {
    const std::string name = entry.path().filename().string();
    if (name.rfind("worker-", 0) != 0) continue;
    std::ifstream in(entry.path());
    std::stringstream text;
    text << in.rdbuf();
    const std::string s = text.str();
    for (size_t at = s.find(needle); at != std::string::npos; at = s.find(needle, at + 1)) ++n;
  }
  return n;
}

// Running attempts of the newest worker labelled index=`index` that stored at least two
// generations at their current epoch (so its engine has passed a generation boundary).
std::string RunningPastABoundary(size_t index) {
  const std::string labels = absl::StrCat("'{\"index\":\"", index, "\"}'");
  return absl::StrCat(
      "SELECT COUNT(*) FROM attempts a WHERE a.state = 'running' AND a.worker_id = (SELECT "
      "worker_id FROM workers WHERE labels = ",
      labels,
      " ORDER BY registered_unix_ms DESC LIMIT 1) AND (SELECT COUNT(*) FROM generations g "
      "WHERE g.attempt_key = a.attempt_key AND g.epoch = a.epoch) >= 2");
}

void RunCheckpointChaos(ChaosForm form) {
  std::string calm;
  int64_t attempts = 0;
  {
    auto cluster = E2eCluster::Create("ckpt-calm");
    ASSERT_TRUE(cluster.ok()) << cluster.status();
    E2eCluster& c = **cluster;
    ASSERT_TRUE(c.StartCoordinator().ok());
    ASSERT_TRUE(c.StartWorker(0, 2).ok());
    ASSERT_TRUE(c.Submit(CheckpointCampaignSpec("ckpt", form.seeds)).ok());
    ASSERT_TRUE(c.WaitFinished(absl::Minutes(5)).ok());
    absl::StatusOr<std::string> snapshot = c.ResultsSnapshot();
    ASSERT_TRUE(snapshot.ok()) << snapshot.status();
    calm = *snapshot;
    attempts = c.QueryInt("SELECT COUNT(*) FROM attempts").value_or(-1);
    ASSERT_EQ(c.QueryInt("SELECT COUNT(*) FROM attempts WHERE state = 'done'").value_or(-1),
              attempts);
    EXPECT_EQ(c.QueryInt("SELECT MAX(epoch) FROM attempts").value_or(-1), 1);
  }

  auto cluster = E2eCluster::Create("ckpt-chaos");
  ASSERT_TRUE(cluster.ok()) << cluster.status();
  E2eCluster& c = **cluster;
  ASSERT_TRUE(c.StartCoordinator().ok());
  ASSERT_TRUE(c.StartWorker(0, 1).ok());
  ASSERT_TRUE(c.StartWorker(1, 1).ok());
  ASSERT_TRUE(c.Submit(CheckpointCampaignSpec("ckpt", form.seeds)).ok());
  // A stop that lands between an attempt's last boundary and its result hands back no
  // checkpoint (the result is reported instead): such stops are counted apart.
  int stops = 0, stored = 0;
  for (int i = 0; stored < form.stops && i < 3 * form.stops; ++i) {
    // Whichever worker first has an attempt past a boundary.
    const absl::Time deadline = absl::Now() + absl::Seconds(60);
    std::optional<size_t> ready;
    while (absl::Now() < deadline && !ready && c.Unfinished().value_or(1) > 0) {
      for (size_t w : {size_t{0}, size_t{1}}) {
        if (!ready && c.QueryInt(RunningPastABoundary(w)).value_or(0) > 0) ready = w;
      }
      if (!ready) absl::SleepFor(absl::Milliseconds(20));
    }
    if (!ready) break;  // The campaign ended first.
    const size_t index = *ready;
    const int64_t before_ms = absl::ToUnixMillis(absl::Now());
    absl::StatusOr<int> code = c.StopWorker(index, absl::Seconds(20));
    ASSERT_TRUE(code.ok()) << code.status();
    EXPECT_EQ(*code, 0) << c.worker(index)->LogTail();
    ++stops;
    // The drain's release was acknowledged, so its checkpoint is durable.
    if (c.QueryInt(absl::StrCat("SELECT COUNT(*) FROM attempt_checkpoints WHERE created_at >= ",
                                before_ms))
            .value_or(0) > 0) {
      ++stored;
    }
    ASSERT_TRUE(c.StartWorker(index, 1).ok());
  }
  ASSERT_GE(stored, 1)
      << stops << " stops, none handed back a checkpoint; workers labelled: "
      << c.QueryInt("SELECT COUNT(*) FROM workers WHERE labels LIKE '%index%'").value_or(-1)
      << ", generation rows: " << c.QueryInt("SELECT COUNT(*) FROM generations").value_or(-1)
      << ", query: " << c.QueryInt(RunningPastABoundary(0)).status();
  ASSERT_TRUE(c.WaitFinished(absl::Minutes(5)).ok());
  absl::StatusOr<std::string> chaos = c.ResultsSnapshot();
  ASSERT_TRUE(chaos.ok()) << chaos.status();
  EXPECT_EQ(*chaos, calm);
  EXPECT_EQ(c.QueryInt("SELECT COUNT(*) FROM attempts WHERE state = 'done'").value_or(-1),
            attempts);
  // Nothing left behind: no row of another epoch, no checkpoint, no try counted.
  EXPECT_EQ(c.QueryInt("SELECT COUNT(*) FROM generations g JOIN attempts a USING (attempt_key) "
                       "WHERE g.epoch <> a.epoch")
                .value_or(-1),
            0);
  EXPECT_EQ(c.QueryInt("SELECT COUNT(*) FROM operator_stats o JOIN attempts a USING "
                       "(attempt_key) WHERE o.epoch <> a.epoch")
                .value_or(-1),
            0);
  EXPECT_EQ(c.QueryInt("SELECT COUNT(*) FROM attempt_checkpoints").value_or(-1), 0);
  EXPECT_EQ(c.QueryInt("SELECT SUM(tries) FROM attempts").value_or(-1), 0);
  // Every generation of every attempt, once.
  EXPECT_EQ(c.QueryInt("SELECT COUNT(*) FROM attempts a WHERE generations_run <> (SELECT "
                       "COUNT(*) FROM generations g WHERE g.attempt_key = a.attempt_key)")
                .value_or(-1),
            0);
  // Each stored checkpoint was resumed from by the attempt's next holder, and none refused.
  const int resumed = CountInWorkerLogs(c, "resumes from its checkpoint at generation");
  std::cout << stops << " stops, " << stored << " stored a checkpoint, " << resumed
            << " resumptions\n";
  EXPECT_GE(resumed, stored);
  EXPECT_EQ(CountInWorkerLogs(c, "checkpoint refused"), 0);
  EXPECT_GE(c.QueryInt("SELECT COUNT(*) FROM attempts WHERE epoch > 1").value_or(-1), 1);
}

TEST(E2eCheckpointChaosTest, SigtermedWorkersHandBackCheckpointsAndResultsMatchACalmRun) {
  RunCheckpointChaos(kDefaultForm);
}

TEST(E2eCheckpointChaosLongTest, SigtermedWorkersHandBackCheckpointsAndResultsMatchACalmRun) {
  RunCheckpointChaos(kLongForm);
}

}  // namespace
}  // namespace aprgrid::e2e
