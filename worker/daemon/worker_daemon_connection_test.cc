// WorkerDaemon against a coordinator that refuses it, cannot be reached, or fails TLS: how Run
// ends (the exit code aprgrid-worker derives from it) and what it retries.
#include <string>

#include "gtest/gtest.h"
#include "worker/daemon/fake_clock.h"
#include "worker/daemon/worker_daemon.h"
#include "worker/daemon/worker_daemon_test_util.h"

namespace aprgrid::worker {
namespace {

using testing::FakeCoordinator;
using testing::Options;
using testing::Running;
using testing::ScriptedRunner;

// A coordinator that refuses the token ends Run at once with the refusal (aprgrid-worker exits
// with its "refused" code rather than 0).
TEST(WorkerDaemonTest, RefusedRegistrationEndsRunWithTheRefusal) {
  for (absl::Status refusal :
       {absl::UnauthenticatedError("bad token"), absl::PermissionDeniedError("not for you")}) {
    FakeCoordinator coordinator;
    coordinator.register_status = refusal;
    FakeClock clock;
    ScriptedRunner runner(&clock);
    WorkerMetrics metrics(1);
    WorkerDaemon daemon(Options(clock), &coordinator, {&runner, &runner, nullptr}, &metrics);
    const absl::Time start = clock.Now();
    Running running(daemon, clock);
    RunResult result = running.JoinWithoutTime();
    EXPECT_EQ(result.status.code(), refusal.code()) << result.status;
    EXPECT_NE(result.status.message().find(refusal.message()), std::string::npos) << result.status;
    EXPECT_EQ(clock.Now(), start);
    absl::MutexLock lock(&coordinator.mu);
    EXPECT_EQ(coordinator.register_calls, 1);  // Not retried.
  }
}

// A coordinator that cannot be reached is retried for unreachable_after, then Run ends with
// UNAVAILABLE; not before.
TEST(WorkerDaemonTest, UnreachableCoordinatorEndsRunAfterTheRetryWindow) {
  FakeCoordinator coordinator;
  coordinator.register_failures = 1 << 30;
  FakeClock clock;
  ScriptedRunner runner(&clock);
  WorkerMetrics metrics(1);
  WorkerDaemonOptions options = Options(clock);
  options.unreachable_after = absl::Seconds(30);
  WorkerDaemon daemon(options, &coordinator, {&runner, &runner, nullptr}, &metrics);
  const absl::Time start = clock.Now();
  Running running(daemon, clock);
  RunResult result = running.Join();
  EXPECT_TRUE(absl::IsUnavailable(result.status)) << result.status;
  EXPECT_GE(clock.Now() - start, absl::Seconds(30));
  EXPECT_LE(clock.Now() - start, absl::Seconds(33));  // The next retry after the window.
  absl::MutexLock lock(&coordinator.mu);
  EXPECT_GE(coordinator.register_calls, 15);  // Backoff 200 ms doubling to 2 s.
}

// TLS handshake failures (a CA that did not sign the coordinator's certificate) look like an
// absent coordinator to gRPC; after tls_failures_refused in a row they count as a refusal.
TEST(WorkerDaemonTest, RepeatedTlsFailuresCountAsRefused) {
  FakeCoordinator coordinator;
  coordinator.register_status = absl::UnavailableError(
      "failed to connect to all addresses; last error: UNKNOWN: ipv4:127.0.0.1:7400: Ssl "
      "handshake failed: SSL_ERROR_SSL: error:1000007d:SSL routines:OPENSSL_internal:"
      "CERTIFICATE_VERIFY_FAILED");
  FakeClock clock;
  ScriptedRunner runner(&clock);
  WorkerMetrics metrics(1);
  WorkerDaemonOptions options = Options(clock);
  options.tls_failures_refused = 4;
  WorkerDaemon daemon(options, &coordinator, {&runner, &runner, nullptr}, &metrics);
  Running running(daemon, clock);
  RunResult result = running.Join();
  EXPECT_TRUE(absl::IsPermissionDenied(result.status)) << result.status;
  EXPECT_NE(result.status.message().find("TLS"), std::string::npos) << result.status;
  absl::MutexLock lock(&coordinator.mu);
  EXPECT_EQ(coordinator.register_calls, 4);
}

// A coordinator that went away while gRPC was connecting to it fails calls with "tcp handshaker
// shutdown": that is an unreachable coordinator (retried for unreachable_after, e.g. while it
// restarts elsewhere), not a TLS handshake refusing this worker.
TEST(WorkerDaemonTest, TcpHandshakerFailuresAreNotTlsRefusals) {
  FakeCoordinator coordinator;
  coordinator.register_status = absl::UnavailableError(
      "failed to connect to all addresses; last error: UNKNOWN: ipv4:127.0.0.1:42845: tcp "
      "handshaker shutdown");
  FakeClock clock;
  ScriptedRunner runner(&clock);
  WorkerMetrics metrics(1);
  WorkerDaemonOptions options = Options(clock);
  options.tls_failures_refused = 2;
  options.unreachable_after = absl::Seconds(10);
  WorkerDaemon daemon(options, &coordinator, {&runner, &runner, nullptr}, &metrics);
  Running running(daemon, clock);
  RunResult result = running.Join();
  EXPECT_TRUE(absl::IsUnavailable(result.status)) << result.status;
  absl::MutexLock lock(&coordinator.mu);
  EXPECT_GT(coordinator.register_calls, 2);
}

// With the wrong CA, gRPC alternates "Handshake read failed" with "tcp handshaker shutdown": the
// second says nothing about TLS, so it must not break the run of TLS failures that refuses.
TEST(WorkerDaemonTest, TlsFailuresInterleavedWithTcpHandshakerOnesStillRefuse) {
  FakeCoordinator coordinator;
  coordinator.register_statuses = {
      absl::UnavailableError("failed to connect to all addresses; last error: UNKNOWN: "
                             "ipv4:127.0.0.1:42845: Handshake read failed"),
      absl::UnavailableError("failed to connect to all addresses; last error: UNKNOWN: "
                             "ipv4:127.0.0.1:42845: tcp handshaker shutdown")};
  FakeClock clock;
  ScriptedRunner runner(&clock);
  WorkerMetrics metrics(1);
  WorkerDaemonOptions options = Options(clock);
  options.tls_failures_refused = 3;
  options.unreachable_after = absl::Hours(1);
  WorkerDaemon daemon(options, &coordinator, {&runner, &runner, nullptr}, &metrics);
  Running running(daemon, clock);
  RunResult result = running.Join();
  EXPECT_TRUE(absl::IsPermissionDenied(result.status)) << result.status;
  EXPECT_NE(result.status.message().find("3 times in a row"), absl::string_view::npos)
      << result.status;
  absl::MutexLock lock(&coordinator.mu);
  EXPECT_EQ(coordinator.register_calls, 5);  // TLS, tcp, TLS, tcp, TLS.
}

// A token revoked while the worker runs: the next Lease is refused, the daemon drains (the running
// attempt is handed back) and Run reports the refusal.
TEST(WorkerDaemonTest, RefusalWhileRunningDrainsAndEndsRun) {
  FakeCoordinator coordinator;
  coordinator.Enqueue("w", "wait");
  FakeClock clock;
  ScriptedRunner runner(&clock);
  WorkerMetrics metrics(2);
  WorkerDaemon daemon(Options(clock, 2), &coordinator, {&runner, &runner, nullptr}, &metrics);
  Running running(daemon, clock);
  ASSERT_TRUE(running.RunUntil([&] { return runner.Ran("w"); }));
  {
    absl::MutexLock lock(&coordinator.mu);
    coordinator.lease_status = absl::UnauthenticatedError("token revoked");
  }
  RunResult result = running.Join();
  EXPECT_TRUE(absl::IsUnauthenticated(result.status)) << result.status;
  absl::MutexLock lock(&coordinator.mu);
  EXPECT_TRUE(coordinator.finals["w"].released());
}

}  // namespace
}  // namespace aprgrid::worker
