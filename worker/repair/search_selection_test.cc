// Exact test selection (SearchOptions::test_selection) over the whole search, on every bug of
// subjects/: with selection on and off, the same attempt reports the same generation events, the
// same per-variant records (every evaluation's compile status, sampled and full fitness, variant
// number, cache flag and credit) and the same result, byte for byte; and the tests selection did
// not run are exactly the runs it saved: the interpreter steps of the runs it made plus those of
// the original's runs it reused equal the steps of every run without selection.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "worker/lang/runner.h"
#include "worker/repair/gp_search.h"
#include "worker/repair/repair_test_util.h"
#include "worker/repair/subject.h"

namespace aprgrid::repair {
namespace {

struct Config {
  v1::Strategy strategy;
  v1::ArmSet arm_set;
  v1::Activation activation;
  v1::Reward reward;
  v1::Mode mode;
};

// The golden files' three configurations (docs/repair-engine.md, "Determinism"), one per bug in
// turn: GenProg's operators, the PAR templates credited per mutation with RELATIVE reward (parent
// re-evaluations), and the grouped arms in artefact mode.
const Config kConfigs[] = {
    {v1::UNIFORM, v1::GENPROG_3, v1::PER_GENERATION, v1::RAW, v1::PAPER},
    {v1::EPSILON_GREEDY, v1::PAR_18, v1::PER_MUTATION, v1::RELATIVE, v1::PAPER},
    {v1::UCB, v1::GROUPED_7, v1::PER_GENERATION, v1::RAW, v1::ARTEFACT},
};

v1::RepairAttempt Attempt(const Config& c, const std::string& bug) {
  v1::RepairAttempt a;
  a.set_bug(bug);
  a.set_strategy(c.strategy);
  a.set_arm_set(c.arm_set);
  a.set_credit(v1::AVERAGE);
  a.set_reward(c.reward);
  a.set_activation(c.activation);
  a.set_mode(c.mode);
  v1::ResolvedGp* gp = a.mutable_search();
  gp->set_population(8);
  gp->set_generations(3);
  gp->set_tournament_k(2);
  gp->set_crossover_rate(0.5);
  gp->set_positive_sample(0.1);
  gp->set_negative_weight(2.0);
  gp->set_localisation(v1::JARFLY_RUNS);
  gp->set_check_space(true);
  return a;
}

struct SearchRun {
  std::string status;
  std::vector<std::string> events;  // Serialised GenerationEvents.
  std::vector<std::string> variants;
  std::string result;  // Serialised RepairResult, wall_ms cleared.
  FitnessProfile profile;
};

SearchRun Search(const Subject& subject, const v1::RepairAttempt& attempt, uint64_t seed,
                 bool selection) {
  SearchRun run;
  SearchOptions options;
  options.test_selection = selection;
  options.on_generation = [&](const v1::GenerationEvent& e) {
    run.events.push_back(e.SerializeAsString());
  };
  options.on_variant = [&](const VariantRecord& r) {
    run.variants.push_back(testing::RecordLine(r));
  };
  absl::StatusOr<SearchOutcome> outcome = RunSearch(subject, attempt, seed, options);
  run.status = outcome.status().ToString();
  if (outcome.ok()) {
    outcome->result.clear_wall_ms();
    run.result = outcome->result.SerializeAsString();
    run.profile = outcome->profile;
  }
  return run;
}

std::vector<std::string> AllBugDirs() {
  std::vector<std::string> dirs;
  for (const auto& project :
       std::filesystem::directory_iterator(testing::SourceDir() + "/subjects")) {
    if (!project.is_directory()) continue;
    for (const auto& bug : std::filesystem::directory_iterator(project.path())) {
      if (std::filesystem::exists(bug.path() / "bug.textproto")) dirs.push_back(bug.path());
    }
  }
  std::sort(dirs.begin(), dirs.end());
  return dirs;
}

// Walks the bugs whose place i in the whole list has i % stride == offset; a bug's
// configuration and seed depend on that place only, so every form of the test checks a bug the
// same way.
void CheckSelectionOnBugs(size_t offset, size_t stride) {
  std::vector<std::string> dirs = AllBugDirs();
  ASSERT_GE(dirs.size(), 90u);
  int64_t run_off = 0, run_on = 0, reused = 0;
  size_t walked = 0;
  lang::RunWithLargeStack([&] {
    for (size_t i = offset; i < dirs.size(); i += stride) {
      ++walked;
      absl::StatusOr<Subject> subject = LoadSubject(dirs[i]);
      ASSERT_TRUE(subject.ok()) << subject.status();
      const std::string what = absl::StrCat(dirs[i], " config ", i % 3);
      v1::RepairAttempt attempt = Attempt(kConfigs[i % 3], subject->metadata.id());
      const uint64_t seed = 1000 + i;
      SearchRun off = Search(*subject, attempt, seed, false);
      SearchRun on = Search(*subject, attempt, seed, true);
      ASSERT_EQ(off.status, "OK") << what;
      ASSERT_EQ(on.status, "OK") << what;
      ASSERT_EQ(off.events.size(), on.events.size()) << what;
      for (size_t g = 0; g < off.events.size(); ++g) {
        EXPECT_EQ(off.events[g], on.events[g]) << what << " generation " << g;
      }
      ASSERT_EQ(off.variants.size(), on.variants.size()) << what;
      for (size_t v = 0; v < off.variants.size(); ++v) {
        ASSERT_EQ(off.variants[v], on.variants[v]) << what << " record " << v;
      }
      EXPECT_EQ(off.result, on.result) << what;
      EXPECT_EQ(off.profile.evaluations, on.profile.evaluations) << what;
      EXPECT_EQ(off.profile.tests_reused, 0) << what;
      EXPECT_EQ(off.profile.tests_run, on.profile.tests_run + on.profile.tests_reused) << what;
      EXPECT_EQ(off.profile.steps_run, on.profile.steps_run + on.profile.steps_reused) << what;
      run_off += off.profile.tests_run;
      run_on += on.profile.tests_run;
      reused += on.profile.tests_reused;
    }
  });
  ASSERT_GT(walked, 0u);
  // Selection did skip runs, so the comparison above is not of two identical paths.
  EXPECT_GT(reused, 0);
  EXPECT_LT(run_on, run_off);
  std::printf("%zu bugs: %lld test runs without selection, %lld with, %lld outcomes reused\n",
              walked, static_cast<long long>(run_off), static_cast<long long>(run_on),
              static_cast<long long>(reused));
}

// Each form walks its bugs in interleaved parts, each its own test, so that CTest runs them side
// by side and each stays well inside its timeout as the benchmark grows. The default run checks
// every fourth bug (i % 4 == 0; the three configurations still take turns, as 4 and 3 are
// coprime) in two parts, because the whole benchmark costs about half of CI's test time; the
// long form (label `long`) walks every bug in eight parts.
constexpr int kParts = 2;
constexpr int kLongParts = 8;

class SearchSelectionTest : public ::testing::TestWithParam<int> {};

TEST_P(SearchSelectionTest, SelectionOnAndOffGiveTheSameSearchOnEveryFourthBug) {
  // Part p walks i % 8 == 4p: together the parts walk i % 4 == 0.
  CheckSelectionOnBugs(4 * static_cast<size_t>(GetParam()), 4 * kParts);
}

INSTANTIATE_TEST_SUITE_P(Parts, SearchSelectionTest, ::testing::Range(0, kParts));

class SearchSelectionLongTest : public ::testing::TestWithParam<int> {};

TEST_P(SearchSelectionLongTest, SelectionOnAndOffGiveTheSameSearchOnEveryBug) {
  CheckSelectionOnBugs(static_cast<size_t>(GetParam()), kLongParts);
}

INSTANTIATE_TEST_SUITE_P(Parts, SearchSelectionLongTest, ::testing::Range(0, kLongParts));

}  // namespace
}  // namespace aprgrid::repair
