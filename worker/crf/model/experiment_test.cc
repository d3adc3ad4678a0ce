#include "worker/crf/model/experiment.h"

#include <vector>

#include "gtest/gtest.h"
#include "worker/crf/model/synthetic.h"

namespace aprgrid::crf {
namespace {

int Scored(const AccuracyTable& t) {
  int n = t.multiple().samples + t.samples_without_transform();
  for (int x = 1; x < kNumTransforms; ++x) n += t.single(x).samples;
  return n;
}

TEST(CrfExperimentTest, RunsOneFoldAndScoresBothModelsOnTheSameTestSamples) {
  SyntheticOptions so;
  so.num_samples = 1000;
  so.multiple_fraction = 0.1;
  std::vector<LabeledTree> samples = GenerateSyntheticDataset(31, so);
  Rng rng(2);
  std::vector<int> folds = StratifiedFolds(samples, 5, rng);
  FoldOptions o;
  o.train.max_evaluations = 60;
  FoldResult r = *RunFold(samples, folds, 1, o);
  EXPECT_EQ(r.train_samples, 800);
  EXPECT_EQ(r.test_samples, 200);
  EXPECT_EQ(Scored(r.crf), 200);
  EXPECT_EQ(Scored(r.history), 200);
  ASSERT_TRUE(r.model.has_value());
  int inadmissible = 0;
  for (size_t i = 0; i < samples.size(); ++i) {
    if (folds[i] == 1) inadmissible += !*r.model->IsAdmissible(samples[i]);
  }
  EXPECT_EQ(r.test_gold_inadmissible, inadmissible);
  EXPECT_GT(r.crf.MacroTop3(), r.history.MacroTop3());
  EXPECT_GT(r.train.evaluations, 0);
}

// Extra test samples (the benchmark's fixes in a campaign) are scored apart by the same model:
// scoring the test fold itself as extra samples gives the fold's own table.
TEST(CrfExperimentTest, ScoresExtraTestSamplesApartWithTheSameModel) {
  SyntheticOptions so;
  so.num_samples = 400;
  std::vector<LabeledTree> samples = GenerateSyntheticDataset(33, so);
  Rng rng(4);
  std::vector<int> folds = StratifiedFolds(samples, 4, rng);
  std::vector<LabeledTree> extra;
  for (size_t i = 0; i < samples.size(); ++i) {
    if (folds[i] == 2) extra.push_back(samples[i]);
  }
  FoldOptions o;
  o.train.max_evaluations = 30;
  o.extra_test = extra;
  FoldResult r = *RunFold(samples, folds, 2, o);
  EXPECT_EQ(Scored(r.extra_crf), static_cast<int>(extra.size()));
  EXPECT_EQ(r.extra_crf.Format(), r.crf.Format());
  EXPECT_EQ(r.extra_history.Format(), r.history.Format());
  EXPECT_EQ(r.extra_gold_inadmissible, r.test_gold_inadmissible);
  o.extra_test = {};
  FoldResult without = *RunFold(samples, folds, 2, o);
  EXPECT_EQ(Scored(without.extra_crf), 0);
}

TEST(CrfExperimentTest, TrainFractionSubsamplesTheTrainingFolds) {
  SyntheticOptions so;
  so.num_samples = 300;
  std::vector<LabeledTree> samples = GenerateSyntheticDataset(32, so);
  Rng rng(3);
  std::vector<int> folds = StratifiedFolds(samples, 10, rng);
  FoldOptions o;
  o.train.max_evaluations = 10;
  o.train_fraction = 0.3;
  FoldResult r = *RunFold(samples, folds, 0, o);
  EXPECT_EQ(r.train_samples, 81);  // 30% of 270.
  EXPECT_EQ(r.test_samples, 30);
  o.train_fraction = 0;
  EXPECT_FALSE(RunFold(samples, folds, 0, o).ok());
  o.train_fraction = 1;
  EXPECT_FALSE(RunFold(samples, folds, 10, o).ok());  // No such fold: empty test set.
  std::vector<int> short_folds(folds.begin(), folds.end() - 1);
  EXPECT_FALSE(RunFold(samples, short_folds, 0, o).ok());
}

}  // namespace
}  // namespace aprgrid::crf
