#include "worker/attempt/test_command.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace aprgrid::attempt {
namespace {

using ::testing::HasSubstr;

std::string Write(const std::string& name, const std::string& text) {
  std::filesystem::path dir = std::filesystem::temp_directory_path() / "aprgrid_attempt_test";
  std::filesystem::create_directories(dir);
  std::filesystem::path p = dir / name;
  std::ofstream(p) << text;
  return p.string();
}

TEST(TestCommandTest, PrintsSortedOutcomesWithOutput) {
  std::string f = Write("ZTest.java", R"(
public class ZTest {
  @Test public void b() { System.out.print("x\ny"); Assert.assertEquals(1, 2); }
  @Test public void a() { System.out.println(1.0E10); }
  @Test public void c() { int[] a = new int[1]; a[2] = 0; }
  @Test public void d() { while (true) { } }
  @Test(expected = ArithmeticException.class) public void e() { int z = 0; z = 1 / z; }
  @Test(expected = ArithmeticException.class) public void f() { }
}
)");
  std::ostringstream out, err;
  EXPECT_EQ(RunTestCommand({"--output", f}, out, err), 0) << err.str();
  EXPECT_EQ(out.str(),
            "ZTest.a PASS\n  | 1.0E10\n"
            "ZTest.b FAIL expected:<1> but was:<2>\n  | x\n  | y\n"
            "ZTest.c ERROR ArrayIndexOutOfBoundsException\n"
            "ZTest.d TIMEOUT\n"
            "ZTest.e PASS\n"
            "ZTest.f FAIL expected exception: ArithmeticException\n");
}

TEST(TestCommandTest, CompileErrorsExitOne) {
  std::string f = Write("T2.java", "class A { int f() { } }\n");
  std::ostringstream out, err;
  EXPECT_EQ(RunTestCommand({f}, out, err), 1);
  EXPECT_THAT(err.str(), HasSubstr("T2.java:1:11: missing return statement"));
  std::string g = Write("T3.java", "class T3 { void f() { interface L { } } }\n");
  std::ostringstream out2, err2;
  EXPECT_EQ(RunTestCommand({g}, out2, err2), 1);
  EXPECT_THAT(err2.str(),
              HasSubstr("T3.java:1:23: local interfaces are outside the subject language"));
}

TEST(TestCommandTest, UsageErrorsExitTwo) {
  std::ostringstream out, err;
  EXPECT_EQ(RunTestCommand({}, out, err), 2);
  EXPECT_EQ(RunTestCommand({"--bogus", "x.java"}, out, err), 2);
  EXPECT_EQ(RunTestCommand({"/nonexistent/x.java"}, out, err), 2);
}

}  // namespace
}  // namespace aprgrid::attempt
