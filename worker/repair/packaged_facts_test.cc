// The repair operators on a program spread over packages (docs/repair-engine.md, "Classes in
// packages"): ProgramFacts resolves class names as the compiler does, so the type-aware operators
// (FunRep, NullCheck, ObjInit, the ingredient filter) make on a packaged program the choices they
// make on the same program without packages.
#include <memory>
#include <regex>
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "worker/lang/compiler.h"
#include "worker/lang/parser.h"
#include "worker/lang/printer.h"
#include "worker/lang/runner.h"
#include "worker/repair/fault_localisation.h"
#include "worker/repair/ingredients.h"
#include "worker/repair/operators.h"
#include "worker/repair/program_facts.h"
#include "worker/repair/repair_test_util.h"
#include "worker/repair/subject.h"

namespace aprgrid::repair {
namespace {

using ::testing::Contains;
using ::testing::HasSubstr;
using ::testing::Not;

// Two classes named Point, one in package geo and one in shape. The classes under repair are
// geo.Grid and shape.Area (the first two files); Grid reaches shape's classes through an import
// and through fully qualified names. Area's statement `s = s + p.area();` reads a shape.Point:
// it is no ingredient for Grid, whose `p` is a geo.Point although both are written `Point`.
constexpr char kGrid[] = R"(package geo;

import shape.Area;

public class Grid {
  public static int total(Point p, Point q, shape.Point r) {
    int s = p.sum();
    s = s + q.sum();
    if (r != null) {
      s = s + r.sum();
    }
    s = s + Area.scale(s);
    s = s + shape.Area.scale(1);
    return s;
  }
}
)";

constexpr char kArea[] = R"(package shape;

public class Area {
  public static int scale(int v) {
    int k = v * 2;
    return k;
  }

  public static int of(Point p) {
    int s = p.sum();
    s = s + p.area();
    return s;
  }
}
)";

constexpr char kGeoPoint[] = R"(package geo;

public class Point {
  public int x;
  public int y;

  public Point(int x, int y) {
    this.x = x;
    this.y = y;
  }

  public int sum() {
    return x + y;
  }

  public int span() {
    return x - y;
  }
}
)";

// `hidden()` is package-private: FunRep may offer it in shape's code, never in geo's.
constexpr char kShapePoint[] = R"(package shape;

public class Point {
  public int w;
  public int h;

  public Point(int w, int h) {
    this.w = w;
    this.h = h;
  }

  public int sum() {
    return w + h;
  }

  public int area() {
    return w * h;
  }

  int hidden() {
    return 0;
  }
}
)";

constexpr char kTests[] = R"(import geo.Grid;
import geo.Point;
import shape.Area;

public class GridTest {
  @Test
  public void totals() {
    Assert.assertEquals(53, Grid.total(new Point(1, 2), new Point(3, 4), new shape.Point(2, 5)));
  }

  @Test
  public void areas() {
    Assert.assertEquals(11, Area.of(new shape.Point(2, 3)));
  }
}
)";

// The program without packages: no package or import declarations, shape.Point renamed SPoint
// (one package cannot hold two classes Point), qualified names written simply.
std::string Unpackaged(std::string text, bool in_shape) {
  text = std::regex_replace(text, std::regex(R"((package|import) [a-zA-Z.]+;\n\n?)"), "");
  text = std::regex_replace(text, std::regex(R"(shape\.Point)"), "SPoint");
  text = std::regex_replace(text, std::regex(R"(shape\.Area)"), "Area");
  if (in_shape) text = std::regex_replace(text, std::regex(R"(\bPoint\b)"), "SPoint");
  return text;
}

Subject PackagedSubject() {
  Subject s;
  s.metadata.set_id("packaged-1");
  s.files = {{"geo/Grid.java", kGrid},
             {"shape/Area.java", kArea},
             {"geo/Point.java", kGeoPoint},
             {"shape/Point.java", kShapePoint},
             {"GridTest.java", kTests}};
  s.num_repair_files = 2;
  return s;
}

Subject UnpackagedSubject() {
  Subject s;
  s.metadata.set_id("unpackaged-1");
  s.files = {{"Grid.java", Unpackaged(kGrid, false)},
             {"Area.java", Unpackaged(kArea, true)},
             {"Point.java", Unpackaged(kGeoPoint, false)},
             {"SPoint.java", Unpackaged(kShapePoint, true)},
             {"GridTest.java", Unpackaged(kTests, false)}};
  s.num_repair_files = 2;
  return s;
}

struct Choices {
  // One line per candidate: "<file>:<target index> <operator>: <target> => <payload>", and one
  // per usable ingredient: "<file>:<target index> <operator> ingredient: <ingredient>".
  std::vector<std::string> lines;
  int compiled = 0;  // Candidates whose variant compiles.
  int candidates = 0;
};

// Every choice of every operator at every target of `subject`; the text of a target of file 1
// (shape's Area) has `Point` renamed as Unpackaged renames it when `rename_shape`.
Choices ChoicesOf(const Subject& subject, bool rename_shape) {
  Choices out;
  std::vector<std::string> names;
  for (const lang::SourceFile& f : subject.files) names.push_back(f.name);
  testing::CompiledSubject prepared = testing::CompileAndRunWithCoverage(subject, names);
  const lang::NodePtr& unit = prepared.unit;
  const std::vector<TestRun>& runs = prepared.runs;
  for (const TestRun& r : runs) EXPECT_TRUE(r.passed) << r.name;
  if (prepared.program == nullptr) return out;
  ProgramFacts facts(*unit, prepared.program->table(), subject.num_repair_files);
  IngredientPool pool(facts, runs);
  MutationSpace space(facts, pool);
  auto text = [&](const lang::Node& n, const lang::Node& where) {
    std::string s = lang::Print(n);
    while (!s.empty() && s.back() == '\n') s.pop_back();
    if (!rename_shape) return s;
    s = Unpackaged(s, where.file == 1);
    return s;
  };
  lang::RunWithLargeStack([&] {
    int index = 0;
    for (const lang::Node* target : facts.targets()) {
      const std::string where = std::to_string(target->file) + ":" + std::to_string(index++) + " ";
      for (rl::Operator op : rl::AllOperators()) {
        const std::string name(rl::OperatorName(op));
        if (op == rl::Operator::kAppend || op == rl::Operator::kReplace) {
          for (const lang::Node* ing : space.Ingredients(op, *target)) {
            out.lines.push_back(where + name + " ingredient: " + text(*ing, *ing));
          }
        }
        if (!space.Applies(op, *target)) continue;
        for (const Candidate& c : space.Candidates(op, *target)) {
          std::string payload = c.edit.payload ? text(*c.edit.payload, *target) : "-";
          out.lines.push_back(where + name + ": " + text(*target, *target) + " => " + payload);
          ++out.candidates;
          if (lang::Compile(ApplyEdits(*unit, {c.edit}), names).ok()) ++out.compiled;
        }
      }
    }
  });
  return out;
}

TEST(PackagedProgramFactsTest, ResolvesClassesPerPackage) {
  const Subject subject = PackagedSubject();
  std::vector<std::string> names;
  for (const lang::SourceFile& f : subject.files) names.push_back(f.name);
  auto unit = lang::ParseFiles(subject.files);
  ASSERT_TRUE(unit.ok()) << unit.status();
  auto program = lang::Compile(lang::Clone(**unit), names);
  ASSERT_TRUE(program.ok()) << program.status();
  const lang::ClassTable& table = (*program)->table();
  ProgramFacts facts(**unit, table, 2);
  const lang::Node* in_grid = nullptr;
  const lang::Node* in_area = nullptr;
  for (const lang::Node* t : facts.targets()) {
    if (t->file == 0 && in_grid == nullptr) in_grid = t;
    if (t->file == 1 && in_area == nullptr) in_area = t;
  }
  ASSERT_NE(in_grid, nullptr);
  ASSERT_NE(in_area, nullptr);
  const int geo_point = table.FindIn("geo", "Point");
  const int shape_point = table.FindIn("shape", "Point");
  ASSERT_GE(geo_point, 0);
  ASSERT_GE(shape_point, 0);
  EXPECT_EQ(facts.ClassOfType("Point", *in_grid), geo_point);
  EXPECT_EQ(facts.ClassOfType("Point", *in_area), shape_point);
  EXPECT_EQ(facts.ClassOfType("shape.Point", *in_grid), shape_point);
  EXPECT_EQ(facts.FindClass("Area", *in_grid), table.FindIn("shape", "Area"));
  EXPECT_EQ(facts.FindClass("String", *in_grid), lang::kStringClass);
  EXPECT_EQ(facts.ClassOfType("Point[]", *in_grid), -1);
  EXPECT_FALSE(facts.IsClassName("Grid", *in_area));  // Not imported into shape.
  EXPECT_TRUE(facts.SameType("shape.Point", *in_grid, "Point", *in_area));
  EXPECT_FALSE(facts.SameType("Point", *in_grid, "Point", *in_area));
  EXPECT_TRUE(facts.SameType("Point[]", *in_grid, "geo.Point[]", *in_area));
  EXPECT_TRUE(facts.SameType("int", *in_grid, "int", *in_area));
}

// The choices on the packaged program equal those on the program without packages, except that
// FunRep offers shape.Point's package-private `hidden()` only where it is accessible. Before
// ProgramFacts resolved names per package, the packaged program found no class: no FunRep
// alternative, NullCheck guarding the class name `Area`, and `s = s + p.area();` (a shape.Point's
// method) an ingredient in geo's code.
TEST(PackagedProgramFactsTest, ChoicesEqualThoseWithoutPackages) {
  const Choices packaged = ChoicesOf(PackagedSubject(), true);
  const Choices plain = ChoicesOf(UnpackagedSubject(), false);
  ASSERT_GT(plain.candidates, 50);
  std::vector<std::string> plain_accessible;
  int hidden = 0;
  for (const std::string& line : plain.lines) {
    if (line.starts_with("0:") && line.find("hidden()") != std::string::npos) {
      ++hidden;  // At a target of Grid: shape.Point's package-private method.
      continue;
    }
    plain_accessible.push_back(line);
  }
  EXPECT_GT(hidden, 0);
  EXPECT_EQ(packaged.lines.size(), plain_accessible.size());
  for (size_t i = 0; i < packaged.lines.size() && i < plain_accessible.size(); ++i) {
    ASSERT_EQ(packaged.lines[i], plain_accessible[i]) << "choice " << i;
  }
  EXPECT_THAT(packaged.lines, Contains("0:1 funrep: s = s + q.sum(); => s = s + q.span();"));
  EXPECT_THAT(packaged.lines,
              Contains(HasSubstr(" funrep: s = s + p.area(); => s = s + p.hidden();")));
  EXPECT_THAT(packaged.lines, Not(Contains(HasSubstr("Area != null"))));
  EXPECT_THAT(packaged.lines, Not(Contains(HasSubstr("shape != null"))));
  int area_in_grid = 0, area_in_area = 0;
  for (const std::string& line : packaged.lines) {
    if (line.find("ingredient: s = s + p.area();") == std::string::npos) continue;
    ++(line.starts_with("0:") ? area_in_grid : area_in_area);
  }
  EXPECT_EQ(area_in_grid, 0);
  EXPECT_GT(area_in_area, 0);
  EXPECT_GT(packaged.compiled, 0);
}

}  // namespace
}  // namespace aprgrid::repair
