#include "common/metrics/process_collector.h"

#include <fcntl.h>
#include <unistd.h>

#include <ctime>
#include <map>
#include <string>

#include "common/flags/build_info.h"
#include "gtest/gtest.h"
#include "prometheus/text_serializer.h"

namespace aprgrid::metrics {
namespace {

std::map<std::string, prometheus::MetricFamily> ByName(const ProcessCollector& collector) {
  std::map<std::string, prometheus::MetricFamily> families;
  for (prometheus::MetricFamily& family : collector.Collect()) families[family.name] = family;
  return families;
}

TEST(ProcessCollectorTest, ReportsThisProcess) {
  ProcessCollector collector("aprgrid-test");
  auto families = ByName(collector);
  for (const char* name :
       {"aprgrid_build_info", "process_cpu_seconds_total", "process_resident_memory_bytes",
        "process_virtual_memory_bytes", "process_open_fds", "process_start_time_seconds"}) {
    ASSERT_TRUE(families.count(name)) << name;
    ASSERT_EQ(families[name].metric.size(), 1u) << name;
  }
  EXPECT_GT(families["process_resident_memory_bytes"].metric[0].gauge.value, 1 << 20);
  EXPECT_GE(families["process_virtual_memory_bytes"].metric[0].gauge.value,
            families["process_resident_memory_bytes"].metric[0].gauge.value);
  const double start = families["process_start_time_seconds"].metric[0].gauge.value;
  EXPECT_LE(start, static_cast<double>(std::time(nullptr)) + 1);
  EXPECT_GT(start, static_cast<double>(std::time(nullptr)) - 3600);  // Started within the hour.
  EXPECT_EQ(families["process_cpu_seconds_total"].type, prometheus::MetricType::Counter);
}

TEST(ProcessCollectorTest, OpenFdsFollowsTheProcess) {
  ProcessCollector collector("aprgrid-test");
  const double before = ByName(collector)["process_open_fds"].metric[0].gauge.value;
  const int fd = open("/dev/null", O_RDONLY);
  ASSERT_GE(fd, 0);
  const double during = ByName(collector)["process_open_fds"].metric[0].gauge.value;
  close(fd);
  EXPECT_EQ(during, before + 1);
}

TEST(ProcessCollectorTest, BuildInfoNamesProgramVersionAndCommit) {
  ProcessCollector collector("aprgrid-test");
  const std::string text = prometheus::TextSerializer().Serialize(collector.Collect());
  EXPECT_NE(text.find("aprgrid_build_info{program=\"aprgrid-test\",version=\"" +
                      std::string(build_info::kVersion) + "\",commit=\"" + build_info::kGitCommit +
                      "\",build_type=\"" + build_info::kBuildType + "\"} 1"),
            std::string::npos)
      << text;
}

}  // namespace
}  // namespace aprgrid::metrics
