// Runs the real `aprgrid` binary (its path comes from the build: APRGRID_CLI_PATH) on the shipped
// configs and on malformed input, checking output and exit codes.
#include <sys/wait.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_split.h"
#include "aprgrid/v1/campaign.pb.h"
#include "common/spec/attempt_key.h"
#include "common/subprocess.h"
#include "common/test_paths.h"
#include "gmock/gmock.h"
#include "google/protobuf/util/json_util.h"
#include "gtest/gtest.h"

namespace aprgrid::cli {
namespace {

using ::testing::HasSubstr;

namespace fs = std::filesystem;

using ::aprgrid::testing::SourceDir;

std::string Config(const std::string& name) { return SourceDir() + "/configs/" + name; }
std::string FixtureCatalog() { return SourceDir() + "/common/spec/testdata/catalog"; }
// The built-in benchmark: configs/paper.textproto names its real bug ids.
std::string BenchmarkCatalog() { return SourceDir() + "/subjects"; }

struct Result {
  int exit_code = -1;
  std::string out;
  std::string err;
};

class CliTest : public ::testing::Test {
 protected:
  void SetUp() override {
    // An empty working folder, so ./subjects of the source tree is not picked up by default.
    dir_ = fs::path(::testing::TempDir()) /
           ("cli_test_" +
            std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  // Runs `aprgrid ARGS` (ARGS is shell text) in the empty folder, with `env` prepended (e.g.
  // "APRGRID_SUBJECTS=/x"); APRGRID_SUBJECTS is unset otherwise.
  Result Run(const std::string& args, const std::string& env = "") {
    ProcessOptions options;
    options.work_dir = dir_.string();
    options.env["APRGRID_SUBJECTS"] = std::nullopt;
    const std::string command = "env " + env + " '" APRGRID_CLI_PATH "' " + args;
    Result result;
    absl::StatusOr<ProcessResult> run = RunProcess({"/bin/sh", "-c", command}, options);
    if (!run.ok()) return result;
    result.out = run->out;
    result.err = run->err;
    result.exit_code = run->exit_code;
    return result;
  }

  std::string WriteSpec(const std::string& name, const std::string& text) {
    const fs::path path = dir_ / name;
    std::ofstream(path) << text;
    return path.string();
  }

  fs::path dir_;
};

TEST_F(CliTest, ValidatesTheShippedConfigs) {
  const Result smoke = Run("validate " + Config("smoke.textproto"));
  EXPECT_EQ(smoke.exit_code, 0) << smoke.err;
  EXPECT_THAT(smoke.out, HasSubstr("OK: campaign \"smoke\", 2 stages, 124 attempts"));
  const Result grid = Run("validate " + Config("grid-30k.textproto"));
  EXPECT_EQ(grid.exit_code, 0) << grid.err;
  EXPECT_THAT(grid.out, HasSubstr("OK: campaign \"grid-30k\", 1 stage, 29580 attempts"));
  const Result paper =
      Run("validate --subjects " + BenchmarkCatalog() + " " + Config("paper.textproto"));
  EXPECT_EQ(paper.exit_code, 0) << paper.err;
  EXPECT_THAT(paper.out, HasSubstr("OK: campaign \"paper\", 10 stages, 25740 attempts"));
}

TEST_F(CliTest, CountsOfTheShippedConfigs) {
  const Result smoke = Run("expand --count " + Config("smoke.textproto"));
  EXPECT_EQ(smoke.exit_code, 0) << smoke.err;
  EXPECT_EQ(smoke.out,
            "stage smoke: 120 attempts\nstage smoke-recency: 4 attempts\ntotal: 124 attempts\n");

  const Result grid = Run("expand " + Config("grid-30k.textproto"));  // --count is the default.
  EXPECT_EQ(grid.exit_code, 0) << grid.err;
  EXPECT_EQ(grid.out, "stage grid: 29580 attempts\ntotal: 29580 attempts\n");

  // The benchmark has 57 genprog, 55 par and 113 neither bugs; the tuning sample is 5 of the
  // genprog ones. See the comments of configs/paper.textproto for the repeats.
  const Result paper =
      Run("expand --count " + Config("paper.textproto"), "APRGRID_SUBJECTS=" + BenchmarkCatalog());
  EXPECT_EQ(paper.exit_code, 0) << paper.err;
  EXPECT_EQ(paper.out,
            "stage tuning: 1600 attempts\n"
            "stage tuning-baseline: 100 attempts\n"
            "stage rq1-rq2: 9120 attempts (8720 new, 400 shared with earlier stages)\n"
            "stage rq2-baseline: 1140 attempts (1040 new, 100 shared with earlier stages)\n"
            "stage rq3: 4480 attempts\n"
            "stage rq4-mini: 600 attempts (400 new, 200 shared with earlier stages)\n"
            "stage rq4-mini-mutation: 300 attempts\n"
            "stage rq4-mini-10x40: 300 attempts\n"
            "stage rq4: 4480 attempts (4280 new, 200 shared with earlier stages)\n"
            "stage rq4-rest: 4520 attempts\n"
            "total: 25740 attempts (stages name 26640; each shared attempt runs once)\n");
}

TEST_F(CliTest, PaperConfigNeedsACatalog) {
  const Result paper = Run("expand --count " + Config("paper.textproto"));
  EXPECT_EQ(paper.exit_code, 1);
  EXPECT_THAT(paper.err, HasSubstr("paper.textproto:72:16: stage[2].repair.subjects.bugs[0]: \"*\" "
                                   "is a glob; expanding globs needs a subject catalog"));
  EXPECT_TRUE(paper.out.empty());
}

TEST_F(CliTest, SubjectsFolderInTheWorkingFolderIsTheDefaultCatalog) {
  fs::copy(BenchmarkCatalog(), dir_ / "subjects", fs::copy_options::recursive);
  const Result paper = Run("expand --count " + Config("paper.textproto"));
  EXPECT_EQ(paper.exit_code, 0) << paper.err;
  EXPECT_THAT(paper.out, HasSubstr("total: 25740 attempts ("));
  fs::remove_all(dir_ / "subjects");
  fs::copy(FixtureCatalog(), dir_ / "subjects", fs::copy_options::recursive);
  // With a catalog, unknown ids are refused: the fixture has no strings-4.
  const Result grid = Run("validate " + Config("grid-30k.textproto"));
  EXPECT_EQ(grid.exit_code, 1);
  EXPECT_THAT(grid.err, HasSubstr("unknown bug id \"strings-4\""));
}

// `subjects check --proofs` names the edit that proves each claim: the tiny fixture bug is
// GENPROG_FIXABLE by deleting its faulty statement. The fixture is not a whole benchmark, so the
// check still reports the benchmark-size violations and exits 1.
TEST_F(CliTest, SubjectsCheckPrintsTheEditThatProvesAClaim) {
  const Result check =
      Run("subjects check --proofs --subjects " + SourceDir() + "/worker/repair/testdata");
  EXPECT_EQ(check.exit_code, 1) << check.err;
  EXPECT_THAT(check.out, ::testing::ContainsRegex("(^|\n)PROOF tiny-1 GENPROG_FIXABLE: delete at "
                                                  "line [0-9]+: \\(deleted\\) \\(edit [0-9]+ "
                                                  "tried\\)\n"));
  EXPECT_THAT(check.out, HasSubstr("VIOLATION benchmark: "));
  const Result quiet = Run("subjects check --subjects " + SourceDir() + "/worker/repair/testdata");
  EXPECT_THAT(quiet.out, ::testing::Not(HasSubstr("PROOF ")));
}

TEST_F(CliTest, ListPrintsOneAttemptPerLine) {
  const Result list = Run("expand --list " + Config("smoke.textproto"));
  EXPECT_EQ(list.exit_code, 0) << list.err;
  const std::vector<std::string> lines = absl::StrSplit(list.out, '\n', absl::SkipEmpty());
  ASSERT_EQ(lines.size(), 124u);
  EXPECT_THAT(lines[0],
              ::testing::MatchesRegex(
                  "[0-9a-f]{16}\tsmoke\tstrings-10\tUNIFORM\t-\t-\t-\tGENPROG_3\t-\t-\t-\t"
                  "seed=1"));
  EXPECT_THAT(lines.back(), ::testing::MatchesRegex(
                                "[0-9a-f]{16}\tsmoke-recency\tdates-13\tADAPTIVE_PURSUIT\t"
                                "RECENCY_WEIGHTED\t0.2\tRELATIVE\tGENPROG_3\tPER_MUTATION\t-\t"
                                "PAPER\tseed=2"));
}

TEST_F(CliTest, JsonLinesAreAttemptsWithTheirKeys) {
  const Result json = Run("expand --json " + Config("smoke.textproto"));
  EXPECT_EQ(json.exit_code, 0) << json.err;
  const std::vector<std::string> lines = absl::StrSplit(json.out, '\n', absl::SkipEmpty());
  ASSERT_EQ(lines.size(), 124u);
  EXPECT_THAT(lines[0], HasSubstr("\"arm_set\":\"GENPROG_3\""));  // Proto field names.
  for (const std::string& line : lines) {
    aprgrid::v1::Attempt attempt;
    ASSERT_TRUE(google::protobuf::util::JsonStringToMessage(line, &attempt).ok()) << line;
    EXPECT_EQ(attempt.key(), spec::AttemptKey(attempt)) << line;
    EXPECT_EQ(attempt.repair().search().population(), 20u);
  }
}

TEST_F(CliTest, MalformedSpecExitsOneWithLocations) {
  const std::string path = WriteSpec("bad.textproto", R"(name: "bad"
stage {
  repair {
    name: "s"
    subjects { bugs: "dates-1" }
    strategy: UCB
    credit: AVERAGE
    alpha: 2
    arm_set: GENPROG_3
    seeds { count: 0 }
  }
}
)");
  const Result result = Run("validate " + path);
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_TRUE(result.out.empty());
  EXPECT_EQ(result.err, path + ":3:3: stage[0].repair.reward: is empty, but UCB needs a reward\n" +
                            path + ":8:5: stage[0].repair.alpha[0]: 2 is outside (0, 1]\n" + path +
                            ":8:5: stage[0].repair.alpha: is set, but credit does not list "
                            "RECENCY_WEIGHTED\n" +
                            path + ":10:13: stage[0].repair.seeds.count: must be at least 1\n");
  const Result expand = Run("expand --list " + path);
  EXPECT_EQ(expand.exit_code, 1);
  EXPECT_TRUE(expand.out.empty());

  const Result syntax = Run("validate " + WriteSpec("syntax.textproto", "name: \"x\"\nstage {\n"));
  EXPECT_EQ(syntax.exit_code, 1);
  EXPECT_THAT(syntax.err, HasSubstr("syntax.textproto:3:1: Expected identifier, got: end of input "
                                    "(a '}' missing?)"));

  const Result missing = Run("validate " + (dir_ / "nope.textproto").string());
  EXPECT_EQ(missing.exit_code, 1);
  EXPECT_THAT(missing.err, HasSubstr("cannot read"));
}

TEST_F(CliTest, GridCapIsRefusedUnlessForced) {
  const Result capped = Run("expand --max-attempts 1000 " + Config("grid-30k.textproto"));
  EXPECT_EQ(capped.exit_code, 1);
  EXPECT_THAT(capped.err, HasSubstr("the campaign expands to 29580 attempts, more than the cap of "
                                    "1000 (raise --max-attempts or use --force)"));
  const Result forced = Run("expand --max-attempts=1000 --force " + Config("grid-30k.textproto"));
  EXPECT_EQ(forced.exit_code, 0) << forced.err;
  EXPECT_THAT(forced.out, HasSubstr("total: 29580 attempts"));
}

TEST_F(CliTest, UsageErrorsExitTwo) {
  EXPECT_EQ(Run("").exit_code, 2);
  const Result unknown = Run("frobnicate");
  EXPECT_EQ(unknown.exit_code, 2);
  EXPECT_THAT(unknown.err, HasSubstr("unknown command \"frobnicate\""));
  const Result flag = Run("expand --colour " + Config("smoke.textproto"));
  EXPECT_EQ(flag.exit_code, 2);
  EXPECT_THAT(flag.err, HasSubstr("unknown flag --colour"));
  EXPECT_EQ(Run("expand --count --json " + Config("smoke.textproto")).exit_code, 2);
  EXPECT_EQ(Run("validate").exit_code, 2);
  EXPECT_EQ(Run("validate a.textproto b.textproto").exit_code, 2);
  EXPECT_EQ(Run("expand --max-attempts lots " + Config("smoke.textproto")).exit_code, 2);
  const Result subjects = Run("validate --subjects /nonexistent " + Config("smoke.textproto"));
  EXPECT_EQ(subjects.exit_code, 2);
  EXPECT_THAT(subjects.err, HasSubstr("subject catalog /nonexistent is not a folder"));
}

// Lines of `text` that contain `needle`.
int CountLinesWith(const std::string& text, const std::string& needle) {
  int n = 0;
  for (absl::string_view line : absl::StrSplit(text, '\n')) {
    if (absl::StrContains(line, needle)) ++n;
  }
  return n;
}

// Stages that name the same grid points share those attempts (they run once); every stage's
// table still counts them, and so does a later campaign that names one of them.
TEST_F(CliTest, SharedAttemptsAreReportedInEveryStageThatNamesThem) {
  const std::string search =
      "subjects { bugs: \"strings-1\" } search { population: 4 generations: 1 }";
  const std::string overlap = WriteSpec("overlap.textproto", R"(name: "overlap"
stage { repair { name: "tuning" )" + search + R"(
  strategy: UNIFORM arm_set: GENPROG_3 seeds { count: 2 } } }
stage { repair { name: "compare" )" + search + R"(
  strategy: [UNIFORM, UCB] credit: AVERAGE reward: RAW arm_set: GENPROG_3 seeds { count: 2 } } }
)");
  const std::string db = (dir_ / "r.db").string();
  const std::string flags = " --workers 1 --db '" + db + "' --subjects " + BenchmarkCatalog();
  const Result run = Run("local " + overlap + flags + " --json");
  ASSERT_EQ(run.exit_code, 0) << run.err << run.out;
  // 4 attempts run (compare's UNIFORM points are tuning's); the report has 3 rows of 2 attempts.
  EXPECT_EQ(CountLinesWith(run.out, "\"stage\":\"tuning\",\"configuration\":\"UNIFORM/"), 1)
      << run.out;
  EXPECT_EQ(CountLinesWith(run.out, "\"stage\":\"compare\",\"configuration\":\"UNIFORM/"), 1)
      << run.out;
  EXPECT_EQ(CountLinesWith(run.out, "\"stage\":\"compare\",\"configuration\":\"UCB/"), 1)
      << run.out;
  EXPECT_EQ(CountLinesWith(run.out, "\"attempts\":2,\"failed\":0,\"attempts_finished\":2"), 3)
      << run.out;

  const Result table = Run("report overlap --db '" + db + "'");
  ASSERT_EQ(table.exit_code, 0) << table.err;
  EXPECT_THAT(table.out, HasSubstr("stage tuning"));
  EXPECT_THAT(table.out, HasSubstr("stage compare"));
  EXPECT_EQ(CountLinesWith(table.out, "UNIFORM/GENPROG_3"), 2) << table.out;

  // Export: a row per attempt and stage naming it (2 + 4), 4 distinct attempts.
  const Result csv = Run("export overlap --csv --db '" + db + "'");
  ASSERT_EQ(csv.exit_code, 0) << csv.err;
  EXPECT_EQ(CountLinesWith(csv.out, ",compare,"), 4) << csv.out;
  EXPECT_EQ(CountLinesWith(csv.out, ",tuning,"), 2) << csv.out;

  // Resubmitting adds nothing and reports the same.
  const Result again = Run("local " + overlap + flags + " --no-report");
  ASSERT_EQ(again.exit_code, 0) << again.err;
  EXPECT_THAT(again.out, HasSubstr("4 attempts (0 new)"));
  EXPECT_EQ(Run("report overlap --db '" + db + "'").out, table.out);

  // A later campaign naming one old grid point (tuning's seed 1) runs nothing and reports it.
  const std::string later = WriteSpec("later.textproto", R"(name: "later"
stage { repair { name: "rerun" )" + search + R"(
  strategy: UNIFORM arm_set: GENPROG_3 seeds { count: 1 } } }
)");
  const Result rerun = Run("local " + later + flags + " --no-report");
  ASSERT_EQ(rerun.exit_code, 0) << rerun.err;
  // Its live progress counts the old attempt too (not 0/0).
  EXPECT_THAT(rerun.out, HasSubstr("1 attempts (0 new)"));
  EXPECT_THAT(rerun.out, HasSubstr("done 1/1"));
  const Result rerun_report = Run("report later --db '" + db + "' --json");
  ASSERT_EQ(rerun_report.exit_code, 0) << rerun_report.err;
  EXPECT_EQ(CountLinesWith(rerun_report.out, "\"stage\":\"rerun\",\"configuration\":\"UNIFORM/"), 1)
      << rerun_report.out;
  EXPECT_EQ(CountLinesWith(rerun_report.out, "\"attempts\":1,\"failed\":0,\"attempts_finished\":1"),
            1)
      << rerun_report.out;

  // compare pairs the compare stage's UCB with its UNIFORM; the tuning stage has one
  // configuration only.
  const Result compared = Run("compare overlap --db '" + db +
                              "' --baseline UNIFORM/GENPROG_3 --stage compare --format csv");
  ASSERT_EQ(compared.exit_code, 0) << compared.err;
  EXPECT_EQ(CountLinesWith(compared.out, "compare,UCB/"), 1) << compared.out;
  const Result lonely =
      Run("compare overlap --db '" + db + "' --baseline UNIFORM/GENPROG_3 --stage tuning");
  EXPECT_EQ(lonely.exit_code, 1);
  EXPECT_THAT(lonely.err, HasSubstr("nothing to compare"));
  const Result unknown = Run("compare overlap --db '" + db + "' --baseline NOPE");
  EXPECT_EQ(unknown.exit_code, 4);
  EXPECT_THAT(unknown.err, HasSubstr("valid labels"));
  EXPECT_THAT(unknown.err, HasSubstr("UNIFORM/GENPROG_3"));

  // A campaign partly repeating old grid points (tuning's 2 seeds, plus a third) runs the new
  // one, and its progress (which also decides when aprgrid local stops) counts all three.
  const std::string more = WriteSpec("more.textproto", R"(name: "more"
stage { repair { name: "rerun" )" + search + R"(
  strategy: UNIFORM arm_set: GENPROG_3 seeds { count: 3 } } }
)");
  const Result partly = Run("local " + more + flags + " --no-report");
  ASSERT_EQ(partly.exit_code, 0) << partly.err;
  EXPECT_THAT(partly.out, HasSubstr("3 attempts (1 new)"));
  EXPECT_THAT(partly.out, HasSubstr("done 3/3"));
}

TEST_F(CliTest, Help) {
  const Result overview = Run("help");
  EXPECT_EQ(overview.exit_code, 0);
  EXPECT_THAT(overview.out, HasSubstr("validate"));
  EXPECT_THAT(overview.out, HasSubstr("expand"));
  const Result expand = Run("help expand");
  EXPECT_EQ(expand.exit_code, 0);
  EXPECT_THAT(expand.out, HasSubstr("usage: aprgrid expand SPEC [--count|--list|--json]"));
  EXPECT_EQ(Run("validate --help").exit_code, 0);
  // scripts/run-default.sh runs `aprgrid local` when this succeeds.
  EXPECT_EQ(Run("help local").exit_code, 0);
}

}  // namespace
}  // namespace aprgrid::cli
