#include "worker/subjects/heldout_model.h"

#include <string>
#include <vector>

#include "common/random.h"
#include "gtest/gtest.h"
#include "worker/subjects/heldout_inputs.h"
#include "worker/subjects/heldout_probe.h"
#include "worker/subjects/java_literals.h"

namespace aprgrid::subjects::heldout {
namespace {

// A library-style project: an interface, an abstract class, an enum and a checked exception.
const char kSource[] = R"(
interface Shape { double area(); }
abstract class Base implements Shape {
  public abstract String name();
  public String describe() throws BadShape { return name(); }
}
final class Square extends Base {
  private final double side;
  public Square(double side) { this.side = side; }
  public double area() { return side * side; }
  public String name() { return "square"; }
}
enum Unit {
  CM(1), M(100);
  private final int factor;
  Unit(int factor) { this.factor = factor; }
  public int factor() { return factor; }
}
class BadShape extends Exception {
  public BadShape(String m) { super(m); }
}
class Plain {
  public int get() { return 1; }
}
)";

TEST(HeldoutModelTest, ReadsLibraryConstructs) {
  absl::StatusOr<ClassMap> classes = ReadClasses({{"Lib.java", kSource}});
  ASSERT_TRUE(classes.ok()) << classes.status();
  const ClassMap& c = *classes;
  EXPECT_TRUE(c.at("Shape").is_interface);
  EXPECT_TRUE(c.at("Shape").is_abstract);
  EXPECT_TRUE(c.at("Shape").ctors.empty());
  EXPECT_TRUE(c.at("Base").is_abstract);
  EXPECT_FALSE(c.at("Base").is_interface);
  EXPECT_EQ(c.at("Base").interfaces, std::vector<std::string>{"Shape"});
  EXPECT_TRUE(c.at("Unit").is_enum);
  EXPECT_EQ(c.at("Unit").enum_constants, (std::vector<std::string>{"CM", "M"}));
  EXPECT_TRUE(c.at("Unit").ctors.empty());
  EXPECT_TRUE(IsSubtype(c, "Square", "Shape"));
  EXPECT_FALSE(IsSubtype(c, "Plain", "Shape"));
  EXPECT_TRUE(IsEnum(c, "Unit"));
  EXPECT_TRUE(AnyThrows(c));
  EXPECT_FALSE(AnyThrows(*ReadClasses({{"P.java", "class Plain { int f() { return 1; } }"}})));
}

TEST(HeldoutModelTest, DrawsValuesOfAbstractTypesAndEnums) {
  absl::StatusOr<ClassMap> classes = ReadClasses({{"Lib.java", kSource}});
  ASSERT_TRUE(classes.ok()) << classes.status();
  LiteralPool pool;
  Rng rng(7);
  InputDrawer draw(*classes, pool, rng, false);
  // An interface or abstract class is made through its concrete subclasses, never with `new`.
  for (std::string type : {"Shape", "Base"}) {
    std::vector<const Method*> creators = draw.Creators(type);
    ASSERT_EQ(creators.size(), 1u) << type;
    EXPECT_EQ(creators[0]->cls, "Square");
  }
  EXPECT_TRUE(draw.Creators("Unit").empty());
  for (int i = 0; i < 20; ++i) {
    std::string v = draw.Object("Unit", 0, /*allow_null=*/false);
    EXPECT_TRUE(v == "Unit.CM" || v == "Unit.M") << v;
    EXPECT_EQ(draw.Object("Shape", 0, false).rfind("new Square(", 0), 0u);
  }
  Obs obs = ObserveObject(*classes, "r", "Unit", rng);
  ASSERT_FALSE(obs.queries.empty());
  EXPECT_EQ(obs.queries[0].expr, "r.name()");
}

// byte, short and float inputs are casts of int and double values; their observations are
// asserted as ints and as float literals (Float.toString's digits name the float exactly).
TEST(HeldoutModelTest, SmallNumericTypes) {
  absl::StatusOr<ClassMap> classes = ReadClasses({{"Lib.java", kSource}});
  ASSERT_TRUE(classes.ok()) << classes.status();
  LiteralPool pool;
  Rng rng(7);
  InputDrawer draw(*classes, pool, rng, false);
  for (int i = 0; i < 20; ++i) {
    EXPECT_EQ(draw.Value("byte", 0).rfind("(byte) ", 0), 0u);
    EXPECT_EQ(draw.Value("short", 0).rfind("(short) ", 0), 0u);
    EXPECT_EQ(draw.Value("float", 0).rfind("(float) ", 0), 0u);
  }
  EXPECT_TRUE(IsPrimitive("float") && IsPrimitive("byte") && IsPrimitive("short"));
  std::vector<std::string> out;
  size_t pos = 0;
  const std::vector<std::string> tokens = {"-56", "1.1", "NaN", "-Infinity"};
  ASSERT_TRUE(AssertObs(*classes, {"b()", "byte", {}}, tokens, pos, out));
  ASSERT_TRUE(AssertObs(*classes, {"f()", "float", {}}, tokens, pos, out));
  ASSERT_TRUE(AssertObs(*classes, {"g()", "float", {}}, tokens, pos, out));
  ASSERT_TRUE(AssertObs(*classes, {"h()", "float", {}}, tokens, pos, out));
  EXPECT_EQ(out, (std::vector<std::string>{"Assert.assertEquals(-56, b());",
                                           "Assert.assertEquals(1.1f, f(), 0.0);",
                                           "Assert.assertEquals((0.0 / 0.0), g(), 0.0);",
                                           "Assert.assertEquals((-1.0 / 0.0), h(), 0.0);"}));
}

}  // namespace
}  // namespace aprgrid::subjects::heldout
