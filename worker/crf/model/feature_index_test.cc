#include "worker/crf/model/feature_index.h"

#include <vector>

#include "common/random.h"
#include "gtest/gtest.h"
#include "worker/crf/model/compiled_tree.h"
#include "worker/crf/model/inference.h"
#include "worker/crf/model/synthetic.h"
#include "worker/crf/model/test_trees.h"

namespace aprgrid::crf {
namespace {

std::vector<LabeledTree> HandSamples() { return {WorkedExampleSample(), RepeatedArgumentSample()}; }

TEST(CrfFeatureIndexTest, IndicatorTuplesFromTheWorkedExample) {
  std::vector<LabeledTree> samples = HandSamples();
  FeatureIndex index = *FeatureIndex::Build(samples, FeatureOptions());
  const int bin = index.LabelId("BinaryOperator");
  const int var = index.LabelId("VariableAccess");
  const int call = index.LabelId("MethodCall");
  const int vr = index.LabelId(kVirtualLabel);
  ASSERT_GE(bin, 0);
  ASSERT_GE(var, 0);
  EXPECT_GE(index.Find({kNodeFeature, kBinOperRep, bin, 0, 0, 0, 0}), 0);
  EXPECT_GE(index.Find({kNodeFeature, kWrapMeth, bin, 0, 0, 0, 0}), 0);
  EXPECT_EQ(index.Find({kNodeFeature, kWrapMeth, var, 0, 0, 0, 0}), -1);
  EXPECT_GE(index.Find({kEdgeFeature, kBinOperRep, bin, kWrapMeth, bin, 0, 0}), 0);
  EXPECT_GE(index.Find({kTriangleFeature, kBinOperRep, bin, kWrapMeth, bin, kEmpty, var}), 0);
  EXPECT_GE(index.Find({kTriangleFeature, kWrapMeth, bin, kEmpty, var, kEmpty, var}), 0);
  // a and b differ in value: no special triangle there; x and x are equal.
  EXPECT_EQ(index.Find({kSpecialTriangleFeature, kWrapMeth, bin, kEmpty, var, kEmpty, var}), -1);
  EXPECT_GE(index.Find({kSpecialTriangleFeature, kMethRwMeth, call, kEmpty, var, kEmpty, var}), 0);
  EXPECT_GE(index.Find({kEdgeFeature, kWrapTry, vr, kMethRwMeth, call, 0, 0}), 0);
  EXPECT_EQ(index.Describe(index.Find({kNodeFeature, kBinOperRep, bin, 0, 0, 0, 0})),
            "node(BinOper-Rep,BinaryOperator)");
}

TEST(CrfFeatureIndexTest, ObservationFeaturesCrossSeenTransformsWithSeenCharacteristics) {
  std::vector<LabeledTree> samples = HandSamples();
  FeatureIndex index = *FeatureIndex::Build(samples, FeatureOptions());
  const int bin = index.LabelId("BinaryOperator");
  const int var = index.LabelId("VariableAccess");
  const int bo1 = index.CharacteristicId("BO1_arithmetic");
  const int v15 = index.CharacteristicId("V15");
  // T(BinaryOperator) = {Wrap-Meth, BinOper-Rep}; C^BinaryOperator = {BO1_arithmetic}.
  for (int t : {kWrapMeth, kBinOperRep}) {
    EXPECT_GE(index.Find({kObservationFeature, bin, t, bo1, 0, 0, 0}), 0) << t;
  }
  EXPECT_EQ(index.Find({kObservationFeature, bin, kEmpty, bo1, 0, 0, 0}), -1);
  EXPECT_EQ(index.Find({kObservationFeature, bin, kConstantRep, bo1, 0, 0, 0}), -1);
  EXPECT_GE(index.Find({kObservationFeature, var, kEmpty, v15, 0, 0, 0}), 0);
  EXPECT_EQ(index.Find({kObservationFeature, bin, kEmpty, v15, 0, 0, 0}), -1);
}

TEST(CrfFeatureIndexTest, FamilySwitchesSelectFeatureKinds) {
  std::vector<LabeledTree> samples = HandSamples();
  auto count_kinds = [&](FeatureFamilies f) {
    FeatureOptions o;
    o.families = f;
    FeatureIndex index = *FeatureIndex::Build(samples, o);
    std::vector<int> kinds(5, 0);
    for (const FeatureKey& k : index.data().features) ++kinds[k[0]];
    return kinds;
  };
  std::vector<int> full = count_kinds(FeatureFamilies::kFull);
  std::vector<int> obs = count_kinds(FeatureFamilies::kObservationOnly);
  std::vector<int> ind = count_kinds(FeatureFamilies::kIndicatorOnly);
  EXPECT_GT(full[kObservationFeature], 0);
  EXPECT_GT(full[kTriangleFeature], 0);
  EXPECT_EQ(obs[kObservationFeature], full[kObservationFeature]);
  EXPECT_EQ(obs[kNodeFeature] + obs[kEdgeFeature] + obs[kTriangleFeature], 0);
  EXPECT_EQ(ind[kObservationFeature], 0);
  EXPECT_EQ(ind[kSpecialTriangleFeature], full[kSpecialTriangleFeature]);
}

TEST(CrfFeatureIndexTest, AdmissibilityFromTrainingTuples) {
  std::vector<LabeledTree> samples = HandSamples();
  FeatureIndex index = *FeatureIndex::Build(samples, FeatureOptions());
  const int bin = index.LabelId("BinaryOperator");
  const int var = index.LabelId("VariableAccess");
  EXPECT_EQ(index.NodeDomain(bin), (1u << kWrapMeth) | (1u << kBinOperRep));
  EXPECT_EQ(index.NodeDomain(var), 1u << kEmpty);
  EXPECT_EQ(index.NodeDomain(-1), 1u << kEmpty);  // An unseen label may only be EMPTY.
  EXPECT_EQ(index.NodeDomain(index.LabelId(kVirtualLabel)), (1u << kEmpty) | (1u << kWrapTry));
  EXPECT_TRUE(index.EdgeAdmissible(bin, bin, kBinOperRep, kWrapMeth));
  EXPECT_FALSE(index.EdgeAdmissible(bin, bin, kWrapMeth, kBinOperRep));
  EXPECT_TRUE(index.EdgeAdmissible(var, bin, kVarRwVar, kWrapMeth));  // Unseen combination.
  EXPECT_FALSE(index.TriangleAdmissible(bin, bin, var, kEmpty, kEmpty, kEmpty));
  FeatureOptions off;
  off.constrain_nodes = off.constrain_edges = off.constrain_triangles = false;
  FeatureIndex loose = *FeatureIndex::Build(samples, off);
  EXPECT_EQ(loose.NodeDomain(-1), kAllTransforms);
  EXPECT_TRUE(loose.EdgeAdmissible(bin, bin, kWrapMeth, kBinOperRep));
}

TEST(CrfFeatureIndexTest, RejectsMalformedGold) {
  std::vector<LabeledTree> samples = HandSamples();
  samples[0].gold.pop_back();
  EXPECT_FALSE(FeatureIndex::Build(samples, FeatureOptions()).ok());
  samples = HandSamples();
  samples[1].gold[2] = kNumTransforms;
  EXPECT_FALSE(FeatureIndex::Build(samples, FeatureOptions()).ok());
}

// docs/crf-transform-prediction.md, section 10 item 5: training golds are admissible; constraints
// only remove labellings; the virtual root only ever takes wraps and EMPTY.
TEST(CrfConstraintsTest, GoldAdmissibleAndConstrainedZBelowUnconstrained) {
  SyntheticOptions so;
  so.num_samples = 300;
  std::vector<LabeledTree> samples = GenerateSyntheticDataset(11, so);
  FeatureIndex strict = *FeatureIndex::Build(samples, FeatureOptions());
  FeatureOptions off;
  off.constrain_nodes = off.constrain_edges = off.constrain_triangles = false;
  FeatureIndex loose = *FeatureIndex::Build(samples, off);
  ASSERT_EQ(strict.num_features(), loose.num_features());
  const TransformMask root_domain = strict.NodeDomain(strict.LabelId(kVirtualLabel));
  EXPECT_EQ(root_domain & ~kVirtualRootTransforms, 0u);
  Rng rng(3);
  std::vector<double> w(strict.num_features());
  for (double& x : w) x = 2 * rng.Uniform() - 1;
  SumProduct sp;
  int strictly_smaller = 0;
  for (const LabeledTree& s : samples) {
    CompiledTree a = *CompileTree(strict, s.tree, &s.gold);
    CompiledTree b = *CompileTree(loose, s.tree, &s.gold);
    ASSERT_TRUE(a.gold_admissible);
    a.SetScores(w);
    b.SetScores(w);
    EXPECT_GT(a.GoldScore(), kNegInf);
    const double za = sp.Run(a.tables);
    const double zb = sp.Run(b.tables);
    EXPECT_LE(za, zb + 1e-12);
    strictly_smaller += za < zb - 1e-9;
    for (int y : a.tables.domain(0)) EXPECT_TRUE(kVirtualRootTransforms >> y & 1);
  }
  EXPECT_GT(strictly_smaller, 250);
}

}  // namespace
}  // namespace aprgrid::crf
