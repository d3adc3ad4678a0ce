// `aprgrid local` without a SPEC runs the built-in smoke campaign, embedded at build time from
// configs/smoke.textproto: the embedded bytes are the file's, and the binary submits that
// campaign from a folder that holds no configs/. (The whole campaign takes about a minute on two
// cores, so the run is stopped once the campaign is submitted and its attempts are leased.)
#include <csignal>
#include <fstream>
#include <sstream>
#include <string>

#include "absl/strings/match.h"
#include "cli/builtin_smoke_spec.h"
#include "gtest/gtest.h"
#include "tests/harness/daemon_process.h"
#include "tests/harness/scratch_dir.h"

namespace aprgrid {
namespace {

std::string ReadFile(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(LocalDefaultTest, TheEmbeddedSpecIsConfigsSmoke) {
  const std::string file = ReadFile(APRGRID_SOURCE_DIR "/configs/smoke.textproto");
  ASSERT_FALSE(file.empty());
  EXPECT_EQ(std::string(cli::kBuiltinSmokeSpec), file);
}

TEST(LocalDefaultTest, NoSpecRunsTheBuiltInSmokeCampaign) {
  auto dir = harness::ScratchDir::Create("local-default");
  ASSERT_TRUE(dir.ok()) << dir.status();
  // Run from the scratch folder: nothing there to read a spec from.
  harness::DaemonOptions options;
  options.argv = {
      "/bin/sh", "-c",
      "cd '" + dir->path() +
          "' && exec " APRGRID_CLI_PATH
          " local --workers 1 --no-report --db results.db --subjects " APRGRID_SOURCE_DIR
          "/subjects"};
  options.log_path = dir->Path("local.log");
  auto local = harness::DaemonProcess::Start(options);
  ASSERT_TRUE(local.ok()) << local.status();
  absl::StatusOr<std::string> announced =
      (*local)->WaitForLine("aprgrid local: no SPEC given", absl::Seconds(30));
  ASSERT_TRUE(announced.ok()) << announced.status();
  EXPECT_TRUE(absl::StrContains(*announced, "built-in smoke campaign")) << *announced;
  absl::StatusOr<std::string> campaign = (*local)->WaitForLine("campaign c-", absl::Seconds(30));
  ASSERT_TRUE(campaign.ok()) << campaign.status();
  EXPECT_TRUE(absl::StrContains(*campaign, ": 124 attempts (124 new)")) << *campaign;
  // The progress bar shows attempts being leased: the campaign runs.
  absl::StatusOr<std::string> progress = (*local)->WaitForLine("[", absl::Seconds(30));
  ASSERT_TRUE(progress.ok()) << progress.status();
  EXPECT_TRUE(absl::StrContains(*progress, "/124")) << *progress;
  ASSERT_TRUE((*local)->Signal(SIGKILL).ok());
}

}  // namespace
}  // namespace aprgrid
