#include "tests/coordinator/sim_worker.h"

#include <algorithm>
#include <chrono>
#include <deque>
#include <thread>

#include "common/auth/grpc_auth.h"
#include "common/auth/grpc_settings.h"

namespace aprgrid::testing {
namespace {

// aprgrid-worker's limits for short attempts (worker/daemon/worker_daemon.h; docs/worker.md,
// "What it does"): results per ReportBatch call, and attempts held ahead per slot, refilled when
// a quarter of them are left.
constexpr int kReportBatch = 32;
constexpr int kAheadPerSlot = 32;
constexpr int kRefillPoint = kAheadPerSlot / 4;

}  // namespace

std::shared_ptr<grpc::Channel> MakeChannel(const std::string& address) {
  return grpc::CreateCustomChannel(address, grpc::InsecureChannelCredentials(),
                                   auth::ClientChannelArguments());
}

std::shared_ptr<grpc::Channel> MakeTlsChannel(const std::string& address,
                                              const std::string& ca_path) {
  auto credentials = auth::MakeChannelCredentials(ca_path);
  if (!credentials.ok()) return nullptr;
  return grpc::CreateCustomChannel(address, *credentials, auth::ClientChannelArguments());
}

std::vector<v1::ReportEvent> CompletionEvents(const v1::Task& task, int generations, int arms,
                                              bool patched) {
  std::vector<v1::ReportEvent> events;
  uint64_t seq = 0;
  for (int g = 0; g < generations; ++g) {
    v1::ReportEvent& e = events.emplace_back();
    e.set_attempt_key(task.attempt_key());
    e.set_epoch(task.epoch());
    e.set_seq(seq++);
    v1::GenerationEvent* gen = e.mutable_generation();
    gen->set_generation(static_cast<uint32_t>(g));
    gen->set_best_fitness(1.0 + g);
    gen->set_mean_fitness(0.5 + g);
    gen->set_median_fitness(0.5 + g);
    gen->set_variants_evaluated(40);
    for (int a = 0; a < arms; ++a) {
      v1::ArmStat* arm = gen->add_arms();
      arm->set_arm("arm" + std::to_string(a));
      arm->set_selections(static_cast<uint64_t>(a + 1));
      arm->set_reward_sum(0.25 * a);
      arm->set_quality(0.1 * a);
      arm->set_probability(1.0 / arms);
    }
  }
  v1::ReportEvent& last = events.emplace_back();
  last.set_attempt_key(task.attempt_key());
  last.set_epoch(task.epoch());
  last.set_seq(seq);
  v1::RepairResult* result = last.mutable_repair_result();
  result->set_patched(patched);
  result->set_variants_to_patch(patched ? 17 : 0);
  result->set_generations_run(static_cast<uint32_t>(generations));
  result->set_variants_evaluated(40ull * generations);
  return events;
}

SimWorker::SimWorker(std::shared_ptr<grpc::Channel> channel, std::string token)
    : worker_(v1::WorkerService::NewStub(channel)),
      campaigns_(v1::CampaignService::NewStub(channel)),
      token_(std::move(token)) {}

std::unique_ptr<grpc::ClientContext> SimWorker::Context() const {
  auto context = std::make_unique<grpc::ClientContext>();
  if (!token_.empty()) auth::AttachBearer(context.get(), token_);
  context->set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(10));
  return context;
}

grpc::Status SimWorker::ReportBatch(const std::vector<std::vector<v1::ReportEvent>>& entries,
                                    v1::ReportBatchResponse* response, bool send_worker_id) {
  v1::ReportBatchRequest request;
  if (send_worker_id) request.set_worker_id(id_);
  for (const std::vector<v1::ReportEvent>& events : entries) {
    request.add_entries()->mutable_events()->Assign(events.begin(), events.end());
  }
  return worker_->ReportBatch(Context().get(), request, response);
}

grpc::Status SimWorker::ReportBatchAndLease(
    const std::vector<std::vector<v1::ReportEvent>>& entries, const v1::LeaseRequest& lease,
    v1::ReportBatchResponse* response) {
  v1::ReportBatchRequest request;
  request.set_worker_id(id_);
  for (const std::vector<v1::ReportEvent>& events : entries) {
    request.add_entries()->mutable_events()->Assign(events.begin(), events.end());
  }
  *request.mutable_lease() = lease;
  return worker_->ReportBatch(Context().get(), request, response);
}

grpc::Status SimWorker::Register(uint32_t slots, const std::string& previous_id) {
  v1::RegisterRequest request;
  request.set_hostname("sim");
  request.set_slots(slots);
  request.set_previous_worker_id(previous_id);
  v1::RegisterResponse response;
  grpc::Status status = worker_->Register(Context().get(), request, &response);
  if (status.ok()) id_ = response.worker_id();
  return status;
}

grpc::Status SimWorker::Lease(uint32_t max_tasks, std::vector<v1::Task>* tasks,
                              std::optional<uint32_t> free_slots) {
  v1::LeaseRequest request;
  request.set_worker_id(id_);
  request.set_max_tasks(max_tasks);
  if (free_slots) request.set_free_slots(*free_slots);
  v1::LeaseResponse response;
  grpc::Status status = worker_->Lease(Context().get(), request, &response);
  tasks->assign(response.tasks().begin(), response.tasks().end());
  return status;
}

grpc::Status SimWorker::Heartbeat(const std::vector<v1::Task>& held,
                                  v1::HeartbeatResponse* response, bool draining) {
  v1::HeartbeatRequest request;
  request.set_worker_id(id_);
  request.set_draining(draining);
  for (const v1::Task& task : held) {
    v1::HeldLease* lease = request.add_held();
    lease->set_attempt_key(task.attempt_key());
    lease->set_epoch(task.epoch());
  }
  request.set_busy_slots(static_cast<uint32_t>(held.size()));
  return worker_->Heartbeat(Context().get(), request, response);
}

grpc::Status SimWorker::Report(const std::vector<v1::ReportEvent>& events, v1::ReportAck* ack,
                               bool send_worker_id, int pace_ms) {
  auto context = Context();
  if (send_worker_id) context->AddMetadata("aprgrid-worker-id", id_);
  auto writer = worker_->Report(context.get(), ack);
  for (const v1::ReportEvent& event : events) {
    if (pace_ms > 0) std::this_thread::sleep_for(std::chrono::milliseconds(pace_ms));
    if (!writer->Write(event)) break;  // The server ended the stream; Finish says why.
  }
  writer->WritesDone();
  return writer->Finish();
}

grpc::Status SimWorker::ReportCoalesced(const std::vector<v1::ReportEvent>& events,
                                        v1::ReportAck* ack) {
  auto context = Context();
  context->AddMetadata("aprgrid-worker-id", id_);
  context->set_initial_metadata_corked(true);
  auto writer = worker_->Report(context.get(), ack);
  bool closed = false;  // WriteLast half-closed the stream.
  for (size_t i = 0; i < events.size(); ++i) {
    const bool last = i + 1 == events.size();
    // WriteLast: the event and the half-close in one write (WriteLast itself returns nothing).
    const bool sent = last ? writer->Write(events[i], grpc::WriteOptions().set_last_message())
                           : writer->Write(events[i], grpc::WriteOptions().set_buffer_hint());
    if (!sent) break;  // The server ended the stream; Finish says why.
    closed = last;
  }
  if (!closed) writer->WritesDone();
  return writer->Finish();
}

grpc::Status SimWorker::RunShortAttempts(int generations, int arms, ShortAttemptsStats* stats) {
  std::deque<v1::Task> ready;
  // A lease that asked with the slot free brought nothing: nothing is left for this worker.
  bool ended = false;
  // Cleared when a reply's lease brought nothing; the next refill is then asked by Lease.
  bool lease_on_reply = true;
  auto lease = [&](uint32_t max_tasks) {
    std::vector<v1::Task> tasks;
    ++stats->lease_calls;
    grpc::Status status = Lease(max_tasks, &tasks, /*free_slots=*/1);
    ended = status.ok() && tasks.empty();
    ready.insert(ready.end(), tasks.begin(), tasks.end());
    lease_on_reply = true;
    return status;
  };
  if (grpc::Status status = lease(1); !status.ok()) return status;
  // The request is kept across batches, so that its entries' messages are reused: a real
  // worker's events come out of its search, and building them here would only take CPU from
  // the coordinator on the same machine.
  v1::ReportBatchRequest request;
  request.set_worker_id(id_);
  v1::ReportBatchEntry model;  // One attempt's events; re-addressed per attempt.
  int computed = 0;            // Entries of `request` in use.
  while (true) {
    if (ready.empty()) {
      if (ended) return grpc::Status::OK;
      if (grpc::Status status = lease(1 + kAheadPerSlot); !status.ok()) return status;
      if (ready.empty()) return grpc::Status::OK;
    }
    const v1::Task task = std::move(ready.front());
    ready.pop_front();
    if (model.events().empty()) {
      const std::vector<v1::ReportEvent> events = CompletionEvents(task, generations, arms, false);
      model.mutable_events()->Assign(events.begin(), events.end());
    }
    v1::ReportBatchEntry* entry = computed < request.entries_size()
                                      ? request.mutable_entries(computed)
                                      : request.add_entries();
    if (entry->events().empty()) *entry = model;
    for (v1::ReportEvent& event : *entry->mutable_events()) {
      event.set_attempt_key(task.attempt_key());
      event.set_epoch(task.epoch());
    }
    ++computed;
    const int held = static_cast<int>(ready.size());
    const bool refill_due = lease_on_reply && !ended && held <= kRefillPoint;
    if (computed < kReportBatch && !refill_due && !ready.empty()) continue;
    while (request.entries_size() > computed) request.mutable_entries()->RemoveLast();
    request.clear_lease();
    const uint32_t free_slots = held == 0 ? 1 : 0;
    if (refill_due) {
      v1::LeaseRequest* refill = request.mutable_lease();
      refill->set_worker_id(id_);
      refill->set_max_tasks(static_cast<uint32_t>(1 + kAheadPerSlot - held));
      refill->set_free_slots(free_slots);
      ++stats->leases_on_reply;
    }
    v1::ReportBatchResponse response;
    ++stats->batch_calls;
    const grpc::Status status = worker_->ReportBatch(Context().get(), request, &response);
    if (!status.ok()) return status;
    for (const v1::ReportEntryAck& ack : response.acks()) {
      ++(ack.code() == 0 ? stats->completed : stats->refused);
    }
    computed = 0;
    if (refill_due) {
      const auto& tasks = response.lease().tasks();
      ready.insert(ready.end(), tasks.begin(), tasks.end());
      if (tasks.empty()) {
        lease_on_reply = false;
        ended = free_slots == 1;
      }
    }
  }
}

grpc::Status SimWorker::Submit(const std::string& spec_text, v1::SubmitResponse* response) {
  v1::SubmitRequest request;
  request.set_spec_text(spec_text);
  request.set_source_name("test.textproto");
  return campaigns_->Submit(Context().get(), request, response);
}

grpc::Status SimWorker::Get(const std::string& campaign, v1::Campaign* campaign_out) {
  v1::GetCampaignRequest request;
  request.set_campaign_id(campaign);
  request.set_with_cells(true);
  return campaigns_->Get(Context().get(), request, campaign_out);
}

grpc::Status SimWorker::Cancel(const std::string& campaign, v1::CancelResponse* response) {
  v1::CancelRequest request;
  request.set_campaign_id(campaign);
  return campaigns_->Cancel(Context().get(), request, response);
}

}  // namespace aprgrid::testing
