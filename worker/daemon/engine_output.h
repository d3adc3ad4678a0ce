// EngineOutputParser: checks the stdout of an external engine, line by line, against the
// JSON-lines protocol of docs/external-engine.md and turns it into GenerationEvents and the one
// RepairResult, with the optional checkpoint lines (docs/external-engine.md, "Checkpoints"): a
// checkpoint names the generation after the last generation line (any generation >= 1 before
// the first generation line: a resumed engine repeating its resume point), carries non-empty
// data, and comes before the result. The worker never guesses: the first line that breaks the
// protocol is an error naming the line number and the first 200 bytes of the line.
//
// Thread-safety: one parser per attempt, used by one thread.
#ifndef APRGRID_WORKER_DAEMON_ENGINE_OUTPUT_H_
#define APRGRID_WORKER_DAEMON_ENGINE_OUTPUT_H_

#include <optional>
#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "aprgrid/v1/coordinator.pb.h"

namespace aprgrid::worker {

class EngineOutputParser {
 public:
  // What one line was.
  struct Line {
    std::optional<v1::GenerationEvent> generation;    // Set for a generation line.
    std::optional<v1::AttemptCheckpoint> checkpoint;  // Set for a checkpoint line.
    bool result = false;                              // True for the result line.
  };

  // Parses the next line (without its newline). An empty line is an error too: the protocol has
  // exactly one object per line. InvalidArgument on any breach (see docs/external-engine.md,
  // "Garbage"); after an error the parser must not be used again.
  absl::StatusOr<Line> Feed(std::string_view line);

  // The result, once a result line was parsed.
  const std::optional<v1::RepairResult>& result() const { return result_; }

  // How the engine ended: OK with the result when it exited 0 after a result line, else an error.
  absl::StatusOr<v1::RepairResult> Finish() const;

  int lines() const { return lines_; }

 private:
  absl::Status Garbage(std::string_view line, std::string_view why) const;

  int lines_ = 0;
  int64_t last_generation_ = -1;
  std::optional<v1::RepairResult> result_;
};

}  // namespace aprgrid::worker

#endif  // APRGRID_WORKER_DAEMON_ENGINE_OUTPUT_H_
