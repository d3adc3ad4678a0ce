// aprgrid-worker: leases repair and CRF attempts from a coordinator and runs them
// (docs/worker.md).
//
//   aprgrid-worker (--coordinator HOST:PORT | --coordinator-file F) --token-file F [--tls-ca F]
//                  [--slots N] [--work-dir D] [--metrics-listen HOST:PORT]
//                  [--metrics-target-file F] [--label k=v]... [--subjects DIR]
//                  [--cache-dir D] [--drain-grace-seconds S] [--exit-when-idle DURATION]
//                  [--allow-engine PATH]... [--unreachable-seconds S] [--log-level L]
//                  [--shared-outcomes-mb N]
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
#include <iostream>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/synchronization/mutex.h"
#include "absl/time/clock.h"
#include "common/auth/token.h"
#include "common/flags/program_flags.h"
#include "common/install_layout.h"
#include "common/logging.h"
#include "common/metrics/process_collector.h"
#include "prometheus/exposer.h"
#include "prometheus/registry.h"
#include "worker/daemon/builtin_runner.h"
#include "worker/daemon/coordinator_link.h"
#include "worker/daemon/crf_runner.h"
#include "worker/daemon/external_runner.h"
#include "worker/daemon/malloc_arenas.h"
#include "worker/daemon/metrics_target.h"
#include "worker/daemon/resolving_link.h"
#include "worker/daemon/shared_outcomes_collector.h"
#include "worker/daemon/worker_daemon.h"
#include "worker/repair/shared_outcomes.h"

namespace {

// Exit codes; docs/operations.md ("Worker exit codes") says what a supervisor should do with each.
constexpr int kExitDrained = 0;      // Drained after SIGTERM, SIGINT or --exit-when-idle.
constexpr int kExitCannotStart = 1;  // A local resource failed (metrics port, work folder).
constexpr int kExitRefused = 3;      // The coordinator refused this worker (token, TLS).
constexpr int kExitUnreachable = 4;  // No call reached the coordinator for --unreachable-seconds.

constexpr char kUsage[] =
    "usage: aprgrid-worker (--coordinator HOST:PORT | --coordinator-file F) --token-file F\n"
    "                      [--tls-ca F] [--slots N] [--work-dir D] [--metrics-listen HOST:PORT]\n"
    "                      [--metrics-target-file F] [--label k=v]...\n"
    "                      [--subjects DIR] [--cache-dir D] [--drain-grace-seconds S]\n"
    "                      [--exit-when-idle DURATION] [--allow-engine PATH]...\n"
    "                      [--unreachable-seconds S] [--shared-outcomes-mb N]\n"
    "Leases attempts from a coordinator and runs them; see docs/worker.md.\n"
    "Anyone holding the token can run every --allow-engine engine, with any arguments, on this\n"
    "worker (default: the built-in engine only).\n"
    "Exit codes: 0 drained (SIGTERM/SIGINT/--exit-when-idle), 1 cannot start, 2 usage,\n"
    "3 refused by the coordinator (token, TLS), 4 coordinator unreachable.\n";

int Usage(const std::string& problem) {
  std::fprintf(stderr, "aprgrid-worker: %s\n", problem.c_str());
  return aprgrid::flags::kExitUsage;
}

// The exit code for how the daemon ended, with a log line saying why.
int ExitCodeFor(const aprgrid::worker::RunResult& result) {
  namespace logging = aprgrid::logging;
  if (result.status.ok()) {
    logging::Info(absl::StrCat(
        "drained",
        result.all_threads_ended ? "" : " (an uninterruptible attempt was still computing)"));
    return kExitDrained;
  }
  const bool unreachable = absl::IsUnavailable(result.status);
  const int code = unreachable ? kExitUnreachable : kExitRefused;
  logging::Error(
      absl::StrCat("exiting with code ", code, " (",
                   unreachable ? "coordinator unreachable" : "refused by the coordinator",
                   "): ", result.status.message()));
  return code;
}

}  // namespace

int main(int argc, char** argv) {
  namespace logging = aprgrid::logging;
  std::map<std::string, std::string> flags;
  std::map<std::string, std::string> labels;
  std::vector<std::string> label_flags;
  uint64_t slots_flag = 0;
  uint64_t grace_flag = 10;
  aprgrid::flags::FlagParser parser;
  parser.AddString("coordinator", &flags["--coordinator"],
                   "coordinator HOST:PORT; this or --coordinator-file is required");
  parser.AddString("coordinator-file", &flags["--coordinator-file"],
                   "file holding the coordinator's HOST:PORT, read again whenever the "
                   "coordinator cannot be reached (it moved)");
  parser.AddString("token-file", &flags["--token-file"], "bearer token file (mode 600); required");
  parser.AddString("tls-ca", &flags["--tls-ca"], "CA certificate: talk TLS to the coordinator");
  parser.AddUint64("slots", &slots_flag, "attempts run at once, 1..1024 (default: the cores)");
  parser.AddString("work-dir", &flags["--work-dir"], "scratch folder for external engines");
  parser.AddString("metrics-listen", &flags["--metrics-listen"],
                   "Prometheus /metrics address HOST:PORT (port 0: any free)");
  parser.AddString("metrics-target-file", &flags["--metrics-target-file"],
                   "write this worker's /metrics address as a Prometheus file_sd target (with a "
                   "node label) to F while it runs; %h in F becomes the host name");
  parser.AddStrings("label", &label_flags, "k=v label reported to the coordinator");
  parser.AddString("subjects", &flags["--subjects"],
                   "subject catalog (default ./subjects, else PREFIX/share/aprgrid/subjects)");
  parser.SetEnv("subjects", "APRGRID_SUBJECTS");
  parser.AddString("cache-dir", &flags["--cache-dir"], "CRF dataset cache");
  parser.AddUint64("drain-grace-seconds", &grace_flag,
                   "seconds a drain waits for running attempts (default 10)");
  absl::Duration exit_when_idle = absl::ZeroDuration();
  parser.AddDuration("exit-when-idle", &exit_when_idle,
                     "drain and exit 0 once nothing was queued for this long (e.g. 10m)");
  std::vector<std::string> allowed_engines;
  parser.AddStrings("allow-engine", &allowed_engines,
                    "let attempts run the external engine whose argv[0] is exactly PATH "
                    "(repeatable; default: the built-in engine only)");
  uint64_t unreachable_seconds = 300;
  parser.AddUint64("unreachable-seconds", &unreachable_seconds,
                   "exit with code 4 when no call reaches the coordinator for this long "
                   "(default 300; 0: keep retrying)");
  uint64_t shared_outcomes_mb = aprgrid::worker::kDefaultSharedOutcomesMb;
  parser.AddUint64("shared-outcomes-mb", &shared_outcomes_mb,
                   "memory for test outcomes shared by the built-in engine's attempts of the "
                   "same bug, in MiB (default 0: none, every attempt runs its own tests)");
  if (std::optional<int> exit = aprgrid::flags::ParseProgramFlags("aprgrid-worker", kUsage, parser,
                                                                  {argv + 1, argv + argc}, nullptr,
                                                                  std::cout, std::cerr)) {
    return *exit;
  }
  for (const std::string& value : label_flags) {
    size_t sep = value.find('=');
    if (sep == std::string::npos || sep == 0)
      return Usage("--label wants k=v, not \"" + value + "\"");
    labels[value.substr(0, sep)] = value.substr(sep + 1);
  }
  if (flags["--coordinator"].empty() == flags["--coordinator-file"].empty()) {
    return Usage("give one of --coordinator HOST:PORT and --coordinator-file F");
  }
  if (!flags["--metrics-target-file"].empty() && flags["--metrics-listen"].empty()) {
    return Usage("--metrics-target-file needs --metrics-listen");
  }
  if (flags["--token-file"].empty()) return Usage("--token-file is required");
  int slots = static_cast<int>(std::thread::hardware_concurrency());
  if (parser.WasSet("slots")) {
    if (slots_flag < 1 || slots_flag > 1024) return Usage("--slots wants 1..1024");
    slots = static_cast<int>(slots_flag);
  }
  if (slots < 1) slots = 1;
  if (grace_flag > 86400) return Usage("--drain-grace-seconds wants 0..86400");
  for (const std::string& engine : allowed_engines) {
    if (engine.empty()) return Usage("--allow-engine wants the engine's argv[0]");
  }
  const int grace_seconds = static_cast<int>(grace_flag);
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
    // ./subjects, else an installed binary's PREFIX/share/aprgrid/subjects.
    const std::string data = aprgrid::InstalledDataDir();
    subjects =
        std::filesystem::is_directory("subjects") || data.empty() ? "subjects" : data + "/subjects";
  }
  aprgrid::worker::LinkOptions link_options;
  link_options.token = *token;
  link_options.tls_ca = flags["--tls-ca"];
  absl::StatusOr<std::unique_ptr<aprgrid::worker::CoordinatorLink>> link;
  if (!flags["--coordinator-file"].empty()) {
    link = aprgrid::worker::ResolvingCoordinatorLink::Create(
        flags["--coordinator-file"], [link_options](const std::string& address) {
          aprgrid::worker::LinkOptions options = link_options;
          options.address = address;
          return aprgrid::worker::MakeGrpcCoordinatorLink(options);
        });
    if (!link.ok()) {
      return Usage(absl::StrCat("--coordinator-file: ", link.status().message()));
    }
  } else {
    link_options.address = flags["--coordinator"];
    link = aprgrid::worker::MakeGrpcCoordinatorLink(link_options);
    if (!link.ok()) return Usage(std::string(link.status().message()));
  }
  char hostname[256] = {0};
  gethostname(hostname, sizeof(hostname) - 1);

  aprgrid::worker::WorkerMetrics metrics(slots);
  std::unique_ptr<prometheus::Exposer> exposer;
  std::string target_file;  // Removed again when the worker exits.
  auto process_metrics = std::make_shared<aprgrid::metrics::ProcessCollector>("aprgrid-worker");
  // One table for every slot's built-in attempts (docs/repair-engine.md, "Shared test outcomes").
  std::shared_ptr<aprgrid::repair::SharedOutcomes> shared_outcomes;
  std::shared_ptr<aprgrid::worker::SharedOutcomesCollector> shared_metrics;
  if (shared_outcomes_mb > 0) {
    shared_outcomes = std::make_shared<aprgrid::repair::SharedOutcomes>(
        static_cast<size_t>(std::min<uint64_t>(shared_outcomes_mb, 1 << 20)) << 20);
    shared_metrics = std::make_shared<aprgrid::worker::SharedOutcomesCollector>(shared_outcomes);
  }
  if (!flags["--metrics-listen"].empty()) {
    try {  // civetweb reports a bind failure by throwing.
      exposer = std::make_unique<prometheus::Exposer>(flags["--metrics-listen"], 1);
    } catch (const std::exception& e) {
      logging::Error(absl::StrCat("cannot listen on ", flags["--metrics-listen"], ": ", e.what()));
      return kExitCannotStart;
    }
    exposer->RegisterCollectable(metrics.registry());
    exposer->RegisterCollectable(process_metrics);
    if (shared_metrics != nullptr) exposer->RegisterCollectable(shared_metrics);
    std::string host = flags["--metrics-listen"].substr(0, flags["--metrics-listen"].rfind(':'));
    std::vector<int> ports = exposer->GetListeningPorts();
    const int port = ports.empty() ? 0 : ports[0];
    std::printf("listening metrics=%s:%d\n", host.c_str(), port);
    std::fflush(stdout);
    if (!flags["--metrics-target-file"].empty()) {
      // A wildcard address is reached through the node's name.
      const bool wildcard = host.empty() || host == "0.0.0.0" || host == "[::]" || host == "::";
      target_file = aprgrid::worker::ExpandTargetPath(flags["--metrics-target-file"], hostname);
      absl::Status written = aprgrid::worker::WriteMetricsTarget(
          target_file, wildcard ? std::string(hostname) : host, port, labels);
      if (!written.ok()) {
        logging::Error(std::string(written.message()));
        return kExitCannotStart;
      }
    }
  }

  if (!flags["--work-dir"].empty()) {
    std::error_code error;
    std::filesystem::create_directories(flags["--work-dir"], error);
    if (error) {
      std::error_code ignored;
      if (!target_file.empty()) std::filesystem::remove(target_file, ignored);
      return Usage("cannot create --work-dir: " + error.message());
    }
  }
  aprgrid::worker::ExternalRunnerOptions external_options;
  external_options.work_dir = flags["--work-dir"];
  external_options.subjects_dir = subjects;
  external_options.restrict_engines = true;
  external_options.allowed_engines = allowed_engines;
  aprgrid::worker::ExternalRunner external(external_options);
  std::unique_ptr<aprgrid::worker::TaskRunner> builtin =
      aprgrid::worker::MakeBuiltinRunner(subjects, shared_outcomes);
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
  options.hostname = hostname;
  options.labels = labels;
  options.drain_grace = absl::Seconds(grace_seconds);
  options.unreachable_after = unreachable_seconds == 0
                                  ? absl::InfiniteDuration()
                                  : absl::Seconds(static_cast<int64_t>(unreachable_seconds));
  aprgrid::worker::WorkerDaemon daemon(options, link->get(), {builtin.get(), &external, crf.get()},
                                       &metrics);

  if (exit_when_idle > absl::ZeroDuration()) {
    // Polled: idle() is cheap, and a batch job's idle limit is minutes, not milliseconds.
    std::thread([&daemon, exit_when_idle] {
      const absl::Duration poll =
          std::clamp(exit_when_idle / 10, absl::Milliseconds(10), absl::Seconds(1));
      absl::Time idle_since = absl::InfiniteFuture();
      while (true) {
        absl::SleepFor(poll);
        const absl::Time now = absl::Now();
        if (!daemon.idle()) {
          idle_since = absl::InfiniteFuture();
        } else if (idle_since == absl::InfiniteFuture()) {
          idle_since = now;
        } else if (now - idle_since >= exit_when_idle) {
          logging::Info(absl::StrCat("nothing queued for ", absl::FormatDuration(now - idle_since),
                                     " (--exit-when-idle): draining"));
          daemon.Drain();
          return;
        }
      }
    }).detach();
  }
  std::thread([&daemon, signals] {
    int received = 0;
    sigwait(&signals, &received);
    logging::Info(absl::StrCat("signal ", received, ": draining"));
    daemon.Drain();
  }).detach();
  const int code = ExitCodeFor(daemon.Run());
  if (!target_file.empty()) {
    std::error_code ignored;
    std::filesystem::remove(target_file, ignored);
  }
  std::fflush(stdout);
  std::fflush(stderr);
  // Exit without destructors: the signal thread sits in sigwait, an uninterruptible built-in
  // attempt may still be computing, and the metrics server's destructor waits up to 2 s.
  std::_Exit(code);
}
