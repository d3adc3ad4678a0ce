#include "tests/jdk/jdk_oracle.h"

#include <set>
#include <system_error>
#include <utility>

#include "absl/status/status.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "common/file_util.h"
#include "common/status_macros.h"
#include "common/subprocess.h"

namespace aprgrid::jdk {
namespace {

// These JVMs run for seconds, so C2 compilation costs more than it saves (it more than doubles
// the compiler's CPU time on the generated corpus). The 1 GiB heap makes `new long[1 << 30]` an
// OutOfMemoryError on every machine, as the interpreter's heap limit does. The Runner defines
// every test's classes in a class loader of its own, and the collections that free those loaders
// would otherwise hand their metaspace back to the kernel, only for the next tests to map and
// zero it again (JDK 17's MetaspaceReclaimPolicy; later JDKs dropped the option, so an unknown
// option is ignored rather than fatal). See docs/performance.md, "The JDK differential tests' CPU".
const std::vector<std::string>& JvmFlags() {
  static const auto* flags = new std::vector<std::string>{
      "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xmx1g", "-XX:+IgnoreUnrecognizedVMOptions",
      "-XX:MetaspaceReclaimPolicy=none"};
  return *flags;
}

constexpr size_t kMaxQuotedOutput = 4000;

std::string Truncated(absl::string_view text) {
  if (text.size() <= kMaxQuotedOutput) return std::string(text);
  return absl::StrCat(text.substr(0, kMaxQuotedOutput), "\n[... truncated]");
}

absl::Status RecreateDirectory(const std::filesystem::path& dir) {
  std::error_code ec;
  std::filesystem::remove_all(dir, ec);
  std::filesystem::create_directories(dir, ec);
  if (ec)
    return absl::InternalError(absl::StrCat("cannot create ", dir.string(), ": ", ec.message()));
  return absl::OkStatus();
}

}  // namespace

JdkOracle::JdkOracle(JdkTools tools, std::filesystem::path work_dir)
    : tools_(std::move(tools)), work_dir_(std::move(work_dir)) {}

absl::Status JdkOracle::CompileBatches(const std::filesystem::path& list_file) {
  std::vector<std::string> argv = {tools_.java};
  argv.insert(argv.end(), JvmFlags().begin(), JvmFlags().end());
  argv.insert(argv.end(), {"-cp", tools_.harness_classes.string(), "BatchCompile", "--classpath",
                           tools_.harness_classes.string(), list_file.string()});
  ASSIGN_OR_RETURN(ProcessResult javac, RunProcess(argv));
  if (javac.exit_code != 0) {
    return absl::FailedPreconditionError(absl::StrCat("javac failed (exit ", javac.exit_code,
                                                      "):\n", Truncated(javac.err + javac.out)));
  }
  return absl::OkStatus();
}

absl::StatusOr<std::vector<std::string>> JdkOracle::RunTests(
    const std::vector<JavaProgram>& programs, bool show_output) {
  // Programs go into the first batch where none of their class names is taken yet.
  struct Batch {
    std::set<std::string> classes;
    std::vector<std::filesystem::path> files;
  };
  std::vector<Batch> batches;
  std::vector<size_t> batch_of(programs.size());
  std::vector<std::vector<std::string>> classes_of(programs.size());
  for (size_t p = 0; p < programs.size(); ++p) {
    for (const auto& file : programs[p].files) {
      ASSIGN_OR_RETURN(std::string source, ReadFileToString(file));
      for (std::string& name : TopLevelClassNames(source)) classes_of[p].push_back(std::move(name));
    }
    size_t b = 0;
    for (; b < batches.size(); ++b) {
      bool clash = false;
      for (const std::string& name : classes_of[p]) clash = clash || batches[b].classes.count(name);
      if (!clash) break;
    }
    if (b == batches.size()) batches.emplace_back();
    batches[b].classes.insert(classes_of[p].begin(), classes_of[p].end());
    batches[b].files.insert(batches[b].files.end(), programs[p].files.begin(),
                            programs[p].files.end());
    batch_of[p] = b;
  }
  last_batch_count_ = static_cast<int>(batches.size());
  std::string list;
  for (size_t b = 0; b < batches.size(); ++b) {
    std::filesystem::path dir = work_dir_ / absl::StrCat("batch", b) / "classes";
    RETURN_IF_ERROR(RecreateDirectory(dir));
    absl::StrAppend(&list, "batch ", std::filesystem::absolute(dir).string(), "\n");
    for (const auto& file : batches[b].files) {
      absl::StrAppend(&list, "file ", std::filesystem::absolute(file).string(), "\n");
    }
  }
  std::filesystem::path list_file = work_dir_ / "batches.txt";
  RETURN_IF_ERROR(WriteStringToFile(list_file, list));
  RETURN_IF_ERROR(CompileBatches(list_file));

  std::string manifest;
  for (size_t p = 0; p < programs.size(); ++p) {
    std::filesystem::path dir =
        std::filesystem::absolute(work_dir_ / absl::StrCat("batch", batch_of[p]) / "classes");
    absl::StrAppend(&manifest, "program ", programs[p].name, " ", dir.string(), "\n");
    for (const std::string& name : classes_of[p]) absl::StrAppend(&manifest, "class ", name, "\n");
  }
  std::filesystem::path manifest_file = work_dir_ / "manifest.txt";
  RETURN_IF_ERROR(WriteStringToFile(manifest_file, manifest));

  std::vector<std::string> argv = {tools_.java};
  argv.insert(argv.end(), JvmFlags().begin(), JvmFlags().end());
  argv.insert(argv.end(), {"-cp", tools_.harness_classes.string(), "Runner"});
  if (show_output) argv.push_back("--output");
  argv.insert(argv.end(), {"--manifest", manifest_file.string()});
  ASSIGN_OR_RETURN(ProcessResult run, RunProcess(argv));
  if (run.exit_code != 0) {
    return absl::InternalError(absl::StrCat("Runner failed (exit ", run.exit_code, ", signal ",
                                            run.term_signal, "): ", Truncated(run.err)));
  }

  // Split the output at the "=== NAME" headers. Captured lines start with "  | " and test lines
  // with a class name, so a header can only be a header.
  std::vector<std::string> outputs(programs.size());
  size_t current = programs.size();
  size_t next = 0;
  std::vector<absl::string_view> lines = absl::StrSplit(run.out, '\n');
  // The text's final newline yields an empty last piece. Other empty pieces are blank lines of a
  // multi-line failure message (an expected or actual string holding "\n\n"): they are output.
  if (!lines.empty() && lines.back().empty()) lines.pop_back();
  for (absl::string_view line : lines) {
    if (absl::StartsWith(line, "=== ")) {
      if (next >= programs.size() || line.substr(4) != programs[next].name) {
        return absl::InternalError(absl::StrCat("Runner output out of step at: ", line));
      }
      current = next++;
      continue;
    }
    if (current == programs.size()) {
      if (line.empty()) continue;
      return absl::InternalError(absl::StrCat("Runner printed before any program: ", line));
    }
    absl::StrAppend(&outputs[current], line, "\n");
  }
  if (next != programs.size()) {
    return absl::InternalError(absl::StrCat("Runner reported ", next, " of ", programs.size(),
                                            " programs; stderr: ", Truncated(run.err)));
  }
  return outputs;
}

absl::StatusOr<std::vector<CompileVerdict>> JdkOracle::CheckCompiles(
    const std::vector<std::filesystem::path>& files) {
  std::vector<CompileVerdict> verdicts;
  if (files.empty()) return verdicts;
  std::vector<std::string> argv = {tools_.java};
  argv.insert(argv.end(), JvmFlags().begin(), JvmFlags().end());
  argv.insert(argv.end(), {"-cp", tools_.harness_classes.string(), "CompileCheck", "--classpath",
                           tools_.harness_classes.string()});
  for (const auto& file : files) argv.push_back(file.string());
  ASSIGN_OR_RETURN(ProcessResult run, RunProcess(argv));
  if (run.exit_code != 0) {
    return absl::InternalError(
        absl::StrCat("CompileCheck failed (exit ", run.exit_code, "): ", Truncated(run.err)));
  }
  std::vector<absl::string_view> lines = absl::StrSplit(run.out, '\n', absl::SkipEmpty());
  if (lines.size() != files.size()) {
    return absl::InternalError(absl::StrCat("CompileCheck answered ", lines.size(), " of ",
                                            files.size(), " files: ", Truncated(run.out)));
  }
  for (size_t i = 0; i < files.size(); ++i) {
    CompileVerdict verdict{files[i], false, ""};
    std::string accepted = absl::StrCat("ACCEPTED ", files[i].string());
    std::string rejected = absl::StrCat("REJECTED ", files[i].string(), " ");
    if (lines[i] == accepted) {
      verdict.rejected = false;
    } else if (absl::StartsWith(lines[i], rejected)) {
      verdict.rejected = true;
      verdict.diagnostic = std::string(lines[i].substr(rejected.size()));
    } else {
      return absl::InternalError(absl::StrCat("unexpected CompileCheck line: ", lines[i]));
    }
    verdicts.push_back(std::move(verdict));
  }
  return verdicts;
}

}  // namespace aprgrid::jdk
