#include "worker/crf/model/trainer.h"

#include <vector>

#include "gtest/gtest.h"
#include "worker/crf/model/evaluation.h"
#include "worker/crf/model/history_baseline.h"
#include "worker/crf/model/synthetic.h"

namespace aprgrid::crf {
namespace {

std::vector<LabeledTree> Data(uint64_t seed, int n) {
  SyntheticOptions so;
  so.num_samples = n;
  so.multiple_fraction = 0.1;
  return GenerateSyntheticDataset(seed, so);
}

TEST(CrfTrainerTest, ObjectiveIncreasesMonotonicallyToAStableOptimum) {
  std::vector<LabeledTree> train = Data(1, 400);
  TrainOptions o;
  o.max_evaluations = 400;
  o.objective.delta2 = 10;  // A firmer prior: the optimum is reached well within the budget.
  TrainReport report;
  CrfModel model = *Train(train, o, &report);
  ASSERT_GT(report.objective_trace.size(), 5u);
  for (size_t i = 1; i < report.objective_trace.size(); ++i) {
    EXPECT_GE(report.objective_trace[i], report.objective_trace[i - 1]) << "iteration " << i;
  }
  EXPECT_FALSE(report.stop_reason.empty());
  EXPECT_LT(report.evaluations, o.max_evaluations) << report.stop_reason;  // Stopped by itself.
  // At the optimum the gradient of the concave objective vanishes.
  Objective objective = *Objective::Create(model.index(), train, o.objective);
  std::vector<double> g(model.weights().size());
  const double value = objective.Evaluate(model.weights(), g);
  EXPECT_NEAR(value, report.final_objective, 1e-9 * std::abs(value));
  double norm2 = 0, wnorm2 = 0;
  for (double x : g) norm2 += x * x;
  for (double x : model.weights()) wnorm2 += x * x;
  EXPECT_LT(std::sqrt(norm2), 1e-3 * std::max(1.0, std::sqrt(wnorm2)));
}

TEST(CrfTrainerTest, EvaluationBudgetIsRespectedAndTrainingIsDeterministic) {
  std::vector<LabeledTree> train = Data(2, 200);
  TrainOptions o;
  o.max_evaluations = 15;
  TrainReport r1, r2;
  CrfModel a = *Train(train, o, &r1);
  CrfModel b = *Train(train, o, &r2);
  EXPECT_LE(r1.evaluations, o.max_evaluations + 40);  // The last line search may overrun.
  EXPECT_EQ(r1.stop_reason, "evaluation budget reached");
  EXPECT_EQ(a.weights(), b.weights());
  o.objective.num_threads = 2;
  CrfModel c = *Train(train, o);
  EXPECT_EQ(a.weights(), c.weights());
}

// The planted rule is learnable: the CRF beats the history baseline on held-out data, on the
// macro average and on multiple-transform samples, and keeps the virtual root to wraps.
TEST(CrfTrainerTest, LearnsThePlantedRuleAndBeatsTheHistoryBaseline) {
  std::vector<LabeledTree> train = Data(3, 1000);
  std::vector<LabeledTree> test = Data(4, 400);
  TrainOptions o;
  o.max_evaluations = 60;
  CrfModel model = *Train(train, o);
  HistoryBaseline history = HistoryBaseline::Fit(train);
  AccuracyTable crf_table, history_table;
  for (const LabeledTree& s : test) {
    std::vector<Prediction> predictions = *model.Predict(s.tree, 3);
    std::vector<std::vector<int>> ranked;
    double total = 0;
    for (const Prediction& p : predictions) {
      ranked.push_back(p.transforms);
      total += p.probability;
      EXPECT_TRUE(kVirtualRootTransforms >> p.transforms[0] & 1);
    }
    EXPECT_LE(total, 1 + 1e-9);
    for (size_t i = 1; i < predictions.size(); ++i) {
      EXPECT_GE(predictions[i - 1].probability, predictions[i].probability);
    }
    crf_table.Add(s.gold, ranked);
    history_table.Add(s.gold, history.Predict(s.tree, 3));
  }
  EXPECT_GT(crf_table.MacroTop1(), history_table.MacroTop1() + 0.1)
      << "CRF\n"
      << crf_table.Format() << "history\n"
      << history_table.Format();
  EXPECT_GT(crf_table.MacroTop3(), history_table.MacroTop3() + 0.1);
  EXPECT_GT(crf_table.multiple().top3_rate(), history_table.multiple().top3_rate());
  EXPECT_GT(crf_table.MacroTop3(), 0.5) << crf_table.Format();
}

}  // namespace
}  // namespace aprgrid::crf
