#include "worker/crf/data/fingerprint.h"

#include <algorithm>
#include <array>
#include <tuple>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "worker/crf/model/transforms.h"

namespace aprgrid::crf {

namespace {

std::vector<std::string> Properties(const Tree& tree, int v) {
  const TreeNode& n = tree.node(v);
  std::vector<std::string> properties = n.characteristics;
  properties.push_back(absl::StrCat("arity=", n.children.size()));
  std::vector<std::string> kids;
  for (int c : n.children) kids.push_back(tree.node(c).label);
  properties.push_back(absl::StrCat("children=", absl::StrJoin(kids, ",")));
  if (n.parent >= 0) properties.push_back(absl::StrCat("parent=", tree.node(n.parent).label));
  std::sort(properties.begin(), properties.end());
  properties.erase(std::unique(properties.begin(), properties.end()), properties.end());
  return properties;
}

}  // namespace

std::vector<ConstantProperty> ConstantProperties(std::span<const LabeledTree> samples,
                                                 int min_nodes, double always, double rare) {
  // (label, transform) -> nodes, and (label, transform, property) -> nodes with it.
  absl::flat_hash_map<std::pair<std::string, int>, int> nodes;
  absl::flat_hash_map<std::tuple<std::string, int, std::string>, int> with;
  for (const LabeledTree& s : samples) {
    for (int v = 0; v < s.tree.size(); ++v) {
      const std::string& label = s.tree.node(v).label;
      const int t = s.gold[v];
      ++nodes[{label, t}];
      for (std::string& p : Properties(s.tree, v)) ++with[{label, t, std::move(p)}];
    }
  }
  std::vector<ConstantProperty> out;
  for (const auto& [key, count] : with) {
    const auto& [label, t, property] = key;
    if (t == kEmpty) continue;
    const int n = nodes[{label, t}];
    if (n < min_nodes || count < always * n) continue;
    const int empty_nodes = nodes[{label, kEmpty}];
    auto it = with.find(std::make_tuple(label, static_cast<int>(kEmpty), property));
    const double empty_share =
        empty_nodes == 0 ? 0.0 : double(it == with.end() ? 0 : it->second) / empty_nodes;
    if (empty_share > rare) continue;
    out.push_back({t, label, property, n, double(count) / n, empty_share});
  }
  std::sort(out.begin(), out.end(), [](const ConstantProperty& a, const ConstantProperty& b) {
    return std::tie(a.transform, a.label, a.property) < std::tie(b.transform, b.label, b.property);
  });
  return out;
}

std::vector<PropertyPrecision> SinglePropertyPrecision(std::span<const LabeledTree> samples,
                                                       const FingerprintOptions& options) {
  using Counts = std::array<int, kNumTransforms>;
  absl::flat_hash_map<std::pair<std::string, std::string>, Counts> counts;
  Counts per_transform{};
  for (const LabeledTree& s : samples) {
    for (int v = 0; v < s.tree.size(); ++v) {
      const TreeNode& n = s.tree.node(v);
      const int t = s.gold[v];
      ++per_transform[t];
      for (std::string& p : Properties(s.tree, v)) {
        Counts& c = counts[{n.label, std::move(p)}];
        ++c[t];
      }
    }
  }
  std::vector<PropertyPrecision> out;
  for (const auto& [key, c] : counts) {
    int support = 0;
    for (int x : c) support += x;
    if (support < options.min_support) continue;
    int best = 0;
    for (int t = 1; t < kNumTransforms; ++t) {
      if (best == 0 || c[t] > c[best]) best = t;
    }
    if (c[best] < options.min_hits) continue;
    PropertyPrecision p;
    p.label = key.first;
    p.property = key.second;
    p.transform = best;
    p.support = support;
    p.hits = c[best];
    p.recall = per_transform[best] == 0 ? 0.0 : double(c[best]) / per_transform[best];
    out.push_back(std::move(p));
  }
  std::sort(out.begin(), out.end(), [](const PropertyPrecision& a, const PropertyPrecision& b) {
    const double pa = a.precision(), pb = b.precision();
    return std::tie(pb, a.label, a.property) < std::tie(pa, b.label, b.property);
  });
  return out;
}

std::vector<ProfileGiveaway> ProfileGiveaways(std::span<const LabeledTree> samples, int min_support,
                                              double precision) {
  using Counts = std::array<int, kNumTransforms>;
  auto profile = [](const Tree& tree, int v) {
    const TreeNode& n = tree.node(v);
    std::vector<std::string> kids;
    for (int c : n.children) kids.push_back(tree.node(c).label);
    std::vector<std::string> chars = n.characteristics;
    std::sort(chars.begin(), chars.end());
    return absl::StrCat(n.label, "|", n.parent < 0 ? "" : tree.node(n.parent).label, "|",
                        absl::StrJoin(kids, ","), "|", absl::StrJoin(chars, ","));
  };
  absl::flat_hash_map<std::string, Counts> counts;
  for (const LabeledTree& s : samples) {
    for (int v = 0; v < s.tree.size(); ++v) ++counts[profile(s.tree, v)][s.gold[v]];
  }
  std::vector<ProfileGiveaway> out(kNumTransforms);
  for (const LabeledTree& s : samples) {
    for (int v = 0; v < s.tree.size(); ++v) {
      const int t = s.gold[v];
      ++out[t].nodes;
      const Counts& c = counts[profile(s.tree, v)];
      int support = 0;
      for (int x : c) support += x;
      if (support >= min_support && c[t] > precision * support) ++out[t].given_away;
    }
  }
  return out;
}

bool IsDefinitional(const std::string& label, int transform, const std::string& property) {
  if (label == kVirtualLabel) return true;
  if (transform == kUnwrapIf && label == "If") {
    return property == "arity=2" || property == "parent=virtual" ||
           absl::StartsWith(property, "children=");
  }
  if (transform == kLogExpRed && property == "BO1_logical") return true;  // It drops an operand.
  if (transform == kLogExpExp || transform == kLogExpRed) return property == "LE";
  return transform == kUnwrapMeth && property == "parent=MethodCall";
}

}  // namespace aprgrid::crf
