// The coordinator's state machine: campaigns, attempts, workers and leases, independent of gRPC.
//
// Attempt life: QUEUED -> (Lease) RUNNING at epoch+1 -> DONE with a result | QUEUED again (lease
// expired, failure reported, or released by a draining worker) | FAILED after max_tries failures or
// expiries | CANCELLED. Every transition is mirrored to the CoordinatorStore in call order; the
// replies that promise durability (Submit, Cancel, a report's acknowledgement) wait for their
// write, and an error of that write is the reply: nothing acknowledged is uncommitted. Submit and
// Cancel change memory only once their write committed. A report's event changes memory at once;
// if its write fails the worker is not acknowledged and sends the event again, and the repeat
// (a duplicate) writes it again, so its acknowledgement still waits for a commit of the event.
// Leases are written without waiting; after a restart every unfinished attempt skips one epoch, so
// an epoch whose write was lost in a crash is never handed out twice.
//
// Shared attempts. An attempt is identified by its key, which leaves out stage and campaign, so two
// stages or two campaigns that name the same grid point share one attempt: it runs once, and it
// belongs to every (campaign, stage) that names it (the store's stage_attempts). Each of them
// counts it, as what it is, in its figures (Get, List, Watch, the per-campaign gauges and
// completion counters): a campaign counts each attempt once, a stage's cell once per stage. A
// campaign is finished when none of its attempts is queued or running, whichever campaign they run
// for. Scheduling (queue order, priority, fair share) stays with the campaign that created the
// attempt. Cancel cancels only the attempts that no other non-cancelled campaign names; the others
// go on (see Cancel).
//
// Stage dependencies (docs/campaign-spec.md, "Stage dependencies and CRF models"). A stage's
// queued attempts are held back from the queue while any stage it depends on (Stage.after and
// RepairStage.crf_model, from the campaign's latest spec) has an attempt queued or running; they
// join the queue at the next Lease after the last of them finished (done, failed or cancelled).
// The state is derived from the attempts' states, so a restart (Load) holds the same attempts, and
// Cancel cancels held attempts like queued ones. An attempt is held by the stages of the campaign
// and stage that created it; a later stage or campaign that shares it does not hold it. A stage
// named by crf_model publishes its CRF attempt's model (the result's inline bytes) into the
// artefacts table when the result arrives; Lease then gives the dependent attempts the model's
// SHA-256 (Task.crf_model_sha256), and fails an attempt whose model does not exist (its CRF
// attempt failed, was cancelled or published nothing) with the reason instead of leasing it.
// FetchArtefact serves published models from memory (they are loaded at start-up; each is at most
// kMaxArtefactBytes).
//
// Thread-safety: all public methods are thread-safe. One mutex guards the state; it is never held
// while waiting for the store.
#ifndef APRGRID_COORDINATOR_COORDINATOR_H_
#define APRGRID_COORDINATOR_COORDINATOR_H_

#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/base/thread_annotations.h"
#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/container/inlined_vector.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/synchronization/mutex.h"
#include "aprgrid/v1/campaign.pb.h"
#include "aprgrid/v1/coordinator.pb.h"
#include "common/spec/expanded_grid.h"
#include "coordinator/attempt_shapes.h"
#include "coordinator/coordinator_store.h"
#include "coordinator/lease_table.h"
#include "coordinator/metrics.h"
#include "coordinator/scheduler.h"
#include "coordinator/string_arena.h"

namespace aprgrid::coordinator {

// The largest artefact the coordinator publishes and serves: 4 MiB less 16 KiB, so that the CRF
// result that carries the model fits the coordinator's 4 MiB request limit (docs/protocol.md).
inline constexpr size_t kMaxArtefactBytes = (4u << 20) - (16u << 10);
// The largest checkpoint a release may carry (docs/protocol.md, "Checkpoints"): 4 MiB less room
// for the rest of the event, so that it fits in one request (common/auth/grpc_settings.h). A
// larger one is dropped with a log line, and the attempt restarts from scratch.
inline constexpr size_t kMaxCheckpointBytes = (4 << 20) - (64 << 10);
// One Lease carries checkpoints of at most this many bytes together (the first regardless);
// the other attempts with checkpoints wait for the next Lease.
inline constexpr size_t kMaxLeaseCheckpointBytes = 8 << 20;

struct CoordinatorOptions {
  int64_t lease_duration_ms = 60000;
  int64_t heartbeat_interval_ms = 15000;
  uint32_t retry_after_ms = 1000;  // Advised wait when nothing is queued.
  // Advised wait when attempts are queued but kept for other workers' free slots (see Lease):
  // short, because the asking worker's own slot may free at any moment; one millisecond per
  // connected slot when that is longer (at most retry_after_ms), to bound the asks of a cluster.
  uint32_t withheld_retry_after_ms = 20;
  // Estimated compute time of the attempts one Lease hands out beyond the worker's free slots,
  // per slot; the first such attempt is handed out regardless.
  int64_t lease_ahead_ms_per_slot = 200;
  // Unix milliseconds; tests inject a fake clock. Null means the system clock.
  std::function<int64_t()> now_ms;
};

// The result of accepting one report event.
struct EventOutcome {
  bool duplicate = false;  // Already seen (repeated seq, or a retried final): ignored.
  bool final = false;      // The event ended the attempt's lease (result, failure or release).
  bool cancelled = false;  // The attempt was cancelled; the worker should stop it.
  bool wrote = false;      // A write went to the store (its error, if any, to `writes`).
  DurableTicket ticket;    // Or: ready when the event's write is durable (failure, release).
};

class Coordinator {
 public:
  // `store` and `metrics` must outlive the coordinator.
  Coordinator(CoordinatorStore* store, CoordinatorMetrics* metrics, CoordinatorOptions options);

  // Restores the state from the store. REQUIRES: called once, before anything else. Leases of
  // running attempts are restored with their stored deadline (workers reconnect and renew them).
  absl::Status Load();

  // Stores a validated campaign and its expansion `attempts` (keys unique). Only keys not yet
  // stored become new attempts (of this campaign); the campaign also gains every attempt a stage
  // names that exists already, under another campaign or stage, in any state (a done one counts as
  // done at once). `members` lists every key each stage names (ExpandGrid's members; empty: each
  // attempt belongs to its own stage only) and goes to the store with the attempts.
  // INVALID_ARGUMENT if a member key is neither stored nor in `attempts`. All or nothing: memory
  // changes only after the store committed the submission, so when the write fails (read-only
  // file, full disk, I/O error) the error is returned and no campaign, attempt or membership of
  // it exists, in memory or on disk.
  absl::StatusOr<v1::SubmitResponse> Submit(const v1::CampaignSpec& spec, std::string spec_text,
                                            std::vector<v1::Attempt> attempts,
                                            std::vector<spec::StageMembers> members = {});
  // The same for an expansion held per cell (spec::ExpandGridCells): each new attempt is added
  // from its cell's shape and seed, without a message per attempt; a stage's repeats are its
  // members beyond the attempts it creates. INVALID_ARGUMENT if a repeat is neither stored nor
  // created by `grid`.
  absl::StatusOr<v1::SubmitResponse> Submit(const v1::CampaignSpec& spec, std::string spec_text,
                                            spec::ExpandedGrid grid);
  absl::StatusOr<v1::Campaign> GetCampaign(const std::string& id_or_name, bool with_cells) const;
  v1::ListCampaignsResponse ListCampaigns() const;
  // Cancels the campaign's queued attempts at once and its running ones at their worker's next
  // heartbeat or report, except attempts that another campaign, not cancelled, also names: those
  // stay queued or running for it and count in this campaign as what they are. As Submit, memory
  // changes only after the write committed: when it fails, the error is returned and every
  // attempt is as it was (queued ones leasable again).
  absl::StatusOr<v1::CancelResponse> Cancel(const std::string& id_or_name);

  absl::StatusOr<v1::RegisterResponse> Register(const v1::RegisterRequest& request);
  // Hands out up to max_tasks queued attempts, but no more than
  //   max(the worker's free slots, its fair share of the queue),
  // where free slots are the worker's own count (LeaseRequest.free_slots) capped by its
  // registered slots, or, from an older worker that does not send it, its registered slots minus
  // the leases it holds (which include computed results not yet reported), and its fair share is
  // queued x its slots / the slots of every connected worker that is not draining. A worker asks
  // for more than its free slots to have attempts ready ahead (short attempts: no Lease round
  // trip between two of them). While much is queued the share allows that; at the end of a
  // campaign it does not, so the last attempts wait in the queue for whichever slot frees first
  // instead of in a busy worker's ready queue while another worker's slot idles. Attempts
  // beyond the free slots also stop at lease_ahead_ms_per_slot of estimated compute time (the
  // mean wall_ms reported for the attempt's cell, else its campaign's): a worker that judges
  // from a run of short attempts would otherwise take a block of long ones at once (the smoke
  // campaign's expr-1 attempts take 20 times its others'), leaving the other workers idle at
  // the end. A worker that gets nothing although attempts are queued is told to retry after
  // withheld_retry_after_ms. Cost: a few hash lookups and one estimate per attempt handed out;
  // the connected workers' slots are summed by RefreshGauges and kept up to date by Register
  // and Heartbeat. ReportBatch calls it too, for the leases of its reply (docs/protocol.md,
  // "Leases on the ReportBatch reply"), after the batch's entries.
  absl::StatusOr<v1::LeaseResponse> Lease(const v1::LeaseRequest& request);
  // What Lease checks before it looks at the state: INVALID_ARGUMENT for a malformed worker_id,
  // max_tasks outside 1..1024 or free_slots over 1024.
  static absl::Status ValidateLease(const v1::LeaseRequest& request);
  absl::StatusOr<v1::HeartbeatResponse> Heartbeat(const v1::HeartbeatRequest& request);
  // The bytes of the published artefact whose SHA-256 is `sha256`: INVALID_ARGUMENT unless it is
  // 64 lowercase hex digits, NOT_FOUND if none is published. The bytes are shared, not copied.
  absl::StatusOr<std::shared_ptr<const std::string>> FetchArtefact(const std::string& sha256) const;

  // Checks and records one report event (the rules of docs/protocol.md, "Report"). `worker_id`
  // is the caller's id from the call metadata, or empty if it sent none (then the epoch alone
  // proves the lease). A generation or result write records its error in `writes` (a stream's
  // writes share one; null: the error reaches the next FlushStore). Errors: INVALID_ARGUMENT
  // (malformed), FAILED_PRECONDITION (not leased, stale epoch, seq gap), PERMISSION_DENIED
  // (leased to another worker).
  absl::StatusOr<EventOutcome> AcceptEvent(const std::string& worker_id,
                                           const v1::ReportEvent& event,
                                           const WriteStatusPtr& writes = nullptr);

  // Waits until every write handed to the store so far is durable.
  absl::Status FlushStore() { return store_->Flush(); }
  // The same without blocking: `done` runs (on the store's callback thread) once it is durable.
  void FlushStoreAsync(absl::AnyInvocable<void(absl::Status)> done) {
    store_->FlushAsync(std::move(done));
  }

  // Re-queues (or fails) attempts whose lease deadline has passed; returns how many expired.
  size_t ExpireLeases();
  // Publishes the attempts-by-state and connected-workers gauges, and recounts the connected
  // workers' slots that Lease shares the queue among.
  void RefreshGauges();

  int64_t Now() const { return options_.now_ms ? options_.now_ms() : SystemNowMs(); }
  const CoordinatorOptions& options() const { return options_; }

  // The campaign id of a campaign name (stable: a hash of the name).
  static std::string CampaignIdFor(const std::string& name);

 private:
  static constexpr int kStates = 5;
  struct Counts {
    uint64_t by_state[kStates] = {};
    uint64_t patched = 0;
  };
  struct CampaignEntry {
    CampaignRecord record;
    Counts counts;                                      // Every attempt the campaign names, once.
    std::vector<std::pair<std::string, Counts>> cells;  // (stage, cell label) order of creation.
    std::vector<std::string> cell_labels;
    absl::flat_hash_map<std::string, uint32_t> cell_index;  // stage + '\n' + label -> index.
    std::deque<int64_t> recent_completions;                 // Unix ms, last minute.
    // Moving means of the compute time (a result's wall_ms) of finished attempts the campaign
    // created: per cell (as `cells`) and over all; -1 while none is known.
    std::vector<double> cell_wall_ms;
    double wall_ms = -1;
    int64_t created = 0;  // Attempts this campaign created: the next one's ordinal.
    uint64_t saves = 0;   // How often `record` was handed to the store (SaveCampaignRecord).
    // Per stage: its member attempts that are queued or running, each once; 0 or absent: the
    // stage is finished.
    absl::flat_hash_map<std::string, uint64_t> stage_open;
    // Per stage with dependencies: the stages it waits for (from record.stages).
    absl::flat_hash_map<std::string, std::vector<std::string>> stage_after;
    // Per stage: queued attempts (ids) it created that wait for its dependencies (may hold ones
    // that were cancelled meanwhile; ReleaseHeld skips them).
    absl::flat_hash_map<std::string, std::vector<uint32_t>> held;
    // The cell of an attempt of each shape in the shape's own stage (AddMembership's cache).
    absl::flat_hash_map<uint32_t, uint32_t> shape_cell;
    // Stages named by a repair stage's crf_model: their CRF attempt's model is published.
    absl::flat_hash_set<std::string> model_stages;
  };
  // One (campaign, stage cell) an attempt belongs to. `campaign` points into campaigns_ (a
  // std::map, whose entries never move and are never erased).
  struct Membership {
    CampaignEntry* campaign = nullptr;
    uint32_t cell = 0;
    bool counts_campaign = false;  // The attempt's first membership in this campaign.
  };
  // An attempt in memory. Its message is kept as a shared shape (shapes_) plus its key and seed
  // (coordinator/attempt_shapes.h); its key's bytes live in keys_.
  struct AttemptEntry {
    absl::string_view key;
    uint32_t id = 0;     // Its index in entries_ (the scheduler's name for it).
    uint32_t shape = 0;  // In shapes_.
    uint64_t seed = 0;
    uint32_t max_tries = 3;
    bool patched = false;
    bool skip_epoch = false;  // Set at Load: the next lease skips one epoch.
    AttemptUpdate status;     // status.key is left empty: see `key` (UpdateOf fills it).
    // The creator's first (its queue schedules the attempt); usually one, two when a later stage
    // or campaign repeats the point.
    absl::InlinedVector<Membership, 1> memberships;
    uint64_t next_seq = 0;  // Next expected report seq at status.epoch.
    // The checkpoint its last holder released it with (shared: handed out without a copy of the
    // entry); null if none. docs/protocol.md, "Checkpoints".
    std::shared_ptr<const StoredCheckpoint> checkpoint;
  };
  struct WorkerEntry {
    WorkerRecord record;
    int64_t last_seen_ms = 0;
    int64_t last_saved_ms = 0;   // When record was last written to the store.
    uint32_t counted_slots = 0;  // Its part of live_slots_.
    bool live = false;           // Seen within a lease duration at the last RefreshGauges.
  };

  static int64_t SystemNowMs();
  CampaignEntry* FindCampaign(const std::string& id_or_name) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  const CampaignEntry* FindCampaign(const std::string& id_or_name) const
      ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // Adds the attempt of shape `shape` (in shapes_), `key` and `seed`, created by `campaign`, to
  // memory (not the store), a member of its creator's stage, and returns it. REQUIRES: its key is
  // not in memory. The reference stays valid (entries never move).
  AttemptEntry& AddAttempt(CampaignEntry& campaign, uint32_t shape, absl::string_view key,
                           uint64_t seed, uint32_t max_tries, const AttemptUpdate& status,
                           bool patched) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // Load's steps (coordinator_load.cc). An attempt row as Load holds it until every row is in
  // (their order, and so their ids, is known only then): 144 bytes, since LoadAttempts reads the
  // rows at random places (docs/performance.md, "Streamed attempt rows at a restart").
  struct LoadedRow {
    absl::string_view key;               // In keys_.
    absl::string_view worker_id;         // In LoadedRows::text; the status's fields follow.
    absl::string_view last_error;        // Likewise.
    std::unique_ptr<v1::Attempt> whole;  // As AttemptRow::whole.
    int64_t ordinal = 0;
    int64_t shape_id = -1;
    uint64_t seed = 0;
    uint64_t epoch = 0;
    int64_t deadline_ms = 0;
    int64_t started_ms = 0;
    int64_t finished_ms = 0;
    int64_t attempt_id = 0;
    uint32_t campaign = 0;  // In LoadedRows::campaigns.
    uint32_t max_tries = 3;
    uint32_t tries = 0;
    AttemptState state = AttemptState::kQueued;
    bool patched = false;
  };
  struct LoadedRows {
    std::vector<LoadedRow> rows;         // In the store's order.
    std::vector<std::string> campaigns;  // The ids the rows name, in order of first appearance.
    absl::flat_hash_map<std::string, uint32_t> campaign_index;  // Index in `campaigns`.
    StringArena text;  // The rows' worker ids and errors (most are empty, and take nothing).
  };
  struct LoadedCampaigns {
    absl::flat_hash_map<absl::string_view, uint32_t>
        rank;  // Campaign id -> its place in campaigns_.
    std::vector<CampaignEntry*> by_rank;
    absl::flat_hash_map<int64_t, uint32_t> stored_shapes;  // Stored shape id -> shape in shapes_.
  };
  // Puts the snapshot's campaigns, stored shapes and artefacts into memory.
  LoadedCampaigns LoadCampaigns(StoreSnapshot& snapshot) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // Makes the attempts of `rows` (keys in attempt_ids_, entries with their creator's membership,
  // leases, checkpoints), in each campaign's expansion order, which gives every cell the index
  // it had at Submit. DATA_LOSS for a row that names an unknown campaign or shape, a key stored
  // twice, or a message of another key. Moves from `rows`.
  absl::Status LoadAttempts(LoadedRows& rows, const LoadedCampaigns& campaigns,
                            StoreSnapshot& snapshot) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // AddAttempt without its key's copy into keys_ and its entry in attempt_ids_ (Load makes
  // both). REQUIRES: `stored_key` is in keys_.
  AttemptEntry& NewEntry(CampaignEntry& campaign, uint32_t shape, absl::string_view stored_key,
                         uint64_t seed, uint32_t max_tries, const AttemptUpdate& status,
                         bool patched) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // The attempt of `key`; null if there is none.
  AttemptEntry* FindAttempt(absl::string_view key) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  const AttemptEntry* FindAttempt(absl::string_view key) const ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // The attempt's message without key and seed (stage, kind and every other factor).
  const v1::Attempt& Shape(const AttemptEntry& entry) const ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_) {
    return shapes_.Get(entry.shape);
  }
  // The id of the campaign that created the attempt (whose queue schedules it).
  static const std::string& CreatorId(const AttemptEntry& entry) {
    return entry.memberships.front().campaign->record.id;
  }
  // Its place in its creator's queue: seed, then the creator's cell.
  QueuePosition PositionOf(const AttemptEntry& entry) const ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // The attempt's status as the store's update (with its key).
  static AttemptUpdate UpdateOf(const AttemptEntry& entry);
  // Makes `entry` a member of `stage` of `campaign`, counted there in its current state; false if
  // it is one already.
  bool AddMembership(AttemptEntry& entry, CampaignEntry& campaign, const std::string& stage)
      ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // Whether `entry` is a member of `stage` of `campaign` already (false for a null campaign).
  bool IsMember(const AttemptEntry& entry, const CampaignEntry* campaign,
                const std::string& stage) const ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // Hands the campaign's record to the store (not waiting for it) and counts it in `saves`.
  void SaveCampaignRecord(CampaignEntry& campaign) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // Whether nothing counted in `counts` is queued or running.
  static bool Finished(const Counts& counts);
  // Sets stage_after and model_stages from campaign.record.stages.
  static void ApplyStageDependencies(CampaignEntry& campaign);
  // Whether every stage `stage` of `campaign` depends on is finished.
  static bool StageReady(const CampaignEntry& campaign, const std::string& stage);
  // Puts a queued attempt in its creator's queue, or holds it while its stage waits.
  void EnqueueOrHold(AttemptEntry& entry) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // Moves the held attempts whose stages are ready into the queue (when a stage finished since).
  void ReleaseHeld() ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // Why a repair attempt's CRF model is not published (for its failure).
  std::string MissingModelReason(const AttemptEntry& entry) const
      ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // Publishes a finished CRF attempt's model when one of its stages is a model stage (a write
  // whose error goes to `writes`).
  void PublishModel(const AttemptEntry& entry, const v1::CrfResult& result,
                    const WriteStatusPtr& writes) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // Records (and stores) whether `campaign` is finished when that changed.
  void SyncFinished(CampaignEntry& campaign) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // Moves `entry` to `state`, keeping the counts of every campaign and cell it belongs to in step.
  void SetState(AttemptEntry& entry, AttemptState state) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // Ends the lease of a running attempt: removes it and frees the campaign's fair share.
  void EndLease(AttemptEntry& entry) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // Re-queues (or fails, after max_tries) an attempt whose lease ended without a result.
  void Requeue(AttemptEntry& entry, bool count_try, const std::string& error)
      ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // Hands a repeated event's write to the store again (generation rows, the result of a done
  // attempt, the state of a failed one): the first write may have failed. Idempotent.
  void RewriteDuplicate(const AttemptEntry& entry, const v1::ReportEvent& event,
                        const WriteStatusPtr& writes, EventOutcome* outcome)
      ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // Counts a completion for every campaign the attempt belongs to.
  void CountCompletion(const AttemptEntry& entry, const char* outcome)
      ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  v1::Campaign ToProto(const CampaignEntry& campaign, bool with_cells) const
      ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  void TouchWorker(const std::string& worker_id, int64_t now) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // Sets the worker's part of live_slots_ (its slots while it is connected and not draining).
  void CountSlots(WorkerEntry& worker, uint32_t slots) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // How many of `asked` queued attempts a Lease of `worker_id` may get by count (the rule at
  // Lease), and how many of them fill free slots: `told_free` (the worker's own count) capped by
  // its registered slots, or else its slots less the leases it holds. REQUIRES: the worker is in
  // workers_.
  struct Grant {
    uint32_t tasks = 0;
    uint32_t free_slots = 0;
    uint32_t slots = 0;  // The worker's slots (at least 1).
  };
  Grant TasksToGrant(const std::string& worker_id, uint32_t asked,
                     std::optional<uint32_t> told_free) const ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // The attempt's expected compute time in ms (its cell's mean, else its campaign's); 0 unknown.
  double EstimatedWallMs(const AttemptEntry& entry) const ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  // Feeds a finished attempt's compute time into its cell's and campaign's means.
  void RecordWallMs(const AttemptEntry& entry, int64_t wall_ms) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);

  CoordinatorStore* const store_;
  CoordinatorMetrics* const metrics_;
  const CoordinatorOptions options_;

  // Held by Submit and Cancel from their first look at the state to the end of their memory
  // change, across the store's commit: one at a time. Acquired before mu_.
  absl::Mutex admin_mu_ ABSL_ACQUIRED_BEFORE(mu_);
  mutable absl::Mutex mu_;
  std::map<std::string, CampaignEntry> campaigns_ ABSL_GUARDED_BY(mu_);
  // Every attempt, by id. Chunks of fixed size: entries never move, and growth copies nothing.
  static constexpr size_t kEntriesPerChunk = 4096;
  std::vector<std::unique_ptr<AttemptEntry[]>> entry_chunks_ ABSL_GUARDED_BY(mu_);
  size_t entry_count_ ABSL_GUARDED_BY(mu_) = 0;
  AttemptEntry& Entry(uint32_t id) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_) {
    return entry_chunks_[id / kEntriesPerChunk][id % kEntriesPerChunk];
  }
  const AttemptEntry& Entry(uint32_t id) const ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_) {
    return entry_chunks_[id / kEntriesPerChunk][id % kEntriesPerChunk];
  }
  // Calls fn(entry) for every attempt, in id order.
  template <typename Fn>
  void ForEachAttempt(Fn fn) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_) {
    for (size_t i = 0; i < entry_count_; ++i) fn(Entry(static_cast<uint32_t>(i)));
  }
  absl::flat_hash_map<absl::string_view, uint32_t> attempt_ids_ ABSL_GUARDED_BY(mu_);  // By key.
  StringArena keys_ ABSL_GUARDED_BY(mu_);
  AttemptShapes shapes_ ABSL_GUARDED_BY(mu_);
  absl::flat_hash_map<std::string, WorkerEntry> workers_ ABSL_GUARDED_BY(mu_);
  Scheduler scheduler_ ABSL_GUARDED_BY(mu_);
  LeaseTable leases_ ABSL_GUARDED_BY(mu_);
  uint64_t worker_counter_ ABSL_GUARDED_BY(mu_) = 0;
  // The next AttemptUpdate::attempt_id a first lease gives: above every stored one (Load). An id
  // given to a lease whose write a crash lost may be given again after the restart: no event row
  // was committed under it, since the writer commits in order and events follow their lease.
  int64_t next_attempt_id_ ABSL_GUARDED_BY(mu_) = 1;
  // Slots of the workers seen within a lease duration and not draining (as at the last
  // RefreshGauges, plus registrations and drains since): what Lease shares the queue among.
  uint64_t live_slots_ ABSL_GUARDED_BY(mu_) = 0;
  // A stage with held attempts may have become ready: the next Lease runs ReleaseHeld.
  bool release_pending_ ABSL_GUARDED_BY(mu_) = false;
  // Published artefacts by CRF attempt key, and their bytes by SHA-256.
  absl::flat_hash_map<std::string, ArtefactRecord> artefacts_ ABSL_GUARDED_BY(mu_);
  absl::flat_hash_map<std::string, std::shared_ptr<const std::string>> artefact_bytes_
      ABSL_GUARDED_BY(mu_);
};

}  // namespace aprgrid::coordinator

#endif  // APRGRID_COORDINATOR_COORDINATOR_H_
