// CRF benchmarks (goals: docs/performance.md, "CRF"), on a seeded synthetic dataset of 20,000
// statement-sized trees with a planted labelling rule (worker/crf/model/synthetic.h):
//   BM_TrainOneFold   train on 9 of 10 stratified folds (18,000 trees), q = 0.5, delta^2 = 500,
//                     G = 200 evaluations, one thread.     Goal: < 120 s  (goal_ratio_* < 1).
//   BM_PredictTop3    top-3 labelled trees with probabilities for one held-out statement.
//                                                          Goal: < 1 ms   (goal_ratio < 1;
//                     an inverted rate counter, so Google Benchmark prints it with an "s").
//   BM_HistoryTop3    the history-probability baseline on the same statements, for scale.
// After training, the held-out accuracy of the CRF and the history baseline is printed (stderr).
#include <benchmark/benchmark.h>

#include <cstdio>
#include <ctime>
#include <optional>
#include <vector>

#include "common/random.h"
#include "worker/crf/model/evaluation.h"
#include "worker/crf/model/history_baseline.h"
#include "worker/crf/model/synthetic.h"
#include "worker/crf/model/trainer.h"

namespace aprgrid::crf {
namespace {

constexpr uint64_t kSeed = 20261129;
constexpr int kSamples = 20000;
constexpr int kFolds = 10;

struct Split {
  std::vector<LabeledTree> train, test;
  double mean_nodes = 0;
};

const Split& Data() {
  static const Split split = [] {
    SyntheticOptions so;
    so.num_samples = kSamples;
    std::vector<LabeledTree> all = GenerateSyntheticDataset(kSeed, so);
    Rng rng(kSeed);
    std::vector<int> fold = StratifiedFolds(all, kFolds, rng);
    Split s;
    double nodes = 0;
    for (size_t i = 0; i < all.size(); ++i) {
      nodes += all[i].tree.size();
      (fold[i] == 0 ? s.test : s.train).push_back(std::move(all[i]));
    }
    s.mean_nodes = nodes / kSamples;
    return s;
  }();
  return split;
}

TrainOptions DefaultOptions() {
  TrainOptions o;
  o.objective.q = 0.5;
  o.objective.delta2 = 500;
  o.max_evaluations = 200;
  return o;
}

std::optional<CrfModel>& TrainedModel() {
  static std::optional<CrfModel> model;
  return model;
}

const CrfModel& ModelForInference() {
  if (!TrainedModel()) TrainedModel() = *Train(Data().train, DefaultOptions());
  return *TrainedModel();
}

void PrintAccuracy(const CrfModel& model) {
  const Split& d = Data();
  HistoryBaseline history = HistoryBaseline::Fit(d.train);
  AccuracyTable crf_table, history_table;
  for (const LabeledTree& s : d.test) {
    std::vector<std::vector<int>> ranked;
    const std::vector<Prediction> predictions = *model.Predict(s.tree, 3);
    for (const Prediction& p : predictions) ranked.push_back(p.transforms);
    crf_table.Add(s.gold, ranked);
    history_table.Add(s.gold, history.Predict(s.tree, 3));
  }
  std::fprintf(stderr, "held-out fold (%zu statements), CRF q=0.5:\n%s\nhistory baseline:\n%s\n",
               d.test.size(), crf_table.Format().c_str(), history_table.Format().c_str());
}

void BM_TrainOneFold(benchmark::State& state) {
  const Split& d = Data();
  TrainReport report;
  double cpu_seconds = 0;
  for (auto _ : state) {
    // Process CPU time as well as wall time: on a shared machine the wall time mostly measures
    // the other tenants, while the goal is about one core's work.
    const std::clock_t cpu_start = std::clock();
    absl::StatusOr<CrfModel> model = Train(d.train, DefaultOptions(), &report);
    cpu_seconds = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    if (!model.ok()) {
      state.SkipWithError(std::string(model.status().message()).c_str());
      return;
    }
    TrainedModel() = *std::move(model);
  }
  state.counters["train_trees"] = static_cast<double>(d.train.size());
  state.counters["mean_nodes"] = d.mean_nodes;
  state.counters["features"] = report.num_features;
  state.counters["evaluations"] = report.evaluations;
  state.counters["wall_seconds"] = report.seconds;
  state.counters["cpu_seconds"] = cpu_seconds;
  state.counters["goal_ratio_cpu"] = cpu_seconds / 120.0;
  state.counters["goal_ratio_wall"] = report.seconds / 120.0;
  state.counters["cpu_us_per_tree_eval"] =
      1e6 * cpu_seconds / (static_cast<double>(report.evaluations) * d.train.size());
  PrintAccuracy(*TrainedModel());
}
BENCHMARK(BM_TrainOneFold)->Iterations(1)->Unit(benchmark::kSecond)->UseRealTime();

void BM_PredictTop3(benchmark::State& state) {
  const CrfModel& model = ModelForInference();
  const std::vector<LabeledTree>& test = Data().test;
  size_t i = 0;
  for (auto _ : state) {
    absl::StatusOr<std::vector<Prediction>> p = model.Predict(test[i].tree, 3);
    benchmark::DoNotOptimize(p);
    i = (i + 1) % test.size();
  }
  state.counters["goal_ratio"] =
      benchmark::Counter(1e-3 * static_cast<double>(state.iterations()),
                         benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_PredictTop3)->Unit(benchmark::kMicrosecond);

void BM_HistoryTop3(benchmark::State& state) {
  const Split& d = Data();
  static const HistoryBaseline history = HistoryBaseline::Fit(d.train);
  size_t i = 0;
  for (auto _ : state) {
    std::vector<std::vector<int>> p = history.Predict(d.test[i].tree, 3);
    benchmark::DoNotOptimize(p);
    i = (i + 1) % d.test.size();
  }
}
BENCHMARK(BM_HistoryTop3)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace aprgrid::crf

BENCHMARK_MAIN();
