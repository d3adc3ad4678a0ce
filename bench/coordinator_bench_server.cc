#include "bench/coordinator_bench_server.h"

#include <dirent.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/stat.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <limits>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "common/subprocess.h"
#include "tests/coordinator/sim_worker.h"

namespace aprgrid::bench {

BenchServer::BenchServer(const std::vector<std::string>& extra_args) {
  const char* tmp = std::getenv("TMPDIR");
  dir_ = std::string(tmp ? tmp : "/tmp") + "/coord_bench_XXXXXX";
  if (mkdtemp(dir_.data()) == nullptr) std::abort();
  std::ofstream(dir_ + "/token") << kBenchToken << "\n";
  chmod((dir_ + "/token").c_str(), 0600);
  std::vector<std::string> args = {
      "--listen",           "127.0.0.1:0",  "--metrics-listen", "127.0.0.1:0", "--db",
      dir_ + "/results.db", "--token-file", dir_ + "/token",    "--lease-ms",  "600000"};
  args.insert(args.end(), extra_args.begin(), extra_args.end());
  auto process = testing::CoordinatorProcess::Start(args);
  if (!process.ok()) {
    std::fprintf(stderr, "%s\n", process.status().ToString().c_str());
    std::abort();
  }
  process_.emplace(std::move(*process));
}

BenchServer::~BenchServer() {
  process_->Stop(SIGTERM);
  std::system(("rm -rf " + dir_).c_str());
}

void BenchServer::Submit(int bugs, int seeds) {
  std::string spec = "name: \"bench\"\nstage { repair { name: \"s\" subjects { bugs: [";
  for (int b = 0; b < bugs; ++b) absl::StrAppend(&spec, b ? ", " : "", "\"b-", b, "\"");
  absl::StrAppend(&spec,
                  "] } strategy: [UCB] credit: [AVERAGE] reward: [RAW] arm_set: [GROUPED_7] "
                  "seeds { count: ",
                  seeds, " } } }\n");
  testing::SimWorker client(testing::MakeChannel(address()), kBenchToken);
  v1::SubmitResponse response;
  grpc::Status status = client.Submit(spec, &response);
  if (!status.ok()) {
    std::fprintf(stderr, "submit: %s\n", status.error_message().c_str());
    std::abort();
  }
}

BenchServer::StoreFigures BenchServer::Store() const {
  StoreFigures figures;
  absl::StatusOr<ProcessResult> curl =
      RunProcess({"curl", "-sf", "http://" + process_->metrics_address() + "/metrics"});
  if (!curl.ok()) return figures;
  for (absl::string_view line : absl::StrSplit(curl->out, '\n')) {
    const std::string text(line);
    std::sscanf(text.c_str(), "aprgrid_coordinator_store_batch_duration_seconds_sum %lf",
                &figures.busy_seconds);
    std::sscanf(text.c_str(), "aprgrid_coordinator_store_batch_rows_count %lf", &figures.batches);
    std::sscanf(text.c_str(), "aprgrid_coordinator_store_batch_rows_sum %lf", &figures.rows);
  }
  return figures;
}

BenchServer::RpcHistogram BenchServer::Rpc(const std::string& method) const {
  RpcHistogram histogram;
  absl::StatusOr<ProcessResult> curl =
      RunProcess({"curl", "-sf", "http://" + process_->metrics_address() + "/metrics"});
  if (!curl.ok()) return histogram;
  const std::string name = "aprgrid_coordinator_rpc_duration_seconds";
  const std::string labels = "{method=\"" + method + "\"";
  for (absl::string_view line : absl::StrSplit(curl->out, '\n')) {
    const std::string text(line);
    double le = 0, value = 0;
    if (absl::StartsWith(text, name + "_bucket" + labels + ",le=\"")) {
      const size_t quote = text.find("le=\"") + 4;
      const std::string bound = text.substr(quote, text.find('"', quote) - quote);
      le = bound == "+Inf" ? std::numeric_limits<double>::infinity() : std::atof(bound.c_str());
      if (std::sscanf(text.c_str() + text.rfind(' '), "%lf", &value) == 1) {
        histogram.buckets.emplace_back(le, value);
      }
    } else if (absl::StartsWith(text, name + "_count" + labels + "}")) {
      std::sscanf(text.c_str() + text.rfind(' '), "%lf", &histogram.count);
    } else if (absl::StartsWith(text, name + "_sum" + labels + "}")) {
      std::sscanf(text.c_str() + text.rfind(' '), "%lf", &histogram.sum);
    }
  }
  std::sort(histogram.buckets.begin(), histogram.buckets.end());
  return histogram;
}

double BenchServer::RpcHistogram::QuantileBound(const RpcHistogram& before, double q) const {
  const double total = count - before.count;
  if (total <= 0) return 0;
  for (size_t i = 0; i < buckets.size(); ++i) {
    const double earlier = i < before.buckets.size() ? before.buckets[i].second : 0;
    if (buckets[i].second - earlier >= q * total) return buckets[i].first;
  }
  return std::numeric_limits<double>::infinity();
}

double ProcessCpuSeconds() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_utime.tv_sec + usage.ru_stime.tv_sec +
         1e-6 * (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec);
}

double RunQueueWaitSeconds(pid_t pid) {
  const std::string tasks =
      pid == 0 ? std::string("/proc/self/task") : absl::StrCat("/proc/", pid, "/task");
  DIR* dir = opendir(tasks.c_str());
  if (dir == nullptr) return -1;
  double total = 0;
  bool any = false;
  while (dirent* entry = readdir(dir)) {
    if (entry->d_name[0] == '.') continue;
    std::ifstream stat(tasks + "/" + entry->d_name + "/schedstat");
    unsigned long long cpu_ns = 0, wait_ns = 0;
    if (stat >> cpu_ns >> wait_ns) {
      total += 1e-9 * static_cast<double>(wait_ns);
      any = true;
    }
  }
  closedir(dir);
  return any ? total : -1;
}

double LoadAverage() {
  double load[1] = {-1};
  return getloadavg(load, 1) == 1 ? load[0] : -1;
}

}  // namespace aprgrid::bench
