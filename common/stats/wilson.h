// The Wilson score interval for a binomial proportion (Wilson 1927): the interval of p for which
// the normal test of successes/trials against p does not reject at the given z. Unlike the Wald
// interval it stays inside [0, 1] and is sensible for 0 or n successes and small n.
// Pure function, thread-safe.
#ifndef APRGRID_COMMON_STATS_WILSON_H_
#define APRGRID_COMMON_STATS_WILSON_H_

#include <cstdint>
#include <optional>

#include "common/stats/distributions.h"

namespace aprgrid::stats {

struct Interval {
  double low = 0;
  double high = 0;
};

// The interval for `successes` of `trials`; nullopt when trials is 0 (no estimate, so no
// interval). REQUIRES: 0 <= successes <= trials.
std::optional<Interval> WilsonInterval(int64_t successes, int64_t trials, double z = kZ95);

}  // namespace aprgrid::stats

#endif  // APRGRID_COMMON_STATS_WILSON_H_
