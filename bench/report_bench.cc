// Speed of `aprgrid report` and `aprgrid compare` on a campaign the size of
// configs/grid-30k.textproto: 51 configurations x 29 bugs x 20 seeds = 29,580 finished attempts,
// each with 10 generation rows, written through the store (Store::Open, then the StoreWriter).
// Goal: report and compare each under 2 s on one core, compare's bootstrap included (figures:
// docs/performance.md, "report and compare on a grid-30k-sized campaign").
//
// Timed, in alternating rounds (median of each):
//   - baseline: the view query the report used before intervals (ReportRows: repair_configs);
//   - report:   ReadCampaignOutcomes + Summarize every configuration + the CSV table;
//   - compare:  ReadCampaignOutcomes + CompareAgainst the uniform baseline (50 comparisons,
//               10,000 bootstrap resamples each) + the CSV table.
// Both wall time and this process's CPU time are printed (the machine is shared; CPU time is
// what one core spends), and each as a ratio to the baseline.
//
// Run: build/bench/report_bench [DB_PATH]   (default /tmp/aprgrid_report_bench.db, rebuilt).
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "cli/campaign_outcomes.h"
#include "cli/configuration_comparison.h"
#include "cli/configuration_summary.h"
#include "cli/results_query.h"
#include "common/random.h"
#include "common/status_macros.h"
#include "common/store/store.h"
#include "common/store/store_writer.h"

namespace aprgrid::cli {
namespace {

constexpr int kConfigs = 51, kBugs = 29, kSeeds = 20, kGenerations = 10, kRounds = 5;

double CpuSeconds() {
  timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

std::string Strategy(int config) {
  static const char* const kNames[] = {"UNIFORM", "PROBABILITY_MATCHING", "ADAPTIVE_PURSUIT",
                                       "EPSILON_GREEDY", "UCB"};
  return config == 0 ? "UNIFORM" : kNames[1 + (config - 1) % 4];
}

int BuildDatabase(const std::string& path) {
  std::filesystem::remove(path);
  std::filesystem::remove(path + "-wal");
  std::filesystem::remove(path + "-shm");
  auto store = store::Store::Open(path);
  if (!store.ok()) {
    std::fprintf(stderr, "cannot open %s: %s\n", path.c_str(), store.status().ToString().c_str());
    return 1;
  }
  store::StoreWriter& writer = (*store)->writer();
  writer.Submit(store::WriteFn([](store::SqliteDb& db) -> absl::Status {
    absl::Status status = db.Exec(
        "INSERT INTO campaigns (campaign_id, name, created_unix_ms, updated_unix_ms) "
        "VALUES ('c-bench', 'bench', 0, 0);"
        "INSERT INTO stages (campaign_id, stage, position, kind) "
        "VALUES ('c-bench', 'grid', 0, 'repair');");
    if (!status.ok()) return status;
    auto insert = db.Prepare(
        "INSERT INTO attempts (attempt_key, campaign_id, stage, ordinal, kind, bug, strategy, "
        "credit, reward, arm_set, activation, seed, population, generations, engine, state, "
        "patched, variants_to_patch, variants_evaluated, alpha, attempt) VALUES (?1, 'c-bench', "
        "'grid', "
        "?2, 'repair', ?3, ?4, ?5, 'RAW', ?6, 'PER_GENERATION', ?7, 40, 10, 'builtin', 'done', "
        "?8, ?9, 400, ?10, x'')");
    if (!insert.ok()) return insert.status();
    Rng rng(15);
    int ordinal = 0;
    for (int c = 0; c < kConfigs; ++c) {
      const double skill = 0.3 + 0.004 * c;
      for (int b = 0; b < kBugs; ++b) {
        const double difficulty = (b % 10) / 10.0;
        for (int s = 1; s <= kSeeds; ++s) {
          const bool patched = rng.Uniform() < skill + 0.5 - difficulty;
          const std::optional<int64_t> variants =
              patched ? std::optional<int64_t>(1 + rng.Below(399)) : std::nullopt;
          RETURN_IF_ERROR(insert->BindAll(absl::StrCat("k", c, "-", b, "-", s), ordinal++,
                                          absl::StrCat("bug-", b), Strategy(c),
                                          std::string(c % 2 == 0 ? "AVERAGE" : "RECENCY_WEIGHTED"),
                                          std::string(c % 3 == 0   ? "GENPROG_3"
                                                      : c % 3 == 1 ? "PAR_18"
                                                                   : "GROUPED_7"),
                                          s + 100 * c, patched ? 1 : 0, variants, 0.01 * c));
          status = insert->Run();
          if (!status.ok()) return status;
        }
      }
    }
    // Attempt ids as a coordinator gives them (here: 1, 2, ... in ordinal order, the rowids).
    return db.Exec("UPDATE attempts SET attempt_id = rowid");
  }));
  int64_t attempt_id = 0;
  for (int c = 0; c < kConfigs; ++c) {
    for (int b = 0; b < kBugs; ++b) {
      for (int s = 1; s <= kSeeds; ++s) {
        ++attempt_id;  // Of attempt "k<c>-<b>-<s>".
        for (int g = 0; g < kGenerations; ++g) {
          store::GenerationRow row;
          row.attempt_id = attempt_id;
          row.generation = g;
          row.best_fitness = g;
          row.variants_evaluated = 40;
          row.variants_passing_negative = (b + g + s) % 7;
          writer.Submit(std::move(row));
        }
      }
    }
  }
  if (absl::Status status = writer.Flush(); !status.ok()) {
    std::fprintf(stderr, "writing failed: %s\n", status.ToString().c_str());
    return 1;
  }
  return 0;
}

struct Timing {
  std::vector<double> wall, cpu;
};

double Median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

int Run(const std::string& path) {
  std::printf("building %d attempts x %d generation rows in %s ...\n", kConfigs * kBugs * kSeeds,
              kGenerations, path.c_str());
  if (int rc = BuildDatabase(path); rc != 0) return rc;
  const std::vector<std::pair<std::string, std::function<absl::Status()>>> tasks = {
      {"baseline (view repair_configs)",
       [&]() -> absl::Status { return ReportRows(path, "c-bench").status(); }},
      {"report",
       [&]() -> absl::Status {
         ASSIGN_OR_RETURN(auto configs, ReadCampaignOutcomes(path, "c-bench"));
         std::vector<ConfigurationSummary> summaries;
         for (const auto& c : configs) summaries.push_back(Summarize(c));
         std::ostringstream out;
         WriteTable(SummaryTable(summaries), OutputFormat::kCsv, out);
         if (summaries.size() != kConfigs) return absl::InternalError("wrong configuration count");
         return absl::OkStatus();
       }},
      {"compare",
       [&]() -> absl::Status {
         ASSIGN_OR_RETURN(auto configs, ReadCampaignOutcomes(path, "c-bench"));
         ASSIGN_OR_RETURN(auto comparisons, CompareAgainst(configs, configs.front().label, ""));
         std::ostringstream out;
         WriteTable(ComparisonTable(comparisons), OutputFormat::kCsv, out);
         if (comparisons.size() != kConfigs - 1) return absl::InternalError("wrong comparisons");
         return absl::OkStatus();
       }},
  };
  std::vector<Timing> timings(tasks.size());
  for (int round = 0; round < kRounds; ++round) {
    for (size_t t = 0; t < tasks.size(); ++t) {
      const double cpu = CpuSeconds();
      const auto wall = std::chrono::steady_clock::now();
      if (absl::Status status = tasks[t].second(); !status.ok()) {
        std::fprintf(stderr, "%s failed: %s\n", tasks[t].first.c_str(), status.ToString().c_str());
        return 1;
      }
      timings[t].wall.push_back(
          std::chrono::duration<double>(std::chrono::steady_clock::now() - wall).count());
      timings[t].cpu.push_back(CpuSeconds() - cpu);
    }
  }
  const double base_wall = Median(timings[0].wall), base_cpu = Median(timings[0].cpu);
  std::printf("%-32s %10s %10s %12s %12s\n", "median of 5 alternating rounds", "wall s", "cpu s",
              "wall/base", "cpu/base");
  for (size_t t = 0; t < tasks.size(); ++t) {
    const double wall = Median(timings[t].wall), cpu = Median(timings[t].cpu);
    std::printf("%-32s %10.3f %10.3f %12.2f %12.2f%s\n", tasks[t].first.c_str(), wall, cpu,
                wall / base_wall, cpu / base_cpu,
                t == 0 ? "" : (cpu < 2.0 ? "  (goal < 2 s: met)" : "  (goal < 2 s: MISSED)"));
  }
  return 0;
}

}  // namespace
}  // namespace aprgrid::cli

int main(int argc, char** argv) {
  return aprgrid::cli::Run(argc > 1 ? argv[1] : "/tmp/aprgrid_report_bench.db");
}
