// aprgrid-worker: leases repair and CRF attempts from a coordinator and runs them
// (docs/worker.md).
//
//   aprgrid-worker --coordinator HOST:PORT --token-file F [--tls-ca F] [--slots N]
//                  [--work-dir D] [--metrics-listen HOST:PORT] [--label k=v]... [--subjects DIR]
//                  [--cache-dir D] [--drain-grace-seconds S]
//
// SIGTERM or SIGINT drains: no new leases, running attempts handed back, exit 0.
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/synchronization/mutex.h"
#include "common/auth/token.h"
#include "prometheus/exposer.h"
#include "prometheus/registry.h"
#include "worker/daemon/builtin_runner.h"
#include "worker/daemon/coordinator_link.h"
#include "worker/daemon/crf_runner.h"
#include "worker/daemon/external_runner.h"
#include "worker/daemon/malloc_arenas.h"
#include "worker/daemon/worker_daemon.h"

namespace {

constexpr char kUsage[] =
    "usage: aprgrid-worker --coordinator HOST:PORT --token-file F [--tls-ca F] [--slots N]\n"
    "                      [--work-dir D] [--metrics-listen HOST:PORT] [--label k=v]...\n"
    "                      [--subjects DIR] [--cache-dir D] [--drain-grace-seconds S]\n";

int Usage(const std::string& problem) {
  std::fprintf(stderr, "aprgrid-worker: %s\n%s", problem.c_str(), kUsage);
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  std::map<std::string, std::string> flags;
  std::map<std::string, std::string> labels;
  const std::vector<std::string> known = {
      "--coordinator",    "--token-file", "--tls-ca",   "--slots",     "--work-dir",
      "--metrics-listen", "--label",      "--subjects", "--cache-dir", "--drain-grace-seconds"};
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "--help" || arg == "-h") {
      std::fputs(kUsage, stdout);
      return 0;
    }
    std::string value;
    size_t eq = arg.find('=');
    if (arg.rfind("--", 0) == 0 && eq != std::string::npos) {
      value = arg.substr(eq + 1);
      arg = arg.substr(0, eq);
    } else if (i + 1 < argc) {
      value = argv[++i];
    } else {
      return Usage(absl::StrCat("flag ", arg, " needs a value"));
    }
    if (std::find(known.begin(), known.end(), arg) == known.end()) {
      return Usage(absl::StrCat("unknown flag ", arg));
    }
    if (arg == "--label") {
      size_t sep = value.find('=');
      if (sep == std::string::npos || sep == 0) return Usage("--label wants k=v");
      labels[value.substr(0, sep)] = value.substr(sep + 1);
    } else {
      flags[arg] = value;
    }
  }
  if (flags["--coordinator"].empty()) return Usage("--coordinator is required");
  if (flags["--token-file"].empty()) return Usage("--token-file is required");
  int slots = static_cast<int>(std::thread::hardware_concurrency());
  if (flags.contains("--slots") &&
      (!absl::SimpleAtoi(flags["--slots"], &slots) || slots < 1 || slots > 1024)) {
    return Usage("--slots wants 1..1024");
  }
  if (slots < 1) slots = 1;
  int grace_seconds = 10;
  if (flags.contains("--drain-grace-seconds") &&
      (!absl::SimpleAtoi(flags["--drain-grace-seconds"], &grace_seconds) || grace_seconds < 0)) {
    return Usage("--drain-grace-seconds wants a number >= 0");
  }
  absl::StatusOr<std::string> token = aprgrid::auth::LoadTokenFile(flags["--token-file"]);
  if (!token.ok()) return Usage(std::string(token.status().message()));

  // Before any thread starts: each slot and reporter thread gets a malloc arena of its own.
  aprgrid::worker::ReserveMallocArenas(2 * slots);
  // Blocked before any thread starts, so the signal thread alone receives them.
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGTERM);
  sigaddset(&signals, SIGINT);
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);
  absl::SetMutexDeadlockDetectionMode(absl::OnDeadlockCycle::kIgnore);

  std::string subjects = flags["--subjects"];
  if (subjects.empty()) {
    const char* env = std::getenv("APRGRID_SUBJECTS");
    subjects = env != nullptr && *env != '\0' ? env : "subjects";
  }
  aprgrid::worker::LinkOptions link_options;
  link_options.address = flags["--coordinator"];
  link_options.token = *token;
  link_options.tls_ca = flags["--tls-ca"];
  auto link = aprgrid::worker::MakeGrpcCoordinatorLink(link_options);
  if (!link.ok()) return Usage(std::string(link.status().message()));

  aprgrid::worker::WorkerMetrics metrics(slots);
  std::unique_ptr<prometheus::Exposer> exposer;
  if (!flags["--metrics-listen"].empty()) {
    try {  // civetweb reports a bind failure by throwing.
      exposer = std::make_unique<prometheus::Exposer>(flags["--metrics-listen"], 1);
    } catch (const std::exception& e) {
      std::fprintf(stderr, "aprgrid-worker: cannot listen on %s: %s\n",
                   flags["--metrics-listen"].c_str(), e.what());
      return 1;
    }
    exposer->RegisterCollectable(metrics.registry());
    std::string host = flags["--metrics-listen"].substr(0, flags["--metrics-listen"].rfind(':'));
    std::vector<int> ports = exposer->GetListeningPorts();
    std::printf("listening metrics=%s:%d\n", host.c_str(), ports.empty() ? 0 : ports[0]);
    std::fflush(stdout);
  }

  if (!flags["--work-dir"].empty()) {
    std::error_code error;
    std::filesystem::create_directories(flags["--work-dir"], error);
    if (error) return Usage("cannot create --work-dir: " + error.message());
  }
  aprgrid::worker::ExternalRunnerOptions external_options;
  external_options.work_dir = flags["--work-dir"];
  external_options.subjects_dir = subjects;
  aprgrid::worker::ExternalRunner external(external_options);
  std::unique_ptr<aprgrid::worker::TaskRunner> builtin =
      aprgrid::worker::MakeBuiltinRunner(subjects);
  aprgrid::worker::CrfRunnerOptions crf_options;
  crf_options.subjects_dir = subjects;
  crf_options.cache_dir = flags["--cache-dir"];
  if (crf_options.cache_dir.empty()) {
    crf_options.cache_dir =
        (std::filesystem::path(flags["--work-dir"].empty() ? "." : flags["--work-dir"]) /
         "aprgrid-cache")
            .string();
  }
  std::unique_ptr<aprgrid::worker::TaskRunner> crf = aprgrid::worker::MakeCrfRunner(crf_options);

  aprgrid::worker::WorkerDaemonOptions options;
  options.slots = slots;
  char hostname[256] = {0};
  gethostname(hostname, sizeof(hostname) - 1);
  options.hostname = hostname;
  options.labels = labels;
  options.drain_grace = absl::Seconds(grace_seconds);
  aprgrid::worker::WorkerDaemon daemon(options, link->get(), {builtin.get(), &external, crf.get()},
                                       &metrics);

  std::thread([&daemon, signals] {
    int received = 0;
    sigwait(&signals, &received);
    std::fprintf(stderr, "aprgrid-worker: signal %d: draining\n", received);
    daemon.Drain();
  }).detach();
  bool all_ended = daemon.Run();
  std::fprintf(stderr, "aprgrid-worker: drained%s\n",
               all_ended ? "" : " (an uninterruptible attempt was still computing)");
  std::fflush(stdout);
  std::fflush(stderr);
  // Exit without destructors: the signal thread sits in sigwait, an uninterruptible built-in
  // attempt may still be computing, and the metrics server's destructor waits up to 2 s.
  std::_Exit(0);
}
