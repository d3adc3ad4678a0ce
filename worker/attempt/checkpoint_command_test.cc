// `aprgrid-attempt run --checkpoint FILE --stop-after-generation N` and `--resume FILE` through
// the real binary: the two parts print exactly the lines of the uninterrupted run; a corrupted,
// truncated or missing file, one of another attempt or of another engine version is refused with
// one stderr line saying why, and the attempt runs from scratch (docs/repair-engine.md
// "Checkpoints").
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <regex>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "common/file_util.h"
#include "common/subprocess.h"
#include "common/test_paths.h"
#include "gmock/gmock.h"
#include "google/protobuf/util/json_util.h"
#include "gtest/gtest.h"
#include "worker/repair/checkpoint.h"

namespace aprgrid::attempt {
namespace {

using ::testing::HasSubstr;

std::string Env(const char* name) {
  const char* v = std::getenv(name);
  return v != nullptr ? v : "";
}

struct Output {
  int code = -1;
  std::string out;
  std::string err;
};

Output RunAttempt(const std::string& args) {
  std::string command = Env("APRGRID_BINARY_DIR") + "/worker/aprgrid-attempt run --subjects " +
                        ::aprgrid::testing::SourceDir() + "/subjects " + args;
  absl::StatusOr<ProcessResult> run = RunProcess({"/bin/sh", "-c", command}, ProcessOptions{});
  Output o;
  if (!run.ok()) return o;
  o.code = run->exit_code;
  o.out = std::regex_replace(run->out, std::regex("\"wall_ms\":\"?[0-9]+\"?"), "\"wall_ms\":0");
  o.err = run->err;
  return o;
}

class CheckpointCommandTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::path(::testing::TempDir()) /
           ("checkpoint_command_test_" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::string File(const std::string& name) const { return (dir_ / name).string(); }

  std::filesystem::path dir_;
};

constexpr char kUcb[] =
    "--bug strings-1 --strategy UCB --credit AVERAGE --reward RELATIVE --arm-set GROUPED_7 "
    "--activation PER_GENERATION --mode ARTEFACT --population 12 --generations 6 --seed 3";
constexpr char kUniform[] =
    "--bug collections-2 --strategy UNIFORM --arm-set GENPROG_3 --population 12 "
    "--generations 10 --seed 2";

TEST_F(CheckpointCommandTest, StopAndResumePrintTheUninterruptedLines) {
  for (const char* flags : {kUcb, kUniform}) {
    for (const char* extra : {"", " --variant-log"}) {
      const std::string attempt = std::string(flags) + extra;
      Output whole = RunAttempt(attempt);
      ASSERT_EQ(whole.code, 0) << whole.err;
      Output head =
          RunAttempt(attempt + " --checkpoint " + File("a.ckpt") + " --stop-after-generation 2");
      ASSERT_EQ(head.code, 3) << head.err;
      EXPECT_THAT(head.err, HasSubstr("stopped after generation 2; resume with aprgrid-attempt "
                                      "run --resume " +
                                      File("a.ckpt")));
      EXPECT_THAT(head.out, HasSubstr("\"generation\":2,"));
      EXPECT_THAT(head.out, ::testing::Not(HasSubstr("\"generation\":3,")));
      // The attempt is read from the file; --variant-log is the reader's choice.
      Output tail = RunAttempt("--resume " + File("a.ckpt") + extra);
      ASSERT_EQ(tail.code, 0) << tail.err;
      EXPECT_EQ(tail.err, "");
      EXPECT_EQ(head.out + tail.out, whole.out) << attempt;
      // The same with the attempt named again.
      Output named = RunAttempt(attempt + " --resume " + File("a.ckpt"));
      EXPECT_EQ(head.out + named.out, whole.out) << attempt;
    }
  }
  // A repair after the resume point: the UNIFORM run above is repaired in generation 4.
  Output uniform = RunAttempt(kUniform);
  EXPECT_THAT(uniform.out, HasSubstr("\"patched\":true"));
  EXPECT_THAT(uniform.out, HasSubstr("\"generations_run\":5"));
}

TEST_F(CheckpointCommandTest, CheckpointingEveryGenerationChangesNothing) {
  Output whole = RunAttempt(kUcb);
  Output with = RunAttempt(std::string(kUcb) + " --checkpoint " + File("b.ckpt"));
  ASSERT_EQ(with.code, 0) << with.err;
  EXPECT_EQ(with.out, whole.out);
  // The file holds the last boundary: resuming from it prints the last generation and result.
  absl::StatusOr<repair::Checkpoint> c = repair::ReadCheckpointFile(File("b.ckpt"));
  ASSERT_TRUE(c.ok()) << c.status();
  EXPECT_EQ(c->state.next_generation, 5u);
  Output last = RunAttempt("--resume " + File("b.ckpt"));
  EXPECT_EQ(last.out, whole.out.substr(whole.out.find("{\"generation\":{\"generation\":5,")));
}

TEST_F(CheckpointCommandTest, BadCheckpointsAreRefusedAndTheAttemptStartsFromScratch) {
  Output whole = RunAttempt(kUcb);
  ASSERT_EQ(whole.code, 0);
  ASSERT_EQ(RunAttempt(std::string(kUcb) + " --checkpoint " + File("good.ckpt") +
                       " --stop-after-generation 1")
                .code,
            3);
  absl::StatusOr<std::string> good = ReadFileToString(File("good.ckpt"));
  ASSERT_TRUE(good.ok());
  std::string corrupted = *good;
  corrupted[corrupted.size() / 2] ^= 0x01;
  ASSERT_TRUE(WriteStringToFile(File("corrupted.ckpt"), corrupted).ok());
  ASSERT_TRUE(WriteStringToFile(File("truncated.ckpt"), good->substr(0, good->size() - 10)).ok());
  // Another attempt: the same flags with another seed.
  std::string other_flags =
      std::regex_replace(std::string(kUcb), std::regex("--seed 3"), "--seed 4");
  ASSERT_EQ(
      RunAttempt(other_flags + " --checkpoint " + File("other.ckpt") + " --stop-after-generation 1")
          .code,
      3);
  // Another engine version: the good checkpoint as an older build would have written it.
  absl::StatusOr<repair::Checkpoint> c = repair::ReadCheckpointFile(File("good.ckpt"));
  ASSERT_TRUE(c.ok());
  c->engine_version = "aprgrid 0.0.1 (commit 000000000000)";
  ASSERT_TRUE(repair::WriteCheckpointFile(File("old.ckpt"), *c).ok());

  const std::string key_note = "starts from scratch\n";
  struct Case {
    std::string file, reason;
  };
  for (const Case& k :
       {Case{"corrupted.ckpt", "corrupted checkpoint: the payload's SHA-256"},
        Case{"truncated.ckpt", "truncated checkpoint: payload of"},
        Case{"missing.ckpt", "cannot read"}, Case{"other.ckpt", "the checkpoint is of attempt"},
        Case{"old.ckpt", "written by engine version 'aprgrid 0.0.1"}}) {
    Output o = RunAttempt(std::string(kUcb) + " --resume " + File(k.file));
    EXPECT_EQ(o.code, 0) << k.file << ": " << o.err;
    EXPECT_THAT(o.err, HasSubstr("aprgrid-attempt run: checkpoint " + File(k.file) + " refused ("))
        << k.file;
    EXPECT_THAT(o.err, HasSubstr(k.reason)) << k.file;
    EXPECT_THAT(o.err, HasSubstr(key_note)) << k.file;
    EXPECT_EQ(std::count(o.err.begin(), o.err.end(), '\n'), 1) << o.err;
    EXPECT_EQ(o.out, whole.out) << k.file;  // From scratch: every generation, the same result.
  }
  // Without the attempt on the command line an unreadable file leaves nothing to run...
  Output alone = RunAttempt("--resume " + File("corrupted.ckpt"));
  EXPECT_EQ(alone.code, 1);
  EXPECT_THAT(alone.err, HasSubstr("cannot resume: " + File("corrupted.ckpt") + ": corrupted"));
  // ...but a readable one of another engine names its attempt, which starts from scratch.
  Output old = RunAttempt("--resume " + File("old.ckpt"));
  EXPECT_EQ(old.code, 0) << old.err;
  EXPECT_THAT(old.err, HasSubstr("written by engine version"));
  EXPECT_EQ(old.out, whole.out);
}

TEST_F(CheckpointCommandTest, UsageErrors) {
  Output no_file = RunAttempt(std::string(kUcb) + " --stop-after-generation 2");
  EXPECT_EQ(no_file.code, 2);
  EXPECT_THAT(no_file.err, HasSubstr("--stop-after-generation needs --checkpoint FILE"));
  Output bad = RunAttempt(std::string(kUcb) + " --checkpoint x --stop-after-generation two");
  EXPECT_EQ(bad.code, 2);
  EXPECT_THAT(bad.err, HasSubstr("--stop-after-generation needs a generation number, not 'two'"));
  EXPECT_EQ(RunAttempt("--resume").code, 2);
}

// As an external engine (docs/external-engine.md, "Checkpoints"): with "checkpoints": true on
// stdin it prints a checkpoint line at every boundary; given one of them as "resume" it prints the
// uninterrupted run's remaining lines; a corrupted one is refused and it starts from scratch.
TEST_F(CheckpointCommandTest, ExternalEngineCheckpointLinesAndResume) {
  Output probe = RunAttempt(std::string(kUcb) + " --checkpoint " + File("probe.ckpt") +
                            " --stop-after-generation 0");
  ASSERT_EQ(probe.code, 3) << probe.err;
  absl::StatusOr<repair::Checkpoint> probed = repair::ReadCheckpointFile(File("probe.ckpt"));
  ASSERT_TRUE(probed.ok()) << probed.status();
  google::protobuf::util::JsonPrintOptions print;
  print.preserve_proto_field_names = true;
  std::string attempt_json;
  ASSERT_TRUE(
      google::protobuf::util::MessageToJsonString(probed->attempt, &attempt_json, print).ok());
  ASSERT_EQ(attempt_json.back(), '}');
  auto with = [&](const std::string& extra) {
    return attempt_json.substr(0, attempt_json.size() - 1) + "," + extra + "}";
  };
  auto run = [&](const std::string& input, const std::string& name) {
    EXPECT_TRUE(WriteStringToFile(File(name), input).ok());
    return RunAttempt("--attempt-json - < " + File(name));
  };
  Output whole = run(attempt_json, "plain.json");
  ASSERT_EQ(whole.code, 0) << whole.err;
  Output lines = run(with("\"checkpoints\": true"), "lines.json");
  ASSERT_EQ(lines.code, 0) << lines.err;
  // Without its checkpoint lines, the output is the plain run's.
  std::string without;
  std::string resume_value;  // The checkpoint line before generation 3, as JSON.
  std::vector<std::string> split = absl::StrSplit(lines.out, '\n', absl::SkipEmpty());
  int checkpoints = 0;
  for (const std::string& line : split) {
    if (absl::StartsWith(line, "{\"checkpoint\":")) {
      ++checkpoints;
      if (absl::StrContains(line, "\"generation\":3,")) {
        resume_value = line.substr(14, line.size() - 15);
      }
      continue;
    }
    absl::StrAppend(&without, line, "\n");
  }
  EXPECT_EQ(without, whole.out);
  // One per boundary: none after the last generation (the last run, or the repairing one).
  int generations = 0;
  for (const std::string& line : split) {
    if (absl::StartsWith(line, "{\"generation\":")) ++generations;
  }
  ASSERT_GE(generations, 4) << whole.out;
  EXPECT_EQ(checkpoints, generations - 1);
  ASSERT_FALSE(resume_value.empty()) << lines.out;

  Output resumed = run(with("\"resume\": " + resume_value), "resume.json");
  ASSERT_EQ(resumed.code, 0) << resumed.err;
  EXPECT_THAT(resumed.err, ::testing::Not(HasSubstr("refused")));
  const size_t third = whole.out.find("{\"generation\":{\"generation\":3,");
  ASSERT_NE(third, std::string::npos) << whole.out;
  EXPECT_EQ(resumed.out, whole.out.substr(third));

  // One base64 character changed: the checksum no longer matches.
  std::string corrupted = resume_value;
  const size_t data = corrupted.find("\"data\":\"") + 200;
  corrupted[data] = corrupted[data] == 'A' ? 'B' : 'A';
  Output refused = run(with("\"resume\": " + corrupted), "corrupt.json");
  ASSERT_EQ(refused.code, 0) << refused.err;
  EXPECT_THAT(refused.err, HasSubstr("checkpoint from the worker refused"));
  EXPECT_THAT(refused.err, HasSubstr("starts from scratch"));
  EXPECT_EQ(refused.out, whole.out);
}

}  // namespace
}  // namespace aprgrid::attempt
