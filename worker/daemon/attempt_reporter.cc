#include "worker/daemon/attempt_reporter.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "common/logging.h"

namespace aprgrid::worker {

AttemptReporter::AttemptReporter(CoordinatorLink* link, std::string worker_id,
                                 std::string attempt_key, uint64_t epoch,
                                 std::function<bool()> give_up, absl::Duration live_interval,
                                 Clock* clock)
    : link_(link),
      worker_id_(std::move(worker_id)),
      attempt_key_(std::move(attempt_key)),
      epoch_(epoch),
      give_up_(std::move(give_up)),
      live_interval_(live_interval),
      clock_(clock),
      last_write_(clock->Now()) {}

int64_t AttemptReporter::events() const {
  absl::MutexLock lock(&mu_);
  return static_cast<int64_t>(events_.size());
}

bool AttemptReporter::WriteUnsent() {
  last_write_ = clock_->Now();
  if (stream_ == nullptr) {
    stream_ = link_->OpenReport(worker_id_);
    written_ = 0;
  }
  for (; written_ < events_.size(); ++written_) {
    // All but the last go out together with the last, and the final event half-closes the
    // stream in the same send.
    const v1::ReportEvent& event = events_[written_];
    const bool more = written_ + 1 < events_.size();
    const bool sent = more     ? stream_->WriteBuffered(event)
                      : final_ ? stream_->WriteLast(event)
                               : stream_->Write(event);
    if (!sent) return false;
  }
  return true;
}

void AttemptReporter::StartClock() {
  absl::MutexLock lock(&mu_);
  last_write_ = clock_->Now();
}

bool AttemptReporter::AddGeneration(const v1::GenerationEvent& event) {
  absl::MutexLock lock(&mu_);
  if (final_) return true;
  v1::ReportEvent report;
  report.set_attempt_key(attempt_key_);
  report.set_epoch(epoch_);
  report.set_seq(events_.size());
  *report.mutable_generation() = event;
  events_.push_back(std::move(report));
  last_generation_ = event.generation();
  // A checkpoint past this generation is not where these events lead (a run that did not resume
  // from the lease's checkpoint): a release must not carry it.
  if (checkpoint_ != nullptr && event.generation() < checkpoint_generation_) checkpoint_ = nullptr;
  if (clock_->Now() - last_write_ < live_interval_) return true;  // Sent with a later write.
  if (WriteUnsent()) return true;
  absl::StatusOr<v1::ReportAck> ack = stream_->Finish();
  stream_.reset();
  return ack.ok() || IsTransient(ack.status());
}

AttemptReporter::Delivery AttemptReporter::Finish(v1::ReportEvent final_event) {
  if (!Start(std::move(final_event))) return Delivery::kAlreadyFinal;
  return Complete();
}

void AttemptReporter::ResumedFrom(uint32_t generation) {
  absl::MutexLock lock(&mu_);
  resume_generation_ = generation;
}

void AttemptReporter::SetCheckpoint(uint32_t generation, CheckpointEncoder encode) {
  absl::MutexLock lock(&mu_);
  if (final_) return;
  if (encode == nullptr) {
    checkpoint_ = nullptr;
    resume_generation_ = -1;
    return;
  }
  const bool fits =
      last_generation_ >= 0 ? generation == last_generation_ + 1 : generation == resume_generation_;
  if (!fits) return;
  checkpoint_generation_ = generation;
  checkpoint_ = std::move(encode);
}

bool AttemptReporter::AppendFinalLocked(v1::ReportEvent final_event) {
  if (final_) return false;
  final_ = true;
  if (final_event.has_released() && checkpoint_ != nullptr) {
    std::string bytes = checkpoint_();
    if (bytes.size() > kMaxCheckpointBytes) {
      logging::Warning(absl::StrCat("attempt ", attempt_key_, ": its checkpoint at generation ",
                                    checkpoint_generation_, " takes ", bytes.size(),
                                    " bytes, more than ", kMaxCheckpointBytes,
                                    "; released without it (the attempt restarts from scratch)"));
    } else if (!bytes.empty()) {
      final_event.mutable_checkpoint()->set_generation(checkpoint_generation_);
      final_event.mutable_checkpoint()->set_data(std::move(bytes));
    }
  }
  checkpoint_ = nullptr;
  final_event.set_attempt_key(attempt_key_);
  final_event.set_epoch(epoch_);
  final_event.set_seq(events_.size());
  events_.push_back(std::move(final_event));
  return true;
}

bool AttemptReporter::Start(v1::ReportEvent final_event) {
  absl::MutexLock lock(&mu_);
  if (!AppendFinalLocked(std::move(final_event))) return false;
  WriteUnsent();  // A failed write shows in Complete's status.
  return true;
}

AttemptReporter::BatchStart AttemptReporter::StartBatched(v1::ReportEvent final_event,
                                                          size_t max_bytes,
                                                          v1::ReportBatchEntry* entry) {
  absl::MutexLock lock(&mu_);
  if (!AppendFinalLocked(std::move(final_event))) return BatchStart::kAlreadyFinal;
  size_t bytes = 0;
  for (const v1::ReportEvent& event : events_) bytes += event.ByteSizeLong();
  if (stream_ != nullptr || bytes > max_bytes) {
    WriteUnsent();  // A failed write shows in Complete's status.
    return BatchStart::kStream;
  }
  entry->mutable_events()->Assign(events_.begin(), events_.end());
  return BatchStart::kBatched;
}

void AttemptReporter::SendOnStream() {
  absl::MutexLock lock(&mu_);
  if (stream_ == nullptr) WriteUnsent();  // A failed write shows in Complete's status.
}

AttemptReporter::Delivery AttemptReporter::Complete() {
  absl::MutexLock lock(&mu_);
  absl::Duration backoff = absl::Milliseconds(100);
  while (true) {
    if (stream_ == nullptr) WriteUnsent();  // A retry: everything again on a new stream.
    absl::StatusOr<v1::ReportAck> ack = stream_->Finish();
    stream_.reset();
    if (ack.ok()) {
      if (ack->cancelled()) return Delivery::kCancelled;
      if (ack->acked_seq() + 1 >= events_.size()) return Delivery::kAcked;
      // Not everything durable (should not happen on OK): send again.
    } else if (!IsTransient(ack.status())) {
      return Delivery::kRefused;
    }
    if (give_up_ && give_up_()) return Delivery::kGaveUp;
    clock_->SleepFor(backoff);
    backoff = std::min(backoff * 2, absl::Seconds(2));
  }
}

}  // namespace aprgrid::worker
