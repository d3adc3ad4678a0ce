#include "bench/fanin_client.h"

#include <grpc/support/time.h>
#include <grpcpp/alarm.h>
#include <grpcpp/grpcpp.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <fstream>
#include <functional>
#include <memory>
#include <queue>
#include <thread>
#include <utility>

#include "aprgrid/v1/coordinator.grpc.pb.h"
#include "bench/bench_util.h"
#include "bench/coordinator_bench_server.h"
#include "common/auth/grpc_auth.h"
#include "common/auth/grpc_settings.h"
#include "tests/coordinator/sim_worker.h"

namespace aprgrid::bench {
namespace {

using Clock = std::chrono::steady_clock;

double MillisSince(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// A completion-queue tag: what to do when the operation it was given to completes.
class Tag {
 public:
  explicit Tag(std::function<void(bool)> on_done) : on_done_(std::move(on_done)) {}
  void Done(bool ok) { on_done_(ok); }

 private:
  std::function<void(bool)> on_done_;
};

// Arms `alarm` (a fresh one: an alarm is set once) to post `tag` on `cq` at `when`.
void SetAlarm(std::unique_ptr<grpc::Alarm>& alarm, grpc::CompletionQueue* cq,
              Clock::time_point when, Tag* tag) {
  const int64_t delay_ns = std::max<int64_t>(
      0, std::chrono::duration_cast<std::chrono::nanoseconds>(when - Clock::now()).count());
  alarm = std::make_unique<grpc::Alarm>();
  alarm->Set(
      cq, gpr_time_add(gpr_now(GPR_CLOCK_MONOTONIC), gpr_time_from_nanos(delay_ns, GPR_TIMESPAN)),
      tag);
}

// What one thread measured; only that thread touches it until the merge after the join.
struct Stats {
  int registered = 0;
  int failed_registers = 0;
  std::vector<double> lease_ms;
  int64_t leases_granted = 0, leases_empty = 0, failed_leases = 0, leases_cut = 0;
  int64_t reports_acked = 0, failed_reports = 0;
  std::vector<double> heartbeat_ms;
  int64_t failed_heartbeats = 0;
  std::vector<double> lag_ms;
  double cpu_seconds = 0;
  double wait_seconds = 0;
};

// Seconds the calling thread has spent runnable but waiting for a CPU; 0 when unknown.
double ThreadRunQueueWait() {
  std::ifstream stat("/proc/thread-self/schedstat");
  unsigned long long cpu_ns = 0, wait_ns = 0;
  return stat >> cpu_ns >> wait_ns ? 1e-9 * static_cast<double>(wait_ns) : 0;
}

// Streams open at once, over all threads.
struct Streams {
  std::atomic<int> open{0};
  std::atomic<int> max_open{0};
  void Opened() {
    const int now_open = open.fetch_add(1) + 1;
    int seen = max_open.load();
    while (now_open > seen && !max_open.compare_exchange_weak(seen, now_open)) {
    }
  }
  void Closed() { open.fetch_sub(1); }
};

class Worker;

// One client thread: its completion queue, its workers, its timers (the workers' pauses and
// heartbeats, and a probe every 5 ms), and the stop alarm the main thread sets at the end of the
// run. The timers are a heap the thread serves itself between completions (the queue is polled
// with the earliest timer as its deadline): a grpc::Alarm per pause would go through gRPC's timer
// thread and cost a thread switch each. How late a timer is handled is the loop's lag.
class Loop {
 public:
  Loop(const FanInOptions& options, int index, Streams* streams)
      : options_(options),
        index_(index),
        streams_(streams),
        probe_tag_([this](bool ok) { OnProbe(ok); }),
        stop_tag_([this](bool) { OnStop(); }) {}

  grpc::CompletionQueue* cq() { return &cq_; }
  const FanInOptions& options() const { return options_; }
  Streams* streams() { return streams_; }
  Stats& stats() { return stats_; }
  bool stopping() const { return stopping_; }
  // Every operation started on cq() is counted, so the thread knows when all have completed.
  void Started() { ++pending_; }

  void Add(std::unique_ptr<Worker> worker) { workers_.push_back(std::move(worker)); }
  // Runs `tag` with ok = true at `when` on this thread, or with ok = false at the stop.
  void Schedule(Clock::time_point when, Tag* tag) { timers_.push(Timer{when, next_seq_++, tag}); }

  // Arms the first timers. Called before Run's thread starts.
  void Prepare(Clock::time_point start);
  // Drains the queue until the stop and every operation after it have completed.
  void Run();
  // Posts the stop to this thread. Called from the main thread.
  void RequestStop() { SetAlarm(stop_alarm_, &cq_, Clock::now(), &stop_tag_); }

 private:
  struct Timer {
    Clock::time_point due;
    uint64_t seq;  // Equal times run in the order they were set.
    Tag* tag;
    bool operator>(const Timer& other) const {
      return due != other.due ? due > other.due : seq > other.seq;
    }
  };
  static constexpr int kProbeMs = 5;
  void ArmProbe() { Schedule(Clock::now() + std::chrono::milliseconds(kProbeMs), &probe_tag_); }
  void OnProbe(bool ok) {
    if (ok && !stopping_) ArmProbe();
  }
  // Runs the timers that are due; returns when the next one is (or a far time when none is).
  Clock::time_point RunDueTimers();
  void OnStop();

  const FanInOptions& options_;
  const int
      index_;  // Of this loop among the threads: it holds workers index_, index_ + threads, ...
  Streams* streams_;
  grpc::CompletionQueue cq_;
  Stats stats_;
  std::vector<std::unique_ptr<Worker>> workers_;
  int64_t pending_ = 1;  // The stop alarm, set later by the main thread.
  bool stopping_ = false;
  Tag probe_tag_, stop_tag_;
  std::unique_ptr<grpc::Alarm> stop_alarm_;
  std::priority_queue<Timer, std::vector<Timer>, std::greater<Timer>> timers_;
  uint64_t next_seq_ = 0;
};

// One simulated worker with one slot: a chain of calls, one at a time (Register, Lease, a Report
// stream's start, writes and finish, the pauses between them as timers), and beside it the
// heartbeat chain. Both run on its Loop's thread only.
class Worker {
 public:
  Worker(Loop* loop, std::shared_ptr<grpc::Channel> channel)
      : loop_(loop),
        stub_(v1::WorkerService::NewStub(std::move(channel))),
        chain_tag_([this](bool ok) { OnChain(ok); }),
        beat_tag_([this](bool ok) { OnBeat(ok); }) {}

  // Registers at `when`.
  void StartAt(Clock::time_point when) { Wait(when, Step::kRegisterTimer); }

  // Cancels the calls under way; the chains end as their operations and timers complete (the
  // loop runs the timers with ok = false after this).
  void Stop() {
    if (call_ != nullptr) call_->TryCancel();  // A finished call ignores it.
    if (beat_call_ != nullptr && beat_step_ == BeatStep::kCall) beat_call_->TryCancel();
  }

 private:
  enum class Step {
    kRegisterTimer,
    kRegister,
    kLease,
    kLeaseTimer,
    kStreamStart,
    kPace,
    kWrite,
    kFinish,
    kDone
  };
  enum class BeatStep { kIdle, kTimer, kCall };

  grpc::CompletionQueue* cq() { return loop_->cq(); }
  Stats& stats() { return loop_->stats(); }

  std::unique_ptr<grpc::ClientContext> NewContext(bool with_deadline) {
    auto context = std::make_unique<grpc::ClientContext>();
    auth::AttachBearer(context.get(), loop_->options().token);
    if (with_deadline) {
      context->set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(10));
    }
    return context;
  }

  // A context for the chain's next call. The readers and the writer live in the previous call's
  // arena, so they go first.
  void NewCall(bool with_deadline) {
    register_reader_.reset();
    lease_reader_.reset();
    writer_.reset();
    call_ = NewContext(with_deadline);
  }

  void Wait(Clock::time_point when, Step step) {
    step_ = step;
    loop_->Schedule(when, &chain_tag_);
  }

  void Register() {
    v1::RegisterRequest request;
    request.set_hostname("fanin");
    request.set_slots(1);
    NewCall(true);
    register_reader_ = stub_->PrepareAsyncRegister(call_.get(), request, cq());
    register_reader_->StartCall();
    step_ = Step::kRegister;
    loop_->Started();
    register_reader_->Finish(&register_response_, &status_, &chain_tag_);
  }

  void Lease() {
    v1::LeaseRequest request;
    request.set_worker_id(id_);
    request.set_max_tasks(1);
    request.set_free_slots(1);
    NewCall(true);
    lease_response_.Clear();
    lease_reader_ = stub_->PrepareAsyncLease(call_.get(), request, cq());
    step_ = Step::kLease;
    lease_start_ = Clock::now();
    lease_reader_->StartCall();
    loop_->Started();
    lease_reader_->Finish(&lease_response_, &status_, &chain_tag_);
  }

  // The stream of the leased task, as aprgrid-worker opens one (the worker id in the metadata,
  // no deadline: an attempt runs as long as it runs).
  void OpenStream() {
    events_ = testing::CompletionEvents(lease_response_.tasks(0), loop_->options().generations,
                                        loop_->options().arms, false);
    next_event_ = 0;
    NewCall(false);
    call_->AddMetadata("aprgrid-worker-id", id_);
    ack_.Clear();
    writer_ = stub_->PrepareAsyncReport(call_.get(), &ack_, cq());
    stream_open_ = true;
    held_.Clear();
    held_.set_attempt_key(events_[0].attempt_key());
    held_.set_epoch(events_[0].epoch());
    loop_->streams()->Opened();
    step_ = Step::kStreamStart;
    loop_->Started();
    writer_->StartCall(&chain_tag_);
  }

  void WriteNext() {
    const bool last = next_event_ + 1 == events_.size();
    step_ = Step::kWrite;
    loop_->Started();
    writer_->Write(events_[next_event_],
                   last ? grpc::WriteOptions().set_last_message() : grpc::WriteOptions(),
                   &chain_tag_);
  }

  void Finish() {
    step_ = Step::kFinish;
    loop_->Started();
    writer_->Finish(&status_, &chain_tag_);
  }

  void OnChain(bool ok) {
    const bool stopping = loop_->stopping();
    switch (step_) {
      case Step::kRegisterTimer:
        if (!stopping) Register();
        return;
      case Step::kRegister:
        if (stopping) return;
        if (!status_.ok()) {
          ++stats().failed_registers;
          Wait(Clock::now() + std::chrono::seconds(1), Step::kRegisterTimer);
          return;
        }
        ++stats().registered;
        id_ = register_response_.worker_id();
        if (loop_->options().heartbeats && register_response_.heartbeat_interval_ms() > 0) {
          heartbeat_ms_ = static_cast<int>(register_response_.heartbeat_interval_ms());
          ArmHeartbeat();
        }
        Lease();
        return;
      case Step::kLease:
        OnLease(stopping);
        return;
      case Step::kLeaseTimer:
        if (!stopping) Lease();
        return;
      case Step::kStreamStart:
        if (stopping || !ok) return Finish();
        return Wait(Clock::now() + std::chrono::milliseconds(loop_->options().event_interval_ms),
                    Step::kPace);
      case Step::kPace:
        if (stopping) return Finish();
        return WriteNext();
      case Step::kWrite:
        // The last event half-closed the stream; a failed write means the server ended it.
        if (stopping || !ok || ++next_event_ == events_.size()) return Finish();
        return Wait(Clock::now() + std::chrono::milliseconds(loop_->options().event_interval_ms),
                    Step::kPace);
      case Step::kFinish:
        stream_open_ = false;
        loop_->streams()->Closed();
        if (status_.ok()) {
          ++stats().reports_acked;
        } else if (!stopping) {
          ++stats().failed_reports;
        }
        if (stopping) {
          step_ = Step::kDone;
        } else {
          Lease();
        }
        return;
      case Step::kDone:
        return;
    }
  }

  void OnLease(bool stopping) {
    if (stopping && status_.error_code() == grpc::StatusCode::CANCELLED) {
      ++stats().leases_cut;
      return;
    }
    stats().lease_ms.push_back(MillisSince(lease_start_));
    if (!status_.ok()) {
      ++stats().failed_leases;
      if (!stopping) Wait(Clock::now() + std::chrono::milliseconds(200), Step::kLeaseTimer);
      return;
    }
    if (lease_response_.tasks_size() == 0) {
      ++stats().leases_empty;
      const int retry_ms = std::max<int>(1, static_cast<int>(lease_response_.retry_after_ms()));
      if (!stopping) Wait(Clock::now() + std::chrono::milliseconds(retry_ms), Step::kLeaseTimer);
      return;
    }
    ++stats().leases_granted;
    if (!stopping) OpenStream();
  }

  void ArmHeartbeat() {
    beat_step_ = BeatStep::kTimer;
    loop_->Schedule(Clock::now() + std::chrono::milliseconds(heartbeat_ms_), &beat_tag_);
  }

  void OnBeat(bool ok) {
    (void)ok;
    const bool stopping = loop_->stopping();
    if (beat_step_ == BeatStep::kTimer) {
      if (stopping) return;
      v1::HeartbeatRequest request;
      request.set_worker_id(id_);
      if (stream_open_) *request.add_held() = held_;
      request.set_busy_slots(stream_open_ ? 1 : 0);
      beat_reader_.reset();
      beat_call_ = NewContext(true);
      beat_reader_ = stub_->PrepareAsyncHeartbeat(beat_call_.get(), request, cq());
      beat_step_ = BeatStep::kCall;
      beat_start_ = Clock::now();
      beat_reader_->StartCall();
      loop_->Started();
      beat_reader_->Finish(&beat_response_, &beat_status_, &beat_tag_);
      return;
    }
    beat_step_ = BeatStep::kIdle;
    if (beat_status_.ok()) {
      stats().heartbeat_ms.push_back(MillisSince(beat_start_));
    } else if (!stopping) {
      ++stats().failed_heartbeats;
    }
    if (!stopping) ArmHeartbeat();
  }

  Loop* loop_;
  std::unique_ptr<v1::WorkerService::Stub> stub_;
  Tag chain_tag_, beat_tag_;
  std::string id_;

  // The chain: one operation at a time.
  Step step_ = Step::kRegisterTimer;
  std::unique_ptr<grpc::ClientContext> call_;  // Of the chain's call under way or last made.
  grpc::Status status_;
  std::unique_ptr<grpc::ClientAsyncResponseReader<v1::RegisterResponse>> register_reader_;
  v1::RegisterResponse register_response_;
  std::unique_ptr<grpc::ClientAsyncResponseReader<v1::LeaseResponse>> lease_reader_;
  v1::LeaseResponse lease_response_;
  Clock::time_point lease_start_;
  std::unique_ptr<grpc::ClientAsyncWriter<v1::ReportEvent>> writer_;
  v1::ReportAck ack_;
  std::vector<v1::ReportEvent> events_;
  size_t next_event_ = 0;
  bool stream_open_ = false;
  v1::HeldLease held_;

  // The heartbeat chain.
  int heartbeat_ms_ = 0;
  BeatStep beat_step_ = BeatStep::kIdle;
  std::unique_ptr<grpc::ClientContext> beat_call_;
  std::unique_ptr<grpc::ClientAsyncResponseReader<v1::HeartbeatResponse>> beat_reader_;
  v1::HeartbeatResponse beat_response_;
  grpc::Status beat_status_;
  Clock::time_point beat_start_;
};

void Loop::Prepare(Clock::time_point start) {
  const int n = static_cast<int>(workers_.size());
  const int total = options_.workers;
  for (int i = 0; i < n; ++i) {
    // The worker's number over all loops: the start times interleave, so the ramp is even.
    const int64_t global = static_cast<int64_t>(i) * options_.threads + index_;
    workers_[i]->StartAt(start + std::chrono::milliseconds(options_.ramp_ms * global / total));
  }
  ArmProbe();
}

void Loop::OnStop() {
  stopping_ = true;
  for (std::unique_ptr<Worker>& worker : workers_) worker->Stop();
  // Every timer set so far runs now with ok = false (what it starts, a Finish at most, sets none).
  std::vector<Tag*> cancelled;
  while (!timers_.empty()) {
    cancelled.push_back(timers_.top().tag);
    timers_.pop();
  }
  for (Tag* tag : cancelled) tag->Done(false);
}

Clock::time_point Loop::RunDueTimers() {
  while (!timers_.empty()) {
    const Clock::time_point now = Clock::now();
    const Timer timer = timers_.top();
    if (timer.due > now) return timer.due;
    timers_.pop();
    stats_.lag_ms.push_back(std::chrono::duration<double, std::milli>(now - timer.due).count());
    timer.tag->Done(true);
  }
  return Clock::now() + std::chrono::seconds(1);
}

void Loop::Run() {
  const double cpu_before = ThreadCpuSeconds();
  const double wait_before = ThreadRunQueueWait();
  void* tag = nullptr;
  bool ok = false;
  while (!stopping_ || pending_ > 0) {
    const Clock::time_point next_timer = RunDueTimers();
    const int64_t wait_ns = std::max<int64_t>(
        0, std::chrono::duration_cast<std::chrono::nanoseconds>(next_timer - Clock::now()).count());
    const grpc::CompletionQueue::NextStatus status = cq_.AsyncNext(
        &tag, &ok,
        gpr_time_add(gpr_now(GPR_CLOCK_MONOTONIC), gpr_time_from_nanos(wait_ns, GPR_TIMESPAN)));
    if (status == grpc::CompletionQueue::SHUTDOWN) break;
    if (status == grpc::CompletionQueue::GOT_EVENT) {
      --pending_;
      static_cast<Tag*>(tag)->Done(ok);
    }
  }
  stats_.cpu_seconds = ThreadCpuSeconds() - cpu_before;
  stats_.wait_seconds = ThreadRunQueueWait() - wait_before;
  cq_.Shutdown();
  while (cq_.Next(&tag, &ok)) {
  }
}

std::shared_ptr<grpc::Channel> WorkerChannel(const std::string& address) {
  grpc::ChannelArguments args = auth::ClientChannelArguments();
  // Its own subchannel pool: its own TCP connection, instead of sharing one with every channel of
  // this process to the same address.
  args.SetInt(GRPC_ARG_USE_LOCAL_SUBCHANNEL_POOL, 1);
  return grpc::CreateCustomChannel(address, grpc::InsecureChannelCredentials(), args);
}

void Append(std::vector<double>* to, const std::vector<double>& from) {
  to->insert(to->end(), from.begin(), from.end());
}

}  // namespace

double Quantile(const std::vector<double>& sorted, double q) {
  if (sorted.empty()) return 0;
  return sorted[std::min(sorted.size() - 1, static_cast<size_t>(q * sorted.size()))];
}

FanInResult RunFanIn(const FanInOptions& options) {
  Streams streams;
  std::vector<std::unique_ptr<Loop>> loops;
  for (int t = 0; t < options.threads; ++t) {
    loops.push_back(std::make_unique<Loop>(options, t, &streams));
  }
  const int connections = options.connections <= 0 || options.connections >= options.workers
                              ? options.workers
                              : options.connections;
  std::vector<std::shared_ptr<grpc::Channel>> channels;
  for (int c = 0; c < connections; ++c) channels.push_back(WorkerChannel(options.address));
  for (int w = 0; w < options.workers; ++w) {
    Loop* loop = loops[w % options.threads].get();
    loop->Add(std::make_unique<Worker>(loop, channels[w % connections]));
  }
  const double cpu_before = ProcessCpuSeconds();
  const Clock::time_point start = Clock::now();
  for (std::unique_ptr<Loop>& loop : loops) loop->Prepare(start);
  std::vector<std::thread> threads;
  for (std::unique_ptr<Loop>& loop : loops) {
    threads.emplace_back([&loop] { loop->Run(); });
  }
  std::this_thread::sleep_until(start + std::chrono::milliseconds(options.run_ms));
  const double wall = std::chrono::duration<double>(Clock::now() - start).count();
  const double cpu_after = ProcessCpuSeconds();
  for (std::unique_ptr<Loop>& loop : loops) loop->RequestStop();
  for (std::thread& thread : threads) thread.join();

  FanInResult result;
  result.wall_seconds = wall;
  result.client_cpu_seconds = cpu_after - cpu_before;
  result.max_open_streams = streams.max_open.load();
  for (std::unique_ptr<Loop>& loop : loops) {
    const Stats& s = loop->stats();
    result.registered += s.registered;
    result.failed_registers += s.failed_registers;
    Append(&result.lease_ms, s.lease_ms);
    result.leases_granted += s.leases_granted;
    result.leases_empty += s.leases_empty;
    result.failed_leases += s.failed_leases;
    result.leases_cut += s.leases_cut;
    result.reports_acked += s.reports_acked;
    result.failed_reports += s.failed_reports;
    Append(&result.heartbeat_ms, s.heartbeat_ms);
    result.failed_heartbeats += s.failed_heartbeats;
    Append(&result.lag_ms, s.lag_ms);
    result.loop_cpu_seconds += s.cpu_seconds;
    result.loop_wait_seconds += s.wait_seconds;
  }
  return result;
}

}  // namespace aprgrid::bench
