// A simulated aprgrid worker: a plain gRPC client of WorkerService (and CampaignService) that
// tests and benchmarks use to drive the coordinator without running real repair attempts.
//
// Thread-safety: one SimWorker per thread (it keeps its worker id); the channel may be shared.
#ifndef APRGRID_TESTS_COORDINATOR_SIM_WORKER_H_
#define APRGRID_TESTS_COORDINATOR_SIM_WORKER_H_

#include <grpcpp/grpcpp.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "aprgrid/v1/coordinator.grpc.pb.h"

namespace aprgrid::testing {

// A channel to `address` with aprgrid's keepalive and size settings (plaintext).
std::shared_ptr<grpc::Channel> MakeChannel(const std::string& address);
// The same over TLS, verifying the server against the PEM CA bundle at `ca_path`. Null if the
// file cannot be read.
std::shared_ptr<grpc::Channel> MakeTlsChannel(const std::string& address,
                                              const std::string& ca_path);

// The events of a finished attempt: `generations` generation events with `arms` arm statistics
// each, then a repair result; seqs 0, 1, ...
std::vector<v1::ReportEvent> CompletionEvents(const v1::Task& task, int generations, int arms,
                                              bool patched);

// What SimWorker::RunShortAttempts did.
struct ShortAttemptsStats {
  int64_t completed = 0;        // Attempts whose entry was acknowledged OK.
  int64_t refused = 0;          // Entries acknowledged with an error code.
  int64_t lease_calls = 0;      // Lease calls (the first lease only, unless a reply held none).
  int64_t batch_calls = 0;      // ReportBatch calls.
  int64_t leases_on_reply = 0;  // ReportBatch calls that asked for leases.
};

class SimWorker {
 public:
  SimWorker(std::shared_ptr<grpc::Channel> channel, std::string token);

  // Registers with `slots` slots; remembers the id. `previous_id` reconnects under an old id.
  grpc::Status Register(uint32_t slots, const std::string& previous_id = "");
  // `free_slots` sets LeaseRequest.free_slots (absent: as an older worker, which does not send it).
  grpc::Status Lease(uint32_t max_tasks, std::vector<v1::Task>* tasks,
                     std::optional<uint32_t> free_slots = std::nullopt);
  grpc::Status Heartbeat(const std::vector<v1::Task>& held, v1::HeartbeatResponse* response,
                         bool draining = false);
  // Sends `events` on one Report stream, `pace_ms` apart (simulated work). `send_worker_id`
  // adds the aprgrid-worker-id metadata.
  grpc::Status Report(const std::vector<v1::ReportEvent>& events, v1::ReportAck* ack,
                      bool send_worker_id = true, int pace_ms = 0);
  // Sends `events` the way aprgrid-worker sends a batch (worker/daemon/attempt_reporter.cc): the
  // call's headers corked until the first event, every event but the last with a buffer hint and
  // the last with WriteLast, so the whole stream leaves in one or two TCP writes.
  grpc::Status ReportCoalesced(const std::vector<v1::ReportEvent>& events, v1::ReportAck* ack);
  // Sends `entries` (each the events of one attempt) in one ReportBatch call. `send_worker_id`
  // puts this worker's id in the request.
  grpc::Status ReportBatch(const std::vector<std::vector<v1::ReportEvent>>& entries,
                           v1::ReportBatchResponse* response, bool send_worker_id = true);
  // The same, asking for leases on the reply (ReportBatchRequest.lease = `lease`).
  grpc::Status ReportBatchAndLease(const std::vector<std::vector<v1::ReportEvent>>& entries,
                                   const v1::LeaseRequest& lease,
                                   v1::ReportBatchResponse* response);

  // Runs attempts as aprgrid-worker with one slot runs short ones (worker/daemon/worker_daemon.cc;
  // docs/worker.md, "What it does", items 2 and 4; docs/protocol.md, "Leases on the ReportBatch
  // reply"), each "computed" at once as `generations` generation events of `arms` arms and a
  // repair result (CompletionEvents), until the coordinator has nothing left to lease to it:
  //  - the first Lease asks for 1 attempt (free_slots 1): nothing has computed yet, so nothing is
  //    leased ahead;
  //  - then 32 attempts are held ahead of the slot (attempts this short reach the cap of 32 per
  //    slot), refilled when 8 (a quarter) are left; the results of the attempts computed so far go
  //    out in one ReportBatch call when 32 have gathered, when the refill falls due (that call
  //    then asks for the refill: 1 + 32 - held attempts, with free_slots) or when nothing is left
  //    to compute;
  //  - a batch sent after a reply that leased nothing asks for no lease; the run ends when such a
  //    reply came and nothing is left to compute or report.
  // Unlike the daemon, computing waits for each call's reply (one thread plays the slot and the
  // reporter); with results computed at once that changes nothing in what is sent. Returns the
  // first failed call's status (the run stops there), else OK. REQUIRES: Register(1) succeeded;
  // `stats` is not null.
  grpc::Status RunShortAttempts(int generations, int arms, ShortAttemptsStats* stats);

  // CampaignService calls with this worker's token.
  grpc::Status Submit(const std::string& spec_text, v1::SubmitResponse* response);
  grpc::Status Get(const std::string& campaign, v1::Campaign* campaign_out);
  grpc::Status Cancel(const std::string& campaign, v1::CancelResponse* response);

  const std::string& id() const { return id_; }
  void set_token(std::string token) { token_ = std::move(token); }
  v1::WorkerService::Stub& worker_stub() { return *worker_; }

 private:
  // A context with the bearer token (if non-empty) and a 10 s deadline.
  std::unique_ptr<grpc::ClientContext> Context() const;

  std::unique_ptr<v1::WorkerService::Stub> worker_;
  std::unique_ptr<v1::CampaignService::Stub> campaigns_;
  std::string token_;
  std::string id_;
};

}  // namespace aprgrid::testing

#endif  // APRGRID_TESTS_COORDINATOR_SIM_WORKER_H_
