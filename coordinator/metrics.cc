#include "coordinator/metrics.h"

#include <prometheus/counter.h>
#include <prometheus/family.h>
#include <prometheus/gauge.h>
#include <prometheus/histogram.h>
#include <prometheus/registry.h>

#include <tuple>
#include <utility>

namespace aprgrid::coordinator {
namespace {

// Latency buckets from 100 us to 10 s: RPCs are sub-millisecond when idle, store batches a few
// milliseconds, and anything in seconds is an incident.
prometheus::Histogram::BucketBoundaries LatencyBuckets() {
  return {0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025,
          0.05,   0.1,     0.25,   0.5,   1,      2.5,   5,    10};
}

}  // namespace

CoordinatorMetrics::CoordinatorMetrics() : registry_(std::make_shared<prometheus::Registry>()) {
  auto& r = *registry_;
  attempts_ = &prometheus::BuildGauge()
                   .Name("aprgrid_coordinator_attempts")
                   .Help("Attempts by campaign and state.")
                   .Register(r);
  completions_ = &prometheus::BuildCounter()
                      .Name("aprgrid_coordinator_attempt_completions_total")
                      .Help("Attempts that reached a final state, by outcome.")
                      .Register(r);
  attempt_duration_ = &prometheus::BuildHistogram()
                           .Name("aprgrid_attempt_duration_seconds")
                           .Help("Computing time of attempts with a result, by stage and outcome.")
                           .Register(r);
  failures_ = &prometheus::BuildCounter()
                   .Name("aprgrid_coordinator_attempt_failures_total")
                   .Help("Failed tries of attempts, by reason; final: no try left.")
                   .Register(r);
  for (const char* reason : {"lease_expired", "reported"}) {
    for (const char* final : {"false", "true"}) {
      failures_->Add({{"reason", reason}, {"final", final}});
    }
  }
  lease_expirations_ = &prometheus::BuildCounter()
                            .Name("aprgrid_coordinator_lease_expirations_total")
                            .Help("Leases that expired and were re-queued.")
                            .Register(r)
                            .Add({});
  events_ingested_ = &prometheus::BuildCounter()
                          .Name("aprgrid_coordinator_events_ingested_total")
                          .Help("Report events accepted after stale/duplicate filtering.")
                          .Register(r)
                          .Add({});
  events_rejected_ = &prometheus::BuildCounter()
                          .Name("aprgrid_coordinator_events_rejected_total")
                          .Help("Report events refused or ignored, by reason.")
                          .Register(r);
  // Every reason exists from the start (at 0), so that rate() and the dashboard's per-reason
  // panel have a series before the first refusal.
  for (const char* reason : {"stale_epoch", "duplicate_seq", "not_held", "invalid"}) {
    events_rejected_->Add({{"reason", reason}});
  }
  batch_duration_ = &prometheus::BuildHistogram()
                         .Name("aprgrid_coordinator_store_batch_duration_seconds")
                         .Help("Time to commit one store-writer batch.")
                         .Register(r)
                         .Add({}, LatencyBuckets());
  batch_rows_ = &prometheus::BuildHistogram()
                     .Name("aprgrid_coordinator_store_batch_rows")
                     .Help("Rows written per committed store batch.")
                     .Register(r)
                     .Add({}, prometheus::Histogram::BucketBoundaries{1, 2, 5, 10, 20, 50, 100, 200,
                                                                      500, 1000, 2000, 5000});
  rpc_duration_ = &prometheus::BuildHistogram()
                       .Name("aprgrid_coordinator_rpc_duration_seconds")
                       .Help("Server-side RPC latency by method.")
                       .Register(r);
  for (const char* method :
       {"Submit", "Get", "List", "Cancel", "Register", "Lease", "Report", "Heartbeat"}) {
    rpc_by_method_[method] = &rpc_duration_->Add({{"method", method}}, LatencyBuckets());
  }
  workers_connected_ = &prometheus::BuildGauge()
                            .Name("aprgrid_coordinator_workers_connected")
                            .Help("Workers whose last heartbeat is within the lease duration.")
                            .Register(r)
                            .Add({});
}

CoordinatorMetrics::~CoordinatorMetrics() = default;

void CoordinatorMetrics::SetAttempts(const std::string& campaign, const std::string& state,
                                     double count) {
  attempts_->Add({{"campaign", campaign}, {"state", state}}).Set(count);
}

void CoordinatorMetrics::CountCompletion(const std::string& campaign, const std::string& strategy,
                                         const std::string& arm_set, const std::string& outcome) {
  // Family::Add builds a label map and hashes it under the family's lock (about 6,000
  // instructions, half of an accepted result's cost), and a shared attempt counts once per
  // campaign: the counters are looked up in a hash map of our own instead.
  CompletionLabels key(campaign, strategy, arm_set, outcome);
  prometheus::Counter* counter;
  {
    absl::MutexLock lock(&completions_mu_);
    prometheus::Counter*& cached = completions_by_labels_[std::move(key)];
    if (cached == nullptr) {
      cached = &completions_->Add({{"campaign", campaign},
                                   {"strategy", strategy},
                                   {"arm_set", arm_set},
                                   {"outcome", outcome}});
    }
    counter = cached;
  }
  counter->Increment();
}

void CoordinatorMetrics::ObserveAttemptDuration(const std::string& stage,
                                                const std::string& outcome, double seconds) {
  prometheus::Histogram* histogram;
  {
    absl::MutexLock lock(&durations_mu_);  // As in CountCompletion: Family::Add is costly.
    prometheus::Histogram*& cached = durations_by_labels_[{stage, outcome}];
    if (cached == nullptr) {
      // From 10 ms (the built-in engine's short searches) to 4 h (an external engine's run).
      cached = &attempt_duration_->Add(
          {{"stage", stage}, {"outcome", outcome}},
          prometheus::Histogram::BucketBoundaries{0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60,
                                                  120, 300, 600, 1200, 1800, 3600, 7200, 14400});
    }
    histogram = cached;
  }
  histogram->Observe(seconds);
}

void CoordinatorMetrics::CountFailure(const std::string& reason, bool final) {
  failures_->Add({{"reason", reason}, {"final", final ? "true" : "false"}}).Increment();
}

void CoordinatorMetrics::CountLeaseExpiration() { lease_expirations_->Increment(); }
void CoordinatorMetrics::CountEventIngested() { events_ingested_->Increment(); }

void CoordinatorMetrics::CountEventRejected(const std::string& reason) {
  events_rejected_->Add({{"reason", reason}}).Increment();
}

void CoordinatorMetrics::ObserveStoreBatch(double seconds, double rows) {
  batch_duration_->Observe(seconds);
  store_busy_ns_.fetch_add(static_cast<int64_t>(seconds * 1e9));
  store_batches_.fetch_add(1);
  batch_rows_->Observe(rows);
}

void CoordinatorMetrics::ObserveRpc(std::string_view method, double seconds) {
  auto it = rpc_by_method_.find(method);
  if (it != rpc_by_method_.end()) {
    it->second->Observe(seconds);
  } else {
    rpc_duration_->Add({{"method", std::string(method)}}, LatencyBuckets()).Observe(seconds);
  }
}

void CoordinatorMetrics::SetWorkersConnected(double count) { workers_connected_->Set(count); }

}  // namespace aprgrid::coordinator
