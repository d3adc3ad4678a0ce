#include "common/metrics/process_collector.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <utility>

#include "common/flags/build_info.h"
#include "common/metrics/metric_family.h"

namespace aprgrid::metrics {
namespace {

prometheus::MetricFamily Family(const char* name, const char* help, prometheus::MetricType type,
                                double value) {
  return SingleValueFamily(name, help, type, value);
}

// The fields of /proc/self/stat after the command name (which may hold spaces): field 3 (state)
// is index 0.
std::optional<std::vector<std::string>> StatFields() {
  std::ifstream in("/proc/self/stat");
  std::string line;
  if (!std::getline(in, line)) return std::nullopt;
  const size_t close = line.rfind(')');
  if (close == std::string::npos) return std::nullopt;
  std::istringstream rest(line.substr(close + 1));
  std::vector<std::string> fields;
  for (std::string field; rest >> field;) fields.push_back(field);
  if (fields.size() < 22) return std::nullopt;
  return fields;
}

std::optional<double> BootTimeSeconds() {
  std::ifstream in("/proc/stat");
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("btime ", 0) == 0) return std::stod(line.substr(6));
  }
  return std::nullopt;
}

std::optional<double> MaxFds() {
  std::ifstream in("/proc/self/limits");
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("Max open files", 0) != 0) continue;
    std::istringstream fields(line.substr(14));
    std::string soft;
    fields >> soft;
    if (soft == "unlimited") return std::nullopt;
    return std::stod(soft);
  }
  return std::nullopt;
}

}  // namespace

ProcessCollector::ProcessCollector(std::string program)
    : program_(std::move(program)), start_time_seconds_(-1) {
  const std::optional<std::vector<std::string>> stat = StatFields();
  const std::optional<double> boot = BootTimeSeconds();
  if (stat && boot) {
    // Field 22 (starttime) is index 19: clock ticks after boot.
    start_time_seconds_ = *boot + std::stod((*stat)[19]) / sysconf(_SC_CLK_TCK);
  }
}

std::vector<prometheus::MetricFamily> ProcessCollector::Collect() const {
  using prometheus::MetricType;
  std::vector<prometheus::MetricFamily> families;
  prometheus::MetricFamily build =
      Family("aprgrid_build_info", "Always 1; the labels say which build this process runs.",
             MetricType::Gauge, 1);
  build.metric[0].label = {{"program", program_},
                           {"version", build_info::kVersion},
                           {"commit", build_info::kGitCommit},
                           {"build_type", build_info::kBuildType}};
  families.push_back(std::move(build));
  if (const std::optional<std::vector<std::string>> stat = StatFields()) {
    const double ticks = static_cast<double>(sysconf(_SC_CLK_TCK));
    // Fields 14 and 15 (utime, stime) are indexes 11 and 12; 23 (vsize) 20; 24 (rss pages) 21.
    const double cpu = (std::stod((*stat)[11]) + std::stod((*stat)[12])) / ticks;
    families.push_back(Family("process_cpu_seconds_total",
                              "Total user and system CPU time spent in seconds.",
                              MetricType::Counter, cpu));
    families.push_back(Family("process_virtual_memory_bytes", "Virtual memory size in bytes.",
                              MetricType::Gauge, std::stod((*stat)[20])));
    families.push_back(Family("process_resident_memory_bytes", "Resident memory size in bytes.",
                              MetricType::Gauge,
                              std::stod((*stat)[21]) * static_cast<double>(sysconf(_SC_PAGESIZE))));
  }
  if (start_time_seconds_ >= 0) {
    families.push_back(Family("process_start_time_seconds",
                              "Start time of the process since unix epoch in seconds.",
                              MetricType::Gauge, start_time_seconds_));
  }
  std::error_code error;
  double fds = 0;
  for (std::filesystem::directory_iterator it("/proc/self/fd", error), end; !error && it != end;
       it.increment(error)) {
    ++fds;
  }
  if (!error) {
    families.push_back(
        Family("process_open_fds", "Number of open file descriptors.", MetricType::Gauge, fds));
  }
  if (const std::optional<double> max = MaxFds()) {
    families.push_back(Family("process_max_fds", "Maximum number of open file descriptors.",
                              MetricType::Gauge, *max));
  }
  return families;
}

}  // namespace aprgrid::metrics
