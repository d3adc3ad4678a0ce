#include "coordinator/services.h"

#include <grpcpp/grpcpp.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include <chrono>
#include <deque>
#include <vector>

#include "absl/strings/str_cat.h"
#include "common/auth/grpc_auth.h"
#include "common/spec/grid_expander.h"
#include "common/spec/spec_parser.h"
#include "coordinator/ingest.h"
#include "google/protobuf/arena.h"

namespace aprgrid::coordinator {
namespace {

constexpr size_t kMaxSpecBytes = 1 << 20;
constexpr size_t kMaxNameBytes = 256;
// Submissions of at least this many attempts return their freed memory to the system (Submit).
constexpr size_t kTrimAfterAttempts = 10000;

grpc::Status ToGrpc(const absl::Status& status) {
  if (status.ok()) return grpc::Status::OK;
  return grpc::Status(static_cast<grpc::StatusCode>(status.code()), std::string(status.message()));
}

// Records the call's latency in aprgrid_coordinator_rpc_duration_seconds on scope exit.
class RpcTimer {
 public:
  RpcTimer(CoordinatorMetrics* metrics, const char* method)
      : metrics_(metrics), method_(method), start_(std::chrono::steady_clock::now()) {}
  ~RpcTimer() {
    std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start_;
    metrics_->ObserveRpc(method_, elapsed.count());
  }

 private:
  CoordinatorMetrics* metrics_;
  const char* method_;
  std::chrono::steady_clock::time_point start_;
};

// Returns UNAUTHENTICATED from the handler unless the call carries the bearer token.
#define APRGRID_AUTHENTICATE(context)                                         \
  do {                                                                        \
    grpc::Status auth_status = auth::CheckBearer(*(context), *ctx_.verifier); \
    if (!auth_status.ok()) return auth_status;                                \
  } while (0)

template <typename T>
grpc::Status Deliver(absl::StatusOr<T> result, T* response) {
  if (!result.ok()) return ToGrpc(result.status());
  *response = std::move(*result);
  return grpc::Status::OK;
}

}  // namespace

grpc::Status CampaignServiceImpl::Submit(grpc::ServerContext* context,
                                         const v1::SubmitRequest* request,
                                         v1::SubmitResponse* response) {
  RpcTimer timer(ctx_.metrics, "Submit");
  APRGRID_AUTHENTICATE(context);
  if (request->spec_text().size() > kMaxSpecBytes ||
      request->source_name().size() > kMaxNameBytes) {
    return grpc::Status(grpc::StatusCode::INVALID_ARGUMENT,
                        "spec_text is limited to 1 MiB and source_name to 256 bytes");
  }
  const std::string source =
      request->source_name().empty() ? "<submitted spec>" : request->source_name();
  absl::StatusOr<v1::CampaignSpec> spec = spec::ParseCampaignSpec(request->spec_text(), source);
  if (!spec.ok()) return ToGrpc(spec.status());
  spec::ExpandOptions options;
  options.max_attempts = ctx_.max_attempts;
  options.force = request->force();
  options.hard_max_attempts = ctx_.hard_max_attempts;
  absl::StatusOr<spec::ExpandedGrid> grid = spec::ExpandGridCells(*spec, ctx_.catalog, options);
  if (!grid.ok()) {
    return ToGrpc(
        absl::Status(grid.status().code(), absl::StrCat(source, ": ", grid.status().message())));
  }
  const size_t expanded = grid->size();
  grpc::Status status =
      Deliver(ctx_.coordinator->Submit(*spec, request->spec_text(), std::move(*grid)), response);
#ifdef __GLIBC__
  // A large grid's expansion and its copies for the store were freed just now; glibc keeps such
  // memory mapped, so the coordinator's RSS would stay at Submit's peak for good. Give it back
  // (a walk over the free lists: tens of milliseconds for a million attempts).
  if (expanded >= kTrimAfterAttempts) malloc_trim(0);
#endif
  return status;
}

grpc::Status CampaignServiceImpl::Get(grpc::ServerContext* context,
                                      const v1::GetCampaignRequest* request,
                                      v1::Campaign* response) {
  RpcTimer timer(ctx_.metrics, "Get");
  APRGRID_AUTHENTICATE(context);
  if (request->campaign_id().empty() || request->campaign_id().size() > kMaxNameBytes) {
    return grpc::Status(grpc::StatusCode::INVALID_ARGUMENT, "campaign_id must be 1..256 bytes");
  }
  return Deliver(ctx_.coordinator->GetCampaign(request->campaign_id(), request->with_cells()),
                 response);
}

grpc::Status CampaignServiceImpl::List(grpc::ServerContext* context,
                                       const v1::ListCampaignsRequest*,
                                       v1::ListCampaignsResponse* response) {
  RpcTimer timer(ctx_.metrics, "List");
  APRGRID_AUTHENTICATE(context);
  *response = ctx_.coordinator->ListCampaigns();
  return grpc::Status::OK;
}

grpc::Status CampaignServiceImpl::Watch(grpc::ServerContext* context,
                                        const v1::WatchRequest* request,
                                        grpc::ServerWriter<v1::Campaign>* writer) {
  APRGRID_AUTHENTICATE(context);
  uint32_t interval_ms = request->interval_ms() == 0 ? 1000 : request->interval_ms();
  if (interval_ms < 100 || interval_ms > 60000 || request->campaign_id().empty() ||
      request->campaign_id().size() > kMaxNameBytes) {
    return grpc::Status(grpc::StatusCode::INVALID_ARGUMENT,
                        "interval_ms must be in 100..60000 and campaign_id 1..256 bytes");
  }
  while (true) {
    absl::StatusOr<v1::Campaign> campaign =
        ctx_.coordinator->GetCampaign(request->campaign_id(), /*with_cells=*/false);
    if (!campaign.ok()) return ToGrpc(campaign.status());
    if (!writer->Write(*campaign)) return grpc::Status::CANCELLED;  // Client went away.
    if (campaign->state() != v1::CAMPAIGN_RUNNING) return grpc::Status::OK;
    if (ctx_.shutting_down->WaitForNotificationWithTimeout(absl::Milliseconds(interval_ms))) {
      return grpc::Status(grpc::StatusCode::UNAVAILABLE, "coordinator shutting down");
    }
    if (context->IsCancelled()) return grpc::Status::CANCELLED;
  }
}

grpc::Status CampaignServiceImpl::Cancel(grpc::ServerContext* context,
                                         const v1::CancelRequest* request,
                                         v1::CancelResponse* response) {
  RpcTimer timer(ctx_.metrics, "Cancel");
  APRGRID_AUTHENTICATE(context);
  if (request->campaign_id().empty() || request->campaign_id().size() > kMaxNameBytes) {
    return grpc::Status(grpc::StatusCode::INVALID_ARGUMENT, "campaign_id must be 1..256 bytes");
  }
  return Deliver(ctx_.coordinator->Cancel(request->campaign_id()), response);
}

namespace {

// One Report stream: reads events one at a time into ReportSession, then acknowledges once the
// session's writes are durable. Deletes itself when gRPC is done with the call.
class ReportReactor final : public grpc::ServerReadReactor<v1::ReportEvent> {
 public:
  ReportReactor(const ServiceContext& ctx, grpc::CallbackServerContext* context,
                v1::ReportAck* response)
      : metrics_(ctx.metrics),
        context_(context),
        response_(response),
        start_(std::chrono::steady_clock::now()),
        session_(ctx.coordinator, WorkerIdOf(*context)) {
    grpc::Status auth_status = auth::CheckBearer(*context, *ctx.verifier);
    if (!auth_status.ok()) {
      Finish(auth_status);
      return;
    }
    StartRead(&event_);
  }

  void OnReadDone(bool ok) override {
    if (!ok) {  // The client half-closed (or the call is cancelled).
      if (context_->IsCancelled()) {
        Finish(grpc::Status::CANCELLED);
        return;
      }
      session_.FinishAsync([this](absl::StatusOr<v1::ReportAck> ack) {
        if (ack.ok()) *response_ = std::move(*ack);
        Finish(ack.ok() ? grpc::Status::OK : ToGrpc(ack.status()));
      });
      return;
    }
    absl::Status status = session_.OnEvent(event_);
    if (!status.ok()) {
      Finish(ToGrpc(status));
      return;
    }
    StartRead(&event_);
  }

  void OnDone() override {
    std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start_;
    metrics_->ObserveRpc("Report", elapsed.count());
    delete this;
  }

 private:
  static std::string WorkerIdOf(const grpc::CallbackServerContext& context) {
    auto [first, last] = context.client_metadata().equal_range(kWorkerIdMetadataKey);
    return first == last ? std::string() : std::string(first->second.data(), first->second.size());
  }

  CoordinatorMetrics* const metrics_;
  grpc::CallbackServerContext* const context_;
  v1::ReportAck* const response_;
  const std::chrono::steady_clock::time_point start_;
  ReportSession session_;
  v1::ReportEvent event_;
};

// One ReportBatch call: every entry goes through a ReportSession of its own (the Report rules per
// entry; a refused entry leaves the others alone), then the lease it asks for (if any) is granted
// by Coordinator::Lease, then one store flush covers them all (one commit for the batch rather
// than one per attempt), then the acknowledgements and the leases go out together. Deletes
// itself when gRPC is done with the call.
class ReportBatchReactor final : public grpc::ServerUnaryReactor {
 public:
  ReportBatchReactor(const ServiceContext& ctx, grpc::CallbackServerContext* context,
                     const v1::ReportBatchRequest* request, v1::ReportBatchResponse* response)
      : metrics_(ctx.metrics), response_(response), start_(std::chrono::steady_clock::now()) {
    grpc::Status status = auth::CheckBearer(*context, *ctx.verifier);
    if (status.ok() && (request->entries().empty() || request->entries_size() > kMaxEntries ||
                        request->worker_id().size() > kMaxNameBytes)) {
      status = grpc::Status(grpc::StatusCode::INVALID_ARGUMENT,
                            "a ReportBatch carries 1..1024 entries and a worker_id of at most "
                            "256 bytes");
    }
    // The lease it asks for is checked before any entry is handled, so that a malformed one
    // fails the whole call and records nothing.
    v1::LeaseRequest lease;
    if (status.ok() && request->has_lease()) {
      lease = request->lease();
      if (!lease.worker_id().empty() && lease.worker_id() != request->worker_id()) {
        status = grpc::Status(grpc::StatusCode::INVALID_ARGUMENT,
                              "a ReportBatch's lease is for the batch's worker_id");
      } else {
        lease.set_worker_id(request->worker_id());
        status = ToGrpc(Coordinator::ValidateLease(lease));
      }
    }
    if (!status.ok()) {
      Finish(status);
      return;
    }
    bool flush = false;
    for (const v1::ReportBatchEntry& entry : request->entries()) {
      ReportSession& session = sessions_.emplace_back(ctx.coordinator, request->worker_id());
      absl::Status accepted = entry.events().empty()
                                  ? absl::InvalidArgumentError("a ReportBatch entry without events")
                                  : absl::OkStatus();
      for (const v1::ReportEvent& event : entry.events()) {
        accepted = session.OnEvent(event);
        if (!accepted.ok()) break;  // As a stream ends at its first refused event.
      }
      flush = flush || (accepted.ok() && session.NeedsFlush());
      refusals_.push_back(std::move(accepted));
    }
    if (request->has_lease()) {
      // After the entries, whose ends free slots and re-queue attempts. The leases' writes are
      // queued before the flush below, which makes them durable before the reply goes out
      // (docs/protocol.md, "Leases on the ReportBatch reply").
      absl::StatusOr<v1::LeaseResponse> leased = ctx.coordinator->Lease(lease);
      if (leased.ok()) {
        flush = flush || leased->tasks_size() > 0;
        *response_->mutable_lease() = *std::move(leased);
      } else {
        lease_status_ = ToGrpc(leased.status());  // Validated above: not expected.
      }
    }
    if (!flush) {
      Answer(absl::OkStatus());
      return;
    }
    // The reactor lives until Finish, which only Answer calls.
    ctx.coordinator->FlushStoreAsync([this](absl::Status flushed) { Answer(flushed); });
  }

  void OnDone() override {
    std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start_;
    metrics_->ObserveRpc("ReportBatch", elapsed.count());
    delete this;
  }

 private:
  static constexpr int kMaxEntries = 1024;

  // Runs on the store's callback thread (or the handler's, when nothing needed a flush).
  void Answer(const absl::Status& flushed) {
    for (size_t i = 0; i < sessions_.size(); ++i) {
      v1::ReportEntryAck* ack = response_->add_acks();
      const absl::StatusOr<v1::ReportAck> result =
          !refusals_[i].ok()
              ? absl::StatusOr<v1::ReportAck>(refusals_[i])
              : sessions_[i].AckAfterFlush(sessions_[i].NeedsFlush() ? flushed : absl::OkStatus());
      if (!result.ok()) {
        ack->set_code(static_cast<int32_t>(result.status().code()));
        ack->set_message(std::string(result.status().message()));
        continue;
      }
      ack->set_acked_seq(result->acked_seq());
      ack->set_cancelled(result->cancelled());
    }
    Finish(lease_status_);
  }

  CoordinatorMetrics* const metrics_;
  v1::ReportBatchResponse* const response_;
  const std::chrono::steady_clock::time_point start_;
  std::deque<ReportSession> sessions_;  // A deque: sessions do not move.
  std::vector<absl::Status> refusals_;  // Per entry: why it was refused, or OK.
  grpc::Status lease_status_;           // OK unless the lease asked for failed.
};

// Answers a unary callback call: checks the token, runs `handler` (quick, non-blocking), and
// records the latency.
template <typename Response, typename Handler>
grpc::ServerUnaryReactor* Unary(const ServiceContext& ctx, const char* method,
                                grpc::CallbackServerContext* context, Response* response,
                                Handler handler) {
  RpcTimer timer(ctx.metrics, method);
  grpc::ServerUnaryReactor* reactor = context->DefaultReactor();
  grpc::Status status = auth::CheckBearer(*context, *ctx.verifier);
  if (status.ok()) status = Deliver(handler(), response);
  reactor->Finish(status);
  return reactor;
}

// Gives each ReportBatch call an Arena that holds its request and response (WorkerServiceImpl).
// Thread-safe: every call gets a holder of its own.
class ArenaReportBatchAllocator final
    : public grpc::MessageAllocator<v1::ReportBatchRequest, v1::ReportBatchResponse> {
 public:
  grpc::MessageHolder<v1::ReportBatchRequest, v1::ReportBatchResponse>* AllocateMessages()
      override {
    return new Holder();
  }

 private:
  class Holder final : public grpc::MessageHolder<v1::ReportBatchRequest, v1::ReportBatchResponse> {
   public:
    Holder() : arena_(Options()) {
      set_request(google::protobuf::Arena::CreateMessage<v1::ReportBatchRequest>(&arena_));
      set_response(google::protobuf::Arena::CreateMessage<v1::ReportBatchResponse>(&arena_));
    }
    // gRPC calls it once, after the reactor's OnDone: the messages go with the arena.
    void Release() override { delete this; }

   private:
    static google::protobuf::ArenaOptions Options() {
      google::protobuf::ArenaOptions options;
      // A batch of short attempts parses into many small messages: blocks grow to 64 KiB rather
      // than protobuf's default of 8 KiB, so that a large batch takes fewer of them.
      options.max_block_size = 64 << 10;
      return options;
    }

    google::protobuf::Arena arena_;
  };
};

}  // namespace

WorkerServiceImpl::WorkerServiceImpl(ServiceContext context)
    : ctx_(context), report_batch_allocator_(std::make_unique<ArenaReportBatchAllocator>()) {
  SetMessageAllocatorFor_ReportBatch(report_batch_allocator_.get());
}

WorkerServiceImpl::~WorkerServiceImpl() = default;

grpc::ServerUnaryReactor* WorkerServiceImpl::Register(grpc::CallbackServerContext* context,
                                                      const v1::RegisterRequest* request,
                                                      v1::RegisterResponse* response) {
  return Unary(ctx_, "Register", context, response,
               [&] { return ctx_.coordinator->Register(*request); });
}

grpc::ServerUnaryReactor* WorkerServiceImpl::Lease(grpc::CallbackServerContext* context,
                                                   const v1::LeaseRequest* request,
                                                   v1::LeaseResponse* response) {
  return Unary(ctx_, "Lease", context, response, [&] { return ctx_.coordinator->Lease(*request); });
}

grpc::ServerUnaryReactor* WorkerServiceImpl::Heartbeat(grpc::CallbackServerContext* context,
                                                       const v1::HeartbeatRequest* request,
                                                       v1::HeartbeatResponse* response) {
  return Unary(ctx_, "Heartbeat", context, response,
               [&] { return ctx_.coordinator->Heartbeat(*request); });
}

grpc::ServerUnaryReactor* WorkerServiceImpl::ReportBatch(grpc::CallbackServerContext* context,
                                                         const v1::ReportBatchRequest* request,
                                                         v1::ReportBatchResponse* response) {
  return new ReportBatchReactor(ctx_, context, request, response);
}

grpc::ServerUnaryReactor* WorkerServiceImpl::FetchArtefact(grpc::CallbackServerContext* context,
                                                           const v1::FetchArtefactRequest* request,
                                                           v1::FetchArtefactResponse* response) {
  return Unary(ctx_, "FetchArtefact", context, response,
               [&]() -> absl::StatusOr<v1::FetchArtefactResponse> {
                 absl::StatusOr<std::shared_ptr<const std::string>> bytes =
                     ctx_.coordinator->FetchArtefact(request->sha256());
                 if (!bytes.ok()) return bytes.status();
                 v1::FetchArtefactResponse out;
                 out.set_bytes(**bytes);
                 return out;
               });
}

grpc::ServerReadReactor<v1::ReportEvent>* WorkerServiceImpl::Report(
    grpc::CallbackServerContext* context, v1::ReportAck* response) {
  return new ReportReactor(ctx_, context, response);
}

}  // namespace aprgrid::coordinator
