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
#include <string>
#include <vector>

#include "absl/strings/str_split.h"
#include "aprgrid/v1/coordinator.pb.h"
#include "common/subprocess.h"
#include "gmock/gmock.h"
#include "google/protobuf/util/json_util.h"
#include "gtest/gtest.h"

namespace aprgrid::attempt {
namespace {

using ::testing::HasSubstr;

std::string Env(const char* name) {
  const char* v = std::getenv(name);
  return v != nullptr ? v : "";
}

std::string Binary() { return Env("APRGRID_BINARY_DIR") + "/worker/aprgrid-attempt"; }
std::string Tiny() { return Env("APRGRID_SOURCE_DIR") + "/worker/repair/testdata/tiny/tiny-1"; }

struct Output {
  int code = -1;
  std::string out;
};

Output RunBinary(const std::string& args, const std::string& stdin_text = "") {
  ProcessOptions options;
  options.stdin_text = stdin_text;
  absl::StatusOr<ProcessResult> run = RunProcess({"/bin/sh", "-c", Binary() + " " + args}, options);
  Output o;
  if (!run.ok()) return o;
  o.out = run->out;
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
  std::string subjects = Env("APRGRID_SOURCE_DIR") + "/worker/repair/testdata";
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

TEST(LocaliseCommandTest, PrintsRankedStatementsWithLocations) {
  Output o = RunBinary("localise " + Tiny());
  ASSERT_EQ(o.code, 0);
  EXPECT_THAT(o.out, HasSubstr("# fix location rank: "));
  EXPECT_THAT(o.out, HasSubstr("buggy/Arr.java:24\tx = x + 1;"));
}

}  // namespace
}  // namespace aprgrid::attempt
