// LoopbackCoordinatorTest: a gtest fixture with an in-process coordinator on loopback (real gRPC,
// a real SQLite file in a fresh temporary folder) and fast timing (400 ms leases, 100 ms
// heartbeats, 50 ms ticks), for the integration tests that drive it with simulated workers.
#ifndef APRGRID_TESTS_COORDINATOR_LOOPBACK_COORDINATOR_TEST_H_
#define APRGRID_TESTS_COORDINATOR_LOOPBACK_COORDINATOR_TEST_H_

#include <cstdint>
#include <memory>
#include <string>

#include "coordinator/server.h"
#include "gtest/gtest.h"
#include "tests/coordinator/sim_worker.h"

namespace aprgrid::testing {

inline constexpr char kToken[] = "test-token";  // The coordinator's bearer token.

class LoopbackCoordinatorTest : public ::testing::Test {
 protected:
  void SetUp() override;
  void TearDown() override;

  // A simulated worker on channel_, registered with `slots` slots.
  std::unique_ptr<SimWorker> NewWorker(uint32_t slots = 4);
  // The first column of the first row of `sql`, read on a connection of its own to the file.
  int64_t Query(const std::string& sql);
  // Polls the results file (every 20 ms, up to 10 s) until the lease of `attempt_key` has
  // expired, which the coordinator records as the attempt's error; false on timeout. Tests wait
  // with it instead of sleeping past the lease duration.
  bool AwaitLeaseExpired(const std::string& attempt_key);

  std::string dir_;  // Holds results.db; removed by TearDown.
  std::unique_ptr<coordinator::CoordinatorServer> server_;
  std::shared_ptr<grpc::Channel> channel_;
};

}  // namespace aprgrid::testing

#endif  // APRGRID_TESTS_COORDINATOR_LOOPBACK_COORDINATOR_TEST_H_
