#include "tests/jdk/differential.h"

#include <algorithm>
#include <atomic>
#include <thread>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/synchronization/mutex.h"

namespace aprgrid::jdk {

std::string FirstDifference(absl::string_view jdk, absl::string_view interpreter) {
  if (jdk == interpreter) return "";
  std::vector<absl::string_view> a = absl::StrSplit(jdk, '\n');
  std::vector<absl::string_view> b = absl::StrSplit(interpreter, '\n');
  size_t n = std::max(a.size(), b.size());
  for (size_t i = 0; i < n; ++i) {
    absl::string_view left = i < a.size() ? a[i] : "<missing>";
    absl::string_view right = i < b.size() ? b[i] : "<missing>";
    if (i < a.size() && i < b.size() && left == right) continue;
    return absl::StrCat("line ", i + 1, ":\n    jdk:         ", left, "\n    interpreter: ", right);
  }
  // Same lines, different text: only possible through a trailing newline.
  return "the texts differ only in their final newline";
}

absl::StatusOr<std::vector<ProcessResult>> RunInterpreter(const std::string& attempt_binary,
                                                          const std::vector<JavaProgram>& programs,
                                                          bool show_output, int parallelism) {
  std::vector<ProcessResult> results(programs.size());
  std::atomic<size_t> next{0};
  struct FirstError {
    absl::Mutex mu;
    absl::Status status ABSL_GUARDED_BY(mu);
  } first_error;
  auto work = [&] {
    for (size_t i = next++; i < programs.size(); i = next++) {
      std::vector<std::string> argv = {attempt_binary, "test"};
      if (show_output) argv.push_back("--output");
      for (const auto& file : programs[i].files) argv.push_back(file.string());
      absl::StatusOr<ProcessResult> result = RunProcess(argv);
      if (!result.ok()) {
        absl::MutexLock lock(&first_error.mu);
        if (first_error.status.ok()) first_error.status = result.status();
        return;
      }
      results[i] = *std::move(result);
    }
  };
  std::vector<std::thread> threads;
  for (int t = 1; t < parallelism; ++t) threads.emplace_back(work);
  work();
  for (std::thread& thread : threads) thread.join();
  absl::MutexLock lock(&first_error.mu);
  if (!first_error.status.ok()) return first_error.status;
  return results;
}

}  // namespace aprgrid::jdk
