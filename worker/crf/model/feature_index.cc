#include "worker/crf/model/feature_index.h"

#include <map>
#include <set>
#include <utility>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace aprgrid::crf {
namespace {

int32_t Intern(absl::flat_hash_map<std::string, int32_t>& ids, std::vector<std::string>& names,
               const std::string& name) {
  auto [it, inserted] = ids.try_emplace(name, static_cast<int32_t>(names.size()));
  if (inserted) names.push_back(name);
  return it->second;
}

constexpr int32_t kT = kNumTransforms;

}  // namespace

absl::StatusOr<FeatureIndex> FeatureIndex::Build(std::span<const LabeledTree> training,
                                                 const FeatureOptions& options) {
  FeatureIndexData d;
  d.options = options;
  absl::flat_hash_map<std::string, int32_t> label_ids, char_ids;
  std::vector<std::set<int32_t>> label_chars;
  std::map<std::array<int32_t, 2>, std::set<int32_t>> edges;
  std::map<std::array<int32_t, 3>, std::set<int32_t>> triangles;
  absl::flat_hash_set<FeatureKey> seen;
  auto add_feature = [&](const FeatureKey& key) {
    if (seen.insert(key).second) d.features.push_back(key);
  };
  std::vector<int32_t> lab;
  for (size_t i = 0; i < training.size(); ++i) {
    const Tree& tree = training[i].tree;
    const std::vector<int>& gold = training[i].gold;
    if (static_cast<int>(gold.size()) != tree.size()) {
      return absl::InvalidArgumentError(absl::StrCat("training sample ", i, ": ", gold.size(),
                                                     " labels for ", tree.size(), " nodes"));
    }
    lab.assign(tree.size(), 0);
    for (int v = 0; v < tree.size(); ++v) {
      if (gold[v] < 0 || gold[v] >= kNumTransforms) {
        return absl::InvalidArgumentError(
            absl::StrCat("training sample ", i, " node ", v, ": transform ", gold[v]));
      }
      lab[v] = Intern(label_ids, d.labels, tree.node(v).label);
      if (lab[v] == static_cast<int32_t>(label_chars.size())) {
        label_chars.emplace_back();
        d.node_admissible.push_back(0);
      }
      d.node_admissible[lab[v]] |= 1u << gold[v];
      for (const std::string& c : tree.node(v).characteristics) {
        label_chars[lab[v]].insert(Intern(char_ids, d.characteristics, c));
      }
    }
    const bool indicators = options.indicator() && (options.indicator_max_tree_nodes <= 0 ||
                                                    tree.size() < options.indicator_max_tree_nodes);
    for (int v = 0; v < tree.size(); ++v) {
      if (indicators) add_feature({kNodeFeature, gold[v], lab[v], 0, 0, 0, 0});
      const int p = tree.node(v).parent;
      if (p >= 0) {
        edges[{lab[p], lab[v]}].insert(gold[p] * kT + gold[v]);
        if (indicators) add_feature({kEdgeFeature, gold[p], lab[p], gold[v], lab[v], 0, 0});
      }
      const std::vector<int>& kids = tree.node(v).children;
      for (size_t j = 0; j + 1 < kids.size(); ++j) {
        const int a = kids[j], b = kids[j + 1];
        triangles[{lab[v], lab[a], lab[b]}].insert((gold[v] * kT + gold[a]) * kT + gold[b]);
        if (!indicators) continue;
        add_feature({kTriangleFeature, gold[v], lab[v], gold[a], lab[a], gold[b], lab[b]});
        if (options.special_triangles && lab[a] == lab[b] &&
            tree.node(a).value == tree.node(b).value) {
          add_feature({kSpecialTriangleFeature, gold[v], lab[v], gold[a], lab[a], gold[b], lab[b]});
        }
      }
    }
  }
  for (const std::set<int32_t>& chars : label_chars) {
    d.label_characteristics.emplace_back(chars.begin(), chars.end());
  }
  for (auto& [key, codes] : edges) d.edge_admissible.push_back({key, {codes.begin(), codes.end()}});
  for (auto& [key, codes] : triangles) {
    d.triangle_admissible.push_back({key, {codes.begin(), codes.end()}});
  }
  if (options.observation()) {
    for (int32_t l = 0; l < static_cast<int32_t>(d.labels.size()); ++l) {
      for (int32_t t = 0; t < kT; ++t) {
        if (!(d.node_admissible[l] >> t & 1)) continue;
        for (int32_t c : d.label_characteristics[l]) {
          d.features.push_back({kObservationFeature, l, t, c, 0, 0, 0});
        }
      }
    }
  }
  return FromData(std::move(d));
}

absl::StatusOr<FeatureIndex> FeatureIndex::FromData(FeatureIndexData data) {
  FeatureIndex index;
  const int32_t num_labels = static_cast<int32_t>(data.labels.size());
  const int32_t num_chars = static_cast<int32_t>(data.characteristics.size());
  if (data.node_admissible.size() != data.labels.size() ||
      data.label_characteristics.size() != data.labels.size()) {
    return absl::InvalidArgumentError("per-label tables do not match the label vocabulary");
  }
  for (int32_t l = 0; l < num_labels; ++l) {
    if (!index.label_ids_.emplace(data.labels[l], l).second) {
      return absl::InvalidArgumentError(absl::StrCat("repeated label ", data.labels[l]));
    }
    if (data.node_admissible[l] & ~kAllTransforms) {
      return absl::InvalidArgumentError("transform mask out of range");
    }
    for (int32_t c : data.label_characteristics[l]) {
      if (c < 0 || c >= num_chars) return absl::InvalidArgumentError("characteristic out of range");
    }
  }
  for (int32_t c = 0; c < num_chars; ++c) {
    if (!index.characteristic_ids_.emplace(data.characteristics[c], c).second) {
      return absl::InvalidArgumentError(absl::StrCat("repeated characteristic ", c));
    }
  }
  auto label_ok = [num_labels](int32_t l) { return l >= 0 && l < num_labels; };
  auto t_ok = [](int32_t t) { return t >= 0 && t < kT; };
  for (const auto& [key, codes] : data.edge_admissible) {
    if (!label_ok(key[0]) || !label_ok(key[1])) return absl::InvalidArgumentError("edge label");
    index.edge_adm_[key].insert(codes.begin(), codes.end());
  }
  for (const auto& [key, codes] : data.triangle_admissible) {
    if (!label_ok(key[0]) || !label_ok(key[1]) || !label_ok(key[2])) {
      return absl::InvalidArgumentError("triangle label");
    }
    index.triangle_adm_[key].insert(codes.begin(), codes.end());
  }
  for (size_t id = 0; id < data.features.size(); ++id) {
    const FeatureKey& k = data.features[id];
    bool ok = false;
    switch (k[0]) {
      case kObservationFeature:
        ok = label_ok(k[1]) && t_ok(k[2]) && k[3] >= 0 && k[3] < num_chars;
        break;
      case kNodeFeature:
        ok = t_ok(k[1]) && label_ok(k[2]);
        break;
      case kEdgeFeature:
        ok = t_ok(k[1]) && label_ok(k[2]) && t_ok(k[3]) && label_ok(k[4]);
        break;
      case kTriangleFeature:
      case kSpecialTriangleFeature:
        ok = t_ok(k[1]) && label_ok(k[2]) && t_ok(k[3]) && label_ok(k[4]) && t_ok(k[5]) &&
             label_ok(k[6]);
        break;
    }
    if (!ok) return absl::InvalidArgumentError(absl::StrCat("malformed feature ", id));
    if (!index.feature_ids_.emplace(k, static_cast<int32_t>(id)).second) {
      return absl::InvalidArgumentError(absl::StrCat("repeated feature ", id));
    }
  }
  index.data_ = std::move(data);
  return index;
}

int FeatureIndex::Find(const FeatureKey& key) const {
  auto it = feature_ids_.find(key);
  return it == feature_ids_.end() ? -1 : it->second;
}

int FeatureIndex::LabelId(std::string_view label) const {
  auto it = label_ids_.find(absl::string_view(label.data(), label.size()));
  return it == label_ids_.end() ? -1 : it->second;
}

int FeatureIndex::CharacteristicId(std::string_view name) const {
  auto it = characteristic_ids_.find(absl::string_view(name.data(), name.size()));
  return it == characteristic_ids_.end() ? -1 : it->second;
}

TransformMask FeatureIndex::NodeDomain(int label) const {
  if (!data_.options.constrain_nodes) return kAllTransforms;
  if (label < 0) return 1u << kEmpty;
  return data_.node_admissible[label];
}

bool FeatureIndex::EdgeAdmissible(int l1, int l2, int t1, int t2) const {
  if (!data_.options.constrain_edges || l1 < 0 || l2 < 0) return true;
  auto it = edge_adm_.find(std::array<int32_t, 2>{l1, l2});
  return it == edge_adm_.end() || it->second.contains(t1 * kT + t2);
}

bool FeatureIndex::TriangleAdmissible(int l1, int l2, int l3, int t1, int t2, int t3) const {
  if (!data_.options.constrain_triangles || l1 < 0 || l2 < 0 || l3 < 0) return true;
  auto it = triangle_adm_.find(std::array<int32_t, 3>{l1, l2, l3});
  return it == triangle_adm_.end() || it->second.contains((t1 * kT + t2) * kT + t3);
}

std::string FeatureIndex::Describe(int feature) const {
  const FeatureKey& k = data_.features[feature];
  auto t = [](int32_t x) { return std::string(TransformName(x)); };
  auto l = [this](int32_t x) { return data_.labels[x]; };
  switch (k[0]) {
    case kObservationFeature:
      return absl::StrCat("obs(", l(k[1]), ",", t(k[2]), ",", data_.characteristics[k[3]], ")");
    case kNodeFeature:
      return absl::StrCat("node(", t(k[1]), ",", l(k[2]), ")");
    case kEdgeFeature:
      return absl::StrCat("edge(", t(k[1]), ",", l(k[2]), ",", t(k[3]), ",", l(k[4]), ")");
    default:
      return absl::StrCat(k[0] == kTriangleFeature ? "tri(" : "tri_spe(", t(k[1]), ",", l(k[2]),
                          ",", t(k[3]), ",", l(k[4]), ",", t(k[5]), ",", l(k[6]), ")");
  }
}

}  // namespace aprgrid::crf
