#include "tests/e2e/e2e_chaos.h"

#include "absl/time/clock.h"
#include "common/random.h"
#include "gtest/gtest.h"
#include "tests/e2e/e2e_cluster.h"

namespace aprgrid::e2e {
namespace {

// Uniform in [lo, hi].
int64_t Between(Rng& rng, int64_t lo, int64_t hi) {
  return lo + static_cast<int64_t>(rng.Below(static_cast<uint64_t>(hi - lo + 1)));
}

}  // namespace

void RunChaosScenario(const ChaosOptions& options) {
  const std::string spec = options.spec.empty()
                               ? FakeCampaignSpec("chaos", options.seeds, options.sleep_ms)
                               : options.spec;
  const int64_t total = options.spec.empty() ? 50 * options.seeds : options.attempts;

  // Reference: one worker, no faults.
  auto reference = E2eCluster::Create("e2e-reference");
  ASSERT_TRUE(reference.ok()) << reference.status();
  ASSERT_TRUE((*reference)->StartCoordinator().ok());
  ASSERT_TRUE((*reference)->StartWorker(0, 4).ok());
  ASSERT_TRUE((*reference)->Submit(spec).ok());
  ASSERT_TRUE((*reference)->WaitFinished(absl::Seconds(240)).ok());
  absl::StatusOr<std::string> expected = (*reference)->ResultsSnapshot();
  ASSERT_TRUE(expected.ok()) << expected.status();

  auto cluster = E2eCluster::Create("e2e-chaos");
  ASSERT_TRUE(cluster.ok()) << cluster.status();
  E2eCluster& c = **cluster;
  ASSERT_TRUE(c.StartCoordinator().ok());
  for (size_t i = 0; i < 3; ++i) ASSERT_TRUE(c.StartWorker(i, 2).ok());
  ASSERT_TRUE(c.Submit(spec).ok());

  Rng rng(20261129);
  int coordinator_kills = 0, worker_kills = 0;
  const absl::Time deadline = absl::Now() + absl::Seconds(300);
  absl::Time next_worker_kill =
      absl::Now() + absl::Milliseconds(Between(rng, options.worker_kill_every_ms / 2,
                                               options.worker_kill_every_ms * 3 / 2));
  while (absl::Now() < deadline) {
    absl::StatusOr<int64_t> done = c.QueryInt("SELECT COUNT(*) FROM attempts WHERE state = 'done'");
    if (done.ok() && *done == total) break;
    // The coordinator dies at a third and at two thirds of the campaign.
    if (done.ok() && coordinator_kills < options.coordinator_kills &&
        *done >= total * (coordinator_kills + 1) / (options.coordinator_kills + 1)) {
      absl::Status killed = c.KillCoordinator();
      ASSERT_TRUE(killed.ok()) << killed;
      absl::SleepFor(absl::Milliseconds(Between(rng, 200, 1000)));
      absl::Status started = c.StartCoordinator();
      ASSERT_TRUE(started.ok()) << started;
      std::printf("coordinator restarted at %lld done\n", static_cast<long long>(*done));
      ++coordinator_kills;
    }
    if (absl::Now() >= next_worker_kill) {
      size_t victim = static_cast<size_t>(Between(rng, 0, 2));
      absl::Status killed = c.KillWorker(victim);
      ASSERT_TRUE(killed.ok()) << killed;
      absl::Status started = c.StartWorker(victim, 2);
      ASSERT_TRUE(started.ok()) << started;
      ++worker_kills;
      next_worker_kill =
          absl::Now() + absl::Milliseconds(Between(rng, options.worker_kill_every_ms / 2,
                                                   options.worker_kill_every_ms * 3 / 2));
    }
    absl::SleepFor(absl::Milliseconds(100));
  }
  ASSERT_TRUE(c.WaitFinished(absl::Seconds(60)).ok()) << c.worker(0)->LogTail();
  EXPECT_EQ(coordinator_kills, options.coordinator_kills);
  EXPECT_GE(worker_kills, 1);
  // Every attempt done exactly once, with exactly one epoch's rows.
  EXPECT_EQ(*c.QueryInt("SELECT COUNT(*) FROM attempts WHERE state = 'done'"), total);
  EXPECT_EQ(*c.QueryInt("SELECT COUNT(*) FROM (SELECT attempt_key FROM generations GROUP BY "
                        "attempt_key HAVING COUNT(DISTINCT epoch) != 1)"),
            0);
  if (options.generations_per_attempt > 0) {
    EXPECT_EQ(*c.QueryInt("SELECT COUNT(*) FROM generations"),
              options.generations_per_attempt * total);
  }
  EXPECT_EQ(*c.QueryInt("SELECT COUNT(*) FROM generations g JOIN attempts a USING (attempt_key) "
                        "WHERE g.epoch != a.epoch"),
            0);
  absl::StatusOr<std::string> actual = c.ResultsSnapshot();
  ASSERT_TRUE(actual.ok()) << actual.status();
  EXPECT_TRUE(*actual == *expected) << "results differ from the fault-free run";
  std::printf("chaos: %d worker kills, %d coordinator kills, %lld attempts, max epoch %lld\n",
              worker_kills, coordinator_kills, static_cast<long long>(total),
              static_cast<long long>(*c.QueryInt("SELECT MAX(epoch) FROM attempts")));
}

}  // namespace aprgrid::e2e
