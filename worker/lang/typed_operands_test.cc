// The typed collection operands (compile_fused.cc's WithTypedUnboxed, nodes_builtin.h's
// BuiltinCallLastAs) against outputs recorded from OpenJDK 17
// (testdata/TypedCollectionOperands.expected, made by tests/jdk/run_jdk.sh --output on
// tests/jdk/corpus/TypedCollectionOperands.java, which the differential corpus also runs), and
// against the general nodes: a program compiled with coverage keeps them, and it must spend the
// same steps, end at the same step budgets and print the same text.
#include "gtest/gtest.h"
#include "worker/lang/fused_sameness.h"

namespace aprgrid::lang {
namespace {

TEST(TypedCollectionOperandsTest, MatchJdk17) {
  EXPECT_TRUE(PrintsJdkOutput("TypedCollectionOperands"));
}

// The typed nodes spend the steps the general ones do, and leave the sums where they do when a
// budget ends a loop (the corpus prints them in finally blocks).
TEST(TypedCollectionOperandsTest, StepsAndBudgetsMatchTheGeneralNodes) {
  EXPECT_TRUE(RunsAsItsCoverageBuild("TypedCollectionOperands"));
}

}  // namespace
}  // namespace aprgrid::lang
