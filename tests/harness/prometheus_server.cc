#include "tests/harness/prometheus_server.h"

#include <algorithm>
#include <iostream>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "tests/harness/daemon_process.h"
#include "tests/harness/harness_paths.h"

namespace aprgrid::harness {
namespace {

std::string Script() { return HarnessDir() + "/prometheus.sh"; }

}  // namespace

absl::StatusOr<std::unique_ptr<PrometheusServer>> PrometheusServer::Start(
    const std::string& dir, const std::string& config) {
  // prometheus.sh bounds its own wait (30 s); this outer bound only guards against a hung script.
  absl::StatusOr<CommandResult> started =
      RunCommand({Script(), "start", dir, config}, absl::Seconds(90));
  if (!started.ok()) return started.status();
  if (started->exit.exit_code != 0) {
    return absl::UnavailableError(absl::StrCat("prometheus.sh start failed:\n", started->output));
  }
  absl::StatusOr<CommandResult> url = RunCommand({Script(), "url", dir}, absl::Seconds(10));
  if (!url.ok() || url->exit.exit_code != 0) {
    RunCommand({Script(), "stop", dir}, absl::Seconds(30)).IgnoreError();
    return absl::InternalError("prometheus.sh url failed");
  }
  return std::unique_ptr<PrometheusServer>(
      new PrometheusServer(dir, std::string(absl::StripAsciiWhitespace(url->output))));
}

PrometheusServer::~PrometheusServer() {
  absl::StatusOr<CommandResult> result = RunCommand({Script(), "stop", dir_}, absl::Seconds(30));
  if (!result.ok() || result->exit.exit_code != 0) {
    std::cerr << "PrometheusServer: stop failed in " << dir_ << "\n";
  }
}

absl::StatusOr<std::string> PrometheusServer::Query(const std::string& promql) const {
  absl::StatusOr<CommandResult> result =
      RunCommand({Script(), "query", dir_, promql}, absl::Seconds(20));
  if (!result.ok()) return result.status();
  if (result->exit.exit_code != 0) {
    return absl::InvalidArgumentError(absl::StrCat("query '", promql, "': ", result->output));
  }
  return std::string(absl::StripAsciiWhitespace(result->output));
}

absl::StatusOr<std::string> PrometheusServer::Await(const std::string& promql,
                                                    absl::Duration timeout) const {
  const int seconds = static_cast<int>(std::max<int64_t>(1, absl::ToInt64Seconds(timeout)));
  absl::StatusOr<CommandResult> result = RunCommand(
      {Script(), "await", dir_, promql, absl::StrCat(seconds)}, timeout + absl::Seconds(20));
  if (!result.ok()) return result.status();
  if (result->exit.exit_code != 0) {
    return absl::DeadlineExceededError(absl::StrCat("await '", promql, "': ", result->output));
  }
  return std::string(absl::StripAsciiWhitespace(result->output));
}

absl::StatusOr<std::vector<std::string>> PromqlExpressions(const std::vector<std::string>& files,
                                                           const std::string& kind) {
  std::vector<std::string> argv = {"python3", HarnessDir() + "/promql_exprs.py", "--kind", kind};
  argv.insert(argv.end(), files.begin(), files.end());
  absl::StatusOr<CommandResult> result = RunCommand(argv, absl::Seconds(30));
  if (!result.ok()) return result.status();
  if (result->exit.exit_code != 0) {
    return absl::InvalidArgumentError(absl::StrCat("promql_exprs.py: ", result->output));
  }
  return std::vector<std::string>(absl::StrSplit(result->output, '\n', absl::SkipEmpty()));
}

}  // namespace aprgrid::harness
