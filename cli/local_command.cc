// `aprgrid local SPEC [--workers N] [--db FILE]`: a coordinator and N workers on loopback in this
// process, the campaign submitted, followed with the progress bar, and its report printed.
#include <openssl/rand.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/escaping.h"
#include "absl/synchronization/mutex.h"
#include "cli/builtin_smoke_spec.h"  // Generated from configs/smoke.textproto.
#include "cli/campaign_client.h"
#include "cli/campaign_report.h"
#include "cli/command.h"
#include "cli/flags.h"
#include "cli/patch_example.h"
#include "cli/progress_bar.h"
#include "cli/results_query.h"
#include "cli/service_flags.h"
#include "cli/watch_progress.h"
#include "common/file_util.h"
#include "common/install_layout.h"
#include "coordinator/server.h"
#include "worker/daemon/builtin_runner.h"
#include "worker/daemon/coordinator_link.h"
#include "worker/daemon/crf_runner.h"
#include "worker/daemon/external_runner.h"
#include "worker/daemon/malloc_arenas.h"
#include "worker/daemon/worker_daemon.h"
#include "worker/repair/shared_outcomes.h"

namespace aprgrid::cli {
namespace {

std::string DefaultSubjects() {
  const char* env = std::getenv("APRGRID_SUBJECTS");
  if (env != nullptr && *env != '\0') return env;
  if (std::filesystem::is_directory("subjects")) return "subjects";
  // An installed binary: PREFIX/share/aprgrid/subjects, wherever PREFIX was moved.
  if (const std::string data = InstalledDataDir(); !data.empty()) return data + "/subjects";
  return APRGRID_DEFAULT_SUBJECTS_DIR;  // The source tree's catalog, fixed at configure time.
}

// Counts the workers' idle notices (WorkerDaemonOptions::on_idle).
struct IdleSignal {
  absl::Mutex mu;
  uint64_t count ABSL_GUARDED_BY(mu) = 0;
  void Notify() {
    absl::MutexLock lock(&mu);
    ++count;
  }
};

// Follows the campaign until it stops running: progress every `interval` (one Get, a lookup in
// the coordinator's memory), and at once when every worker is idle (nothing queued for it,
// nothing held), which is when a campaign ends: its end is seen within a Get round trip instead
// of at the next poll. Returns the last state seen.
absl::StatusOr<v1::Campaign> FollowLocal(CampaignClient& client, const std::string& campaign,
                                         const std::vector<const worker::WorkerDaemon*>& daemons,
                                         IdleSignal& idle, absl::Duration interval, bool json,
                                         std::ostream& out) {
  ProgressBar bar(out, !json && IsTerminal(1));
  CompletionRate rate;
  absl::Time next_poll = absl::InfinitePast();
  bool signalled = false;
  uint64_t seen = 0;
  while (true) {
    const bool all_idle =
        signalled && std::all_of(daemons.begin(), daemons.end(), [](auto* d) { return d->idle(); });
    if (absl::Now() >= next_poll || all_idle) {
      absl::StatusOr<v1::Campaign> state = client.Get(campaign, /*with_cells=*/false);
      if (!state.ok()) return state.status();
      if (json) {
        ObserveProgress(*state, absl::Now(), rate);
        out << ProgressJson(*state, &rate) << "\n" << std::flush;
      } else {
        bar.Update(*state);
      }
      if (state->state() != v1::CAMPAIGN_RUNNING) {
        if (!json) bar.Done();
        return state;
      }
      next_poll = absl::Now() + interval;
    }
    absl::MutexLock lock(&idle.mu);
    auto changed = [&]() ABSL_EXCLUSIVE_LOCKS_REQUIRED(idle.mu) { return idle.count != seen; };
    signalled = idle.mu.AwaitWithDeadline(absl::Condition(&changed), next_poll);
    seen = idle.count;
  }
}

// One in-process worker: its link, runners, metrics and the thread running its loop.
struct LocalWorker {
  std::unique_ptr<worker::CoordinatorLink> link;
  std::unique_ptr<worker::TaskRunner> builtin;
  std::unique_ptr<worker::ExternalRunner> external;
  std::unique_ptr<worker::TaskRunner> crf;
  std::unique_ptr<worker::WorkerMetrics> metrics;
  std::unique_ptr<worker::WorkerDaemon> daemon;
  std::thread thread;
};

// The campaign to run: SPEC's text, or the built-in smoke campaign when no SPEC is given.
struct LocalSpec {
  std::string text;
  std::string source_name;
};

// Reads SPEC (`positional`, at most one path); nullopt after reporting an unreadable file.
std::optional<LocalSpec> ReadLocalSpec(const std::vector<std::string>& positional, bool json,
                                       std::ostream& out, std::ostream& err) {
  LocalSpec spec;
  if (positional.empty()) {
    // The built-in campaign, compiled in (cli/CMakeLists.txt), so it runs from any folder.
    spec.text = kBuiltinSmokeSpec;
    spec.source_name = "built-in smoke campaign (configs/smoke.textproto)";
    (json ? err : out) << "aprgrid local: no SPEC given: running the " << spec.source_name << "\n";
    return spec;
  }
  absl::StatusOr<std::string> text = ReadFileToString(positional[0]);
  if (!text.ok()) {
    err << "aprgrid local: " << text.status().message() << "\n";
    return std::nullopt;
  }
  spec.text = *std::move(text);
  spec.source_name = positional[0];
  return spec;
}

// A fresh secret per run, never written anywhere: only this process talks to its coordinator.
absl::StatusOr<std::string> NewLocalToken() {
  unsigned char secret[24];
  if (RAND_bytes(secret, sizeof(secret)) != 1) {
    return absl::InternalError("no random bytes for the token");
  }
  return absl::BytesToHexString(std::string(reinterpret_cast<char*>(secret), sizeof(secret)));
}

// The coordinator of `aprgrid local`: loopback ports chosen by the system, results in `db`.
absl::StatusOr<std::unique_ptr<coordinator::CoordinatorServer>> StartLocalCoordinator(
    const std::string& db, const std::string& subjects, const std::string& token) {
  coordinator::ServerOptions server_options;
  server_options.listen = "127.0.0.1:0";
  server_options.metrics_listen = "127.0.0.1:0";
  server_options.db_path = db;
  server_options.token = token;
  server_options.subjects_dir = subjects;
  server_options.lease_duration_ms = 30000;
  server_options.heartbeat_interval_ms = 2000;
  return coordinator::CoordinatorServer::Start(server_options);
}

// What every in-process worker shares.
struct LocalWorkerSettings {
  std::string address;    // The coordinator's gRPC address.
  std::string token;      // Its bearer token.
  std::string subjects;   // The subject catalog.
  std::string cache_dir;  // Where the CRF runner caches its default dataset.
  // Test outcomes shared by every worker's built-in attempts (null: none).
  std::shared_ptr<repair::SharedOutcomes> shared_outcomes;
};

// Starts `workers` one-slot workers, each on a thread of its own, into `pool`. They notify `idle`
// whenever they are idle. On error, the workers already started stay in `pool`.
absl::Status StartLocalWorkers(uint64_t workers, const LocalWorkerSettings& settings,
                               IdleSignal& idle, std::vector<std::unique_ptr<LocalWorker>>& pool) {
  for (uint64_t i = 0; i < workers; ++i) {
    auto w = std::make_unique<LocalWorker>();
    worker::LinkOptions link_options;
    link_options.address = settings.address;
    link_options.token = settings.token;
    auto link = worker::MakeGrpcCoordinatorLink(link_options);
    if (!link.ok()) return link.status();
    w->link = std::move(*link);
    w->builtin = worker::MakeBuiltinRunner(settings.subjects, settings.shared_outcomes);
    worker::ExternalRunnerOptions external_options;
    external_options.subjects_dir = settings.subjects;
    w->external = std::make_unique<worker::ExternalRunner>(external_options);
    worker::CrfRunnerOptions crf_options;
    crf_options.subjects_dir = settings.subjects;
    crf_options.cache_dir = settings.cache_dir;
    w->crf = worker::MakeCrfRunner(crf_options);
    w->metrics = std::make_unique<worker::WorkerMetrics>(1);
    worker::WorkerDaemonOptions options;
    options.slots = 1;
    options.hostname = "local-" + std::to_string(i);
    options.quiet = true;
    options.on_idle = [&idle] { idle.Notify(); };
    w->daemon = std::make_unique<worker::WorkerDaemon>(
        options, w->link.get(),
        worker::TaskRunners{w->builtin.get(), w->external.get(), w->crf.get()}, w->metrics.get());
    worker::WorkerDaemon* daemon = w->daemon.get();
    w->thread = std::thread([daemon] { daemon->Run(); });
    pool.push_back(std::move(w));
  }
  return absl::OkStatus();
}

// Drains and joins every worker of `pool`, then shuts the coordinator down.
void StopLocal(std::vector<std::unique_ptr<LocalWorker>>& pool,
               coordinator::CoordinatorServer& server) {
  for (auto& w : pool) w->daemon->Drain();
  for (auto& w : pool) w->thread.join();
  server.Shutdown();
}

// Prints the report of the finished campaign (unless `no_report`) and returns the exit code.
int FinishLocal(const std::string& db, const std::string& campaign_id,
                const absl::StatusOr<v1::Campaign>& last, bool json, bool no_report,
                std::ostream& out, std::ostream& err) {
  if (!last.ok()) return ReportFailure("local", last.status(), err);
  if (!no_report) {
    if (absl::Status status = WriteCampaignReport(db, campaign_id, last->name(), json, out);
        !status.ok()) {
      return ReportFailure("local", status, err);
    }
    if (!json) {
      // A newcomer's first run ends with a repair to read (configs/smoke.textproto).
      if (absl::Status status = WriteExamplePatch(db, campaign_id, out); !status.ok()) {
        return ReportFailure("local", status, err);
      }
      out << "\nQuery the results with: sqlite3 " << db
          << " (tables and views such as repair_configs and crf_results: docs/results-schema.md)\n";
    }
  }
  return ExitCodeFor(*last);
}

int RunLocal(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  FlagParser parser;
  uint64_t workers = std::max(1u, std::thread::hardware_concurrency());
  std::string db = "aprgrid-results.db", subjects;
  bool json = false, force = false, no_report = false;
  uint64_t shared_outcomes_mb = worker::kDefaultSharedOutcomesMb;
  parser.AddUint64("workers", &workers);
  parser.AddUint64("shared-outcomes-mb", &shared_outcomes_mb);
  parser.AddString("db", &db);
  parser.AddString("subjects", &subjects);
  parser.AddBool("json", &json);
  parser.AddBool("force", &force);
  parser.AddBool("no-report", &no_report);
  std::vector<std::string> positional;
  if (absl::Status status = parser.Parse(args, &positional);
      !status.ok() || positional.size() > 1) {
    err << "aprgrid local: " << (status.ok() ? "expected at most one SPEC file" : status.message())
        << "\n";
    return kExitUsage;
  }
  if (workers < 1 || workers > 1024) {
    err << "aprgrid local: --workers wants 1..1024\n";
    return kExitUsage;
  }
  if (subjects.empty()) subjects = DefaultSubjects();
  std::optional<LocalSpec> spec = ReadLocalSpec(positional, json, out, err);
  if (!spec) return kExitInvalid;
  absl::SetMutexDeadlockDetectionMode(absl::OnDeadlockCycle::kIgnore);
  // Before the coordinator starts its threads: every worker's slot and reporter threads get a
  // malloc arena of their own, as the threads of a loop of attempts would.
  worker::ReserveMallocArenas(static_cast<int>(2 * workers));

  absl::StatusOr<std::string> token = NewLocalToken();
  if (!token.ok()) {
    err << "aprgrid local: " << token.status().message() << "\n";
    return kExitInvalid;
  }
  auto server = StartLocalCoordinator(db, subjects, *token);
  if (!server.ok()) {
    err << "aprgrid local: cannot start the coordinator: " << server.status().message() << "\n";
    return kExitInvalid;
  }
  LocalWorkerSettings settings;
  settings.address = (*server)->grpc_address();
  settings.token = *token;
  settings.subjects = subjects;
  // The CRF default dataset is generated once and cached beside the results database.
  settings.cache_dir = (std::filesystem::absolute(db).parent_path() / "aprgrid-cache").string();
  // One table for all the workers of this process (docs/repair-engine.md, "Shared test
  // outcomes").
  if (shared_outcomes_mb > 0) {
    settings.shared_outcomes = std::make_shared<repair::SharedOutcomes>(
        static_cast<size_t>(std::min<uint64_t>(shared_outcomes_mb, 1 << 20)) << 20);
  }

  // The workers start once the campaign is submitted: started earlier, they would find nothing
  // queued and wait the coordinator's retry_after_ms (a second) before their first lease.
  IdleSignal idle;  // Before the pool: the workers' threads notify it until they end.
  std::vector<std::unique_ptr<LocalWorker>> pool;
  auto client = CampaignClient::Connect(settings.address, *token, "");
  v1::SubmitRequest request;
  request.set_spec_text(spec->text);
  request.set_source_name(spec->source_name);
  request.set_force(force);
  absl::StatusOr<v1::SubmitResponse> response =
      client.ok() ? (*client)->Submit(request)
                  : absl::StatusOr<v1::SubmitResponse>(client.status());
  if (!response.ok()) {
    StopLocal(pool, **server);
    return ReportFailure("local", response.status(), err);
  }
  if (absl::Status started = StartLocalWorkers(workers, settings, idle, pool); !started.ok()) {
    err << "aprgrid local: " << started.message() << "\n";
    StopLocal(pool, **server);
    return kExitInvalid;
  }
  if (!json) {
    out << "campaign " << response->campaign_id() << ": " << response->attempts_total()
        << " attempts (" << response->attempts_added() << " new), " << workers
        << " workers, results in " << db << std::endl;  // Flushed: logs show it at once.
  }
  std::vector<const worker::WorkerDaemon*> daemons;
  for (const auto& w : pool) daemons.push_back(w->daemon.get());
  absl::StatusOr<v1::Campaign> last = FollowLocal(**client, response->campaign_id(), daemons, idle,
                                                  absl::Milliseconds(500), json, out);
  StopLocal(pool, **server);
  return FinishLocal(db, response->campaign_id(), last, json, no_report, out, err);
}

}  // namespace

const Command kLocalCommand = {
    "local", "run a campaign on this machine (coordinator and workers in one process)",
    "usage: aprgrid local [SPEC] [--workers N] [--db FILE] [--subjects DIR] [--force] [--json]\n"
    "                     [--no-report] [--shared-outcomes-mb N]\n"
    "\n"
    "Starts a coordinator and N workers (default: one per core, one slot each) on loopback in\n"
    "this process with a random in-memory token, submits SPEC, shows the progress bar, and\n"
    "prints the report (as `aprgrid report`) at the end. The results stay in FILE (default\n"
    "aprgrid-results.db) for SQL; running the same SPEC again with the same FILE adds only new\n"
    "attempts (and resumes an interrupted run).\n"
    "\n"
    "Without SPEC, runs the built-in smoke campaign: configs/smoke.textproto as it was when\n"
    "this binary was built (124 short attempts on five bugs, most of them repaired; about five\n"
    "seconds on two cores), and shows one of the patches found at the end.\n"
    "\n"
    "  --subjects DIR   subject catalog (default $APRGRID_SUBJECTS, ./subjects, an installed\n"
    "                   binary's PREFIX/share/aprgrid/subjects, or the source tree's subjects/)\n"
    "  --json           progress updates and the report rows as JSON lines\n"
    "  --shared-outcomes-mb N\n"
    "                   memory for test outcomes shared by the attempts of the same bug, in MiB\n"
    "                   (default 0: none); changes no result, only the time\n"
    "\n"
    "Exit codes: 0 every attempt done, 1 invalid spec or the database cannot be opened, 2 usage\n"
    "error, 5 attempts failed or were cancelled.\n",
    RunLocal};

}  // namespace aprgrid::cli
