// libFuzzer target: the coordinator's handling of reported events. Each input is a
// ReportBatchRequest in protobuf text format, handled as the ReportBatch service does
// (coordinator/services.cc): one ReportSession per entry, one store flush, then an acknowledgement
// per entry. The coordinator runs over FakeCoordinatorStore with a fixed clock and holds, fresh
// for every input, one campaign of kAttempts attempts all leased to one worker (id kWorker, epoch
// 1), so that inputs naming those keys reach the ingest rules rather than "not leased". After the
// batch the leases expire and the campaign is read back, which must still succeed.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <deque>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "aprgrid/v1/coordinator.pb.h"
#include "coordinator/coordinator.h"
#include "coordinator/fake_coordinator_store.h"
#include "coordinator/ingest.h"
#include "coordinator/metrics.h"
#include "google/protobuf/io/tokenizer.h"
#include "google/protobuf/text_format.h"

namespace {

using aprgrid::coordinator::Coordinator;
using aprgrid::coordinator::CoordinatorMetrics;
using aprgrid::coordinator::CoordinatorOptions;
using aprgrid::coordinator::FakeCoordinatorStore;
using aprgrid::coordinator::ReportSession;
namespace v1 = aprgrid::v1;

constexpr int kAttempts = 4;           // Keys k0 .. k3.
constexpr int kMaxEntries = 1024;      // As ReportBatch (coordinator/services.cc).
constexpr size_t kMaxNameBytes = 256;  // Ditto.
constexpr int64_t kStartMs = 1'000'000;

// Parse errors are the common case for fuzzed text; protobuf would log each one.
class SilentErrors : public google::protobuf::io::ErrorCollector {
 public:
  void AddError(int, google::protobuf::io::ColumnNumber, const std::string&) override {}
};

CoordinatorMetrics& Metrics() {
  static CoordinatorMetrics* metrics = new CoordinatorMetrics();
  return *metrics;
}

// A fresh coordinator with every attempt leased to one worker; aborts if the set-up fails (the
// fuzzer would test nothing). Returns the worker's id.
std::string SetUp(Coordinator& coordinator) {
  if (!coordinator.Load().ok()) std::abort();
  v1::CampaignSpec spec;
  spec.set_name("fuzz");
  v1::RepairStage* stage = spec.add_stage()->mutable_repair();
  stage->set_name("s");
  stage->set_max_tries(2);
  std::vector<v1::Attempt> attempts;
  for (int i = 0; i < kAttempts; ++i) {
    v1::Attempt& a = attempts.emplace_back();
    a.set_key("k" + std::to_string(i));
    a.set_stage("s");
    a.mutable_repair()->set_bug("bug" + std::to_string(i % 2));
    a.mutable_repair()->set_strategy(v1::UCB);
    a.mutable_repair()->set_arm_set(v1::GENPROG_3);
    a.mutable_repair()->set_seed(static_cast<uint64_t>(i) + 1);
  }
  if (!coordinator.Submit(spec, "name: \"fuzz\"", std::move(attempts)).ok()) std::abort();
  v1::RegisterRequest hello;
  hello.set_hostname("fuzz");
  hello.set_slots(kAttempts);
  auto registered = coordinator.Register(hello);
  if (!registered.ok()) std::abort();
  v1::LeaseRequest lease;
  lease.set_worker_id(registered->worker_id());
  lease.set_max_tasks(kAttempts);
  auto leased = coordinator.Lease(lease);
  if (!leased.ok() || leased->tasks_size() != kAttempts) std::abort();
  return registered->worker_id();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  v1::ReportBatchRequest request;
  google::protobuf::TextFormat::Parser parser;
  parser.SetRecursionLimit(32);
  parser.AllowUnknownField(false);
  SilentErrors errors;
  parser.RecordErrorsTo(&errors);
  if (!parser.ParseFromString(std::string(reinterpret_cast<const char*>(data), size), &request)) {
    return 0;
  }
  if (request.entries().empty() || request.entries_size() > kMaxEntries ||
      request.worker_id().size() > kMaxNameBytes) {
    return 0;  // ReportBatch refuses these before any entry is looked at.
  }

  FakeCoordinatorStore store;
  int64_t now_ms = kStartMs;
  CoordinatorOptions options;
  options.lease_duration_ms = 1000;
  options.now_ms = [&now_ms] { return now_ms; };
  Coordinator coordinator(&store, &Metrics(), options);
  const std::string worker = SetUp(coordinator);
  // "$worker" stands for the registered worker's id, so that seeds can name it.
  const std::string worker_id = request.worker_id() == "$worker" ? worker : request.worker_id();

  std::deque<ReportSession> sessions;
  std::vector<absl::Status> refusals;
  bool flush = false;
  for (const v1::ReportBatchEntry& entry : request.entries()) {
    ReportSession& session = sessions.emplace_back(&coordinator, worker_id);
    absl::Status accepted = entry.events().empty()
                                ? absl::InvalidArgumentError("a ReportBatch entry without events")
                                : absl::OkStatus();
    for (const v1::ReportEvent& event : entry.events()) {
      accepted = session.OnEvent(event);
      if (!accepted.ok()) break;
    }
    flush = flush || (accepted.ok() && session.NeedsFlush());
    refusals.push_back(std::move(accepted));
  }
  const absl::Status flushed = flush ? coordinator.FlushStore() : absl::OkStatus();
  for (size_t i = 0; i < sessions.size(); ++i) {
    if (!refusals[i].ok()) continue;
    (void)sessions[i].AckAfterFlush(sessions[i].NeedsFlush() ? flushed : absl::OkStatus());
  }

  // Whatever was reported, the coordinator's state must stay readable and its leases expirable.
  now_ms += 10 * options.lease_duration_ms;
  coordinator.ExpireLeases();
  coordinator.RefreshGauges();
  if (!coordinator.GetCampaign("fuzz", /*with_cells=*/true).ok()) std::abort();
  (void)coordinator.ListCampaigns();
  return 0;
}
