// DeliverReportBatch: the final events of several computed attempts in one ReportBatch call
// (docs/protocol.md), so that the coordinator reads one request and commits one transaction for
// them all rather than one Report stream and (nearly) one commit per attempt: the largest part
// of the service's cost per short attempt (docs/performance.md, "Service overhead").
//
// Retries are those of AttemptReporter::Complete: a transient failure of the call, or of one
// entry, sends the entries not yet acknowledged again after a backoff (100 ms doubling to 2 s);
// the coordinator ignores what it already holds, so an entry is recorded once however often it
// is sent. An entry refused for good is not retried; an entry whose reporter gives up is dropped
// from the next retry.
//
// Thread-safety: a plain function; the reporters are used as their contract allows.
#ifndef APRGRID_WORKER_DAEMON_REPORT_BATCH_H_
#define APRGRID_WORKER_DAEMON_REPORT_BATCH_H_

#include <functional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "aprgrid/v1/coordinator.pb.h"
#include "worker/daemon/attempt_reporter.h"
#include "worker/daemon/clock.h"
#include "worker/daemon/coordinator_link.h"

namespace aprgrid::worker {

// Delivers `entries[i]`, the events of `reporters[i]` as AttemptReporter::StartBatched returned
// them, and returns one delivery per reporter. If the coordinator answers UNIMPLEMENTED (it is
// older than ReportBatch), sets `*unsupported` and sends the entries not yet acknowledged on
// Report streams instead (their deliveries are then those of AttemptReporter::Complete).
// REQUIRES: reporters.size() == entries.size(), 1..1024 entries, together well under the
// coordinator's 4 MiB request limit; each reporter returned kBatched for its entry. The backoff
// is timed by `clock`.
//
// With `lease` (docs/protocol.md, "Leases on the ReportBatch reply"), the first call also asks
// for it, and `on_lease` runs exactly once, after that call and before the acknowledgements are
// looked at, with the reply's leases; with UNIMPLEMENTED if the coordinator answered without
// them (it is older than the field) or does not know ReportBatch; or with the call's error.
// Retries never ask again: the caller leases by Lease instead.
std::vector<AttemptReporter::Delivery> DeliverReportBatch(
    CoordinatorLink* link, const std::string& worker_id,
    const std::vector<AttemptReporter*>& reporters,
    const std::vector<v1::ReportBatchEntry>& entries, bool* unsupported,
    Clock* clock = Clock::Real(), const v1::LeaseRequest* lease = nullptr,
    const std::function<void(absl::StatusOr<v1::LeaseResponse>)>& on_lease = nullptr);

}  // namespace aprgrid::worker

#endif  // APRGRID_WORKER_DAEMON_REPORT_BATCH_H_
