// The coordinator binary is SIGKILLed twice during a campaign driven by simulated workers and
// restarted on the same database and port: at the end every attempt is done exactly once (one
// epoch's rows each), and the database passes PRAGMA integrity_check (docs/architecture.md,
// invariants 4 and 6). Leases handed out on a ReportBatch reply are in the file when the reply
// arrives, so they survive a SIGKILL right after it: the restarted coordinator takes their
// results at their epochs.
//
// A SIGKILL while a large Submit is being written leaves all of it or none of it: the attempt rows
// and their stage links are one transaction, and a Submit that was answered is in the file.
//
// The port is chosen below the kernel's ephemeral range (ip_local_port_range), so no client
// socket of this or another test can be given it while the coordinator is down, and the restart
// re-binds it with retries until a deadline. (A port first picked with `:0` is an ephemeral one:
// between the kill and the restart any outgoing connection on the machine could take it.)
#include <signal.h>
#include <stdlib.h>
#include <sys/stat.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <functional>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "common/store/sqlite_db.h"
#include "gtest/gtest.h"
#include "tests/coordinator/coordinator_process.h"
#include "tests/coordinator/sim_worker.h"

namespace aprgrid::testing {
namespace {

constexpr char kToken[] = "crash-token";
constexpr int kAttempts = 4 * 12;
constexpr int kGenerations = 5;

// 4 bugs x 1 cell x 12 seeds.
constexpr char kSpec[] = R"(name: "crash"
stage {
  repair {
    name: "s"
    subjects { bugs: ["b-1", "b-2", "b-3", "b-4"] }
    strategy: [EPSILON_GREEDY]
    credit: [AVERAGE]
    reward: [RAW]
    arm_set: [GROUPED_7]
    seeds { count: 12 }
    max_tries: 20
  }
}
)";

// Leases and completes attempts until the campaign is finished, riding out coordinator restarts:
// UNAVAILABLE means "retry the same thing", FAILED_PRECONDITION means "the lease is gone".
void RunWorker(const std::string& address, std::atomic<bool>* stop) {
  SimWorker worker(MakeChannel(address), kToken);
  while (!stop->load() && !worker.Register(2).ok()) {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  while (!stop->load()) {
    std::vector<v1::Task> tasks;
    if (!worker.Lease(2, &tasks).ok() || tasks.empty()) {
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
      continue;
    }
    for (const v1::Task& task : tasks) {
      const auto events =
          CompletionEvents(task, kGenerations, 7, task.attempt().repair().seed() % 2);
      while (!stop->load()) {
        v1::ReportAck ack;
        grpc::Status status = worker.Report(events, &ack, true, /*pace_ms=*/3);
        if (status.error_code() != grpc::StatusCode::UNAVAILABLE &&
            status.error_code() != grpc::StatusCode::CANCELLED &&
            status.error_code() != grpc::StatusCode::DEADLINE_EXCEEDED) {
          break;  // Acknowledged, or the lease is gone (then the attempt is re-queued).
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
      }
    }
  }
}

// The first port of the kernel's ephemeral range (32768 if it cannot be read).
int EphemeralPortsStart() {
  std::ifstream range("/proc/sys/net/ipv4/ip_local_port_range");
  int first = 0;
  return range >> first && first > 1024 ? first : 32768;
}

// Starts the coordinator on 127.0.0.1:`port`, retrying while the port cannot be bound yet (the
// coordinator exits at once then) until `timeout` has passed.
absl::StatusOr<CoordinatorProcess> StartOnPort(
    const std::function<std::vector<std::string>(const std::string&)>& args, int port,
    std::chrono::seconds timeout) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  const std::string listen = "127.0.0.1:" + std::to_string(port);
  while (true) {
    absl::StatusOr<CoordinatorProcess> process = CoordinatorProcess::Start(args(listen));
    if (process.ok() || std::chrono::steady_clock::now() >= deadline) return process;
    std::this_thread::sleep_for(std::chrono::milliseconds(100));  // Retry pace, not a wait.
  }
}

// Starts the coordinator on a free port below the ephemeral range (a few random tries: another
// test may hold one).
absl::StatusOr<CoordinatorProcess> StartOnFreshPort(
    const std::function<std::vector<std::string>(const std::string&)>& args, int* port) {
  std::mt19937 rng(std::random_device{}());
  const int last = EphemeralPortsStart() - 1;
  std::uniform_int_distribution<int> pick(std::max(1025, last - 12000), last);
  absl::StatusOr<CoordinatorProcess> process = absl::UnavailableError("no port tried");
  for (int attempt = 0; attempt < 20 && !process.ok(); ++attempt) {
    *port = pick(rng);
    process = CoordinatorProcess::Start(args("127.0.0.1:" + std::to_string(*port)));
  }
  return process;
}

int64_t DoneCount(const std::string& db_path) {
  store::SqliteDb::Options options;
  options.read_only = true;
  auto db = store::SqliteDb::Open(db_path, options);
  if (!db.ok()) return -1;
  auto n = db->QueryInt("SELECT COUNT(*) FROM attempts WHERE state = 'done'");
  return n.ok() ? *n : -1;
}

// A fresh folder holding the results database and a token file, and the coordinator's flags
// for them with the given lease and heartbeat periods.
struct CrashFolder {
  std::string dir, db_path, token_path;
  std::vector<std::string> Args(const std::string& listen, const std::string& lease_ms,
                                const std::string& heartbeat_ms) const {
    return {"--listen",   listen,   "--metrics-listen", "127.0.0.1:0",
            "--db",       db_path,  "--token-file",     token_path,
            "--lease-ms", lease_ms, "--heartbeat-ms",   heartbeat_ms};
  }
};

CrashFolder MakeCrashFolder() {
  const char* tmp = std::getenv("TMPDIR");
  CrashFolder f;
  f.dir = std::string(tmp ? tmp : "/tmp") + "/coord_crash_XXXXXX";
  EXPECT_NE(mkdtemp(f.dir.data()), nullptr);
  f.db_path = f.dir + "/results.db";
  f.token_path = f.dir + "/token";
  std::ofstream(f.token_path) << kToken << "\n";
  chmod(f.token_path.c_str(), 0600);
  return f;
}

TEST(CoordinatorCrashTest, TwoSigkillsDuringACampaignLoseNothing) {
  const CrashFolder folder = MakeCrashFolder();
  const std::string& dir = folder.dir;
  const std::string& db_path = folder.db_path;
  auto args = [&](const std::string& listen) { return folder.Args(listen, "1500", "300"); };
  int port = 0;
  auto process = StartOnFreshPort(args, &port);
  ASSERT_TRUE(process.ok()) << process.status();
  const std::string address = process->grpc_address();
  ASSERT_EQ(address, "127.0.0.1:" + std::to_string(port));
  {
    SimWorker client(MakeChannel(address), kToken);
    v1::SubmitResponse submitted;
    grpc::Status status = client.Submit(kSpec, &submitted);
    ASSERT_TRUE(status.ok()) << status.error_message();
    ASSERT_EQ(submitted.attempts_added(), static_cast<uint64_t>(kAttempts));
  }
  std::atomic<bool> stop{false};
  std::vector<std::thread> workers;
  for (int i = 0; i < 4; ++i) workers.emplace_back(RunWorker, address, &stop);

  const auto wait_for_done = [&](int64_t at_least, int seconds) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
    while (DoneCount(db_path) < at_least && std::chrono::steady_clock::now() < deadline) {
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    return DoneCount(db_path);
  };
  for (int kill = 1; kill <= 2; ++kill) {
    EXPECT_GE(wait_for_done(kill * kAttempts / 3, 60), kill * kAttempts / 3);
    process->Stop(SIGKILL);
    process = StartOnPort(args, port, std::chrono::seconds(30));
    ASSERT_TRUE(process.ok()) << process.status();
    ASSERT_EQ(process->grpc_address(), address);
  }
  EXPECT_EQ(wait_for_done(kAttempts, 90), kAttempts);
  stop = true;
  for (std::thread& t : workers) t.join();
  int status = process->Stop(SIGTERM);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << status;

  store::SqliteDb::Options options;
  options.read_only = true;
  auto db = store::SqliteDb::Open(db_path, options);
  ASSERT_TRUE(db.ok());
  EXPECT_EQ(*db->QueryInt("SELECT COUNT(*) FROM attempts"), kAttempts);
  EXPECT_EQ(*db->QueryInt("SELECT COUNT(*) FROM attempts WHERE state = 'done' AND "
                          "finished_unix_ms IS NOT NULL AND generations_run = 5"),
            kAttempts);
  // Exactly one epoch's rows per attempt, and all of them.
  EXPECT_EQ(*db->QueryInt("SELECT COUNT(*) FROM (SELECT attempt_key FROM generations "
                          "GROUP BY attempt_key HAVING COUNT(DISTINCT epoch) > 1)"),
            0);
  EXPECT_EQ(*db->QueryInt("SELECT COUNT(*) FROM generations g JOIN attempts a USING "
                          "(attempt_key) WHERE g.epoch = a.epoch"),
            kAttempts * kGenerations);
  EXPECT_EQ(*db->QueryInt("SELECT COUNT(*) FROM operator_stats"), kAttempts * kGenerations * 7);
  auto check = db->Prepare("PRAGMA integrity_check");
  ASSERT_TRUE(check.ok());
  ASSERT_TRUE(*check->Step());
  EXPECT_EQ(check->ColumnText(0), "ok");
  check = store::SqliteStatement();
  db = store::SqliteDb();
  std::system(("rm -rf " + dir).c_str());
}

TEST(CoordinatorCrashTest, LeasesOnAReportBatchReplySurviveASigkill) {
  const CrashFolder folder = MakeCrashFolder();
  const std::string& dir = folder.dir;
  const std::string& db_path = folder.db_path;
  // Leases long enough to outlive the restart.
  auto args = [&](const std::string& listen) { return folder.Args(listen, "60000", "1000"); };
  int port = 0;
  auto process = StartOnFreshPort(args, &port);
  ASSERT_TRUE(process.ok()) << process.status();
  SimWorker worker(MakeChannel(process->grpc_address()), kToken);
  v1::SubmitResponse submitted;
  ASSERT_TRUE(worker.Submit(kSpec, &submitted).ok());
  ASSERT_TRUE(worker.Register(4).ok());
  std::vector<v1::Task> tasks;
  ASSERT_TRUE(worker.Lease(1, &tasks, 4).ok());
  ASSERT_EQ(tasks.size(), 1u);
  v1::LeaseRequest lease;
  lease.set_max_tasks(3);
  lease.set_free_slots(3);
  v1::ReportBatchResponse response;
  grpc::Status status = worker.ReportBatchAndLease(
      {CompletionEvents(tasks[0], kGenerations, 7, true)}, lease, &response);
  ASSERT_TRUE(status.ok()) << status.error_message();
  ASSERT_EQ(response.acks_size(), 1);
  EXPECT_EQ(response.acks(0).code(), 0);
  ASSERT_EQ(response.lease().tasks_size(), 3);
  process->Stop(SIGKILL);  // At once: nothing after the reply had time to be written.
  {
    store::SqliteDb::Options options;
    options.read_only = true;
    auto db = store::SqliteDb::Open(db_path, options);
    ASSERT_TRUE(db.ok());
    for (const v1::Task& task : response.lease().tasks()) {
      EXPECT_EQ(
          *db->QueryInt("SELECT COUNT(*) FROM attempts WHERE attempt_key = '" + task.attempt_key() +
                        "' AND state = 'running' AND epoch = " + std::to_string(task.epoch()) +
                        " AND worker_id = '" + worker.id() + "'"),
          1);
    }
  }
  process = StartOnPort(args, port, std::chrono::seconds(30));
  ASSERT_TRUE(process.ok()) << process.status();
  // The holder reconnects and reports the reply's attempts at the epochs the reply gave.
  std::vector<std::vector<v1::ReportEvent>> entries;
  for (const v1::Task& task : response.lease().tasks()) {
    entries.push_back(CompletionEvents(task, kGenerations, 7, false));
  }
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  do {
    status = worker.ReportBatch(entries, &response);
    if (status.error_code() != grpc::StatusCode::UNAVAILABLE) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));  // Reconnecting.
  } while (std::chrono::steady_clock::now() < deadline);
  ASSERT_TRUE(status.ok()) << status.error_message();
  ASSERT_EQ(response.acks_size(), 3);
  for (const v1::ReportEntryAck& ack : response.acks()) {
    EXPECT_EQ(ack.code(), 0) << ack.message();
  }
  EXPECT_EQ(DoneCount(db_path), 4);
  process->Stop(SIGTERM);
  std::system(("rm -rf " + dir).c_str());
}

// Counts rows of the results file (read-only), or -1.
int64_t CountRows(const std::string& db_path, const std::string& sql) {
  store::SqliteDb::Options options;
  options.read_only = true;
  auto db = store::SqliteDb::Open(db_path, options);
  if (!db.ok()) return -1;
  auto n = db->QueryInt(sql);
  return n.ok() ? *n : -1;
}

// SIGKILLs the coordinator at several moments of a 4,000-attempt Submit (written in multi-row
// INSERTs): each time the file holds every attempt and link of the submission or none, an
// answered Submit is in it whole, and the restarted coordinator takes the same spec again.
TEST(CoordinatorCrashTest, SigkillDuringALargeSubmitLeavesAllOrNothing) {
  constexpr int kBigAttempts = 4 * 1000;
  std::string spec = kSpec;
  const std::string seeds = "count: 12";
  spec.replace(spec.find(seeds), seeds.size(), "count: 1000");
  int none = 0, all = 0;
  for (int delay_ms : {5, 20, 60, 150}) {
    const CrashFolder folder = MakeCrashFolder();
    auto args = [&](const std::string& listen) { return folder.Args(listen, "60000", "1000"); };
    int port = 0;
    auto process = StartOnFreshPort(args, &port);
    ASSERT_TRUE(process.ok()) << process.status();
    SimWorker client(MakeChannel(process->grpc_address()), kToken);
    std::atomic<bool> answered{false};
    std::thread submit([&] {
      v1::SubmitResponse response;
      answered = client.Submit(spec, &response).ok();
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(delay_ms));  // The moment to kill.
    process->Stop(SIGKILL);
    submit.join();
    const int64_t rows = CountRows(folder.db_path, "SELECT COUNT(*) FROM attempts");
    const int64_t links = CountRows(folder.db_path, "SELECT COUNT(*) FROM stage_attempts");
    SCOPED_TRACE(::testing::Message() << "killed after " << delay_ms << " ms");
    EXPECT_TRUE(rows == 0 || rows == kBigAttempts) << rows << " attempt rows";
    EXPECT_EQ(links, rows);
    if (answered) {
      EXPECT_EQ(rows, kBigAttempts);  // Acknowledged, so committed.
    }
    (rows == 0 ? none : all) += 1;
    // The restarted coordinator loads the file and completes the submission.
    process = StartOnPort(args, port, std::chrono::seconds(30));
    ASSERT_TRUE(process.ok()) << process.status();
    SimWorker again(MakeChannel(process->grpc_address()), kToken);
    v1::SubmitResponse response;
    grpc::Status status;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    do {
      status = again.Submit(spec, &response);
      if (status.error_code() != grpc::StatusCode::UNAVAILABLE) break;
      std::this_thread::sleep_for(std::chrono::milliseconds(50));  // Connecting.
    } while (std::chrono::steady_clock::now() < deadline);
    ASSERT_TRUE(status.ok()) << status.error_message();
    EXPECT_EQ(response.attempts_total(), static_cast<uint64_t>(kBigAttempts));
    EXPECT_EQ(response.attempts_added(), rows == 0 ? static_cast<uint64_t>(kBigAttempts) : 0u);
    process->Stop(SIGTERM);
    EXPECT_EQ(CountRows(folder.db_path, "SELECT COUNT(*) FROM attempts"), kBigAttempts);
    std::system(("rm -rf " + folder.dir).c_str());
  }
  // Which moments fell before and after the commit depends on the machine's speed.
  std::printf("killed before the commit %d times, after it %d times\n", none, all);
}

}  // namespace
}  // namespace aprgrid::testing
