#include "worker/crf/model/evaluation.h"

#include <vector>

#include "gtest/gtest.h"
#include "worker/crf/model/history_baseline.h"
#include "worker/crf/model/synthetic.h"
#include "worker/crf/model/test_trees.h"

namespace aprgrid::crf {
namespace {

TEST(CrfAccuracyTableTest, ExactWholeTreeMatchAtTop1AndTop3) {
  AccuracyTable table;
  const std::vector<int> gold = {kEmpty, kVarRwVar, kEmpty};
  const std::vector<int> near = {kEmpty, kVarRwVar, kConstantRep};  // One node off: wrong.
  const std::vector<int> other = {kWrapTry, kEmpty, kEmpty};
  std::vector<std::vector<int>> first = {gold, near, other};
  std::vector<std::vector<int>> third = {near, other, gold};
  std::vector<std::vector<int>> fourth = {near, other, near, gold};
  table.Add(gold, first);
  table.Add(gold, third);
  table.Add(gold, fourth);
  const std::vector<int> multi = {kWrapIfN, kVarRwVar, kEmpty};
  std::vector<std::vector<int>> multi_ranked = {gold, multi};
  table.Add(multi, multi_ranked);
  table.Add({kEmpty, kEmpty, kEmpty}, first);
  EXPECT_EQ(table.single(kVarRwVar).samples, 3);
  EXPECT_EQ(table.single(kVarRwVar).top1, 1);
  EXPECT_EQ(table.single(kVarRwVar).top3, 2);
  EXPECT_EQ(table.multiple().samples, 1);
  EXPECT_EQ(table.multiple().top1, 0);
  EXPECT_EQ(table.multiple().top3, 1);
  EXPECT_EQ(table.samples_without_transform(), 1);
  EXPECT_DOUBLE_EQ(table.MacroTop1(), 1.0 / 3);  // Only Var-RW-Var has samples.
  EXPECT_DOUBLE_EQ(table.MacroTop3(), 2.0 / 3);
  EXPECT_NE(table.Format().find("Var-RW-Var"), std::string::npos);
}

TEST(CrfStratifiedFoldsTest, EveryStratumIsSpreadEvenly) {
  SyntheticOptions so;
  so.num_samples = 3000;
  so.multiple_fraction = 0.1;
  std::vector<LabeledTree> samples = GenerateSyntheticDataset(8, so);
  Rng rng(1);
  std::vector<int> fold = StratifiedFolds(samples, 10, rng);
  std::vector<std::vector<int>> per(kNumTransforms + 1, std::vector<int>(10, 0));
  std::vector<int> sizes(10, 0);
  for (size_t i = 0; i < samples.size(); ++i) {
    const int s = CountTransforms(samples[i].gold);
    int stratum = s > 1 ? kNumTransforms : 0;
    for (int t : samples[i].gold) {
      if (s == 1 && t != kEmpty) stratum = t;
    }
    ++per[stratum][fold[i]];
    ++sizes[fold[i]];
  }
  for (const std::vector<int>& counts : per) {
    const auto [lo, hi] = std::minmax_element(counts.begin(), counts.end());
    EXPECT_LE(*hi - *lo, 1);
  }
  const auto [lo, hi] = std::minmax_element(sizes.begin(), sizes.end());
  EXPECT_LE(*hi - *lo, 1);
}

TEST(CrfHistoryBaselineTest, RanksSingleNodeCandidatesByLabelFrequency) {
  std::vector<LabeledTree> train = {WorkedExampleSample(), RepeatedArgumentSample()};
  HistoryBaseline h = HistoryBaseline::Fit(train);
  // Two BinaryOperator nodes: one BinOper-Rep, one Wrap-Meth.
  EXPECT_DOUBLE_EQ(h.Probability("BinaryOperator", kBinOperRep), 0.5);
  EXPECT_DOUBLE_EQ(h.Probability("MethodCall", kMethRwMeth), 1.0);
  EXPECT_DOUBLE_EQ(h.Probability("virtual", kWrapTry), 0.5);
  EXPECT_DOUBLE_EQ(h.Probability("Unknown", kWrapTry), 0.0);
  const LabeledTree& s = train[0];
  std::vector<std::vector<int>> ranked = h.Predict(s.tree, 4);
  ASSERT_EQ(ranked.size(), 4u);
  // P = 0.5 ties: virtual root (node 0) Wrap-TRY first by pre-order, then node 3 Wrap-Meth
  // (transform id 1) before node 3 BinOper-Rep, then node 4.
  std::vector<int> expected0(s.tree.size(), kEmpty), expected1 = expected0;
  expected0[0] = kWrapTry;
  expected1[3] = kWrapMeth;
  EXPECT_EQ(ranked[0], expected0);
  EXPECT_EQ(ranked[1], expected1);
  for (const std::vector<int>& r : ranked) EXPECT_EQ(CountTransforms(r), 1);
  // With few candidates it moves on to two-node combinations.
  std::vector<std::vector<int>> many = h.Predict(s.tree, 12);
  ASSERT_GT(many.size(), 5u);
  EXPECT_EQ(CountTransforms(many.back()), 2);
}

}  // namespace
}  // namespace aprgrid::crf
