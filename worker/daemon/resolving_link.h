// ResolvingCoordinatorLink: a CoordinatorLink that finds the coordinator through a shared address
// file (deploy/slurm/coordinator.sbatch writes HOST:PORT to STATE_DIR/coordinator.address), so
// that a worker follows a coordinator resubmitted to another node or port (docs/slurm.md,
// "When the coordinator moves").
//
// Every call goes to the link for the address last read from the file. A call that fails with a
// transient error (IsTransient: the coordinator is away) makes the link read the file again; if it
// now names another address, later calls go to a new link for it (made by the factory) and a log
// line says so. A missing, empty or unreadable file keeps the current address. The daemon's own
// retries (worker_daemon.h) then reach the new coordinator; its worker id stays valid, since the
// coordinator accepts the calls of a worker it does not know yet.
//
// Thread-safety: every method may be called from any thread. A ReportStream keeps the link it was
// opened on alive until it is destroyed.
#ifndef APRGRID_WORKER_DAEMON_RESOLVING_LINK_H_
#define APRGRID_WORKER_DAEMON_RESOLVING_LINK_H_

#include <functional>
#include <memory>
#include <string>

#include "absl/base/thread_annotations.h"
#include "absl/status/statusor.h"
#include "absl/synchronization/mutex.h"
#include "worker/daemon/coordinator_link.h"

namespace aprgrid::worker {

// HOST:PORT from the first line of `path`, surrounding white space removed. NotFound if the file
// does not exist, FailedPrecondition if it is empty or has no ':'.
absl::StatusOr<std::string> ReadCoordinatorAddress(const std::string& path);

class ResolvingCoordinatorLink : public CoordinatorLink {
 public:
  // Makes the link for one address (MakeGrpcCoordinatorLink with the token and CA, in the
  // worker).
  using Factory =
      std::function<absl::StatusOr<std::unique_ptr<CoordinatorLink>>(const std::string& address)>;

  // Reads `address_file` once; fails if it names no address or the factory fails for it.
  static absl::StatusOr<std::unique_ptr<ResolvingCoordinatorLink>> Create(std::string address_file,
                                                                          Factory factory);

  absl::StatusOr<v1::RegisterResponse> Register(const v1::RegisterRequest& request) override;
  absl::StatusOr<v1::LeaseResponse> Lease(const v1::LeaseRequest& request) override;
  absl::StatusOr<v1::HeartbeatResponse> Heartbeat(const v1::HeartbeatRequest& request) override;
  absl::StatusOr<v1::ReportBatchResponse> ReportBatch(
      const v1::ReportBatchRequest& request) override;
  absl::StatusOr<v1::FetchArtefactResponse> FetchArtefact(
      const v1::FetchArtefactRequest& request) override;
  std::unique_ptr<ReportStream> OpenReport(const std::string& worker_id) override;

  // The address calls currently go to.
  std::string address() const;

  // Reads the address file again after a transient failure (see above). Exposed for the
  // streams this link opens.
  void NoteFailure(const absl::Status& status);

 private:
  ResolvingCoordinatorLink(std::string address_file, Factory factory, std::string address,
                           std::shared_ptr<CoordinatorLink> link);
  std::shared_ptr<CoordinatorLink> Current() const;
  template <typename Response, typename Request>
  absl::StatusOr<Response> Call(
      const Request& request, absl::StatusOr<Response> (CoordinatorLink::*method)(const Request&));

  const std::string address_file_;
  const Factory factory_;
  mutable absl::Mutex mu_;
  std::string address_ ABSL_GUARDED_BY(mu_);
  std::shared_ptr<CoordinatorLink> link_ ABSL_GUARDED_BY(mu_);
};

}  // namespace aprgrid::worker

#endif  // APRGRID_WORKER_DAEMON_RESOLVING_LINK_H_
