// The worker's entry in Prometheus file-based service discovery (file_sd_configs; see
// deploy/prometheus/prometheus.yml and deploy/prometheus/workers/README.md). A worker whose
// /metrics port is picked by the system (--metrics-listen HOST:0) is the only one that knows the
// port, so it writes its own target file:
//
//   [{"targets": ["node7:40123"], "labels": {"node": "node7", "slurm_job_id": "42"}}]
//
// Thread-compatible: plain functions on the file system.
#ifndef APRGRID_WORKER_DAEMON_METRICS_TARGET_H_
#define APRGRID_WORKER_DAEMON_METRICS_TARGET_H_

#include <map>
#include <string>

#include "absl/status/status.h"

namespace aprgrid::worker {

// `pattern` with every "%h" replaced by `hostname` (one file per node when several nodes share a
// folder and a command line, as the tasks of one srun do).
std::string ExpandTargetPath(const std::string& pattern, const std::string& hostname);

// The file_sd JSON for one target `host:port` labelled node=`host` plus `labels` (a `node` among
// them is overridden).
std::string MetricsTargetJson(const std::string& host, int port,
                              const std::map<std::string, std::string>& labels);

// Writes MetricsTargetJson to `path` atomically: to a temporary file in the same folder, then
// renamed over `path`, so Prometheus never reads half a file. Names the path on failure.
absl::Status WriteMetricsTarget(const std::string& path, const std::string& host, int port,
                                const std::map<std::string, std::string>& labels);

}  // namespace aprgrid::worker

#endif  // APRGRID_WORKER_DAEMON_METRICS_TARGET_H_
