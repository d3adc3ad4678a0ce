#include "common/stats/distributions.h"

#include <cmath>

namespace aprgrid::stats {

double NormalSf(double z) { return 0.5 * std::erfc(z / std::sqrt(2.0)); }

double ChiSquare1Sf(double x) {
  if (x <= 0) return 1.0;
  // X = Z^2, so P(X > x) = P(|Z| > sqrt(x)) = erfc(sqrt(x / 2)).
  return std::erfc(std::sqrt(x / 2.0));
}

}  // namespace aprgrid::stats
