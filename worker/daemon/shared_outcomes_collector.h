// The worker's shared test outcome table (worker/repair/shared_outcomes.h) as Prometheus metrics,
// read from the table at each scrape (docs/metrics.md, "Worker"):
// aprgrid_worker_shared_outcome_lookups_total, _hits_total, _evictions_total (counters),
// aprgrid_worker_shared_outcome_entries and _bytes (gauges).
//
// Register one with the exposer beside the worker's registry. Thread-safe: Collect only reads the
// table's (thread-safe) statistics. `table` must outlive the collector's registration.
#ifndef APRGRID_WORKER_DAEMON_SHARED_OUTCOMES_COLLECTOR_H_
#define APRGRID_WORKER_DAEMON_SHARED_OUTCOMES_COLLECTOR_H_

#include <memory>
#include <vector>

#include "prometheus/collectable.h"
#include "prometheus/metric_family.h"
#include "worker/repair/shared_outcomes.h"

namespace aprgrid::worker {

class SharedOutcomesCollector : public prometheus::Collectable {
 public:
  explicit SharedOutcomesCollector(std::shared_ptr<const repair::SharedOutcomes> table);
  std::vector<prometheus::MetricFamily> Collect() const override;

 private:
  std::shared_ptr<const repair::SharedOutcomes> table_;
};

}  // namespace aprgrid::worker

#endif  // APRGRID_WORKER_DAEMON_SHARED_OUTCOMES_COLLECTOR_H_
