// The GP loop end to end on the tiny fixture bug (worker/repair/testdata/tiny/tiny-1, fixed by
// deleting one statement): it repairs, reports, and is deterministic; the fitness cache never
// changes a result, nor does timing the phases; every activation, reward and mode runs.
#include "worker/repair/gp_search.h"

#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gmock/gmock.h"
#include "google/protobuf/util/message_differencer.h"
#include "gtest/gtest.h"
#include "worker/crf/data/crf_test_models.h"
#include "worker/crf/model/transforms.h"
#include "worker/lang/parser.h"
#include "worker/lang/runner.h"
#include "worker/repair/repair_test_util.h"
#include "worker/repair/subject.h"

namespace aprgrid::repair {
namespace {

using ::testing::HasSubstr;

v1::RepairAttempt Attempt(v1::Strategy strategy, v1::ArmSet arms) {
  v1::RepairAttempt a;
  a.set_bug("tiny-1");
  a.set_strategy(strategy);
  a.set_arm_set(arms);
  if (strategy != v1::UNIFORM) {
    a.set_credit(v1::AVERAGE);
    a.set_reward(v1::RAW);
    a.set_activation(v1::PER_GENERATION);
    a.set_mode(v1::PAPER);
  }
  v1::ResolvedGp* gp = a.mutable_search();
  gp->set_population(40);
  gp->set_generations(10);
  gp->set_tournament_k(2);
  gp->set_crossover_rate(0.5);
  gp->set_positive_sample(0.1);
  gp->set_negative_weight(2.0);
  gp->set_localisation(v1::JARFLY_RUNS);
  gp->set_check_space(true);
  return a;
}

struct SearchRun {
  std::vector<v1::GenerationEvent> events;
  SearchOutcome outcome;
};

SearchRun Search(const v1::RepairAttempt& attempt, uint64_t seed, bool cache = true,
                 const std::string& crf_model = "") {
  SearchRun run;
  lang::RunWithLargeStack([&] {
    absl::StatusOr<Subject> subject = LoadSubject(testing::TestdataDir() + "/tiny/tiny-1");
    ASSERT_TRUE(subject.ok()) << subject.status();
    SearchOptions options;
    options.fitness_cache = cache;
    options.crf_model_bytes = crf_model;
    options.on_generation = [&](const v1::GenerationEvent& e) { run.events.push_back(e); };
    absl::StatusOr<SearchOutcome> outcome = RunSearch(*subject, attempt, seed, options);
    ASSERT_TRUE(outcome.ok()) << outcome.status();
    run.outcome = std::move(*outcome);
    run.outcome.result.set_wall_ms(0);
  });
  return run;
}

bool Same(const SearchRun& a, const SearchRun& b) {
  using google::protobuf::util::MessageDifferencer;
  if (a.events.size() != b.events.size()) return false;
  for (size_t i = 0; i < a.events.size(); ++i) {
    if (!MessageDifferencer::Equals(a.events[i], b.events[i])) return false;
  }
  return MessageDifferencer::Equals(a.outcome.result, b.outcome.result);
}

TEST(GpSearchTest, RepairsTheTinyBugWithAReadablePatch) {
  SearchRun run = Search(Attempt(v1::UNIFORM, v1::GENPROG_3), 7);
  const v1::RepairResult& r = run.outcome.result;
  ASSERT_TRUE(r.patched());
  EXPECT_GT(r.variants_to_patch(), 0u);
  EXPECT_LE(r.variants_to_patch(), r.variants_evaluated());
  EXPECT_THAT(r.patch_diff(), HasSubstr("--- a/Arr.java\n+++ b/Arr.java\n"));
  EXPECT_THAT(r.patch_diff(), HasSubstr("-    x = x + 1;\n"));
  ASSERT_FALSE(run.events.empty());
  EXPECT_EQ(run.events.size(), r.generations_run());
  const v1::GenerationEvent& g0 = run.events[0];
  EXPECT_EQ(g0.generation(), 0u);
  ASSERT_EQ(g0.arms_size(), 3);
  EXPECT_EQ(g0.arms(0).arm(), "append");
  // The generation events count evaluations.
  uint64_t total = 0;
  for (const v1::GenerationEvent& e : run.events) total += e.variants_evaluated();
  EXPECT_EQ(total, r.evaluations());
  EXPECT_LE(r.evaluations_to_patch(), r.evaluations());
}

TEST(GpSearchTest, SameSeedSameRunAndTheCacheChangesNothing) {
  v1::RepairAttempt a = Attempt(v1::EPSILON_GREEDY, v1::GROUPED_7);
  a.set_reward(v1::RELATIVE);
  SearchRun first = Search(a, 3);
  SearchRun again = Search(a, 3);
  SearchRun uncached = Search(a, 3, /*cache=*/false);
  EXPECT_TRUE(Same(first, again));
  EXPECT_TRUE(Same(first, uncached));
  // Outcomes computed: run, or reused from the original's run by test selection.
  auto outcomes = [](const SearchRun& r) {
    return r.outcome.profile.tests_run + r.outcome.profile.tests_reused;
  };
  EXPECT_LT(outcomes(first), outcomes(uncached));
  SearchRun other = Search(a, 4);
  EXPECT_FALSE(Same(first, other));
}

TEST(GpSearchTest, PerMutationActivationRecognisesRepairsOnFirstEvaluation) {
  int patched = 0;
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    v1::RepairAttempt a = Attempt(v1::EPSILON_GREEDY, v1::GENPROG_3);
    a.set_activation(v1::PER_MUTATION);
    patched += Search(a, seed).outcome.result.patched() ? 1 : 0;
  }
  EXPECT_GT(patched, 0);  // The artefact's bug would give 0 here.
}

TEST(GpSearchTest, EveryModeRewardAndArmSetRuns) {
  for (v1::Mode mode : {v1::PAPER, v1::ARTEFACT}) {
    for (v1::Reward reward : {v1::RAW, v1::RELATIVE}) {
      for (v1::ArmSet arms : {v1::GENPROG_3, v1::PAR_18, v1::GROUPED_7}) {
        for (v1::Activation activation : {v1::PER_GENERATION, v1::PER_MUTATION}) {
          v1::RepairAttempt a = Attempt(v1::PROBABILITY_MATCHING, arms);
          a.set_mode(mode);
          a.set_reward(reward);
          a.set_activation(activation);
          a.mutable_search()->set_generations(3);
          SearchRun run = Search(a, 11);
          EXPECT_FALSE(run.events.empty());
          EXPECT_GT(run.outcome.result.variants_evaluated(), 0u);
          uint64_t selections = 0;
          for (const v1::GenerationEvent& e : run.events) {
            for (const v1::ArmStat& arm : e.arms()) selections += arm.selections();
          }
          // Every mutation after the original chose an operator.
          EXPECT_GE(selections + 1, run.outcome.result.evaluations());
        }
      }
    }
  }
}

TEST(GpSearchTest, StopsAfterTheLastGenerationWithoutAPatch) {
  v1::RepairAttempt a = Attempt(v1::UNIFORM, v1::PAR_18);
  a.mutable_search()->set_population(2);
  a.mutable_search()->set_generations(1);
  SearchRun run = Search(a, 5);
  EXPECT_EQ(run.outcome.result.generations_run(), 1u);
  EXPECT_EQ(run.events.size(), 1u);
  EXPECT_EQ(run.outcome.result.evaluations(), 2u);
  if (!run.outcome.result.patched()) {
    EXPECT_EQ(run.outcome.result.patch_diff(), "");
  }
}

// should_stop is polled once before every variant evaluation; when it fires the search ends with
// CancelledError and reports nothing more.
TEST(GpSearchTest, ShouldStopIsPolledBeforeEachEvaluationAndCancels) {
  v1::RepairAttempt a = Attempt(v1::UNIFORM, v1::PAR_18);
  a.mutable_search()->set_population(4);
  // A seed whose first 7 evaluations hold no repair (the tiny bug is easy).
  uint64_t seed = 0;
  for (uint64_t s = 1; s < 200 && seed == 0; ++s) {
    const v1::RepairResult& r = Search(a, s).outcome.result;
    if (!r.patched() || r.evaluations_to_patch() >= 7) seed = s;
  }
  ASSERT_NE(seed, 0u);
  for (int stop_at : {1, 3, 7}) {
    int polls = 0;
    int generations_reported = 0;
    absl::Status status;
    lang::RunWithLargeStack([&] {
      absl::StatusOr<Subject> subject = LoadSubject(testing::TestdataDir() + "/tiny/tiny-1");
      ASSERT_TRUE(subject.ok()) << subject.status();
      SearchOptions options;
      options.on_generation = [&](const v1::GenerationEvent&) { ++generations_reported; };
      options.should_stop = [&] { return ++polls == stop_at; };
      status = RunSearch(*subject, a, seed, options).status();
    });
    EXPECT_TRUE(absl::IsCancelled(status)) << stop_at << ": " << status;
    EXPECT_EQ(polls, stop_at);
    // Generation 0 has 4 evaluations: a stop at the 7th poll comes after its event.
    EXPECT_EQ(generations_reported, stop_at > 4 ? 1 : 0) << stop_at;
  }
}

TEST(GpSearchTest, ANeverFiringStopChangesNothing) {
  v1::RepairAttempt a = Attempt(v1::EPSILON_GREEDY, v1::GROUPED_7);
  SearchRun plain = Search(a, 3);
  SearchRun polled;
  int polls = 0;
  lang::RunWithLargeStack([&] {
    absl::StatusOr<Subject> subject = LoadSubject(testing::TestdataDir() + "/tiny/tiny-1");
    ASSERT_TRUE(subject.ok()) << subject.status();
    SearchOptions options;
    options.on_generation = [&](const v1::GenerationEvent& e) { polled.events.push_back(e); };
    options.should_stop = [&] {
      ++polls;
      return false;
    };
    absl::StatusOr<SearchOutcome> outcome = RunSearch(*subject, a, 3, options);
    ASSERT_TRUE(outcome.ok()) << outcome.status();
    polled.outcome = std::move(*outcome);
    polled.outcome.result.set_wall_ms(0);
  });
  EXPECT_TRUE(Same(plain, polled));
  // evaluations counts population evaluations, exactly the polls.
  EXPECT_EQ(static_cast<uint64_t>(polls), polled.outcome.result.evaluations());
}

// JaRFly numbers a variant only when its tests run; evaluations count cache hits too. Every
// configuration below revisits programs (the original is re-selected, mutations that append
// nothing), so some evaluations are cache hits.
TEST(GpSearchTest, EvaluationsCountCacheHitsAndVariantsDoNot) {
  int with_hits = 0;
  for (v1::ArmSet arms : {v1::GENPROG_3, v1::PAR_18, v1::GROUPED_7}) {
    for (uint64_t seed : {1, 2, 3, 4}) {
      v1::RepairAttempt a = Attempt(v1::UNIFORM, arms);
      a.mutable_search()->set_generations(4);
      SearchRun run = Search(a, seed);
      const v1::RepairResult& r = run.outcome.result;
      ASSERT_TRUE(r.has_evaluations());
      EXPECT_GE(r.evaluations(), r.variants_evaluated());
      // The profile counts evaluations that ran no test at all (cache hits).
      uint64_t hits = static_cast<uint64_t>(run.outcome.profile.cache_hits);
      if (hits > 0) {
        ++with_hits;
        EXPECT_GT(r.evaluations(), r.variants_evaluated()) << seed;
      }
      if (r.patched()) {
        EXPECT_LE(r.variants_to_patch(), r.evaluations_to_patch());
        EXPECT_LT(r.variants_to_patch(), r.variants_evaluated());
      }
      // The numbering does not depend on the cache.
      SearchRun uncached = Search(a, seed, /*cache=*/false);
      EXPECT_TRUE(Same(run, uncached)) << seed;
    }
  }
  EXPECT_GT(with_hits, 0);
}

// A CRF model trained on tiny-1's buggy class to put BinOper-Rep on every binary operator
// (docs/crf-prior.md: BinOper-Rep -> ExpRep), serialised as a CRF stage publishes it.
const std::string& BinOperRepModel() {
  static const std::string* bytes = [] {
    absl::StatusOr<Subject> subject = LoadSubject(testing::TestdataDir() + "/tiny/tiny-1");
    EXPECT_TRUE(subject.ok()) << subject.status();
    absl::StatusOr<lang::NodePtr> unit =
        lang::ParseSource(subject->files[0].name, subject->files[0].text);
    EXPECT_TRUE(unit.ok()) << unit.status();
    absl::StatusOr<crf::CrfModel> model =
        crf::testing::TrainPreferenceModel(**unit, "BinaryOperator", crf::kBinOperRep);
    EXPECT_TRUE(model.ok()) << model.status();
    return new std::string(crf::testing::ModelBytes(*model));
  }();
  return *bytes;
}

TEST(GpSearchTest, CrfStrategiesRefuseToRunWithoutAModel) {
  lang::RunWithLargeStack([&] {
    absl::StatusOr<Subject> subject = LoadSubject(testing::TestdataDir() + "/tiny/tiny-1");
    ASSERT_TRUE(subject.ok()) << subject.status();
    for (v1::Strategy strategy : {v1::CRF_PRIOR, v1::CRF_BANDIT}) {
      v1::RepairAttempt a = Attempt(strategy, v1::PAR_18);
      a.set_crf_prior_floor(0.1);
      absl::StatusOr<SearchOutcome> none = RunSearch(*subject, a, 1, {});
      ASSERT_FALSE(none.ok());
      EXPECT_EQ(none.status().code(), absl::StatusCode::kFailedPrecondition);
      EXPECT_THAT(none.status().message(),
                  HasSubstr(v1::Strategy_Name(strategy) + " needs a crf_model"));
      SearchOptions bad;
      bad.crf_model_bytes = "aprgrid-crf-model 1\noptions 0 1\n";  // Truncated.
      absl::StatusOr<SearchOutcome> refused = RunSearch(*subject, a, 1, bad);
      ASSERT_FALSE(refused.ok());
      EXPECT_EQ(refused.status().code(), absl::StatusCode::kInvalidArgument);
      EXPECT_THAT(refused.status().message(), HasSubstr("crf_model is not a CRF model"));
    }
    // Other strategies ignore the option.
    EXPECT_TRUE(RunSearch(*subject, Attempt(v1::UNIFORM, v1::PAR_18), 1, {}).ok());
  });
}

TEST(GpSearchTest, CrfStrategiesAreDeterministicPerSeed) {
  for (v1::Strategy strategy : {v1::CRF_PRIOR, v1::CRF_BANDIT}) {
    for (v1::ArmSet arms : {v1::PAR_18, v1::GROUPED_7}) {
      v1::RepairAttempt a = Attempt(strategy, arms);
      a.set_crf_prior_floor(0.1);
      a.mutable_search()->set_generations(4);
      SearchRun first = Search(a, 5, true, BinOperRepModel());
      SearchRun again = Search(a, 5, true, BinOperRepModel());
      EXPECT_TRUE(Same(first, again)) << v1::Strategy_Name(strategy);
      EXPECT_FALSE(Same(first, Search(a, 6, true, BinOperRepModel())));
    }
  }
}

// How often the generation events say ExpRep was chosen, and how many choices there were.
std::pair<uint64_t, uint64_t> ExpRepSelections(const SearchRun& run) {
  uint64_t exprep = 0, total = 0;
  for (const v1::GenerationEvent& e : run.events) {
    for (const v1::ArmStat& arm : e.arms()) {
      total += arm.selections();
      if (arm.arm() == "exprep") exprep += arm.selections();
    }
  }
  return {exprep, total};
}

TEST(GpSearchTest, AModelThatPrefersBinOperRepShiftsDrawsTowardsExpRep) {
  // tiny-1's fault space is clamp's statements: the two ifs (where ExpRep applies) hold a binary
  // operator, so the model's BinOper-Rep goes to ExpRep there. Fixed seeds; the bounds leave
  // room for the draws but not for a prior that changes nothing.
  std::pair<uint64_t, uint64_t> uniform{0, 0}, prior{0, 0};
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    v1::RepairAttempt u = Attempt(v1::UNIFORM, v1::PAR_18);
    u.mutable_search()->set_generations(3);
    v1::RepairAttempt c = Attempt(v1::CRF_PRIOR, v1::PAR_18);
    c.set_crf_prior_floor(0.1);
    c.mutable_search()->set_generations(3);
    const auto [ue, ut] = ExpRepSelections(Search(u, seed));
    const auto [ce, ct] = ExpRepSelections(Search(c, seed, true, BinOperRepModel()));
    uniform = {uniform.first + ue, uniform.second + ut};
    prior = {prior.first + ce, prior.second + ct};
  }
  ASSERT_GT(uniform.second, 100u);
  ASSERT_GT(prior.second, 100u);
  const double u_share = static_cast<double>(uniform.first) / static_cast<double>(uniform.second);
  const double c_share = static_cast<double>(prior.first) / static_cast<double>(prior.second);
  EXPECT_GT(c_share, 2 * u_share) << "uniform " << u_share << ", CRF_PRIOR " << c_share;
  EXPECT_GT(c_share - u_share, 0.15) << "uniform " << u_share << ", CRF_PRIOR " << c_share;
}

// Everything a search reports but its times, one line per item: the generation events, the
// per-variant records, the result (wall_ms cleared), the patch and the profile's counts.
std::vector<std::string> ReportedButTimes(const v1::RepairAttempt& attempt, uint64_t seed,
                                          const std::string& crf_model, bool time_phases,
                                          SearchOutcome& outcome) {
  std::vector<std::string> lines;
  lang::RunWithLargeStack([&] {
    absl::StatusOr<Subject> subject = LoadSubject(testing::TestdataDir() + "/tiny/tiny-1");
    ASSERT_TRUE(subject.ok()) << subject.status();
    SearchOptions options;
    options.crf_model_bytes = crf_model;
    options.time_phases = time_phases;
    options.on_generation = [&](const v1::GenerationEvent& e) {
      lines.push_back(e.SerializeAsString());
    };
    options.on_variant = [&](const VariantRecord& r) { lines.push_back(testing::RecordLine(r)); };
    absl::StatusOr<SearchOutcome> out = RunSearch(*subject, attempt, seed, options);
    ASSERT_TRUE(out.ok()) << out.status();
    outcome = *std::move(out);
  });
  outcome.result.clear_wall_ms();
  lines.push_back(outcome.result.SerializeAsString());
  for (const Edit& e : outcome.patch) lines.push_back(e.DebugString());
  const FitnessProfile& p = outcome.profile;
  lines.push_back(absl::StrCat(p.evaluations, " ", p.compilations, " ", p.compile_failures, " ",
                               p.tests_run, " ", p.cache_hits, " ", p.tests_reused, " ",
                               p.tests_traced, " ", p.steps_run, " ", p.steps_reused, " ",
                               p.steps_traced, " ", p.tests_timed_out));
  return lines;
}

int64_t TimesSum(const SearchOutcome& out) {
  const FitnessProfile& p = out.profile;
  const SearchPhases& q = out.phases;
  return p.apply_ns + p.hash_ns + p.compile_ns + p.run_ns + p.trace_ns + p.timeout_ns + q.setup_ns +
         q.mutate_ns + q.prior_ns + q.select_ns + q.report_ns + q.finish_ns;
}

TEST(GpSearchTest, PhaseTimesChangeNothingButTheTimes) {
  v1::RepairAttempt relative = Attempt(v1::EPSILON_GREEDY, v1::GROUPED_7);
  relative.set_reward(v1::RELATIVE);  // Parents evaluated again.
  relative.set_activation(v1::PER_MUTATION);
  v1::RepairAttempt crf = Attempt(v1::CRF_PRIOR, v1::PAR_18);
  crf.set_crf_prior_floor(0.1);
  crf.mutable_search()->set_generations(4);
  struct Case {
    v1::RepairAttempt attempt;
    uint64_t seed;
    std::string crf_model;
  };
  const Case cases[] = {
      {Attempt(v1::UNIFORM, v1::GENPROG_3), 7, ""}, {relative, 3, ""}, {crf, 5, BinOperRepModel()}};
  for (const Case& c : cases) {
    const std::string what = v1::Strategy_Name(c.attempt.strategy());
    SearchOutcome untimed, timed;
    std::vector<std::string> off = ReportedButTimes(c.attempt, c.seed, c.crf_model, false, untimed);
    std::vector<std::string> on = ReportedButTimes(c.attempt, c.seed, c.crf_model, true, timed);
    EXPECT_GT(off.size(), 3u) << what;
    EXPECT_EQ(off, on) << what;
    EXPECT_EQ(TimesSum(untimed), 0) << what;
    EXPECT_GT(timed.phases.setup_ns, 0) << what;
    EXPECT_GT(timed.phases.mutate_ns, 0) << what;
    EXPECT_GT(timed.profile.run_ns, 0) << what;
    EXPECT_GT(timed.profile.compile_ns, 0) << what;
    if (c.attempt.strategy() == v1::CRF_PRIOR) {
      EXPECT_GT(timed.phases.prior_ns, 0);
    }
  }
}

TEST(GpSearchTest, SeedFromKeyReadsSixteenHexDigits) {
  EXPECT_EQ(*SeedFromKey("00000000000000ff"), 255u);
  EXPECT_FALSE(SeedFromKey("xyz").ok());
}

}  // namespace
}  // namespace aprgrid::repair
