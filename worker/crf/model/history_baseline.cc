#include "worker/crf/model/history_baseline.h"

#include <algorithm>
#include <tuple>

namespace aprgrid::crf {

HistoryBaseline HistoryBaseline::Fit(std::span<const LabeledTree> training) {
  absl::flat_hash_map<std::string, std::array<double, kNumTransforms + 1>> counts;
  for (const LabeledTree& s : training) {
    for (int v = 0; v < s.tree.size() && v < static_cast<int>(s.gold.size()); ++v) {
      auto& c = counts[s.tree.node(v).label];  // c[0..16]: N1 per transform; c[17]: N0.
      c[s.gold[v]] += 1;
      c[kNumTransforms] += 1;
    }
  }
  HistoryBaseline b;
  for (const auto& [label, c] : counts) {
    std::array<double, kNumTransforms> p{};
    for (int t = 0; t < kNumTransforms; ++t) p[t] = c[t] / c[kNumTransforms];
    b.probability_[label] = p;
  }
  return b;
}

double HistoryBaseline::Probability(std::string_view label, int transform) const {
  auto it = probability_.find(absl::string_view(label.data(), label.size()));
  return it == probability_.end() ? 0.0 : it->second[transform];
}

std::vector<std::vector<int>> HistoryBaseline::Predict(const Tree& tree, int k) const {
  struct Candidate {
    double p;
    int node;
    int transform;
  };
  std::vector<Candidate> singles;
  for (int v = 0; v < tree.size(); ++v) {
    for (int t = 1; t < kNumTransforms; ++t) {
      if (!(tree.node(v).allowed_transforms >> t & 1)) continue;
      const double p = Probability(tree.node(v).label, t);
      if (p > 0) singles.push_back({p, v, t});
    }
  }
  std::stable_sort(singles.begin(), singles.end(), [](const Candidate& a, const Candidate& b) {
    return std::tie(b.p, a.node, a.transform) < std::tie(a.p, b.node, b.transform);
  });
  std::vector<std::vector<int>> out;
  const std::vector<int> empty(tree.size(), kEmpty);
  for (const Candidate& c : singles) {
    if (static_cast<int>(out.size()) == k) return out;
    out.push_back(empty);
    out.back()[c.node] = c.transform;
  }
  // Two-node combinations, only when the single-node candidates ran out.
  struct Pair {
    double p;
    size_t a, b;
  };
  std::vector<Pair> pairs;
  for (size_t a = 0; a < singles.size(); ++a) {
    for (size_t b = a + 1; b < singles.size(); ++b) {
      if (singles[a].node != singles[b].node) pairs.push_back({singles[a].p * singles[b].p, a, b});
    }
  }
  std::stable_sort(pairs.begin(), pairs.end(),
                   [](const Pair& x, const Pair& y) { return x.p > y.p; });
  for (const Pair& pr : pairs) {
    if (static_cast<int>(out.size()) == k) break;
    out.push_back(empty);
    out.back()[singles[pr.a].node] = singles[pr.a].transform;
    out.back()[singles[pr.b].node] = singles[pr.b].transform;
  }
  return out;
}

}  // namespace aprgrid::crf
