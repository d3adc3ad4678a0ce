// The chaos scenario (docs/architecture.md, invariants 3, 4 and 6): a campaign while workers are
// SIGKILLed at random every few seconds (and restarted) and the coordinator is SIGKILLed and
// restarted; compared with a fault-free run of the same spec on one worker.
#ifndef APRGRID_TESTS_E2E_E2E_CHAOS_H_
#define APRGRID_TESTS_E2E_E2E_CHAOS_H_

#include <cstdint>
#include <string>

namespace aprgrid::e2e {

struct ChaosOptions {
  // The campaign: `spec` with `attempts` attempts, or when `spec` is empty the fake-engine
  // campaign of `seeds` x 50 attempts sleeping `sleep_ms` each (so kills hit running attempts).
  std::string spec;
  int64_t attempts = 0;
  int seeds = 6;
  int sleep_ms = 150;
  int generations_per_attempt = 3;  // Checked when > 0 (the fake engine always runs 3).
  int coordinator_kills = 2;
  int worker_kill_every_ms = 1500;  // Mean interval between worker kills.
};

// Runs both campaigns and checks everything with gtest assertions.
void RunChaosScenario(const ChaosOptions& options);

}  // namespace aprgrid::e2e

#endif  // APRGRID_TESTS_E2E_E2E_CHAOS_H_
