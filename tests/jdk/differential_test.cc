#include "tests/jdk/differential.h"

#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::jdk {
namespace {

using ::testing::HasSubstr;

TEST(FirstDifferenceTest, EqualTextsHaveNone) {
  EXPECT_EQ(FirstDifference("A.a PASS\n", "A.a PASS\n"), "");
  EXPECT_EQ(FirstDifference("", ""), "");
}

TEST(FirstDifferenceTest, NamesTheFirstDifferingLine) {
  std::string d = FirstDifference("A.a PASS\nA.b FAIL expected:<1> but was:<2>\nA.c PASS\n",
                                  "A.a PASS\nA.b PASS\nA.c ERROR X\n");
  EXPECT_THAT(d, HasSubstr("line 2:"));
  EXPECT_THAT(d, HasSubstr("jdk:         A.b FAIL expected:<1> but was:<2>"));
  EXPECT_THAT(d, HasSubstr("interpreter: A.b PASS"));
  EXPECT_THAT(d, ::testing::Not(HasSubstr("A.c")));
}

TEST(FirstDifferenceTest, MissingLines) {
  EXPECT_EQ(FirstDifference("A.a PASS\nA.b PASS\n", "A.a PASS\n"),
            "line 2:\n    jdk:         A.b PASS\n    interpreter: ");
  EXPECT_THAT(FirstDifference("A.a PASS", "A.a PASS\nA.b PASS"),
              HasSubstr("jdk:         <missing>"));
  EXPECT_EQ(FirstDifference("x", "x\n"), "line 2:\n    jdk:         <missing>\n    interpreter: ");
}

TEST(RunInterpreterTest, RunsEveryProgramInOrderInParallel) {
  // /bin/echo stands in for aprgrid-attempt: it prints its arguments.
  std::vector<JavaProgram> programs;
  for (int i = 0; i < 9; ++i) {
    programs.push_back({"p" + std::to_string(i), {"f" + std::to_string(i) + ".java"}});
  }
  absl::StatusOr<std::vector<ProcessResult>> results =
      RunInterpreter("/bin/echo", programs, /*show_output=*/true, /*parallelism=*/3);
  ASSERT_TRUE(results.ok()) << results.status();
  ASSERT_EQ(results->size(), 9u);
  for (int i = 0; i < 9; ++i) {
    EXPECT_EQ((*results)[i].out, "test --output f" + std::to_string(i) + ".java\n");
    EXPECT_EQ((*results)[i].exit_code, 0);
  }
  EXPECT_FALSE(RunInterpreter("/nonexistent/attempt", programs, false, 2).ok());
}

}  // namespace
}  // namespace aprgrid::jdk
