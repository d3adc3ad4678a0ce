// The proof of non-termination (loop_proof.h) changes no result: every test gives the same
// outcome, output, steps, coverage and method-entry trace with and without it. A loop whose run
// repeats is skipped to its TIMEOUT; a loop whose state keeps changing (a counter, a growing
// list, output, a random generator, allocation) is never proven, and neither is any run that
// ends by itself.
#include "worker/lang/loop_proof.h"

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "worker/lang/compiler.h"
#include "worker/lang/parser.h"
#include "worker/lang/runner.h"
#include "worker/lang/test_util.h"

namespace aprgrid::lang {
namespace {

constexpr char kCode[] = R"(import java.util.*;

class Helper {
  static int calls = 0;

  static int three() {
    int s = 0;
    for (int j = 0; j < 3; j++) {
      s += j;
    }
    return s;
  }

  static int spinForever() {
    int k = 1;
    while (k > 0) {
      k = k * 1;
    }
    return k;
  }
}

class T {
  int field;
  boolean flag;

  // Proven: the whole state repeats.

  @Test
  public void spins() {
    int i = 0;
    while (i >= 0) {
      i = i + 0;
    }
  }

  @Test
  public void spinsThenFinally() {
    int k = 0;
    try {
      while (true) {
        k = k + 0;
      }
    } finally {
      System.out.print("finally ");
      for (int j = 0; j < 5; j++) {
        k++;
      }
      System.out.print(k);
    }
  }

  @Test
  public void outerLoopStuck() {
    int x = 0;
    while (x < 10) {
      int s = 0;
      for (int j = 0; j < 50; j++) {
        s += Helper.three();
      }
    }
  }

  @Test
  public void cycles() {
    int i = 0;
    while (true) {
      i = (i + 1) % 7;
    }
  }

  @Test
  public void togglesAField() {
    while (field >= 0) {
      flag = !flag;
    }
  }

  @Test
  public void fieldCycles() {
    while (field >= 0) {
      field = (field + 3) % 10;
    }
  }

  @Test
  public void searchesAString() {
    String s = "abcdefghijklmnopqrstuvwxyz0123456789";
    int k = 0;
    while (k >= 0) {
      k = s.indexOf('z');
    }
  }

  @Test
  public void identityHash() {
    Object o = new Object();
    int h = 0;
    while (h != 1) {
      h = o.hashCode() % 2 + 2;
    }
  }

  @Test
  public void spinsInACall() {
    int s = 0;
    for (int i = 0; i < 3; i++) {
      s += Helper.spinForever();
    }
    System.out.print(s);
  }

  @Test
  public void twoCallsPerIteration() {
    int s = 0;
    while (s >= 0) {
      s = Helper.three() - Helper.three();
    }
  }

  @Test
  public void doWhile() {
    int i = 0;
    do {
      i = i * 1;
    } while (i == 0);
  }

  @Test
  public void forWithTwoUpdates() {
    for (int i = 0, j = 0; i < 10; j++, j--) {
      i = i + 0;
    }
  }

  @Test
  public void whileAnd() {
    int a = 0;
    int b = 5;
    while (a < b && b > 0) {
      a = a + 0;
      b = b + 0;
    }
  }

  @Test
  public void forWithoutProgress() {
    for (int i = 0; i < 10; i += 0) {
      field = 1;
    }
  }

  @Test
  public void forWithAnUpdateCall() {
    for (int i = 0; i < 10; i = Math.abs(i)) {
      field = 2;
    }
  }

  @Test
  public void twoStatements() {
    int a = 0;
    while (a == 0) {
      a = a + 0;
      a = a * 1;
    }
  }

  // Never proven: the state keeps changing.

  @Test
  public void counts() {
    long c = 0;
    while (true) {
      c++;
    }
  }

  @Test
  public void countsInAField() {
    while (field >= -1) {
      field++;
    }
  }

  @Test
  public void growsAList() {
    ArrayList<Integer> l = new ArrayList<>();
    while (true) {
      l.add(1);
    }
  }

  @Test
  public void prints() {
    while (true) {
      System.out.print(".");
    }
  }

  @Test
  public void allocates() {
    while (true) {
      Object o = new Object();
    }
  }

  @Test
  public void drawsRandomNumbers() {
    Random r = new Random(7);
    int x = 0;
    while (x >= 0) {
      x = r.nextInt(10);
    }
  }

  // Ends by itself: the frame state repeats, the rest does not.

  @Test
  public void endsLate() {
    while (Helper.calls < 120000) {
      Helper.calls++;
    }
    Assert.assertEquals(120000, Helper.calls);
  }
}
)";

constexpr uint64_t kBudget = 1'000'000;

std::string Describe(const TestResult& r) {
  std::string covered;
  for (int id : r.covered) absl::StrAppend(&covered, " ", id);
  return absl::StrCat(FormatResult(r, true), " steps=", r.steps, " covered=", covered);
}

struct ProofRun {
  std::string description;
  uint64_t skipped = 0;
  std::vector<uint8_t> entered;
};

// Test `test` with the proof from step `from` (LoopProof::kNever: off), tracing entries.
ProofRun RunOne(const Program& p, const TestCase& test, uint64_t from) {
  RunLimits limits;
  limits.step_budget = kBudget;
  limits.loop_proof_from = from;
  TestRunner runner(p, limits);
  ProofRun run;
  run.entered.assign(p.table().methods.size(), 0);
  runner.TraceEntries(run.entered.data());
  TestResult r = runner.Run(test);
  run.description = Describe(r);
  run.skipped = r.steps_skipped;
  return run;
}

class LoopProofTest : public ::testing::TestWithParam<bool> {};

TEST_P(LoopProofTest, SkipsProvableLoopsAndChangesNoResult) {
  const bool coverage = GetParam();
  absl::StatusOr<std::unique_ptr<Program>> p =
      CompileSources({SourceFile{"T.java", kCode}}, CompileOptions{.coverage = coverage});
  ASSERT_TRUE(p.ok()) << p.status();
  const std::vector<std::string> proven = {"spins",
                                           "spinsThenFinally",
                                           "outerLoopStuck",
                                           "cycles",
                                           "togglesAField",
                                           "fieldCycles",
                                           "searchesAString",
                                           "identityHash",
                                           "spinsInACall",
                                           "twoCallsPerIteration",
                                           "doWhile",
                                           "forWithTwoUpdates",
                                           "whileAnd",
                                           "forWithoutProgress",
                                           "forWithAnUpdateCall",
                                           "twoStatements"};
  int checked = 0;
  RunWithLargeStack([&] {
    for (const TestCase& t : (*p)->tests) {
      const ProofRun off = RunOne(**p, t, LoopProof::kNever);
      EXPECT_EQ(off.skipped, 0u);
      const bool provable = std::find(proven.begin(), proven.end(), t.method_name) != proven.end();
      // Watched from the start, and from a later step.
      for (uint64_t from : {uint64_t{0}, kBudget / 50}) {
        const ProofRun on = RunOne(**p, t, from);
        EXPECT_EQ(on.description, off.description) << t.full_name() << " from " << from;
        EXPECT_EQ(on.entered, off.entered) << t.full_name();
        if (provable) {
          EXPECT_GT(on.skipped, kBudget / 2) << t.full_name() << " from " << from;
        } else {
          EXPECT_EQ(on.skipped, 0u) << t.full_name() << " from " << from;
        }
      }
      // Every test here times out but the last.
      EXPECT_EQ(off.description.find(" TIMEOUT") != std::string::npos, t.method_name != "endsLate")
          << off.description;
      ++checked;
    }
  });
  EXPECT_EQ(checked, 23);
}

INSTANTIATE_TEST_SUITE_P(Coverage, LoopProofTest, ::testing::Bool());

TEST(LoopProofTest, TimeoutAfterASkipRunsTheFinallyBlockAsBefore) {
  absl::StatusOr<std::unique_ptr<Program>> p = CompileSources({SourceFile{"T.java", kCode}});
  ASSERT_TRUE(p.ok()) << p.status();
  RunWithLargeStack([&] {
    for (const TestCase& t : (*p)->tests) {
      if (t.method_name != "spinsThenFinally") continue;
      const ProofRun on = RunOne(**p, t, 0);
      EXPECT_EQ(on.description.rfind("T.spinsThenFinally TIMEOUT\n  | finally \n", 0), 0u)
          << on.description;
      EXPECT_GT(on.skipped, 0u);
    }
  });
}

// Every program of the differential corpus runs to the same results with every loop watched
// from its first step; none of them loops forever, so nothing is proven.
TEST(LoopProofTest, CorpusRunsUnchanged) {
  int programs = 0, tests = 0;
  for (const auto& path : JavaFilesUnder(SourceDir() + "/tests/jdk/corpus")) {
    absl::StatusOr<std::unique_ptr<Program>> p = CompileSources({ReadSource(path)});
    if (!p.ok()) continue;  // Some corpus programs span several files or must not compile.
    ++programs;
    RunWithLargeStack([&] {
      for (const TestCase& t : (*p)->tests) {
        RunLimits limits;
        limits.step_budget = 20'000'000;
        TestRunner off_runner(**p, limits);
        limits.loop_proof_from = 0;
        TestRunner on_runner(**p, limits);
        const TestResult off = off_runner.Run(t);
        const TestResult on = on_runner.Run(t);
        EXPECT_EQ(Describe(on), Describe(off)) << path;
        EXPECT_EQ(on.steps_skipped, 0u) << path << " " << t.full_name();
        ++tests;
      }
    });
  }
  EXPECT_GT(programs, 40);
  EXPECT_GT(tests, 200);
}

}  // namespace
}  // namespace aprgrid::lang
