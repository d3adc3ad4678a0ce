// The chaos test on the full 300-attempt campaign (label long).
#include "gtest/gtest.h"
#include "tests/e2e/e2e_chaos.h"

namespace aprgrid::e2e {
namespace {

TEST(E2eChaosLongTest, ThreeHundredAttemptsMatchTheFaultFreeRun) {
  ChaosOptions options;
  options.seeds = 6;
  RunChaosScenario(options);
}

}  // namespace
}  // namespace aprgrid::e2e
