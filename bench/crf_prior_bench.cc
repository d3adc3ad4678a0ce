// CRF_PRIOR's cost against UNIFORM (docs/crf-prior.md, "Performance": the CRF lookup may add at
// most 10% to a CRF_PRIOR attempt's time over UNIFORM on the same bug and seed). For every bug and
// seed of the sample, one UNIFORM and one CRF_PRIOR attempt (PAR_18, the campaign's GP defaults,
// the same seed value), run back to back on one large-stack thread as the worker's built-in engine
// runs them. Rounds alternate which strategy goes first (APRGRID_BENCH_ROUNDS, default 3).
//
// Both strategies search differently from the same seed (other operators, so other variants and
// another number of evaluations), so three figures are printed, each a median over rounds:
//   crf_vs_uniform            CPU of all CRF_PRIOR attempts / CPU of all UNIFORM attempts;
//   crf_vs_uniform_per_eval   the same per variant evaluation (takes out the searches' lengths);
//   lookup_share              the CRF lookups' CPU (SearchPhases::prior_ns: class analysis, tree
//                             and characteristics, sum-product) / CRF_PRIOR's CPU.
// model_parse_ms is the one-off cost of reading the model, which a worker pays once per model
// (crf::ParseModelCached) and every attempt after the first reuses; it is not in the ratios.
//
//   APRGRID_BENCH_CRF_MODEL=model.crfmodel build/bench/crf_prior_bench
// Environment: APRGRID_BENCH_CRF_MODEL (required: a model file, e.g. written by `aprgrid-attempt
// crf-train --model-out`), APRGRID_BENCH_BUGS (comma-separated ids; default the PAR_FIXABLE bugs
// of subjects/), APRGRID_BENCH_MAX_BUGS (default 6), APRGRID_BENCH_SEEDS (seeds 1..N, default 2),
// APRGRID_BENCH_GENERATIONS (default 10), APRGRID_BENCH_ROUNDS, APRGRID_BENCH_TIMES=0 (attempts
// as the worker runs them, SearchOptions::time_phases off: no lookup_share).
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_split.h"
#include "bench/bench_util.h"
#include "benchmark/benchmark.h"
#include "common/spec/grid_cells.h"
#include "common/spec/subject_catalog.h"
#include "worker/crf/model/model_io.h"
#include "worker/lang/runner.h"
#include "worker/repair/gp_search.h"
#include "worker/repair/subject.h"

namespace aprgrid::repair {
namespace {

using ::aprgrid::bench::BenchTimesPhases;
using ::aprgrid::bench::EnvInt;
using ::aprgrid::bench::Median;
using ::aprgrid::bench::ThreadCpuSeconds;

std::string EnvString(const char* name) {
  const char* v = std::getenv(name);
  return v != nullptr ? v : "";
}

struct Sample {
  std::string model_bytes;
  std::vector<std::string> bugs;
  std::map<std::string, Subject> subjects;
  std::string error;
};

const Sample& TheSample() {
  static const Sample* sample = [] {
    auto* s = new Sample;
    const std::string path = EnvString("APRGRID_BENCH_CRF_MODEL");
    std::ifstream model(path, std::ios::binary);
    if (path.empty() || !model) {
      s->error = "set APRGRID_BENCH_CRF_MODEL to a CRF model file (docs/crf-prior.md)";
      return s;
    }
    std::stringstream bytes;
    bytes << model.rdbuf();
    s->model_bytes = bytes.str();
    const std::string subjects = std::string(APRGRID_SOURCE_DIR) + "/subjects";
    std::vector<std::string> ids =
        absl::StrSplit(EnvString("APRGRID_BENCH_BUGS"), ',', absl::SkipEmpty());
    if (ids.empty()) {
      absl::StatusOr<spec::SubjectCatalog> catalog = spec::SubjectCatalog::Load(subjects);
      v1::SubjectSelector par;
      par.add_bugs("*");
      par.add_categories("par");
      absl::StatusOr<std::vector<std::string>> selected =
          catalog.ok() ? catalog->Select(par)
                       : absl::StatusOr<std::vector<std::string>>(catalog.status());
      if (!selected.ok()) {
        s->error = std::string(selected.status().message());
        return s;
      }
      ids = *selected;
    }
    ids.resize(std::min(ids.size(), static_cast<size_t>(EnvInt("APRGRID_BENCH_MAX_BUGS", 6))));
    for (const std::string& id : ids) {
      absl::StatusOr<std::string> dir = ResolveBugDir(id, subjects);
      absl::StatusOr<Subject> subject =
          dir.ok() ? LoadSubject(*dir) : absl::StatusOr<Subject>(dir.status());
      if (!subject.ok()) {
        s->error = std::string(subject.status().message());
        return s;
      }
      s->bugs.push_back(id);
      s->subjects.emplace(id, *std::move(subject));
    }
    return s;
  }();
  return *sample;
}

v1::RepairAttempt Attempt(v1::Strategy strategy, const std::string& bug, int generations) {
  v1::RepairAttempt a;
  a.set_bug(bug);
  a.set_strategy(strategy);
  a.set_arm_set(v1::PAR_18);
  *a.mutable_search() = spec::ResolveGp({});
  a.mutable_search()->set_generations(static_cast<uint32_t>(generations));
  if (strategy == v1::CRF_PRIOR) a.set_crf_prior_floor(spec::kDefaultCrfPriorFloor);
  return a;
}

struct ModeRun {
  double cpu_s = 0;
  uint64_t evaluations = 0;
  int64_t prior_ns = 0;
  int attempts = 0;
  int failed = 0;
};

ModeRun RunMode(v1::Strategy strategy) {
  const Sample& sample = TheSample();
  const int seeds = EnvInt("APRGRID_BENCH_SEEDS", 2);
  const int generations = EnvInt("APRGRID_BENCH_GENERATIONS", 10);
  ModeRun run;
  lang::RunWithLargeStack([&] {
    std::string event_bytes;
    const double t0 = ThreadCpuSeconds();
    for (const std::string& bug : sample.bugs) {
      const Subject& subject = sample.subjects.at(bug);
      for (int seed = 1; seed <= seeds; ++seed) {
        SearchOptions options;
        options.crf_model_bytes = sample.model_bytes;
        options.time_phases = BenchTimesPhases();
        options.on_generation = [&](const v1::GenerationEvent& ev) {
          event_bytes.clear();
          ev.SerializeToString(&event_bytes);
        };
        absl::StatusOr<SearchOutcome> out = RunSearch(subject, Attempt(strategy, bug, generations),
                                                      static_cast<uint64_t>(seed), options);
        ++run.attempts;
        if (!out.ok()) {
          std::fprintf(stderr, "%s %s seed %d: %s\n", v1::Strategy_Name(strategy).c_str(),
                       bug.c_str(), seed, std::string(out.status().message()).c_str());
          ++run.failed;
          continue;
        }
        run.evaluations += out->result.evaluations();
        run.prior_ns += out->phases.prior_ns;
      }
    }
    run.cpu_s = ThreadCpuSeconds() - t0;
  });
  return run;
}

void BM_CrfPriorAgainstUniform(benchmark::State& state) {
  const Sample& sample = TheSample();
  if (!sample.error.empty()) {
    state.SkipWithError(sample.error.c_str());
    return;
  }
  // The one-off parse, measured on its own (wall, one thread).
  const auto parse_start = std::chrono::steady_clock::now();
  std::istringstream model_in(sample.model_bytes);
  const bool parsed = crf::ReadModel(model_in).ok();
  const double parse_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - parse_start)
          .count();
  if (!parsed) {
    state.SkipWithError("APRGRID_BENCH_CRF_MODEL is not a CRF model file");
    return;
  }
  const int rounds = EnvInt("APRGRID_BENCH_ROUNDS", 3);
  std::vector<double> ratio, per_eval, share, uniform_ms, crf_ms;
  ModeRun uniform, prior;
  int failed = 0;
  for (auto _ : state) {
    for (int r = 0; r < rounds; ++r) {
      for (int k = 0; k < 2; ++k) {
        const bool crf = (r + k) % 2 == 1;  // Round 0: UNIFORM first; round 1: CRF_PRIOR first.
        (crf ? prior : uniform) = RunMode(crf ? v1::CRF_PRIOR : v1::UNIFORM);
      }
      failed += uniform.failed + prior.failed;
      ratio.push_back(prior.cpu_s / uniform.cpu_s);
      per_eval.push_back((prior.cpu_s / static_cast<double>(prior.evaluations)) /
                         (uniform.cpu_s / static_cast<double>(uniform.evaluations)));
      share.push_back(1e-9 * static_cast<double>(prior.prior_ns) / prior.cpu_s);
      uniform_ms.push_back(1000 * uniform.cpu_s / uniform.attempts);
      crf_ms.push_back(1000 * prior.cpu_s / prior.attempts);
      std::fprintf(stderr,
                   "round %d: UNIFORM %.2f s (%llu evaluations), CRF_PRIOR %.2f s (%llu "
                   "evaluations, lookups %.3f s)\n",
                   r, uniform.cpu_s, static_cast<unsigned long long>(uniform.evaluations),
                   prior.cpu_s, static_cast<unsigned long long>(prior.evaluations),
                   1e-9 * static_cast<double>(prior.prior_ns));
    }
  }
  state.counters["attempts_per_strategy"] = uniform.attempts;
  state.counters["rounds"] = rounds;
  state.counters["failed"] = failed;
  state.counters["uniform_ms_per_attempt"] = Median(uniform_ms);
  state.counters["crf_prior_ms_per_attempt"] = Median(crf_ms);
  state.counters["crf_vs_uniform"] = Median(ratio);
  state.counters["crf_vs_uniform_per_eval"] = Median(per_eval);
  if (BenchTimesPhases()) state.counters["lookup_share"] = Median(share);
  state.counters["model_parse_ms"] = parse_ms;
  state.counters["model_bytes"] = static_cast<double>(sample.model_bytes.size());
}

BENCHMARK(BM_CrfPriorAgainstUniform)->Iterations(1)->Unit(benchmark::kSecond);

}  // namespace
}  // namespace aprgrid::repair

BENCHMARK_MAIN();
