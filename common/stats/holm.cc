#include "common/stats/holm.h"

#include <algorithm>
#include <numeric>

namespace aprgrid::stats {

std::vector<double> HolmAdjust(std::span<const double> p_values) {
  const size_t m = p_values.size();
  std::vector<size_t> order(m);
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return p_values[a] < p_values[b]; });
  std::vector<double> adjusted(m);
  double running = 0;
  for (size_t k = 0; k < m; ++k) {
    running = std::max(running, std::min(1.0, static_cast<double>(m - k) * p_values[order[k]]));
    adjusted[order[k]] = running;
  }
  return adjusted;
}

}  // namespace aprgrid::stats
