// try-with-resources (JLS 14.20.3) and String.format's compile-time check: the AST, javac 17's
// rejections (each message checked against javac 17), and what stays outside the language.
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "worker/lang/compiler.h"
#include "worker/lang/parser.h"
#include "worker/lang/printer.h"

namespace aprgrid::lang {
namespace {

using ::testing::HasSubstr;

constexpr char kResource[] =
    "class R implements AutoCloseable { public void close() {} }\n"
    "class T implements AutoCloseable { public void close() throws Exception {} }\n";

std::string Check(const std::string& body) {
  auto p = CompileSources(
      {SourceFile{"A.java", std::string(kResource) + "class A {\n" + body + "\n}\n"}});
  return p.ok() ? "OK" : std::string(p.status().message());
}

TEST(TryResourcesTest, ParsesResourcesAsTheTrysFirstChild) {
  auto unit = ParseSource("A.java",
                          "class A { void f(R q) { try (R r = new R(); q; final R s = r) { } "
                          "catch (RuntimeException e) { } } }");
  ASSERT_TRUE(unit.ok()) << unit.status();
  const Node* found = nullptr;
  std::vector<const Node*> stack{unit->get()};
  while (!stack.empty()) {
    const Node* n = stack.back();
    stack.pop_back();
    if (n->kind == Kind::kTry) found = n;
    for (const NodePtr& c : n->children) stack.push_back(c.get());
  }
  ASSERT_NE(found, nullptr);
  const Node& t = *found;
  ASSERT_EQ(t.child(0)->kind, Kind::kResources);
  ASSERT_EQ(t.child(0)->size(), 3u);
  EXPECT_EQ(t.child(0)->child(0)->kind, Kind::kLocalVarDecl);
  EXPECT_EQ(t.child(0)->child(1)->kind, Kind::kVariableAccess);
  EXPECT_EQ(t.child(0)->child(2)->flags & kFinal, kFinal);
  EXPECT_EQ(t.child(1)->kind, Kind::kBlock);
  EXPECT_EQ(t.child(2)->kind, Kind::kCatch);
  EXPECT_THAT(Print(**unit), HasSubstr("try (R r = new R(); q; final R s = r) {"));
  // No catch or finally needed; a trailing `;` is allowed; none at all is not.
  EXPECT_TRUE(ParseSource("A.java", "class A { void f() { try (R r = null;) { } } }").ok());
  EXPECT_FALSE(ParseSource("A.java", "class A { void f() { try () { } } }").ok());
}

TEST(TryResourcesTest, AcceptsWhatJavacAccepts) {
  EXPECT_EQ(Check("void f() { try (R r = new R(); R s = r) { } }"), "OK");
  EXPECT_EQ(Check("void f() throws Exception { try (T t = new T()) { } }"), "OK");
  EXPECT_EQ(Check("void f() { try (T t = new T()) { } catch (Exception e) { } }"), "OK");
  EXPECT_EQ(Check("void f(R r) { try (r) { } }"), "OK");
  EXPECT_EQ(Check("void f() { final R r = new R(); try (r; R s = new R()) { } }"), "OK");
  EXPECT_EQ(Check("int f() { try (R r = new R()) { return 1; } }"), "OK");
  // A resource is in scope in the block only, and its name may be reused after it.
  EXPECT_EQ(Check("void f() { try (R r = new R()) { } R r = null; }"), "OK");
  EXPECT_EQ(Check("void f() throws Exception { try (AutoCloseable c = new R()) { } }"), "OK");
}

TEST(TryResourcesTest, RejectsWhatJavacRejects) {
  EXPECT_THAT(Check("void f() { try (R r = new R()) { r = null; } }"),
              HasSubstr("auto-closeable resource r may not be assigned"));
  EXPECT_THAT(Check("void f() { try (String s = \"a\") { } }"),
              HasSubstr("incompatible types: try-with-resources not applicable to variable type"));
  EXPECT_THAT(Check("void f() { try (T t = new T()) { } }"),
              HasSubstr("unreported exception Exception; must be caught or declared to be thrown"));
  EXPECT_THAT(Check("void f() { try (AutoCloseable c = null) { } catch (RuntimeException e) { } }"),
              HasSubstr("unreported exception Exception"));
  EXPECT_THAT(Check("void f() { R r = new R(); r = null; try (r) { } }"),
              HasSubstr("variable r used as a try-with-resources resource neither final nor "
                        "effectively final"));
  EXPECT_THAT(Check("void f() { R r = new R(); try (r) { } r = null; }"),
              HasSubstr("neither final nor effectively final"));
  EXPECT_THAT(Check("void f() { R r; try (r) { } }"),
              HasSubstr("variable r might not have been initialized"));
  EXPECT_THAT(Check("void f() { try (R r = new R(); R r = new R()) { } }"),
              HasSubstr("variable r is already defined in method f"));
  EXPECT_THAT(Check("void f() { try (R r = new R()) { } System.out.println(r); }"),
              HasSubstr("cannot find symbol: variable r"));
  EXPECT_THAT(Check("class X extends Exception {}\n"
                    "void f() { try (R r = new R()) { } catch (X e) { } }"),
              HasSubstr("exception A.X is never thrown in body of corresponding try statement"));
  EXPECT_THAT(
      Check("R q = new R(); void f() { try (q) { } }"),
      HasSubstr("a field as a try-with-resources resource is outside the subject language"));
}

TEST(StringFormatCheckTest, AcceptsConstantFormats) {
  EXPECT_EQ(Check("String f(int x) { return String.format(\"%d %5s %-3x %.2f%n\", x, \"a\", x, "
                  "1.5); }"),
            "OK");
  EXPECT_EQ(Check("static final String F = \"%d\"; String f() { return String.format(F, 1); }"),
            "OK");
  // An unknown conversion is the JDK's UnknownFormatConversionException at run time.
  EXPECT_EQ(Check("String f() { return String.format(\"%q\"); }"), "OK");
}

TEST(StringFormatCheckTest, RejectsWhatIsOutside) {
  EXPECT_THAT(Check("String f(String s) { return String.format(s, 1); }"),
              HasSubstr("String.format with a format that is not a constant is outside the "
                        "subject language"));
  EXPECT_THAT(Check("String f() { return String.format(\"%,d\", 1); }"),
              HasSubstr("String.format specifier %,d (only the flags"));
  EXPECT_THAT(Check("String f() { return String.format(\"%o\", 1); }"),
              HasSubstr("is outside the subject language"));
  EXPECT_THAT(Check("String f() { return String.format(\"%-d\", 1); }"),
              HasSubstr("%-d, which throws MissingFormatWidthException, is outside"));
}

}  // namespace
}  // namespace aprgrid::lang
