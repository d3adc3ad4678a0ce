#include "worker/daemon/report_batch.h"

#include <algorithm>
#include <optional>

#include "absl/status/status.h"

namespace aprgrid::worker {
namespace {

using Delivery = AttemptReporter::Delivery;

// What an entry's acknowledgement means for its attempt; none: send it again.
std::optional<Delivery> DeliveryOf(const v1::ReportEntryAck& ack,
                                   const v1::ReportBatchEntry& entry) {
  const absl::Status status(static_cast<absl::StatusCode>(ack.code()), ack.message());
  if (!status.ok()) {
    if (IsTransient(status)) return std::nullopt;
    return Delivery::kRefused;
  }
  if (ack.cancelled()) return Delivery::kCancelled;
  // Not everything durable should not happen on OK; sending again costs nothing wrong.
  if (ack.acked_seq() + 1 >= static_cast<uint64_t>(entry.events_size())) return Delivery::kAcked;
  return std::nullopt;
}

}  // namespace

std::vector<Delivery> DeliverReportBatch(
    CoordinatorLink* link, const std::string& worker_id,
    const std::vector<AttemptReporter*>& reporters,
    const std::vector<v1::ReportBatchEntry>& entries, bool* unsupported, Clock* clock,
    const v1::LeaseRequest* lease,
    const std::function<void(absl::StatusOr<v1::LeaseResponse>)>& on_lease) {
  std::vector<Delivery> deliveries(reporters.size(), Delivery::kGaveUp);
  std::vector<size_t> pending(reporters.size());
  for (size_t i = 0; i < pending.size(); ++i) pending[i] = i;
  absl::Duration backoff = absl::Milliseconds(100);
  while (true) {
    v1::ReportBatchRequest request;
    request.set_worker_id(worker_id);
    for (size_t i : pending) *request.add_entries() = entries[i];
    if (lease != nullptr) *request.mutable_lease() = *lease;
    absl::StatusOr<v1::ReportBatchResponse> response = link->ReportBatch(request);
    if (lease != nullptr) {
      lease = nullptr;  // Asked once only.
      if (!response.ok()) {
        on_lease(response.status());
      } else if (!response->has_lease()) {
        on_lease(absl::UnimplementedError("the coordinator does not lease on ReportBatch replies"));
      } else {
        on_lease(std::move(*response->mutable_lease()));
      }
    }
    if (absl::IsUnimplemented(response.status())) {
      *unsupported = true;
      // All written before any acknowledgement is awaited, as the streams of a batch always were.
      for (size_t i : pending) reporters[i]->SendOnStream();
      for (size_t i : pending) deliveries[i] = reporters[i]->Complete();
      return deliveries;
    }
    if (response.ok() && response->acks_size() != static_cast<int>(pending.size())) {
      response = absl::InternalError("ReportBatch answered with a wrong number of acks");
    }
    if (!response.ok() && !IsTransient(response.status())) {
      // Unauthenticated, malformed: a Report stream would have been refused the same way.
      for (size_t i : pending) deliveries[i] = Delivery::kRefused;
      return deliveries;
    }
    std::vector<size_t> again;
    for (size_t k = 0; k < pending.size(); ++k) {
      const size_t i = pending[k];
      std::optional<Delivery> delivery;
      if (response.ok()) delivery = DeliveryOf(response->acks(static_cast<int>(k)), entries[i]);
      if (delivery) {
        deliveries[i] = *delivery;
      } else if (!reporters[i]->GivingUp()) {
        again.push_back(i);  // Stays kGaveUp if its reporter gives up.
      }
    }
    if (again.empty()) return deliveries;
    pending = std::move(again);
    clock->SleepFor(backoff);
    backoff = std::min(backoff * 2, absl::Seconds(2));
  }
}

}  // namespace aprgrid::worker
