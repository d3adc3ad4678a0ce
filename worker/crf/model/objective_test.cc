#include "worker/crf/model/objective.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "common/random.h"
#include "gtest/gtest.h"
#include "worker/crf/model/brute_force_oracle.h"
#include "worker/crf/model/compiled_tree.h"
#include "worker/crf/model/synthetic.h"
#include "worker/crf/model/test_trees.h"

namespace aprgrid::crf {
namespace {

TEST(CrfSampleWeightsTest, SpecWorkedNumbers) {
  // N_1 = 900, N_2 = 90, N_3 = 10, q = 0.5: chi = 0.61, 1.92, 5.77
  // (docs/crf-transform-prediction.md, section 6.4).
  std::vector<int> counts;
  counts.insert(counts.end(), 900, 1);
  counts.insert(counts.end(), 90, 2);
  counts.insert(counts.end(), 10, 3);
  std::vector<double> chi = SampleWeights(counts, 0.5);
  ASSERT_EQ(chi.size(), 1000u);
  EXPECT_NEAR(chi[0], 0.61, 0.005);
  EXPECT_NEAR(chi[900], 1.92, 0.005);
  EXPECT_NEAR(chi[990], 5.77, 0.005);
  EXPECT_NEAR(chi[0], std::sqrt((1000.0 / 3) / 900), 1e-12);
  EXPECT_NEAR(chi[999], std::sqrt((1000.0 / 3) / 10), 1e-12);
  for (double c : SampleWeights(counts, 0.0)) EXPECT_EQ(c, 1.0);
}

TEST(CrfSampleWeightsTest, UniformCountsGiveOne) {
  std::vector<int> counts = {1, 2, 3, 1, 2, 3};
  for (double c : SampleWeights(counts, 1.0)) EXPECT_DOUBLE_EQ(c, 1.0);
}

// l(w) equals the formula with log Z from brute-force enumeration.
TEST(CrfObjectiveTest, ValueMatchesBruteForce) {
  std::vector<LabeledTree> samples = {WorkedExampleSample(), RepeatedArgumentSample()};
  FeatureIndex index = *FeatureIndex::Build(samples, FeatureOptions());
  ObjectiveOptions oo{.q = 0.5, .delta2 = 3.0};
  Objective objective = *Objective::Create(index, samples, oo);
  Rng rng(9);
  std::vector<double> w(index.num_features()), g(index.num_features());
  for (double& x : w) x = rng.Uniform() - 0.5;
  double expected = 0;
  for (double x : w) expected -= x * x / (2 * oo.delta2);
  std::vector<double> chi = objective.sample_weights();
  for (size_t i = 0; i < samples.size(); ++i) {
    CompiledTree ct = *CompileTree(index, samples[i].tree, &samples[i].gold);
    ct.SetScores(w);
    expected += chi[i] * (ct.GoldScore() - BruteForce(ct.tables).log_z);
  }
  EXPECT_NEAR(objective.Evaluate(w, g), expected, 1e-10);
}

// docs/crf-transform-prediction.md, section 10 item 3: the analytic gradient (chi_i and the L2 term
// included) agrees with central finite differences.
TEST(CrfObjectiveTest, GradientMatchesCentralFiniteDifferences) {
  SyntheticOptions so;
  so.num_samples = 60;
  so.multiple_fraction = 0.3;  // Several transform counts, so chi_i differ.
  std::vector<LabeledTree> samples = GenerateSyntheticDataset(5, so);
  FeatureIndex index = *FeatureIndex::Build(samples, FeatureOptions());
  Objective objective = *Objective::Create(index, samples, {.q = 0.5, .delta2 = 2.0});
  const std::vector<double>& chi = objective.sample_weights();
  ASSERT_NE(*std::min_element(chi.begin(), chi.end()), *std::max_element(chi.begin(), chi.end()));
  const int m = index.num_features();
  Rng rng(17);
  std::vector<double> w(m), g(m), scratch(m);
  for (double& x : w) x = rng.Uniform() - 0.5;
  objective.Evaluate(w, g);
  const double h = 1e-5;
  double worst = 0;
  int checked = 0;
  for (int k = 0; k < m; k += 1 + m / 150) {
    const double saved = w[k];
    w[k] = saved + h;
    const double up = objective.Evaluate(w, scratch);
    w[k] = saved - h;
    const double down = objective.Evaluate(w, scratch);
    w[k] = saved;
    const double numeric = (up - down) / (2 * h);
    const double rel = std::abs(numeric - g[k]) / std::max(1.0, std::abs(g[k]));
    worst = std::max(worst, rel);
    ++checked;
  }
  EXPECT_GT(checked, 100);
  EXPECT_LT(worst, 1e-5);
}

TEST(CrfObjectiveTest, ThreadCountDoesNotChangeAnyBit) {
  SyntheticOptions so;
  so.num_samples = 200;
  std::vector<LabeledTree> samples = GenerateSyntheticDataset(6, so);
  FeatureIndex index = *FeatureIndex::Build(samples, FeatureOptions());
  Objective one = *Objective::Create(index, samples, {.q = 0.5, .delta2 = 50, .num_threads = 1});
  Objective three = *Objective::Create(index, samples, {.q = 0.5, .delta2 = 50, .num_threads = 3});
  Rng rng(1);
  std::vector<double> w(index.num_features()), g1(w.size()), g3(w.size());
  for (double& x : w) x = rng.Uniform() - 0.5;
  EXPECT_EQ(one.Evaluate(w, g1), three.Evaluate(w, g3));
  EXPECT_EQ(g1, g3);
  EXPECT_FALSE(Objective::Create(index, samples, {.num_threads = 0}).ok());
}

TEST(CrfObjectiveTest, RejectsInadmissibleGold) {
  std::vector<LabeledTree> samples = {WorkedExampleSample()};
  FeatureIndex index = *FeatureIndex::Build(samples, FeatureOptions());
  samples[0].gold[2] = kVarRwVar;  // Never seen on a VariableAccess in the index.
  EXPECT_FALSE(Objective::Create(index, samples, {}).ok());
}

}  // namespace
}  // namespace aprgrid::crf
