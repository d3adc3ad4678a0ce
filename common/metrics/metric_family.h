// A metric family holding one unlabelled value, for prometheus::Collectable implementations that
// read their figures when scraped (process_collector.cc, worker/daemon's shared outcome
// collector).
#ifndef APRGRID_COMMON_METRICS_METRIC_FAMILY_H_
#define APRGRID_COMMON_METRICS_METRIC_FAMILY_H_

#include <utility>

#include "prometheus/metric_family.h"

namespace aprgrid::metrics {

// A Counter or Gauge family named `name` with the one value `value`.
inline prometheus::MetricFamily SingleValueFamily(const char* name, const char* help,
                                                  prometheus::MetricType type, double value) {
  prometheus::MetricFamily family;
  family.name = name;
  family.help = help;
  family.type = type;
  prometheus::ClientMetric metric;
  if (type == prometheus::MetricType::Counter) {
    metric.counter.value = value;
  } else {
    metric.gauge.value = value;
  }
  family.metric.push_back(std::move(metric));
  return family;
}

}  // namespace aprgrid::metrics

#endif  // APRGRID_COMMON_METRICS_METRIC_FAMILY_H_
