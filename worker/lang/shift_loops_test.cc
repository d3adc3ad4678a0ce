// The fused array-shift loop (nodes_shift.h) against outputs recorded from OpenJDK 17
// (testdata/ShiftLoops.expected, made by tests/jdk/run_jdk.sh --output on
// tests/jdk/corpus/ShiftLoops.java, which the differential corpus also runs), and against the
// unfused nodes: a program compiled with coverage wraps every statement in a coverage node, so
// no shift loop is fused in it, and it must spend the same steps, end at the same step budgets
// and print the same text.
#include "gtest/gtest.h"
#include "worker/lang/fused_sameness.h"

namespace aprgrid::lang {
namespace {

TEST(ShiftLoopsTest, MatchJdk17) { EXPECT_TRUE(PrintsJdkOutput("ShiftLoops")); }

// The fused loops spend a step per test of the condition, as the unfused ones do, and leave the
// index where they do when a budget ends them (the corpus prints it in a finally block).
TEST(ShiftLoopsTest, StepsAndBudgetsMatchTheUnfusedNodes) {
  EXPECT_TRUE(RunsAsItsCoverageBuild("ShiftLoops"));
}

}  // namespace
}  // namespace aprgrid::lang
