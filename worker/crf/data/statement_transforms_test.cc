// The per-statement transform distribution of CRF-guided repair: the arithmetic of
// StatementDistribution, and StatementTransforms on a program with a model trained to put
// BinOper-Rep on every binary operator.
#include "worker/crf/data/statement_transforms.h"

#include <memory>

#include "gtest/gtest.h"
#include "worker/crf/data/crf_test_models.h"
#include "worker/lang/parser.h"

namespace aprgrid::crf {
namespace {

constexpr char kSource[] =
    "class C {\n"
    "  int total;\n"
    "  int add(int a, int b) {\n"
    "    int r = a + b;\n"
    "    total = r;\n"
    "    if (a < b) { return b - a; }\n"
    "    return r;\n"
    "  }\n"
    "}\n";

// The body of the first method of `unit`.
const lang::Node& FirstMethodBody(const lang::Node& unit) {
  for (const auto& member : unit.child(0)->children) {
    if (member->kind != lang::Kind::kMethodDecl) continue;
    for (const auto& part : member->children) {
      if (part->kind == lang::Kind::kBlock) return *part;
    }
  }
  ADD_FAILURE() << "no method body";
  return unit;
}

TEST(StatementDistributionTest, NormalisesExpectedCountsOverTheSixteenTransforms) {
  std::vector<CrfModel::NodeMarginal> m(3, CrfModel::NodeMarginal{});
  m[0][kEmpty] = 0.5;
  m[0][kWrapIfN] = 0.5;
  m[1][kEmpty] = 0.25;
  m[1][kBinOperRep] = 0.75;
  m[2][kBinOperRep] = 0.25;
  m[2][kEmpty] = 0.75;
  const TransformDistribution d = StatementDistribution(m);
  EXPECT_EQ(d[kEmpty], 0);
  EXPECT_DOUBLE_EQ(d[kWrapIfN], 0.5 / 1.5);
  EXPECT_DOUBLE_EQ(d[kBinOperRep], 1.0 / 1.5);
  // Nothing but EMPTY, or nothing admissible: no preference.
  std::vector<CrfModel::NodeMarginal> empty(2, CrfModel::NodeMarginal{});
  empty[0][kEmpty] = 1;
  empty[1][kEmpty] = 1;
  EXPECT_EQ(StatementDistribution(empty), TransformDistribution{});
  EXPECT_EQ(StatementDistribution({}), TransformDistribution{});
}

TEST(StatementTransformsTest, FollowsTheModelAndCachesPerStatement) {
  absl::StatusOr<lang::NodePtr> unit = lang::ParseSource("C.java", kSource);
  ASSERT_TRUE(unit.ok()) << unit.status();
  absl::StatusOr<CrfModel> model =
      testing::TrainPreferenceModel(**unit, "BinaryOperator", kBinOperRep);
  ASSERT_TRUE(model.ok()) << model.status();
  StatementTransforms lookup(std::make_shared<const CrfModel>(*std::move(model)), **unit);
  const lang::Node& body = FirstMethodBody(**unit);
  ASSERT_EQ(body.kind, lang::Kind::kBlock);
  absl::StatusOr<TransformDistribution> sum = lookup.For(*body.child(0));  // int r = a + b;
  ASSERT_TRUE(sum.ok()) << sum.status();
  EXPECT_GT((*sum)[kBinOperRep], 0.9);
  absl::StatusOr<TransformDistribution> assign = lookup.For(*body.child(1));  // total = r;
  ASSERT_TRUE(assign.ok()) << assign.status();
  EXPECT_LT((*assign)[kBinOperRep], 0.1);
  EXPECT_EQ(lookup.cached(), 2u);
  absl::StatusOr<TransformDistribution> again = lookup.For(*body.child(0));
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(*again, *sum);
  EXPECT_EQ(lookup.cached(), 2u);
}

TEST(StatementTransformsTest, RefusesAStatementOutsideAMethod) {
  absl::StatusOr<lang::NodePtr> unit = lang::ParseSource("C.java", kSource);
  ASSERT_TRUE(unit.ok()) << unit.status();
  absl::StatusOr<CrfModel> model =
      testing::TrainPreferenceModel(**unit, "BinaryOperator", kBinOperRep);
  ASSERT_TRUE(model.ok()) << model.status();
  StatementTransforms lookup(std::make_shared<const CrfModel>(*std::move(model)), **unit);
  absl::StatusOr<lang::NodePtr> loose = lang::ParseStatement("x = y + 1;");
  ASSERT_TRUE(loose.ok()) << loose.status();
  absl::StatusOr<TransformDistribution> d = lookup.For(**loose);
  ASSERT_FALSE(d.ok());
  EXPECT_EQ(d.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(d.status().message().find("not inside a method"), std::string::npos);
}

}  // namespace
}  // namespace aprgrid::crf
