// A fixed sample of configs/grid-30k.textproto (every kStride-th attempt of its expansion), run
// with the built-in engine exactly as an external engine would run it (`aprgrid-attempt run
// --attempt-json -`, worker/attempt/run_command.h), and compared bit for bit with the golden
// file tests/repair/testdata/grid-30k-sample.txt. Each attempt runs twice: plain (the generation
// and result lines a worker reports) and with --variant-log (one line per evaluated variant, with
// its compile status, sampled and full fitness: every test outcome the search saw).
//
// The golden file holds one line per attempt and mode: key, mode, the SHA-256 of the output
// (wall_ms set to 0) and the result line in full. Recording it again
// (APRGRID_RECORD_GOLDEN=1) is only right when a change is meant to change results.
#include <cstdlib>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "common/sha256.h"
#include "common/spec/grid_expander.h"
#include "common/spec/spec_parser.h"
#include "common/spec/subject_catalog.h"
#include "common/test_paths.h"
#include "google/protobuf/util/json_util.h"
#include "gtest/gtest.h"
#include "worker/attempt/run_command.h"

namespace aprgrid {
namespace {

constexpr size_t kStride = 1000;  // 30 of the 29,580 attempts, about one per bug.

using ::aprgrid::testing::SourceDir;

std::string GoldenPath() { return SourceDir() + "/tests/repair/testdata/grid-30k-sample.txt"; }

std::string ReadFile(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

std::vector<v1::Attempt> SampleAttempts() {
  const std::string spec_path = SourceDir() + "/configs/grid-30k.textproto";
  absl::StatusOr<v1::CampaignSpec> spec = spec::ParseCampaignSpec(ReadFile(spec_path), spec_path);
  EXPECT_TRUE(spec.ok()) << spec.status();
  absl::StatusOr<spec::SubjectCatalog> catalog =
      spec::SubjectCatalog::Load(SourceDir() + "/subjects");
  EXPECT_TRUE(catalog.ok()) << catalog.status();
  if (!spec.ok() || !catalog.ok()) return {};
  absl::StatusOr<std::vector<v1::Attempt>> all =
      spec::ExpandGrid(*spec, &*catalog, {.force = true});
  EXPECT_TRUE(all.ok()) << all.status();
  if (!all.ok()) return {};
  std::vector<v1::Attempt> sample;
  for (size_t i = 0; i < all->size(); i += kStride) sample.push_back((*all)[i]);
  return sample;
}

// The JSON lines of one attempt, wall_ms set to 0.
std::string RunAttempt(const v1::Attempt& attempt, bool variant_log) {
  std::string json;
  EXPECT_TRUE(google::protobuf::util::MessageToJsonString(attempt, &json).ok());
  std::vector<std::string> args = {"--attempt-json", "-", "--subjects", SourceDir() + "/subjects"};
  if (variant_log) args.push_back("--variant-log");
  std::istringstream in(json);
  std::ostringstream out, err;
  EXPECT_EQ(attempt::RunRunCommand(args, in, out, err), 0) << attempt.key() << ": " << err.str();
  return std::regex_replace(out.str(), std::regex("\"wall_ms\":\"?[0-9]+\"?"), "\"wall_ms\":0");
}

// "<key> <mode> <sha256> <result line>".
std::string GoldenLine(const v1::Attempt& attempt, bool variant_log, const std::string& output) {
  std::string result;
  for (absl::string_view line : absl::StrSplit(output, '\n')) {
    if (absl::StartsWith(line, "{\"result\":")) result = std::string(line);
  }
  return absl::StrCat(attempt.key(), " ", variant_log ? "variant-log" : "plain", " ",
                      Sha256Hex(output), " ", result);
}

TEST(GridSampleGoldenTest, SampledGridAttemptsMatchTheirGoldenOutput) {
  std::vector<v1::Attempt> sample = SampleAttempts();
  ASSERT_EQ(sample.size(), 30u);
  std::vector<std::string> got;
  for (const v1::Attempt& a : sample) {
    for (bool variant_log : {false, true}) {
      std::string output = RunAttempt(a, variant_log);
      got.push_back(GoldenLine(a, variant_log, output));
    }
  }
  if (std::getenv("APRGRID_RECORD_GOLDEN") != nullptr) {
    std::ofstream f(GoldenPath(), std::ios::binary);
    for (const std::string& line : got) f << line << "\n";
    GTEST_SKIP() << "recorded " << got.size() << " lines in " << GoldenPath();
  }
  std::vector<std::string> want = absl::StrSplit(ReadFile(GoldenPath()), '\n', absl::SkipEmpty());
  ASSERT_EQ(want.size(), got.size()) << GoldenPath();
  for (size_t i = 0; i < got.size(); ++i) EXPECT_EQ(got[i], want[i]) << "line " << i + 1;
}

}  // namespace
}  // namespace aprgrid
