#include "coordinator/ingest.h"

#include <future>

#include "absl/strings/str_cat.h"

namespace aprgrid::coordinator {

absl::Status ReportSession::OnEvent(const v1::ReportEvent& event) {
  if (!attempt_) {
    attempt_.emplace(event.attempt_key(), event.epoch());
  } else if (attempt_->first != event.attempt_key() || attempt_->second != event.epoch()) {
    return absl::InvalidArgumentError(absl::StrCat(
        "a Report stream carries one (attempt, epoch): expected (", attempt_->first, ", ",
        attempt_->second, "), got (", event.attempt_key(), ", ", event.epoch(), ")"));
  }
  // The worker learns of a cancellation from the acknowledgement; what it sends until then is
  // dropped unread.
  if (cancelled_) return absl::OkStatus();
  if (ended_) {
    return absl::InvalidArgumentError(
        absl::StrCat("event seq ", event.seq(), " follows the event that ended the lease"));
  }
  absl::StatusOr<EventOutcome> outcome = coordinator_->AcceptEvent(worker_id_, event, writes_);
  if (!outcome.ok()) return outcome.status();
  if (outcome->cancelled) {
    cancelled_ = true;
    return absl::OkStatus();
  }
  if (outcome->duplicate) saw_duplicate_ = true;
  if (outcome->ticket.valid()) last_write_ = outcome->ticket;
  if (outcome->wrote) wrote_ = true;
  if (!highest_seq_ || event.seq() > *highest_seq_) highest_seq_ = event.seq();
  if (outcome->final) ended_ = true;
  return absl::OkStatus();
}

absl::StatusOr<v1::ReportAck> ReportSession::Finish() {
  std::promise<absl::StatusOr<v1::ReportAck>> result;
  FinishAsync([&result](absl::StatusOr<v1::ReportAck> ack) { result.set_value(std::move(ack)); });
  return result.get_future().get();
}

bool ReportSession::NeedsFlush() const {
  // Writes are applied in order, so the session's last write being durable covers the earlier
  // ones; duplicates may have been accepted by a concurrent stream whose write is still queued,
  // which the flush covers too.
  return attempt_ && (wrote_ || last_write_.valid() || saw_duplicate_);
}

absl::StatusOr<v1::ReportAck> ReportSession::AckAfterFlush(absl::Status flushed) const {
  if (!attempt_) return absl::InvalidArgumentError("empty Report stream");
  // The flush completes after every write submitted before it, and their callbacks ran first:
  // the last write's ticket is ready and `writes_` holds every error of the session's writes.
  if (flushed.ok() && last_write_.valid()) flushed = last_write_.get();
  if (flushed.ok()) flushed = writes_->status();
  if (!flushed.ok()) return flushed;
  v1::ReportAck ack;
  ack.set_cancelled(cancelled_);
  if (highest_seq_) ack.set_acked_seq(*highest_seq_);
  return ack;
}

void ReportSession::FinishAsync(absl::AnyInvocable<void(absl::StatusOr<v1::ReportAck>)> done) {
  // The worker is waiting: commit now rather than after the writer's batching delay.
  if (!NeedsFlush()) {
    done(AckAfterFlush(absl::OkStatus()));
    return;
  }
  // The session outlives the flush (the stream's reactor holds it until it finishes).
  coordinator_->FlushStoreAsync([this, done = std::move(done)](absl::Status flushed) mutable {
    done(AckAfterFlush(std::move(flushed)));
  });
}

}  // namespace aprgrid::coordinator
