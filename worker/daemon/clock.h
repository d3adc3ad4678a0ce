// Clock: the time source of the worker daemon and its reporters, so that tests can drive their
// timers (backoffs, heartbeats, batching delays, retry windows) with a FakeClock
// (fake_clock.h) instead of sleeping. Clock::Real() is absl::Now and the mutex's own timed waits.
//
// Thread-safety: every method may be called from any thread.
#ifndef APRGRID_WORKER_DAEMON_CLOCK_H_
#define APRGRID_WORKER_DAEMON_CLOCK_H_

#include "absl/synchronization/mutex.h"
#include "absl/time/time.h"

namespace aprgrid::worker {

class Clock {
 public:
  virtual ~Clock() = default;

  virtual absl::Time Now() = 0;

  // Waits until `condition` holds or this clock reaches `deadline`; returns whether it holds.
  // REQUIRES: the caller holds `mu`, which guards what `condition` reads.
  virtual bool AwaitWithDeadline(absl::Mutex& mu, const absl::Condition& condition,
                                 absl::Time deadline) = 0;

  // Returns once this clock has advanced by `d`.
  virtual void SleepFor(absl::Duration d) = 0;

  // The system's clock. Never null; lives forever.
  static Clock* Real();
};

}  // namespace aprgrid::worker

#endif  // APRGRID_WORKER_DAEMON_CLOCK_H_
