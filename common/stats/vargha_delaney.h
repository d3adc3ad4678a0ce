// The Vargha–Delaney A12 effect size: the probability that a value drawn from `x` is larger than
// one drawn from `y`, ties counting one half,
//   A12 = (#{(i, j): x_i > y_j} + 0.5 #{(i, j): x_i == y_j}) / (|x| |y|).
// 0.5 is no effect; Vargha and Delaney call |A12 - 0.5| >= 0.06, 0.14, 0.21 small, medium, large.
// Equals scipy.stats.mannwhitneyu(x, y).statistic / (|x| |y|). O((m + n) log(m + n)).
// Pure function, thread-safe.
#ifndef APRGRID_COMMON_STATS_VARGHA_DELANEY_H_
#define APRGRID_COMMON_STATS_VARGHA_DELANEY_H_

#include <optional>
#include <span>

namespace aprgrid::stats {

// nullopt when either sample is empty.
std::optional<double> VarghaDelaneyA12(std::span<const double> x, std::span<const double> y);

}  // namespace aprgrid::stats

#endif  // APRGRID_COMMON_STATS_VARGHA_DELANEY_H_
