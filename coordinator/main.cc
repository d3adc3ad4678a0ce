// aprgrid-coordinator: the campaign/lease/ingest daemon (see docs/protocol.md).
//
//   aprgrid-coordinator --listen 127.0.0.1:7400 --metrics-listen 127.0.0.1:9400 --db aprgrid.db
//                       --token-file token [--tls-cert C --tls-key K] [--subjects DIR]
//
// Prints "listening grpc=HOST:PORT metrics=HOST:PORT" once both ports are bound, and shuts down
// cleanly on SIGTERM or SIGINT.
#include <signal.h>

#include <cstdio>
#include <string>

#include "absl/flags/flag.h"
#include "absl/flags/parse.h"
#include "absl/flags/usage.h"
#include "absl/synchronization/mutex.h"
#include "common/auth/token.h"
#include "coordinator/server.h"

ABSL_FLAG(std::string, listen, "127.0.0.1:7400", "gRPC address HOST:PORT (port 0: any free)");
ABSL_FLAG(std::string, metrics_listen, "127.0.0.1:9400",
          "Prometheus /metrics address HOST:PORT (port 0: any free)");
ABSL_FLAG(std::string, db, "aprgrid.db", "SQLite results database (created if missing)");
ABSL_FLAG(std::string, token_file, "", "File holding the bearer token (mode 600); required");
ABSL_FLAG(std::string, tls_cert, "", "PEM server certificate (with --tls-key: serve TLS)");
ABSL_FLAG(std::string, tls_key, "", "PEM private key of --tls-cert");
ABSL_FLAG(std::string, subjects, "", "Subject catalog folder used to expand bug selectors");
ABSL_FLAG(uint64_t, max_attempts, 100000, "Largest grid accepted without Submit's force");
ABSL_FLAG(uint64_t, hard_max_attempts, 10000000,
          "Largest grid accepted at all (Submit's force does not lift it; checked before "
          "expanding)");
ABSL_FLAG(int64_t, lease_ms, 60000, "Lease duration in milliseconds");
ABSL_FLAG(int64_t, heartbeat_ms, 15000, "Heartbeat interval advised to workers, milliseconds");

int main(int argc, char** argv) {
  absl::SetProgramUsageMessage("aprgrid coordinator daemon; see docs/protocol.md");
  // Dashes in flag names, as documented (absl spells them with underscores).
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg.rfind("--", 0) != 0) continue;
    size_t end = arg.find('=');
    for (size_t j = 2; j < (end == std::string::npos ? arg.size() : end); ++j) {
      if (argv[i][j] == '-') argv[i][j] = '_';
    }
  }
  absl::ParseCommandLine(argc, argv);
  // Deadlock detection (on in Debian's absl build) costs a few percent of every lock on the hot
  // paths; the lock order here is trivial (one coordinator mutex).
  absl::SetMutexDeadlockDetectionMode(absl::OnDeadlockCycle::kIgnore);

  // Block the shutdown signals before any thread starts, so every thread inherits the mask and
  // the main thread alone receives them through sigwait.
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGTERM);
  sigaddset(&signals, SIGINT);
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);

  if (absl::GetFlag(FLAGS_token_file).empty()) {
    std::fprintf(stderr, "aprgrid-coordinator: --token-file is required\n");
    return 2;
  }
  auto token = aprgrid::auth::LoadTokenFile(absl::GetFlag(FLAGS_token_file));
  if (!token.ok()) {
    std::fprintf(stderr, "aprgrid-coordinator: %s\n", token.status().ToString().c_str());
    return 2;
  }
  aprgrid::coordinator::ServerOptions options;
  options.listen = absl::GetFlag(FLAGS_listen);
  options.metrics_listen = absl::GetFlag(FLAGS_metrics_listen);
  options.db_path = absl::GetFlag(FLAGS_db);
  options.token = *token;
  options.tls_cert = absl::GetFlag(FLAGS_tls_cert);
  options.tls_key = absl::GetFlag(FLAGS_tls_key);
  options.subjects_dir = absl::GetFlag(FLAGS_subjects);
  options.max_attempts = absl::GetFlag(FLAGS_max_attempts);
  options.hard_max_attempts = absl::GetFlag(FLAGS_hard_max_attempts);
  options.lease_duration_ms = absl::GetFlag(FLAGS_lease_ms);
  options.heartbeat_interval_ms = absl::GetFlag(FLAGS_heartbeat_ms);
  if (options.lease_duration_ms < 100 || options.heartbeat_interval_ms < 10 ||
      options.heartbeat_interval_ms >= options.lease_duration_ms) {
    std::fprintf(stderr, "aprgrid-coordinator: need 10 <= --heartbeat-ms < --lease-ms\n");
    return 2;
  }
  options.tick_ms = std::min<int64_t>(500, options.lease_duration_ms / 4);

  auto server = aprgrid::coordinator::CoordinatorServer::Start(options);
  if (!server.ok()) {
    std::fprintf(stderr, "aprgrid-coordinator: %s\n", server.status().ToString().c_str());
    return 1;
  }
  std::printf("listening grpc=%s metrics=%s\n", (*server)->grpc_address().c_str(),
              (*server)->metrics_address().c_str());
  std::fflush(stdout);

  int signal_number = 0;
  sigwait(&signals, &signal_number);
  std::fprintf(stderr, "aprgrid-coordinator: signal %d, shutting down\n", signal_number);
  (*server)->Shutdown();
  std::fprintf(stderr, "aprgrid-coordinator: stopped\n");
  return 0;
}
