// The transform -> operator table of docs/crf-prior.md and the operator weights built from it.
#include "worker/repair/crf_operator_prior.h"

#include <algorithm>
#include <functional>
#include <set>
#include <vector>

#include "gtest/gtest.h"
#include "worker/crf/data/crf_test_models.h"
#include "worker/crf/model/transforms.h"
#include "worker/lang/parser.h"
#include "worker/rl/arm_set.h"

namespace aprgrid::repair {
namespace {

using O = rl::Operator;

std::vector<O> Ops(std::span<const O> ops) { return {ops.begin(), ops.end()}; }

double W(const rl::OperatorPrior& prior, O op) { return prior[rl::OperatorIndex(op)]; }

TEST(CrfOperatorPriorTest, TheTableOfTheDocs) {
  using V = std::vector<O>;
  EXPECT_EQ(Ops(TemplateOperators(crf::kWrapMeth)), V{});
  EXPECT_EQ(Ops(TemplateOperators(crf::kUnwrapMeth)), V{});
  EXPECT_EQ(Ops(TemplateOperators(crf::kVarRwVar)), (V{O::kParRep, O::kCasteeMut}));
  EXPECT_EQ(Ops(TemplateOperators(crf::kVarRwMeth)), V{O::kCasteeMut});
  EXPECT_EQ(Ops(TemplateOperators(crf::kMethRwMeth)), (V{O::kFunRep, O::kParAdd, O::kParRem}));
  EXPECT_EQ(Ops(TemplateOperators(crf::kMethRwVar)), V{O::kCasteeMut});
  EXPECT_EQ(Ops(TemplateOperators(crf::kBinOperRep)), V{O::kExpRep});
  EXPECT_EQ(Ops(TemplateOperators(crf::kConstantRep)), V{O::kOffByOne});
  EXPECT_EQ(Ops(TemplateOperators(crf::kLogExpExp)), V{O::kExpAdd});
  EXPECT_EQ(Ops(TemplateOperators(crf::kLogExpRed)), V{O::kExpRem});
  EXPECT_EQ(Ops(TemplateOperators(crf::kWrapIfN)), V{O::kNullCheck});
  EXPECT_EQ(Ops(TemplateOperators(crf::kWrapIfO)),
            (V{O::kRangeCheck, O::kSizeCheck, O::kCastCheck}));
  EXPECT_EQ(Ops(TemplateOperators(crf::kWrapIfElseN)), V{O::kNullCheck});
  EXPECT_EQ(Ops(TemplateOperators(crf::kWrapIfElseO)),
            (V{O::kRangeCheck, O::kSizeCheck, O::kCastCheck}));
  EXPECT_EQ(Ops(TemplateOperators(crf::kUnwrapIf)), V{});
  EXPECT_EQ(Ops(TemplateOperators(crf::kWrapTry)), V{});
  EXPECT_EQ(Ops(IngredientOperators()), (V{O::kReplace, O::kSeqExch}));
}

TEST(CrfOperatorPriorTest, OperatorsNoTransformReaches) {
  std::set<O> reached(IngredientOperators().begin(), IngredientOperators().end());
  for (int t = 1; t < crf::kNumTransforms; ++t) {
    for (O op : TemplateOperators(t)) reached.insert(op);
  }
  absl::StatusOr<rl::ArmSet> par = rl::ArmSet::Create(v1::PAR_18);
  ASSERT_TRUE(par.ok()) << par.status();
  std::vector<O> unreached;
  for (O op : par->operators()) {
    if (!reached.contains(op)) unreached.push_back(op);
  }
  // docs/crf-prior.md lists exactly these as getting the floor's share only.
  EXPECT_EQ(unreached, (std::vector<O>{O::kAppend, O::kDelete, O::kObjInit, O::kLBoundSet,
                                       O::kUBoundSet, O::kCasterMut}));
}

TEST(CrfOperatorPriorTest, SharesGoToApplicableTemplatesThenIngredientsElseNowhere) {
  crf::TransformDistribution d{};
  d[crf::kWrapIfO] = 0.5;     // RangeCheck, SizeCheck, CastCheck: two of them apply.
  d[crf::kMethRwMeth] = 0.3;  // FunRep does not apply: replace and SeqExch share it.
  d[crf::kWrapTry] = 0.2;     // No template: the ingredient operators.
  const std::vector<O> applicable = {O::kDelete, O::kReplace, O::kRangeCheck, O::kCastCheck};
  rl::OperatorPrior p = OperatorPriorFor(d, applicable);
  EXPECT_DOUBLE_EQ(W(p, O::kRangeCheck), 0.25);
  EXPECT_DOUBLE_EQ(W(p, O::kCastCheck), 0.25);
  EXPECT_DOUBLE_EQ(W(p, O::kReplace), 0.5);  // SeqExch is not applicable.
  EXPECT_EQ(W(p, O::kSizeCheck), 0);
  EXPECT_EQ(W(p, O::kSeqExch), 0);
  EXPECT_EQ(W(p, O::kDelete), 0);
  // Without replace and SeqExch, the two transforms without an applicable template are dropped.
  p = OperatorPriorFor(d, std::vector<O>{O::kDelete, O::kRangeCheck});
  EXPECT_DOUBLE_EQ(W(p, O::kRangeCheck), 0.5);
  double total = 0;
  for (double w : p) total += w;
  EXPECT_DOUBLE_EQ(total, 0.5);
  // No preference: all zero.
  p = OperatorPriorFor(crf::TransformDistribution{}, applicable);
  EXPECT_EQ(p, rl::OperatorPrior{});
}

TEST(CrfOperatorPriorTest, LooksUpTheStatementAndRefusesBytesThatAreNoModel) {
  absl::StatusOr<lang::NodePtr> unit = lang::ParseSource(
      "C.java", "class C { int f(int a, int b) { if (a < b) { return a; } return b; } }\n");
  ASSERT_TRUE(unit.ok()) << unit.status();
  absl::StatusOr<crf::CrfModel> model =
      crf::testing::TrainPreferenceModel(**unit, "BinaryOperator", crf::kBinOperRep);
  ASSERT_TRUE(model.ok()) << model.status();
  absl::StatusOr<std::unique_ptr<CrfOperatorPrior>> prior =
      CrfOperatorPrior::Create(crf::testing::ModelBytes(*model), **unit);
  ASSERT_TRUE(prior.ok()) << prior.status();
  const lang::Node* if_stmt = nullptr;
  std::function<void(const lang::Node&)> find = [&](const lang::Node& n) {
    if (n.kind == lang::Kind::kIf && if_stmt == nullptr) if_stmt = &n;
    for (const auto& c : n.children) find(*c);
  };
  find(**unit);
  ASSERT_NE(if_stmt, nullptr);
  absl::StatusOr<rl::OperatorPrior> p =
      (*prior)->At(*if_stmt, std::vector<O>{O::kDelete, O::kExpRep, O::kExpAdd});
  ASSERT_TRUE(p.ok()) << p.status();
  EXPECT_GT(W(*p, O::kExpRep), 0.9);
  EXPECT_EQ(W(*p, O::kDelete), 0);

  absl::StatusOr<std::unique_ptr<CrfOperatorPrior>> bad =
      CrfOperatorPrior::Create("aprgrid-crf-model 9\n", **unit);
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(bad.status().message().find("crf_model"), std::string::npos);
}

}  // namespace
}  // namespace aprgrid::repair
