#include "worker/subjects/suite_runner.h"

#include <memory>

#include "worker/lang/compiler.h"

namespace aprgrid::subjects {

absl::StatusOr<std::vector<lang::TestResult>> RunSuite(const std::vector<lang::SourceFile>& program,
                                                       const std::vector<lang::SourceFile>& tests,
                                                       const std::vector<std::string>& classes,
                                                       const lang::RunLimits& limits) {
  std::vector<lang::SourceFile> files = program;
  files.insert(files.end(), tests.begin(), tests.end());
  absl::StatusOr<std::unique_ptr<lang::Program>> compiled = lang::CompileSources(files);
  if (!compiled.ok()) return compiled.status();
  std::vector<lang::TestResult> results;
  lang::RunWithLargeStack([&] {
    lang::TestRunner runner(**compiled, limits);
    if (classes.empty()) {
      results = runner.RunAll();
      return;
    }
    for (const std::string& cls : classes) {
      std::vector<lang::TestResult> some = runner.RunClass(cls);
      results.insert(results.end(), some.begin(), some.end());
    }
  });
  return results;
}

int CountNotPassing(const std::vector<lang::TestResult>& results) {
  int n = 0;
  for (const lang::TestResult& r : results) n += r.outcome != lang::Outcome::kPass;
  return n;
}

}  // namespace aprgrid::subjects
