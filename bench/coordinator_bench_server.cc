#include "bench/coordinator_bench_server.h"

#include <signal.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/stat.h>

#include <cstdio>
#include <fstream>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "common/subprocess.h"
#include "tests/coordinator/sim_worker.h"

namespace aprgrid::bench {

BenchServer::BenchServer() {
  const char* tmp = std::getenv("TMPDIR");
  dir_ = std::string(tmp ? tmp : "/tmp") + "/coord_bench_XXXXXX";
  if (mkdtemp(dir_.data()) == nullptr) std::abort();
  std::ofstream(dir_ + "/token") << kBenchToken << "\n";
  chmod((dir_ + "/token").c_str(), 0600);
  auto process = testing::CoordinatorProcess::Start(
      {"--listen", "127.0.0.1:0", "--metrics-listen", "127.0.0.1:0", "--db", dir_ + "/results.db",
       "--token-file", dir_ + "/token", "--lease-ms", "600000"});
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

double ProcessCpuSeconds() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_utime.tv_sec + usage.ru_stime.tv_sec +
         1e-6 * (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec);
}

double LoadAverage() {
  double load[1] = {-1};
  return getloadavg(load, 1) == 1 ? load[0] : -1;
}

}  // namespace aprgrid::bench
