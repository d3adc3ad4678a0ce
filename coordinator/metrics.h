// The coordinator's Prometheus metrics (names and labels fixed by docs/metrics.md).
//
// Thread-safety: every method may be called from any thread (prometheus-cpp metrics are atomic;
// the label lookups here are guarded by prometheus-cpp's family locks).
#ifndef APRGRID_COORDINATOR_METRICS_H_
#define APRGRID_COORDINATOR_METRICS_H_

#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>

#include "absl/base/thread_annotations.h"
#include "absl/container/flat_hash_map.h"
#include "absl/synchronization/mutex.h"

namespace prometheus {
class Registry;
class Counter;
class Gauge;
class Histogram;
template <typename T>
class Family;
}  // namespace prometheus

namespace aprgrid::coordinator {

class CoordinatorMetrics {
 public:
  CoordinatorMetrics();
  ~CoordinatorMetrics();
  CoordinatorMetrics(const CoordinatorMetrics&) = delete;
  CoordinatorMetrics& operator=(const CoordinatorMetrics&) = delete;

  std::shared_ptr<prometheus::Registry> registry() const { return registry_; }

  // `state`: queued, running, done, failed, cancelled.
  void SetAttempts(const std::string& campaign, const std::string& state, double count);
  // `outcome`: patched, unpatched, failed.
  void CountCompletion(const std::string& campaign, const std::string& strategy,
                       const std::string& arm_set, const std::string& outcome);
  // An attempt's computing time (the worker's wall time) when its result arrives, by stage and
  // `outcome` (patched, unpatched): aprgrid_attempt_duration_seconds.
  void ObserveAttemptDuration(const std::string& stage, const std::string& outcome, double seconds);
  // A failed try, by `reason`: lease_expired (the worker went silent) or reported (the worker
  // reported an error). `final`: the attempt has no try left and is now failed.
  void CountFailure(const std::string& reason, bool final);
  void CountLeaseExpiration();
  void CountEventIngested();
  // `reason`: stale_epoch, duplicate_seq, not_held, invalid.
  void CountEventRejected(const std::string& reason);
  void ObserveStoreBatch(double seconds, double rows);
  void ObserveRpc(std::string_view method, double seconds);
  void SetWorkersConnected(double count);

  // Totals of ObserveStoreBatch, for benchmarks (the histogram's sum without a scrape).
  double store_busy_seconds() const { return store_busy_ns_.load() * 1e-9; }
  int64_t store_batches() const { return store_batches_.load(); }

 private:
  std::shared_ptr<prometheus::Registry> registry_;
  prometheus::Family<prometheus::Gauge>* attempts_;
  prometheus::Family<prometheus::Counter>* completions_;
  // completions_'s counters by (campaign, strategy, arm_set, outcome). Family::Add hands out
  // stable pointers, and nothing removes them.
  using CompletionLabels = std::tuple<std::string, std::string, std::string, std::string>;
  absl::Mutex completions_mu_;
  absl::flat_hash_map<CompletionLabels, prometheus::Counter*> completions_by_labels_
      ABSL_GUARDED_BY(completions_mu_);
  prometheus::Family<prometheus::Histogram>* attempt_duration_;
  absl::Mutex durations_mu_;
  absl::flat_hash_map<std::pair<std::string, std::string>, prometheus::Histogram*>
      durations_by_labels_ ABSL_GUARDED_BY(durations_mu_);
  prometheus::Family<prometheus::Counter>* failures_;
  prometheus::Counter* lease_expirations_;
  prometheus::Counter* events_ingested_;
  prometheus::Family<prometheus::Counter>* events_rejected_;
  prometheus::Histogram* batch_duration_;
  prometheus::Histogram* batch_rows_;
  prometheus::Family<prometheus::Histogram>* rpc_duration_;
  // One histogram per RPC method, created up front: the hot path then needs no family lookup.
  std::map<std::string, prometheus::Histogram*, std::less<>> rpc_by_method_;
  prometheus::Gauge* workers_connected_;
  std::atomic<int64_t> store_busy_ns_{0};
  std::atomic<int64_t> store_batches_{0};
};

}  // namespace aprgrid::coordinator

#endif  // APRGRID_COORDINATOR_METRICS_H_
