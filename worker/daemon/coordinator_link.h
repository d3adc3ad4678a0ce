// CoordinatorLink: the worker's calls to the coordinator's WorkerService (docs/protocol.md),
// behind an interface so that the daemon's logic compiles without gRPC headers and can be driven
// by a fake in tests. MakeGrpcCoordinatorLink is the real one: bearer token on every call,
// `aprgrid-worker-id` on Report streams (ReportBatch carries the id in its request), the shared
// keepalive settings, and a deadline on every unary call. Transient failures come back as
// UNAVAILABLE or DEADLINE_EXCEEDED; callers retry.
//
// Thread-safety: every method may be called from any thread.
#ifndef APRGRID_WORKER_DAEMON_COORDINATOR_LINK_H_
#define APRGRID_WORKER_DAEMON_COORDINATOR_LINK_H_

#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "aprgrid/v1/coordinator.pb.h"

namespace grpc {
class Channel;
}  // namespace grpc

namespace aprgrid::worker {

// One Report stream (one attempt at one epoch). Used by one thread at a time.
class ReportStream {
 public:
  virtual ~ReportStream() = default;
  // False once the stream is broken; Finish then says why.
  virtual bool Write(const v1::ReportEvent& event) = 0;
  // As Write, but the event may wait in a buffer for the next Write or Finish (several events
  // written together then cost one send).
  virtual bool WriteBuffered(const v1::ReportEvent& event) { return Write(event); }
  // As Write, and half-closes the stream in the same send (no Write may follow; Finish then
  // only waits for the acknowledgement): one round trip fewer than Write and Finish.
  virtual bool WriteLast(const v1::ReportEvent& event) { return Write(event); }
  // Half-closes (unless WriteLast did) and waits for the acknowledgement.
  virtual absl::StatusOr<v1::ReportAck> Finish() = 0;
};

class CoordinatorLink {
 public:
  virtual ~CoordinatorLink() = default;
  virtual absl::StatusOr<v1::RegisterResponse> Register(const v1::RegisterRequest& request) = 0;
  virtual absl::StatusOr<v1::LeaseResponse> Lease(const v1::LeaseRequest& request) = 0;
  virtual absl::StatusOr<v1::HeartbeatResponse> Heartbeat(const v1::HeartbeatRequest& request) = 0;
  virtual std::unique_ptr<ReportStream> OpenReport(const std::string& worker_id) = 0;
  // The complete events of several attempts in one call. A coordinator older than this call
  // answers UNIMPLEMENTED, as does this default (a link without it).
  virtual absl::StatusOr<v1::ReportBatchResponse> ReportBatch(
      const v1::ReportBatchRequest& request) {
    (void)request;
    return absl::UnimplementedError("ReportBatch is not implemented by this link");
  }
  // The bytes of a published artefact by SHA-256 (docs/protocol.md, "Artefacts"). This default
  // (a link without it) answers UNIMPLEMENTED.
  virtual absl::StatusOr<v1::FetchArtefactResponse> FetchArtefact(
      const v1::FetchArtefactRequest& request) {
    (void)request;
    return absl::UnimplementedError("FetchArtefact is not implemented by this link");
  }
};

struct LinkOptions {
  std::string address;  // HOST:PORT
  std::string token;
  std::string tls_ca;  // PEM CA bundle; empty: plaintext.
  int call_timeout_ms = 10000;
};

absl::StatusOr<std::unique_ptr<CoordinatorLink>> MakeGrpcCoordinatorLink(
    const LinkOptions& options);

// The gRPC link over `channel` (e.g. CoordinatorServer::InProcessChannel for a worker in the
// coordinator's own process) instead of a channel to options.address; options.address and
// options.tls_ca are ignored, the token goes on every call as over the network.
// REQUIRES: `channel` is not null.
std::unique_ptr<CoordinatorLink> MakeGrpcCoordinatorLinkOnChannel(
    std::shared_ptr<grpc::Channel> channel, const LinkOptions& options);

// True for failures worth retrying (the coordinator is away or slow).
bool IsTransient(const absl::Status& status);

}  // namespace aprgrid::worker

#endif  // APRGRID_WORKER_DAEMON_COORDINATOR_LINK_H_
