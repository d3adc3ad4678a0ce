#include "common/stats/wilson.h"

#include <algorithm>
#include <cmath>

namespace aprgrid::stats {

std::optional<Interval> WilsonInterval(int64_t successes, int64_t trials, double z) {
  if (trials <= 0) return std::nullopt;
  const double n = static_cast<double>(trials);
  const double p = static_cast<double>(successes) / n;
  const double z2 = z * z;
  const double denominator = 1 + z2 / n;
  const double center = (p + z2 / (2 * n)) / denominator;
  const double half = z / denominator * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
  // At 0 or n successes one end is exactly 0 or 1; say so rather than leave a rounding error.
  return Interval{successes == 0 ? 0.0 : std::max(0.0, center - half),
                  successes == trials ? 1.0 : std::min(1.0, center + half)};
}

}  // namespace aprgrid::stats
