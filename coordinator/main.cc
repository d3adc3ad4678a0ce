// aprgrid-coordinator: the campaign/lease/ingest daemon (see docs/protocol.md).
//
//   aprgrid-coordinator --listen 127.0.0.1:7400 --metrics-listen 127.0.0.1:9400
//                       --db aprgrid-results.db --token-file token [--tls-cert C --tls-key K]
//                       [--subjects DIR] [--log-level L] [--log-format text|json]
//
// Prints "listening grpc=HOST:PORT metrics=HOST:PORT" once both ports are bound, and shuts down
// cleanly on SIGTERM or SIGINT.
#include <signal.h>

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <string>

#include "absl/strings/str_cat.h"
#include "absl/synchronization/mutex.h"
#include "common/auth/token.h"
#include "common/flags/program_flags.h"
#include "common/logging.h"
#include "coordinator/server.h"

namespace {

constexpr char kUsage[] =
    "usage: aprgrid-coordinator --token-file F [--listen HOST:PORT] [--metrics-listen HOST:PORT]\n"
    "                           [--db FILE] [--subjects DIR] [--tls-cert C --tls-key K] ...\n"
    "The campaign/lease/ingest daemon; see docs/operations.md and docs/protocol.md.\n";

int UsageError(const std::string& problem) {
  std::cerr << "aprgrid-coordinator: " << problem << "\n";
  return aprgrid::flags::kExitUsage;
}

}  // namespace

int main(int argc, char** argv) {
  namespace logging = aprgrid::logging;
  aprgrid::coordinator::ServerOptions options;
  options.listen = "127.0.0.1:7400";
  options.metrics_listen = "127.0.0.1:9400";
  options.db_path = "aprgrid-results.db";
  options.max_attempts = 100000;
  options.hard_max_attempts = 10000000;
  options.lease_duration_ms = 60000;
  options.heartbeat_interval_ms = 15000;
  std::string token_file;
  aprgrid::flags::FlagParser parser;
  parser.AddString("listen", &options.listen, "gRPC address HOST:PORT (port 0: any free)");
  parser.AddString("metrics-listen", &options.metrics_listen,
                   "Prometheus /metrics address HOST:PORT (port 0: any free)");
  parser.AddString("db", &options.db_path, "SQLite results database (created if missing)");
  parser.AddString("token-file", &token_file, "file holding the bearer token (mode 600); required");
  parser.AddString("tls-cert", &options.tls_cert, "PEM server certificate (with --tls-key: TLS)");
  parser.AddString("tls-key", &options.tls_key, "PEM private key of --tls-cert");
  parser.AddString("subjects", &options.subjects_dir, "subject catalog folder for bug selectors");
  parser.AddUint64("max-attempts", &options.max_attempts,
                   "largest grid accepted without Submit's force");
  parser.AddUint64("hard-max-attempts", &options.hard_max_attempts,
                   "largest grid accepted at all (Submit's force does not lift it; counted "
                   "before expanding)");
  parser.AddInt64("lease-ms", &options.lease_duration_ms, "lease duration in milliseconds");
  parser.AddInt64("heartbeat-ms", &options.heartbeat_interval_ms,
                  "heartbeat interval advised to workers, milliseconds");
  if (std::optional<int> exit = aprgrid::flags::ParseProgramFlags("aprgrid-coordinator", kUsage,
                                                                  parser, {argv + 1, argv + argc},
                                                                  nullptr, std::cout, std::cerr)) {
    return *exit;
  }
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

  if (token_file.empty()) return UsageError("--token-file is required");
  auto token = aprgrid::auth::LoadTokenFile(token_file);
  if (!token.ok()) return UsageError(std::string(token.status().message()));
  options.token = *token;
  if (options.lease_duration_ms < 100 || options.heartbeat_interval_ms < 10 ||
      options.heartbeat_interval_ms >= options.lease_duration_ms) {
    return UsageError("need 10 <= --heartbeat-ms < --lease-ms and --lease-ms >= 100");
  }
  options.tick_ms = std::min<int64_t>(500, options.lease_duration_ms / 4);

  auto server = aprgrid::coordinator::CoordinatorServer::Start(options);
  if (!server.ok()) {
    logging::Error(absl::StrCat("cannot start: ", server.status().ToString()));
    return 1;
  }
  std::printf("listening grpc=%s metrics=%s\n", (*server)->grpc_address().c_str(),
              (*server)->metrics_address().c_str());
  std::fflush(stdout);
  logging::Info(absl::StrCat("listening grpc=", (*server)->grpc_address(),
                             " metrics=", (*server)->metrics_address(), " db=", options.db_path));

  int signal_number = 0;
  sigwait(&signals, &signal_number);
  logging::Info(absl::StrCat("signal ", signal_number, ", shutting down"));
  (*server)->Shutdown();
  logging::Info("stopped");
  return 0;
}
