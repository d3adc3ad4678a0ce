#include "worker/daemon/shared_outcomes_collector.h"

#include <utility>

#include "common/metrics/metric_family.h"

namespace aprgrid::worker {
namespace {

prometheus::MetricFamily Family(const char* name, const char* help, prometheus::MetricType type,
                                int64_t value) {
  return metrics::SingleValueFamily(name, help, type, static_cast<double>(value));
}

}  // namespace

SharedOutcomesCollector::SharedOutcomesCollector(
    std::shared_ptr<const repair::SharedOutcomes> table)
    : table_(std::move(table)) {}

std::vector<prometheus::MetricFamily> SharedOutcomesCollector::Collect() const {
  const repair::SharedOutcomes::Stats s = table_->stats();
  using prometheus::MetricType;
  return {
      Family("aprgrid_worker_shared_outcome_lookups_total",
             "Variant programs looked up in the shared test outcome table", MetricType::Counter,
             s.lookups),
      Family("aprgrid_worker_shared_outcome_hits_total",
             "Lookups that found the program (another evaluation had published it)",
             MetricType::Counter, s.hits),
      Family("aprgrid_worker_shared_outcome_evictions_total",
             "Programs evicted to keep the table within its byte budget", MetricType::Counter,
             s.evictions),
      Family("aprgrid_worker_shared_outcome_entries", "Programs the table holds", MetricType::Gauge,
             s.entries),
      Family("aprgrid_worker_shared_outcome_bytes",
             "Bytes the table's entries count for (at most --shared-outcomes-mb MiB)",
             MetricType::Gauge, s.bytes),
  };
}

}  // namespace aprgrid::worker
