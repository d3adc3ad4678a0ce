// UCB (eq. 5), E = 10, both forms and both modes, against hand-computed scores.
#include <cmath>
#include <limits>

#include "gtest/gtest.h"
#include "worker/rl/rl_test_util.h"

namespace aprgrid::rl {
namespace {

using testing::Config;
using testing::CountChoices;
using testing::kGenProg;
using testing::MakeSelector;
using testing::Probabilities;
using O = Operator;

constexpr double kInf = std::numeric_limits<double>::infinity();

SelectorConfig Ucb(v1::UcbForm form, v1::Mode mode = v1::PAPER) {
  SelectorConfig config = Config(v1::UCB, v1::GENPROG_3, mode);
  config.ucb_form = form;
  return config;
}

TEST(RlUcbTest, FormDefaultsFollowTheMode) {
  Rng rng(1);
  EXPECT_EQ(MakeSelector(Ucb(v1::UCB_FORM_UNSPECIFIED), rng).config().ucb_form, v1::PRINTED);
  EXPECT_EQ(MakeSelector(Ucb(v1::UCB_FORM_UNSPECIFIED, v1::ARTEFACT), rng).config().ucb_form,
            v1::UCB1);
  EXPECT_EQ(MakeSelector(Ucb(v1::UCB1), rng).config().ucb_form, v1::UCB1);
}

TEST(RlUcbTest, PaperModePrintedFormByHand) {
  Rng rng(1);
  OperatorSelector s = MakeSelector(Ucb(v1::PRINTED), rng);
  EXPECT_EQ(Probabilities(s), (std::vector<double>{kInf, kInf, kInf}));
  // Append earns 2: n = {1,0,0}; append = 2 + 10 sqrt(ln 1) / 1 = 2; unplayed arms +inf.
  ASSERT_TRUE(s.Credit(O::kAppend, 2.0, 0).ok());
  EXPECT_EQ(Probabilities(s), (std::vector<double>{2, kInf, kInf}));
  // Unplayed arms are tried first.
  EXPECT_NE(*s.Choose(kGenProg), O::kAppend);
  ASSERT_TRUE(s.Credit(O::kDelete, 1.0, 0).ok());
  ASSERT_TRUE(s.Credit(O::kReplace, 0.0, 0).ok());
  // n = {1,1,1}, sum 3: sqrt(ln 3) = 1.0481471; bonus 10.481471 / 1.
  std::vector<double> p = Probabilities(s);
  EXPECT_NEAR(p[0], 2 + 10.48147073968205, 1e-9);
  EXPECT_NEAR(p[1], 1 + 10.48147073968205, 1e-9);
  EXPECT_NEAR(p[2], 10.48147073968205, 1e-9);
  // Append earns 4: Q_append = 3, n = {2,1,1}, sum 4: sqrt(ln 4) = 1.1774100.
  // append = 3 + 11.774100 / 2 = 8.887050; delete = 1 + 11.774100 = 12.774100; replace 11.774100.
  ASSERT_TRUE(s.Credit(O::kAppend, 4.0, 0).ok());
  p = Probabilities(s);
  EXPECT_NEAR(p[0], 8.887050112577374, 1e-9);
  EXPECT_NEAR(p[1], 12.774100225154747, 1e-9);
  EXPECT_NEAR(p[2], 11.774100225154747, 1e-9);
  EXPECT_EQ(*s.Choose(kGenProg), O::kDelete);
  const O no_delete[] = {O::kAppend, O::kReplace};
  EXPECT_EQ(*s.Choose(no_delete), O::kReplace);
}

TEST(RlUcbTest, PaperModeUcb1FormByHand) {
  Rng rng(1);
  OperatorSelector s = MakeSelector(Ucb(v1::UCB1), rng);
  ASSERT_TRUE(s.Credit(O::kAppend, 2.0, 0).ok());
  ASSERT_TRUE(s.Credit(O::kDelete, 1.0, 0).ok());
  ASSERT_TRUE(s.Credit(O::kReplace, 0.0, 0).ok());
  ASSERT_TRUE(s.Credit(O::kAppend, 4.0, 0).ok());
  // n = {2,1,1}, sum 4: append = 3 + 10 sqrt(ln 4 / 2) = 3 + 8.325546 = 11.325546;
  // delete = 1 + 10 sqrt(ln 4) = 12.774100; replace = 11.774100.
  const std::vector<double> p = Probabilities(s);
  EXPECT_NEAR(p[0], 11.325546111576976, 1e-9);
  EXPECT_NEAR(p[1], 12.774100225154747, 1e-9);
  EXPECT_NEAR(p[2], 11.774100225154747, 1e-9);
}

TEST(RlUcbTest, ArtefactModeStaleScoresAndUnplayedArmsAtOneOverN) {
  Rng rng(1);
  OperatorSelector s = MakeSelector(Ucb(v1::UCB_FORM_UNSPECIFIED, v1::ARTEFACT), rng);
  EXPECT_EQ(Probabilities(s), (std::vector<double>{1.0 / 3, 1.0 / 3, 1.0 / 3}));
  // All tie at 1/3: the first in enum order.
  EXPECT_EQ(*s.Choose(kGenProg), O::kAppend);
  // Append earns 2: n = {1,0,0}, sum 1: 2 + 10 sqrt(ln 1 / 1) = 2. Others stay 1/3, so append
  // keeps winning and delete/replace are never tried while append applies.
  ASSERT_TRUE(s.Credit(O::kAppend, 2.0, 0).ok());
  EXPECT_EQ(Probabilities(s), (std::vector<double>{2, 1.0 / 3, 1.0 / 3}));
  EXPECT_EQ(CountChoices(s, kGenProg, 50)[O::kAppend], 50);
  // Delete earns 1 (it was the only applicable arm somewhere): n = {1,1,0}, sum 2:
  // delete = 1 + 10 sqrt(ln 2) = 9.325546; append keeps its stale 2.
  ASSERT_TRUE(s.Credit(O::kDelete, 1.0, 0).ok());
  const std::vector<double> p = Probabilities(s);
  EXPECT_DOUBLE_EQ(p[0], 2.0);
  EXPECT_NEAR(p[1], 1 + 8.325546111576977, 1e-9);
  EXPECT_DOUBLE_EQ(p[2], 1.0 / 3);
  EXPECT_EQ(*s.Choose(kGenProg), O::kDelete);
}

TEST(RlUcbTest, PaperModeTiesAreBrokenByTheSeed) {
  Rng rng(8);
  OperatorSelector s = MakeSelector(Ucb(v1::PRINTED), rng);
  // All +inf: each of 3 arms ~ Binomial(3000, 1/3), 5 sd = 129.
  std::map<O, int> counts = CountChoices(s, kGenProg, 3000);
  for (O op : kGenProg) EXPECT_NEAR(counts[op], 1000, 129) << OperatorName(op);
}

}  // namespace
}  // namespace aprgrid::rl
