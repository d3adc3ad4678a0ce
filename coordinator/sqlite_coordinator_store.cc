#include "coordinator/sqlite_coordinator_store.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <string_view>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_cat.h"
#include "absl/time/clock.h"
#include "common/logging.h"
#include "common/sha256.h"
#include "common/status_macros.h"
#include "common/store/attempt_row.h"
#include "common/store/row_reserve.h"
#include "common/store/stage_links.h"
#include "coordinator/store_snapshot_reader.h"

namespace aprgrid::coordinator {

using store::SqliteBlob;
using store::SqliteDb;
using store::SqliteStatement;

namespace {

std::optional<int64_t> NullIfZero(int64_t value) {
  return value == 0 ? std::nullopt : std::optional<int64_t>(value);
}
std::optional<std::string> NullIfEmpty(const std::string& value) {
  return value.empty() ? std::nullopt : std::optional<std::string>(value);
}

// A ticket and the callback that completes it on the store's callback thread.
std::pair<DurableTicket, store::DoneCallback> MakeTicket() {
  auto promise = std::make_shared<std::promise<absl::Status>>();
  DurableTicket ticket = promise->get_future().share();
  return {ticket, [promise](absl::Status status) { promise->set_value(std::move(status)); }};
}

// The callback that records a write's error in `writes`; none without `writes` (the error then
// reaches the next Flush).
store::DoneCallback RecordIn(WriteStatusPtr writes) {
  if (writes == nullptr) return nullptr;
  return [writes = std::move(writes)](absl::Status status) { writes->Record(status); };
}

constexpr char kUpsertCampaign[] =
    "INSERT INTO campaigns (campaign_id, name, description, priority, state, spec_text, "
    "created_unix_ms, updated_unix_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?) "
    "ON CONFLICT (campaign_id) DO UPDATE SET description = excluded.description, "
    "priority = excluded.priority, state = excluded.state, spec_text = excluded.spec_text, "
    "updated_unix_ms = excluded.updated_unix_ms";
constexpr char kUpsertStage[] =
    "INSERT INTO stages (campaign_id, stage, position, kind, max_tries, spec) "
    "VALUES (?, ?, ?, ?, ?, ?) "
    "ON CONFLICT (campaign_id, stage) DO UPDATE SET position = excluded.position, "
    "max_tries = excluded.max_tries, spec = excluded.spec";
// Each update also sets the row's reserve (common/store/row_reserve.h): the zeros that keep the
// row at its queued size while it is queued or running, NULL once it finished (a result is
// always final, so its update writes NULL). An attempt's id (AttemptUpdate::attempt_id) is
// written once, by its first lease, and never cleared: the event rows are stored under it.
constexpr char kUpdateAttempt[] =
    "UPDATE attempts SET state = ?, epoch = ?, tries = ?, worker_id = ?, "
    "lease_deadline_unix_ms = ?, started_unix_ms = ?, finished_unix_ms = ?, error = ?, "
    "attempt_id = COALESCE(?, attempt_id), reserve = ? WHERE attempt_key = ?";
constexpr char kUpdateAttemptWithResult[] =
    "UPDATE attempts SET state = ?, epoch = ?, tries = ?, worker_id = ?, "
    "lease_deadline_unix_ms = ?, started_unix_ms = ?, finished_unix_ms = ?, error = ?, "
    "patched = ?, variants_to_patch = ?, variants_evaluated = ?, generations_run = ?, "
    "patch_diff = ?, quality_passed = ?, quality_total = ?, wall_ms = ?, evaluations = ?, "
    "evaluations_to_patch = ?, attempt_id = COALESCE(?, attempt_id), reserve = NULL "
    "WHERE attempt_key = ?";

// The reserve column's value after update `u`: NULL for a finished row; otherwise the zeros
// left once its lease columns are written.
std::optional<SqliteBlob> ReserveValue(const AttemptUpdate& u) {
  if (u.state == AttemptState::kDone || u.state == AttemptState::kFailed ||
      u.state == AttemptState::kCancelled) {
    return std::nullopt;
  }
  store::RowReserve columns;
  columns.Add(std::string_view(AttemptStateName(u.state)))
      .Add(static_cast<int64_t>(u.epoch))
      .Add(static_cast<int64_t>(u.tries))
      .Add(std::string_view(u.worker_id))
      .Add(NullIfZero(u.deadline_ms))
      .Add(NullIfZero(u.started_ms))
      .Add(NullIfZero(u.finished_ms))
      .Add(std::string_view(u.last_error))
      .Add(NullIfZero(u.attempt_id));
  return SqliteBlob{store::ReserveZeros(columns.Bytes())};
}

absl::Status UpsertCampaign(SqliteDb& db, const CampaignRecord& c) {
  ASSIGN_OR_RETURN(SqliteStatement * upsert, db.Cached(kUpsertCampaign));
  RETURN_IF_ERROR(upsert->BindAll(c.id, c.name, c.description, c.priority,
                                  c.cancelled  ? "cancelled"
                                  : c.finished ? "finished"
                                               : "running",
                                  c.spec_text, c.created_ms, c.updated_ms));
  RETURN_IF_ERROR(upsert->Run());
  ASSIGN_OR_RETURN(SqliteStatement * stage, db.Cached(kUpsertStage));
  for (size_t i = 0; i < c.stages.size(); ++i) {
    const StageRecord& s = c.stages[i];
    const std::string spec = s.spec.SerializeAsString();
    RETURN_IF_ERROR(stage->BindAll(c.id, s.name, static_cast<int64_t>(i),
                                   s.repair ? "repair" : "crf", s.max_tries, SqliteBlob{spec}));
    RETURN_IF_ERROR(stage->Run());
  }
  return absl::OkStatus();
}

absl::Status WriteUpdate(SqliteDb& db, const AttemptUpdate& u) {
  ASSIGN_OR_RETURN(SqliteStatement * update, db.Cached(kUpdateAttempt));
  RETURN_IF_ERROR(update->BindAll(
      AttemptStateName(u.state), u.epoch, u.tries, NullIfEmpty(u.worker_id),
      NullIfZero(u.deadline_ms), NullIfZero(u.started_ms), NullIfZero(u.finished_ms),
      NullIfEmpty(u.last_error), NullIfZero(u.attempt_id), ReserveValue(u), u.key));
  return update->Run();
}

// The generations (and their arms) of attempt `u` that its checkpoint row names, below both its
// generation and `below`, move to epoch `to`, except those `to` has already (OR IGNORE): a run
// that started afresh instead of resuming streamed its own. docs/protocol.md, "Checkpoints". The
// rows are in the storage tables under the attempt's id (schema version 13).
absl::Status AdoptCheckpointedGenerations(SqliteDb& db, const AttemptUpdate& u, int64_t below,
                                          int64_t to) {
  for (const char* sql :
       {"UPDATE OR IGNORE generation_rows SET epoch = ?1 WHERE attempt_id = ?4 AND epoch = "
        "(SELECT epoch FROM attempt_checkpoints WHERE attempt_key = ?2) AND epoch <> ?1 AND "
        "generation < MIN(?3, (SELECT generation FROM attempt_checkpoints WHERE attempt_key = ?2))",
        "UPDATE OR IGNORE operator_stat_rows SET epoch = ?1 WHERE attempt_id = ?4 AND epoch = "
        "(SELECT epoch FROM attempt_checkpoints WHERE attempt_key = ?2) AND epoch <> ?1 AND "
        "generation < MIN(?3, (SELECT generation FROM attempt_checkpoints WHERE attempt_key = "
        "?2))"}) {
    ASSIGN_OR_RETURN(SqliteStatement * adopt, db.Cached(sql));
    RETURN_IF_ERROR(adopt->BindAll(to, u.key, below, u.attempt_id));
    RETURN_IF_ERROR(adopt->Run());
  }
  return absl::OkStatus();
}

}  // namespace

DurableTicket SqliteCoordinatorStore::Submit(store::WriteFn fn) {
  auto [ticket, done] = MakeTicket();
  store_->writer().Submit(store::WriteOp(std::move(fn), std::move(done)));
  return ticket;
}

absl::StatusOr<StoreSnapshot> SqliteCoordinatorStore::Load(AttemptSink attempts) {
  ASSIGN_OR_RETURN(SqliteDb db, store_->OpenReader());
  return ReadStoreSnapshot(db, attempts);
}

DurableTicket SqliteCoordinatorStore::SaveCampaign(const CampaignRecord& campaign) {
  return Submit([campaign](SqliteDb& db) { return UpsertCampaign(db, campaign); });
}

DurableTicket SqliteCoordinatorStore::SaveSubmission(const CampaignRecord& campaign,
                                                     std::vector<StoredShape> shapes,
                                                     std::vector<NewAttempt> attempts,
                                                     std::vector<spec::StageMembers> members) {
  return Submit([campaign, shapes = std::move(shapes), attempts = std::move(attempts),
                 members = std::move(members)](SqliteDb& db) mutable -> absl::Status {
    RETURN_IF_ERROR(UpsertCampaign(db, campaign));
    // Each shape once: its row (unless stored already) and the columns its attempts share.
    absl::flat_hash_map<int64_t, store::AttemptColumns> shape_columns;
    ASSIGN_OR_RETURN(SqliteStatement * add_shape,
                     db.Cached("INSERT OR IGNORE INTO attempt_shapes (shape_id, shape) "
                               "VALUES (?, ?)"));
    for (const StoredShape& shape : shapes) {
      const std::string bytes = shape.shape.SerializeAsString();
      RETURN_IF_ERROR(add_shape->BindAll(shape.id, SqliteBlob{bytes}));
      RETURN_IF_ERROR(add_shape->Run());
      ASSIGN_OR_RETURN(store::AttemptColumns columns, store::AttemptColumnsOf(shape.shape));
      if (columns.kind != "repair") {
        return absl::InvalidArgumentError(
            absl::StrCat("shape ", shape.id, " is not a repair attempt's"));
      }
      shape_columns.insert_or_assign(shape.id, std::move(columns));
    }
    auto stage_of = [&](const NewAttempt& a) -> std::string_view {
      if (a.shape_id < 0) return a.whole->stage();
      auto it = shape_columns.find(a.shape_id);
      return it == shape_columns.end() ? std::string_view() : std::string_view(it->second.stage);
    };
    // In key order: the B-tree keyed by attempt key (the attempts key index) then grows at its
    // right edge instead of at a random leaf per row, which for a large grid is the difference
    // between appending and rewriting pages all over a file larger than the page cache. Row order
    // carries no meaning (every reader orders by ordinal or key).
    // Sorted by the keys' first 8 bytes as one big-endian integer, then (where those are equal)
    // by the whole key: the same order as by key, without a string comparison and a pointer
    // chase per step of the sort (docs/performance.md, "Coordinator ingest and scale (issue 21)").
    struct Sorted {
      uint64_t prefix;
      const NewAttempt* attempt;
    };
    std::vector<Sorted> sorted;
    sorted.reserve(attempts.size());
    for (const NewAttempt& a : attempts) {
      uint64_t prefix = 0;
      for (size_t i = 0; i < 8; ++i) {
        prefix = (prefix << 8) | (i < a.key.size() ? static_cast<uint8_t>(a.key[i]) : 0);
      }
      sorted.push_back({prefix, &a});
    }
    std::sort(sorted.begin(), sorted.end(), [](const Sorted& a, const Sorted& b) {
      if (a.prefix != b.prefix) return a.prefix < b.prefix;
      return a.attempt->key < b.attempt->key;
    });
    // A new attempt's own row is its creator's link (view stage_attempts, schema version 14):
    // only the other links are left for InsertStageLinks, which would look each one up. A grid
    // that shares no attempt gives no links, and then nothing is filtered.
    size_t member_keys = 0;
    for (const spec::StageMembers& stage : members) member_keys += stage.attempt_keys.size();
    if (member_keys > 0) {
      absl::flat_hash_map<std::string_view, std::string_view> creator_stage;
      creator_stage.reserve(attempts.size());
      for (const NewAttempt& a : attempts) creator_stage.emplace(a.key, stage_of(a));
      for (spec::StageMembers& stage : members) {
        std::erase_if(stage.attempt_keys, [&](const std::string& key) {
          auto it = creator_stage.find(key);
          return it != creator_stage.end() && it->second == stage.stage;
        });
      }
    }
    // Rows that name a shape go in multi-row INSERTs (shape_columns is not changed while they
    // are queued); the others, a few CRF attempts, one by one after what is queued.
    store::AttemptRowBatch batch(db);
    for (const Sorted& added : sorted) {
      const NewAttempt& a = *added.attempt;
      store::AttemptPlacement placement;
      placement.campaign_id = campaign.id;
      placement.ordinal = a.ordinal;
      placement.max_tries = a.max_tries;
      placement.queued_unix_ms = campaign.updated_ms;
      // An existing key means a replayed submission: nothing to add.
      if (a.shape_id < 0) {
        RETURN_IF_ERROR(batch.Flush());
        if (a.whole == nullptr) {
          return absl::InvalidArgumentError(
              absl::StrCat("attempt ", a.key, " names neither a shape nor a message"));
        }
        RETURN_IF_ERROR(store::InsertAttemptIfNew(db, placement, *a.whole).status());
        continue;
      }
      auto columns = shape_columns.find(a.shape_id);
      if (columns == shape_columns.end()) {
        return absl::InvalidArgumentError(
            absl::StrCat("attempt ", a.key, " names shape ", a.shape_id, ", not given"));
      }
      RETURN_IF_ERROR(
          batch.Add(placement, a.key, columns->second, static_cast<int64_t>(a.seed), a.shape_id));
    }
    RETURN_IF_ERROR(batch.Flush());
    return store::InsertStageLinks(db, campaign.id, members);
  });
}

DurableTicket SqliteCoordinatorStore::Submit(store::UnguardedWrite write) {
  auto [ticket, done] = MakeTicket();
  store_->writer().Submit(store::WriteOp(std::move(write), std::move(done)));
  return ticket;
}

DurableTicket SqliteCoordinatorStore::UpdateAttempts(std::vector<AttemptUpdate> updates) {
  const bool one = updates.size() == 1;
  auto write = [updates = std::move(updates)](SqliteDb& db) -> absl::Status {
    for (const AttemptUpdate& u : updates) RETURN_IF_ERROR(WriteUpdate(db, u));
    return absl::OkStatus();
  };
  // One UPDATE is all or nothing by itself: no SAVEPOINT needed (store::UnguardedWrite).
  if (one) return Submit(store::UnguardedWrite{std::move(write)});
  return Submit(std::move(write));
}

void SqliteCoordinatorStore::RecordLeases(std::vector<AttemptUpdate> updates) {
  store_->writer().Submit(store::WriteOp(
      store::UnguardedWrite{[updates = std::move(updates)](SqliteDb& db) -> absl::Status {
        for (const AttemptUpdate& u : updates) RETURN_IF_ERROR(WriteUpdate(db, u));
        return absl::OkStatus();
      }}));
}

void SqliteCoordinatorStore::AppendGeneration(const std::string& /*key*/, int64_t attempt_id,
                                              uint64_t epoch, const v1::GenerationEvent& g,
                                              WriteStatusPtr writes) {
  // One typed operation for the generation and its arms: no SAVEPOINT (a WriteFn's cost) and one
  // queue slot per event.
  store::GenerationWithArms rows;
  store::GenerationRow& row = rows.generation;
  row.attempt_id = attempt_id;
  row.epoch = static_cast<int64_t>(epoch);
  row.generation = g.generation();
  row.best_fitness = g.best_fitness();
  row.mean_fitness = g.mean_fitness();
  row.median_fitness = g.median_fitness();
  row.variants_evaluated = static_cast<int64_t>(g.variants_evaluated());
  row.variants_not_compiling = static_cast<int64_t>(g.variants_not_compiling());
  row.variants_passing_all = static_cast<int64_t>(g.variants_passing_all());
  row.variants_passing_negative = static_cast<int64_t>(g.variants_passing_negative());
  rows.arms.reserve(static_cast<size_t>(g.arms_size()));
  for (const v1::ArmStat& arm : g.arms()) {
    rows.arms.push_back({arm.arm(), static_cast<int64_t>(arm.selections()), arm.reward_sum(),
                         arm.quality(), arm.probability()});
  }
  store_->writer().Submit(store::WriteOp(std::move(rows), RecordIn(std::move(writes))));
}

void SqliteCoordinatorStore::CommitFinal(const AttemptUpdate& update, const v1::ReportEvent& final,
                                         WriteStatusPtr writes) {
  auto write = [update, final](SqliteDb& db) -> absl::Status {
    const int64_t epoch = static_cast<int64_t>(update.epoch);
    if (final.has_repair_result()) {
      // The state change and the result in one UPDATE: the row (with its blob) and its indexes
      // are rewritten once per result, not twice.
      const v1::RepairResult& r = final.repair_result();
      ASSIGN_OR_RETURN(SqliteStatement * result, db.Cached(kUpdateAttemptWithResult));
      RETURN_IF_ERROR(result->BindAll(
          AttemptStateName(update.state), update.epoch, update.tries, NullIfEmpty(update.worker_id),
          NullIfZero(update.deadline_ms), NullIfZero(update.started_ms),
          NullIfZero(update.finished_ms), NullIfEmpty(update.last_error), r.patched(),
          r.variants_to_patch(), r.variants_evaluated(), r.generations_run(),
          NullIfEmpty(r.patch_diff()), r.quality_passed(), r.quality_total(), r.wall_ms(),
          r.has_evaluations() ? std::optional<int64_t>(r.evaluations()) : std::nullopt,
          r.has_evaluations_to_patch() && r.patched()
              ? std::optional<int64_t>(r.evaluations_to_patch())
              : std::nullopt,
          NullIfZero(update.attempt_id), update.key));
      RETURN_IF_ERROR(result->Run());
    } else {
      RETURN_IF_ERROR(WriteUpdate(db, update));
    }
    if (final.has_crf_result()) {
      const v1::CrfResult& r = final.crf_result();
      ASSIGN_OR_RETURN(SqliteStatement * model,
                       db.Cached("INSERT OR REPLACE INTO crf_models (attempt_key, epoch, "
                                 "model_path, model, iterations_run, final_objective, wall_ms) "
                                 "VALUES (?, ?, ?, ?, ?, ?, ?)"));
      RETURN_IF_ERROR(model->BindAll(update.key, epoch, NullIfEmpty(r.model_path()),
                                     SqliteBlob{r.model()}, r.iterations_run(), r.final_objective(),
                                     r.wall_ms()));
      RETURN_IF_ERROR(model->Run());
      ASSIGN_OR_RETURN(SqliteStatement * score,
                       db.Cached("INSERT OR REPLACE INTO crf_results (attempt_key, epoch, "
                                 "transform, samples, top1, top3, baseline_top1, baseline_top3, "
                                 "evaluation) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"));
      for (const v1::CrfTransformScore& s : r.scores()) {
        const std::string evaluation = s.evaluation().empty() ? "fold" : s.evaluation();
        RETURN_IF_ERROR(score->BindAll(update.key, epoch, s.transform(), s.samples(), s.top1(),
                                       s.top3(), s.baseline_top1(), s.baseline_top3(), evaluation));
        RETURN_IF_ERROR(score->Run());
      }
      if (r.has_fold()) {
        const v1::CrfFold& f = r.fold();
        ASSIGN_OR_RETURN(SqliteStatement * fold,
                         db.Cached("INSERT OR REPLACE INTO crf_folds (attempt_key, epoch, "
                                   "fold_index, folds, split, sources, duplicates_removed, "
                                   "train_samples, test_samples, train_test_duplicates, "
                                   "fix_bugs_scored, fix_bugs_in_training) "
                                   "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        RETURN_IF_ERROR(fold->BindAll(update.key, epoch, f.fold_index(), f.folds(), f.split(),
                                      f.sources(), f.duplicates_removed(), f.train_samples(),
                                      f.test_samples(), f.train_test_duplicates(),
                                      f.fix_bugs_scored(), f.fix_bugs_in_training()));
        RETURN_IF_ERROR(fold->Run());
      }
    }
    // docs/protocol.md, "Checkpoints": the generations before a resumed run's checkpoint join the
    // finishing epoch's rows, and the checkpoint goes with the attempt's end. An attempt leased
    // only once (epoch 1) never had a checkpoint.
    if (epoch > 1) {
      RETURN_IF_ERROR(AdoptCheckpointedGenerations(
          db, update,
          final.has_repair_result() ? static_cast<int64_t>(final.repair_result().generations_run())
                                    : 0,
          epoch));
      ASSIGN_OR_RETURN(SqliteStatement * drop,
                       db.Cached("DELETE FROM attempt_checkpoints WHERE attempt_key = ?"));
      RETURN_IF_ERROR(drop->BindAll(update.key));
      RETURN_IF_ERROR(drop->Run());
    }
    // docs/architecture.md, invariant 4: only the finishing epoch's rows remain. Epochs only grow
    // and the first lease is epoch 1, so an attempt finishing at epoch 1 has no rows of another
    // epoch: skipping the three range deletes is what most results (never re-leased) save.
    if (epoch > 1) {
      for (const char* sql :
           {"DELETE FROM generation_rows WHERE attempt_id = ? AND epoch <> ?",
            "DELETE FROM operator_stat_rows WHERE attempt_id = ? AND epoch <> ?"}) {
        ASSIGN_OR_RETURN(SqliteStatement * erase, db.Cached(sql));
        RETURN_IF_ERROR(erase->BindAll(update.attempt_id, epoch));
        RETURN_IF_ERROR(erase->Run());
      }
      for (const char* sql : {"DELETE FROM crf_results WHERE attempt_key = ? AND epoch <> ?",
                              "DELETE FROM crf_folds WHERE attempt_key = ? AND epoch <> ?"}) {
        ASSIGN_OR_RETURN(SqliteStatement * erase, db.Cached(sql));
        RETURN_IF_ERROR(erase->BindAll(update.key, epoch));
        RETURN_IF_ERROR(erase->Run());
      }
    }
    return absl::OkStatus();
  };
  // A repair result at the first epoch is one UPDATE, all or nothing by itself: no SAVEPOINT,
  // whose statement journal would copy every page the UPDATE touches.
  if (final.has_repair_result() && update.epoch <= 1) {
    store_->writer().Submit(
        store::WriteOp(store::UnguardedWrite{std::move(write)}, RecordIn(std::move(writes))));
    return;
  }
  store_->writer().Submit(
      store::WriteOp(store::WriteFn(std::move(write)), RecordIn(std::move(writes))));
}

void SqliteCoordinatorStore::SaveArtefact(const ArtefactRecord& artefact, WriteStatusPtr writes) {
  auto write = [artefact](SqliteDb& db) -> absl::Status {
    ASSIGN_OR_RETURN(SqliteStatement * insert,
                     db.Cached("INSERT OR IGNORE INTO artefacts (campaign_id, stage, attempt_key, "
                               "name, sha256, bytes, created_unix_ms) "
                               "VALUES (?, ?, ?, ?, ?, ?, ?)"));
    RETURN_IF_ERROR(insert->BindAll(artefact.campaign_id, artefact.stage, artefact.attempt_key,
                                    artefact.name, artefact.sha256, SqliteBlob{*artefact.bytes},
                                    artefact.created_ms));
    return insert->Run();
  };
  // One INSERT is all or nothing by itself.
  store_->writer().Submit(
      store::WriteOp(store::UnguardedWrite{std::move(write)}, RecordIn(std::move(writes))));
}

DurableTicket SqliteCoordinatorStore::ReleaseWithCheckpoint(
    const AttemptUpdate& update, uint64_t epoch, const v1::AttemptCheckpoint& checkpoint) {
  return Submit([update, epoch, checkpoint](SqliteDb& db) -> absl::Status {
    RETURN_IF_ERROR(WriteUpdate(db, update));
    RETURN_IF_ERROR(AdoptCheckpointedGenerations(db, update, checkpoint.generation(),
                                                 static_cast<int64_t>(epoch)));
    ASSIGN_OR_RETURN(
        SqliteStatement * save,
        db.Cached("INSERT OR REPLACE INTO attempt_checkpoints (attempt_key, epoch, generation, "
                  "bytes, sha256, created_at) VALUES (?, ?, ?, ?, ?, ?)"));
    RETURN_IF_ERROR(save->BindAll(update.key, epoch, checkpoint.generation(),
                                  SqliteBlob{checkpoint.data()}, Sha256Hex(checkpoint.data()),
                                  absl::ToUnixMillis(absl::Now())));
    return save->Run();
  });
}

DurableTicket SqliteCoordinatorStore::SaveWorker(const WorkerRecord& worker) {
  return Submit([worker](SqliteDb& db) -> absl::Status {
    ASSIGN_OR_RETURN(
        SqliteStatement * upsert,
        db.Cached("INSERT INTO workers (worker_id, hostname, slots, busy_slots, labels, version, "
                  "state, registered_unix_ms, last_heartbeat_unix_ms) "
                  "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (worker_id) DO UPDATE SET "
                  "hostname = excluded.hostname, slots = excluded.slots, "
                  "busy_slots = excluded.busy_slots, labels = excluded.labels, "
                  "version = excluded.version, state = excluded.state, "
                  "last_heartbeat_unix_ms = excluded.last_heartbeat_unix_ms"));
    RETURN_IF_ERROR(upsert->BindAll(worker.id, worker.hostname, worker.slots, worker.busy_slots,
                                    worker.labels_json, worker.version,
                                    worker.draining ? "draining" : "active", worker.registered_ms,
                                    worker.last_heartbeat_ms));
    return upsert->Run();
  });
}

absl::Status SqliteCoordinatorStore::Flush() { return store_->writer().Flush(); }

void SqliteCoordinatorStore::FlushAsync(absl::AnyInvocable<void(absl::Status)> done) {
  store_->writer().FlushAsync(std::move(done));
}

void SqliteCoordinatorStore::CommitSoon() { store_->writer().CommitSoon(); }

}  // namespace aprgrid::coordinator
