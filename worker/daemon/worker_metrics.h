// The worker's Prometheus metrics (docs/metrics.md, "Worker"). Owns its registry; the caller
// exposes it (aprgrid-worker with --metrics-listen) or not (`aprgrid local`).
//
// Thread-safety: every method may be called from any thread (prometheus-cpp metrics are atomic).
#ifndef APRGRID_WORKER_DAEMON_WORKER_METRICS_H_
#define APRGRID_WORKER_DAEMON_WORKER_METRICS_H_

#include <memory>
#include <string>

namespace prometheus {
class Counter;
class Gauge;
class Histogram;
class Registry;
}  // namespace prometheus

namespace aprgrid::worker {

class WorkerMetrics {
 public:
  explicit WorkerMetrics(int slots);
  ~WorkerMetrics();

  // Outcomes: "patched", "unpatched" (repair), "trained" (CRF), "failed", "released",
  // "cancelled".
  void AttemptFinished(const std::string& outcome);
  void SlotBusy(bool busy);  // +1 / -1 busy slots.
  void GenerationDone(double seconds, uint64_t variants_evaluated);

  double attempts(const std::string& outcome) const;
  double busy_slots() const;
  double variants_evaluated() const;  // Over every generation reported so far.

  std::shared_ptr<prometheus::Registry> registry() const { return registry_; }

 private:
  prometheus::Counter* Outcome(const std::string& outcome) const;

  std::shared_ptr<prometheus::Registry> registry_;
  prometheus::Gauge* slots_;
  prometheus::Gauge* busy_;
  prometheus::Counter* patched_;
  prometheus::Counter* unpatched_;
  prometheus::Counter* failed_;
  prometheus::Counter* released_;
  prometheus::Counter* cancelled_;
  prometheus::Counter* trained_;
  prometheus::Counter* variants_;
  prometheus::Histogram* generation_seconds_;
};

}  // namespace aprgrid::worker

#endif  // APRGRID_WORKER_DAEMON_WORKER_METRICS_H_
