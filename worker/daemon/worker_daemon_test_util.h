// Test doubles for WorkerDaemon's tests: a coordinator in memory (FakeCoordinator), runners that
// follow a script (ScriptedRunner, FakeCrfRunner), and a daemon's Run on a thread of its own
// against a FakeClock (Running). Test-only.
#ifndef APRGRID_WORKER_DAEMON_WORKER_DAEMON_TEST_UTIL_H_
#define APRGRID_WORKER_DAEMON_WORKER_DAEMON_TEST_UTIL_H_

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
#include "gtest/gtest.h"
#include "worker/daemon/fake_clock.h"
#include "worker/daemon/worker_daemon.h"

namespace aprgrid::worker::testing {

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
    return LeaseLocked(request);
  }
  // What Lease answers (the queue's front, up to max_tasks), also on ReportBatch replies.
  v1::LeaseResponse LeaseLocked(const v1::LeaseRequest& request) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu) {
    max_tasks_asked = std::max(max_tasks_asked, request.max_tasks());
    if (request.has_free_slots()) {
      EXPECT_LE(request.free_slots(), registered_slots);
      max_free_slots = std::max(max_free_slots, request.free_slots());
    } else {
      ++leases_without_free_slots;
    }
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
  // with FAILED_PRECONDITION. A lease asked for on the call is answered only with
  // `lease_on_batch` (else as by a coordinator older than that field).
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
    if (request.has_lease() && lease_on_batch) {  // After the entries, as the coordinator does.
      ++batch_leases;
      EXPECT_EQ(request.lease().worker_id(), request.worker_id());
      *response.mutable_lease() = LeaseLocked(request.lease());
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
  bool lease_on_batch = false;           // Answers ReportBatchRequest.lease.
  int batch_leases = 0;                  // ReportBatch calls answered with leases.
  uint32_t max_free_slots = 0;           // The largest LeaseRequest.free_slots seen.
  int leases_without_free_slots = 0;     // Lease requests without free_slots.
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
    // "quiet": no generation event at all, so no live stream can open however far the test
    // moves the clock while the attempt runs.
    if (mode != "quiet") on_generation(event);
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

inline WorkerDaemonOptions Options(FakeClock& clock, int slots = 1) {
  WorkerDaemonOptions options;
  options.slots = slots;
  options.quiet = true;
  options.clock = &clock;
  return options;
}

}  // namespace aprgrid::worker::testing

#endif  // APRGRID_WORKER_DAEMON_WORKER_DAEMON_TEST_UTIL_H_
