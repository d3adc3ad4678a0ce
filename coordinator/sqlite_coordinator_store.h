// CoordinatorStore over the results database (common/store): the coordinator's writes become
// StoreWriter operations on the schema of docs/results-schema.md, and Load reads it back.
//
// Thread-safety: thread-safe (writes go through the StoreWriter; Load opens its own reader).
#ifndef APRGRID_COORDINATOR_SQLITE_COORDINATOR_STORE_H_
#define APRGRID_COORDINATOR_SQLITE_COORDINATOR_STORE_H_

#include "common/store/store.h"
#include "coordinator/coordinator_store.h"

namespace aprgrid::coordinator {

class SqliteCoordinatorStore : public CoordinatorStore {
 public:
  // `store` must outlive this object.
  explicit SqliteCoordinatorStore(store::Store* store) : store_(store) {}

  absl::StatusOr<StoreSnapshot> Load(AttemptSink attempts) override;
  DurableTicket SaveCampaign(const CampaignRecord& campaign) override;
  DurableTicket SaveSubmission(const CampaignRecord& campaign, std::vector<StoredShape> shapes,
                               std::vector<NewAttempt> attempts,
                               std::vector<spec::StageMembers> members) override;
  DurableTicket UpdateAttempts(std::vector<AttemptUpdate> updates) override;
  void RecordLeases(std::vector<AttemptUpdate> updates) override;
  void AppendGeneration(const std::string& key, int64_t attempt_id, uint64_t epoch,
                        const v1::GenerationEvent& generation, WriteStatusPtr writes) override;
  void CommitFinal(const AttemptUpdate& update, const v1::ReportEvent& final,
                   WriteStatusPtr writes) override;
  void SaveArtefact(const ArtefactRecord& artefact, WriteStatusPtr writes) override;
  DurableTicket ReleaseWithCheckpoint(const AttemptUpdate& update, uint64_t epoch,
                                      const v1::AttemptCheckpoint& checkpoint) override;
  DurableTicket SaveWorker(const WorkerRecord& worker) override;
  absl::Status Flush() override;
  void FlushAsync(absl::AnyInvocable<void(absl::Status)> done) override;
  void CommitSoon() override;

 private:
  DurableTicket Submit(store::WriteFn fn);
  DurableTicket Submit(store::UnguardedWrite write);
  store::Store* const store_;
};

}  // namespace aprgrid::coordinator

#endif  // APRGRID_COORDINATOR_SQLITE_COORDINATOR_STORE_H_
