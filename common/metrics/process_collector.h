// The standard process_* metrics of a Prometheus client (prometheus-cpp 1.0 has none), read from
// /proc/self at each scrape: process_cpu_seconds_total, process_resident_memory_bytes,
// process_virtual_memory_bytes, process_open_fds, process_max_fds, process_start_time_seconds,
// and aprgrid_build_info (docs/metrics.md, "Every daemon").
//
// Register one with the exposer beside the daemon's registry. Thread-safe: Collect reads /proc
// and keeps no state.
#ifndef APRGRID_COMMON_METRICS_PROCESS_COLLECTOR_H_
#define APRGRID_COMMON_METRICS_PROCESS_COLLECTOR_H_

#include <string>
#include <vector>

#include "prometheus/collectable.h"
#include "prometheus/metric_family.h"

namespace aprgrid::metrics {

class ProcessCollector : public prometheus::Collectable {
 public:
  // `program` labels aprgrid_build_info ("aprgrid-coordinator", "aprgrid-worker", ...).
  explicit ProcessCollector(std::string program);

  // The families above; a /proc file that cannot be read leaves its metric out.
  std::vector<prometheus::MetricFamily> Collect() const override;

 private:
  std::string program_;
  double start_time_seconds_;  // Fixed at construction (the process's start, from /proc).
};

}  // namespace aprgrid::metrics

#endif  // APRGRID_COMMON_METRICS_PROCESS_COLLECTOR_H_
