#include "tests/e2e/e2e_cluster.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <csignal>
#include <fstream>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/time/clock.h"
#include "common/random.h"
#include "common/store/sqlite_db.h"
#include "tests/harness/listening_line.h"

namespace aprgrid::e2e {

std::string FakeCampaignSpec(const std::string& name, int seeds, int sleep_ms) {
  return absl::StrCat(
      "name: \"", name, "\"\n", "stage {\n  repair {\n    name: \"fake\"\n",
      "    subjects { bugs: [\"fake-1\", \"fake-2\", \"fake-3\", \"fake-4\", \"fake-5\"] }\n",
      "    search { population: 10 generations: 3 }\n",
      "    strategy: [UNIFORM, PROBABILITY_MATCHING, ADAPTIVE_PURSUIT, EPSILON_GREEDY, UCB]\n",
      "    credit: AVERAGE\n    reward: RAW\n    arm_set: [GENPROG_3, GROUPED_7]\n",
      "    seeds { first: 1 count: ", seeds, " }\n", "    max_tries: 100\n",
      "    engine { external { argv: [\"/usr/bin/python3\", \"", APRGRID_FAKE_ENGINE,
      "\", \"--sleep-ms\", \"", sleep_ms, "\"] } }\n", "  }\n}\n");
}

std::string BuiltinCampaignSpec(const std::string& name, int seeds) {
  return absl::StrCat(
      "name: \"", name, "\"\n", "stage {\n  repair {\n    name: \"builtin\"\n",
      "    subjects { bugs: [\"strings-1\", \"mathx-1\", \"dates-1\", \"expr-1\"] }\n",
      "    search { population: 10 generations: 4 }\n",
      "    strategy: [UNIFORM, PROBABILITY_MATCHING, ADAPTIVE_PURSUIT, EPSILON_GREEDY, UCB]\n",
      "    credit: AVERAGE\n    reward: RAW\n    arm_set: [GENPROG_3, GROUPED_7]\n",
      "    seeds { first: 1 count: ", seeds, " }\n", "    max_tries: 100\n  }\n}\n");
}

absl::StatusOr<std::unique_ptr<E2eCluster>> E2eCluster::Create(const std::string& name) {
  absl::StatusOr<harness::ScratchDir> dir = harness::ScratchDir::Create(name);
  if (!dir.ok()) return dir.status();
  auto cluster = std::unique_ptr<E2eCluster>(new E2eCluster(std::move(*dir)));
  cluster->db_path_ = cluster->dir_.Path("results.db");
  cluster->token_path_ = cluster->dir_.Path("token");
  {
    std::ofstream token(cluster->token_path_);
    token << "e2e-test-token-" << name << "\n";
  }
  chmod(cluster->token_path_.c_str(), 0600);
  return cluster;
}

namespace {

// True if nothing is bound to 127.0.0.1:`port` right now.
bool PortIsFree(int port) {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) return false;
  const int one = 1;
  setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(static_cast<uint16_t>(port));
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  const bool free = bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof(address)) == 0;
  close(fd);
  return free;
}

// A free loopback port below Linux's ephemeral range (32768..60999). A port from that range
// (what port 0 gives) can be taken while the coordinator is down, by another test's outgoing
// connection or by a worker's own reconnect attempt (TCP self-connect to 127.0.0.1:P from local
// port P); the restart on the same port then fails.
int PickPort() {
  Rng rng(static_cast<uint64_t>(getpid()) * 1000003u +
          static_cast<uint64_t>(absl::ToUnixMicros(absl::Now())));
  for (int i = 0; i < 200; ++i) {
    const int port = 20000 + static_cast<int>(rng.Below(12000));
    if (PortIsFree(port)) return port;
  }
  return 0;  // Let the coordinator choose.
}

}  // namespace

absl::Status E2eCluster::StartCoordinator() {
  if (address_.empty()) address_ = absl::StrCat("127.0.0.1:", PickPort());
  absl::Status last;
  // A restart can still find its port briefly taken (a connection in the middle of closing):
  // try again for a few seconds, keeping every attempt's log.
  for (int attempt = 0; attempt < 10; ++attempt) {
    if (attempt > 0) absl::SleepFor(absl::Milliseconds(500));
    harness::DaemonOptions options;
    options.argv = {APRGRID_COORDINATOR_PATH,
                    "--listen",
                    address_,
                    "--metrics-listen",
                    "127.0.0.1:0",
                    "--db",
                    db_path_,
                    "--token-file",
                    token_path_,
                    "--lease-ms",
                    "3000",
                    "--heartbeat-ms",
                    "300"};
    options.log_path = dir_.Path(absl::StrCat("coordinator-", coordinator_starts_++, ".log"));
    absl::StatusOr<std::unique_ptr<harness::DaemonProcess>> process =
        harness::DaemonProcess::Start(options);
    if (!process.ok()) return process.status();
    coordinator_ = std::move(*process);
    absl::StatusOr<std::string> line =
        coordinator_->WaitForLine(harness::kListeningPrefix, absl::Seconds(30));
    if (!line.ok()) {
      last = line.status();
      if (absl::IsFailedPrecondition(line.status())) continue;  // It exited: try again.
      return last;
    }
    absl::StatusOr<harness::ListeningAddresses> addresses = harness::ParseListeningLine(*line);
    if (!addresses.ok()) return addresses.status();
    address_ = addresses->grpc;
    return absl::OkStatus();
  }
  return last;
}

absl::Status E2eCluster::KillCoordinator() {
  if (absl::Status s = coordinator_->Signal(SIGKILL); !s.ok()) return s;
  return coordinator_->Wait(absl::Seconds(10)).status();
}

absl::Status E2eCluster::StartWorker(size_t index, int slots) {
  if (workers_.size() <= index) {
    workers_.resize(index + 1);
    worker_starts_.resize(index + 1);
  }
  harness::DaemonOptions options;
  options.argv = {APRGRID_WORKER_PATH,
                  "--coordinator",
                  address_,
                  "--token-file",
                  token_path_,
                  "--slots",
                  std::to_string(slots),
                  "--label",
                  absl::StrCat("index=", index),
                  "--drain-grace-seconds",
                  "5",
                  "--subjects",
                  APRGRID_E2E_SUBJECTS,
                  "--allow-engine",
                  "/usr/bin/python3"};
  options.log_path =
      dir_.Path(absl::StrCat("worker-", index, "-", worker_starts_[index]++, ".log"));
  absl::StatusOr<std::unique_ptr<harness::DaemonProcess>> process =
      harness::DaemonProcess::Start(options);
  if (!process.ok()) return process.status();
  workers_[index] = std::move(*process);
  return absl::OkStatus();
}

absl::Status E2eCluster::KillWorker(size_t index) {
  if (absl::Status s = workers_[index]->Signal(SIGKILL); !s.ok()) return s;
  return workers_[index]->Wait(absl::Seconds(10)).status();
}

absl::StatusOr<int> E2eCluster::StopWorker(size_t index, absl::Duration timeout) {
  if (absl::Status s = workers_[index]->Signal(SIGTERM); !s.ok()) return s;
  absl::StatusOr<harness::ExitInfo> exit = workers_[index]->Wait(timeout);
  if (!exit.ok()) return exit.status();
  return exit->exit_code;
}

absl::StatusOr<std::string> E2eCluster::Cli(const std::vector<std::string>& args,
                                            bool with_service) {
  std::vector<std::string> argv = {APRGRID_CLI_PATH};
  argv.insert(argv.end(), args.begin(), args.end());
  if (with_service) {
    argv.insert(argv.end(), {"--coordinator", address_, "--token-file", token_path_});
  }
  absl::StatusOr<harness::CommandResult> result = harness::RunCommand(argv, absl::Seconds(120));
  if (!result.ok()) return result.status();
  if (result->exit.exit_code != 0) {
    return absl::InternalError(absl::StrCat("aprgrid ", absl::StrJoin(args, " "), " exited ",
                                            result->exit.exit_code, ": ", result->output));
  }
  return result->output;
}

absl::StatusOr<std::string> E2eCluster::Submit(const std::string& spec_text) {
  const std::string path = dir_.Path("spec.textproto");
  {
    std::ofstream spec(path);
    spec << spec_text;
  }
  return Cli({"submit", path});
}

absl::StatusOr<int64_t> E2eCluster::QueryInt(const std::string& sql) const {
  store::SqliteDb::Options options;
  options.read_only = true;
  absl::StatusOr<store::SqliteDb> db = store::SqliteDb::Open(db_path_, options);
  if (!db.ok()) return db.status();
  return db->QueryInt(sql);
}

absl::StatusOr<int64_t> E2eCluster::Unfinished() const {
  return QueryInt("SELECT COUNT(*) FROM attempts WHERE state IN ('queued', 'running')");
}

absl::Status E2eCluster::WaitFinished(absl::Duration timeout) {
  const absl::Time deadline = absl::Now() + timeout;
  while (absl::Now() < deadline) {
    absl::StatusOr<int64_t> left = Unfinished();
    if (left.ok() && *left == 0) return absl::OkStatus();
    absl::SleepFor(absl::Milliseconds(200));
  }
  return absl::DeadlineExceededError(
      absl::StrCat("campaign not finished; unfinished: ", Unfinished().value_or(-1)));
}

absl::StatusOr<std::string> E2eCluster::ResultsSnapshot() const {
  store::SqliteDb::Options options;
  options.read_only = true;
  absl::StatusOr<store::SqliteDb> db = store::SqliteDb::Open(db_path_, options);
  if (!db.ok()) return db.status();
  // Timing (queued/started/finished/wall_ms), worker_id, epoch, tries and lease columns differ
  // between a run with faults and one without by design; everything else must not.
  const char* queries[] = {
      "SELECT attempt_key, stage, bug, strategy, credit, reward, arm_set, activation, seed, "
      "state, patched, variants_to_patch, variants_evaluated, generations_run, patch_diff, "
      "quality_passed, quality_total, error FROM attempts ORDER BY attempt_key",
      "SELECT g.attempt_key, g.generation, g.best_fitness, g.mean_fitness, g.median_fitness, "
      "g.variants_evaluated, g.variants_not_compiling, g.variants_passing_all, "
      "g.variants_passing_negative FROM generations g JOIN attempts a USING (attempt_key) "
      "WHERE g.epoch = a.epoch ORDER BY g.attempt_key, g.generation",
      "SELECT o.attempt_key, o.generation, o.arm, o.selections, o.reward_sum, o.quality, "
      "o.probability FROM operator_stats o JOIN attempts a USING (attempt_key) "
      "WHERE o.epoch = a.epoch ORDER BY o.attempt_key, o.generation, o.arm"};
  std::string out;
  for (const char* sql : queries) {
    absl::StatusOr<store::SqliteStatement> stmt = db->Prepare(sql);
    if (!stmt.ok()) return stmt.status();
    while (true) {
      absl::StatusOr<bool> row = stmt->Step();
      if (!row.ok()) return row.status();
      if (!*row) break;
      for (int i = 0; i < stmt->ColumnCount(); ++i) {
        absl::StrAppend(&out, i ? "|" : "",
                        stmt->ColumnIsNull(i) ? "NULL" : store::AsAbsl(stmt->ColumnText(i)));
      }
      out += "\n";
    }
    out += "--\n";
  }
  return out;
}

}  // namespace aprgrid::e2e
