// The chaos test with the real built-in repair engine (short form, default run): 80 attempts of
// real GP searches while workers are SIGKILLed and the coordinator is killed twice; the results
// must be identical to a fault-free one-worker run, as with the fake engine.
#include "gtest/gtest.h"
#include "tests/e2e/e2e_chaos.h"
#include "tests/e2e/e2e_cluster.h"

namespace aprgrid::e2e {
namespace {

TEST(E2eChaosTest, BuiltinEngineShortFormMatchesTheFaultFreeRun) {
  ChaosOptions options;
  options.spec = BuiltinCampaignSpec("chaos-builtin", 2);
  options.attempts = 80;
  options.generations_per_attempt = 0;  // A search stops at its first patch.
  RunChaosScenario(options);
}

}  // namespace
}  // namespace aprgrid::e2e
