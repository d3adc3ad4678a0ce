#include "cli/completion_rate.h"

#include <cmath>

namespace aprgrid::cli {

void CompletionRate::Observe(uint64_t finished, absl::Time now) {
  if (!started_) {
    started_ = true;
    last_ = now;
    last_finished_ = finished;
    return;
  }
  const double elapsed = std::max(0.0, absl::ToDoubleSeconds(now - last_));
  const double completed = finished > last_finished_ ? double(finished - last_finished_) : 0.0;
  const double decay = std::exp(-elapsed / time_constant_s_);
  weighted_completions_ = weighted_completions_ * decay + completed;
  weighted_seconds_ = weighted_seconds_ * decay + elapsed;
  last_ = now;
  last_finished_ = std::max(last_finished_, finished);
}

double CompletionRate::PerSecond() const {
  return weighted_seconds_ > 0 ? weighted_completions_ / weighted_seconds_ : 0.0;
}

std::optional<double> CompletionRate::EtaSeconds(uint64_t remaining) const {
  if (remaining == 0) return 0.0;
  const double rate = PerSecond();
  if (rate <= 0) return std::nullopt;
  return remaining / rate;
}

}  // namespace aprgrid::cli
