#include "worker/daemon/clock.h"

#include "absl/time/clock.h"

namespace aprgrid::worker {
namespace {

class RealClock : public Clock {
 public:
  absl::Time Now() override { return absl::Now(); }
  bool AwaitWithDeadline(absl::Mutex& mu, const absl::Condition& condition,
                         absl::Time deadline) override {
    return mu.AwaitWithDeadline(condition, deadline);
  }
  void SleepFor(absl::Duration d) override { absl::SleepFor(d); }
};

}  // namespace

Clock* Clock::Real() {
  static RealClock* const clock = new RealClock();
  return clock;
}

}  // namespace aprgrid::worker
