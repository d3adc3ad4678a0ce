// The JVM side of the differential tests: compiles subject-language programs with javac and runs
// their tests with the harness Runner (tests/jdk/harness), printing exactly what
// `aprgrid-attempt test` prints. Start-up costs dominate (~0.5 s per JVM), so everything is
// batched: one javac per batch of programs (one batch unless class names clash), one java for
// all programs, one JVM to check that many files are rejected.
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
  std::string javac;                      // Path or name of javac (JDK 17).
  std::string java;                       // Path or name of java.
  std::filesystem::path harness_classes;  // Compiled Assert, Test, Runner, CompileCheck.
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
  // whether javac rejected it.
  absl::StatusOr<std::vector<CompileVerdict>> CheckCompiles(
      const std::vector<std::filesystem::path>& files);

  // How many javac runs the last RunTests needed (1 unless class names clashed).
  int last_batch_count() const { return last_batch_count_; }

 private:
  absl::Status CompileBatch(const std::vector<std::filesystem::path>& files,
                            const std::filesystem::path& class_dir);

  JdkTools tools_;
  std::filesystem::path work_dir_;
  int last_batch_count_ = 0;
};

}  // namespace aprgrid::jdk

#endif  // APRGRID_TESTS_JDK_JDK_ORACLE_H_
