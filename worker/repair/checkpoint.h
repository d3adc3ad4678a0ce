// Checkpoint files of the built-in engine (docs/repair-engine.md "Checkpoints"): the search state
// at a generation boundary (search_state.h) with the attempt it belongs to and the engine that
// wrote it, in a versioned, checksummed binary file.
//
// Layout (integers little-endian):
//   bytes  0..7   magic "APRGCKPT"
//   bytes  8..11  format version (kCheckpointFormat)
//   bytes 12..19  payload length in bytes
//   bytes 20..83  SHA-256 of the payload, 64 lowercase hex digits
//   bytes 84..    payload: engine version, attempt (aprgrid.v1.Attempt, protobuf binary), bug
//                 folder, search state; every field fixed-width or length-prefixed
// A reader refuses a file of another format version, a truncated or corrupted file (length or
// checksum), and, through CheckCheckpointFits, a checkpoint of another attempt key or engine
// version.
//
// Thread-safety: the functions keep no state.
#ifndef APRGRID_WORKER_REPAIR_CHECKPOINT_H_
#define APRGRID_WORKER_REPAIR_CHECKPOINT_H_

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "aprgrid/v1/campaign.pb.h"
#include "worker/repair/search_state.h"

namespace aprgrid::repair {

inline constexpr uint32_t kCheckpointFormat = 1;

struct Checkpoint {
  std::string engine_version;  // BuiltinEngineVersion() of the engine that wrote it.
  v1::Attempt attempt;         // With its key.
  std::string bug_dir;         // The bug folder of a run given one by path; empty for a catalog id.
  SearchState state;
};

// The version of this build's engine, e.g. "aprgrid 0.1.0 (commit 59830cf1a2b3)": a checkpoint
// resumes only under the build that wrote it, as another build may draw or evaluate differently.
std::string BuiltinEngineVersion();

std::string EncodeCheckpoint(const Checkpoint& checkpoint);

// DataLoss for a file that is not a checkpoint, truncated or corrupted (the reason names the
// field or check); FailedPrecondition for another format version.
absl::StatusOr<Checkpoint> DecodeCheckpoint(std::string_view bytes);

// FailedPrecondition, naming both values, unless `checkpoint` was written for `attempt_key` by
// `engine_version`.
absl::Status CheckCheckpointFits(const Checkpoint& checkpoint, std::string_view attempt_key,
                                 std::string_view engine_version);

// Writes the checkpoint to `path` through a temporary file and a rename, so a reader (or a crash)
// sees the previous file or the new one, never a mix.
absl::Status WriteCheckpointFile(const std::filesystem::path& path, const Checkpoint& checkpoint);

// Reads and decodes `path`; errors are DecodeCheckpoint's or the read's, prefixed by the path.
absl::StatusOr<Checkpoint> ReadCheckpointFile(const std::filesystem::path& path);

}  // namespace aprgrid::repair

#endif  // APRGRID_WORKER_REPAIR_CHECKPOINT_H_
