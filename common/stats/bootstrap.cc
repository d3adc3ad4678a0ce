#include "common/stats/bootstrap.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "common/random.h"

namespace aprgrid::stats {

double Quantile(std::span<const double> sorted, double q) {
  const double h = q * static_cast<double>(sorted.size() - 1);
  const size_t lower = static_cast<size_t>(std::floor(h));
  const size_t upper = std::min(lower + 1, sorted.size() - 1);
  return sorted[lower] + (h - static_cast<double>(lower)) * (sorted[upper] - sorted[lower]);
}

std::optional<Interval> BootstrapMeanInterval(std::span<const double> values, int resamples,
                                              uint64_t seed, double level) {
  if (values.empty()) return std::nullopt;
  Rng rng(seed);
  const uint64_t n = values.size();
  std::vector<double> means(resamples);
  for (int r = 0; r < resamples; ++r) {
    double sum = 0;
    for (uint64_t i = 0; i < n; ++i) sum += values[rng.Below(n)];
    means[r] = sum / static_cast<double>(n);
  }
  std::sort(means.begin(), means.end());
  return Interval{Quantile(means, (1 - level) / 2), Quantile(means, (1 + level) / 2)};
}

}  // namespace aprgrid::stats
