#include "common/stats/mcnemar.h"

#include <algorithm>
#include <cmath>

namespace aprgrid::stats {

double ExactMcNemarP(int64_t b, int64_t c) {
  const int64_t n = b + c;
  if (b == c) return 1.0;
  const int64_t k = std::min(b, c);
  // Sum the binomial pmf in log space: n can be large enough for C(n, i) to overflow a double.
  const double log_half_n = n * std::log(0.5);
  double tail = 0;
  for (int64_t i = 0; i <= k; ++i) {
    const double log_choose =
        std::lgamma(n + 1.0) - std::lgamma(i + 1.0) - std::lgamma(n - i + 1.0);
    tail += std::exp(log_choose + log_half_n);
  }
  return std::min(1.0, 2 * tail);
}

}  // namespace aprgrid::stats
