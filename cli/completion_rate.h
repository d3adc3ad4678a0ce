// The completion rate behind the progress line's attempts per second and ETA: an exponentially
// weighted rate over completions. Each observation adds the attempts finished since the last
// one and the time elapsed; both sums decay by exp(-elapsed / time constant), and the rate is
// their ratio. Recent intervals dominate, bursts are smoothed, and the first interval alone
// already gives its own rate (no warm-up bias towards 0). The coordinator's own figure
// (completions in the last 60 s divided by 60) is far too low in a campaign's first minute: a
// smoke run showed an ETA of 11:24 and finished in 11 s. Not thread-safe.
#ifndef APRGRID_CLI_COMPLETION_RATE_H_
#define APRGRID_CLI_COMPLETION_RATE_H_

#include <cstdint>
#include <optional>

#include "absl/time/time.h"

namespace aprgrid::cli {

class CompletionRate {
 public:
  explicit CompletionRate(absl::Duration time_constant = absl::Seconds(20))
      : time_constant_s_(absl::ToDoubleSeconds(time_constant)) {}

  // `finished` is the campaign's finished count (done + failed + cancelled) at `now`. The first
  // call only sets the starting point (a resumed campaign's earlier completions are not a rate).
  void Observe(uint64_t finished, absl::Time now);

  // Attempts per second; 0 until time has passed since the first observation.
  double PerSecond() const;

  // Seconds to finish `remaining` attempts at this rate; nullopt when the rate is 0.
  std::optional<double> EtaSeconds(uint64_t remaining) const;

 private:
  double time_constant_s_;
  bool started_ = false;
  absl::Time last_;
  uint64_t last_finished_ = 0;
  double weighted_completions_ = 0;
  double weighted_seconds_ = 0;
};

}  // namespace aprgrid::cli

#endif  // APRGRID_CLI_COMPLETION_RATE_H_
