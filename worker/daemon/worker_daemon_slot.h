// WorkerDaemon::Slot: one leased attempt as the daemon's threads see it, from Accept to its last
// report. Internal to worker_daemon.cc and worker_daemon_slots.cc; nothing else includes it.
//
// Thread-safety: the fields marked below are guarded by the daemon's mu_ (a comment, not an
// annotation: the analysis cannot name another object's mutex from here).
#ifndef APRGRID_WORKER_DAEMON_WORKER_DAEMON_SLOT_H_
#define APRGRID_WORKER_DAEMON_WORKER_DAEMON_SLOT_H_

#include <memory>

#include "absl/status/statusor.h"
#include "absl/time/time.h"
#include "worker/daemon/attempt_reporter.h"
#include "worker/daemon/worker_daemon.h"

namespace aprgrid::worker {

struct WorkerDaemon::Slot {
  v1::Task task;
  StopFlag stop;
  std::unique_ptr<AttemptReporter> reporter;
  // Guarded by the daemon's mu_: false while leased ahead; true once a slot thread took it.
  bool started = false;
  // Guarded by the daemon's mu_: the runner returned and `outcome` waits for a reporter thread.
  bool computed = false;
  // Written by the slot thread before `computed` is set, read by a reporter thread after.
  absl::StatusOr<v1::ReportEvent> outcome = absl::InternalError("the runner did not run");
  absl::Time computed_at;
};

}  // namespace aprgrid::worker

#endif  // APRGRID_WORKER_DAEMON_WORKER_DAEMON_SLOT_H_
