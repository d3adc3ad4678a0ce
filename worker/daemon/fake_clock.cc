#include "worker/daemon/fake_clock.h"

#include <vector>

#include "absl/time/clock.h"

namespace aprgrid::worker {

FakeClock::FakeClock(absl::Time start) : now_ns_(absl::ToUnixNanos(start)) {}

absl::Time FakeClock::Now() { return absl::FromUnixNanos(now_ns_.load()); }

bool FakeClock::Reached(absl::Time deadline) const {
  return absl::FromUnixNanos(now_ns_.load()) >= deadline;
}

int64_t FakeClock::Register(absl::Time deadline, absl::Mutex* mu) {
  absl::MutexLock lock(&mu_);
  waiters_[next_id_] = Waiter{deadline, mu};
  return next_id_++;
}

void FakeClock::Unregister(int64_t id) {
  absl::MutexLock lock(&mu_);
  waiters_.erase(id);
}

bool FakeClock::AwaitWithDeadline(absl::Mutex& mu, const absl::Condition& condition,
                                  absl::Time deadline) {
  if (deadline == absl::InfiniteFuture()) {
    mu.Await(condition);
    return true;
  }
  struct Arg {
    const absl::Condition* condition;
    const FakeClock* clock;
    absl::Time deadline;
  } arg{&condition, this, deadline};
  const int64_t id = Register(deadline, &mu);
  mu.Await(absl::Condition(
      +[](Arg* a) { return a->condition->Eval() || a->clock->Reached(a->deadline); }, &arg));
  Unregister(id);
  return condition.Eval();
}

void FakeClock::SleepFor(absl::Duration d) {
  if (sleep_advances_) {
    Advance(d);
    return;
  }
  const absl::Time until = Now() + d;
  const int64_t id = Register(until, nullptr);
  {
    absl::MutexLock lock(&mu_);
    struct Arg {
      const FakeClock* clock;
      absl::Time until;
    } arg{this, until};
    mu_.Await(absl::Condition(
        +[](Arg* a) { return a->clock->Reached(a->until); }, &arg));
  }
  Unregister(id);
}

void FakeClock::SetNow(absl::Time now) {
  std::vector<absl::Mutex*> others;
  {
    absl::MutexLock lock(&mu_);  // Its release wakes the SleepFor waits.
    now_ns_.store(absl::ToUnixNanos(now));
    for (const auto& [id, waiter] : waiters_) {
      if (waiter.mu != nullptr) others.push_back(waiter.mu);
    }
  }
  // A mutex re-evaluates its waiters' conditions when it is released.
  for (absl::Mutex* mu : others) {
    mu->Lock();
    mu->Unlock();
  }
}

void FakeClock::Advance(absl::Duration d) { SetNow(Now() + d); }

bool FakeClock::AdvanceToNextDeadline(absl::Duration real_timeout) {
  absl::Time next;
  {
    absl::MutexLock lock(&mu_);
    auto has_future = [this]() ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_) {
      for (const auto& [id, waiter] : waiters_) {
        if (!Reached(waiter.deadline)) return true;
      }
      return false;
    };
    if (!mu_.AwaitWithTimeout(absl::Condition(&has_future), real_timeout)) return false;
    next = absl::InfiniteFuture();
    for (const auto& [id, waiter] : waiters_) {
      if (!Reached(waiter.deadline) && waiter.deadline < next) next = waiter.deadline;
    }
  }
  SetNow(next);
  return true;
}

bool FakeClock::RunUntil(const std::function<bool()>& done, absl::Duration real_timeout) {
  const absl::Time give_up = absl::Now() + real_timeout;
  while (!done()) {
    if (absl::Now() >= give_up) return false;
    AdvanceToNextDeadline(absl::Milliseconds(20));
  }
  return true;
}

}  // namespace aprgrid::worker
