#include "worker/rl/arm_set.h"

#include <set>

#include "gtest/gtest.h"
#include "worker/rl/selection_rule.h"

namespace aprgrid::rl {
namespace {

TEST(RlOperatorTest, NamesRoundTripInJarflyEnumOrder) {
  ASSERT_EQ(AllOperators().size(), static_cast<size_t>(kOperatorCount));
  EXPECT_EQ(OperatorName(Operator::kAppend), "append");
  EXPECT_EQ(OperatorName(Operator::kLBoundSet), "lbset");
  EXPECT_EQ(OperatorName(Operator::kCasteeMut), "casteemut");
  EXPECT_EQ(OperatorIndex(Operator::kSeqExch), 19);
  for (int i = 0; i < kOperatorCount; ++i) {
    const Operator op = AllOperators()[i];
    EXPECT_EQ(OperatorIndex(op), i);
    EXPECT_EQ(OperatorFromName(OperatorName(op)), op);
  }
  EXPECT_FALSE(OperatorFromName("APPEND").has_value());
  EXPECT_FALSE(OperatorFromName("").has_value());
}

TEST(RlArmSetTest, GenProgThree) {
  absl::StatusOr<ArmSet> set = ArmSet::Create(v1::GENPROG_3);
  ASSERT_TRUE(set.ok()) << set.status();
  ASSERT_EQ(set->size(), 3);
  EXPECT_EQ(set->name(0), "append");
  EXPECT_EQ(set->name(1), "delete");
  EXPECT_EQ(set->name(2), "replace");
  EXPECT_EQ(set->ArmOf(Operator::kReplace), 2);
  EXPECT_FALSE(set->ArmOf(Operator::kSwap).has_value());
  EXPECT_FALSE(set->ArmOf(Operator::kNullCheck).has_value());
}

TEST(RlArmSetTest, ParEighteenExcludesSwapAndParameterTemplates) {
  absl::StatusOr<ArmSet> set = ArmSet::Create(v1::PAR_18);
  ASSERT_TRUE(set.ok()) << set.status();
  ASSERT_EQ(set->size(), 18);
  // The artefact's token list: append;replace;delete;FUNREP;EXPREP;EXPADD;EXPREM;NULLCHECK;OBJINIT;
  // RANGECHECK;SIZECHECK;CASTCHECK;LBOUNDSET;UBOUNDSET;OFFBYONE;SEQEXCH;CASTERMUT;CASTEEMUT.
  std::set<std::string_view> names;
  for (int arm = 0; arm < set->size(); ++arm) {
    EXPECT_EQ(set->members(arm).size(), 1u);
    names.insert(set->name(arm));
  }
  EXPECT_EQ(names, (std::set<std::string_view>{
                       "append", "replace", "delete", "funrep", "exprep", "expadd", "exprem",
                       "nullcheck", "objinit", "rangecheck", "sizecheck", "castcheck", "lbset",
                       "ubset", "offbyone", "seqexch", "castermut", "casteemut"}));
  for (Operator op : {Operator::kSwap, Operator::kParRep, Operator::kParAdd, Operator::kParRem}) {
    EXPECT_FALSE(set->ArmOf(op).has_value()) << OperatorName(op);
  }
  // Arms are in enum order, so arm index order is the enum order of their operators.
  for (int arm = 1; arm < set->size(); ++arm) {
    EXPECT_LT(set->members(arm - 1)[0], set->members(arm)[0]);
  }
}

TEST(RlArmSetTest, GroupedSevenGroupsAsInSectionThree) {
  absl::StatusOr<ArmSet> set = ArmSet::Create(v1::GROUPED_7);
  ASSERT_TRUE(set.ok()) << set.status();
  ASSERT_EQ(set->size(), 7);
  const std::vector<std::string_view> names = {"append", "delete",    "replace",   "func_expr",
                                               "bounds", "cast_init", "multi_line"};
  for (int arm = 0; arm < 7; ++arm) EXPECT_EQ(set->name(arm), names[arm]);
  using O = Operator;
  EXPECT_EQ(std::vector<O>(set->members(3).begin(), set->members(3).end()),
            (std::vector<O>{O::kFunRep, O::kExpRep, O::kExpAdd, O::kExpRem}));
  EXPECT_EQ(std::vector<O>(set->members(4).begin(), set->members(4).end()),
            (std::vector<O>{O::kNullCheck, O::kRangeCheck, O::kSizeCheck, O::kLBoundSet,
                            O::kUBoundSet, O::kOffByOne}));
  EXPECT_EQ(std::vector<O>(set->members(5).begin(), set->members(5).end()),
            (std::vector<O>{O::kObjInit, O::kCastCheck, O::kCasterMut, O::kCasteeMut}));
  EXPECT_EQ(std::vector<O>(set->members(6).begin(), set->members(6).end()),
            (std::vector<O>{O::kSeqExch}));
  EXPECT_EQ(set->operators().size(), 18u);  // The same 18 operators as PAR_18.
  EXPECT_EQ(set->ArmOf(O::kCastCheck), 5);
  EXPECT_FALSE(set->ArmOf(O::kParRep).has_value());
}

TEST(RlArmSetTest, UnspecifiedIsRejected) {
  EXPECT_EQ(ArmSet::Create(v1::ARM_SET_UNSPECIFIED).status().code(),
            absl::StatusCode::kInvalidArgument);
  EXPECT_FALSE(ArmSet::Create(static_cast<v1::ArmSet>(42)).ok());
}

// Table of docs/rl-operator-selection.md, section 1: Pmin = 1/(2N), Pmax = 1 - (N-1) Pmin.
TEST(RlRuleContextTest, PminPmaxForThreeSevenEighteenArms) {
  RuleContext c;
  c.num_arms = 3;  // 1/6 and 1 - 2/6 = 2/3.
  EXPECT_DOUBLE_EQ(c.pmin(), 1.0 / 6);
  EXPECT_DOUBLE_EQ(c.pmax(), 2.0 / 3);
  c.num_arms = 7;  // 1/14 and 1 - 6/14 = 4/7.
  EXPECT_DOUBLE_EQ(c.pmin(), 1.0 / 14);
  EXPECT_DOUBLE_EQ(c.pmax(), 4.0 / 7);
  c.num_arms = 18;  // 1/36 and 1 - 17/36 = 19/36.
  EXPECT_DOUBLE_EQ(c.pmin(), 1.0 / 36);
  EXPECT_DOUBLE_EQ(c.pmax(), 19.0 / 36);
}

}  // namespace
}  // namespace aprgrid::rl
