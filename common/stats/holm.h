// Holm–Bonferroni adjustment of m p-values (Holm 1979): with p sorted ascending,
//   adjusted_(k) = max over j <= k of min(1, (m - j + 1) p_(j)),
// returned in the input's order. Rejecting where adjusted < alpha controls the family-wise error
// rate at alpha. Pure function, thread-safe.
#ifndef APRGRID_COMMON_STATS_HOLM_H_
#define APRGRID_COMMON_STATS_HOLM_H_

#include <span>
#include <vector>

namespace aprgrid::stats {

std::vector<double> HolmAdjust(std::span<const double> p_values);

}  // namespace aprgrid::stats

#endif  // APRGRID_COMMON_STATS_HOLM_H_
