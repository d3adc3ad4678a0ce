// The chaos scenario (issue 6): a campaign while workers are SIGKILLed at random every few
// seconds (and restarted) and the coordinator is SIGKILLed and restarted; compared with a
// fault-free run of the same spec on one worker.
#ifndef APRGRID_TESTS_E2E_E2E_CHAOS_H_
#define APRGRID_TESTS_E2E_E2E_CHAOS_H_

#include <string>

namespace aprgrid::e2e {

struct ChaosOptions {
  int seeds = 6;       // 50 attempts per seed.
  int sleep_ms = 150;  // Per fake attempt, so kills hit running attempts.
  int coordinator_kills = 2;
  int worker_kill_every_ms = 1500;  // Mean interval between worker kills.
};

// Runs both campaigns and checks everything with gtest assertions.
void RunChaosScenario(const ChaosOptions& options);

}  // namespace aprgrid::e2e

#endif  // APRGRID_TESTS_E2E_E2E_CHAOS_H_
