// The aprgrid CLI against a real aprgrid-coordinator process and a real aprgrid-worker on
// loopback: the exit codes of docs/cli.md ("Exit codes") that need a coordinator, 4 (no such
// campaign) and 5 (the campaign ended with failed or cancelled attempts), and the `cancel` and
// `watch` verbs as docs/cli.md describes them.
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "aprgrid/v1/coordinator.pb.h"
#include "gmock/gmock.h"
#include "google/protobuf/util/json_util.h"
#include "gtest/gtest.h"
#include "tests/e2e/e2e_cluster.h"
#include "tests/harness/daemon_process.h"

namespace aprgrid::e2e {
namespace {

using ::testing::HasSubstr;

constexpr int kExitOk = 0;
constexpr int kExitNotFound = 4;
constexpr int kExitIncomplete = 5;

// One stage of `seeds` attempts run by the fake engine with `engine_args`, tried once each.
std::string Spec(const std::string& name, int seeds, const std::string& engine_args) {
  return absl::StrCat(
      "name: \"", name, "\"\nstage {\n  repair {\n    name: \"fake\"\n",
      "    subjects { bugs: [\"fake-1\"] }\n    search { population: 10 generations: 3 }\n",
      "    strategy: [UNIFORM]\n    credit: AVERAGE\n    reward: RAW\n    arm_set: [GENPROG_3]\n",
      "    seeds { first: 1 count: ", seeds, " }\n    max_tries: 1\n",
      "    engine { external { argv: [\"/usr/bin/python3\", \"", APRGRID_FAKE_ENGINE, "\"",
      engine_args, "] } }\n  }\n}\n");
}

class CliCoordinatorTest : public ::testing::Test {
 protected:
  void SetUp() override {
    auto cluster = E2eCluster::Create("clicoord");
    ASSERT_TRUE(cluster.ok()) << cluster.status();
    cluster_ = std::move(*cluster);
    ASSERT_TRUE(cluster_->StartCoordinator().ok());
    ASSERT_TRUE(cluster_->StartWorker(0, 2).ok());
  }

  // `aprgrid ARGS... --coordinator A --token-file F`: its exit code and output.
  harness::CommandResult Cli(std::vector<std::string> args) {
    args.insert(args.begin(), APRGRID_CLI_PATH);
    for (const std::string& flag : {std::string("--coordinator"), cluster_->address(),
                                    std::string("--token-file"), cluster_->token_path()}) {
      args.push_back(flag);
    }
    auto result = harness::RunCommand(args, absl::Seconds(120));
    EXPECT_TRUE(result.ok()) << result.status();
    return result.ok() ? *result : harness::CommandResult{};
  }

  std::unique_ptr<E2eCluster> cluster_;
};

TEST_F(CliCoordinatorTest, UnknownCampaignExitsFour) {
  for (const char* verb : {"status", "watch", "cancel"}) {
    harness::CommandResult run = Cli({verb, "no-such-campaign"});
    EXPECT_EQ(run.exit.exit_code, kExitNotFound) << verb << ": " << run.output;
    EXPECT_THAT(run.output, HasSubstr("no-such-campaign")) << verb;
  }
}

TEST_F(CliCoordinatorTest, WatchExitsZeroWhenEveryAttemptIsDone) {
  ASSERT_TRUE(cluster_->Submit(Spec("all-done", 3, "")).ok());
  harness::CommandResult watch = Cli({"watch", "all-done", "--interval-ms", "100"});
  EXPECT_EQ(watch.exit.exit_code, kExitOk) << watch.output;
  EXPECT_EQ(*cluster_->QueryInt("SELECT COUNT(*) FROM attempts WHERE state = 'done'"), 3);
}

TEST_F(CliCoordinatorTest, WatchExitsFiveWhenAttemptsFailed) {
  ASSERT_TRUE(cluster_->Submit(Spec("failing", 2, ", \"--mode\", \"stderr-fail\"")).ok());
  harness::CommandResult watch = Cli({"watch", "failing", "--interval-ms", "100", "--json"});
  EXPECT_EQ(watch.exit.exit_code, kExitIncomplete) << watch.output;
  // --json: one aprgrid.v1.Campaign per line, with the live rate and ETA beside its fields; the
  // last one counts the two failures.
  std::vector<std::string> lines = absl::StrSplit(watch.output, '\n', absl::SkipEmpty());
  ASSERT_FALSE(lines.empty());
  v1::Campaign last;
  google::protobuf::util::JsonParseOptions options;
  options.ignore_unknown_fields = true;  // rate_per_second, eta_seconds.
  ASSERT_TRUE(google::protobuf::util::JsonStringToMessage(lines.back(), &last, options).ok())
      << lines.back();
  EXPECT_EQ(last.name(), "failing");
  EXPECT_EQ(last.counts().failed(), 2u) << lines.back();
}

// cancel: queued attempts are cancelled at once and running ones stopped at the worker's next
// heartbeat; the campaign ends cancelled, so watch then exits 5; a second cancel finds nothing
// left to cancel.
TEST_F(CliCoordinatorTest, CancelStopsTheCampaignAndWatchThenExitsFive) {
  ASSERT_TRUE(cluster_->Submit(Spec("hanging", 4, ", \"--mode\", \"hang\"")).ok());
  // Both worker slots hold a hanging attempt before the cancel.
  const absl::Time deadline = absl::Now() + absl::Seconds(60);
  absl::StatusOr<int64_t> running = 0;
  while (absl::Now() < deadline) {
    running = cluster_->QueryInt("SELECT COUNT(*) FROM attempts WHERE state = 'running'");
    if (running.ok() && *running == 2) break;
    absl::SleepFor(absl::Milliseconds(50));  // Polling the database, bounded by the deadline.
  }
  ASSERT_TRUE(running.ok() && *running == 2) << cluster_->worker(0)->LogTail();

  harness::CommandResult cancel = Cli({"cancel", "hanging", "--json"});
  EXPECT_EQ(cancel.exit.exit_code, kExitOk) << cancel.output;
  EXPECT_EQ(cancel.output, "{\"attempts_cancelled\":4}\n");

  harness::CommandResult watch = Cli({"watch", "hanging", "--interval-ms", "100"});
  EXPECT_EQ(watch.exit.exit_code, kExitIncomplete) << watch.output;
  EXPECT_EQ(*cluster_->QueryInt("SELECT COUNT(*) FROM attempts WHERE state = 'cancelled'"), 4);

  harness::CommandResult again = Cli({"cancel", "hanging"});
  EXPECT_EQ(again.exit.exit_code, kExitOk) << again.output;
  EXPECT_EQ(again.output, "cancelled 0 attempts\n");
  // The worker stopped the running attempts: its slots are free for the next campaign.
  ASSERT_TRUE(cluster_->Submit(Spec("after-cancel", 1, "")).ok());
  harness::CommandResult next = Cli({"watch", "after-cancel", "--interval-ms", "100"});
  EXPECT_EQ(next.exit.exit_code, kExitOk) << next.output;
}

}  // namespace
}  // namespace aprgrid::e2e
