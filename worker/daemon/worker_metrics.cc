#include "worker/daemon/worker_metrics.h"

#include "prometheus/counter.h"
#include "prometheus/gauge.h"
#include "prometheus/histogram.h"
#include "prometheus/registry.h"

namespace aprgrid::worker {

WorkerMetrics::WorkerMetrics(int slots) : registry_(std::make_shared<prometheus::Registry>()) {
  slots_ = &prometheus::BuildGauge()
                .Name("aprgrid_worker_slots")
                .Help("Configured slots")
                .Register(*registry_)
                .Add({});
  slots_->Set(slots);
  busy_ = &prometheus::BuildGauge()
               .Name("aprgrid_worker_slots_busy")
               .Help("Slots running an attempt")
               .Register(*registry_)
               .Add({});
  auto& attempts = prometheus::BuildCounter()
                       .Name("aprgrid_worker_attempts_total")
                       .Help("Attempts this worker finished, by outcome")
                       .Register(*registry_);
  patched_ = &attempts.Add({{"outcome", "patched"}});
  unpatched_ = &attempts.Add({{"outcome", "unpatched"}});
  failed_ = &attempts.Add({{"outcome", "failed"}});
  released_ = &attempts.Add({{"outcome", "released"}});
  cancelled_ = &attempts.Add({{"outcome", "cancelled"}});
  trained_ = &attempts.Add({{"outcome", "trained"}});
  variants_ = &prometheus::BuildCounter()
                   .Name("aprgrid_worker_variants_evaluated_total")
                   .Help("GP variants evaluated")
                   .Register(*registry_)
                   .Add({});
  generation_seconds_ = &prometheus::BuildHistogram()
                             .Name("aprgrid_worker_generation_duration_seconds")
                             .Help("Wall time of one GP generation")
                             .Register(*registry_)
                             .Add({}, prometheus::Histogram::BucketBoundaries{
                                          0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 10, 60});
}

WorkerMetrics::~WorkerMetrics() = default;

prometheus::Counter* WorkerMetrics::Outcome(const std::string& outcome) const {
  if (outcome == "patched") return patched_;
  if (outcome == "unpatched") return unpatched_;
  if (outcome == "released") return released_;
  if (outcome == "cancelled") return cancelled_;
  if (outcome == "trained") return trained_;
  return failed_;
}

void WorkerMetrics::AttemptFinished(const std::string& outcome) { Outcome(outcome)->Increment(); }

void WorkerMetrics::SlotBusy(bool busy) {
  if (busy) {
    busy_->Increment();
  } else {
    busy_->Decrement();
  }
}

void WorkerMetrics::GenerationDone(double seconds, uint64_t variants_evaluated) {
  generation_seconds_->Observe(seconds);
  variants_->Increment(static_cast<double>(variants_evaluated));
}

double WorkerMetrics::attempts(const std::string& outcome) const {
  return Outcome(outcome)->Value();
}

double WorkerMetrics::busy_slots() const { return busy_->Value(); }

double WorkerMetrics::variants_evaluated() const { return variants_->Value(); }

}  // namespace aprgrid::worker
