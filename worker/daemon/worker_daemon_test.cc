#include "worker/daemon/worker_daemon.h"

#include <algorithm>
#include <atomic>
#include <deque>
#include <map>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "absl/synchronization/mutex.h"
#include "absl/synchronization/notification.h"
#include "common/sha256.h"
#include "gtest/gtest.h"
#include "worker/daemon/fake_clock.h"
#include "worker/daemon/worker_daemon_test_util.h"

namespace aprgrid::worker {
namespace {

using testing::FakeCoordinator;
using testing::FakeCrfRunner;
using testing::Options;
using testing::Running;
using testing::ScriptedRunner;

TEST(WorkerDaemonTest, RunsReportsCancelsAndDrains) {
  FakeCoordinator coordinator;
  coordinator.register_failures = 2;  // Registration is retried.
  coordinator.Enqueue("a", "ok");
  coordinator.Enqueue("b", "fail");
  coordinator.Enqueue("c", "wait");
  coordinator.Enqueue("d", "wait");
  coordinator.cancel.insert("c");
  FakeClock clock;
  ScriptedRunner runner(&clock);
  WorkerMetrics metrics(2);
  WorkerDaemonOptions options = Options(clock, 2);
  options.drain_grace = absl::Seconds(5);
  WorkerDaemon daemon(options, &coordinator, {&runner, &runner, nullptr}, &metrics);
  Running running(daemon, clock);

  // a and b finish; c is cancelled by heartbeat (nothing reported for it); d runs until drained.
  ASSERT_TRUE(running.RunUntil([&] { return coordinator.Finals() == 2; }));
  ASSERT_TRUE(running.RunUntil([&] { return metrics.attempts("cancelled") == 1; }));
  ASSERT_TRUE(running.RunUntil([&] { return metrics.busy_slots() == 1; }));
  RunResult result = running.Drain();
  EXPECT_TRUE(result.status.ok()) << result.status;
  EXPECT_TRUE(result.all_threads_ended);

  absl::MutexLock lock(&coordinator.mu);
  EXPECT_EQ(coordinator.registered_slots, 2u);
  EXPECT_TRUE(coordinator.saw_draining);
  ASSERT_EQ(coordinator.finals.size(), 3u);
  EXPECT_TRUE(coordinator.finals["a"].repair_result().patched());
  EXPECT_EQ(coordinator.finals["a"].seq(), 1u);  // After one generation event.
  EXPECT_EQ(coordinator.finals["b"].failure(), "engine broke");
  EXPECT_FALSE(coordinator.finals.contains("c"));
  EXPECT_TRUE(coordinator.finals["d"].released());
  EXPECT_EQ(metrics.attempts("patched"), 1);
  EXPECT_EQ(metrics.attempts("failed"), 1);
  EXPECT_EQ(metrics.attempts("released"), 1);
  EXPECT_EQ(metrics.busy_slots(), 0);
}

// An attempt naming a CRF model gets its bytes in AttemptInputs: fetched once (retried while the
// coordinator is away), checked against the hash and cached for the next attempt. Bytes whose
// hash differs fail the attempt with the reason, and are not run with.
TEST(WorkerDaemonTest, FetchesChecksAndCachesCrfModels) {
  FakeCoordinator coordinator;
  const std::string model = "aprgrid-crf-model 1\n(weights)\n";
  const std::string sha = Sha256Hex(model);
  const std::string forged = Sha256Hex("the model the stage named");
  coordinator.artefacts[sha] = model;
  coordinator.artefacts[forged] = "some other bytes";
  coordinator.fetch_failures = 1;
  coordinator.Enqueue("m1", "ok", sha);
  coordinator.Enqueue("m2", "ok", sha);
  coordinator.Enqueue("bad", "ok", forged);
  coordinator.Enqueue("none", "ok");
  FakeClock clock;
  ScriptedRunner runner(&clock);
  WorkerMetrics metrics(1);
  WorkerDaemon daemon(Options(clock), &coordinator, {&runner, &runner, nullptr}, &metrics);
  Running running(daemon, clock);
  ASSERT_TRUE(running.RunUntil([&] { return coordinator.Finals() == 4; }));
  running.Drain();
  EXPECT_EQ(runner.ModelOf("m1"), model);
  EXPECT_EQ(runner.ModelOf("m2"), model);
  EXPECT_EQ(runner.ModelOf("none"), "");
  EXPECT_FALSE(runner.Ran("bad"));
  absl::MutexLock lock(&coordinator.mu);
  EXPECT_EQ(coordinator.fetch_calls, 3);  // m1's refused call and its retry, then bad's.
  EXPECT_TRUE(coordinator.finals["m2"].repair_result().patched());
  EXPECT_EQ(coordinator.finals["bad"].failure(), "the artefact fetched for sha256 " + forged +
                                                     " (16 bytes) has sha256 " +
                                                     Sha256Hex("some other bytes") + ": refused");
}

// Short attempts make the daemon lease one ahead of its slot; a task leased ahead and cancelled
// before it starts never runs, and a drain hands back what is running.
TEST(WorkerDaemonTest, LeasesAheadWhileAttemptsAreShort) {
  FakeCoordinator coordinator;
  coordinator.Enqueue("a", "ok");
  coordinator.Enqueue("b", "ok");
  coordinator.Enqueue("c", "wait");
  coordinator.Enqueue("x", "ok");
  coordinator.cancel.insert("x");
  FakeClock clock;
  ScriptedRunner runner(&clock);
  WorkerMetrics metrics(1);
  WorkerDaemonOptions options = Options(clock);
  // RunUntil may advance the fake clock past heartbeats while "a" computes; whatever time that
  // measures, attempts must count as short here.
  options.lease_ahead_below = absl::Hours(24);
  WorkerDaemon daemon(options, &coordinator, {&runner, &runner, nullptr}, &metrics);
  Running running(daemon, clock);
  ASSERT_TRUE(running.RunUntil([&] { return metrics.attempts("cancelled") == 1; }));
  ASSERT_TRUE(running.RunUntil([&] { return runner.Ran("c"); }));
  running.Drain();
  EXPECT_FALSE(runner.Ran("x"));
  absl::MutexLock lock(&coordinator.mu);
  EXPECT_GE(coordinator.max_tasks_asked, 2u);  // The slot plus some ahead.
  EXPECT_TRUE(coordinator.finals["a"].repair_result().patched());
  EXPECT_TRUE(coordinator.finals["b"].repair_result().patched());
  EXPECT_TRUE(coordinator.finals["c"].released());
  EXPECT_FALSE(coordinator.finals.contains("x"));
}

// Idle: nothing queued and nothing held. A running attempt keeps the daemon busy however often
// its Leases come back empty; once it ends, on_idle says so at once.
TEST(WorkerDaemonTest, IdleOnceNothingIsQueuedOrHeld) {
  FakeCoordinator coordinator;
  coordinator.Enqueue("a", "ok");
  coordinator.Enqueue("w", "wait");
  FakeClock clock;
  ScriptedRunner runner(&clock);
  WorkerMetrics metrics(2);
  WorkerDaemonOptions options = Options(clock, 2);
  std::atomic<int> idles{0};
  options.on_idle = [&idles] { ++idles; };
  WorkerDaemon daemon(options, &coordinator, {&runner, &runner, nullptr}, &metrics);
  Running running(daemon, clock);
  ASSERT_TRUE(running.RunUntil([&] { return runner.Ran("w") && coordinator.Finals() == 1; }));
  int leases = 0;
  {
    absl::MutexLock lock(&coordinator.mu);
    leases = coordinator.lease_calls;
  }
  // Several empty Leases (retry_after_ms is 20).
  ASSERT_TRUE(running.RunUntil([&] {
    absl::MutexLock lock(&coordinator.mu);
    return coordinator.lease_calls >= leases + 5;
  }));
  EXPECT_FALSE(daemon.idle());
  EXPECT_EQ(idles.load(), 0);
  {
    absl::MutexLock lock(&coordinator.mu);
    coordinator.cancel.insert("w");
  }
  ASSERT_TRUE(running.RunUntil([&] { return idles.load() > 0; }));
  EXPECT_TRUE(daemon.idle());
}

// Against a coordinator older than ReportBatch (it answers UNIMPLEMENTED), results of short
// attempts still go in batches on streams: several final events are on their way before the
// first acknowledgement is awaited (so the coordinator can commit them together). The daemon
// asks for ReportBatch once and then uses streams for good.
TEST(WorkerDaemonTest, ShortAttemptsAreReportedTogether) {
  FakeCoordinator coordinator;
  for (int i = 0; i < 24; ++i) coordinator.Enqueue("s" + std::to_string(i), "ok");
  FakeClock clock;
  ScriptedRunner runner(&clock);
  WorkerMetrics metrics(1);
  WorkerDaemon daemon(Options(clock), &coordinator, {&runner, &runner, nullptr}, &metrics);
  Running running(daemon, clock);
  // Without the clock moving: the batch is flushed when the slot has nothing more to compute,
  // not by its 200 ms deadline.
  ASSERT_TRUE(coordinator.AwaitFinals(24));
  running.Drain();
  absl::MutexLock lock(&coordinator.mu);
  EXPECT_GE(coordinator.max_final_in_flight, 5);
  EXPECT_LE(coordinator.max_final_in_flight, 32);  // kReportBatch.
  EXPECT_EQ(coordinator.final_in_flight, 0);
  EXPECT_EQ(coordinator.batch_calls, 1);  // Answered UNIMPLEMENTED: streams from then on.
  EXPECT_EQ(coordinator.via_stream.size(), 24u);
  EXPECT_TRUE(coordinator.via_batch.empty());
  EXPECT_EQ(metrics.attempts("patched"), 24);
}

// A coordinator that knows ReportBatch gets the short attempts' results in batch calls (none on
// a stream), retried after a backoff when the call fails; an attempt that streamed a live
// generation finishes on its stream.
TEST(WorkerDaemonTest, ShortAttemptsGoInBatchCallsLongOnesKeepTheirStream) {
  FakeCoordinator coordinator;
  coordinator.batch = true;
  for (int i = 0; i < 24; ++i) coordinator.Enqueue("s" + std::to_string(i), "ok");
  coordinator.Enqueue("r", "ok");
  coordinator.refuse.insert("r");
  FakeClock clock;
  ScriptedRunner runner(&clock);
  WorkerMetrics metrics(2);
  WorkerDaemon daemon(Options(clock, 2), &coordinator, {&runner, &runner, nullptr}, &metrics);
  Running running(daemon, clock);
  // Short attempts, the clock standing still: each batch goes when the slots run out of work.
  ASSERT_TRUE(coordinator.AwaitFinals(24));
  {
    absl::MutexLock lock(&coordinator.mu);
    EXPECT_GE(coordinator.max_batch_entries, 4)
        << "leases " << coordinator.lease_calls << " max asked " << coordinator.max_tasks_asked
        << " batch calls " << coordinator.batch_calls << " now " << clock.Now();
    EXPECT_LE(coordinator.max_batch_entries, 32);  // kReportBatch.
    coordinator.batch_failures = 2;                // Retried after a backoff (the clock's).
  }
  coordinator.Enqueue("live", "live");
  // Quiet: the clock moves for "live" while "t" runs on the other slot; with a generation event
  // "t" could find its live interval passed and open a stream (a flake under ASan).
  coordinator.Enqueue("t", "quiet");
  ASSERT_TRUE(running.RunUntil([&] { return coordinator.Finals() == 26; }));
  ASSERT_TRUE(running.RunUntil([&] { return metrics.attempts("cancelled") == 1; }));  // r.
  running.Drain();
  absl::MutexLock lock(&coordinator.mu);
  EXPECT_EQ(coordinator.via_stream, std::set<std::string>{"live"});
  EXPECT_EQ(coordinator.via_batch.size(), 25u);
  for (const auto& [key, times] : coordinator.via_batch) EXPECT_EQ(times, 1) << key;
  EXPECT_FALSE(coordinator.finals.contains("r"));
  EXPECT_EQ(coordinator.batch_failures, 0);
  EXPECT_LT(coordinator.batch_calls, 20);
  EXPECT_EQ(metrics.attempts("patched"), 26);
}

// A coordinator that leases on ReportBatch replies gets the refills of short attempts asked for
// on the batch calls (docs/protocol.md, "Leases on the ReportBatch reply"), every attempt is run
// and reported once, and every lease request says how many slots are free.
TEST(WorkerDaemonTest, ShortAttemptsLeaseOnTheirBatchCalls) {
  FakeCoordinator coordinator;
  coordinator.batch = true;
  coordinator.lease_on_batch = true;
  constexpr int kAttempts = 200;
  for (int i = 0; i < kAttempts; ++i) coordinator.Enqueue("s" + std::to_string(i), "quiet");
  FakeClock clock;
  ScriptedRunner runner(&clock);
  WorkerMetrics metrics(1);
  WorkerDaemonOptions options = Options(clock);
  options.lease_ahead_below = absl::Hours(24);  // Short, whatever RunUntil's clock measures.
  WorkerDaemon daemon(options, &coordinator, {&runner, &runner, nullptr}, &metrics);
  Running running(daemon, clock);
  ASSERT_TRUE(coordinator.AwaitFinals(kAttempts));
  running.Drain();
  absl::MutexLock lock(&coordinator.mu);
  EXPECT_EQ(coordinator.via_batch.size(), static_cast<size_t>(kAttempts));
  for (const auto& [key, times] : coordinator.via_batch) EXPECT_EQ(times, 1) << key;
  EXPECT_TRUE(coordinator.queue.empty());
  // Refills ride on batch calls (the first Lease has no batch to ride on). How many do depends
  // on the threads' timing: a Lease goes when the refill point comes while no reporter waits,
  // which with attempts that take no time at all is often; the counts of a real run are in
  // docs/performance.md, "Service overhead".
  EXPECT_GE(coordinator.batch_leases, 1) << "leases " << coordinator.lease_calls;
  EXPECT_EQ(coordinator.max_free_slots, 1u);  // The first Lease: the one slot.
  EXPECT_EQ(coordinator.leases_without_free_slots, 0);
  EXPECT_EQ(metrics.attempts("patched"), kAttempts);
}

// A drain during the registration backoff ends Run at once: no time has to pass.
TEST(WorkerDaemonTest, DrainBeforeRegistrationEndsAtOnce) {
  FakeCoordinator coordinator;
  coordinator.register_failures = 1000;
  FakeClock clock;
  ScriptedRunner runner(&clock);
  WorkerMetrics metrics(1);
  WorkerDaemon daemon(Options(clock), &coordinator, {&runner, &runner, nullptr}, &metrics);
  Running running(daemon, clock);
  ASSERT_TRUE(running.RunUntil([&] {
    absl::MutexLock lock(&coordinator.mu);
    return coordinator.register_calls >= 3;
  }));
  daemon.Drain();
  RunResult result = running.JoinWithoutTime();
  EXPECT_TRUE(result.status.ok()) << result.status;
  EXPECT_TRUE(daemon.worker_id().empty());
}

TEST(WorkerDaemonTest, CrfAttemptsGoToTheCrfRunnerAndFailWithoutOne) {
  for (bool with_crf : {true, false}) {
    FakeCoordinator coordinator;
    coordinator.EnqueueCrf("k");
    coordinator.Enqueue("r", "ok");
    FakeClock clock;
    ScriptedRunner runner(&clock);
    FakeCrfRunner crf;
    WorkerMetrics metrics(1);
    WorkerDaemon daemon(Options(clock), &coordinator, {&runner, &runner, with_crf ? &crf : nullptr},
                        &metrics);
    Running running(daemon, clock);
    ASSERT_TRUE(running.RunUntil([&] { return coordinator.Finals() == 2; }));
    running.Drain();
    absl::MutexLock lock(&coordinator.mu);
    EXPECT_TRUE(coordinator.finals["r"].repair_result().patched());
    if (with_crf) {
      ASSERT_TRUE(coordinator.finals["k"].has_crf_result());
      EXPECT_EQ(coordinator.finals["k"].crf_result().scores(0).transform(), "macro");
      EXPECT_EQ(metrics.attempts("trained"), 1);
    } else {
      EXPECT_NE(coordinator.finals["k"].failure().find("cannot run CRF"), std::string::npos)
          << coordinator.finals["k"].DebugString();
      EXPECT_EQ(metrics.attempts("failed"), 1);
    }
  }
}

// docs/protocol.md, "Checkpoints": "steps" reports generations from its resume point (0 without
// one) with a checkpoint after each, then runs until stopped; "still" reports nothing.
class CheckpointingRunner : public TaskRunner {
 public:
  absl::StatusOr<v1::ReportEvent> Run(const v1::Attempt& attempt, const AttemptInputs& inputs,
                                      const GenerationCallback& on_generation,
                                      const StopFlag& stop) override {
    return RunResumable(attempt, inputs, on_generation, stop, CheckpointHooks{});
  }
  absl::StatusOr<v1::ReportEvent> RunResumable(const v1::Attempt& attempt,
                                               const AttemptInputs& /*inputs*/,
                                               const GenerationCallback& on_generation,
                                               const StopFlag& stop,
                                               const CheckpointHooks& hooks) override {
    uint32_t first = 0;
    if (hooks.resume != nullptr) {
      first = hooks.resume->generation();
      const std::string data = hooks.resume->data();
      hooks.on_checkpoint(first, [data] { return data; });
    }
    {
      absl::MutexLock lock(&mu);
      resumed_from[attempt.key()] = hooks.resume != nullptr ? hooks.resume->data() : "";
    }
    if (attempt.repair().bug() == "steps") {
      for (uint32_t g = first; g < first + 2; ++g) {
        v1::GenerationEvent event;
        event.set_generation(g);
        on_generation(event);
        hooks.on_checkpoint(g + 1, [g] { return "ckpt-" + std::to_string(g + 1); });
      }
    }
    {
      absl::MutexLock lock(&mu);
      ++waiting;
    }
    stop.WaitForStop(absl::Seconds(60));
    return absl::AbortedError("interrupted");
  }
  int Waiting() {
    absl::MutexLock lock(&mu);
    return waiting;
  }

  absl::Mutex mu;
  std::map<std::string, std::string> resumed_from ABSL_GUARDED_BY(mu);
  int waiting ABSL_GUARDED_BY(mu) = 0;
};

TEST(WorkerDaemonTest, ADrainHandsBackTheLatestCheckpointAndALeaseResumesFromIt) {
  FakeCoordinator coordinator;
  coordinator.Enqueue("d", "steps");
  v1::Task resumed;
  resumed.set_attempt_key("e");
  resumed.set_epoch(2);
  resumed.mutable_attempt()->set_key("e");
  resumed.mutable_attempt()->mutable_repair()->set_bug("still");
  resumed.mutable_checkpoint()->set_generation(5);
  resumed.mutable_checkpoint()->set_data("ckpt-5");
  {
    absl::MutexLock lock(&coordinator.mu);
    coordinator.queue.push_back(resumed);
  }
  FakeClock clock;
  CheckpointingRunner runner;
  WorkerDaemonOptions options = Options(clock, 2);
  options.drain_grace = absl::Seconds(5);
  WorkerDaemon daemon(options, &coordinator, {&runner, &runner, nullptr}, nullptr);
  Running running(daemon, clock);
  ASSERT_TRUE(running.RunUntil([&] { return runner.Waiting() == 2; }));
  running.Drain();

  absl::MutexLock lock(&coordinator.mu);
  ASSERT_EQ(coordinator.finals.size(), 2u);
  const v1::ReportEvent& d = coordinator.finals["d"];
  ASSERT_TRUE(d.released());
  ASSERT_TRUE(d.has_checkpoint());
  EXPECT_EQ(d.checkpoint().generation(), 2u);
  EXPECT_EQ(d.checkpoint().data(), "ckpt-2");
  const v1::ReportEvent& e = coordinator.finals["e"];
  ASSERT_TRUE(e.released());
  ASSERT_TRUE(e.has_checkpoint());  // No generation since the lease's: handed back as it came.
  EXPECT_EQ(e.checkpoint().generation(), 5u);
  EXPECT_EQ(e.checkpoint().data(), "ckpt-5");
  absl::MutexLock runner_lock(&runner.mu);
  EXPECT_EQ(runner.resumed_from["e"], "ckpt-5");
  EXPECT_EQ(runner.resumed_from["d"], "");
}

}  // namespace
}  // namespace aprgrid::worker
