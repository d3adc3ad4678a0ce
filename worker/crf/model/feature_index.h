// The feature space and admissibility constraints of the CRF, read from training data
// (docs/crf-transform-prediction.md, sections 5 and 6.1).
//
// Features (all binary, one weight each):
//   observation   (L, t, c)      node label L carries transform t and characteristic c holds;
//                                for every t in T(L) and every c seen true on some L node (5.1)
//   node          (t, L)         indicator: a node of label L carries t
//   edge          (t1,L1,t2,L2)  indicator on a parent -> child pair
//   triangle      (t1,L1,..,L3)  indicator on (parent, child_i, child_i+1)
//   special tri.  (t1,L1,..,L3)  the same, only when the two children have equal label and value
// Admissibility: the transforms seen per node label, per parent-child label pair and per
// triangle label triple. A label combination never seen in training is unconstrained, except
// that a node label never seen may only be EMPTY (docs/crf-transform-prediction.md, section 6.1
// [choice]).
//
// Immutable after construction; safe to share between threads.
#ifndef APRGRID_WORKER_CRF_MODEL_FEATURE_INDEX_H_
#define APRGRID_WORKER_CRF_MODEL_FEATURE_INDEX_H_

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/status/statusor.h"
#include "worker/crf/model/transforms.h"
#include "worker/crf/model/tree.h"

namespace aprgrid::crf {

// The ablations of docs/crf-transform-prediction.md, section 7.2: the full model, "O" and "I".
enum class FeatureFamilies : int { kFull = 0, kObservationOnly = 1, kIndicatorOnly = 2 };

struct FeatureOptions {
  FeatureFamilies families = FeatureFamilies::kFull;
  // Which admissibility levels are enforced (docs/crf-transform-prediction.md, section 6.1
  // [choice]: all three, behind switches).
  bool constrain_nodes = true;
  bool constrain_edges = true;
  bool constrain_triangles = true;
  bool special_triangles = true;
  // Indicator tuples are collected only from trees with fewer nodes than this; 0 = no limit.
  // (The prototype uses 30.) Admissibility always uses every training tree.
  int indicator_max_tree_nodes = 0;

  bool observation() const { return families != FeatureFamilies::kIndicatorOnly; }
  bool indicator() const { return families != FeatureFamilies::kObservationOnly; }
};

enum FeatureKind : int32_t {
  kObservationFeature = 0,
  kNodeFeature = 1,
  kEdgeFeature = 2,
  kTriangleFeature = 3,
  kSpecialTriangleFeature = 4,
};

// (kind, then the kind's fields in the order documented above, zero-padded).
using FeatureKey = std::array<int32_t, 7>;

// Everything a FeatureIndex is made of; what model files store.
struct FeatureIndexData {
  FeatureOptions options;
  std::vector<std::string> labels;                          // Grammar labels, by id.
  std::vector<std::string> characteristics;                 // Characteristic names, by id.
  std::vector<TransformMask> node_admissible;               // Per label id: T(L).
  std::vector<std::vector<int32_t>> label_characteristics;  // Per label id: C^L, sorted.
  // (L1, L2) -> sorted t1 * kNumTransforms + t2.
  std::vector<std::pair<std::array<int32_t, 2>, std::vector<int32_t>>> edge_admissible;
  // (L1, L2, L3) -> sorted (t1 * kNumTransforms + t2) * kNumTransforms + t3.
  std::vector<std::pair<std::array<int32_t, 3>, std::vector<int32_t>>> triangle_admissible;
  std::vector<FeatureKey> features;  // By feature id.
};

class FeatureIndex {
 public:
  // Reads the feature space and constraints from gold-labelled training trees. Fails on a gold
  // labelling of the wrong length or with an out-of-range transform.
  static absl::StatusOr<FeatureIndex> Build(std::span<const LabeledTree> training,
                                            const FeatureOptions& options);
  // Rebuilds an index from stored data (validated).
  static absl::StatusOr<FeatureIndex> FromData(FeatureIndexData data);

  const FeatureIndexData& data() const { return data_; }
  const FeatureOptions& options() const { return data_.options; }
  int num_features() const { return static_cast<int>(data_.features.size()); }
  // Feature id of `key`, or -1 if the training data never produced it.
  int Find(const FeatureKey& key) const;
  // Id of a grammar label / characteristic name, or -1 if unseen in training.
  int LabelId(std::string_view label) const;
  int CharacteristicId(std::string_view name) const;

  // The transforms a node of label id `label` may take (only EMPTY for an unseen label); all of
  // them when node constraints are off.
  TransformMask NodeDomain(int label) const;
  bool EdgeAdmissible(int l1, int l2, int t1, int t2) const;
  bool TriangleAdmissible(int l1, int l2, int l3, int t1, int t2, int t3) const;

  // A readable name for a feature, e.g. "edge(Wrap-Meth,MethodCall,EMPTY,VariableAccess)".
  std::string Describe(int feature) const;

 private:
  FeatureIndexData data_;
  absl::flat_hash_map<FeatureKey, int32_t> feature_ids_;
  absl::flat_hash_map<std::string, int32_t> label_ids_, characteristic_ids_;
  absl::flat_hash_map<std::array<int32_t, 2>, absl::flat_hash_set<int32_t>> edge_adm_;
  absl::flat_hash_map<std::array<int32_t, 3>, absl::flat_hash_set<int32_t>> triangle_adm_;
};

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_MODEL_FEATURE_INDEX_H_
