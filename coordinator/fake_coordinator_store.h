// An in-memory CoordinatorStore for unit tests and benchmarks: every write is "durable" at once,
// and Load returns what was written, so a new Coordinator over the same fake simulates a restart.
// A test may make chosen writes fail (FailWrites): a failed write changes nothing and reports its
// error as the real store's failed commit does (ticket, WriteStatus, or the next Flush).
//
// Thread-safety: thread-safe (one mutex).
#ifndef APRGRID_COORDINATOR_FAKE_COORDINATOR_STORE_H_
#define APRGRID_COORDINATOR_FAKE_COORDINATOR_STORE_H_

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/synchronization/mutex.h"
#include "coordinator/coordinator_store.h"

namespace aprgrid::coordinator {

class FakeCoordinatorStore : public CoordinatorStore {
 public:
  // The writes FailWrites can target.
  enum class Write {
    kSaveCampaign,
    kSaveSubmission,
    kUpdateAttempts,
    kAppendGeneration,
    kCommitFinal,
    kSaveWorker,
    kReleaseWithCheckpoint
  };

  // The next `count` writes of kind `write` fail with `error` (count < 0: every one until
  // cleared with count 0).
  void FailWrites(Write write, absl::Status error, int count = 1) {
    absl::MutexLock lock(&mu_);
    failures_[write] = {std::move(error), count};
  }
  // Every kind of write fails with `error` until ClearFailures (a full disk).
  void FailAllWrites(absl::Status error) {
    for (Write w : {Write::kSaveCampaign, Write::kSaveSubmission, Write::kUpdateAttempts,
                    Write::kAppendGeneration, Write::kCommitFinal, Write::kSaveWorker,
                    Write::kReleaseWithCheckpoint}) {
      FailWrites(w, error, -1);
    }
  }
  void ClearFailures() {
    absl::MutexLock lock(&mu_);
    failures_.clear();
  }
  // Writes refused so far.
  int failed_writes() {
    absl::MutexLock lock(&mu_);
    return failed_writes_;
  }

  absl::StatusOr<StoreSnapshot> Load(AttemptSink sink) override {
    absl::MutexLock lock(&mu_);
    StoreSnapshot snapshot;
    for (const auto& [id, campaign] : campaigns_) snapshot.campaigns.push_back(campaign);
    for (const auto& [id, shape] : shapes_) snapshot.shapes.push_back({id, shape});
    for (const auto& [campaign_id, stage, key] : links_) {
      snapshot.stage_links.push_back({campaign_id, stage, key});
    }
    for (const auto& [id, artefact] : artefacts_) snapshot.artefacts.push_back(artefact);
    sink.expect(order_.size());
    for (const std::string& key : order_) {
      const AttemptRecord& record = attempts_.at(key);
      AttemptRow row;
      row.key = record.status.key;
      row.campaign_id = record.campaign_id;
      if (record.shape_id < 0) row.whole = std::make_unique<v1::Attempt>(record.attempt);
      row.shape_id = record.shape_id;
      row.seed = record.seed;
      row.max_tries = record.max_tries;
      row.ordinal = record.ordinal;
      row.patched = record.patched;
      row.status = record.status;
      if (absl::Status added = sink.add(row); !added.ok()) return added;
      auto it = generations_.find({key, record.status.epoch});
      if (record.status.state == AttemptState::kRunning && it != generations_.end()) {
        snapshot.stored_events[key] = it->second.size();
      }
      auto checkpoint = checkpoints_.find(key);
      if (checkpoint != checkpoints_.end() && (record.status.state == AttemptState::kRunning ||
                                               record.status.state == AttemptState::kQueued)) {
        snapshot.checkpoints[key] = checkpoint->second;
      }
    }
    return snapshot;
  }
  DurableTicket SaveCampaign(const CampaignRecord& campaign) override {
    absl::MutexLock lock(&mu_);
    if (absl::Status e = Fails(Write::kSaveCampaign); !e.ok()) return Failed(e);
    campaigns_[campaign.id] = campaign;
    return Ready();
  }
  DurableTicket SaveSubmission(const CampaignRecord& campaign, std::vector<StoredShape> shapes,
                               std::vector<NewAttempt> attempts,
                               std::vector<spec::StageMembers> members) override {
    absl::MutexLock lock(&mu_);
    if (absl::Status e = Fails(Write::kSaveSubmission); !e.ok()) return Failed(e);
    campaigns_[campaign.id] = campaign;
    for (StoredShape& shape : shapes) shapes_.try_emplace(shape.id, std::move(shape.shape));
    for (NewAttempt& added : attempts) {
      AttemptRecord record;
      record.campaign_id = campaign.id;
      if (added.whole != nullptr) record.attempt = *added.whole;
      record.shape_id = added.shape_id;
      record.seed = added.seed;
      record.max_tries = added.max_tries;
      record.ordinal = added.ordinal;
      record.status.key = added.key;
      const std::string key = record.status.key;
      const std::string stage =
          record.shape_id < 0 ? record.attempt.stage() : shapes_.at(record.shape_id).stage();
      // As the store's view stage_attempts does: every attempt is linked to its creator.
      links_.emplace(record.campaign_id, stage, key);
      order_.push_back(key);
      attempts_[key] = std::move(record);
    }
    for (const spec::StageMembers& stage : members) {
      for (const std::string& key : stage.attempt_keys)
        links_.emplace(campaign.id, stage.stage, key);
    }
    return Ready();
  }
  DurableTicket UpdateAttempts(std::vector<AttemptUpdate> updates) override {
    absl::MutexLock lock(&mu_);
    if (absl::Status e = Fails(Write::kUpdateAttempts); !e.ok()) return Failed(e);
    for (AttemptUpdate& update : updates) attempts_[update.key].status = std::move(update);
    return Ready();
  }
  void AppendGeneration(const std::string& key, int64_t attempt_id, uint64_t epoch,
                        const v1::GenerationEvent& generation, WriteStatusPtr writes) override {
    absl::MutexLock lock(&mu_);
    if (absl::Status e = Fails(Write::kAppendGeneration); !e.ok()) return Unreported(e, writes);
    // As the SQLite store: rows are stored under the id the attempt's lease wrote.
    auto stored = attempts_.find(key);
    if (attempt_id <= 0 || stored == attempts_.end() ||
        stored->second.status.attempt_id != attempt_id) {
      return Unreported(
          absl::InternalError(absl::StrCat("generation of ", key, " under attempt id ", attempt_id,
                                           ", not its stored id")),
          writes);
    }
    // As the table's primary key: a generation written twice is one row.
    generations_[{key, epoch}].insert(generation.generation());
  }
  void CommitFinal(const AttemptUpdate& update, const v1::ReportEvent& final,
                   WriteStatusPtr writes) override {
    absl::MutexLock lock(&mu_);
    if (absl::Status e = Fails(Write::kCommitFinal); !e.ok()) return Unreported(e, writes);
    AttemptRecord& record = attempts_[update.key];
    record.status = update;
    record.patched = final.has_repair_result() && final.repair_result().patched();
    auto checkpoint = checkpoints_.find(update.key);
    if (checkpoint != checkpoints_.end()) {
      uint64_t below = checkpoint->second.checkpoint.generation();
      if (final.has_repair_result())
        below = std::min<uint64_t>(below, final.repair_result().generations_run());
      AdoptLocked(update.key, checkpoint->second.epoch, below, update.epoch);
      checkpoints_.erase(checkpoint);
    }
    for (auto it = generations_.begin(); it != generations_.end();) {
      if (it->first.first == update.key && it->first.second != update.epoch) {
        it = generations_.erase(it);
      } else {
        ++it;
      }
    }
    ++finals_[update.key];
  }
  void SaveArtefact(const ArtefactRecord& artefact, WriteStatusPtr writes) override {
    absl::MutexLock lock(&mu_);
    if (absl::Status e = Fails(Write::kCommitFinal); !e.ok()) return Unreported(e, writes);
    artefacts_.emplace(std::make_pair(artefact.attempt_key, artefact.name), artefact);
  }
  DurableTicket ReleaseWithCheckpoint(const AttemptUpdate& update, uint64_t epoch,
                                      const v1::AttemptCheckpoint& checkpoint) override {
    absl::MutexLock lock(&mu_);
    if (absl::Status e = Fails(Write::kReleaseWithCheckpoint); !e.ok()) return Failed(e);
    attempts_[update.key].status = update;
    auto previous = checkpoints_.find(update.key);
    if (previous != checkpoints_.end()) {
      AdoptLocked(update.key, previous->second.epoch,
                  std::min(previous->second.checkpoint.generation(), checkpoint.generation()),
                  epoch);
    }
    checkpoints_[update.key] = StoredCheckpoint{epoch, checkpoint};
    return Ready();
  }
  DurableTicket SaveWorker(const WorkerRecord& worker) override {
    absl::MutexLock lock(&mu_);
    if (absl::Status e = Fails(Write::kSaveWorker); !e.ok()) return Failed(e);
    workers_[worker.id] = worker;
    return Ready();
  }
  absl::Status Flush() override {
    absl::MutexLock lock(&mu_);
    return std::exchange(unreported_, absl::OkStatus());
  }

  // Inspection for tests.
  AttemptRecord attempt(const std::string& key) {
    absl::MutexLock lock(&mu_);
    return attempts_[key];
  }
  uint64_t generations(const std::string& key, uint64_t epoch) {
    absl::MutexLock lock(&mu_);
    auto it = generations_.find({key, epoch});
    return it == generations_.end() ? 0 : it->second.size();
  }
  // The generations stored for (key, epoch), in order.
  std::vector<uint64_t> generation_numbers(const std::string& key, uint64_t epoch) {
    absl::MutexLock lock(&mu_);
    auto it = generations_.find({key, epoch});
    if (it == generations_.end()) return {};
    return std::vector<uint64_t>(it->second.begin(), it->second.end());
  }
  // The stored checkpoint of `key`, if any.
  std::optional<StoredCheckpoint> checkpoint(const std::string& key) {
    absl::MutexLock lock(&mu_);
    auto it = checkpoints_.find(key);
    if (it == checkpoints_.end()) return std::nullopt;
    return it->second;
  }
  int finals(const std::string& key) {
    absl::MutexLock lock(&mu_);
    return finals_[key];
  }
  WorkerRecord worker(const std::string& id) {
    absl::MutexLock lock(&mu_);
    return workers_[id];
  }
  CampaignRecord campaign(const std::string& id) {
    absl::MutexLock lock(&mu_);
    return campaigns_[id];
  }
  size_t attempt_count() {
    absl::MutexLock lock(&mu_);
    return attempts_.size();
  }
  // Every (campaign, stage, key) link stored (stage_attempts).
  std::set<std::tuple<std::string, std::string, std::string>> links() {
    absl::MutexLock lock(&mu_);
    return links_;
  }
  size_t artefact_count() {
    absl::MutexLock lock(&mu_);
    return artefacts_.size();
  }

 private:
  static DurableTicket Ready() { return Failed(absl::OkStatus()); }
  static DurableTicket Failed(absl::Status status) {
    std::promise<absl::Status> promise;
    promise.set_value(std::move(status));
    return promise.get_future().share();
  }
  // Moves the generations of (key, from) below `below` to (key, to), except those `to` has.
  void AdoptLocked(const std::string& key, uint64_t from, uint64_t below, uint64_t to)
      ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_) {
    if (from == to) return;
    auto source = generations_.find({key, from});
    if (source == generations_.end()) return;
    std::set<uint64_t>& target = generations_[{key, to}];
    for (auto it = source->second.begin(); it != source->second.end();) {
      if (*it < below && !target.contains(*it)) {
        target.insert(*it);
        it = source->second.erase(it);
      } else {
        ++it;
      }
    }
  }
  // The error the next write of kind `write` gets, or OK.
  absl::Status Fails(Write write) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_) {
    auto it = failures_.find(write);
    if (it == failures_.end() || it->second.second == 0) return absl::OkStatus();
    if (it->second.second > 0) --it->second.second;
    ++failed_writes_;
    return it->second.first;
  }
  void Unreported(const absl::Status& error, const WriteStatusPtr& writes)
      ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_) {
    if (writes != nullptr) {
      writes->Record(error);
    } else if (unreported_.ok()) {
      unreported_ = error;
    }
  }

  absl::Mutex mu_;
  std::map<std::string, CampaignRecord> campaigns_ ABSL_GUARDED_BY(mu_);
  std::map<std::string, AttemptRecord> attempts_ ABSL_GUARDED_BY(mu_);
  std::map<int64_t, v1::Attempt> shapes_ ABSL_GUARDED_BY(mu_);  // By stored id.
  std::vector<std::string> order_ ABSL_GUARDED_BY(mu_);
  std::set<std::tuple<std::string, std::string, std::string>> links_
      ABSL_GUARDED_BY(mu_);  // (campaign, stage, key)
  std::map<std::pair<std::string, uint64_t>, std::set<uint64_t>> generations_ ABSL_GUARDED_BY(mu_);
  std::map<std::string, int> finals_ ABSL_GUARDED_BY(mu_);
  std::map<std::string, StoredCheckpoint> checkpoints_ ABSL_GUARDED_BY(mu_);
  std::map<std::string, WorkerRecord> workers_ ABSL_GUARDED_BY(mu_);
  std::map<std::pair<std::string, std::string>, ArtefactRecord> artefacts_
      ABSL_GUARDED_BY(mu_);  // By (attempt_key, name).
  std::map<Write, std::pair<absl::Status, int>> failures_ ABSL_GUARDED_BY(mu_);
  int failed_writes_ ABSL_GUARDED_BY(mu_) = 0;
  absl::Status unreported_ ABSL_GUARDED_BY(mu_);
};

}  // namespace aprgrid::coordinator

#endif  // APRGRID_COORDINATOR_FAKE_COORDINATOR_STORE_H_
