// One test per operator: where it applies, and the printed variant of each edit it lists (which
// must also type-check).
#include "worker/repair/operators.h"

#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "worker/lang/compiler.h"
#include "worker/lang/printer.h"
#include "worker/lang/runner.h"
#include "worker/repair/edit.h"
#include "worker/repair/patch.h"
#include "worker/repair/repair_test_util.h"

namespace aprgrid::repair {
namespace {

using rl::Operator;
using ::testing::Contains;
using ::testing::HasSubstr;
using ::testing::Not;

constexpr char kCode[] = R"(class Code {
  int value;

  Code() {
    value = 0;
  }

  int get() {
    return value;
  }

  int twice() {
    return value * 2;
  }

  static int read(Code b) {
    return b.get();
  }

  static int readTwice(Code b) {
    return read(b) + read(b);
  }

  static int sum(int[] a) {
    int s = 0;
    for (int i = 0; i < a.length; i++) {
      s = s + a[i];
    }
    return s;
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

  static boolean inside(int x, int lo, int hi) {
    if (x >= lo && x <= hi) {
      return true;
    }
    return false;
  }

  static int firstLength(String[] s) {
    return s[0].length();
  }

  static char firstChar(String s) {
    return s.charAt(0);
  }

  static String asString(Object o) {
    return (String) o;
  }

  static Object widen(Object o) {
    Object r = (String) o;
    return r;
  }

  static String both(Object o, String t) {
    return (String) o + t;
  }
}
)";

constexpr char kTests[] = R"(class CodeTest {
  @Test
  public void all() {
    Code c = new Code();
    Assert.assertEquals(0, Code.read(c));
    Assert.assertEquals(0, Code.readTwice(c));
    Assert.assertEquals(0, c.twice());
    Assert.assertEquals(6, Code.sum(new int[] {1, 2, 3}));
    Assert.assertEquals(0, Code.clamp(-1, 0, 9));
    Assert.assertEquals(9, Code.clamp(12, 0, 9));
    Assert.assertEquals(5, Code.clamp(5, 0, 9));
    Assert.assertTrue(Code.inside(1, 0, 9));
    Assert.assertFalse(Code.inside(10, 0, 9));
    Assert.assertEquals(2, Code.firstLength(new String[] {"ab"}));
    Assert.assertEquals('x', Code.firstChar("xy"));
    Assert.assertEquals("s", Code.asString("s"));
    Assert.assertEquals("s", Code.widen("s"));
    Assert.assertEquals("st", Code.both("s", "t"));
  }
}
)";

class OperatorsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    subject_ = testing::MakeSubject(kCode, kTests);
    lang::RunWithLargeStack([&] {
      auto problem = RepairProblem::Create(subject_, v1::JARFLY_RUNS, false, {});
      // The fixture has no failing test, so the fault space is empty: build the parts directly.
      ASSERT_FALSE(problem.ok());
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
    space_ = std::make_unique<MutationSpace>(*facts_, *pool_);
  }

  const lang::Node& Target(const std::string& text) {
    const lang::Node* t = testing::FindTarget(*facts_, text);
    EXPECT_NE(t, nullptr) << text;
    return *t;
  }

  // The printed class of every edit `op` lists at the statement starting with `text`; each
  // variant must compile.
  std::vector<std::string> Variants(Operator op, const std::string& text) {
    const lang::Node& t = Target(text);
    std::vector<std::string> out;
    EXPECT_TRUE(space_->Applies(op, t)) << rl::OperatorName(op) << " at " << text;
    for (const Candidate& c : space_->Candidates(op, t)) {
      lang::NodePtr variant = ApplyEdits(*unit_, {c.edit});
      std::string printed = lang::PrintFile(*variant, 0);
      auto compiled = lang::Compile(std::move(variant), {"Code.java", "CodeTest.java"});
      if (must_compile_) {
        EXPECT_TRUE(compiled.ok()) << rl::OperatorName(op) << ": " << compiled.status() << "\n"
                                   << UnifiedDiff(lang::PrintFile(*unit_, 0), printed, "Code");
      }
      out.push_back(printed);
    }
    return out;
  }

  static std::string Joined(const std::vector<std::string>& v) {
    std::string all;
    for (const std::string& s : v) all += s + "\n=====\n";
    return all;
  }

  bool must_compile_ = true;
  Subject subject_;
  lang::NodePtr unit_;
  std::unique_ptr<lang::Program> program_;
  std::vector<TestRun> runs_;
  std::unique_ptr<ProgramFacts> facts_;
  std::unique_ptr<IngredientPool> pool_;
  std::unique_ptr<MutationSpace> space_;
};

TEST_F(OperatorsTest, DeleteRemovesTheStatement) {
  auto v = Variants(Operator::kDelete, "s = s + a[i];");
  ASSERT_EQ(v.size(), 1u);
  EXPECT_THAT(v[0], Not(HasSubstr("s = s + a[i];")));
}

TEST_F(OperatorsTest, AppendInsertsAnInScopeIngredientAfterTheTarget) {
  auto v = Variants(Operator::kAppend, "s = s + a[i];");
  ASSERT_FALSE(v.empty());
  // Only ingredients whose variables are visible (never `return lo;` or the instance field
  // `value = 0;` in a static method) and that declare nothing visible (not `int s = 0;`).
  EXPECT_THAT(Joined(v), HasSubstr("s = s + a[i];\n      s = s + a[i];"));
  EXPECT_THAT(Joined(v), Not(HasSubstr("value = 0;\n    }\n    return s;")));
  for (const std::string& s : Variants(Operator::kAppend, "int s = 0;")) {
    EXPECT_THAT(s, Not(HasSubstr("int s = 0;\n    int s = 0;")));
  }
  EXPECT_FALSE(space_->Applies(Operator::kAppend, Target("return lo;")));
}

TEST_F(OperatorsTest, ReplaceNeverUsesTheTargetItself) {
  auto v = Variants(Operator::kReplace, "return lo;");
  EXPECT_THAT(Joined(v), HasSubstr("if (x < lo) {\n      return hi;"));
  for (const std::string& s : v) EXPECT_THAT(s, Not(HasSubstr("if (x < lo) {\n      return lo;")));
}

TEST_F(OperatorsTest, NullCheckGuardsTheReceiverAndReturnsADefault) {
  auto v = Variants(Operator::kNullCheck, "return s[0].length();");
  ASSERT_EQ(v.size(), 1u);
  EXPECT_THAT(v[0], HasSubstr("if (s[0] != null) {\n      return s[0].length();\n    } else {\n"
                              "      return 0;"));
  EXPECT_FALSE(space_->Applies(Operator::kNullCheck, Target("return x;")));
}

TEST_F(OperatorsTest, RangeCheckGuardsTheIndex) {
  auto v = Variants(Operator::kRangeCheck, "s = s + a[i];");
  ASSERT_EQ(v.size(), 1u);
  EXPECT_THAT(v[0], HasSubstr("if (0 <= i && i < a.length) {\n        s = s + a[i];"));
}

TEST_F(OperatorsTest, SizeCheckGuardsAnIndexedCall) {
  auto v = Variants(Operator::kSizeCheck, "return s.charAt(0);");
  ASSERT_EQ(v.size(), 1u);
  EXPECT_THAT(v[0], HasSubstr("if (0 < s.length() && 0 >= 0)"));
}

TEST_F(OperatorsTest, LowerAndUpperBoundSetInsertBeforeTheAccess) {
  auto lower = Variants(Operator::kLBoundSet, "s = s + a[i];");
  ASSERT_EQ(lower.size(), 1u);
  EXPECT_THAT(lower[0], HasSubstr("if (i < 0)\n        i = 0;\n      s = s + a[i];"));
  auto upper = Variants(Operator::kUBoundSet, "s = s + a[i];");
  ASSERT_EQ(upper.size(), 1u);
  EXPECT_THAT(upper[0],
              HasSubstr("if (i >= a.length)\n        i = a.length - 1;\n      s = s + a[i];"));
}

TEST_F(OperatorsTest, OffByOneShiftsTheIndexBothWays) {
  auto v = Variants(Operator::kOffByOne, "s = s + a[i];");
  ASSERT_EQ(v.size(), 2u);
  EXPECT_THAT(v[0], HasSubstr("s = s + a[i + 1];"));
  EXPECT_THAT(v[1], HasSubstr("s = s + a[i - 1];"));
}

TEST_F(OperatorsTest, CastCheckGuardsWithInstanceof) {
  auto v = Variants(Operator::kCastCheck, "return (String) o;");
  ASSERT_EQ(v.size(), 1u);
  EXPECT_THAT(v[0], HasSubstr("if (o instanceof String) {\n      return (String) o;\n    } else {\n"
                              "      return null;"));
}

TEST_F(OperatorsTest, CasterAndCasteeMutation) {
  auto caster = Variants(Operator::kCasterMut, "Object r = (String) o;");
  ASSERT_EQ(caster.size(), 1u);
  EXPECT_THAT(caster[0], HasSubstr("Object r = (Object) o;"));
  auto castee = Variants(Operator::kCasteeMut, "return (String) o + t;");
  ASSERT_EQ(castee.size(), 1u);
  EXPECT_THAT(castee[0], HasSubstr("return (String) t + t;"));
}

TEST_F(OperatorsTest, ObjInitAssignsAFreshObjectBeforeTheCall) {
  auto v = Variants(Operator::kObjInit, "return read(b) + read(b);");
  ASSERT_EQ(v.size(), 1u);
  EXPECT_THAT(v[0], HasSubstr("b = new Code();\n    return read(b) + read(b);"));
}

TEST_F(OperatorsTest, FunRepCallsAnotherMethodWithTheSameSignature) {
  auto v = Variants(Operator::kFunRep, "return b.get();");
  EXPECT_THAT(Joined(v), HasSubstr("return b.twice();"));
  for (const std::string& s : v) EXPECT_THAT(s, Not(HasSubstr("return b.read();")));
}

TEST_F(OperatorsTest, ExpRepAndExpAddUseTermsOfTheSameMethod) {
  auto rep = Variants(Operator::kExpRep, "if (x > hi)");
  ASSERT_EQ(rep.size(), 1u);
  EXPECT_THAT(rep[0], HasSubstr("if (x < lo) {\n      return hi;"));
  auto add = Variants(Operator::kExpAdd, "if (x > hi)");
  ASSERT_EQ(add.size(), 2u);
  EXPECT_THAT(add[0], HasSubstr("if (x > hi && x < lo)"));
  EXPECT_THAT(add[1], HasSubstr("if (x > hi || x < lo)"));
}

TEST_F(OperatorsTest, ExpRemKeepsOneSideOfAJunction) {
  auto v = Variants(Operator::kExpRem, "if (x >= lo && x <= hi)");
  ASSERT_EQ(v.size(), 2u);
  EXPECT_THAT(v[0], HasSubstr("if (x >= lo) {"));
  EXPECT_THAT(v[1], HasSubstr("if (x <= hi) {"));
  EXPECT_FALSE(space_->Applies(Operator::kExpRem, Target("if (x > hi)")));
}

TEST_F(OperatorsTest, SeqExchUsesAnIngredientOfTheSameKind) {
  auto v = Variants(Operator::kSeqExch, "return lo;");
  EXPECT_THAT(Joined(v), HasSubstr("if (x < lo) {\n      return hi;"));
  for (const std::string& s : v) {
    EXPECT_THAT(s, Not(HasSubstr("if (x < lo) {\n      s = s + a[i];")));
  }
}

TEST_F(OperatorsTest, ExcludedParOperatorsNeverApply) {
  for (Operator op : {Operator::kParRep, Operator::kParAdd, Operator::kParRem}) {
    EXPECT_FALSE(space_->Applies(op, Target("return b.get();")));
  }
}

// Enums, `throws` clauses and varargs (docs/subject-language.md, Programs): every operator at
// every target lists candidates whose variants print and go through the checker without a crash
// (a variant may be rejected, e.g. a statement moved out of the try that handles its exception).
constexpr char kNewConstructs[] = R"(enum Shade {
  DARK(1),
  LIGHT(2);

  final int level;

  Shade(int level) {
    this.level = level;
  }

  int scaled(int... factors) {
    int s = level;
    for (int f : factors) {
      s = s * f;
    }
    return s;
  }
}

class Bad extends Exception {
  Bad(String m) {
    super(m);
  }
}

class Code {
  static int pick(Shade s, String name) throws Bad {
    if (name == null) {
      throw new Bad("no name");
    }
    switch (s) {
      case DARK:
        return s.scaled(2, 3) + Shade.valueOf(name).ordinal();
      default:
        return s.compareTo(Shade.DARK) + s.name().length();
    }
  }

  static int safe(String name) {
    int r = 0;
    try {
      r = pick(Shade.values()[1], name);
    } catch (Bad e) {
      r = -1;
    }
    return r;
  }
}
)";

constexpr char kNewConstructsTests[] = R"(class CodeTest {
  @Test
  public void all() throws Bad {
    Assert.assertEquals(6, Code.pick(Shade.DARK, "DARK"));
    Assert.assertEquals(6, Code.safe("LIGHT"));
    Assert.assertEquals(-1, Code.safe(null));
  }
}
)";

TEST(OperatorsOnNewConstructsTest, EveryOperatorEverywhereWithoutACrash) {
  Subject subject = testing::MakeSubject(kNewConstructs, kNewConstructsTests);
  const std::vector<std::string> names = {"Code.java", "CodeTest.java"};
  testing::CompiledSubject prepared = testing::CompileAndRunWithCoverage(subject, names);
  ASSERT_NE(prepared.program, nullptr);
  ASSERT_TRUE(prepared.runs[0].passed);
  const lang::NodePtr& unit = prepared.unit;
  const std::vector<TestRun>& runs = prepared.runs;
  ProgramFacts facts(*unit, prepared.program->table(), 1);
  IngredientPool pool(facts, runs);
  MutationSpace space(facts, pool);
  ASSERT_GE(facts.targets().size(), 8u);
  int variants = 0, compiled = 0;
  lang::RunWithLargeStack([&] {
    for (const lang::Node* target : facts.targets()) {
      for (Operator op : rl::AllOperators()) {
        if (!space.Applies(op, *target)) continue;
        for (const Candidate& c : space.Candidates(op, *target)) {
          lang::NodePtr variant = ApplyEdits(*unit, {c.edit});
          EXPECT_FALSE(lang::PrintFile(*variant, 0).empty());
          compiled += lang::Compile(std::move(variant), names).ok() ? 1 : 0;
          ++variants;
        }
      }
    }
  });
  EXPECT_GT(variants, 50);
  EXPECT_GT(compiled, 0);
}

}  // namespace
}  // namespace aprgrid::repair
