// The operators on the language's nested constructs (docs/subject-language.md, "Programs"):
// statements inside member, inner, local and anonymous classes are fix locations and ingredient
// sources like any other. Moved out of operators_test.cc, which grew past the size limit.
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "worker/lang/compiler.h"
#include "worker/lang/parser.h"
#include "worker/lang/printer.h"
#include "worker/lang/runner.h"
#include "worker/repair/edit.h"
#include "worker/repair/fault_localisation.h"
#include "worker/repair/ingredients.h"
#include "worker/repair/operators.h"
#include "worker/repair/program_facts.h"
#include "worker/repair/repair_test_util.h"

namespace aprgrid::repair {
namespace {

using rl::Operator;

// Static member types (docs/subject-language.md, "Programs"): statements inside a member class's
// methods are fix locations and ingredient sources like any other; deleting the stray statement
// inside the nested class's method repairs the program.
constexpr char kNested[] = R"(class Code {
  private static int base = 1;

  interface Op {
    int apply(int x);
  }

  static class Adder implements Op {
    private final int k;

    Adder(int k) {
      this.k = k;
    }

    public int apply(int x) {
      int r = x + k;
      r = r + base;
      return r;
    }
  }

  enum Mode {
    ADD,
    KEEP
  }

  static int run(Mode m, int x) {
    Op op = new Adder(2);
    if (m == Mode.KEEP) {
      return x;
    }
    return op.apply(x);
  }
}
)";

constexpr char kNestedTests[] = R"(class CodeTest {
  @Test
  public void adds() {
    Assert.assertEquals(5, Code.run(Code.Mode.ADD, 3));
  }

  @Test
  public void keeps() {
    Assert.assertEquals(3, Code.run(Code.Mode.KEEP, 3));
  }
}
)";

// Applies every candidate of every operator at every target of the program `source` with tests
// `tests` (files `names`): more than 20 variants, some compiling, and exactly one repair, deleting
// the statement `stray`, after which the suite prints `passing`.
void ExpectTheStrayStatementsDeletionRepairs(const std::string& source, const std::string& tests,
                                             const std::vector<std::string>& names,
                                             const std::string& stray_text,
                                             const std::string& passing) {
  Subject subject = testing::MakeSubject(source, tests);
  testing::CompiledSubject prepared = testing::CompileAndRunWithCoverage(subject, names);
  ASSERT_NE(prepared.program, nullptr);
  const lang::NodePtr& unit = prepared.unit;
  const std::vector<TestRun>& runs = prepared.runs;
  ProgramFacts facts(*unit, prepared.program->table(), 1);
  IngredientPool pool(facts, runs);
  MutationSpace space(facts, pool);
  const lang::Node* stray = testing::FindTarget(facts, stray_text);
  ASSERT_NE(stray, nullptr);
  int variants = 0, compiled = 0, repaired = 0;
  lang::RunWithLargeStack([&] {
    for (const lang::Node* target : facts.targets()) {
      for (Operator op : rl::AllOperators()) {
        if (!space.Applies(op, *target)) continue;
        for (const Candidate& c : space.Candidates(op, *target)) {
          lang::NodePtr variant = ApplyEdits(*unit, {c.edit});
          auto p = lang::Compile(std::move(variant), names);
          ++variants;
          if (!p.ok()) continue;
          ++compiled;
          if (target != stray || op != Operator::kDelete) continue;
          std::string out;
          lang::TestRunner runner(**p);
          for (const lang::TestResult& r : runner.RunAll()) out += lang::FormatResult(r, false);
          EXPECT_EQ(out, passing);
          ++repaired;
        }
      }
    }
  });
  EXPECT_GT(variants, 20);
  EXPECT_GT(compiled, 0);
  EXPECT_EQ(repaired, 1);
}

// byte, short and float (docs/subject-language.md, "Programs"): the range-check guard of a
// `return` of a float array element returns `0.0f` in its else branch (`0.0` would not compile),
// and the operators' variants of statements on the small types compile.
TEST(OperatorsOnNewConstructsTest, SmallNumericTypes) {
  const std::string source = R"(class Code {
  static float weight(float[] ws, int i) {
    return ws[i] * 2;
  }

  static short total(byte[] bs) {
    short s = 0;
    for (int i = 0; i < bs.length; i++) {
      s += bs[i];
    }
    return s;
  }
}
)";
  const std::string tests = R"(class CodeTest {
  @Test
  public void weighs() {
    Assert.assertEquals(3.0, Code.weight(new float[] {1.5f}, 0), 0.0);
  }

  @Test
  public void sums() {
    Assert.assertEquals(6L, Code.total(new byte[] {1, 2, 3}));
  }
}
)";
  Subject subject = testing::MakeSubject(source, tests);
  const std::vector<std::string> names = {"Code.java", "CodeTest.java"};
  lang::NodePtr unit;
  std::vector<TestRun> runs;
  std::unique_ptr<lang::Program> program;
  lang::RunWithLargeStack([&] {
    auto parsed = lang::ParseFiles(subject.files);
    ASSERT_TRUE(parsed.ok()) << parsed.status();
    unit = std::move(*parsed);
    auto compiled = lang::Compile(lang::Clone(*unit), names);
    ASSERT_TRUE(compiled.ok()) << compiled.status();
    program = std::move(*compiled);
    auto ran = RunWithCoverage(*unit, names);
    ASSERT_TRUE(ran.ok()) << ran.status();
    runs = std::move(*ran);
  });
  ASSERT_NE(program, nullptr);
  ProgramFacts facts(*unit, program->table(), 1);
  IngredientPool pool(facts, runs);
  MutationSpace space(facts, pool);
  int variants = 0, compiled = 0, float_guards = 0;
  lang::RunWithLargeStack([&] {
    for (const lang::Node* target : facts.targets()) {
      for (Operator op : rl::AllOperators()) {
        if (!space.Applies(op, *target)) continue;
        for (const Candidate& c : space.Candidates(op, *target)) {
          lang::NodePtr variant = ApplyEdits(*unit, {c.edit});
          const bool float_guard = lang::Print(*variant).find("return 0.0f;") != std::string::npos;
          auto p = lang::Compile(std::move(variant), names);
          ++variants;
          if (!p.ok()) continue;
          ++compiled;
          if (float_guard) ++float_guards;
        }
      }
    }
  });
  EXPECT_GT(variants, 20);
  EXPECT_GT(compiled, variants / 2);
  EXPECT_GT(float_guards, 0);
}

TEST(OperatorsOnNewConstructsTest, FixLocationsInsideMemberClasses) {
  ExpectTheStrayStatementsDeletionRepairs(kNested, kNestedTests, {"Code.java", "CodeTest.java"},
                                          "r = r + base;",
                                          "CodeTest.adds PASS\nCodeTest.keeps PASS\n");
}

// Inner classes (docs/subject-language.md, "Programs"): statements inside an inner class's
// methods, which read the enclosing instance's fields, are fix locations like any other;
// deleting the stray statement there repairs the program.
constexpr char kInner[] = R"(class Tally {
  private int total;
  private int bonus = 1;

  class Adder {
    int step;

    Adder(int step) {
      this.step = step;
    }

    int add(int x) {
      total += x * step;
      total = total + bonus;
      return Tally.this.total;
    }
  }

  static int run(int x) {
    Tally t = new Tally();
    Adder a = t.new Adder(2);
    a.add(x);
    return a.add(1);
  }
}
)";

constexpr char kInnerTests[] = R"(class TallyTest {
  @Test
  public void adds() {
    Assert.assertEquals(8, Tally.run(3));
  }

  @Test
  public void addsZero() {
    Assert.assertEquals(2, Tally.run(0));
  }
}
)";

TEST(OperatorsOnNewConstructsTest, FixLocationsInsideInnerClasses) {
  ExpectTheStrayStatementsDeletionRepairs(kInner, kInnerTests, {"Tally.java", "TallyTest.java"},
                                          "total = total + bonus;",
                                          "TallyTest.adds PASS\nTallyTest.addsZero PASS\n");
}

// Local and anonymous classes (docs/subject-language.md, "Programs"): statements inside an
// anonymous class's method, which read captured locals and the enclosing instance's field, are
// fix locations like any other, next to a local class; deleting the stray statement there
// repairs the program.
constexpr char kLocal[] = R"(class Shop {
  interface Pricer {
    int price(int qty);
  }

  private int unit = 3;

  Pricer pricer(int discount) {
    int min = 1;
    return new Pricer() {
      public int price(int qty) {
        int p = qty * unit;
        p = p - discount;
        p = p - min;
        return p < min ? min : p;
      }
    };
  }

  static int total(int qty, int discount) {
    class Order {
      int count() {
        return qty;
      }
    }
    return new Shop().pricer(discount).price(new Order().count());
  }
}
)";

constexpr char kLocalTests[] = R"(class ShopTest {
  @Test
  public void discounted() {
    Assert.assertEquals(10, Shop.total(4, 2));
  }

  @Test
  public void single() {
    Assert.assertEquals(3, Shop.total(1, 0));
  }
}
)";

TEST(OperatorsOnNewConstructsTest, FixLocationsInsideLocalAndAnonymousClasses) {
  ExpectTheStrayStatementsDeletionRepairs(kLocal, kLocalTests, {"Shop.java", "ShopTest.java"},
                                          "p = p - min;",
                                          "ShopTest.discounted PASS\nShopTest.single PASS\n");
}

// try-with-resources (docs/subject-language.md, "Programs"): the statements of its block are fix
// locations and see its resources; the resources themselves are not statements. Deleting the
// stray statement in the block repairs the program.
constexpr char kResources[] = R"(class Pool {
  static class Conn implements AutoCloseable {
    static int open;

    Conn() {
      open++;
    }

    int read(int x) {
      return x * 2;
    }

    public void close() {
      open--;
    }
  }

  static int fetch(int x) {
    int r = 0;
    try (Conn c = new Conn(); Conn d = new Conn()) {
      r = c.read(x);
      r = r + d.read(1);
    }
    return r + Conn.open;
  }
}
)";

constexpr char kResourcesTests[] = R"(class PoolTest {
  @Test
  public void reads() {
    Assert.assertEquals(6, Pool.fetch(3));
  }

  @Test
  public void readsZero() {
    Assert.assertEquals(0, Pool.fetch(0));
  }
}
)";

TEST(OperatorsOnNewConstructsTest, FixLocationsInsideTryWithResources) {
  ExpectTheStrayStatementsDeletionRepairs(kResources, kResourcesTests,
                                          {"Pool.java", "PoolTest.java"}, "r = r + d.read(1);",
                                          "PoolTest.reads PASS\nPoolTest.readsZero PASS\n");
  // The block's statements see both resources; the resources are no fix location.
  Subject subject = testing::MakeSubject(kResources, kResourcesTests);
  auto unit = lang::ParseFiles(subject.files);
  ASSERT_TRUE(unit.ok()) << unit.status();
  auto program = lang::Compile(lang::Clone(**unit), {"Pool.java", "PoolTest.java"});
  ASSERT_TRUE(program.ok()) << program.status();
  ProgramFacts facts(**unit, (*program)->table(), 1);
  const lang::Node* stray = testing::FindTarget(facts, "r = r + d.read(1);");
  ASSERT_NE(stray, nullptr);
  std::vector<std::string> names;
  for (const Variable& v : facts.VisibleVariables(*stray)) names.push_back(v.name);
  EXPECT_NE(std::find(names.begin(), names.end(), "c"), names.end());
  EXPECT_NE(std::find(names.begin(), names.end(), "d"), names.end());
  for (const lang::Node* t : facts.targets()) {
    EXPECT_NE(t->parent->kind, lang::Kind::kResources);
  }
}

// Annotations (docs/subject-language.md, "Annotations") are no statements: no operator targets,
// deletes or copies one alone, and every variant keeps them on their declarations, those inside
// the statements an operator copies or rebuilds included (an anonymous class's @Override
// methods, an annotated local), and prints them.
constexpr char kAnnotated[] = R"(@SuppressWarnings("unchecked")
class Calc {
  interface Op {
    int apply();

    int other();
  }

  @Deprecated
  static int run(int x, int factor) {
    @SuppressWarnings("unused") int spare = x + 1;
    int r = x * factor;
    r = r + 1;
    if (r < 0) {
      return 0;
    }
    if (r > 100) {
      return new Op() {
        @Override
        public int apply() {
          return 100;
        }

        @Override
        public int other() {
          return factor;
        }
      }.apply();
    }
    return r;
  }

  @Override
  public String toString() {
    return "calc";
  }
}
)";

constexpr char kAnnotatedTests[] = R"(class CalcTest {
  @Test
  public void multiplies() {
    Assert.assertEquals(6, Calc.run(3, 2));
  }
}
)";

// How often `line` occurs in `text`, and whether `before` ends, blanks aside, what precedes each
// occurrence on its own line (`same_line`) or on the line before.
std::pair<int, bool> Occurrences(const std::string& text, const std::string& line,
                                 const std::string& before, bool same_line) {
  int n = 0;
  bool all = true;
  for (size_t at = text.find(line); at != std::string::npos; at = text.find(line, at + 1)) {
    ++n;
    size_t end = text.rfind('\n', at);  // The end of the text to look at.
    end = end == std::string::npos ? 0 : end;
    if (same_line) end = at;
    std::string head = text.substr(0, end);
    while (!head.empty() && (head.back() == ' ' || head.back() == '\n')) head.pop_back();
    all = all && head.ends_with(before);
  }
  return {n, all};
}

TEST(OperatorsOnNewConstructsTest, AnnotationsStayOnTheirDeclarations) {
  Subject subject = testing::MakeSubject(kAnnotated, kAnnotatedTests);
  const std::vector<std::string> names = {"Calc.java", "CalcTest.java"};
  lang::NodePtr unit;
  std::vector<TestRun> runs;
  std::unique_ptr<lang::Program> program;
  lang::RunWithLargeStack([&] {
    auto parsed = lang::ParseFiles(subject.files);
    ASSERT_TRUE(parsed.ok()) << parsed.status();
    unit = std::move(*parsed);
    auto compiled = lang::Compile(lang::Clone(*unit), names);
    ASSERT_TRUE(compiled.ok()) << compiled.status();
    program = std::move(*compiled);
    auto ran = RunWithCoverage(*unit, names);
    ASSERT_TRUE(ran.ok()) << ran.status();
    runs = std::move(*ran);
  });
  ASSERT_NE(program, nullptr);
  ProgramFacts facts(*unit, program->table(), 1);
  IngredientPool pool(facts, runs);
  MutationSpace space(facts, pool);
  int variants = 0, more_overrides = 0, rebuilt = 0;
  for (const lang::Node* target : facts.targets()) {
    EXPECT_TRUE(lang::IsStatement(target->kind)) << lang::KindName(target->kind);
    for (Operator op : rl::AllOperators()) {
      if (!space.Applies(op, *target)) continue;
      for (const Candidate& c : space.Candidates(op, *target)) {
        lang::NodePtr variant = ApplyEdits(*unit, {c.edit});
        const std::string text = lang::Print(*variant);
        ++variants;
        EXPECT_THAT(text, ::testing::HasSubstr("@SuppressWarnings(\"unchecked\")\nclass Calc {"));
        EXPECT_THAT(text, ::testing::HasSubstr("  @Deprecated\n  static int run("));
        EXPECT_THAT(text, ::testing::HasSubstr("  @Override\n  public String toString() {"));
        auto [applies, applies_annotated] =
            Occurrences(text, "public int apply() {", "@Override", false);
        EXPECT_TRUE(applies_annotated) << text;
        more_overrides += applies > 1;
        EXPECT_TRUE(Occurrences(text, "public int other() {", "@Override", false).second) << text;
        rebuilt +=
            (c.edit.op == Operator::kExpRep || c.edit.op == Operator::kExpAdd) && applies > 0;
        EXPECT_TRUE(Occurrences(text, "int spare = ", "@SuppressWarnings(\"unused\")", true).second)
            << text;
        auto again = lang::ParseSource("Calc.java", text);
        ASSERT_TRUE(again.ok()) << again.status() << "\n" << text;
        EXPECT_TRUE(lang::StructurallyEqual(*variant->child(0), *(*again)->child(0))) << text;
      }
    }
  }
  EXPECT_GT(variants, 20);
  EXPECT_GT(more_overrides, 0);  // Some variant copies the statement holding the anonymous class.
  // Some ExpRep or ExpAdd variant rebuilds the `if` holding it around another condition, node by
  // node (CloneReplacing).
  EXPECT_GT(rebuilt, 0);
}

}  // namespace
}  // namespace aprgrid::repair
