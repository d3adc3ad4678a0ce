// The gRPC implementation of CoordinatorLink (the only file of the worker that includes grpcpp).
#include <grpcpp/grpcpp.h>

#include <chrono>

#include "aprgrid/v1/coordinator.grpc.pb.h"
#include "common/auth/grpc_auth.h"
#include "common/auth/grpc_settings.h"
#include "worker/daemon/coordinator_link.h"

namespace aprgrid::worker {
namespace {

absl::Status FromGrpc(const grpc::Status& status) {
  if (status.ok()) return absl::OkStatus();
  return absl::Status(static_cast<absl::StatusCode>(status.error_code()), status.error_message());
}

class GrpcReportStream : public ReportStream {
 public:
  GrpcReportStream(v1::WorkerService::Stub* stub, const std::string& token,
                   const std::string& worker_id) {
    auth::AttachBearer(&context_, token);
    if (!worker_id.empty()) context_.AddMetadata("aprgrid-worker-id", worker_id);
    // The call's headers go out with its first event rather than on their own.
    context_.set_initial_metadata_corked(true);
    writer_ = stub->Report(&context_, &ack_);
  }
  bool Write(const v1::ReportEvent& event) override { return Send(event, grpc::WriteOptions()); }
  bool WriteBuffered(const v1::ReportEvent& event) override {
    return Send(event, grpc::WriteOptions().set_buffer_hint());
  }
  bool WriteLast(const v1::ReportEvent& event) override {
    const bool sent = Send(event, grpc::WriteOptions().set_last_message());
    closed_ = true;  // Even when broken: WritesDone after a last message is an error.
    return sent;
  }
  absl::StatusOr<v1::ReportAck> Finish() override {
    if (!broken_ && !closed_) writer_->WritesDone();  // Also sends what is buffered.
    absl::Status status = FromGrpc(writer_->Finish());
    if (!status.ok()) return status;
    return ack_;
  }

 private:
  bool Send(const v1::ReportEvent& event, grpc::WriteOptions options) {
    if (broken_) return false;
    if (!writer_->Write(event, options)) broken_ = true;
    return !broken_;
  }

  grpc::ClientContext context_;
  v1::ReportAck ack_;
  std::unique_ptr<grpc::ClientWriter<v1::ReportEvent>> writer_;
  bool broken_ = false;
  bool closed_ = false;  // WriteLast half-closed the stream.
};

class GrpcCoordinatorLink : public CoordinatorLink {
 public:
  GrpcCoordinatorLink(std::shared_ptr<grpc::Channel> channel, LinkOptions options)
      : stub_(v1::WorkerService::NewStub(channel)), options_(std::move(options)) {}

  absl::StatusOr<v1::RegisterResponse> Register(const v1::RegisterRequest& request) override {
    return Call<v1::RegisterResponse>(request, &v1::WorkerService::Stub::Register);
  }
  absl::StatusOr<v1::LeaseResponse> Lease(const v1::LeaseRequest& request) override {
    return Call<v1::LeaseResponse>(request, &v1::WorkerService::Stub::Lease);
  }
  absl::StatusOr<v1::HeartbeatResponse> Heartbeat(const v1::HeartbeatRequest& request) override {
    return Call<v1::HeartbeatResponse>(request, &v1::WorkerService::Stub::Heartbeat);
  }
  absl::StatusOr<v1::ReportBatchResponse> ReportBatch(
      const v1::ReportBatchRequest& request) override {
    return Call<v1::ReportBatchResponse>(request, &v1::WorkerService::Stub::ReportBatch);
  }
  absl::StatusOr<v1::FetchArtefactResponse> FetchArtefact(
      const v1::FetchArtefactRequest& request) override {
    return Call<v1::FetchArtefactResponse>(request, &v1::WorkerService::Stub::FetchArtefact);
  }
  std::unique_ptr<ReportStream> OpenReport(const std::string& worker_id) override {
    return std::make_unique<GrpcReportStream>(stub_.get(), options_.token, worker_id);
  }

 private:
  template <typename Response, typename Request, typename Method>
  absl::StatusOr<Response> Call(const Request& request, Method method) {
    grpc::ClientContext context;
    auth::AttachBearer(&context, options_.token);
    context.set_deadline(std::chrono::system_clock::now() +
                         std::chrono::milliseconds(options_.call_timeout_ms));
    Response response;
    absl::Status status = FromGrpc((stub_.get()->*method)(&context, request, &response));
    if (!status.ok()) return status;
    return response;
  }

  std::unique_ptr<v1::WorkerService::Stub> stub_;
  LinkOptions options_;
};

}  // namespace

absl::StatusOr<std::unique_ptr<CoordinatorLink>> MakeGrpcCoordinatorLink(
    const LinkOptions& options) {
  absl::StatusOr<std::shared_ptr<grpc::ChannelCredentials>> credentials =
      auth::MakeChannelCredentials(options.tls_ca);
  if (!credentials.ok()) return credentials.status();
  grpc::ChannelArguments arguments = auth::ClientChannelArguments();
  std::shared_ptr<grpc::Channel> channel =
      grpc::CreateCustomChannel(options.address, *credentials, arguments);
  return std::make_unique<GrpcCoordinatorLink>(std::move(channel), options);
}

std::unique_ptr<CoordinatorLink> MakeGrpcCoordinatorLinkOnChannel(
    std::shared_ptr<grpc::Channel> channel, const LinkOptions& options) {
  return std::make_unique<GrpcCoordinatorLink>(std::move(channel), options);
}

bool IsTransient(const absl::Status& status) {
  return absl::IsUnavailable(status) || absl::IsDeadlineExceeded(status) ||
         absl::IsAborted(status) || absl::IsInternal(status) || absl::IsUnknown(status) ||
         absl::IsCancelled(status);
}

}  // namespace aprgrid::worker
