#include "coordinator/services.h"

#include <grpcpp/grpcpp.h>

#include <chrono>

#include "absl/strings/str_cat.h"
#include "common/auth/grpc_auth.h"
#include "common/spec/grid_expander.h"
#include "common/spec/spec_parser.h"
#include "coordinator/ingest.h"

namespace aprgrid::coordinator {
namespace {

constexpr size_t kMaxSpecBytes = 1 << 20;
constexpr size_t kMaxNameBytes = 256;

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
  absl::StatusOr<std::vector<v1::Attempt>> attempts =
      spec::ExpandGrid(*spec, ctx_.catalog, options);
  if (!attempts.ok()) {
    return ToGrpc(absl::Status(attempts.status().code(),
                               absl::StrCat(source, ": ", attempts.status().message())));
  }
  return Deliver(ctx_.coordinator->Submit(*spec, request->spec_text(), std::move(*attempts)),
                 response);
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

grpc::Status WorkerServiceImpl::Register(grpc::ServerContext* context,
                                         const v1::RegisterRequest* request,
                                         v1::RegisterResponse* response) {
  RpcTimer timer(ctx_.metrics, "Register");
  APRGRID_AUTHENTICATE(context);
  return Deliver(ctx_.coordinator->Register(*request), response);
}

grpc::Status WorkerServiceImpl::Lease(grpc::ServerContext* context, const v1::LeaseRequest* request,
                                      v1::LeaseResponse* response) {
  RpcTimer timer(ctx_.metrics, "Lease");
  APRGRID_AUTHENTICATE(context);
  return Deliver(ctx_.coordinator->Lease(*request), response);
}

grpc::Status WorkerServiceImpl::Heartbeat(grpc::ServerContext* context,
                                          const v1::HeartbeatRequest* request,
                                          v1::HeartbeatResponse* response) {
  RpcTimer timer(ctx_.metrics, "Heartbeat");
  APRGRID_AUTHENTICATE(context);
  return Deliver(ctx_.coordinator->Heartbeat(*request), response);
}

grpc::Status WorkerServiceImpl::Report(grpc::ServerContext* context,
                                       grpc::ServerReader<v1::ReportEvent>* reader,
                                       v1::ReportAck* response) {
  RpcTimer timer(ctx_.metrics, "Report");
  APRGRID_AUTHENTICATE(context);
  std::string worker_id;
  auto [first, last] = context->client_metadata().equal_range(kWorkerIdMetadataKey);
  if (first != last) worker_id.assign(first->second.data(), first->second.size());
  ReportSession session(ctx_.coordinator, std::move(worker_id));
  v1::ReportEvent event;
  while (reader->Read(&event)) {
    absl::Status status = session.OnEvent(event);
    if (!status.ok()) return ToGrpc(status);
  }
  if (context->IsCancelled()) return grpc::Status::CANCELLED;
  return Deliver(session.Finish(), response);
}

}  // namespace aprgrid::coordinator
