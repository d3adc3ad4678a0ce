// MixWithFloor's arithmetic and CheckOperatorPrior's refusals.
#include "worker/rl/operator_prior.h"

#include <cmath>
#include <limits>
#include <numeric>

#include "gtest/gtest.h"
#include "worker/rl/arm_set.h"

namespace aprgrid::rl {
namespace {

using O = Operator;

OperatorPrior Prior(std::initializer_list<std::pair<O, double>> weights) {
  OperatorPrior p{};
  for (const auto& [op, w] : weights) p[OperatorIndex(op)] = w;
  return p;
}

TEST(OperatorPriorTest, MixesTheNormalisedPriorWithTheFloorByHand) {
  const ArmSet arms = *ArmSet::Create(v1::PAR_18);
  const O applicable[] = {O::kDelete, O::kFunRep, O::kNullCheck};
  const Candidates candidates(arms, applicable);
  // SeqExch is not applicable: its weight is ignored.
  const OperatorPrior prior = Prior({{O::kNullCheck, 3}, {O::kFunRep, 1}, {O::kSeqExch, 10}});
  std::vector<double> p = MixWithFloor(candidates, prior, 0.1);
  ASSERT_EQ(p.size(), 3u);  // Enum order: delete, funrep, nullcheck.
  EXPECT_DOUBLE_EQ(p[0], 0.1 / 3);
  EXPECT_DOUBLE_EQ(p[1], 0.1 / 3 + 0.9 * 0.25);
  EXPECT_DOUBLE_EQ(p[2], 0.1 / 3 + 0.9 * 0.75);
  EXPECT_NEAR(std::accumulate(p.begin(), p.end(), 0.0), 1.0, 1e-12);
  // Floor 0: the prior alone; floor 1: uniform.
  p = MixWithFloor(candidates, prior, 0);
  EXPECT_EQ(p[0], 0);
  EXPECT_DOUBLE_EQ(p[2], 0.75);
  p = MixWithFloor(candidates, prior, 1);
  for (double x : p) EXPECT_DOUBLE_EQ(x, 1.0 / 3);
}

TEST(OperatorPriorTest, NoWeightOnTheCandidatesMeansUniform) {
  const ArmSet arms = *ArmSet::Create(v1::GROUPED_7);
  const O applicable[] = {O::kAppend, O::kReplace};
  const Candidates candidates(arms, applicable);
  for (const OperatorPrior& prior : {OperatorPrior{}, Prior({{O::kNullCheck, 1}})}) {
    std::vector<double> p = MixWithFloor(candidates, prior, 0);
    ASSERT_EQ(p.size(), 2u);
    EXPECT_DOUBLE_EQ(p[0], 0.5);
    EXPECT_DOUBLE_EQ(p[1], 0.5);
  }
}

TEST(OperatorPriorTest, RefusesNegativeAndNonFiniteWeightsNamingTheOperator) {
  EXPECT_TRUE(CheckOperatorPrior(OperatorPrior{}).ok());
  EXPECT_TRUE(CheckOperatorPrior(Prior({{O::kFunRep, 0.5}})).ok());
  for (double bad : {-0.1, std::nan(""), std::numeric_limits<double>::infinity()}) {
    absl::Status s = CheckOperatorPrior(Prior({{O::kExpRem, bad}}));
    EXPECT_EQ(s.code(), absl::StatusCode::kInvalidArgument);
    EXPECT_NE(s.message().find("exprem"), std::string::npos) << s;
  }
}

}  // namespace
}  // namespace aprgrid::rl
