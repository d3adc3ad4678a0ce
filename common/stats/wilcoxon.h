// The Wilcoxon signed-rank test of paired samples, two-sided, for "x - y is symmetric about 0".
//
// Method (the same as scipy.stats.wilcoxon(x, y, zero_method="wilcox", correction=True) with
// method="exact" or "approx" chosen by the rule below; tests/report compares the two):
//   - zero differences are dropped (Wilcoxon's original treatment), n counts the rest;
//   - the absolute differences are ranked, ties getting their average rank;
//   - exact: when no difference was zero, no two absolute differences tie and n <= 50, the p-value
//     is the exact two-sided tail of the signed-rank sum's null distribution (2 x the smaller
//     tail, 1 at the centre);
//   - otherwise the normal approximation: mean n(n+1)/4, variance n(n+1)(2n+1)/24 minus
//     sum(t^3 - t)/48 over groups of t tied ranks, and a continuity correction of 0.5 towards the
//     mean.
// When every difference is zero (or there are none) the test has nothing to say: p = 1.
// Pure function, thread-safe.
#ifndef APRGRID_COMMON_STATS_WILCOXON_H_
#define APRGRID_COMMON_STATS_WILCOXON_H_

#include <span>

namespace aprgrid::stats {

struct WilcoxonResult {
  double statistic = 0;  // min(R+, R-), the rank sums of positive and negative differences.
  double p_value = 1;
  int n = 0;           // Non-zero differences.
  bool exact = false;  // Which method gave p_value.
};

// REQUIRES: x.size() == y.size().
WilcoxonResult WilcoxonSignedRank(std::span<const double> x, std::span<const double> y);

}  // namespace aprgrid::stats

#endif  // APRGRID_COMMON_STATS_WILCOXON_H_
