// The chaos test in its short form for the default run (100 attempts, workers killed every
// ~1.5 s, coordinator killed twice); e2e_chaos_long_test runs the 300-attempt form.
#include "tests/e2e/e2e_chaos.h"

#include "gtest/gtest.h"

namespace aprgrid::e2e {
namespace {

TEST(E2eChaosTest, ShortFormMatchesTheFaultFreeRun) {
  ChaosOptions options;
  options.seeds = 2;
  RunChaosScenario(options);
}

}  // namespace
}  // namespace aprgrid::e2e
