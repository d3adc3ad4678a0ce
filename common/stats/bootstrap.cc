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

std::optional<Interval> BootstrapRatioInterval(std::span<const double> numerators,
                                               std::span<const double> denominators, int resamples,
                                               uint64_t seed, double level) {
  if (numerators.empty()) return std::nullopt;
  Rng rng(seed);
  const uint64_t n = numerators.size();
  std::vector<double> ratios;
  ratios.reserve(resamples);
  for (int r = 0; r < resamples; ++r) {
    double top = 0, bottom = 0;
    for (uint64_t i = 0; i < n; ++i) {
      const uint64_t pick = rng.Below(n);
      top += numerators[pick];
      bottom += denominators[pick];
    }
    if (bottom > 0) ratios.push_back(top / bottom);
  }
  if (ratios.empty()) return std::nullopt;
  std::sort(ratios.begin(), ratios.end());
  return Interval{Quantile(ratios, (1 - level) / 2), Quantile(ratios, (1 + level) / 2)};
}

std::optional<Interval> BootstrapMeanInterval(std::span<const double> values, int resamples,
                                              uint64_t seed, double level) {
  const std::vector<double> ones(values.size(), 1.0);
  return BootstrapRatioInterval(values, ones, resamples, seed, level);
}

}  // namespace aprgrid::stats
