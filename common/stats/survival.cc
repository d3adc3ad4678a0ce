#include "common/stats/survival.h"

#include <algorithm>

#include "common/stats/distributions.h"

namespace aprgrid::stats {
namespace {

struct Tagged {
  double time;
  bool event;
  int group;
};

std::vector<Tagged> Sorted(std::span<const SurvivalObservation> a,
                           std::span<const SurvivalObservation> b) {
  std::vector<Tagged> all;
  all.reserve(a.size() + b.size());
  for (const auto& o : a) all.push_back({o.time, o.event, 0});
  for (const auto& o : b) all.push_back({o.time, o.event, 1});
  std::sort(all.begin(), all.end(),
            [](const Tagged& x, const Tagged& y) { return x.time < y.time; });
  return all;
}

}  // namespace

std::vector<KaplanMeierStep> KaplanMeier(std::span<const SurvivalObservation> observations) {
  std::vector<Tagged> all = Sorted(observations, {});
  std::vector<KaplanMeierStep> steps;
  double survival = 1;
  int at_risk = static_cast<int>(all.size());
  for (size_t i = 0; i < all.size();) {
    size_t j = i;
    int events = 0;
    while (j < all.size() && all[j].time == all[i].time) events += all[j++].event ? 1 : 0;
    if (events > 0) {
      survival *= 1.0 - static_cast<double>(events) / at_risk;
      steps.push_back({all[i].time, survival, at_risk, events});
    }
    at_risk -= static_cast<int>(j - i);
    i = j;
  }
  return steps;
}

LogRankResult LogRank(std::span<const SurvivalObservation> a,
                      std::span<const SurvivalObservation> b) {
  std::vector<Tagged> all = Sorted(a, b);
  double n = static_cast<double>(all.size());
  double n_a = static_cast<double>(a.size());
  double observed_minus_expected = 0, variance = 0;
  for (size_t i = 0; i < all.size();) {
    size_t j = i;
    double d = 0, d_a = 0, leaving = 0, leaving_a = 0;
    for (; j < all.size() && all[j].time == all[i].time; ++j) {
      leaving += 1;
      if (all[j].group == 0) leaving_a += 1;
      if (all[j].event) {
        d += 1;
        if (all[j].group == 0) d_a += 1;
      }
    }
    if (d > 0) {
      const double share = n_a / n;
      observed_minus_expected += d_a - d * share;
      if (n > 1) variance += d * share * (1 - share) * (n - d) / (n - 1);
    }
    n -= leaving;
    n_a -= leaving_a;
    i = j;
  }
  LogRankResult result;
  if (variance <= 0) return result;
  result.statistic = observed_minus_expected * observed_minus_expected / variance;
  result.p_value = ChiSquare1Sf(result.statistic);
  return result;
}

}  // namespace aprgrid::stats
