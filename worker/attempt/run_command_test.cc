// `aprgrid-attempt run` through the real binary: JSON lines that parse back into the
// coordinator.proto messages, byte-identical output for the same parameters (wall_ms aside), the
// same attempt from flags, from --attempt-json and from the short form, and `localise`.
#include "worker/attempt/run_command.h"

#include <unistd.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_split.h"
#include "aprgrid/v1/coordinator.pb.h"
#include "common/subprocess.h"
#include "common/test_paths.h"
#include "gmock/gmock.h"
#include "google/protobuf/util/json_util.h"
#include "gtest/gtest.h"
#include "worker/crf/data/crf_test_models.h"
#include "worker/crf/model/transforms.h"
#include "worker/lang/parser.h"

namespace aprgrid::attempt {
namespace {

using ::testing::HasSubstr;

std::string Env(const char* name) {
  const char* v = std::getenv(name);
  return v != nullptr ? v : "";
}

std::string Binary() { return Env("APRGRID_BINARY_DIR") + "/worker/aprgrid-attempt"; }
std::string Tiny() {
  return ::aprgrid::testing::SourceDir() + "/worker/repair/testdata/tiny/tiny-1";
}

struct Output {
  int code = -1;
  std::string out;
  std::string err;
};

Output RunBinary(const std::string& args, const std::string& stdin_text = "") {
  ProcessOptions options;
  options.stdin_text = stdin_text;
  absl::StatusOr<ProcessResult> run = RunProcess({"/bin/sh", "-c", Binary() + " " + args}, options);
  Output o;
  if (!run.ok()) return o;
  o.out = run->out;
  o.err = run->err;
  o.code = run->exit_code;
  return o;
}

std::string WithoutWallTime(const std::string& s) {
  return std::regex_replace(s, std::regex("\"wall_ms\":\"?[0-9]+\"?"), "\"wall_ms\":0");
}

const char kFlags[] =
    "--strategy EPSILON_GREEDY --credit AVERAGE --reward RELATIVE --arm-set GROUPED_7 "
    "--activation PER_GENERATION --mode PAPER --seed 3";

TEST(RunCommandTest, JsonLinesParseBackAndRepeatByteForByte) {
  Output first = RunBinary("run --bug " + Tiny() + " " + kFlags);
  ASSERT_EQ(first.code, 0);
  std::vector<std::string> lines = absl::StrSplit(first.out, '\n', absl::SkipEmpty());
  ASSERT_GE(lines.size(), 2u);
  for (size_t i = 0; i + 1 < lines.size(); ++i) {
    ASSERT_TRUE(lines[i].starts_with("{\"generation\":")) << lines[i];
    v1::GenerationEvent ev;
    std::string body = lines[i].substr(14, lines[i].size() - 15);
    ASSERT_TRUE(google::protobuf::util::JsonStringToMessage(body, &ev).ok()) << body;
    EXPECT_EQ(ev.generation(), i);
    EXPECT_EQ(ev.arms_size(), 7);
  }
  ASSERT_TRUE(lines.back().starts_with("{\"result\":"));
  v1::RepairResult result;
  std::string body = lines.back().substr(10, lines.back().size() - 11);
  ASSERT_TRUE(google::protobuf::util::JsonStringToMessage(body, &result).ok()) << body;
  EXPECT_EQ(result.generations_run(), lines.size() - 1);

  Output again = RunBinary("run --bug " + Tiny() + " " + kFlags);
  EXPECT_EQ(WithoutWallTime(again.out), WithoutWallTime(first.out));
  Output short_form = RunBinary("--bug " + Tiny() + " " + kFlags);
  EXPECT_EQ(WithoutWallTime(short_form.out), WithoutWallTime(first.out));
}

TEST(RunCommandTest, AttemptJsonRunsTheSameAttempt) {
  std::vector<std::string> args = absl::StrSplit(std::string("--bug tiny-1 ") + kFlags, ' ');
  absl::StatusOr<v1::Attempt> attempt = AttemptFromFlags(args);
  ASSERT_TRUE(attempt.ok()) << attempt.status();
  EXPECT_EQ(attempt->key().size(), 16u);
  EXPECT_EQ(attempt->repair().search().population(), 40u);
  std::string json;
  ASSERT_TRUE(google::protobuf::util::MessageToJsonString(*attempt, &json).ok());
  std::string subjects = ::aprgrid::testing::SourceDir() + "/worker/repair/testdata";
  Output from_json = RunBinary("run --attempt-json - --subjects " + subjects, json);
  Output from_flags = RunBinary("run --bug " + Tiny() + " " + kFlags);
  ASSERT_EQ(from_json.code, 0);
  EXPECT_EQ(WithoutWallTime(from_json.out), WithoutWallTime(from_flags.out));
}

TEST(RunCommandTest, UsageAndMissingBugErrors) {
  EXPECT_EQ(RunBinary("run --strategy UNIFORM").code, 2);
  EXPECT_EQ(RunBinary("run --bug nosuch-1 --strategy UNIFORM --arm-set GENPROG_3").code, 1);
  EXPECT_EQ(RunBinary("run --attempt-json - ", "not json").code, 1);
}

// `run` reads its flags with the common parser: --help prints the usage and succeeds, an unknown
// flag or a missing value is a usage error naming the flag.
TEST(RunCommandTest, HelpAndFlagErrorsAreWordedAsEverywhere) {
  const Output help = RunBinary("run --help");
  EXPECT_EQ(help.code, 0);
  EXPECT_NE(help.out.find("usage: aprgrid-attempt run"), std::string::npos) << help.out;
  const Output unknown = RunBinary("run --bug tiny-1 --strategy UNIFORM --no-such-flag 3");
  EXPECT_EQ(unknown.code, 2);
  EXPECT_NE(unknown.err.find("--no-such-flag"), std::string::npos) << unknown.err;
  const Output missing = RunBinary("run --strategy UNIFORM --arm-set GENPROG_3 --bug");
  EXPECT_EQ(missing.code, 2);
  EXPECT_NE(missing.err.find("--bug"), std::string::npos) << missing.err;
  const Output stray = RunBinary("run --bug tiny-1 extra");
  EXPECT_EQ(stray.code, 2);
  EXPECT_NE(stray.err.find("unexpected argument extra"), std::string::npos) << stray.err;
}

// CRF_PRIOR from flags (docs/crf-prior.md): --crf-model feeds a model file to the search, the
// floor resolves to 0.1 unless --crf-prior-floor says otherwise, and a missing or broken model
// fails with a reason instead of running.
TEST(RunCommandTest, CrfPriorRunsWithAModelFileAndNotWithout) {
  std::ifstream arr(Tiny() + "/buggy/Arr.java");
  std::stringstream text;
  text << arr.rdbuf();
  absl::StatusOr<lang::NodePtr> unit = lang::ParseSource("Arr.java", text.str());
  ASSERT_TRUE(unit.ok()) << unit.status();
  absl::StatusOr<crf::CrfModel> model =
      crf::testing::TrainPreferenceModel(**unit, "BinaryOperator", crf::kBinOperRep);
  ASSERT_TRUE(model.ok()) << model.status();
  const std::string model_path = ::testing::TempDir() + "/run_command_test.crfmodel";
  std::ofstream(model_path) << crf::testing::ModelBytes(*model);
  const std::string broken_path = ::testing::TempDir() + "/run_command_test_broken.crfmodel";
  std::ofstream(broken_path) << "aprgrid-crf-model 1\nlabels\n";

  const std::string crf_flags = " --strategy CRF_PRIOR --arm-set PAR_18 --seed 2 --generations 3";
  Output first = RunBinary("run --bug " + Tiny() + crf_flags + " --crf-model " + model_path);
  ASSERT_EQ(first.code, 0);
  EXPECT_THAT(first.out, HasSubstr("{\"result\":"));
  Output again = RunBinary("run --bug " + Tiny() + crf_flags + " --crf-model " + model_path);
  EXPECT_EQ(WithoutWallTime(again.out), WithoutWallTime(first.out));
  EXPECT_EQ(RunBinary("run --bug " + Tiny() + crf_flags).code, 2);
  EXPECT_EQ(RunBinary("run --bug " + Tiny() + crf_flags + " --crf-model " + broken_path).code, 1);
  EXPECT_EQ(RunBinary("run --bug " + Tiny() + crf_flags + " --crf-model /nonexistent").code, 1);

  std::vector<std::string> args = absl::StrSplit(
      std::string("--bug tiny-1 --strategy CRF_BANDIT --credit AVERAGE --reward RAW ") +
          "--arm-set GROUPED_7 --crf-model m",
      ' ');
  absl::StatusOr<v1::Attempt> bandit = AttemptFromFlags(args);
  ASSERT_TRUE(bandit.ok()) << bandit.status();
  EXPECT_EQ(bandit->repair().crf_prior_floor(), 0.1);
  args.push_back("--crf-prior-floor");
  args.push_back("0.3");
  EXPECT_EQ(AttemptFromFlags(args)->repair().crf_prior_floor(), 0.3);
  args.resize(args.size() - 4);  // Without --crf-model FILE.
  absl::StatusOr<v1::Attempt> none = AttemptFromFlags(args);
  ASSERT_FALSE(none.ok());
  EXPECT_THAT(std::string(none.status().message()), HasSubstr("needs --crf-model FILE"));
}

TEST(LocaliseCommandTest, PrintsRankedStatementsWithLocations) {
  Output o = RunBinary("localise " + Tiny());
  ASSERT_EQ(o.code, 0);
  EXPECT_THAT(o.out, HasSubstr("# fix location rank: "));
  EXPECT_THAT(o.out, HasSubstr("buggy/Arr.java:24\tx = x + 1;"));
}

}  // namespace
}  // namespace aprgrid::attempt
