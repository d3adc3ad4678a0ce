// The shared outcome table's metrics follow the table: counters and gauges as its statistics.
#include "worker/daemon/shared_outcomes_collector.h"

#include <map>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace aprgrid::worker {
namespace {

std::map<std::string, double> Values(const SharedOutcomesCollector& collector) {
  std::map<std::string, double> values;
  for (const prometheus::MetricFamily& f : collector.Collect()) {
    EXPECT_EQ(f.metric.size(), 1u) << f.name;
    values[f.name] = f.type == prometheus::MetricType::Counter ? f.metric[0].counter.value
                                                               : f.metric[0].gauge.value;
  }
  return values;
}

TEST(SharedOutcomesCollectorTest, ReportsTheTablesStatistics) {
  const size_t entry = repair::SharedOutcomes::EntryBytes(2);
  auto table = std::make_shared<repair::SharedOutcomes>(16 * entry);  // One entry per shard.
  SharedOutcomesCollector collector(table);
  std::map<std::string, double> v = Values(collector);
  EXPECT_EQ(v.size(), 5u);
  EXPECT_EQ(v["aprgrid_worker_shared_outcome_lookups_total"], 0);
  const std::vector<int8_t> outcomes = {1, 0};
  const std::vector<uint32_t> steps = {3, 4};
  // Two keys of the same shard: the second evicts the first.
  table->Publish({0, 1, 16}, true, outcomes, steps);
  table->Publish({0, 2, 32}, true, outcomes, steps);
  repair::SharedOutcomes::Known known;
  EXPECT_FALSE(table->Lookup({0, 1, 16}, &known));
  EXPECT_TRUE(table->Lookup({0, 2, 32}, &known));
  v = Values(collector);
  EXPECT_EQ(v["aprgrid_worker_shared_outcome_lookups_total"], 2);
  EXPECT_EQ(v["aprgrid_worker_shared_outcome_hits_total"], 1);
  EXPECT_EQ(v["aprgrid_worker_shared_outcome_evictions_total"], 1);
  EXPECT_EQ(v["aprgrid_worker_shared_outcome_entries"], 1);
  EXPECT_EQ(v["aprgrid_worker_shared_outcome_bytes"], static_cast<double>(entry));
}

}  // namespace
}  // namespace aprgrid::worker
