// Exact test selection (FitnessParams::test_selection) against running every test: the same
// Evaluation, field for field, for random genomes on real benchmark bugs and on a program built to
// trip it (static state, exceptions, an infinite loop cut by the step budget, a static initialiser
// that calls a method), while the selecting engine really runs fewer tests.
#include "worker/repair/fitness.h"

#include <string>

#include "common/random.h"
#include "common/test_sample.h"
#include "gtest/gtest.h"
#include "worker/lang/runner.h"
#include "worker/repair/repair_problem.h"
#include "worker/repair/repair_test_util.h"
#include "worker/repair/subject.h"

namespace aprgrid::repair {
namespace {

std::string Describe(const Evaluation& e) {
  return absl::StrCat("compiled=", e.compiled, " fitness=", e.fitness,
                      " passes_negative=", e.passes_negative, " passes_sample=", e.passes_sample,
                      " repair=", e.repair, " new_variant=", e.new_variant,
                      " full_fitness=", e.full_fitness, " interrupted=", e.interrupted);
}

struct Profiles {
  FitnessProfile all, selected;
};

// Evaluates `genomes` random genomes (and each one's parents, so the cache and known variants
// needing new tests are exercised) with both engines and the same random draws.
Profiles Compare(const Subject& subject, int genomes, bool cache) {
  std::span<const rl::Operator> all = rl::AllOperators();
  absl::StatusOr<std::unique_ptr<RepairProblem>> problem = RepairProblem::Create(
      subject, v1::JARFLY_RUNS, true, std::vector<rl::Operator>(all.begin(), all.end()));
  EXPECT_TRUE(problem.ok()) << problem.status();
  if (!problem.ok()) return {};
  RepairProblem& p = **problem;
  FitnessParams params;
  params.cache = cache;
  params.full_fitness = true;
  FitnessParams no_selection = params;
  no_selection.test_selection = false;
  auto selected = FitnessEngine::Create(p.unit(), p.program(), p.file_names(), p.runs(), params);
  auto every = FitnessEngine::Create(p.unit(), p.program(), p.file_names(), p.runs(), no_selection);
  EXPECT_TRUE(selected.ok() && every.ok());
  if (!selected.ok() || !every.ok()) return {};
  Rng genome_rng(7), rng_a(11), rng_b(11);
  for (int g = 0; g < genomes; ++g) {
    Genome genome = testing::RandomGenome(p, genome_rng, 3);
    for (size_t len = 0; len <= genome.size(); ++len) {
      Genome prefix(genome.begin(), genome.begin() + static_cast<ptrdiff_t>(len));
      Evaluation a = every->Evaluate(prefix, rng_a);
      Evaluation b = selected->Evaluate(prefix, rng_b);
      EXPECT_EQ(Describe(a), Describe(b)) << subject.metadata.id() << " genome " << g << "/" << len;
    }
  }
  EXPECT_EQ(rng_a.Below(1'000'000), rng_b.Below(1'000'000));  // The same draws were made.
  return {every->profile(), selected->profile()};
}

TEST(FitnessTest, TestSelectionChangesNoEvaluationOnBenchmarkBugs) {
  lang::RunWithLargeStack([&] {
    int64_t reused = 0, run_all = 0, run_selected = 0;
    for (const char* bug : {"dates/dates-12", "strings/strings-3", "collections/collections-5",
                            "expr/expr-2", "geometry/geometry-4", "mathx/mathx-7"}) {
      absl::StatusOr<Subject> subject = LoadSubject(testing::SourceDir() + "/subjects/" + bug);
      ASSERT_TRUE(subject.ok()) << subject.status();
      for (bool cache : {true, false}) {
        Profiles profiles = Compare(*subject, aprgrid::testing::SampleSize(25, 5), cache);
        reused += profiles.selected.tests_reused;
        run_all += profiles.all.tests_run;
        run_selected += profiles.selected.tests_run;
        EXPECT_EQ(profiles.all.tests_reused, 0);
        EXPECT_EQ(profiles.all.evaluations, profiles.selected.evaluations);
        // Each reused outcome stands for exactly the run it saved.
        EXPECT_EQ(profiles.all.tests_run,
                  profiles.selected.tests_run + profiles.selected.tests_reused);
        EXPECT_EQ(profiles.all.steps_run,
                  profiles.selected.steps_run + profiles.selected.steps_reused);
      }
    }
    EXPECT_GT(reused, 0);
    EXPECT_LT(run_selected, run_all);
  });
}

// Every method is reached by some tests and not others; the edits the GP draws here can add
// infinite loops, throw, change the static counter and change what the initialiser computes.
constexpr char kCode[] = R"(class Code {
  static int counter = 0;
  static int seed = start();

  static int start() {
    int s = 3;
    s = s * 2;
    return s;
  }

  static int bump() {
    counter = counter + 1;
    return counter;
  }

  static int spin(int n) {
    int i = 0;
    while (i != n) {
      i = i + 2;
    }
    return i;
  }

  static int check(int x) {
    if (x < 0) {
      throw new IllegalArgumentException("negative");
    }
    return x;
  }

  static int add(int a, int b) {
    int r = a - b;
    return r;
  }
}
)";

constexpr char kTests[] = R"(class CodeTest {
  @Test
  public void addsSmall() {
    Assert.assertEquals(3, Code.add(1, 2));
  }

  @Test
  public void addsZero() {
    Assert.assertEquals(0, Code.add(0, 0));
  }

  @Test
  public void bumpsFromFreshState() {
    Assert.assertEquals(1, Code.bump());
    Assert.assertEquals(2, Code.bump());
  }

  @Test
  public void bumpsAgainFromFreshState() {
    Assert.assertEquals(1, Code.bump());
  }

  @Test
  public void spinsEven() {
    Assert.assertEquals(4, Code.spin(4));
  }

  @Test
  public void spinsOddForever() {
    Assert.assertEquals(3, Code.spin(3));
  }

  @Test(expected = IllegalArgumentException.class)
  public void rejectsNegative() {
    Code.check(-1);
  }

  @Test
  public void acceptsPositive() {
    Assert.assertEquals(5, Code.check(5));
  }

  @Test
  public void seedsFromStart() {
    Assert.assertEquals(6, Code.seed);
  }
}
)";

TEST(FitnessTest, TestSelectionIsExactForStaticStateExceptionsAndTimeouts) {
  lang::RunWithLargeStack([&] {
    Subject subject = testing::MakeSubject(kCode, kTests);
    for (bool cache : {true, false}) {
      Profiles profiles = Compare(subject, aprgrid::testing::SampleSize(150, 5), cache);
      EXPECT_GT(profiles.selected.tests_reused, 0);
      EXPECT_LT(profiles.selected.tests_run, profiles.all.tests_run);
      EXPECT_EQ(profiles.all.steps_run,
                profiles.selected.steps_run + profiles.selected.steps_reused);
    }
  });
}

}  // namespace
}  // namespace aprgrid::repair
