// The gRPC services of aprgrid-coordinator: thin adapters that check the bearer token, validate
// sizes, time the call, and delegate to the Coordinator. Included only by server.cc (gRPC headers
// are expensive to compile).
#ifndef APRGRID_COORDINATOR_SERVICES_H_
#define APRGRID_COORDINATOR_SERVICES_H_

#include <string>

#include "absl/synchronization/notification.h"
#include "aprgrid/v1/coordinator.grpc.pb.h"
#include "common/auth/token.h"
#include "common/spec/subject_catalog.h"
#include "coordinator/coordinator.h"
#include "coordinator/metrics.h"

namespace aprgrid::coordinator {

// Metadata key a worker may send on Report calls so that reports on another worker's lease are
// refused with PERMISSION_DENIED (without it, the epoch alone proves the lease).
inline constexpr char kWorkerIdMetadataKey[] = "aprgrid-worker-id";

// What the services share. All pointers must outlive the services.
struct ServiceContext {
  Coordinator* coordinator;
  CoordinatorMetrics* metrics;
  const auth::BearerTokenVerifier* verifier;
  const spec::SubjectCatalog* catalog;  // Null: bug ids are taken as given.
  uint64_t max_attempts;                // Grid cap without `force`.
  absl::Notification* shutting_down;    // Ends Watch streams.
};

class CampaignServiceImpl final : public v1::CampaignService::Service {
 public:
  explicit CampaignServiceImpl(ServiceContext context) : ctx_(context) {}

  grpc::Status Submit(grpc::ServerContext* context, const v1::SubmitRequest* request,
                      v1::SubmitResponse* response) override;
  grpc::Status Get(grpc::ServerContext* context, const v1::GetCampaignRequest* request,
                   v1::Campaign* response) override;
  grpc::Status List(grpc::ServerContext* context, const v1::ListCampaignsRequest* request,
                    v1::ListCampaignsResponse* response) override;
  grpc::Status Watch(grpc::ServerContext* context, const v1::WatchRequest* request,
                     grpc::ServerWriter<v1::Campaign>* writer) override;
  grpc::Status Cancel(grpc::ServerContext* context, const v1::CancelRequest* request,
                      v1::CancelResponse* response) override;

 private:
  ServiceContext ctx_;
};

class WorkerServiceImpl final : public v1::WorkerService::Service {
 public:
  explicit WorkerServiceImpl(ServiceContext context) : ctx_(context) {}

  grpc::Status Register(grpc::ServerContext* context, const v1::RegisterRequest* request,
                        v1::RegisterResponse* response) override;
  grpc::Status Lease(grpc::ServerContext* context, const v1::LeaseRequest* request,
                     v1::LeaseResponse* response) override;
  grpc::Status Report(grpc::ServerContext* context, grpc::ServerReader<v1::ReportEvent>* reader,
                      v1::ReportAck* response) override;
  grpc::Status Heartbeat(grpc::ServerContext* context, const v1::HeartbeatRequest* request,
                         v1::HeartbeatResponse* response) override;

 private:
  ServiceContext ctx_;
};

}  // namespace aprgrid::coordinator

#endif  // APRGRID_COORDINATOR_SERVICES_H_
