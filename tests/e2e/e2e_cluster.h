// A campaign on real processes over loopback for the end-to-end tests: an aprgrid-coordinator,
// aprgrid-worker processes, the aprgrid CLI to submit, and read-only SQL on the results database.
// The fake engine (fake_engine.py) stands in for the repair engine so that a 300-attempt
// campaign takes seconds; its numbers derive from the attempt key, like the real engine's.
//
// Not thread-safe: one test thread drives a cluster.
#ifndef APRGRID_TESTS_E2E_E2E_CLUSTER_H_
#define APRGRID_TESTS_E2E_E2E_CLUSTER_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/time/time.h"
#include "tests/harness/daemon_process.h"
#include "tests/harness/scratch_dir.h"

namespace aprgrid::e2e {

// A spec of 5 bugs x 5 strategies x 2 arm sets x `seeds` seeds (50 attempts per seed) whose
// engine is the fake engine sleeping `sleep_ms` per attempt.
std::string FakeCampaignSpec(const std::string& name, int seeds, int sleep_ms);

// A spec of 4 real bugs x 5 strategies x 2 arm sets x `seeds` seeds (40 attempts per seed) with
// the built-in engine and short searches (population 10, 4 generations).
std::string BuiltinCampaignSpec(const std::string& name, int seeds);

class E2eCluster {
 public:
  static absl::StatusOr<std::unique_ptr<E2eCluster>> Create(const std::string& name);

  // Starts (or restarts, on the same port) the coordinator.
  absl::Status StartCoordinator();
  absl::Status KillCoordinator();  // SIGKILL.
  // Starts worker number `index` (replacing a dead one) with `slots` slots; it may run the fake
  // engine's interpreter (--allow-engine /usr/bin/python3).
  absl::Status StartWorker(size_t index, int slots);
  absl::Status KillWorker(size_t index);  // SIGKILL.
  // SIGTERM and wait; returns the exit code.
  absl::StatusOr<int> StopWorker(size_t index, absl::Duration timeout);
  harness::DaemonProcess* worker(size_t index) { return workers_[index].get(); }
  harness::DaemonProcess* coordinator() { return coordinator_.get(); }

  // `aprgrid ARGS... [--coordinator A --token-file F]` (with_service), returns its output or an
  // error on a non-zero exit.
  absl::StatusOr<std::string> Cli(const std::vector<std::string>& args, bool with_service = true);
  absl::StatusOr<std::string> Submit(const std::string& spec_text);

  // Attempts not yet finished (queued or running), via SQL.
  absl::StatusOr<int64_t> Unfinished() const;
  absl::StatusOr<int64_t> QueryInt(const std::string& sql) const;
  // Waits until no attempt is queued or running.
  absl::Status WaitFinished(absl::Duration timeout);

  // Every result column except timing and worker identity, plus the generation and operator rows
  // of each attempt's final epoch, as text ordered by attempt key.
  absl::StatusOr<std::string> ResultsSnapshot() const;

  const std::string& db_path() const { return db_path_; }
  const std::string& address() const { return address_; }
  const std::string& token_path() const { return token_path_; }
  const harness::ScratchDir& dir() const { return dir_; }

 private:
  explicit E2eCluster(harness::ScratchDir dir) : dir_(std::move(dir)) {}

  harness::ScratchDir dir_;
  std::string db_path_, token_path_, address_;
  std::unique_ptr<harness::DaemonProcess> coordinator_;
  int coordinator_starts_ = 0;
  std::vector<std::unique_ptr<harness::DaemonProcess>> workers_;
  std::vector<int> worker_starts_;
};

}  // namespace aprgrid::e2e

#endif  // APRGRID_TESTS_E2E_E2E_CLUSTER_H_
