// Cost of operator selection per mutation: one Choose among the applicable operators plus one
// Credit, per strategy and arm set, in both modes. The figure that matters is the ratio to the
// UNIFORM baseline measured in the same process (counter `vs_uniform`), and the absolute cost
// next to a variant evaluation (tens of microseconds or more): selection must stay negligible.
//
//   build-*/bench/rl_bench --benchmark_min_time=0.2
// ns_per_step and vs_uniform are thread CPU time (500 batches each, measured after the loop).
#include <time.h>

#include <vector>

#include "bench/bench_util.h"
#include "benchmark/benchmark.h"
#include "common/random.h"
#include "worker/rl/operator_selector.h"

namespace aprgrid::rl {
namespace {

using ::aprgrid::bench::ThreadCpuSeconds;

constexpr int kStepsPerBatch = 600;  // About one attempt's worth of variants (40 + 9 x 60).

SelectorConfig MakeConfig(v1::Strategy strategy, v1::ArmSet set, v1::Mode mode) {
  SelectorConfig config;
  config.strategy = strategy;
  config.arm_set = set;
  config.mode = mode;
  config.credit = v1::AVERAGE;
  config.reward = v1::RELATIVE;
  config.activation = v1::PER_MUTATION;
  return config;
}

// One batch of choose-and-credit steps over rotating applicable subsets; returns a checksum so
// the work cannot be optimised away.
int64_t RunBatch(OperatorSelector& selector, const std::vector<std::vector<Operator>>& subsets,
                 Rng& environment) {
  int64_t checksum = 0;
  for (int i = 0; i < kStepsPerBatch; ++i) {
    const std::vector<Operator>& applicable = subsets[i % subsets.size()];
    const Operator op = *selector.Choose(applicable);
    checksum += OperatorIndex(op);
    const double child = environment.Uniform() * 2;
    (void)selector.Credit(op, child, 1.0);
  }
  return checksum;
}

std::vector<std::vector<Operator>> Subsets(const ArmSet& arms) {
  std::vector<std::vector<Operator>> subsets;
  const std::vector<Operator> all(arms.operators().begin(), arms.operators().end());
  for (int stride = 1; stride <= 4; ++stride) {
    std::vector<Operator> subset;
    for (size_t i = 0; i < all.size(); i += static_cast<size_t>(stride)) subset.push_back(all[i]);
    subsets.push_back(subset);
  }
  return subsets;
}

// Thread CPU time: the machine is shared, and wall time would charge other processes' load to
// whichever side of the ratio happened to run during it.

double SecondsPerBatch(const SelectorConfig& config, int batches) {
  Rng rng(1);
  Rng environment(2);
  OperatorSelector selector = *OperatorSelector::Create(config, rng);
  const auto subsets = Subsets(selector.arm_set());
  const double start = ThreadCpuSeconds();
  int64_t checksum = 0;
  for (int b = 0; b < batches; ++b) checksum += RunBatch(selector, subsets, environment);
  benchmark::DoNotOptimize(checksum);
  return (ThreadCpuSeconds() - start) / batches;
}

void BM_ChooseAndCredit(benchmark::State& state) {
  const auto strategy = static_cast<v1::Strategy>(state.range(0));
  const auto set = static_cast<v1::ArmSet>(state.range(1));
  const auto mode = static_cast<v1::Mode>(state.range(2));
  const SelectorConfig config = MakeConfig(strategy, set, mode);
  Rng rng(1);
  Rng environment(2);
  OperatorSelector selector = *OperatorSelector::Create(config, rng);
  const auto subsets = Subsets(selector.arm_set());
  for (auto _ : state) {
    benchmark::DoNotOptimize(RunBatch(selector, subsets, environment));
  }
  state.SetItemsProcessed(state.iterations() * kStepsPerBatch);
  state.SetLabel(v1::Strategy_Name(strategy) + "/" + v1::ArmSet_Name(set) + "/" +
                 v1::Mode_Name(mode));
  // The UNIFORM baseline, timed here so the ratio comes from the same run and machine state.
  const int batches = 500;
  const double uniform = SecondsPerBatch(MakeConfig(v1::UNIFORM, set, mode), batches);
  const double strategy_time = SecondsPerBatch(config, batches);
  state.counters["ns_per_step"] = strategy_time / kStepsPerBatch * 1e9;
  state.counters["vs_uniform"] = strategy_time / uniform;
}

void Arguments(benchmark::internal::Benchmark* b) {
  for (int strategy :
       {v1::UNIFORM, v1::PROBABILITY_MATCHING, v1::ADAPTIVE_PURSUIT, v1::EPSILON_GREEDY, v1::UCB}) {
    for (int set : {v1::GENPROG_3, v1::PAR_18, v1::GROUPED_7}) {
      for (int mode : {v1::PAPER, v1::ARTEFACT}) b->Args({strategy, set, mode});
    }
  }
}

BENCHMARK(BM_ChooseAndCredit)->Apply(Arguments);

}  // namespace
}  // namespace aprgrid::rl

BENCHMARK_MAIN();
