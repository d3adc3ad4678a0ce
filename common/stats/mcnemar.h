// The exact McNemar test of paired binary outcomes: of the discordant pairs, `b` have only the
// first outcome and `c` only the second; under the null each discordant pair is either with
// probability 1/2, so the p-value is the two-sided binomial tail
//   min(1, 2 * P(Binomial(b + c, 1/2) <= min(b, c))),
// 1 when b == c (including no discordant pairs). Equals scipy.stats.binomtest(b, b + c, 0.5).
// Pure function, thread-safe.
#ifndef APRGRID_COMMON_STATS_MCNEMAR_H_
#define APRGRID_COMMON_STATS_MCNEMAR_H_

#include <cstdint>

namespace aprgrid::stats {

// REQUIRES: b, c >= 0.
double ExactMcNemarP(int64_t b, int64_t c);

}  // namespace aprgrid::stats

#endif  // APRGRID_COMMON_STATS_MCNEMAR_H_
