// Reading the coordinator's state back from the results database at start-up
// (CoordinatorStore::Load of SqliteCoordinatorStore): campaigns and their stages, attempt shapes,
// attempt rows, checkpoints of open attempts, stage links and artefacts (docs/results-schema.md).
//
// Thread-safety: uses only `db`, which the caller owns and does not share meanwhile.
#ifndef APRGRID_COORDINATOR_STORE_SNAPSHOT_READER_H_
#define APRGRID_COORDINATOR_STORE_SNAPSHOT_READER_H_

#include "absl/status/statusor.h"
#include "common/store/sqlite_db.h"
#include "coordinator/coordinator_store.h"

namespace aprgrid::coordinator {

// Reads the snapshot in one read transaction of `db` (a reader connection). DATA_LOSS if a stored
// message (stage spec, shape, attempt) does not parse or a state is unknown; SQLite's errors as
// the store reports them. A checkpoint whose SHA-256 does not match is left out with a warning.
// The stage links are those that are not their attempt's creator's (StoreSnapshot::stage_links).
// Each attempt row goes to `sink` as it is read (CoordinatorStore::Load); the sink's error ends
// the read and is returned.
absl::StatusOr<StoreSnapshot> ReadStoreSnapshot(store::SqliteDb& db, AttemptSink sink);
// The same without the attempt rows (read and dropped): the rest of the snapshot alone.
absl::StatusOr<StoreSnapshot> ReadStoreSnapshot(store::SqliteDb& db);

}  // namespace aprgrid::coordinator

#endif  // APRGRID_COORDINATOR_STORE_SNAPSHOT_READER_H_
