#include "tests/coordinator/loopback_coordinator_test.h"

#include <stdlib.h>

#include <chrono>
#include <cstdlib>
#include <thread>

#include "common/store/sqlite_db.h"

namespace aprgrid::testing {

void LoopbackCoordinatorTest::SetUp() {
  const char* tmp = std::getenv("TMPDIR");
  std::string pattern = std::string(tmp ? tmp : "/tmp") + "/loopback_coordinator_XXXXXX";
  ASSERT_NE(mkdtemp(pattern.data()), nullptr);
  dir_ = pattern;
  coordinator::ServerOptions options;
  options.listen = "127.0.0.1:0";
  options.metrics_listen = "127.0.0.1:0";
  options.db_path = dir_ + "/results.db";
  options.token = kToken;
  options.lease_duration_ms = 400;
  options.heartbeat_interval_ms = 100;
  options.tick_ms = 50;
  auto server = coordinator::CoordinatorServer::Start(options);
  ASSERT_TRUE(server.ok()) << server.status();
  server_ = std::move(*server);
  channel_ = MakeChannel(server_->grpc_address());
}

void LoopbackCoordinatorTest::TearDown() {
  server_.reset();
  if (!dir_.empty()) std::system(("rm -rf " + dir_).c_str());
}

std::unique_ptr<SimWorker> LoopbackCoordinatorTest::NewWorker(uint32_t slots) {
  auto worker = std::make_unique<SimWorker>(channel_, kToken);
  EXPECT_TRUE(worker->Register(slots).ok());
  return worker;
}

int64_t LoopbackCoordinatorTest::Query(const std::string& sql) {
  store::SqliteDb::Options options;
  options.read_only = true;
  auto db = store::SqliteDb::Open(dir_ + "/results.db", options);
  EXPECT_TRUE(db.ok()) << db.status();
  if (!db.ok()) return -1;
  auto value = db->QueryInt(sql);
  EXPECT_TRUE(value.ok()) << value.status();
  return value.ok() ? *value : -1;
}

bool LoopbackCoordinatorTest::AwaitLeaseExpired(const std::string& attempt_key) {
  // Attempt keys are 16 hex digits (docs/attempt-keys.md): nothing to quote.
  const std::string sql = "SELECT COUNT(*) FROM attempts WHERE attempt_key = '" + attempt_key +
                          "' AND error LIKE 'lease expired%'";
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (Query(sql) != 1) {
    if (std::chrono::steady_clock::now() >= deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return true;
}

}  // namespace aprgrid::testing
