// TestRunner's contract that exact test selection (worker/repair/fitness.h) rests on: every test
// starts from a fresh program state, so its result does not depend on which tests ran before it
// on the same runner; and TraceEntries records exactly the user methods a run enters, however it
// enters them (static initialisers, constructors, virtual dispatch, string conversion, equals
// called by a built-in).
#include "worker/lang/runner.h"

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "worker/lang/compiler.h"
#include "worker/lang/parser.h"

namespace aprgrid::lang {
namespace {

constexpr char kCode[] = R"(class Counter {
  static int count = start();

  static int start() {
    System.out.print("init ");
    return 10;
  }

  static int next() {
    count = count + 1;
    return count;
  }
}

class Shape {
  int id;

  Shape(int id) {
    this.id = id;
  }

  int area() {
    return 0;
  }

  public String toString() {
    return "Shape" + id;
  }

  public boolean equals(Object o) {
    return o instanceof Shape && ((Shape) o).id == id;
  }
}

class Square extends Shape {
  Square(int id) {
    super(id);
  }

  int area() {
    return id * id;
  }
}

class T {
  @Test
  public void counts() {
    Assert.assertEquals(11, Counter.next());
    Assert.assertEquals(12, Counter.next());
    System.out.print(new Object());
  }

  @Test
  public void countsAgain() {
    Object first = new Object();
    Assert.assertEquals(11, Counter.next());
    System.out.print(first.hashCode() + " " + new Object());
  }

  @Test
  public void prints() {
    Shape s = new Square(3);
    System.out.print("" + s + " " + s.area());
  }

  @Test
  public void compares() {
    Assert.assertEquals(new Shape(2), new Square(2));
  }

  @Test
  public void spins() {
    int i = 0;
    while (i >= 0) {
      i = i + 0;
    }
  }
}
)";

std::unique_ptr<Program> MustCompile() {
  absl::StatusOr<std::unique_ptr<Program>> p = CompileSources({SourceFile{"T.java", kCode}});
  EXPECT_TRUE(p.ok()) << p.status();
  return p.ok() ? *std::move(p) : nullptr;
}

RunLimits Limits() {
  RunLimits limits;
  limits.step_budget = 100'000;
  return limits;
}

std::string Describe(const TestResult& r) {
  return absl::StrCat(FormatResult(r, true), " steps=", r.steps);
}

TEST(RunnerTest, EveryTestStartsFromAFreshState) {
  std::unique_ptr<Program> p = MustCompile();
  ASSERT_NE(p, nullptr);
  ASSERT_EQ(p->tests.size(), 5u);
  RunWithLargeStack([&] {
    // Each test alone on a new runner.
    std::vector<std::string> alone;
    for (const TestCase& t : p->tests) alone.push_back(Describe(TestRunner(*p, Limits()).Run(t)));
    // All in order on one runner, then in reverse order on another.
    TestRunner forward(*p, Limits()), backward(*p, Limits());
    std::vector<std::string> in_order, reversed(p->tests.size());
    for (const TestCase& t : p->tests) in_order.push_back(Describe(forward.Run(t)));
    for (size_t i = p->tests.size(); i-- > 0;) {
      reversed[i] = Describe(backward.Run(p->tests[i]));
    }
    EXPECT_EQ(in_order, alone);
    EXPECT_EQ(reversed, alone);
    // The program does change state a later test would see if it were kept: statics, class
    // initialisation (and its output), identity hash codes; and one test times out.
    auto result = [&](const std::string& method) {
      for (size_t i = 0; i < p->tests.size(); ++i) {
        if (p->tests[i].method_name == method) return alone[i];
      }
      return std::string("(no such test)");
    };
    EXPECT_EQ(result("counts").rfind("T.counts PASS\n  | init Object@", 0), 0u) << result("counts");
    EXPECT_EQ(result("countsAgain").rfind("T.countsAgain PASS\n  | init ", 0), 0u)
        << result("countsAgain");
    EXPECT_EQ(result("spins").rfind("T.spins TIMEOUT", 0), 0u) << result("spins");
  });
}

// "Class.method" of every user method the run of `test` enters.
std::set<std::string> Entered(const Program& p, TestRunner& runner, const TestCase& test) {
  const ClassTable& t = p.table();
  std::vector<uint8_t> entered(t.methods.size(), 0);
  runner.TraceEntries(entered.data());
  runner.Run(test);
  runner.TraceEntries(nullptr);
  std::set<std::string> names;
  for (const MethodInfo& m : t.methods) {
    if (entered[static_cast<size_t>(m.id)] != 0) {
      names.insert(absl::StrCat(t.cls(m.owner).name, ".", m.name));
    }
  }
  return names;
}

TEST(RunnerTest, TraceEntriesRecordsEveryUserMethodEntered) {
  std::unique_ptr<Program> p = MustCompile();
  ASSERT_NE(p, nullptr);
  RunWithLargeStack([&] {
    TestRunner runner(*p, Limits());
    auto test = [&](const std::string& name) -> const TestCase& {
      auto it = std::find_if(p->tests.begin(), p->tests.end(),
                             [&](const TestCase& t) { return t.method_name == name; });
      EXPECT_NE(it, p->tests.end()) << name;
      return *it;
    };
    using Names = std::set<std::string>;
    // The static initialiser's call; not Shape's methods.
    EXPECT_EQ(Entered(*p, runner, test("counts")),
              (Names{"T.<init>", "T.counts", "Counter.start", "Counter.next"}));
    // Constructors through super(...), toString from string conversion, the override that
    // virtual dispatch picks (Square.area, not Shape.area).
    EXPECT_EQ(Entered(*p, runner, test("prints")),
              (Names{"T.<init>", "T.prints", "Square.<init>", "Shape.<init>", "Shape.toString",
                     "Square.area"}));
    // equals, called by the built-in Assert.assertEquals(Object, Object).
    EXPECT_EQ(Entered(*p, runner, test("compares")),
              (Names{"T.<init>", "T.compares", "Shape.<init>", "Square.<init>", "Shape.equals"}));
    // A run cut by the step budget records what it entered before.
    EXPECT_EQ(Entered(*p, runner, test("spins")), (Names{"T.<init>", "T.spins"}));
    // Tracing changes no result.
    TestRunner plain(*p, Limits());
    for (const TestCase& t : p->tests) {
      std::vector<uint8_t> entered(p->table().methods.size(), 0);
      runner.TraceEntries(entered.data());
      std::string traced = Describe(runner.Run(t));
      runner.TraceEntries(nullptr);
      EXPECT_EQ(traced, Describe(plain.Run(t))) << t.full_name();
      EXPECT_EQ(Describe(runner.Run(t)), traced) << t.full_name();
    }
  });
}

}  // namespace
}  // namespace aprgrid::lang
