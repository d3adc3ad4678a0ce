// The JVM side of the differential tests: compiles subject-language programs with javac and runs
// their tests with the harness Runner (tests/jdk/harness), printing exactly what
// `aprgrid-attempt test` prints. JVM start-up dominates (~0.5 s each), so everything is batched:
// one JVM compiles all programs (javax.tools; one compilation per batch of programs with distinct
// class names, usually a single batch), one JVM runs all their tests, one JVM checks that many
// files are rejected.
//
// Not thread-safe: an oracle owns its work directory.
#ifndef APRGRID_TESTS_JDK_JDK_ORACLE_H_
#define APRGRID_TESTS_JDK_JDK_ORACLE_H_

#include <filesystem>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "tests/jdk/java_program.h"

namespace aprgrid::jdk {

struct JdkTools {
  std::string java;                       // Path or name of java (JDK 17, with javax.tools).
  std::filesystem::path harness_classes;  // Compiled harness: Assert, Test, Runner, BatchCompile,
                                          // CompileCheck.
};

struct CompileVerdict {
  std::filesystem::path file;
  bool rejected = false;
  std::string diagnostic;  // "line:column message" of javac's first error when rejected.
};

class JdkOracle {
 public:
  // `work_dir` is created if needed; its batch folders are replaced on every run.
  JdkOracle(JdkTools tools, std::filesystem::path work_dir);

  // Compiles every program and runs all their tests; returns, per program and in the same order,
  // the text `aprgrid-attempt test [--output]` should print for it. A program javac rejects makes
  // the whole call fail with javac's message (valid programs are the caller's promise).
  // REQUIRES: program names are unique and contain no whitespace.
  absl::StatusOr<std::vector<std::string>> RunTests(const std::vector<JavaProgram>& programs,
                                                    bool show_output);

  // Compiles each file on its own (against the harness, so Assert and Test resolve) and reports
  // whether javac rejected it. A "file" may be several paths joined by ':', compiled together.
  absl::StatusOr<std::vector<CompileVerdict>> CheckCompiles(
      const std::vector<std::filesystem::path>& files);

  // How many compilations the last RunTests needed (1 unless class names clashed).
  int last_batch_count() const { return last_batch_count_; }

 private:
  // Runs the harness's BatchCompile on `list_file` (see harness/BatchCompile.java).
  absl::Status CompileBatches(const std::filesystem::path& list_file);

  JdkTools tools_;
  std::filesystem::path work_dir_;
  int last_batch_count_ = 0;
};

}  // namespace aprgrid::jdk

#endif  // APRGRID_TESTS_JDK_JDK_ORACLE_H_
