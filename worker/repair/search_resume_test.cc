// Checkpoints of the GP search on real bugs (subjects/): for every selection rule (uniform and
// each RL bandit, both modes and activations) and several seeds, a search stopped at a generation
// boundary, written to checkpoint bytes, read back and resumed reports exactly the generation
// events, per-variant records and result of the uninterrupted search; checkpointing at every
// boundary changes nothing; a state that does not fit is refused and the search starts afresh.
#include <string>
#include <tuple>
#include <vector>

#include "absl/strings/str_cat.h"
#include "google/protobuf/util/message_differencer.h"
#include "gtest/gtest.h"
#include "worker/lang/runner.h"
#include "worker/repair/checkpoint.h"
#include "worker/repair/gp_search.h"
#include "worker/repair/repair_test_util.h"
#include "worker/repair/subject.h"

namespace aprgrid::repair {
namespace {

struct Rule {
  v1::Strategy strategy;
  v1::Mode mode;
  v1::Activation activation;
  v1::Reward reward;
  v1::Credit credit;
};

const Rule kRules[] = {
    {v1::UNIFORM, v1::PAPER, v1::PER_GENERATION, v1::RAW, v1::AVERAGE},
    {v1::PROBABILITY_MATCHING, v1::PAPER, v1::PER_GENERATION, v1::RAW, v1::AVERAGE},
    {v1::PROBABILITY_MATCHING, v1::ARTEFACT, v1::PER_MUTATION, v1::RELATIVE, v1::AVERAGE},
    {v1::ADAPTIVE_PURSUIT, v1::ARTEFACT, v1::PER_MUTATION, v1::RELATIVE, v1::RECENCY_WEIGHTED},
    {v1::EPSILON_GREEDY, v1::PAPER, v1::PER_MUTATION, v1::RELATIVE, v1::AVERAGE},
    {v1::UCB, v1::ARTEFACT, v1::PER_GENERATION, v1::RAW, v1::AVERAGE},
    {v1::UCB, v1::PAPER, v1::PER_GENERATION, v1::RELATIVE, v1::RECENCY_WEIGHTED},
};

v1::RepairAttempt Attempt(const Rule& rule, const std::string& bug) {
  v1::RepairAttempt a;
  a.set_bug(bug);
  a.set_strategy(rule.strategy);
  a.set_arm_set(v1::GROUPED_7);  // PAR templates too: edits with synthesised payloads.
  a.set_credit(rule.credit);
  if (rule.credit == v1::RECENCY_WEIGHTED) a.set_alpha(0.4);
  a.set_reward(rule.reward);
  a.set_activation(rule.activation);
  a.set_mode(rule.mode);
  v1::ResolvedGp* gp = a.mutable_search();
  gp->set_population(12);
  gp->set_generations(8);
  gp->set_tournament_k(2);
  gp->set_crossover_rate(0.5);
  gp->set_positive_sample(0.1);
  gp->set_negative_weight(2.0);
  gp->set_localisation(v1::JARFLY_RUNS);
  gp->set_check_space(true);
  return a;
}

struct SearchRun {
  absl::Status status;
  std::vector<v1::GenerationEvent> events;
  std::vector<std::string> variants;
  v1::RepairResult result;
  std::vector<std::string> checkpoints;  // Encoded, one per boundary seen.
  std::vector<std::string> refusals;
};

// Runs `attempt` on `bug`; with `resume` (encoded checkpoint bytes) from that state; stops at the
// boundary before generation `stop_before` (0: never).
SearchRun Search(const v1::RepairAttempt& attempt, uint64_t seed, bool checkpoint,
                 const std::string& resume = "", uint32_t stop_before = 0, bool variants = false) {
  SearchRun run;
  lang::RunWithLargeStack([&] {
    absl::StatusOr<std::string> dir =
        ResolveBugDir(attempt.bug(), testing::SourceDir() + "/subjects");
    ASSERT_TRUE(dir.ok()) << dir.status();
    absl::StatusOr<Subject> subject = LoadSubject(*dir);
    ASSERT_TRUE(subject.ok()) << subject.status();
    SearchOptions options;
    options.on_generation = [&](const v1::GenerationEvent& e) { run.events.push_back(e); };
    if (variants) {
      options.on_variant = [&](const VariantRecord& r) {
        run.variants.push_back(testing::RecordLine(r));
      };
    }
    if (checkpoint) {
      options.on_checkpoint = [&](const SearchState& state) {
        Checkpoint c;
        c.engine_version = BuiltinEngineVersion();
        c.attempt.set_key("0123456789abcdef");
        *c.attempt.mutable_repair() = attempt;
        c.state = state;
        run.checkpoints.push_back(EncodeCheckpoint(c));
        return state.next_generation == stop_before;
      };
    }
    absl::StatusOr<Checkpoint> decoded;
    if (!resume.empty()) {
      decoded = DecodeCheckpoint(resume);
      ASSERT_TRUE(decoded.ok()) << decoded.status();
      options.resume = &decoded->state;
      options.on_resume_refused = [&](const absl::Status& s) {
        run.refusals.push_back(std::string(s.message()));
      };
    }
    absl::StatusOr<SearchOutcome> outcome = RunSearch(*subject, attempt, seed, options);
    run.status = outcome.status();
    if (outcome.ok()) {
      run.result = outcome->result;
      run.result.set_wall_ms(0);
    }
  });
  return run;
}

// The events (and variant records) of `head` followed by those of `tail`, against `whole`'s.
void ExpectSameRun(const SearchRun& whole, const SearchRun& head, const SearchRun& tail,
                   const std::string& what) {
  using google::protobuf::util::MessageDifferencer;
  std::vector<v1::GenerationEvent> joined = head.events;
  joined.insert(joined.end(), tail.events.begin(), tail.events.end());
  ASSERT_EQ(joined.size(), whole.events.size()) << what;
  for (size_t i = 0; i < joined.size(); ++i) {
    EXPECT_TRUE(MessageDifferencer::Equals(joined[i], whole.events[i]))
        << what << ", generation " << i << ":\n"
        << joined[i].DebugString() << "\nvs uninterrupted:\n"
        << whole.events[i].DebugString();
  }
  EXPECT_TRUE(MessageDifferencer::Equals(tail.result, whole.result))
      << what << ":\n"
      << tail.result.DebugString() << "\nvs uninterrupted:\n"
      << whole.result.DebugString();
}

class SearchResumeTest : public ::testing::TestWithParam<std::tuple<int, std::string, int>> {};

TEST_P(SearchResumeTest, ResumedSearchEqualsTheUninterruptedOne) {
  auto [rule_index, bug, seed] = GetParam();
  const v1::RepairAttempt attempt = Attempt(kRules[rule_index], bug);
  const std::string what = absl::StrCat(v1::Strategy_Name(attempt.strategy()), " ",
                                        v1::Mode_Name(attempt.mode()), " ", bug, " seed ", seed);
  SearchRun plain = Search(attempt, seed, false);
  ASSERT_TRUE(plain.status.ok()) << plain.status;
  // Checkpointing at every boundary changes nothing.
  SearchRun with_checkpoints = Search(attempt, seed, true);
  ASSERT_TRUE(with_checkpoints.status.ok()) << with_checkpoints.status;
  ExpectSameRun(plain, SearchRun{}, with_checkpoints, what + " with checkpoints");
  // One boundary before each generation after the first that ran.
  ASSERT_EQ(with_checkpoints.checkpoints.size(), plain.events.size() - 1) << what;
  // Resume from every boundary: the events before it come from the uninterrupted run.
  for (size_t k = 0; k < with_checkpoints.checkpoints.size(); ++k) {
    SearchRun head;
    head.events.assign(plain.events.begin(), plain.events.begin() + static_cast<ptrdiff_t>(k) + 1);
    SearchRun tail = Search(attempt, seed, false, with_checkpoints.checkpoints[k]);
    ASSERT_TRUE(tail.status.ok()) << tail.status;
    EXPECT_TRUE(tail.refusals.empty()) << what << ": " << tail.refusals[0];
    ExpectSameRun(plain, head, tail, absl::StrCat(what, ", resumed before generation ", k + 1));
  }
}

// Rules x bugs x seeds: most runs go all eight generations unrepaired, some are repaired in
// generation 0 or 1 (few or no boundaries), and some after a boundary, so a resumed search
// finds the repair (e.g. adaptive pursuit on collections-2, seed 1, in generation 5).
INSTANTIATE_TEST_SUITE_P(RulesBugsSeeds, SearchResumeTest,
                         ::testing::Combine(::testing::Range(0, 7),
                                            ::testing::Values("collections-2", "mathx-4",
                                                              "strings-1"),
                                            ::testing::Values(1, 2)));

TEST(SearchResumeStopTest, StopsAtTheBoundaryAndTheResumeReportsTheRest) {
  int patched_after_stop = 0;
  for (const Rule& rule : kRules) {
    for (const char* bug : {"collections-2", "mathx-4"}) {
      for (uint64_t seed : {1, 2, 3}) {
        const v1::RepairAttempt attempt = Attempt(rule, bug);
        const std::string what =
            absl::StrCat(v1::Strategy_Name(rule.strategy), " ", bug, " seed ", seed);
        SearchRun plain = Search(attempt, seed, false, "", 0, true);
        ASSERT_TRUE(plain.status.ok()) << plain.status;
        if (plain.events.size() < 3) continue;  // Repaired before the boundary tested.
        SearchRun head = Search(attempt, seed, true, "", 2, true);
        EXPECT_EQ(head.status.code(), absl::StatusCode::kCancelled) << what;
        ASSERT_EQ(head.events.size(), 2u) << what;
        ASSERT_EQ(head.checkpoints.size(), 2u) << what;  // Before generations 1 and 2.
        SearchRun tail = Search(attempt, seed, false, head.checkpoints.back(), 0, true);
        ASSERT_TRUE(tail.status.ok()) << what << ": " << tail.status;
        ExpectSameRun(plain, head, tail, what);
        std::vector<std::string> joined = head.variants;
        joined.insert(joined.end(), tail.variants.begin(), tail.variants.end());
        EXPECT_EQ(joined, plain.variants) << what;
        if (plain.result.patched()) ++patched_after_stop;
      }
    }
  }
  // The comparison covered repairs found after the resume, not only unpatched runs.
  EXPECT_GT(patched_after_stop, 0);
}

TEST(SearchResumeRefusalTest, AStateOfAnotherBugIsRefusedAndTheSearchStartsAfresh) {
  const v1::RepairAttempt mathx = Attempt(kRules[1], "mathx-4");
  SearchRun other = Search(Attempt(kRules[1], "strings-1"), 1, true, "", 2);
  ASSERT_EQ(other.checkpoints.size(), 2u);
  SearchRun plain = Search(mathx, 1, false);
  SearchRun refused = Search(mathx, 1, false, other.checkpoints.back());
  ASSERT_TRUE(refused.status.ok()) << refused.status;
  ASSERT_EQ(refused.refusals.size(), 1u);
  EXPECT_NE(refused.refusals[0].find("another program"), std::string::npos) << refused.refusals[0];
  ExpectSameRun(plain, SearchRun{}, refused, "refused resume");
}

TEST(SearchResumeRefusalTest, AnEditThatIsNotACandidateIsRefused) {
  const v1::RepairAttempt attempt = Attempt(kRules[1], "strings-1");
  SearchRun head = Search(attempt, 1, true, "", 3);
  ASSERT_EQ(head.checkpoints.size(), 3u);
  absl::StatusOr<Checkpoint> c = DecodeCheckpoint(head.checkpoints.back());
  ASSERT_TRUE(c.ok()) << c.status();
  bool changed = false;
  for (IndividualState& ind : c->state.population) {
    if (!ind.genome.empty()) {
      ind.genome[0].candidate = 1u << 30;
      changed = true;
      break;
    }
  }
  ASSERT_TRUE(changed);
  SearchRun plain = Search(attempt, 1, false);
  SearchRun refused = Search(attempt, 1, false, EncodeCheckpoint(*c));
  ASSERT_TRUE(refused.status.ok()) << refused.status;
  ASSERT_EQ(refused.refusals.size(), 1u);
  EXPECT_NE(refused.refusals[0].find("candidates"), std::string::npos) << refused.refusals[0];
  ExpectSameRun(plain, SearchRun{}, refused, "refused edit");
}

}  // namespace
}  // namespace aprgrid::repair
