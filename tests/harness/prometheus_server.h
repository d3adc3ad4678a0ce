// A real Prometheus on 127.0.0.1 for a C++ test: a thin owner of tests/harness/prometheus.sh.
// Start() returns once /-/ready answers; the destructor stops the server.
#ifndef APRGRID_TESTS_HARNESS_PROMETHEUS_SERVER_H_
#define APRGRID_TESTS_HARNESS_PROMETHEUS_SERVER_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/time.h"

namespace aprgrid::harness {

// REQUIRES: the Debian prometheus package, curl, python3. Not thread-safe.
class PrometheusServer {
 public:
  // Starts a server with `config` (used in place: its rule_files and file_sd paths resolve
  // relative to it), keeping its data, log and port under `dir`.
  static absl::StatusOr<std::unique_ptr<PrometheusServer>> Start(const std::string& dir,
                                                                 const std::string& config);
  ~PrometheusServer();
  PrometheusServer(const PrometheusServer&) = delete;
  PrometheusServer& operator=(const PrometheusServer&) = delete;

  const std::string& url() const { return url_; }  // http://127.0.0.1:PORT

  // The /api/v1/query response (JSON) for `promql`. INVALID_ARGUMENT if Prometheus rejects it.
  absl::StatusOr<std::string> Query(const std::string& promql) const;
  // Repeats the query until its result is non-empty (the first scrape comes ~5 s after start);
  // DEADLINE_EXCEEDED after `timeout`.
  absl::StatusOr<std::string> Await(const std::string& promql, absl::Duration timeout) const;

 private:
  PrometheusServer(std::string dir, std::string url) : dir_(std::move(dir)), url_(std::move(url)) {}
  std::string dir_;
  std::string url_;
};

// Every PromQL expression of the rule files and Grafana dashboards in `files`, one per entry
// (tests/harness/promql_exprs.py). `kind` is "all", "data" (recording rules and panels: must
// return data when the metrics exist) or "alerts" (alert conditions: empty while all is well).
absl::StatusOr<std::vector<std::string>> PromqlExpressions(const std::vector<std::string>& files,
                                                           const std::string& kind);

}  // namespace aprgrid::harness

#endif  // APRGRID_TESTS_HARNESS_PROMETHEUS_SERVER_H_
