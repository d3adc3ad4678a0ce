// A stop request or a passed deadline ends a running test within a few thousand steps, also
// inside one long built-in operation, and the result says it was interrupted.
#include "worker/lang/interrupt.h"

#include <atomic>
#include <thread>

#include "gtest/gtest.h"
#include "worker/lang/compiler.h"
#include "worker/lang/parser.h"
#include "worker/lang/runner.h"

namespace aprgrid::lang {
namespace {

constexpr const char* kSpin = R"(
class T {
  @Test public void spin() { long i = 0; while (true) { i++; } }
  @Test public void search() {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < 40000; i++) { b.append("aaaaaaaaaa"); }
    String text = b.toString();
    String needle = text.substring(0, 20000) + "b";
    System.out.print(text.indexOf(needle));
  }
})";

std::unique_ptr<Program> Compiled() {
  auto p = CompileSources({SourceFile{"T.java", kSpin}});
  EXPECT_TRUE(p.ok()) << p.status();
  return p.ok() ? std::move(*p) : nullptr;
}

RunLimits Unbounded() {
  RunLimits limits;
  limits.step_budget = uint64_t{1} << 60;  // Years: only the interrupt can end these tests.
  return limits;
}

TestResult RunTest(const Program& p, const std::string& name, const RunLimits& limits) {
  TestResult r;
  RunWithLargeStack([&]() {
    TestRunner runner(p, limits);
    for (const TestCase& t : p.tests) {
      if (t.method_name == name) r = runner.Run(t);
    }
  });
  return r;
}

TEST(InterruptTest, SetStopEndsTheTestAtOnce) {
  auto p = Compiled();
  ASSERT_NE(p, nullptr);
  Interrupt interrupt;
  interrupt.stop = [] { return true; };
  RunLimits limits = Unbounded();
  limits.interrupt = &interrupt;
  TestResult r = RunTest(*p, "spin", limits);
  EXPECT_EQ(r.outcome, Outcome::kTimeout);
  EXPECT_TRUE(r.interrupted);
  EXPECT_LE(r.steps, 10u);
}

TEST(InterruptTest, PassedDeadlineEndsTheTest) {
  auto p = Compiled();
  ASSERT_NE(p, nullptr);
  Interrupt interrupt;
  interrupt.deadline = Interrupt::Clock::now();
  RunLimits limits = Unbounded();
  limits.interrupt = &interrupt;
  TestResult r = RunTest(*p, "spin", limits);
  EXPECT_EQ(r.outcome, Outcome::kTimeout);
  EXPECT_TRUE(r.interrupted);
}

// A stop set by another thread while the test runs: seen inside the loop (the test would
// otherwise run for years) and inside the long indexOf (minutes).
TEST(InterruptTest, StopFromAnotherThreadIsSeenWhileRunning) {
  auto p = Compiled();
  ASSERT_NE(p, nullptr);
  for (const char* name : {"spin", "search"}) {
    std::atomic<bool> stop{false};
    Interrupt interrupt;
    interrupt.stop = [&stop] { return stop.load(std::memory_order_relaxed); };
    RunLimits limits = Unbounded();
    limits.interrupt = &interrupt;
    std::thread stopper([&stop] {
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
      stop = true;
    });
    auto start = Interrupt::Clock::now();
    TestResult r = RunTest(*p, name, limits);
    auto took = Interrupt::Clock::now() - start;
    stopper.join();
    EXPECT_EQ(r.outcome, Outcome::kTimeout) << name;
    EXPECT_TRUE(r.interrupted) << name;
    EXPECT_EQ(r.output, "") << name;
    // Reported, not asserted (never a timed test): the latency from the stop to the end.
    std::cout << name << ": ended "
              << std::chrono::duration_cast<std::chrono::milliseconds>(took).count()
              << " ms after starting (stop at 50 ms)\n";
  }
}

TEST(InterruptTest, ScopedInterruptAppliesToRunnersOnItsThread) {
  auto p = Compiled();
  ASSERT_NE(p, nullptr);
  Interrupt interrupt;
  interrupt.stop = [] { return true; };
  TestResult r;
  RunWithLargeStack([&]() {
    EXPECT_EQ(CurrentInterrupt(), nullptr);
    ScopedInterrupt scope(&interrupt);
    EXPECT_EQ(CurrentInterrupt(), &interrupt);
    TestRunner runner(*p, Unbounded());
    r = runner.Run(p->tests.at(1));  // T.spin
  });
  EXPECT_EQ(r.name, "T.spin");
  EXPECT_TRUE(r.interrupted);
}

TEST(InterruptTest, StepBudgetTimeoutIsNotAnInterrupt) {
  auto p = Compiled();
  ASSERT_NE(p, nullptr);
  Interrupt interrupt;
  interrupt.stop = [] { return false; };
  RunLimits limits;
  limits.step_budget = 100'000;
  limits.interrupt = &interrupt;
  TestResult r = RunTest(*p, "spin", limits);
  EXPECT_EQ(r.outcome, Outcome::kTimeout);
  EXPECT_FALSE(r.interrupted);
  EXPECT_EQ(r.steps, 100'001u);
}

}  // namespace
}  // namespace aprgrid::lang
