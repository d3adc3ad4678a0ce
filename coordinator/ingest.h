// One Report stream: the stream-level rules around Coordinator::AcceptEvent.
//
// A stream carries the events of one leased attempt at one epoch, in seq order. The first event
// names the attempt and epoch and every later event must repeat them; nothing may follow the
// event that ends the lease (result, failure or release). Events are handed to the store's writer
// as they arrive (so live SQL sees progress); the acknowledgement is sent only when everything
// the stream wrote is durable.
//
// Thread-safety: one session per stream, used by one thread at a time (gRPC runs a stream's
// reactions one after another); FinishAsync's callback may run on another thread, after the
// session's last event, and only reads the session's state.
#ifndef APRGRID_COORDINATOR_INGEST_H_
#define APRGRID_COORDINATOR_INGEST_H_

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "absl/functional/any_invocable.h"
#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "aprgrid/v1/coordinator.pb.h"
#include "coordinator/coordinator.h"

namespace aprgrid::coordinator {

class ReportSession {
 public:
  // `worker_id` is the caller's id from the call metadata, empty if none was sent.
  ReportSession(Coordinator* coordinator, std::string worker_id)
      : coordinator_(coordinator), worker_id_(std::move(worker_id)) {}

  // Handles the next event. An error ends the stream with that status (the events accepted
  // before it stay recorded).
  absl::Status OnEvent(const v1::ReportEvent& event);

  // The client closed its side: waits until the stream's writes are durable and returns the
  // acknowledgement. INVALID_ARGUMENT for an empty stream.
  absl::StatusOr<v1::ReportAck> Finish();
  // The same without blocking: `done` gets the acknowledgement (or the error) once the stream's
  // writes are durable, on the store's callback thread (at once, on this thread, if nothing needs
  // waiting for). It must be quick and must not block on the store. REQUIRES: the session lives
  // until `done` has been called.
  void FinishAsync(absl::AnyInvocable<void(absl::StatusOr<v1::ReportAck>)> done);

  // The two halves of FinishAsync, for a caller that waits for one flush on behalf of several
  // sessions (ReportBatch). NeedsFlush: whether the acknowledgement must wait for a store flush.
  // AckAfterFlush: the acknowledgement once a flush requested after this session's last event
  // completed with `flushed` (pass OkStatus when no flush was needed); call it on the thread that
  // runs the flush's callback or later. INVALID_ARGUMENT for an empty session.
  bool NeedsFlush() const;
  absl::StatusOr<v1::ReportAck> AckAfterFlush(absl::Status flushed) const;

  // The attempt was found cancelled (the acknowledgement says so).
  bool cancelled() const { return cancelled_; }

 private:
  Coordinator* const coordinator_;
  const std::string worker_id_;
  std::optional<std::pair<std::string, uint64_t>> attempt_;  // (key, epoch) of the stream.
  bool ended_ = false;                                       // The lease-ending event was seen.
  bool cancelled_ = false;                                   // The attempt was cancelled.
  std::optional<uint64_t> highest_seq_;  // Highest seq accepted or found already recorded.
  // The stream's generation and result writes report their errors here (one allocation per
  // stream rather than a ticket per event); a failure or release write has a ticket.
  const WriteStatusPtr writes_ = std::make_shared<WriteStatus>();
  bool wrote_ = false;
  DurableTicket last_write_;
  bool saw_duplicate_ = false;
};

}  // namespace aprgrid::coordinator

#endif  // APRGRID_COORDINATOR_INGEST_H_
