// Shared test outcomes (SearchOptions::shared_outcomes) over whole searches on real bugs
// (subjects/): every attempt reports the same generation events, per-variant records (every
// evaluation's fields), checkpoints (the fitness engine's saved state included) and result with
// or without a table, whatever the table holds: after the other attempts of the bug in either
// order, with a budget so small that entries are evicted all the time, with two threads sharing
// one table, and when resumed from a checkpoint. Each test also checks that the table did serve
// outcomes, so the comparison is not of two identical paths.
#include <algorithm>
#include <cstdio>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "worker/lang/runner.h"
#include "worker/repair/checkpoint.h"
#include "worker/repair/gp_search.h"
#include "worker/repair/repair_test_util.h"
#include "worker/repair/shared_outcomes.h"
#include "worker/repair/subject.h"

namespace aprgrid::repair {
namespace {

struct Rule {
  v1::Strategy strategy;
  v1::ArmSet arm_set;
  v1::Activation activation;
  v1::Reward reward;
};

const Rule kRules[] = {
    {v1::UNIFORM, v1::GENPROG_3, v1::PER_GENERATION, v1::RAW},
    {v1::EPSILON_GREEDY, v1::PAR_18, v1::PER_MUTATION, v1::RELATIVE},
    {v1::UCB, v1::GROUPED_7, v1::PER_GENERATION, v1::RAW},
};
const char* const kBugs[] = {"collections-2", "mathx-4", "expr-3"};
constexpr uint64_t kSeeds[] = {1, 2};

struct Case {
  v1::RepairAttempt attempt;
  uint64_t seed;
  std::string what;
};

std::vector<Case> Cases() {
  std::vector<Case> cases;
  for (const char* bug : kBugs) {
    for (const Rule& rule : kRules) {
      for (uint64_t seed : kSeeds) {
        v1::RepairAttempt a;
        a.set_bug(bug);
        a.set_strategy(rule.strategy);
        a.set_arm_set(rule.arm_set);
        a.set_credit(v1::AVERAGE);
        a.set_reward(rule.reward);
        a.set_activation(rule.activation);
        a.set_mode(v1::PAPER);
        v1::ResolvedGp* gp = a.mutable_search();
        gp->set_population(12);
        gp->set_generations(5);
        gp->set_tournament_k(2);
        gp->set_crossover_rate(0.5);
        gp->set_positive_sample(0.1);
        gp->set_negative_weight(2.0);
        gp->set_localisation(v1::JARFLY_RUNS);
        gp->set_check_space(true);
        cases.push_back({a, seed,
                         absl::StrCat(bug, " ", v1::Strategy_Name(rule.strategy), " ",
                                      v1::ArmSet_Name(rule.arm_set), " seed ", seed)});
      }
    }
  }
  return cases;
}

const Subject& SubjectOf(const std::string& bug) {
  static const auto* subjects = [] {
    auto* m = new std::map<std::string, Subject>;
    for (const char* b : kBugs) {
      absl::StatusOr<std::string> dir = ResolveBugDir(b, testing::SourceDir() + "/subjects");
      if (!dir.ok()) continue;
      absl::StatusOr<Subject> subject = LoadSubject(*dir);
      if (subject.ok()) m->emplace(b, *std::move(subject));
    }
    return m;
  }();
  return subjects->at(bug);
}

struct SearchRun {
  std::string status;
  std::vector<std::string> events;       // Serialised GenerationEvents.
  std::vector<std::string> variants;     // Record lines (with `records`).
  std::vector<std::string> checkpoints;  // Encoded, one per boundary seen.
  std::string result;                    // Serialised RepairResult, wall_ms cleared.
  FitnessProfile profile;

  bool operator==(const SearchRun& o) const {
    return status == o.status && events == o.events && variants == o.variants &&
           checkpoints == o.checkpoints && result == o.result;
  }
};

// Runs `c` (on the calling thread, which must have a large stack); with per-variant records or
// not (they make every evaluation run the whole suite); from `resume` (encoded checkpoint) if
// given; stopping at the boundary before generation `stop_before` (0: never).
SearchRun Search(const Case& c, SharedOutcomes* table, bool records, const std::string& resume = "",
                 uint32_t stop_before = 0) {
  SearchRun run;
  SearchOptions options;
  options.shared_outcomes = table;
  options.on_generation = [&](const v1::GenerationEvent& e) {
    run.events.push_back(e.SerializeAsString());
  };
  if (records) {
    options.on_variant = [&](const VariantRecord& r) {
      run.variants.push_back(testing::RecordLine(r));
    };
  }
  options.on_checkpoint = [&](const SearchState& state) {
    Checkpoint cp;
    cp.engine_version = BuiltinEngineVersion();
    cp.attempt.set_key("0123456789abcdef");
    *cp.attempt.mutable_repair() = c.attempt;
    cp.state = state;
    run.checkpoints.push_back(EncodeCheckpoint(cp));
    return state.next_generation == stop_before;
  };
  absl::StatusOr<Checkpoint> decoded;
  if (!resume.empty()) {
    decoded = DecodeCheckpoint(resume);
    if (!decoded.ok()) {
      run.status = decoded.status().ToString();
      return run;
    }
    options.resume = &decoded->state;
    options.on_resume_refused = [&](const absl::Status& s) {
      run.status = "refused: " + s.ToString();
    };
  }
  absl::StatusOr<SearchOutcome> outcome =
      RunSearch(SubjectOf(c.attempt.bug()), c.attempt, c.seed, options);
  if (run.status.empty()) run.status = outcome.status().ToString();
  if (outcome.ok()) {
    outcome->result.clear_wall_ms();
    run.result = outcome->result.SerializeAsString();
    run.profile = outcome->profile;
  }
  return run;
}

// The runs without a table, by case index, with and without records ([records][case]).
const std::vector<SearchRun>& Reference(bool records) {
  static const auto* reference = [] {
    auto* r = new std::vector<SearchRun>[2];
    lang::RunWithLargeStack([&] {
      for (const Case& c : Cases()) {
        r[0].push_back(Search(c, nullptr, false));
        r[1].push_back(Search(c, nullptr, true));
      }
    });
    return r;
  }();
  return reference[records ? 1 : 0];
}

// Runs the cases in `order` with `table`, both with and without records, comparing each with
// the reference; returns the outcomes the table served.
int64_t RunAndCompare(const std::vector<size_t>& order, SharedOutcomes* table,
                      const std::string& how) {
  const std::vector<Case> cases = Cases();
  int64_t served = 0;
  for (size_t i : order) {
    for (bool records : {false, true}) {
      SearchRun run = Search(cases[i], table, records);
      const SearchRun& want = Reference(records)[i];
      EXPECT_EQ(run.status, "OK") << cases[i].what;
      EXPECT_EQ(run.events, want.events) << how << ": " << cases[i].what;
      EXPECT_EQ(run.variants, want.variants) << how << ": " << cases[i].what;
      EXPECT_EQ(run.checkpoints, want.checkpoints) << how << ": " << cases[i].what;
      EXPECT_EQ(run.result, want.result) << how << ": " << cases[i].what;
      // The same work, wherever its outcomes came from.
      EXPECT_EQ(run.profile.evaluations, want.profile.evaluations) << cases[i].what;
      EXPECT_EQ(run.profile.steps_run + run.profile.steps_reused + run.profile.steps_shared,
                want.profile.steps_run + want.profile.steps_reused)
          << how << ": " << cases[i].what;
      EXPECT_EQ(run.profile.tests_run + run.profile.tests_reused + run.profile.tests_shared,
                want.profile.tests_run + want.profile.tests_reused)
          << how << ": " << cases[i].what;
      served += run.profile.tests_shared;
    }
  }
  return served;
}

std::vector<size_t> Forward() {
  std::vector<size_t> order(Cases().size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  return order;
}

std::vector<size_t> Backward() {
  std::vector<size_t> order = Forward();
  std::reverse(order.begin(), order.end());
  return order;
}

TEST(SearchSharedTest, TheTableChangesNoSearchInEitherOrder) {
  Reference(false);
  SharedOutcomes table(256 << 20);
  lang::RunWithLargeStack([&] {
    const int64_t forward = RunAndCompare(Forward(), &table, "forward");
    const int64_t backward = RunAndCompare(Backward(), &table, "backward, table full");
    EXPECT_GT(forward, 0);
    EXPECT_GT(backward, forward);  // The second pass finds every program of the first.
  });
  EXPECT_EQ(table.stats().evictions, 0);
  std::printf("%lld entries, %lld bytes\n", static_cast<long long>(table.stats().entries),
              static_cast<long long>(table.stats().bytes));
  // A fresh table in the other order.
  SharedOutcomes other(256 << 20);
  lang::RunWithLargeStack([&] { EXPECT_GT(RunAndCompare(Backward(), &other, "backward"), 0); });
}

TEST(SearchSharedTest, ATinyBudgetEvictsAndChangesNothing) {
  Reference(false);
  // A few entries per shard: the two passes publish hundreds.
  SharedOutcomes table(16 * 4 * SharedOutcomes::EntryBytes(50));
  lang::RunWithLargeStack([&] {
    std::vector<size_t> twice = Forward();
    for (size_t i : Backward()) twice.push_back(i);
    EXPECT_GT(RunAndCompare(twice, &table, "tiny budget"), 0);
  });
  SharedOutcomes::Stats stats = table.stats();
  EXPECT_GT(stats.evictions, 0);
  EXPECT_LE(stats.bytes, static_cast<int64_t>(table.byte_budget()));
}

TEST(SearchSharedTest, ConcurrentSearchesShareOneTable) {
  Reference(false);
  SharedOutcomes table(256 << 20);
  int64_t served[2] = {0, 0};
  std::thread a([&] {
    lang::RunWithLargeStack([&] { served[0] = RunAndCompare(Forward(), &table, "thread 1"); });
  });
  std::thread b([&] {
    lang::RunWithLargeStack([&] { served[1] = RunAndCompare(Backward(), &table, "thread 2"); });
  });
  a.join();
  b.join();
  EXPECT_GT(served[0] + served[1], 0);
}

TEST(SearchSharedTest, ResumedSearchesWithTheTableEqualTheUninterruptedOnes) {
  Reference(false);
  const std::vector<Case> cases = Cases();
  SharedOutcomes table(256 << 20);
  int resumed = 0;
  int64_t served = 0;
  lang::RunWithLargeStack([&] {
    for (size_t i = 0; i < cases.size(); ++i) {
      const SearchRun& want = Reference(true)[i];
      if (want.events.size() < 3) continue;  // Repaired before the boundary tested.
      SearchRun head = Search(cases[i], &table, true, "", 2);
      ASSERT_EQ(head.checkpoints.size(), 2u) << cases[i].what;
      SearchRun tail = Search(cases[i], &table, true, head.checkpoints.back());
      EXPECT_EQ(tail.status, "OK") << cases[i].what;
      std::vector<std::string> events = head.events, variants = head.variants;
      events.insert(events.end(), tail.events.begin(), tail.events.end());
      variants.insert(variants.end(), tail.variants.begin(), tail.variants.end());
      EXPECT_EQ(events, want.events) << cases[i].what;
      EXPECT_EQ(variants, want.variants) << cases[i].what;
      EXPECT_EQ(tail.result, want.result) << cases[i].what;
      // The checkpoints (the fitness state among them) are those of the run without a table.
      EXPECT_EQ(head.checkpoints[1], want.checkpoints[1]) << cases[i].what;
      served += head.profile.tests_shared + tail.profile.tests_shared;
      ++resumed;
    }
  });
  EXPECT_GT(resumed, 0);
  EXPECT_GT(served, 0);
}

}  // namespace
}  // namespace aprgrid::repair
