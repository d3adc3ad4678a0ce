// The gRPC services of aprgrid-coordinator: thin adapters that check the bearer token, validate
// sizes, time the call, and delegate to the Coordinator. Included only by server.cc (gRPC headers
// are expensive to compile).
#ifndef APRGRID_COORDINATOR_SERVICES_H_
#define APRGRID_COORDINATOR_SERVICES_H_

#include <memory>
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
  uint64_t hard_max_attempts;           // Grid cap that `force` does not lift.
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

// The worker side is served with gRPC's callback API: a call runs on the gRPC thread that read
// it, with no hand-off to a server thread, and a Report stream holds no thread while it waits for
// the worker's next event or for its writes to become durable (the store's callback thread
// completes it), so thousands of open streams cost no threads. None of these handlers waits for a
// commit: the Coordinator's methods take one mutex and hand writes to the store's queue (which
// holds them back only when 65,536 operations are already waiting).
//
// A ReportBatch call's request and response live on a protobuf Arena of their own, released in
// one piece with the call: a batch parses into thousands of small messages (each generation
// event's arms), which would otherwise be as many heap allocations and frees.
class WorkerServiceImpl final : public v1::WorkerService::CallbackService {
 public:
  explicit WorkerServiceImpl(ServiceContext context);
  ~WorkerServiceImpl() override;

  grpc::ServerUnaryReactor* Register(grpc::CallbackServerContext* context,
                                     const v1::RegisterRequest* request,
                                     v1::RegisterResponse* response) override;
  grpc::ServerUnaryReactor* Lease(grpc::CallbackServerContext* context,
                                  const v1::LeaseRequest* request,
                                  v1::LeaseResponse* response) override;
  grpc::ServerReadReactor<v1::ReportEvent>* Report(grpc::CallbackServerContext* context,
                                                   v1::ReportAck* response) override;
  grpc::ServerUnaryReactor* Heartbeat(grpc::CallbackServerContext* context,
                                      const v1::HeartbeatRequest* request,
                                      v1::HeartbeatResponse* response) override;
  // Each entry is handled as a Report stream with its events would be, then the lease the request
  // asks for (if any) is granted as Lease grants one; the reply waits for one store flush covering
  // every entry and every lease granted.
  grpc::ServerUnaryReactor* ReportBatch(grpc::CallbackServerContext* context,
                                        const v1::ReportBatchRequest* request,
                                        v1::ReportBatchResponse* response) override;
  // The bytes of a published artefact (Coordinator::FetchArtefact), token-checked like the rest.
  grpc::ServerUnaryReactor* FetchArtefact(grpc::CallbackServerContext* context,
                                          const v1::FetchArtefactRequest* request,
                                          v1::FetchArtefactResponse* response) override;

 private:
  ServiceContext ctx_;
  // Registered with gRPC for ReportBatch; lives as long as the service, which outlives the server.
  std::unique_ptr<grpc::MessageAllocator<v1::ReportBatchRequest, v1::ReportBatchResponse>>
      report_batch_allocator_;
};

}  // namespace aprgrid::coordinator

#endif  // APRGRID_COORDINATOR_SERVICES_H_
