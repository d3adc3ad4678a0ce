#include "worker/crf/model/compiled_tree.h"

#include <utility>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"

namespace aprgrid::crf {

void CompiledTree::SetScores(std::span<const double> weights) {
  std::vector<double>& s = tables.scores();
  for (size_t slot = 0; slot < s.size(); ++slot) {
    if (!admissible[slot]) {
      s[slot] = kNegInf;
      continue;
    }
    double sum = 0;
    for (int32_t i = feature_begin[slot]; i < feature_begin[slot + 1]; ++i) {
      sum += weights[feature_ids[i]];
    }
    s[slot] = sum;
  }
}

double CompiledTree::GoldScore() const {
  double total = 0;
  for (size_t slot : gold_slots) total += tables.scores()[slot];
  return total;
}

absl::StatusOr<CompiledTree> CompileTree(const FeatureIndex& index, const Tree& tree,
                                         const std::vector<int>* gold) {
  const int q = tree.size();
  if (gold != nullptr && static_cast<int>(gold->size()) != q) {
    return absl::InvalidArgumentError(absl::StrCat(gold->size(), " gold labels for ", q, " nodes"));
  }
  std::vector<int> label(q);
  std::vector<std::vector<int>> domains(q);
  for (int v = 0; v < q; ++v) {
    label[v] = index.LabelId(tree.node(v).label);
    const TransformMask mask = index.NodeDomain(label[v]) & tree.node(v).allowed_transforms;
    for (int t = 0; t < kNumTransforms; ++t) {
      if (mask >> t & 1) domains[v].push_back(t);
    }
  }
  absl::StatusOr<FactorTables> tables = FactorTables::Create(tree.Parents(), domains);
  if (!tables.ok()) return tables.status();
  CompiledTree ct;
  ct.tables = *std::move(tables);
  const FactorTables& t = ct.tables;
  const FeatureOptions& opt = index.options();
  ct.admissible.assign(t.num_slots(), 1);
  ct.feature_begin.assign(t.num_slots() + 1, 0);
  // Slots are laid out node, edge, triangle in increasing offset order, so features can be
  // appended slot by slot.
  auto add = [&](const FeatureKey& key) {
    const int id = index.Find(key);
    if (id >= 0) ct.feature_ids.push_back(id);
  };
  std::vector<int> char_ids;
  for (int v = 0; v < q; ++v) {
    char_ids.clear();
    if (opt.observation() && label[v] >= 0) {
      for (const std::string& c : tree.node(v).characteristics) {
        const int id = index.CharacteristicId(c);
        if (id >= 0) char_ids.push_back(id);
      }
    }
    for (int i = 0; i < t.domain_size(v); ++i) {
      const size_t slot = t.node_offset(v) + i;
      const int y = t.domain(v)[i];
      if (label[v] >= 0) {
        for (int c : char_ids) add({kObservationFeature, label[v], y, c, 0, 0, 0});
        if (opt.indicator()) add({kNodeFeature, y, label[v], 0, 0, 0, 0});
      }
      ct.feature_begin[slot + 1] = static_cast<int32_t>(ct.feature_ids.size());
    }
  }
  for (int c = 1; c < q; ++c) {
    const int p = t.parent(c);
    const int dc = t.domain_size(c);
    for (int i = 0; i < t.domain_size(p); ++i) {
      for (int j = 0; j < dc; ++j) {
        const size_t slot = t.edge_offset(c) + i * dc + j;
        const int yp = t.domain(p)[i], yc = t.domain(c)[j];
        if (!index.EdgeAdmissible(label[p], label[c], yp, yc)) {
          ct.admissible[slot] = 0;
        } else if (opt.indicator()) {
          add({kEdgeFeature, yp, label[p], yc, label[c], 0, 0});
        }
        ct.feature_begin[slot + 1] = static_cast<int32_t>(ct.feature_ids.size());
      }
    }
  }
  for (int c = 1; c < q; ++c) {
    const int n = t.next_sibling(c);
    if (n < 0) continue;
    const int p = t.parent(c);
    const int dc = t.domain_size(c), dn = t.domain_size(n);
    const bool special =
        opt.special_triangles && label[c] == label[n] && tree.node(c).value == tree.node(n).value;
    for (int i = 0; i < t.domain_size(p); ++i) {
      for (int j = 0; j < dc; ++j) {
        for (int k = 0; k < dn; ++k) {
          const size_t slot = t.triangle_offset(c) + (i * dc + j) * dn + k;
          const int yp = t.domain(p)[i], yc = t.domain(c)[j], yn = t.domain(n)[k];
          if (!index.TriangleAdmissible(label[p], label[c], label[n], yp, yc, yn)) {
            ct.admissible[slot] = 0;
          } else if (opt.indicator()) {
            add({kTriangleFeature, yp, label[p], yc, label[c], yn, label[n]});
            if (special) add({kSpecialTriangleFeature, yp, label[p], yc, label[c], yn, label[n]});
          }
          ct.feature_begin[slot + 1] = static_cast<int32_t>(ct.feature_ids.size());
        }
      }
    }
  }
  if (gold != nullptr) {
    std::vector<int> local = t.ToLocal(*gold);
    if (!local.empty()) {
      ct.gold_slots = t.SlotsOf(local);
      ct.gold_admissible = true;
      for (size_t slot : ct.gold_slots) ct.gold_admissible &= ct.admissible[slot] != 0;
      if (!ct.gold_admissible) ct.gold_slots.clear();
    }
  }
  return ct;
}

}  // namespace aprgrid::crf
