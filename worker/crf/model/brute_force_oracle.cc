#include "worker/crf/model/brute_force_oracle.h"

#include <algorithm>
#include <cmath>

namespace aprgrid::crf {

BruteForceResult BruteForce(const FactorTables& t) {
  BruteForceResult out;
  out.marginals.assign(t.num_slots(), 0.0);
  const int q = t.num_nodes();
  for (int v = 0; v < q; ++v) {
    if (t.domain_size(v) == 0) return out;
  }
  std::vector<int> local(q, 0);
  std::vector<std::vector<int>> all;
  std::vector<double> scores;
  while (true) {
    const double s = t.Score(local);
    if (s != kNegInf) {
      all.push_back(local);
      scores.push_back(s);
    }
    int v = q - 1;  // Mixed-radix increment.
    while (v >= 0 && ++local[v] == t.domain_size(v)) local[v--] = 0;
    if (v < 0) break;
  }
  out.log_z = LogSumExp(scores.data(), static_cast<int>(scores.size()));
  for (size_t i = 0; i < all.size(); ++i) {
    const double p = std::exp(scores[i] - out.log_z);
    for (size_t slot : t.SlotsOf(all[i])) out.marginals[slot] += p;
    out.admissible.push_back({scores[i], t.ToGlobal(all[i])});
  }
  std::stable_sort(out.admissible.begin(), out.admissible.end(),
                   [](const ScoredLabelling& a, const ScoredLabelling& b) {
                     if (a.score != b.score) return a.score > b.score;
                     return a.labels < b.labels;
                   });
  return out;
}

}  // namespace aprgrid::crf
