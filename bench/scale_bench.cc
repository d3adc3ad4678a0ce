// The coordinator at campaign scale (figures and goals: docs/performance.md, "Coordinator ingest
// and scale"): the aprgrid-coordinator binary as a child process on a fresh database in a scratch
// folder, given configs/scale-1m.textproto (1,000,000 attempts). It prints, each against its goal:
//   submit      seconds from sending Submit to its reply (expansion, memory, the durable write);
//               goal < 10 s;
//   rss         the coordinator's resident memory holding the campaign, after Submit and after a
//               restart (VmRSS; VmHWM is the peak); goal < 1 GB;
//   restart     seconds from exec to a served GetCampaign on that database (Load of every
//               attempt), and the coordinator's CPU seconds until then; goal < 10 s;
//   bytes       the database file's growth per completed attempt of 10 generations x 7 arms
//               (APRGRID_SCALE_COMPLETE attempts completed by 16 simulated workers, file sizes
//               after clean shutdowns); goal < 5 KB. Also the file's size per submitted attempt.
// One round takes a few minutes and a few GB of scratch disk ($TMPDIR, else /tmp).
// Run: build/bench/scale_bench [SPEC]   (SPEC defaults to the source tree's scale-1m spec).
// Knobs: APRGRID_SCALE_COMPLETE (attempts to complete, default 4000); APRGRID_SCALE_RESTARTS=1
// skips the second restart (after the completions); APRGRID_BINARY_DIR=<build> measures that
// build's aprgrid-coordinator (e.g. a baseline's) with this bench; APRGRID_SCALE_KEEP=<file>
// copies the database there after the completions (to look into it, e.g. with SQLite's dbstat).
#include <signal.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "aprgrid/v1/coordinator.grpc.pb.h"
#include "common/auth/grpc_auth.h"
#include "tests/coordinator/coordinator_process.h"
#include "tests/coordinator/sim_worker.h"

namespace aprgrid {
namespace {

using Clock = std::chrono::steady_clock;

constexpr char kToken[] = "bench-token";

double Seconds(Clock::time_point since) {
  return std::chrono::duration<double>(Clock::now() - since).count();
}

// A /proc/PID/status field in kB ("VmRSS", "VmHWM"), or -1.
int64_t StatusKib(pid_t pid, const std::string& field) {
  std::ifstream status(absl::StrCat("/proc/", pid, "/status"));
  std::string line;
  while (std::getline(status, line)) {
    if (line.rfind(field + ":", 0) == 0) return std::atoll(line.c_str() + field.size() + 1);
  }
  return -1;
}

int64_t FileBytes(const std::string& path) {
  struct stat st {};
  return stat(path.c_str(), &st) == 0 ? static_cast<int64_t>(st.st_size) : 0;
}

double LoadAverage() {
  double load = -1;
  if (FILE* f = std::fopen("/proc/loadavg", "r")) {
    if (std::fscanf(f, "%lf", &load) != 1) load = -1;
    std::fclose(f);
  }
  return load;
}

class Scratch {
 public:
  Scratch() {
    const char* tmp = std::getenv("TMPDIR");
    dir_ = std::string(tmp ? tmp : "/tmp") + "/scale_bench_XXXXXX";
    if (mkdtemp(dir_.data()) == nullptr) std::abort();
    std::ofstream(dir_ + "/token") << kToken << "\n";
    chmod((dir_ + "/token").c_str(), 0600);
  }
  ~Scratch() { std::system(("rm -rf " + dir_).c_str()); }
  std::string db() const { return dir_ + "/results.db"; }
  std::string token() const { return dir_ + "/token"; }
  // The database's bytes on disk (main file and WAL).
  int64_t DbBytes() const { return FileBytes(db()) + FileBytes(db() + "-wal"); }

 private:
  std::string dir_;
};

// Failures print their reason and return from main, so that the child is killed (its
// destructor) and the scratch folder removed.
std::optional<testing::CoordinatorProcess> StartCoordinator(const Scratch& scratch) {
  absl::StatusOr<testing::CoordinatorProcess> process = testing::CoordinatorProcess::Start(
      {"--listen", "127.0.0.1:0", "--metrics-listen", "127.0.0.1:0", "--db", scratch.db(),
       "--token-file", scratch.token(), "--lease-ms", "600000"});
  if (!process.ok()) {
    std::fprintf(stderr, "scale_bench: %s\n", process.status().ToString().c_str());
    return std::nullopt;
  }
  return std::move(*process);
}

// The coordinator binary started without CoordinatorProcess's 20-second limit on start-up (a
// restart on a large database may take longer, and that time is a figure here): its stdout is
// read until the "listening grpc=HOST:PORT" line. SIGKILLed on destruction if still running.
class Restarted {
 public:
  explicit Restarted(const Scratch& scratch) {
    const std::string binary = testing::CoordinatorBinary();
    std::vector<std::string> args = {
        binary,       "--listen",     "127.0.0.1:0",   "--metrics-listen", "127.0.0.1:0", "--db",
        scratch.db(), "--token-file", scratch.token(), "--lease-ms",       "600000"};
    int fds[2];
    if (pipe(fds) != 0) return;
    pid_ = fork();
    if (pid_ == 0) {
      dup2(fds[1], STDOUT_FILENO);
      close(fds[0]);
      close(fds[1]);
      std::vector<char*> argv;
      for (std::string& arg : args) argv.push_back(arg.data());
      argv.push_back(nullptr);
      execv(binary.c_str(), argv.data());
      _exit(127);
    }
    close(fds[1]);
    out_ = fdopen(fds[0], "r");
    char line[4096];
    while (out_ != nullptr && std::fgets(line, sizeof(line), out_) != nullptr) {
      char address[256];
      if (std::sscanf(line, "listening grpc=%255s", address) == 1) {
        address_ = address;
        break;
      }
    }
  }
  ~Restarted() {
    if (pid_ > 0) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
    }
    if (out_ != nullptr) std::fclose(out_);
  }
  void Stop() {
    if (pid_ <= 0) return;
    kill(pid_, SIGTERM);
    waitpid(pid_, nullptr, 0);
    pid_ = -1;
  }
  bool ok() const { return !address_.empty(); }
  const std::string& address() const { return address_; }
  pid_t pid() const { return pid_; }

 private:
  pid_t pid_ = -1;
  FILE* out_ = nullptr;
  std::string address_;
};

// Calls GetCampaign until it answers (the coordinator serves once it printed "listening").
bool AwaitServing(const std::string& address, const std::string& campaign) {
  auto stub = v1::CampaignService::NewStub(testing::MakeChannel(address));
  for (int i = 0; i < 1000; ++i) {
    grpc::ClientContext context;
    auth::AttachBearer(&context, kToken);
    v1::GetCampaignRequest request;
    request.set_campaign_id(campaign);
    v1::Campaign reply;
    if (stub->Get(&context, request, &reply).ok()) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  std::fprintf(stderr, "scale_bench: the restarted coordinator does not serve GetCampaign\n");
  return false;
}

// `threads` simulated workers complete `total` attempts, each with 10 generations of 7 arms.
int64_t Complete(const std::string& address, int threads, int64_t total) {
  std::atomic<int64_t> left{total}, completed{0};
  auto channel = testing::MakeChannel(address);
  std::vector<std::thread> workers;
  for (int t = 0; t < threads; ++t) {
    workers.emplace_back([&] {
      testing::SimWorker worker(channel, kToken);
      if (!worker.Register(1).ok()) return;
      std::vector<v1::ReportEvent> events;
      while (left.fetch_sub(1) > 0) {
        std::vector<v1::Task> tasks;
        if (!worker.Lease(1, &tasks).ok() || tasks.empty()) return;
        for (const v1::Task& task : tasks) {
          if (events.empty()) events = testing::CompletionEvents(task, 10, 7, false);
          for (v1::ReportEvent& event : events) {
            event.set_attempt_key(task.attempt_key());
            event.set_epoch(task.epoch());
          }
          v1::ReportAck ack;
          if (worker.ReportCoalesced(events, &ack).ok()) completed.fetch_add(1);
        }
      }
    });
  }
  for (std::thread& w : workers) w.join();
  return completed.load();
}

}  // namespace
}  // namespace aprgrid

int main(int argc, char** argv) {
  using namespace aprgrid;  // NOLINT(build/namespaces): a benchmark's main.
  const std::string spec_path =
      argc > 1 ? argv[1] : absl::StrCat(APRGRID_SOURCE_DIR_DEFAULT, "/configs/scale-1m.textproto");
  std::ifstream in(spec_path);
  if (!in) {
    std::fprintf(stderr, "scale_bench: cannot read %s\n", spec_path.c_str());
    return 1;
  }
  std::stringstream spec_text;
  spec_text << in.rdbuf();
  int64_t to_complete = 4000;
  if (const char* n = std::getenv("APRGRID_SCALE_COMPLETE"); n && std::atoll(n) > 0) {
    to_complete = std::atoll(n);
  }

  Scratch scratch;
  std::printf("scale: %s, load average %.2f at start\n", spec_path.c_str(), LoadAverage());
  std::string campaign_id;
  uint64_t attempts = 0;
  {
    std::optional<testing::CoordinatorProcess> started = StartCoordinator(scratch);
    if (!started) return 1;
    testing::CoordinatorProcess& coordinator = *started;
    auto stub = v1::CampaignService::NewStub(testing::MakeChannel(coordinator.grpc_address()));
    grpc::ClientContext context;
    auth::AttachBearer(&context, kToken);
    context.set_deadline(std::chrono::system_clock::now() + std::chrono::minutes(30));
    v1::SubmitRequest request;
    request.set_spec_text(spec_text.str());
    request.set_source_name(spec_path);
    request.set_force(true);
    v1::SubmitResponse response;
    const double cpu_before = coordinator.CpuSeconds();
    const auto start = Clock::now();
    const grpc::Status status = stub->Submit(&context, request, &response);
    const double submit_s = Seconds(start);
    if (!status.ok()) {
      std::fprintf(stderr, "scale_bench: submit: %s after %.1f s\n", status.error_message().c_str(),
                   submit_s);
      return 1;
    }
    campaign_id = response.campaign_id();
    attempts = response.attempts_added();
    std::printf(
        "submit: %llu attempts in %.2f s (goal < 10 s; coordinator CPU %.2f s); load %.2f\n",
        static_cast<unsigned long long>(attempts), submit_s, coordinator.CpuSeconds() - cpu_before,
        LoadAverage());
    std::printf("rss holding them after Submit: %.0f MB (peak %.0f MB; goal < 1,000 MB)\n",
                StatusKib(coordinator.pid(), "VmRSS") / 1024.0,
                StatusKib(coordinator.pid(), "VmHWM") / 1024.0);
    coordinator.Stop(SIGTERM);
  }
  const int64_t submitted_bytes = scratch.DbBytes();
  std::printf("database after Submit: %.1f MB = %.0f bytes per submitted attempt\n",
              submitted_bytes / 1e6, static_cast<double>(submitted_bytes) / attempts);

  int64_t completed = 0;
  {
    const auto start = Clock::now();
    Restarted coordinator(scratch);
    if (!coordinator.ok() || !AwaitServing(coordinator.address(), campaign_id)) return 1;
    std::printf(
        "restart to serving (%llu queued): %.2f s (goal < 10 s; coordinator CPU %.2f s); load "
        "%.2f\n",
        static_cast<unsigned long long>(attempts), Seconds(start),
        testing::ProcessCpuSeconds(coordinator.pid()), LoadAverage());
    std::printf("rss after the restart: %.0f MB (peak %.0f MB)\n",
                StatusKib(coordinator.pid(), "VmRSS") / 1024.0,
                StatusKib(coordinator.pid(), "VmHWM") / 1024.0);
    const auto drive = Clock::now();
    completed = Complete(coordinator.address(), 16, to_complete);
    std::printf("completed %lld attempts (10 generations x 7 arms) in %.2f s\n",
                static_cast<long long>(completed), Seconds(drive));
    coordinator.Stop();
  }
  const int64_t completed_bytes = scratch.DbBytes();
  std::printf(
      "database growth per completed attempt: %.0f bytes (goal < 5,000); file %.1f MB = %.0f "
      "bytes per attempt\n",
      static_cast<double>(completed_bytes - submitted_bytes) / std::max<int64_t>(completed, 1),
      completed_bytes / 1e6, static_cast<double>(completed_bytes) / attempts);
  if (const char* keep = std::getenv("APRGRID_SCALE_KEEP"); keep != nullptr && *keep != '\0') {
    for (const char* suffix : {"", "-wal"}) {
      std::ifstream from(scratch.db() + suffix, std::ios::binary);
      if (!from) continue;
      std::ofstream to(std::string(keep) + suffix, std::ios::binary);
      to << from.rdbuf();
      if (!to) std::fprintf(stderr, "scale_bench: could not copy the database to %s\n", keep);
    }
  }
  if (const char* restarts = std::getenv("APRGRID_SCALE_RESTARTS");
      restarts != nullptr && std::atoi(restarts) == 1) {
    return 0;
  }
  {
    const auto start = Clock::now();
    Restarted coordinator(scratch);
    if (!coordinator.ok() || !AwaitServing(coordinator.address(), campaign_id)) return 1;
    std::printf(
        "restart to serving (%lld done): %.2f s (coordinator CPU %.2f s); rss %.0f MB; load "
        "%.2f\n",
        static_cast<long long>(completed), Seconds(start),
        testing::ProcessCpuSeconds(coordinator.pid()),
        StatusKib(coordinator.pid(), "VmRSS") / 1024.0, LoadAverage());
    coordinator.Stop();
  }
  return 0;
}
