// aprgrid-worker: leases repair and CRF attempts from a coordinator and runs them
// (docs/worker.md).
//
//   aprgrid-worker --coordinator HOST:PORT --token-file F [--tls-ca F] [--slots N]
//                  [--work-dir D] [--metrics-listen HOST:PORT] [--label k=v]... [--subjects DIR]
//                  [--cache-dir D] [--drain-grace-seconds S] [--allow-engine PATH]...
//                  [--unreachable-seconds S]
//
// SIGTERM or SIGINT drains: no new leases, running attempts handed back, exit 0. The exit codes
// (docs/operations.md, "Worker exit codes"): 0 drained, 1 cannot start, 2 usage, 3 refused by the
// coordinator, 4 coordinator unreachable.
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
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

// Exit codes; docs/operations.md ("Worker exit codes") says what a supervisor should do with each.
constexpr int kExitDrained = 0;      // Drained after SIGTERM or SIGINT.
constexpr int kExitCannotStart = 1;  // A local resource failed (metrics port, work folder).
constexpr int kExitUsage = 2;        // Bad flags or token file.
constexpr int kExitRefused = 3;      // The coordinator refused this worker (token, TLS).
constexpr int kExitUnreachable = 4;  // No call reached the coordinator for --unreachable-seconds.

constexpr char kUsage[] =
    "usage: aprgrid-worker --coordinator HOST:PORT --token-file F [--tls-ca F] [--slots N]\n"
    "                      [--work-dir D] [--metrics-listen HOST:PORT] [--label k=v]...\n"
    "                      [--subjects DIR] [--cache-dir D] [--drain-grace-seconds S]\n"
    "                      [--allow-engine PATH]... [--unreachable-seconds S]\n"
    "\n"
    "--allow-engine PATH  let attempts run the external engine whose argv[0] is exactly PATH\n"
    "                     (repeatable; default: the built-in engine only). Anyone holding the\n"
    "                     token can run every allowed engine, with any arguments, on this worker.\n"
    "--unreachable-seconds S  exit with code 4 when no call reaches the coordinator for S seconds\n"
    "                     (default 300; 0: keep retrying).\n"
    "\n"
    "Exit codes: 0 drained (SIGTERM/SIGINT), 1 cannot start, 2 usage, 3 refused by the\n"
    "coordinator (token, TLS), 4 coordinator unreachable.\n";

int Usage(const std::string& problem) {
  std::fprintf(stderr, "aprgrid-worker: %s\n%s", problem.c_str(), kUsage);
  return kExitUsage;
}

// The command line: single-valued flags by name, and the repeatable ones.
struct Flags {
  std::map<std::string, std::string> values;
  std::map<std::string, std::string> labels;  // --label k=v
  std::vector<std::string> allowed_engines;   // --allow-engine PATH
};

// Parses argv into `flags`; returns an exit code when the program should end (usage, --help).
std::optional<int> ParseFlags(int argc, char** argv, Flags& flags) {
  const std::vector<std::string> known = {
      "--coordinator", "--token-file",          "--tls-ca",       "--slots",
      "--work-dir",    "--metrics-listen",      "--label",        "--subjects",
      "--cache-dir",   "--drain-grace-seconds", "--allow-engine", "--unreachable-seconds"};
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
      flags.labels[value.substr(0, sep)] = value.substr(sep + 1);
    } else if (arg == "--allow-engine") {
      if (value.empty()) return Usage("--allow-engine wants the engine's argv[0]");
      flags.allowed_engines.push_back(value);
    } else {
      flags.values[arg] = value;
    }
  }
  if (flags.values["--coordinator"].empty()) return Usage("--coordinator is required");
  if (flags.values["--token-file"].empty()) return Usage("--token-file is required");
  return std::nullopt;
}

// Reads a whole-number flag in [min, max] into `out` (left alone when the flag is absent).
bool IntFlag(Flags& flags, const std::string& name, int min, int max, int* out) {
  if (!flags.values.contains(name)) return true;
  int value = 0;
  if (!absl::SimpleAtoi(flags.values[name], &value) || value < min || value > max) return false;
  *out = value;
  return true;
}

// Starts the metrics server when --metrics-listen is given and prints its "listening" line.
std::optional<int> StartMetrics(const std::string& listen, aprgrid::worker::WorkerMetrics& metrics,
                                std::unique_ptr<prometheus::Exposer>& exposer) {
  if (listen.empty()) return std::nullopt;
  try {  // civetweb reports a bind failure by throwing.
    exposer = std::make_unique<prometheus::Exposer>(listen, 1);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "aprgrid-worker: cannot listen on %s: %s\n", listen.c_str(), e.what());
    return kExitCannotStart;
  }
  exposer->RegisterCollectable(metrics.registry());
  std::string host = listen.substr(0, listen.rfind(':'));
  std::vector<int> ports = exposer->GetListeningPorts();
  std::printf("listening metrics=%s:%d\n", host.c_str(), ports.empty() ? 0 : ports[0]);
  std::fflush(stdout);
  return std::nullopt;
}

// The exit code for how the daemon ended, with a line saying why.
int ExitCodeFor(const aprgrid::worker::RunResult& result) {
  if (result.status.ok()) {
    std::fprintf(
        stderr, "aprgrid-worker: drained%s\n",
        result.all_threads_ended ? "" : " (an uninterruptible attempt was still computing)");
    return kExitDrained;
  }
  const bool unreachable = absl::IsUnavailable(result.status);
  std::fprintf(stderr, "aprgrid-worker: exiting with code %d (%s): %s\n",
               unreachable ? kExitUnreachable : kExitRefused,
               unreachable ? "coordinator unreachable" : "refused by the coordinator",
               std::string(result.status.message()).c_str());
  return unreachable ? kExitUnreachable : kExitRefused;
}

}  // namespace

int main(int argc, char** argv) {
  Flags flags;
  if (std::optional<int> done = ParseFlags(argc, argv, flags)) return *done;
  int slots = static_cast<int>(std::thread::hardware_concurrency());
  if (!IntFlag(flags, "--slots", 1, 1024, &slots)) return Usage("--slots wants 1..1024");
  if (slots < 1) slots = 1;
  int grace_seconds = 10;
  if (!IntFlag(flags, "--drain-grace-seconds", 0, 1 << 30, &grace_seconds)) {
    return Usage("--drain-grace-seconds wants a number >= 0");
  }
  int unreachable_seconds = 300;
  if (!IntFlag(flags, "--unreachable-seconds", 0, 1 << 30, &unreachable_seconds)) {
    return Usage("--unreachable-seconds wants a number >= 0");
  }
  absl::StatusOr<std::string> token = aprgrid::auth::LoadTokenFile(flags.values["--token-file"]);
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

  std::string subjects = flags.values["--subjects"];
  if (subjects.empty()) {
    const char* env = std::getenv("APRGRID_SUBJECTS");
    subjects = env != nullptr && *env != '\0' ? env : "subjects";
  }
  aprgrid::worker::LinkOptions link_options;
  link_options.address = flags.values["--coordinator"];
  link_options.token = *token;
  link_options.tls_ca = flags.values["--tls-ca"];
  auto link = aprgrid::worker::MakeGrpcCoordinatorLink(link_options);
  if (!link.ok()) return Usage(std::string(link.status().message()));

  aprgrid::worker::WorkerMetrics metrics(slots);
  std::unique_ptr<prometheus::Exposer> exposer;
  if (std::optional<int> failed =
          StartMetrics(flags.values["--metrics-listen"], metrics, exposer)) {
    return *failed;
  }

  const std::string work_dir = flags.values["--work-dir"];
  if (!work_dir.empty()) {
    std::error_code error;
    std::filesystem::create_directories(work_dir, error);
    if (error) return Usage("cannot create --work-dir: " + error.message());
  }
  aprgrid::worker::ExternalRunnerOptions external_options;
  external_options.work_dir = work_dir;
  external_options.subjects_dir = subjects;
  external_options.restrict_engines = true;
  external_options.allowed_engines = flags.allowed_engines;
  aprgrid::worker::ExternalRunner external(external_options);
  std::unique_ptr<aprgrid::worker::TaskRunner> builtin =
      aprgrid::worker::MakeBuiltinRunner(subjects);
  aprgrid::worker::CrfRunnerOptions crf_options;
  crf_options.subjects_dir = subjects;
  crf_options.cache_dir = flags.values["--cache-dir"];
  if (crf_options.cache_dir.empty()) {
    crf_options.cache_dir =
        (std::filesystem::path(work_dir.empty() ? "." : work_dir) / "aprgrid-cache").string();
  }
  std::unique_ptr<aprgrid::worker::TaskRunner> crf = aprgrid::worker::MakeCrfRunner(crf_options);

  aprgrid::worker::WorkerDaemonOptions options;
  options.slots = slots;
  char hostname[256] = {0};
  gethostname(hostname, sizeof(hostname) - 1);
  options.hostname = hostname;
  options.labels = flags.labels;
  options.drain_grace = absl::Seconds(grace_seconds);
  options.unreachable_after =
      unreachable_seconds == 0 ? absl::InfiniteDuration() : absl::Seconds(unreachable_seconds);
  aprgrid::worker::WorkerDaemon daemon(options, link->get(), {builtin.get(), &external, crf.get()},
                                       &metrics);

  std::thread([&daemon, signals] {
    int received = 0;
    sigwait(&signals, &received);
    std::fprintf(stderr, "aprgrid-worker: signal %d: draining\n", received);
    daemon.Drain();
  }).detach();
  const int code = ExitCodeFor(daemon.Run());
  std::fflush(stdout);
  std::fflush(stderr);
  // Exit without destructors: the signal thread sits in sigwait, an uninterruptible built-in
  // attempt may still be computing, and the metrics server's destructor waits up to 2 s.
  std::_Exit(code);
}
