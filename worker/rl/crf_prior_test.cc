// CRF_PRIOR: draws follow the floor-mixed prior, rewards change nothing, a prior is required, the
// floor is checked, and the same Rng state gives the same choices.
#include <algorithm>
#include <iterator>
#include <map>

#include "gtest/gtest.h"
#include "worker/rl/rl_test_util.h"

namespace aprgrid::rl {
namespace {

using testing::Config;
using testing::MakeSelector;
using testing::Probabilities;
using O = Operator;

constexpr O kApplicable[] = {O::kDelete, O::kReplace, O::kFunRep, O::kExpRep, O::kNullCheck};

OperatorPrior NullCheckPrior() {
  OperatorPrior p{};
  p[OperatorIndex(O::kNullCheck)] = 0.8;
  p[OperatorIndex(O::kFunRep)] = 0.2;
  p[OperatorIndex(O::kAppend)] = 5;  // Not applicable: ignored.
  return p;
}

std::map<O, int> Draw(OperatorSelector& s, const OperatorPrior& prior, int n) {
  std::map<O, int> counts;
  for (int i = 0; i < n; ++i) {
    absl::StatusOr<O> op = s.Choose(kApplicable, prior);
    EXPECT_TRUE(op.ok()) << op.status();
    if (op.ok()) counts[*op] += 1;
  }
  return counts;
}

TEST(RlCrfPriorTest, DrawFrequenciesFollowTheMixedPrior) {
  for (v1::ArmSet set : {v1::PAR_18, v1::GROUPED_7}) {
    Rng rng(17);
    SelectorConfig config = Config(v1::CRF_PRIOR, set);
    config.crf_prior_floor = 0.2;
    OperatorSelector s = MakeSelector(config, rng);
    constexpr int kDraws = 40000;
    std::map<O, int> counts = Draw(s, NullCheckPrior(), kDraws);
    // p = 0.2 / 5 + 0.8 * share: NullCheck 0.68, FunRep 0.2, the other three 0.04 each. Whatever
    // the arm grouping (GROUPED_7 puts FunRep/ExpRep in one arm), operators are drawn directly.
    // Bounds: about 5 standard deviations (sd <= 0.0024 at 40,000 draws).
    auto share = [&](O op) { return static_cast<double>(counts[op]) / kDraws; };
    EXPECT_NEAR(share(O::kNullCheck), 0.68, 0.012);
    EXPECT_NEAR(share(O::kFunRep), 0.20, 0.012);
    EXPECT_NEAR(share(O::kDelete), 0.04, 0.006);
    EXPECT_NEAR(share(O::kReplace), 0.04, 0.006);
    EXPECT_NEAR(share(O::kExpRep), 0.04, 0.006);
  }
}

TEST(RlCrfPriorTest, RewardsNeverChangeAChoice) {
  Rng rng_a(5), rng_b(5);
  OperatorSelector credited = MakeSelector(Config(v1::CRF_PRIOR, v1::PAR_18), rng_a);
  OperatorSelector plain = MakeSelector(Config(v1::CRF_PRIOR, v1::PAR_18), rng_b);
  for (int i = 0; i < 200; ++i) {
    absl::StatusOr<O> a = credited.Choose(kApplicable, NullCheckPrior());
    absl::StatusOr<O> b = plain.Choose(kApplicable, NullCheckPrior());
    ASSERT_TRUE(a.ok() && b.ok());
    ASSERT_EQ(*a, *b) << "draw " << i;
    ASSERT_TRUE(credited.Credit(*a, *a == O::kDelete ? 9.0 : 0.0, 0).ok());
  }
  for (double p : Probabilities(credited)) EXPECT_DOUBLE_EQ(p, 1.0 / 18);
}

TEST(RlCrfPriorTest, NeedsAPriorAndRefusesABadOneWithoutDrawing) {
  Rng rng(3);
  OperatorSelector s = MakeSelector(Config(v1::CRF_PRIOR, v1::PAR_18), rng);
  EXPECT_TRUE(s.needs_prior());
  absl::StatusOr<O> none = s.Choose(kApplicable);
  EXPECT_EQ(none.status().code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_NE(none.status().message().find("CRF_PRIOR"), std::string::npos);
  const Rng::State before = rng.state();
  OperatorPrior bad{};
  bad[OperatorIndex(O::kFunRep)] = -1;
  EXPECT_EQ(s.Choose(kApplicable, bad).status().code(), absl::StatusCode::kInvalidArgument);
  const Rng::State after = rng.state();
  EXPECT_TRUE(std::equal(std::begin(after.words), std::end(after.words), std::begin(before.words)));
  for (const ArmSnapshot& arm : s.Snapshot()) EXPECT_EQ(arm.selections, 0);
  // Strategies without a prior take one and ignore it.
  Rng rng2(3);
  OperatorSelector uniform = MakeSelector(Config(v1::UNIFORM, v1::PAR_18), rng2);
  EXPECT_FALSE(uniform.needs_prior());
  EXPECT_TRUE(uniform.Choose(kApplicable, NullCheckPrior()).ok());
}

TEST(RlCrfPriorTest, TheFloorMustBeInTheUnitInterval) {
  for (double floor : {-0.01, 1.01}) {
    Rng rng(1);
    SelectorConfig config = Config(v1::CRF_PRIOR, v1::PAR_18);
    config.crf_prior_floor = floor;
    absl::StatusOr<OperatorSelector> s = OperatorSelector::Create(config, rng);
    ASSERT_FALSE(s.ok());
    EXPECT_NE(s.status().message().find("crf_prior_floor"), std::string::npos);
  }
  // Other strategies ignore it.
  SelectorConfig config = Config(v1::UCB, v1::PAR_18);
  config.crf_prior_floor = 7;
  absl::StatusOr<SelectorConfig> resolved = ResolveSelectorConfig(config);
  ASSERT_TRUE(resolved.ok()) << resolved.status();
  EXPECT_EQ(resolved->crf_prior_floor, 0);
}

TEST(RlCrfPriorTest, TheSameSeedGivesTheSameChoices) {
  std::vector<O> runs[3];
  const uint64_t seeds[3] = {11, 11, 12};
  for (int r = 0; r < 3; ++r) {
    Rng rng(seeds[r]);
    OperatorSelector s = MakeSelector(Config(v1::CRF_PRIOR, v1::GROUPED_7), rng);
    for (int i = 0; i < 100; ++i) runs[r].push_back(*s.Choose(kApplicable, NullCheckPrior()));
  }
  EXPECT_EQ(runs[0], runs[1]);
  EXPECT_NE(runs[0], runs[2]);
}

}  // namespace
}  // namespace aprgrid::rl
