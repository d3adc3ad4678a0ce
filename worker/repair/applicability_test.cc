// JaRFly's applicability and ingredient rules (docs/repair-engine.md "Applicability and
// ingredients"), one test per rule and per ARTEFACT quirk, named after it; and the PAR templates
// built as JaRFly builds them (NullCheck's conjunction, FunRep's assignment-compatible
// parameters).
#include <memory>
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "worker/lang/compiler.h"
#include "worker/lang/parser.h"
#include "worker/lang/printer.h"
#include "worker/lang/runner.h"
#include "worker/repair/gp_search.h"
#include "worker/repair/ingredients.h"
#include "worker/repair/operators.h"
#include "worker/repair/repair_test_util.h"

namespace aprgrid::repair {
namespace {

using rl::Operator;
using ::testing::Contains;
using ::testing::HasSubstr;
using ::testing::IsEmpty;
using ::testing::Not;

constexpr char kCode[] = R"(class Code {
  int value;

  Code() {
    value = 0;
  }

  Code(int v) {
    this();
    value = v * 1;
  }

  void set(int v) {
    value = v;
  }

  int get() {
    return value;
  }

  int twice() {
    int t = value * 2;
    return t;
  }

  static long total(int t) {
    long r = t;
    if (t > 0) {
      r = r + 1;
    }
    return r;
  }

  static int clamp(int x, int lo, int hi) {
    if (x < lo) {
      return lo;
    }
    if (x > hi) {
      return hi;
    }
    return x;
  }

  static int sum(int[] a) {
    int s = 0;
    for (int i = 0; i < a.length; i++) {
      s = s + a[i];
      if (s > 100) {
        break;
      }
    }
    return s;
  }

  static void check(int x) {
    if (x < 0) {
      throw new RuntimeException("negative");
    }
  }

  static int size(String a, String b) {
    return a.length() + b.length();
  }

  static int scale(long n) {
    return (int) n * 2;
  }

  static int twiceOf(int n) {
    return n * 2;
  }

  static int useTwice(int k) {
    return twiceOf(k);
  }
}
)";

constexpr char kTests[] = R"(class CodeTest {
  @Test
  public void all() {
    Code c = new Code(3);
    c.set(4);
    Assert.assertEquals(4, c.get());
    Assert.assertEquals(8, c.twice());
    Assert.assertEquals(6L, Code.total(5));
    Assert.assertEquals(0, Code.clamp(-1, 0, 9));
    Assert.assertEquals(9, Code.clamp(12, 0, 9));
    Assert.assertEquals(5, Code.clamp(5, 0, 9));
    Assert.assertEquals(150, Code.sum(new int[] {150, 2}));
    Assert.assertEquals(3, Code.sum(new int[] {1, 2}));
    Code.check(1);
    try {
      Code.check(-1);
    } catch (RuntimeException e) {
      Assert.assertEquals("negative", e.getMessage());
    }
    Assert.assertEquals(3, Code.size("a", "bc"));
    Assert.assertEquals(4, Code.scale(2));
    Assert.assertEquals(6, Code.useTwice(3));
  }
}
)";

class ApplicabilityTest : public ::testing::Test {
 protected:
  void SetUp() override {
    subject_ = testing::MakeSubject(kCode, kTests);
    lang::RunWithLargeStack([&] {
      auto unit = lang::ParseFiles(subject_.files);
      ASSERT_TRUE(unit.ok()) << unit.status();
      unit_ = std::move(*unit);
      std::vector<std::string> names = {"Code.java", "CodeTest.java"};
      auto program = lang::Compile(lang::Clone(*unit_), names);
      ASSERT_TRUE(program.ok()) << program.status();
      program_ = std::move(*program);
      auto runs = RunWithCoverage(*unit_, names);
      ASSERT_TRUE(runs.ok()) << runs.status();
      ASSERT_TRUE((*runs)[0].passed);
      runs_ = std::move(*runs);
    });
    facts_ = std::make_unique<ProgramFacts>(*unit_, program_->table(), 1);
    pool_ = std::make_unique<IngredientPool>(*facts_, runs_);
  }

  std::unique_ptr<MutationSpace> Space(bool artefact, std::vector<Operator> order = {}) {
    return std::make_unique<MutationSpace>(*facts_, *pool_,
                                           SpaceOptions{artefact, std::move(order)});
  }

  const lang::Node& Target(const std::string& text) {
    const lang::Node* t = testing::FindTarget(*facts_, text);
    EXPECT_NE(t, nullptr) << text;
    return *t;
  }

  // The printed payloads of `op`'s candidates at the statement starting with `text`.
  std::vector<std::string> Payloads(MutationSpace& space, Operator op, const std::string& text) {
    std::vector<std::string> out;
    for (const Candidate& c : space.Candidates(op, Target(text))) {
      std::string printed = c.edit.payload ? lang::Print(*c.edit.payload) : "<delete>";
      while (!printed.empty() && printed.back() == '\n') printed.pop_back();
      out.push_back(printed);
    }
    return out;
  }

  // The printed class of every candidate (for templates that rewrite the statement).
  std::vector<std::string> Variants(MutationSpace& space, Operator op, const std::string& text) {
    std::vector<std::string> out;
    for (const Candidate& c : space.Candidates(op, Target(text))) {
      out.push_back(lang::PrintFile(*ApplyEdits(*unit_, {c.edit}), 0));
    }
    return out;
  }

  Subject subject_;
  lang::NodePtr unit_;
  std::unique_ptr<lang::Program> program_;
  std::vector<TestRun> runs_;
  std::unique_ptr<ProgramFacts> facts_;
  std::unique_ptr<IngredientPool> pool_;
};

TEST_F(ApplicabilityTest, AppendNeverTargetsAReturnOrThrow) {
  auto space = Space(false);
  EXPECT_FALSE(space->Applies(Operator::kAppend, Target("return lo;")));
  EXPECT_FALSE(space->Applies(Operator::kAppend, Target("throw new RuntimeException")));
  EXPECT_TRUE(space->Applies(Operator::kAppend, Target("s = s + a[i];")));
}

TEST_F(ApplicabilityTest, CanBeDeletedKeepsTheOnlyReturnOfAMethod) {
  auto space = Space(false);
  const lang::Node& only = Target("return value;");
  EXPECT_FALSE(CanBeDeleted(only));
  EXPECT_FALSE(space->Applies(Operator::kDelete, only));
  EXPECT_FALSE(space->Applies(Operator::kReplace, only));
  EXPECT_FALSE(space->Applies(Operator::kSeqExch, only));
  // clamp has three returns: each may go.
  const lang::Node& one_of_three = Target("return lo;");
  EXPECT_TRUE(CanBeDeleted(one_of_three));
  EXPECT_TRUE(space->Applies(Operator::kDelete, one_of_three));
  EXPECT_TRUE(space->Applies(Operator::kReplace, one_of_three));
  // Other statements are always deletable (a throw too).
  EXPECT_TRUE(space->Applies(Operator::kDelete, Target("throw new RuntimeException")));
  EXPECT_TRUE(space->Applies(Operator::kDelete, Target("int s = 0;")));
}

TEST_F(ApplicabilityTest, ReplaceSkipsAnIngredientEqualToTheTarget) {
  auto space = Space(false);
  EXPECT_THAT(Payloads(*space, Operator::kReplace, "s = s + a[i];"),
              Not(Contains("s = s + a[i];")));
  EXPECT_THAT(Payloads(*space, Operator::kAppend, "s = s + a[i];"), Contains("s = s + a[i];"));
}

// The fix location's ingredient count (docs/subjects.md, "Difficulty") counts the lists the
// search draws from in PAPER mode, none for an operator that does not apply.
TEST_F(ApplicabilityTest, IngredientCountsAreTheListsTheSearchDrawsFrom) {
  auto space = Space(false);
  const std::string statement = "s = s + a[i];";
  IngredientCounts counts = CountIngredients(*pool_, Target(statement));
  EXPECT_EQ(counts.append, static_cast<int>(Payloads(*space, Operator::kAppend, statement).size()));
  EXPECT_EQ(counts.replace,
            static_cast<int>(Payloads(*space, Operator::kReplace, statement).size()));
  // Append may put the statement itself back, replace may not: one more in the union.
  EXPECT_GT(counts.append, 0);
  EXPECT_EQ(counts.either, counts.append);
  EXPECT_EQ(counts.replace, counts.append - 1);
  // Nothing is appended after a return; the only return of get() is never replaced.
  IngredientCounts only = CountIngredients(*pool_, Target("return value;"));
  EXPECT_EQ(only.append, 0);
  EXPECT_EQ(only.replace, 0);
  EXPECT_EQ(only.either, 0);
  // One of clamp's three returns: replace only.
  IngredientCounts one_of_three = CountIngredients(*pool_, Target("return lo;"));
  EXPECT_EQ(one_of_three.append, 0);
  EXPECT_EQ(one_of_three.replace,
            static_cast<int>(Payloads(*space, Operator::kReplace, "return lo;").size()));
  EXPECT_EQ(one_of_three.either, one_of_three.replace);
}

TEST_F(ApplicabilityTest, ScopeCheckNeedsEveryVariableOfTheIngredientInScope) {
  auto space = Space(false);
  for (const std::string& p : Payloads(*space, Operator::kAppend, "value = 0;")) {
    EXPECT_THAT(p, Not(HasSubstr("a[i]")));  // `a`, `i` and `s` are locals of sum.
    EXPECT_THAT(p, Not(HasSubstr("lo")));
  }
  EXPECT_THAT(Payloads(*space, Operator::kAppend, "value = 0;"), Not(Contains("value = v;")));
}

TEST_F(ApplicabilityTest, ReturnIngredientNeverIntoAVoidMethodOrConstructor) {
  auto space = Space(false);
  for (const char* target : {"value = v;", "value = 0;", "value = v * 1;"}) {
    for (const std::string& p : Payloads(*space, Operator::kAppend, target)) {
      EXPECT_THAT(p, Not(HasSubstr("return"))) << target;
    }
  }
}

TEST_F(ApplicabilityTest, ReturnIngredientOnlyWhereTheTargetEndsItsBlock) {
  auto space = Space(false);
  // `int t = value * 2;` does not end twice's body; `return x;` ends clamp's.
  for (const std::string& p : Payloads(*space, Operator::kAppend, "int t = value * 2;")) {
    EXPECT_THAT(p, Not(HasSubstr("return"))) << p;
  }
  EXPECT_THAT(Payloads(*space, Operator::kReplace, "return x;"), Contains("return lo;"));
}

TEST_F(ApplicabilityTest, ReturnedVariableMustHaveTheMethodsReturnType) {
  auto space = Space(false);
  // In total (returns long), `t` is an int parameter: `return t;` (from twice) is in scope but
  // returns an int variable; `return r;` returns total's own long.
  std::vector<std::string> p = Payloads(*space, Operator::kAppend, "r = r + 1;");
  EXPECT_THAT(p, Contains("return r;"));
  EXPECT_THAT(p, Not(Contains("return t;")));
}

TEST_F(ApplicabilityTest, ConstructorCallOnlyFirstInAConstructorAndNeverAppended) {
  auto space = Space(false);
  EXPECT_THAT(Payloads(*space, Operator::kReplace, "value = 0;"), Contains("this();"));
  EXPECT_THAT(Payloads(*space, Operator::kAppend, "value = 0;"), Not(Contains("this();")));
  EXPECT_THAT(Payloads(*space, Operator::kReplace, "value = v * 1;"), Not(Contains("this();")));
  EXPECT_THAT(Payloads(*space, Operator::kReplace, "value = v;"), Not(Contains("this();")));
}

TEST_F(ApplicabilityTest, BreakOnlyInsideALoopOrSwitch) {
  auto space = Space(false);
  EXPECT_THAT(Payloads(*space, Operator::kAppend, "s = s + a[i];"), Contains("break;"));
  EXPECT_THAT(Payloads(*space, Operator::kAppend, "int s = 0;"), Not(Contains("break;")));
}

// ARTEFACT: JaRFly's scopeSafeAtomMap is keyed by location only. Append is checked first (the
// `edits` order), so replace reuses append's list, which holds the target itself.
TEST_F(ApplicabilityTest, ArtefactReplaceReusesAppendsIngredientList) {
  auto artefact = Space(true, {Operator::kAppend, Operator::kDelete, Operator::kReplace});
  EXPECT_TRUE(artefact->Applies(Operator::kReplace, Target("s = s + a[i];")));
  EXPECT_THAT(Payloads(*artefact, Operator::kReplace, "s = s + a[i];"), Contains("s = s + a[i];"));
  // ... and no constructor call at a constructor's first statement (append never takes one).
  EXPECT_THAT(Payloads(*artefact, Operator::kReplace, "value = 0;"), Not(Contains("this();")));
  auto paper = Space(false, {Operator::kAppend, Operator::kDelete, Operator::kReplace});
  EXPECT_THAT(Payloads(*paper, Operator::kReplace, "s = s + a[i];"),
              Not(Contains("s = s + a[i];")));
}

// ARTEFACT: which list is shared depends on the order in which operators are checked.
TEST_F(ApplicabilityTest, ArtefactSharedListDependsOnTheCheckOrder) {
  auto replace_first = Space(true, {Operator::kReplace, Operator::kAppend});
  EXPECT_THAT(Payloads(*replace_first, Operator::kAppend, "s = s + a[i];"),
              Not(Contains("s = s + a[i];")));
  auto append_first = Space(true, {Operator::kAppend, Operator::kReplace});
  EXPECT_THAT(Payloads(*append_first, Operator::kAppend, "s = s + a[i];"),
              Contains("s = s + a[i];"));
  // At a return append never asks, so replace fills the list with its own rules.
  EXPECT_THAT(Payloads(*append_first, Operator::kReplace, "return lo;"),
              Not(Contains("return lo;")));
}

TEST_F(ApplicabilityTest, NullCheckGuardsAllReceiversInOneConjunction) {
  auto space = Space(false);
  std::vector<std::string> v = Variants(*space, Operator::kNullCheck, "return a.length()");
  ASSERT_EQ(v.size(), 1u);
  // Innermost-last visit order reversed, as JaRFly builds it: b's receiver, then a's.
  EXPECT_THAT(v[0], HasSubstr("if (b != null && a != null) {\n      return a.length() + "
                              "b.length();\n    } else {\n      return 0;"));
}

TEST_F(ApplicabilityTest, FunRepAcceptsAssignmentCompatibleParameters) {
  auto space = Space(false);
  // twiceOf(int) may become scale(long): an int argument widens to long.
  std::vector<std::string> v = Variants(*space, Operator::kFunRep, "return twiceOf(k);");
  std::string all;
  for (const std::string& s : v) all += s;
  EXPECT_THAT(all, HasSubstr("return scale(k);"));
}

// The only fix replaces the single `return` of pick with another `return`: JaRFly's GenProg
// never makes that move (canBeDeleted), so GENPROG_3 never patches it, in either mode.
TEST(ApplicabilitySearchTest, OnlyFixReplacingAReturnIsNeverPatchedByGenProg3) {
  Subject subject = testing::MakeSubject(R"(class Code {
  static int pick(int a, int b) {
    return a;
  }

  static int second(int a, int b) {
    return b;
  }
}
)",
                                         R"(class CodeTest {
  @Test
  public void picksTheSecond() {
    Assert.assertEquals(2, Code.pick(1, 2));
  }

  @Test
  public void second() {
    Assert.assertEquals(2, Code.second(1, 2));
  }
}
)");
  for (v1::Mode mode : {v1::PAPER, v1::ARTEFACT}) {
    for (uint64_t seed = 1; seed <= 10; ++seed) {
      v1::RepairAttempt a;
      a.set_bug("inline-1");
      a.set_strategy(v1::UCB);
      a.set_credit(v1::AVERAGE);
      a.set_reward(v1::RAW);
      a.set_activation(v1::PER_GENERATION);
      a.set_mode(mode);
      a.set_arm_set(v1::GENPROG_3);
      v1::ResolvedGp* gp = a.mutable_search();
      gp->set_population(20);
      gp->set_generations(5);
      gp->set_tournament_k(2);
      gp->set_crossover_rate(0.5);
      gp->set_positive_sample(1.0);
      gp->set_negative_weight(2.0);
      gp->set_localisation(v1::JARFLY_RUNS);
      gp->set_check_space(false);
      absl::StatusOr<SearchOutcome> outcome = absl::UnknownError("not run");
      lang::RunWithLargeStack([&] { outcome = RunSearch(subject, a, seed); });
      ASSERT_TRUE(outcome.ok()) << outcome.status();
      EXPECT_FALSE(outcome->result.patched()) << mode << " seed " << seed;
    }
  }
}

}  // namespace
}  // namespace aprgrid::repair
