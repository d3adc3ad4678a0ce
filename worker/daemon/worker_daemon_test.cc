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

namespace aprgrid::worker {
namespace {

// A coordinator in memory: hands out the queued tasks, records final events, and answers
// heartbeats with the scripted cancellations.
class FakeCoordinator : public CoordinatorLink {
 public:
  struct Stream : ReportStream {
    FakeCoordinator* owner;
    std::vector<v1::ReportEvent> events;
    bool Write(const v1::ReportEvent& event) override {
      events.push_back(event);
      return true;
    }
    bool WriteLast(const v1::ReportEvent& event) override {
      absl::MutexLock lock(&owner->mu);
      ++owner->final_in_flight;
      owner->max_final_in_flight = std::max(owner->max_final_in_flight, owner->final_in_flight);
      events.push_back(event);
      return true;
    }
    absl::StatusOr<v1::ReportAck> Finish() override {
      absl::MutexLock lock(&owner->mu);
      if (!events.empty() && events.back().kind_case() != v1::ReportEvent::kGeneration) {
        --owner->final_in_flight;
      }
      for (const v1::ReportEvent& e : events) {
        if (e.kind_case() != v1::ReportEvent::kGeneration) {
          owner->finals[e.attempt_key()] = e;
          owner->via_stream.insert(e.attempt_key());
        }
      }
      v1::ReportAck ack;
      ack.set_acked_seq(events.empty() ? 0 : events.back().seq());
      return ack;
    }
  };

  absl::StatusOr<v1::RegisterResponse> Register(const v1::RegisterRequest& request) override {
    absl::MutexLock lock(&mu);
    ++register_calls;
    registered_slots = request.slots();
    if (!register_statuses.empty()) {
      return register_statuses[static_cast<size_t>(register_calls - 1) % register_statuses.size()];
    }
    if (!register_status.ok()) return register_status;
    if (register_failures-- > 0) return absl::UnavailableError("not yet");
    v1::RegisterResponse response;
    response.set_worker_id("w-1-1");
    response.set_heartbeat_interval_ms(50);
    response.set_lease_duration_ms(1000);
    return response;
  }
  absl::StatusOr<v1::LeaseResponse> Lease(const v1::LeaseRequest& request) override {
    absl::MutexLock lock(&mu);
    ++lease_calls;
    if (!lease_status.ok()) return lease_status;
    max_tasks_asked = std::max(max_tasks_asked, request.max_tasks());
    v1::LeaseResponse response;
    for (uint32_t i = 0; i < request.max_tasks() && !queue.empty(); ++i) {
      *response.add_tasks() = queue.front();
      queue.pop_front();
    }
    response.set_retry_after_ms(20);
    return response;
  }
  absl::StatusOr<v1::HeartbeatResponse> Heartbeat(const v1::HeartbeatRequest& request) override {
    absl::MutexLock lock(&mu);
    v1::HeartbeatResponse response;
    if (request.draining()) saw_draining = true;
    for (const v1::HeldLease& held : request.held()) {
      if (cancel.contains(held.attempt_key())) *response.add_cancelled() = held;
    }
    return response;
  }
  std::unique_ptr<ReportStream> OpenReport(const std::string&) override {
    auto stream = std::make_unique<Stream>();
    stream->owner = this;
    return stream;
  }

  // Answers UNIMPLEMENTED (a coordinator older than ReportBatch) unless `batch`; then the first
  // `batch_failures` calls fail with UNAVAILABLE, and entries of attempts in `refuse` are refused
  // with FAILED_PRECONDITION.
  absl::StatusOr<v1::ReportBatchResponse> ReportBatch(
      const v1::ReportBatchRequest& request) override {
    absl::MutexLock lock(&mu);
    ++batch_calls;
    if (!batch) return absl::UnimplementedError("unknown method");
    if (batch_failures > 0) {
      --batch_failures;
      return absl::UnavailableError("restarting");
    }
    max_batch_entries = std::max(max_batch_entries, request.entries_size());
    v1::ReportBatchResponse response;
    for (const v1::ReportBatchEntry& entry : request.entries()) {
      v1::ReportEntryAck* ack = response.add_acks();
      const v1::ReportEvent& last = entry.events(entry.events_size() - 1);
      if (refuse.contains(last.attempt_key())) {
        ack->set_code(static_cast<int>(absl::StatusCode::kFailedPrecondition));
        continue;
      }
      EXPECT_EQ(static_cast<int>(last.seq()) + 1, entry.events_size());  // From seq 0.
      finals[last.attempt_key()] = last;
      ++via_batch[last.attempt_key()];
      ack->set_acked_seq(last.seq());
    }
    return response;
  }

  // Serves `artefacts` by their key (a test may store bytes under another hash); the first
  // `fetch_failures` calls fail with UNAVAILABLE.
  absl::StatusOr<v1::FetchArtefactResponse> FetchArtefact(
      const v1::FetchArtefactRequest& request) override {
    absl::MutexLock lock(&mu);
    ++fetch_calls;
    if (fetch_failures > 0) {
      --fetch_failures;
      return absl::UnavailableError("restarting");
    }
    auto it = artefacts.find(request.sha256());
    if (it == artefacts.end()) return absl::NotFoundError("no such artefact");
    v1::FetchArtefactResponse response;
    response.set_bytes(it->second);
    return response;
  }

  void Enqueue(const std::string& key, const std::string& mode,
               const std::string& crf_model_sha256 = "") {
    v1::Task task;
    task.set_attempt_key(key);
    task.set_epoch(1);
    task.mutable_attempt()->set_key(key);
    task.mutable_attempt()->mutable_repair()->set_bug(mode);
    task.set_crf_model_sha256(crf_model_sha256);
    absl::MutexLock lock(&mu);
    queue.push_back(task);
  }
  void EnqueueCrf(const std::string& key) {
    v1::Task task;
    task.set_attempt_key(key);
    task.set_epoch(1);
    task.mutable_attempt()->set_key(key);
    task.mutable_attempt()->mutable_crf()->set_folds(4);
    absl::MutexLock lock(&mu);
    queue.push_back(task);
  }
  size_t Finals() {
    absl::MutexLock lock(&mu);
    return finals.size();
  }
  // Waits (in real time, up to 20 s) until `n` final events are recorded: re-checked whenever
  // the daemon calls this coordinator.
  bool AwaitFinals(size_t n) {
    absl::MutexLock lock(&mu);
    struct Arg {
      std::map<std::string, v1::ReportEvent>* finals;
      size_t n;
    } arg{&finals, n};
    return mu.AwaitWithTimeout(absl::Condition(
                                   +[](Arg* a) { return a->finals->size() >= a->n; }, &arg),
                               absl::Seconds(20));
  }

  absl::Mutex mu;
  std::deque<v1::Task> queue;
  std::map<std::string, v1::ReportEvent> finals;
  std::set<std::string> cancel;
  int register_failures = 0;
  absl::Status register_status;                 // Every Register answers this when not OK.
  std::vector<absl::Status> register_statuses;  // If set, Registers answer these in turn.
  absl::Status lease_status;                    // Every Lease answers this when not OK.
  int register_calls = 0;
  int lease_calls = 0;
  uint32_t registered_slots = 0;
  uint32_t max_tasks_asked = 0;
  bool saw_draining = false;
  int final_in_flight = 0;  // Final events written, not yet acknowledged.
  int max_final_in_flight = 0;
  bool batch = false;  // Knows ReportBatch.
  int batch_failures = 0;
  std::set<std::string> refuse;
  int batch_calls = 0;  // Including those answered UNIMPLEMENTED or UNAVAILABLE.
  std::map<std::string, std::string> artefacts;  // Bytes by the hash they are served under.
  int fetch_failures = 0;
  int fetch_calls = 0;
  int max_batch_entries = 0;
  std::set<std::string> via_stream;      // Final events received on streams.
  std::map<std::string, int> via_batch;  // Final events received in batches, how often.
};

// Runs by the attempt's bug: "ok" returns at once, "fail" fails, "wait" runs until stopped;
// "live" takes 250 ms of the clock.
class ScriptedRunner : public TaskRunner {
 public:
  explicit ScriptedRunner(Clock* clock) : clock_(clock) {}

  absl::StatusOr<v1::ReportEvent> Run(const v1::Attempt& attempt, const AttemptInputs& inputs,
                                      const GenerationCallback& on_generation,
                                      const StopFlag& stop) override {
    const std::string& mode = attempt.repair().bug();
    {
      absl::MutexLock lock(&mu);
      ran.insert(attempt.key());
      models[attempt.key()] = inputs.crf_model;
    }
    v1::GenerationEvent event;
    on_generation(event);
    if (mode == "fail") return absl::AbortedError("engine broke");
    if (mode == "live") {  // Long enough for a live generation event: its stream opens.
      clock_->SleepFor(absl::Milliseconds(250));
      on_generation(event);
    }
    if (mode == "wait") {
      stop.WaitForStop(absl::Seconds(60));
      return absl::AbortedError("interrupted");
    }
    v1::RepairResult result;
    result.set_patched(true);
    return FinalEvent(result);
  }

  bool Ran(const std::string& key) {
    absl::MutexLock lock(&mu);
    return ran.contains(key);
  }

  std::string ModelOf(const std::string& key) {
    absl::MutexLock lock(&mu);
    return models[key];
  }

  absl::Mutex mu;
  std::set<std::string> ran ABSL_GUARDED_BY(mu);
  std::map<std::string, std::string> models ABSL_GUARDED_BY(mu);  // AttemptInputs.crf_model.

 private:
  Clock* const clock_;
};

// Stands in for the CRF runner: returns a CrfResult with one score.
class FakeCrfRunner : public TaskRunner {
 public:
  absl::StatusOr<v1::ReportEvent> Run(const v1::Attempt& attempt, const AttemptInputs&,
                                      const GenerationCallback&, const StopFlag&) override {
    if (!attempt.has_crf()) return absl::InvalidArgumentError("not a CRF attempt");
    v1::CrfResult result;
    result.add_scores()->set_transform("macro");
    return FinalEvent(result);
  }
};

// A daemon's Run on a thread of its own, on a FakeClock: the test advances the clock (RunUntil)
// while it waits for what it expects; nothing sleeps.
class Running {
 public:
  Running(WorkerDaemon& daemon, FakeClock& clock) : daemon_(daemon), clock_(clock) {
    thread_ = std::thread([this] {
      result_ = daemon_.Run();
      ended_.Notify();
    });
  }
  ~Running() {
    if (thread_.joinable()) Drain();
  }
  // Advances the clock until `done` holds (bounded in real time).
  bool RunUntil(const std::function<bool()>& done) { return clock_.RunUntil(done); }
  // Drains the daemon and waits for Run to return. A drain needs no time to pass: the clock
  // stays where it is (advancing it would end the grace period at once).
  RunResult Drain() {
    daemon_.Drain();
    return JoinWithoutTime();
  }
  // Waits for Run to return by itself, advancing the clock meanwhile.
  RunResult Join() {
    EXPECT_TRUE(clock_.RunUntil([this] { return ended_.HasBeenNotified(); }));
    thread_.join();
    return result_;
  }
  // Waits for Run to return without advancing the clock (it must end without any time passing).
  RunResult JoinWithoutTime() {
    EXPECT_TRUE(ended_.WaitForNotificationWithTimeout(absl::Seconds(20)));
    thread_.join();
    return result_;
  }

 private:
  WorkerDaemon& daemon_;
  FakeClock& clock_;
  absl::Notification ended_;
  RunResult result_;
  std::thread thread_;
};

WorkerDaemonOptions Options(FakeClock& clock, int slots = 1) {
  WorkerDaemonOptions options;
  options.slots = slots;
  options.quiet = true;
  options.clock = &clock;
  return options;
}

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
  coordinator.Enqueue("t", "ok");
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

// A coordinator that refuses the token ends Run at once with the refusal (aprgrid-worker exits
// with its "refused" code rather than 0).
TEST(WorkerDaemonTest, RefusedRegistrationEndsRunWithTheRefusal) {
  for (absl::Status refusal :
       {absl::UnauthenticatedError("bad token"), absl::PermissionDeniedError("not for you")}) {
    FakeCoordinator coordinator;
    coordinator.register_status = refusal;
    FakeClock clock;
    ScriptedRunner runner(&clock);
    WorkerMetrics metrics(1);
    WorkerDaemon daemon(Options(clock), &coordinator, {&runner, &runner, nullptr}, &metrics);
    const absl::Time start = clock.Now();
    Running running(daemon, clock);
    RunResult result = running.JoinWithoutTime();
    EXPECT_EQ(result.status.code(), refusal.code()) << result.status;
    EXPECT_NE(result.status.message().find(refusal.message()), std::string::npos) << result.status;
    EXPECT_EQ(clock.Now(), start);
    absl::MutexLock lock(&coordinator.mu);
    EXPECT_EQ(coordinator.register_calls, 1);  // Not retried.
  }
}

// A coordinator that cannot be reached is retried for unreachable_after, then Run ends with
// UNAVAILABLE; not before.
TEST(WorkerDaemonTest, UnreachableCoordinatorEndsRunAfterTheRetryWindow) {
  FakeCoordinator coordinator;
  coordinator.register_failures = 1 << 30;
  FakeClock clock;
  ScriptedRunner runner(&clock);
  WorkerMetrics metrics(1);
  WorkerDaemonOptions options = Options(clock);
  options.unreachable_after = absl::Seconds(30);
  WorkerDaemon daemon(options, &coordinator, {&runner, &runner, nullptr}, &metrics);
  const absl::Time start = clock.Now();
  Running running(daemon, clock);
  RunResult result = running.Join();
  EXPECT_TRUE(absl::IsUnavailable(result.status)) << result.status;
  EXPECT_GE(clock.Now() - start, absl::Seconds(30));
  EXPECT_LE(clock.Now() - start, absl::Seconds(33));  // The next retry after the window.
  absl::MutexLock lock(&coordinator.mu);
  EXPECT_GE(coordinator.register_calls, 15);  // Backoff 200 ms doubling to 2 s.
}

// TLS handshake failures (a CA that did not sign the coordinator's certificate) look like an
// absent coordinator to gRPC; after tls_failures_refused in a row they count as a refusal.
TEST(WorkerDaemonTest, RepeatedTlsFailuresCountAsRefused) {
  FakeCoordinator coordinator;
  coordinator.register_status = absl::UnavailableError(
      "failed to connect to all addresses; last error: UNKNOWN: ipv4:127.0.0.1:7400: Ssl "
      "handshake failed: SSL_ERROR_SSL: error:1000007d:SSL routines:OPENSSL_internal:"
      "CERTIFICATE_VERIFY_FAILED");
  FakeClock clock;
  ScriptedRunner runner(&clock);
  WorkerMetrics metrics(1);
  WorkerDaemonOptions options = Options(clock);
  options.tls_failures_refused = 4;
  WorkerDaemon daemon(options, &coordinator, {&runner, &runner, nullptr}, &metrics);
  Running running(daemon, clock);
  RunResult result = running.Join();
  EXPECT_TRUE(absl::IsPermissionDenied(result.status)) << result.status;
  EXPECT_NE(result.status.message().find("TLS"), std::string::npos) << result.status;
  absl::MutexLock lock(&coordinator.mu);
  EXPECT_EQ(coordinator.register_calls, 4);
}

// A coordinator that went away while gRPC was connecting to it fails calls with "tcp handshaker
// shutdown": that is an unreachable coordinator (retried for unreachable_after, e.g. while it
// restarts elsewhere), not a TLS handshake refusing this worker.
TEST(WorkerDaemonTest, TcpHandshakerFailuresAreNotTlsRefusals) {
  FakeCoordinator coordinator;
  coordinator.register_status = absl::UnavailableError(
      "failed to connect to all addresses; last error: UNKNOWN: ipv4:127.0.0.1:42845: tcp "
      "handshaker shutdown");
  FakeClock clock;
  ScriptedRunner runner(&clock);
  WorkerMetrics metrics(1);
  WorkerDaemonOptions options = Options(clock);
  options.tls_failures_refused = 2;
  options.unreachable_after = absl::Seconds(10);
  WorkerDaemon daemon(options, &coordinator, {&runner, &runner, nullptr}, &metrics);
  Running running(daemon, clock);
  RunResult result = running.Join();
  EXPECT_TRUE(absl::IsUnavailable(result.status)) << result.status;
  absl::MutexLock lock(&coordinator.mu);
  EXPECT_GT(coordinator.register_calls, 2);
}

// With the wrong CA, gRPC alternates "Handshake read failed" with "tcp handshaker shutdown": the
// second says nothing about TLS, so it must not break the run of TLS failures that refuses.
TEST(WorkerDaemonTest, TlsFailuresInterleavedWithTcpHandshakerOnesStillRefuse) {
  FakeCoordinator coordinator;
  coordinator.register_statuses = {
      absl::UnavailableError("failed to connect to all addresses; last error: UNKNOWN: "
                             "ipv4:127.0.0.1:42845: Handshake read failed"),
      absl::UnavailableError("failed to connect to all addresses; last error: UNKNOWN: "
                             "ipv4:127.0.0.1:42845: tcp handshaker shutdown")};
  FakeClock clock;
  ScriptedRunner runner(&clock);
  WorkerMetrics metrics(1);
  WorkerDaemonOptions options = Options(clock);
  options.tls_failures_refused = 3;
  options.unreachable_after = absl::Hours(1);
  WorkerDaemon daemon(options, &coordinator, {&runner, &runner, nullptr}, &metrics);
  Running running(daemon, clock);
  RunResult result = running.Join();
  EXPECT_TRUE(absl::IsPermissionDenied(result.status)) << result.status;
  EXPECT_NE(result.status.message().find("3 times in a row"), absl::string_view::npos)
      << result.status;
  absl::MutexLock lock(&coordinator.mu);
  EXPECT_EQ(coordinator.register_calls, 5);  // TLS, tcp, TLS, tcp, TLS.
}

// A token revoked while the worker runs: the next Lease is refused, the daemon drains (the running
// attempt is handed back) and Run reports the refusal.
TEST(WorkerDaemonTest, RefusalWhileRunningDrainsAndEndsRun) {
  FakeCoordinator coordinator;
  coordinator.Enqueue("w", "wait");
  FakeClock clock;
  ScriptedRunner runner(&clock);
  WorkerMetrics metrics(2);
  WorkerDaemon daemon(Options(clock, 2), &coordinator, {&runner, &runner, nullptr}, &metrics);
  Running running(daemon, clock);
  ASSERT_TRUE(running.RunUntil([&] { return runner.Ran("w"); }));
  {
    absl::MutexLock lock(&coordinator.mu);
    coordinator.lease_status = absl::UnauthenticatedError("token revoked");
  }
  RunResult result = running.Join();
  EXPECT_TRUE(absl::IsUnauthenticated(result.status)) << result.status;
  absl::MutexLock lock(&coordinator.mu);
  EXPECT_TRUE(coordinator.finals["w"].released());
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
