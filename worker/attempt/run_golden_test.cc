// Golden output of `aprgrid-attempt run` (worker/repair/testdata/golden, recorded by record.sh
// before the engine's speed work): the JSON lines, wall_ms aside, must stay byte-identical, so no
// optimisation can silently change the random stream, the edits or the fitness.
//
// RunGoldenTest (integration) compares a handful of checked-in outputs in full; RunGoldenAllTest
// (long) compares the digests of all 92 bugs x 3 configurations.
#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_split.h"
#include "common/sha256.h"
#include "common/test_paths.h"
#include "gtest/gtest.h"
#include "worker/attempt/run_command.h"

namespace aprgrid::attempt {
namespace {

using ::aprgrid::testing::SourceDir;

std::string GoldenDir() { return SourceDir() + "/worker/repair/testdata/golden"; }

// As in record.sh.
const std::map<std::string, std::string>& Configs() {
  static const auto* configs = new std::map<std::string, std::string>{
      {"uniform-genprog3", "--strategy UNIFORM --arm-set GENPROG_3 --seed 1"},
      {"egreedy-par18-permutation",
       "--strategy EPSILON_GREEDY --credit AVERAGE --reward RELATIVE --arm-set PAR_18 "
       "--activation PER_MUTATION --mode PAPER --seed 2"},
      {"ucb-grouped7-artefact",
       "--strategy UCB --credit AVERAGE --reward RAW --arm-set GROUPED_7 "
       "--activation PER_GENERATION --mode ARTEFACT --seed 3"},
  };
  return *configs;
}

// The output of `aprgrid-attempt run --bug BUG <config>` with wall_ms replaced by 0.
std::string RunAttempt(const std::string& config, const std::string& bug) {
  std::vector<std::string> args = {"--bug", bug, "--subjects", SourceDir() + "/subjects"};
  for (absl::string_view a : absl::StrSplit(Configs().at(config), ' ')) args.emplace_back(a);
  std::istringstream in;
  std::ostringstream out, err;
  int code = RunRunCommand(args, in, out, err);
  EXPECT_EQ(code, 0) << config << " " << bug << ": " << err.str();
  return std::regex_replace(out.str(), std::regex("\"wall_ms\":\"?[0-9]+\"?"), "\"wall_ms\":0");
}

std::string ReadFile(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

TEST(RunGoldenTest, HandfulOfAttemptsMatchTheirCheckedInOutput) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      // The median bug (no repair in any configuration) and one repaired bug per configuration.
      {"uniform-genprog3", "dates-12"},          {"uniform-genprog3", "mathx-7"},
      {"egreedy-par18-permutation", "dates-12"}, {"egreedy-par18-permutation", "strings-3"},
      {"ucb-grouped7-artefact", "dates-12"},     {"ucb-grouped7-artefact", "strings-10"},
  };
  for (const auto& [config, bug] : cases) {
    std::string want = ReadFile(GoldenDir() + "/" + config + "/" + bug + ".jsonl");
    ASSERT_FALSE(want.empty()) << config << "/" << bug;
    EXPECT_EQ(RunAttempt(config, bug), want) << config << " " << bug;
  }
}

// Every bug and configuration: the `long` label (worker/attempt/CMakeLists.txt).
TEST(RunGoldenAllTest, EveryBugAndConfigurationMatchesItsDigest) {
  std::istringstream digests(ReadFile(GoldenDir() + "/digests.txt"));
  std::string line;
  int checked = 0;
  while (std::getline(digests, line)) {
    std::vector<std::string> f = absl::StrSplit(line, ' ');
    ASSERT_EQ(f.size(), 3u) << line;
    EXPECT_EQ(Sha256Hex(RunAttempt(f[0], f[1])), f[2]) << f[0] << " " << f[1];
    ++checked;
  }
  EXPECT_EQ(checked, 92 * 3);
}

}  // namespace
}  // namespace aprgrid::attempt
