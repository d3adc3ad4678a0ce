#include "common/stats/vargha_delaney.h"

#include <algorithm>
#include <vector>

namespace aprgrid::stats {

std::optional<double> VarghaDelaneyA12(std::span<const double> x, std::span<const double> y) {
  if (x.empty() || y.empty()) return std::nullopt;
  std::vector<double> sorted_y(y.begin(), y.end());
  std::sort(sorted_y.begin(), sorted_y.end());
  double wins = 0;
  for (double v : x) {
    const auto lower = std::lower_bound(sorted_y.begin(), sorted_y.end(), v);
    const auto upper = std::upper_bound(lower, sorted_y.end(), v);
    wins +=
        static_cast<double>(lower - sorted_y.begin()) + 0.5 * static_cast<double>(upper - lower);
  }
  return wins / (static_cast<double>(x.size()) * static_cast<double>(y.size()));
}

}  // namespace aprgrid::stats
