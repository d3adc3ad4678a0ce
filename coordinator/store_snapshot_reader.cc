#include "coordinator/store_snapshot_reader.h"

#include <memory>
#include <string>
#include <string_view>

#include "absl/strings/str_cat.h"
#include "common/logging.h"
#include "common/sha256.h"
#include "common/status_macros.h"

namespace aprgrid::coordinator {

using store::SqliteDb;
using store::SqliteStatement;

absl::StatusOr<StoreSnapshot> ReadStoreSnapshot(SqliteDb& db, AttemptSink sink) {
  StoreSnapshot snapshot;
  RETURN_IF_ERROR(db.Exec("BEGIN"));  // One consistent read.
  {
    ASSIGN_OR_RETURN(SqliteStatement campaigns,
                     db.Prepare("SELECT campaign_id, name, description, priority, state, "
                                "spec_text, created_unix_ms, updated_unix_ms FROM campaigns"));
    while (true) {
      ASSIGN_OR_RETURN(bool row, campaigns.Step());
      if (!row) break;
      CampaignRecord& c = snapshot.campaigns.emplace_back();
      c.id = std::string(campaigns.ColumnText(0));
      c.name = std::string(campaigns.ColumnText(1));
      c.description = std::string(campaigns.ColumnText(2));
      c.priority = static_cast<int>(campaigns.ColumnInt(3));
      c.cancelled = campaigns.ColumnText(4) == "cancelled";
      c.finished = campaigns.ColumnText(4) == "finished";
      c.spec_text = std::string(campaigns.ColumnText(5));
      c.created_ms = campaigns.ColumnInt(6);
      c.updated_ms = campaigns.ColumnInt(7);
    }
    ASSIGN_OR_RETURN(SqliteStatement stages,
                     db.Prepare("SELECT campaign_id, stage, kind, max_tries, spec FROM stages "
                                "ORDER BY campaign_id, position"));
    while (true) {
      ASSIGN_OR_RETURN(bool row, stages.Step());
      if (!row) break;
      for (CampaignRecord& c : snapshot.campaigns) {
        if (c.id != stages.ColumnText(0)) continue;
        StageRecord& stage = c.stages.emplace_back();
        stage.name = std::string(stages.ColumnText(1));
        stage.repair = stages.ColumnText(2) == "repair";
        stage.max_tries = static_cast<uint32_t>(stages.ColumnInt(3));
        const std::string_view spec = stages.ColumnBlob(4);  // Empty when NULL.
        if (!stage.spec.ParseFromArray(spec.data(), static_cast<int>(spec.size()))) {
          return absl::DataLossError(
              absl::StrCat("stages.spec of stage ", stage.name, " of ", c.id, " does not parse"));
        }
      }
    }
  }
  {
    ASSIGN_OR_RETURN(SqliteStatement shapes,
                     db.Prepare("SELECT shape_id, shape FROM attempt_shapes"));
    while (true) {
      ASSIGN_OR_RETURN(bool row, shapes.Step());
      if (!row) break;
      StoredShape& shape = snapshot.shapes.emplace_back();
      shape.id = shapes.ColumnInt(0);
      const std::string_view bytes = shapes.ColumnBlob(1);
      if (!shape.shape.ParseFromArray(bytes.data(), static_cast<int>(bytes.size()))) {
        return absl::DataLossError(
            absl::StrCat("attempt_shapes.shape of shape ", shape.id, " does not parse"));
      }
    }
  }
  // A row that names a shape carries no message of its own (docs/results-schema.md,
  // "attempt_shapes"): only the others' blobs are read and parsed.
  ASSIGN_OR_RETURN(
      SqliteStatement attempts,
      db.Prepare("SELECT attempt_key, campaign_id, ordinal, max_tries, state, epoch, tries, "
                 "worker_id, lease_deadline_unix_ms, started_unix_ms, finished_unix_ms, error, "
                 "patched, shape_id, seed, CASE WHEN shape_id IS NULL THEN attempt END, "
                 "attempt_id FROM attempts"));  // In table order: see CoordinatorStore::Load.
  ASSIGN_OR_RETURN(SqliteStatement events,
                   db.Prepare("SELECT COUNT(*) FROM generation_rows WHERE attempt_id = ? AND "
                              "epoch = ?"));
  ASSIGN_OR_RETURN(int64_t attempt_rows, db.QueryInt("SELECT COUNT(*) FROM attempts"));
  sink.expect(static_cast<size_t>(attempt_rows));
  // One row object for all rows: its strings keep their buffers from row to row.
  AttemptRow a;
  AttemptUpdate& u = a.status;
  while (true) {
    ASSIGN_OR_RETURN(bool row, attempts.Step());
    if (!row) break;
    a.key = attempts.ColumnText(0);
    a.whole = nullptr;
    a.shape_id = -1;
    a.seed = 0;
    if (attempts.ColumnIsNull(13)) {
      std::string_view blob = attempts.ColumnBlob(15);
      a.whole = std::make_unique<v1::Attempt>();
      if (!a.whole->ParseFromArray(blob.data(), static_cast<int>(blob.size()))) {
        return absl::DataLossError(
            absl::StrCat("attempts.attempt of ", std::string(a.key), " does not parse"));
      }
    } else {
      a.shape_id = attempts.ColumnInt(13);
      a.seed = static_cast<uint64_t>(attempts.ColumnInt(14));
    }
    a.campaign_id = attempts.ColumnText(1);
    a.ordinal = attempts.ColumnInt(2);
    a.max_tries = static_cast<uint32_t>(attempts.ColumnInt(3));
    if (!ParseAttemptState(attempts.ColumnText(4), &u.state)) {
      return absl::DataLossError(
          absl::StrCat("attempt ", std::string(a.key), " has unknown state"));
    }
    u.epoch = static_cast<uint64_t>(attempts.ColumnInt(5));
    u.tries = static_cast<uint32_t>(attempts.ColumnInt(6));
    const std::string_view worker_id = attempts.ColumnText(7);
    u.worker_id.assign(worker_id.data(), worker_id.size());
    u.deadline_ms = attempts.ColumnInt(8);
    u.started_ms = attempts.ColumnInt(9);
    u.finished_ms = attempts.ColumnInt(10);
    const std::string_view error = attempts.ColumnText(11);
    u.last_error.assign(error.data(), error.size());
    a.patched = attempts.ColumnInt(12) == 1;
    u.attempt_id = attempts.ColumnInt(16);  // 0 when NULL.
    if (u.state == AttemptState::kRunning) {
      RETURN_IF_ERROR(events.BindAll(u.attempt_id, u.epoch));
      ASSIGN_OR_RETURN(bool counted, events.Step());
      if (counted) {
        snapshot.stored_events[std::string(a.key)] = static_cast<uint64_t>(events.ColumnInt(0));
      }
      events.Reset();
    }
    RETURN_IF_ERROR(sink.add(a));
  }
  {
    ASSIGN_OR_RETURN(
        SqliteStatement checkpoints,
        db.Prepare("SELECT c.attempt_key, c.epoch, c.generation, c.bytes, c.sha256 FROM "
                   "attempt_checkpoints c JOIN attempts a ON a.attempt_key = c.attempt_key "
                   "WHERE a.state IN ('queued', 'running')"));
    while (true) {
      ASSIGN_OR_RETURN(bool row, checkpoints.Step());
      if (!row) break;
      const std::string key(checkpoints.ColumnText(0));
      std::string_view bytes = checkpoints.ColumnBlob(3);
      if (Sha256Hex(bytes) != checkpoints.ColumnText(4)) {
        // The attempt then starts from scratch; the row goes when it finishes.
        logging::Warning(absl::StrCat("the stored checkpoint of attempt ", key,
                                      " does not match its SHA-256; not handed out"));
        continue;
      }
      StoredCheckpoint& c = snapshot.checkpoints[key];
      c.epoch = static_cast<uint64_t>(checkpoints.ColumnInt(1));
      c.checkpoint.set_generation(static_cast<uint32_t>(checkpoints.ColumnInt(2)));
      c.checkpoint.set_data(bytes.data(), bytes.size());
    }
  }
  {
    // Only the links of shared attempts are stored (schema version 14, docs/results-schema.md,
    // "shared_stage_attempts"); Load makes each creator's link from its attempt row.
    ASSIGN_OR_RETURN(SqliteStatement links,
                     db.Prepare("SELECT campaign_id, stage, attempt_key FROM "
                                "shared_stage_attempts"));
    while (true) {
      ASSIGN_OR_RETURN(bool row, links.Step());
      if (!row) break;
      snapshot.stage_links.push_back({std::string(links.ColumnText(0)),
                                      std::string(links.ColumnText(1)),
                                      std::string(links.ColumnText(2))});
    }
  }
  {
    ASSIGN_OR_RETURN(SqliteStatement artefacts,
                     db.Prepare("SELECT campaign_id, stage, attempt_key, name, sha256, bytes, "
                                "created_unix_ms FROM artefacts"));
    while (true) {
      ASSIGN_OR_RETURN(bool row, artefacts.Step());
      if (!row) break;
      ArtefactRecord& a = snapshot.artefacts.emplace_back();
      a.campaign_id = std::string(artefacts.ColumnText(0));
      a.stage = std::string(artefacts.ColumnText(1));
      a.attempt_key = std::string(artefacts.ColumnText(2));
      a.name = std::string(artefacts.ColumnText(3));
      a.sha256 = std::string(artefacts.ColumnText(4));
      a.bytes = std::make_shared<const std::string>(artefacts.ColumnBlob(5));
      a.created_ms = artefacts.ColumnInt(6);
    }
  }
  RETURN_IF_ERROR(db.Exec("COMMIT"));
  return snapshot;
}

absl::StatusOr<StoreSnapshot> ReadStoreSnapshot(SqliteDb& db) {
  auto expect = [](size_t) {};
  auto drop = [](AttemptRow&) { return absl::OkStatus(); };
  return ReadStoreSnapshot(db, {expect, drop});
}

}  // namespace aprgrid::coordinator
