#include "bench/coordinator_bench_store.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "bench/bench_util.h"
#include "bench/coordinator_bench_server.h"
#include "common/store/schema.h"
#include "common/store/store.h"
#include "common/store/store_test_util.h"

namespace aprgrid::bench {
namespace {

using Clock = std::chrono::steady_clock;

void CheckOk(const absl::Status& status) {
  if (!status.ok()) {
    std::fprintf(stderr, "coordinator_bench: %s\n", std::string(status.message()).c_str());
    std::abort();
  }
}

}  // namespace

double BareCompletionsPerSecond(int completions) {
  store::testing::TempDir dir;
  absl::StatusOr<store::SqliteDb> opened =
      store::SqliteDb::Open(dir.File("bare.db"), store::Store::WriteConnectionOptions({}));
  CheckOk(opened.status());
  store::SqliteDb& db = *opened;
  CheckOk(db.Exec("PRAGMA temp_store = MEMORY"));
  CheckOk(store::MigrateResultsSchema(db));
  std::mt19937_64 random(42);
  std::vector<std::string> keys;
  CheckOk(db.Exec("BEGIN"));
  for (int i = 0; i < completions; ++i) {
    keys.push_back(absl::StrFormat("%016x", random()));
    CheckOk(store::testing::InsertTestAttempt(db, "bench", keys.back(), absl::StrCat("b-", i % 100),
                                              "UCB", i / 100 + 1));
  }
  CheckOk(db.Exec("COMMIT"));
  absl::StatusOr<store::SqliteStatement> generation = db.Prepare(
      "INSERT OR REPLACE INTO generation_rows (attempt_id, epoch, generation, best_fitness, "
      "mean_fitness, median_fitness, variants_evaluated, variants_not_compiling, "
      "variants_passing_all, variants_passing_negative) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  absl::StatusOr<store::SqliteStatement> arm = db.Prepare(
      "INSERT OR REPLACE INTO operator_stat_rows (attempt_id, epoch, generation, arm, selections, "
      "reward_sum, quality, probability) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
  absl::StatusOr<store::SqliteStatement> result = db.Prepare(
      "UPDATE attempts SET state = 'done', epoch = ?, finished_unix_ms = ?, patched = ?, "
      "variants_to_patch = ?, variants_evaluated = ?, generations_run = ?, wall_ms = ?, "
      "attempt_id = ? WHERE attempt_key = ?");
  CheckOk(generation.status());
  CheckOk(arm.status());
  CheckOk(result.status());
  std::vector<std::string> arms;
  for (int a = 0; a < 7; ++a) arms.push_back(absl::StrCat("arm", a));
  const auto start = Clock::now();
  for (int i = 0; i < completions; ++i) {
    if (i % 1000 == 0) CheckOk(db.Exec("BEGIN"));
    const std::string& key = keys[i];
    const int64_t id = i + 1;
    for (int g = 0; g < 10; ++g) {
      CheckOk(generation->BindAll(id, 1, g, 1.0 + g, 0.5 + g, 0.5 + g, 40, 0, 0, 0));
      CheckOk(generation->Run());
      for (int a = 0; a < 7; ++a) {
        CheckOk(arm->BindAll(id, 1, g, arms[a], a + 1, 0.25 * a, 0.1 * a, 1.0 / 7));
        CheckOk(arm->Run());
      }
    }
    CheckOk(result->BindAll(1, 1700000000000 + i, 0, 0, 400, 10, 5, id, key));
    CheckOk(result->Run());
    if (i % 1000 == 999 || i + 1 == completions) CheckOk(db.Exec("COMMIT"));
  }
  return completions / std::chrono::duration<double>(Clock::now() - start).count();
}

namespace {

// The INSERT of `rows` rows of `table` (`columns` values each) in one statement, as
// common/store/store_writer.cc builds it.
std::string MultiRowInsert(const char* table, const char* column_list, int columns, int rows) {
  std::string row = "(?";
  for (int c = 1; c < columns; ++c) row += ", ?";
  row += ")";
  return store::MultiRowInsertSql(
      absl::StrCat("INSERT OR REPLACE INTO ", table, " (", column_list, ") VALUES "), row,
      static_cast<size_t>(rows));
}

// Writes `completions` completions' generation events (10 generations of 7 arms, ids 1, 2, ...)
// into the event tables of a fresh file opened as the store opens it, a COMMIT per 8 completions
// (the batches of the ingest benchmark's 16 workers), and returns this thread's CPU microseconds
// per completion. `shared`: the statements of the store writer since 2026-12-03 (all generation
// rows of a completion in one INSERT, its 70 arms in one of 64 rows and one of 6); otherwise
// those before (per event, one generation INSERT and one INSERT of its 7 arms).
double EventStatementsCpuUs(bool shared, int completions) {
  store::testing::TempDir dir;
  absl::StatusOr<store::SqliteDb> opened =
      store::SqliteDb::Open(dir.File("events.db"), store::Store::WriteConnectionOptions({}));
  CheckOk(opened.status());
  store::SqliteDb& db = *opened;
  CheckOk(store::MigrateResultsSchema(db));
  constexpr char kGenerationColumns[] =
      "attempt_id, epoch, generation, best_fitness, mean_fitness, median_fitness, "
      "variants_evaluated, variants_not_compiling, variants_passing_all, "
      "variants_passing_negative";
  constexpr char kArmColumns[] =
      "attempt_id, epoch, generation, arm, selections, reward_sum, quality, probability";
  std::vector<std::unique_ptr<store::SqliteStatement>> generations(11), arms(65);
  auto statement = [&](std::vector<std::unique_ptr<store::SqliteStatement>>& cache, bool arm,
                       int rows) -> store::SqliteStatement& {
    if (cache[rows] == nullptr) {
      absl::StatusOr<store::SqliteStatement> prepared =
          db.Prepare(arm ? MultiRowInsert("operator_stat_rows", kArmColumns, 8, rows)
                         : MultiRowInsert("generation_rows", kGenerationColumns, 10, rows));
      CheckOk(prepared.status());
      cache[rows] = std::make_unique<store::SqliteStatement>(*std::move(prepared));
    }
    return *cache[rows];
  };
  std::vector<std::string> names;
  for (int a = 0; a < 7; ++a) names.push_back(absl::StrCat("arm", a));
  auto bind_generation = [](store::SqliteStatement& s, int row, int64_t id, int g) {
    CheckOk(s.BindFrom(10 * row + 1, id, 1, g, 1.0 + g, 0.5 + g, 0.5 + g, 40, 0, 0, 0));
  };
  auto bind_arm = [&names](store::SqliteStatement& s, int row, int64_t id, int g, int a) {
    CheckOk(s.BindFrom(8 * row + 1, id, 1, g, names[a], a + 1, 0.25 * a, 0.1 * a, 1.0 / 7));
  };
  const double start = ThreadCpuSeconds();
  for (int c = 0; c < completions; ++c) {
    if (c % 8 == 0) CheckOk(db.Exec("BEGIN IMMEDIATE"));
    const int64_t id = c + 1;
    if (shared) {
      store::SqliteStatement& g10 = statement(generations, false, 10);
      for (int g = 0; g < 10; ++g) bind_generation(g10, g, id, g);
      CheckOk(g10.Run());
      int g = 0, a = 0;
      for (int left = 70; left > 0;) {
        const int n = std::min(left, 64);
        store::SqliteStatement& insert = statement(arms, true, n);
        for (int row = 0; row < n; ++row) {
          bind_arm(insert, row, id, g, a);
          if (++a == 7) {
            a = 0;
            ++g;
          }
        }
        CheckOk(insert.Run());
        left -= n;
      }
    } else {
      for (int g = 0; g < 10; ++g) {
        store::SqliteStatement& one = statement(generations, false, 1);
        bind_generation(one, 0, id, g);
        CheckOk(one.Run());
        store::SqliteStatement& seven = statement(arms, true, 7);
        for (int a = 0; a < 7; ++a) bind_arm(seven, a, id, g, a);
        CheckOk(seven.Run());
      }
    }
    if (c % 8 == 7 || c + 1 == completions) CheckOk(db.Exec("COMMIT"));
  }
  return 1e6 * (ThreadCpuSeconds() - start) / completions;
}

void BM_EventStatements(benchmark::State& state) {
  const int rounds = EnvInt("APRGRID_BENCH_ROUNDS", 3);
  for (auto _ : state) {
    std::vector<double> per_event, shared, ratios;
    for (int r = 0; r < rounds; ++r) {
      const double load_before = LoadAverage();
      // Which pattern runs first alternates, so a change of load falls on both alike.
      const bool shared_first = r % 2 == 1;
      const double first = EventStatementsCpuUs(shared_first, 100 * kIngestSeeds);
      const double second = EventStatementsCpuUs(!shared_first, 100 * kIngestSeeds);
      per_event.push_back(shared_first ? second : first);
      shared.push_back(shared_first ? first : second);
      ratios.push_back(shared.back() / per_event.back());
      std::printf(
          "round %d: generation events' statements, CPU per completion: per event %.1f us, "
          "shared %.1f us (%.2fx); load average %.2f -> %.2f\n",
          r + 1, per_event.back(), shared.back(), ratios.back(), load_before, LoadAverage());
    }
    state.SetIterationTime(1);
    state.counters["per_event_us"] = Median(per_event);
    state.counters["shared_us"] = Median(shared);
    std::printf(
        "generation events' statements, medians of %d rounds: per event %.1f us, shared %.1f us "
        "per completion; median of the rounds' ratios %.2f\n",
        rounds, Median(per_event), Median(shared), Median(ratios));
  }
}
BENCHMARK(BM_EventStatements)->Iterations(1)->UseManualTime()->Unit(benchmark::kSecond);

}  // namespace
}  // namespace aprgrid::bench
