#include "common/stats/wilcoxon.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "common/stats/distributions.h"

namespace aprgrid::stats {
namespace {

constexpr int kMaxExactN = 50;

// Two-sided exact p-value of R+ = r_plus for n untied, non-zero differences: counts of subsets of
// {1..n} by their sum (at most 2^50, exact in a double).
double ExactP(int n, int r_plus) {
  const int max_sum = n * (n + 1) / 2;
  std::vector<double> count(max_sum + 1, 0.0);
  count[0] = 1;
  for (int k = 1; k <= n; ++k) {
    for (int s = max_sum; s >= k; --s) count[s] += count[s - k];
  }
  if (r_plus == max_sum / 2 && max_sum % 2 == 0) return 1.0;
  const double total = std::ldexp(1.0, n);
  double lower = 0, upper = 0;
  for (int s = 0; s <= r_plus; ++s) lower += count[s];
  for (int s = r_plus; s <= max_sum; ++s) upper += count[s];
  return std::min(1.0, 2 * std::min(lower, upper) / total);
}

}  // namespace

WilcoxonResult WilcoxonSignedRank(std::span<const double> x, std::span<const double> y) {
  std::vector<double> d;
  bool zeros = false;
  for (size_t i = 0; i < x.size() && i < y.size(); ++i) {
    const double diff = x[i] - y[i];
    if (diff == 0) {
      zeros = true;
    } else {
      d.push_back(diff);
    }
  }
  WilcoxonResult result;
  result.n = static_cast<int>(d.size());
  if (d.empty()) return result;
  const int n = result.n;
  std::vector<int> order(n);
  for (int i = 0; i < n; ++i) order[i] = i;
  std::sort(order.begin(), order.end(),
            [&](int a, int b) { return std::fabs(d[a]) < std::fabs(d[b]); });
  std::vector<double> rank(n);
  double tie_term = 0;  // sum of t^3 - t over groups of ties.
  bool ties = false;
  for (int i = 0; i < n;) {
    int j = i;
    while (j + 1 < n && std::fabs(d[order[j + 1]]) == std::fabs(d[order[i]])) ++j;
    const double average = (i + j + 2) / 2.0;  // Ranks i+1..j+1.
    for (int k = i; k <= j; ++k) rank[order[k]] = average;
    const double t = j - i + 1;
    if (t > 1) {
      ties = true;
      tie_term += t * t * t - t;
    }
    i = j + 1;
  }
  double r_plus = 0, r_minus = 0;
  for (int i = 0; i < n; ++i) (d[i] > 0 ? r_plus : r_minus) += rank[i];
  result.statistic = std::min(r_plus, r_minus);
  if (!zeros && !ties && n <= kMaxExactN) {
    result.exact = true;
    result.p_value = ExactP(n, static_cast<int>(std::lround(r_plus)));
    return result;
  }
  const double mean = n * (n + 1.0) / 4.0;
  const double variance = (n * (n + 1.0) * (2.0 * n + 1.0) - 0.5 * tie_term) / 24.0;
  if (variance <= 0) return result;
  const double deviation = std::fabs(result.statistic - mean);
  // The correction moves T half a unit towards the mean; none when T is the mean. Taken in
  // absolute value, as scipy does, so |T - mean| < 0.5 gives a small positive z.
  const double corrected = deviation == 0 ? 0.0 : std::fabs(deviation - 0.5);
  result.p_value = std::min(1.0, 2 * NormalSf(corrected / std::sqrt(variance)));
  return result;
}

}  // namespace aprgrid::stats
