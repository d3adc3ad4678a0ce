// Survival analysis of "variants until the first patch": the Kaplan–Meier estimate of the
// survival function and the two-sample log-rank test. A run that ends without a patch is right-
// censored at the variants it evaluated. At a time with both events and censorings, the censored
// observations count as still at risk (the usual convention). Pure functions, thread-safe.
#ifndef APRGRID_COMMON_STATS_SURVIVAL_H_
#define APRGRID_COMMON_STATS_SURVIVAL_H_

#include <span>
#include <vector>

namespace aprgrid::stats {

struct SurvivalObservation {
  double time = 0;
  bool event = false;  // False: censored at `time`.
};

// S(t) just after each distinct event time t: S(t) = prod over event times s <= t of
// (1 - events(s) / at_risk(s)).
struct KaplanMeierStep {
  double time = 0;
  double survival = 1;
  int at_risk = 0;
  int events = 0;
};

// One step per distinct event time, ascending; empty when there are no events.
std::vector<KaplanMeierStep> KaplanMeier(std::span<const SurvivalObservation> observations);

struct LogRankResult {
  double statistic = 0;  // (O_a - E_a)^2 / V, chi-square with one degree of freedom.
  double p_value = 1;    // 1 when there is no event or no variance.
};

// Mantel's log-rank test of equal hazards in `a` and `b`: at each distinct event time with n at
// risk (n_a in a), d events (d_a in a), E_a += d n_a / n and V += d (n_a / n)(1 - n_a / n)(n - d) /
// (n - 1).
LogRankResult LogRank(std::span<const SurvivalObservation> a,
                      std::span<const SurvivalObservation> b);

}  // namespace aprgrid::stats

#endif  // APRGRID_COMMON_STATS_SURVIVAL_H_
