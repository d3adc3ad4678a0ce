// FakeClock: a Clock for tests that moves only when told to. Timed waits (AwaitWithDeadline,
// SleepFor) end when the test advances the clock past their deadline, or, for AwaitWithDeadline,
// when their condition holds; nothing depends on how long the test takes in real time.
//
// RunUntil is the usual way to drive code under test: it repeatedly advances the clock to the
// earliest deadline someone waits for, until a predicate holds, so a daemon's backoffs and
// heartbeats happen in order and at once.
//
// Thread-safety: every method may be called from any thread. REQUIRES: every mutex passed to
// AwaitWithDeadline outlives the waits on it and the Advance calls made during them.
#ifndef APRGRID_WORKER_DAEMON_FAKE_CLOCK_H_
#define APRGRID_WORKER_DAEMON_FAKE_CLOCK_H_

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>

#include "absl/synchronization/mutex.h"
#include "absl/time/time.h"
#include "worker/daemon/clock.h"

namespace aprgrid::worker {

class FakeClock : public Clock {
 public:
  explicit FakeClock(absl::Time start = absl::FromUnixSeconds(1700000000));

  absl::Time Now() override;
  bool AwaitWithDeadline(absl::Mutex& mu, const absl::Condition& condition,
                         absl::Time deadline) override;
  void SleepFor(absl::Duration d) override;

  void Advance(absl::Duration d);

  // When set, SleepFor advances the clock by its duration itself and returns at once: for code
  // under test that sleeps on the test's own thread.
  void set_sleep_advances(bool on) { sleep_advances_ = on; }

  // Waits (in real time, up to `real_timeout`) until something waits for a deadline after Now(),
  // then advances the clock to the earliest such deadline. False if nothing waited in time.
  bool AdvanceToNextDeadline(absl::Duration real_timeout);

  // Advances to one deadline after another until `done` returns true; false if it is still
  // false after `real_timeout` of real time.
  bool RunUntil(const std::function<bool()>& done, absl::Duration real_timeout = absl::Seconds(20));

 private:
  struct Waiter {
    absl::Time deadline;
    absl::Mutex* mu;  // Null for SleepFor (it waits on mu_).
  };
  int64_t Register(absl::Time deadline, absl::Mutex* mu);
  void Unregister(int64_t id);
  // Sets the time and wakes every waiter to look at it.
  void SetNow(absl::Time now);
  bool Reached(absl::Time deadline) const;

  std::atomic<int64_t> now_ns_;
  std::atomic<bool> sleep_advances_{false};  // Read inside other mutexes' conditions: no lock.
  absl::Mutex mu_;
  int64_t next_id_ ABSL_GUARDED_BY(mu_) = 0;
  std::map<int64_t, Waiter> waiters_ ABSL_GUARDED_BY(mu_);
};

}  // namespace aprgrid::worker

#endif  // APRGRID_WORKER_DAEMON_FAKE_CLOCK_H_
