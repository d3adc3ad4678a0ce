// What the coordinator persists, as an interface over the results store.
//
// The coordinator keeps its working state in memory (scheduler, leases) and mirrors every change
// here; SQLite is the only state that survives a restart (docs/architecture.md, invariant 6). All
// writes go through one writer and are applied in call order (docs/architecture.md, invariant 5);
// each returns a DurableTicket that becomes ready when that write, and every write before it, is
// committed. Callers wait on a ticket only where an acknowledgement depends on durability (a lease
// granted, a result recorded).
//
// Implementations: SqliteCoordinatorStore (coordinator/sqlite_coordinator_store.h) and the
// in-memory fake of the unit tests.
#ifndef APRGRID_COORDINATOR_COORDINATOR_STORE_H_
#define APRGRID_COORDINATOR_COORDINATOR_STORE_H_

#include <cstddef>
#include <cstdint>
#include <future>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/functional/any_invocable.h"
#include "absl/functional/function_ref.h"
#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/synchronization/mutex.h"
#include "aprgrid/v1/campaign.pb.h"
#include "aprgrid/v1/coordinator.pb.h"
#include "common/spec/stage_members.h"

namespace aprgrid::coordinator {

enum class AttemptState { kQueued, kRunning, kDone, kFailed, kCancelled };

// "queued", "running", "done", "failed", "cancelled": the values of attempts.state in the store
// and of the `state` metric label.
const char* AttemptStateName(AttemptState state);
bool ParseAttemptState(std::string_view name, AttemptState* state);

struct StageRecord {
  std::string name;
  bool repair = true;  // Else a CRF stage.
  uint32_t max_tries = 3;
  // The stage as submitted (stages.spec), for its dependencies (Stage.after, RepairStage.
  // crf_model); empty for rows written before stages had dependencies.
  v1::Stage spec;
};

struct CampaignRecord {
  std::string id;
  std::string name;
  std::string description;
  int priority = 0;
  std::string spec_text;
  bool cancelled = false;
  bool finished = false;  // No queued or running attempts (stored as campaigns.state).
  int64_t created_ms = 0;
  int64_t updated_ms = 0;
  std::vector<StageRecord> stages;  // In spec order.
};

// The mutable part of an attempt's row.
struct AttemptUpdate {
  std::string key;
  AttemptState state = AttemptState::kQueued;
  uint64_t epoch = 0;       // Epoch of the latest lease (0: never leased).
  uint32_t tries = 0;       // Leases that ended in failure or expiry.
  std::string worker_id;    // Holder while running.
  int64_t deadline_ms = 0;  // Lease deadline while running.
  int64_t started_ms = 0;   // When the latest lease was granted.
  int64_t finished_ms = 0;  // When it reached done, failed or cancelled.
  std::string last_error;
  // attempts.attempt_id (docs/results-schema.md, schema version 13): the integer that names the
  // attempt in the event tables' storage, given at its first lease in lease order and never
  // changed; 0 while it has none (never leased).
  int64_t attempt_id = 0;
};

// A row of `workers`.
struct WorkerRecord {
  std::string id;
  std::string hostname;
  uint32_t slots = 0;
  uint32_t busy_slots = 0;
  std::string version;
  std::string labels_json = "{}";
  bool draining = false;
  int64_t registered_ms = 0;
  int64_t last_heartbeat_ms = 0;
};

// An attempt's shape as stored (table attempt_shapes, docs/results-schema.md): its message without
// key and seed, which every attempt of its grid cell shares (coordinator/attempt_shapes.h).
struct StoredShape {
  int64_t id = 0;
  v1::Attempt shape;
};

// An attempt's stored row as a whole (the in-memory fake store keeps its attempts so).
struct AttemptRecord {
  std::string campaign_id;
  // The attempt's message. When shape_id >= 0 it is the stored shape `shape_id` with key
  // status.key and seed `seed`, and `attempt` is left empty; otherwise `attempt` holds it whole
  // (key, stage and every factor).
  v1::Attempt attempt;
  int64_t shape_id = -1;
  uint64_t seed = 0;
  uint32_t max_tries = 3;
  int64_t ordinal = 0;   // Position in the campaign's expansion order (across resubmissions).
  AttemptUpdate status;  // status.key is the attempt's key.
  bool patched = false;  // Done with a patch.
};

// One attempt row as CoordinatorStore::Load hands it to its sink: a row at a time, so that a
// million-attempt file is not first copied into a million records (docs/performance.md,
// "Streamed attempt rows at a restart"). The views are valid only during the sink's call; the
// sink may move from `whole` and `status`.
struct AttemptRow {
  std::string_view key;
  std::string_view campaign_id;
  // When shape_id >= 0 the attempt is the stored shape `shape_id` with key `key` and seed `seed`,
  // and `whole` is null; otherwise `whole` holds its message (key, stage and every factor).
  std::unique_ptr<v1::Attempt> whole;
  int64_t shape_id = -1;
  uint64_t seed = 0;
  uint32_t max_tries = 3;
  int64_t ordinal = 0;   // Position in the campaign's expansion order (across resubmissions).
  bool patched = false;  // Done with a patch.
  AttemptUpdate status;  // status.key is not set (see `key`).
};
// Where CoordinatorStore::Load hands the attempt rows: `expect` once before the first row, with
// how many rows follow, then `add` once per row.
struct AttemptSink {
  absl::FunctionRef<void(size_t rows)> expect;
  absl::FunctionRef<absl::Status(AttemptRow& row)> add;
};

// A new attempt of a submission (SaveSubmission): its queued row beyond what the campaign gives
// every row (campaign id, queued time). Smaller than an AttemptRecord, since a large grid builds
// a million of them (docs/performance.md, "Submit in multi-row inserts").
struct NewAttempt {
  std::string key;
  int64_t ordinal = 0;  // Position in the campaign's expansion order (across resubmissions).
  uint32_t max_tries = 3;
  // The attempt is the stored shape `shape_id` with key `key` and seed `seed` (a repair attempt),
  // or, when shape_id < 0, `whole` (key, stage and every factor).
  int64_t shape_id = -1;
  uint64_t seed = 0;
  std::unique_ptr<const v1::Attempt> whole;
};

// A (campaign, stage) that names an attempt (view stage_attempts): an attempt's key leaves out
// its stage and campaign, so several may name it. The creator's link is among them.
struct StageLink {
  std::string campaign_id;
  std::string stage;
  std::string attempt_key;
};

// A row of `artefacts`: a published CRF model (docs/results-schema.md, artefacts).
struct ArtefactRecord {
  std::string campaign_id;  // The campaign and stage that published it.
  std::string stage;
  std::string attempt_key;                   // The CRF attempt that produced it.
  std::string name;                          // "crf-model".
  std::string sha256;                        // 64 lowercase hex digits: the SHA-256 of `bytes`.
  std::shared_ptr<const std::string> bytes;  // Never null.
  int64_t created_ms = 0;
};

// A row of attempt_checkpoints: the checkpoint the attempt's last holder released it with
// (docs/protocol.md, "Checkpoints"). The generation/operator_stats rows at `epoch` hold the
// attempt's generations before `checkpoint.generation()`.
struct StoredCheckpoint {
  uint64_t epoch = 0;
  v1::AttemptCheckpoint checkpoint;
};

struct StoreSnapshot {
  std::vector<CampaignRecord> campaigns;
  std::vector<StoredShape> shapes;  // Every stored shape.
  // The attempts are not here: Load hands them to its sink.
  // The links of the stored attempts, in no particular order. The creator's link of an attempt
  // (its own campaign and stage) may be left out: Load makes it from the attempt.
  std::vector<StageLink> stage_links;
  // For running attempts: events already stored at the current epoch (the next expected seq).
  absl::flat_hash_map<std::string, uint64_t> stored_events;
  std::vector<ArtefactRecord> artefacts;  // Every published artefact.
  // The stored checkpoints of queued and running attempts.
  absl::flat_hash_map<std::string, StoredCheckpoint> checkpoints;
};

using DurableTicket = std::shared_future<absl::Status>;

// The outcome of a sequence of writes whose callers wait for them together (the events of one
// Report stream): the first error among them. A ticket per event would cost a promise, a shared
// state and a wake-up check per event; this costs one allocation per stream.
//
// Thread-safety: thread-safe. Writes record on the store's callback thread; the stream reads
// status() after a flush that followed its writes.
class WriteStatus {
 public:
  // Keeps `status` if it is the first error.
  void Record(const absl::Status& status) {
    if (status.ok()) return;
    absl::MutexLock lock(&mu_);
    if (first_error_.ok()) first_error_ = status;
  }
  absl::Status status() const {
    absl::MutexLock lock(&mu_);
    return first_error_;
  }

 private:
  mutable absl::Mutex mu_;
  absl::Status first_error_ ABSL_GUARDED_BY(mu_);
};
using WriteStatusPtr = std::shared_ptr<WriteStatus>;

class CoordinatorStore {
 public:
  virtual ~CoordinatorStore() = default;

  // Reads everything the coordinator needs at start-up. Called once, before any write. Every
  // stored attempt goes to `attempts` (its `add`, one call per row, in no particular order) before
  // Load returns; an error of `add` ends the read and is Load's result.
  virtual absl::StatusOr<StoreSnapshot> Load(AttemptSink attempts) = 0;

  // Inserts or replaces the campaign row (attempts are untouched).
  virtual DurableTicket SaveCampaign(const CampaignRecord& campaign) = 0;
  // In one transaction: inserts or replaces the campaign row, inserts the shapes not yet stored
  // and the campaign's new attempts (queued, in campaign `campaign.id`, queued at
  // campaign.updated_ms), and links each stage to every key it names (`members`: new and existing
  // keys; existing links stay; a new attempt is always linked to its creator's stage, so
  // `members` may leave that link out). `shapes` holds every shape an entry of `attempts` names
  // (a stored shape's id always means the same shape).
  // REQUIRES: the attempts' keys are not yet stored; each member key is stored or in `attempts`;
  // an entry that names a shape is a repair attempt; one without has `whole`.
  virtual DurableTicket SaveSubmission(const CampaignRecord& campaign,
                                       std::vector<StoredShape> shapes,
                                       std::vector<NewAttempt> attempts,
                                       std::vector<spec::StageMembers> members) = 0;
  virtual DurableTicket UpdateAttempts(std::vector<AttemptUpdate> updates) = 0;
  // UpdateAttempts for the writes nobody waits for and whose loss is harmless (leases granted,
  // renewed): they need not be all or nothing, so an error part-way may leave the updates before
  // it applied (a store may then skip the cost of undoing them). Default: UpdateAttempts.
  virtual void RecordLeases(std::vector<AttemptUpdate> updates) {
    UpdateAttempts(std::move(updates));
  }
  // One generation summary (and its arm statistics) of (attempt, epoch); `attempt_id` is the
  // attempt's AttemptUpdate::attempt_id as its lease stored it (REQUIRES: > 0). Its error, if any,
  // goes to `writes` (null: to the next Flush's result); a Flush issued later covers it.
  virtual void AppendGeneration(const std::string& key, int64_t attempt_id, uint64_t epoch,
                                const v1::GenerationEvent& generation, WriteStatusPtr writes) = 0;
  // In one transaction: the final event's result (repair or CRF), the attempt's new state, and the
  // deletion of the attempt's generation/arm rows of every epoch other than update.epoch. An
  // attempt with a stored checkpoint first takes the rows of the generations before it from the
  // checkpoint's epoch (those below the result's generations_run and not streamed again at
  // update.epoch), and its checkpoint row goes. Its error goes to `writes` as for
  // AppendGeneration.
  virtual void CommitFinal(const AttemptUpdate& update, const v1::ReportEvent& final,
                           WriteStatusPtr writes) = 0;

  // Inserts the artefact unless a row of the same (attempt_key, name) exists (idempotent). Its
  // error goes to `writes` as for AppendGeneration.
  virtual void SaveArtefact(const ArtefactRecord& artefact, WriteStatusPtr writes) = 0;
  // In one transaction: the released attempt's new state (`update`) and its checkpoint, written at
  // `epoch` (the released lease's), replacing the attempt's previous checkpoint. The generations
  // before the previous checkpoint move from its epoch to `epoch` first, unless `epoch` has a
  // row of the same generation already (a run that did not resume): so the rows of `epoch`
  // below the new checkpoint's generation are the attempt's complete history.
  virtual DurableTicket ReleaseWithCheckpoint(const AttemptUpdate& update, uint64_t epoch,
                                              const v1::AttemptCheckpoint& checkpoint) = 0;

  // Inserts or replaces a worker's row (informational: the coordinator never reads it back).
  virtual DurableTicket SaveWorker(const WorkerRecord& worker) = 0;

  // Commits everything written so far.
  virtual absl::Status Flush() = 0;
  // Flush without blocking the caller: `done` gets Flush's result once everything written so far
  // is committed, on whatever thread completes it (the store's writer; the caller's by default).
  virtual void FlushAsync(absl::AnyInvocable<void(absl::Status)> done) { done(Flush()); }
  // Asks for what was written so far to be committed now rather than when the store's batch
  // would close by itself; returns at once (the ticket says when). Default: nothing to hurry.
  virtual void CommitSoon() {}
};

// Waits for `ticket`.
inline absl::Status Await(const DurableTicket& ticket) { return ticket.get(); }

}  // namespace aprgrid::coordinator

#endif  // APRGRID_COORDINATOR_COORDINATOR_STORE_H_
