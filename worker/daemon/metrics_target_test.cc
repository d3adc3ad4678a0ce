#include "worker/daemon/metrics_target.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "gtest/gtest.h"

namespace aprgrid::worker {
namespace {

std::string Slurp(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(MetricsTargetTest, ExpandsTheHostName) {
  EXPECT_EQ(ExpandTargetPath("/sd/42-%h.json", "node7"), "/sd/42-node7.json");
  EXPECT_EQ(ExpandTargetPath("/sd/plain.json", "node7"), "/sd/plain.json");
}

TEST(MetricsTargetTest, JsonHasTheTargetAndANodeLabel) {
  EXPECT_EQ(MetricsTargetJson("node7", 40123, {{"slurm_job_id", "42"}, {"node", "other"}}),
            "[{\"targets\": [\"node7:40123\"], \"labels\": {\"node\": \"node7\", "
            "\"slurm_job_id\": \"42\"}}]\n");
  // Label values are JSON strings, escaped.
  EXPECT_EQ(MetricsTargetJson("n", 1, {{"k", "a\"b"}}),
            "[{\"targets\": [\"n:1\"], \"labels\": {\"k\": \"a\\\"b\", \"node\": \"n\"}}]\n");
}

TEST(MetricsTargetTest, WritesByRenameAndLeavesNoTemporaryFile) {
  const std::filesystem::path dir =
      std::filesystem::path(::testing::TempDir()) / ("sd-" + std::to_string(getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const std::string path = (dir / "w.json").string();
  ASSERT_TRUE(WriteMetricsTarget(path, "node7", 9, {}).ok());
  ASSERT_TRUE(WriteMetricsTarget(path, "node7", 10, {}).ok());  // Replaces.
  EXPECT_EQ(Slurp(path), "[{\"targets\": [\"node7:10\"], \"labels\": {\"node\": \"node7\"}}]\n");
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    (void)entry;
    ++files;
  }
  EXPECT_EQ(files, 1);
  std::filesystem::remove_all(dir);
}

TEST(MetricsTargetTest, NamesThePathItCannotWrite) {
  absl::Status status = WriteMetricsTarget("/nonexistent-dir/w.json", "n", 1, {});
  EXPECT_FALSE(status.ok());
  EXPECT_NE(status.message().find("/nonexistent-dir/w.json"), std::string::npos) << status;
}

}  // namespace
}  // namespace aprgrid::worker
