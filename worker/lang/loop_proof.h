// Exact proof of non-termination (docs/subject-language.md, "Run-time limits"): a test whose whole
// run state comes back at the start of an iteration of the same loop activation is periodic, so
// the rest of its run repeats that period until the step budget ends it. The proof skips whole
// periods (it adds them to the step counter) and lets the run go on, so the test still ends in
// TIMEOUT at the same step with the same output, running the same finally blocks: the result is
// exactly that of running every step.
//
// The state compared is everything the rest of a run can depend on besides the native call stack
// below the loop, which the same activation shares:
//   - the value stack up to sp (the locals of every active frame; a slot above sp is never read
//     before it is written, JLS 16, which the checker enforces), the frame's return slot, the
//     call depth;
//   - the whole heap in use, byte for byte, and its size, which also fixes the objects, their
//     addresses and the box cache (objects are only added, never freed, within a test);
//   - statics, class initialisation states, the next identity hash code, the captured output's
//     length (output is only appended), the carried built-in work, the compound-assignment
//     scratch value, the OutOfMemoryError's fields, the coverage and method-entry records;
//   - nothing else influences a run: there is no clock, randomness (Random keeps its seed in
//     the heap), I/O or thread; an interrupt voids a run rather than changing it, and the
//     interface-implementation cache only caches lookups.
// The step counter is the one thing that differs; it decides only where the budget ends the run.
//
// Cost: OnLoopTick runs only when called (Runtime::LoopTick, in every loop node except the
// enhanced for, which stays unwatched), in sessions that watch a few thousand steps and then wait
// fifteen times as long, each doubling the last; the comparison of whole states (a hash first,
// then a byte-for-byte comparison with a copy) is bounded per session by its length.
//
// Not thread-safe: one per Runtime.
#ifndef APRGRID_WORKER_LANG_LOOP_PROOF_H_
#define APRGRID_WORKER_LANG_LOOP_PROOF_H_

#include <cstdint>
#include <limits>
#include <vector>

#include "worker/lang/exec.h"

namespace aprgrid::lang {

struct Runtime;

class LoopProof {
 public:
  static constexpr uint64_t kNever = std::numeric_limits<uint64_t>::max();

  // Forgets the last test. Watching starts past step `arm_at` (kNever: not in this test).
  // Returns the step past which OnLoopTick wants its first call.
  uint64_t Reset(uint64_t arm_at);

  // At the start of an iteration of the loop node `loop` in frame `f` whose Exec began at step
  // `entry` (which names the activation: a loop ticks at least once before it ends, so no two
  // activations begin at the same step), with rt.steps past the step the last call (or Reset)
  // returned and not past the step budget. When the run is proven periodic it adds the largest
  // number of whole periods that keeps rt.steps within the budget. Returns the step past which it
  // wants the next call (kNever: none in this test).
  uint64_t OnLoopTick(Runtime& rt, const void* loop, const Frame& f, uint64_t entry);

  // Steps the proof skipped in this test (0: none).
  uint64_t skipped() const { return skipped_; }

 private:
  enum class Phase : uint8_t {
    kIdle,       // Between sessions.
    kWatch,      // Looking for a repeated frame state of the target activation (Brent).
    kHashCheck,  // The frame state repeated: looking for the whole state's hash again.
    kFullCheck,  // The hash repeated: comparing with the copy one period later.
    kDone,       // Proven, or nothing to watch: no more calls in this test.
  };

  void StartSession(uint64_t now);
  // The return value of OnLoopTick after handling a tick at `now`.
  uint64_t Next(uint64_t now);
  void SetTarget(const Runtime& rt, const void* loop, const Frame& f, uint64_t entry);
  void SaveReference(const Runtime& rt, const Frame& f, uint64_t now);
  // Restarts the search for a repeated state from this tick.
  void Fail(const Runtime& rt, const Frame& f, uint64_t now);
  // Charges `bytes` of whole-state work to the session; false when the session cannot pay.
  bool Spend(uint64_t bytes);
  void WatchTick(const Runtime& rt, const Frame& f, uint64_t now);
  void HashCheckTick(const Runtime& rt, const Frame& f, uint64_t now);
  uint64_t FullCheckTick(Runtime& rt, const Frame& f, uint64_t now);

  Phase phase_ = Phase::kDone;
  uint64_t arm_at_ = kNever;
  uint64_t window_ = 0;       // The current (or next) session's length in steps.
  uint64_t session_end_ = 0;  // Watching in this session stops past this step.
  uint64_t allowance_ = 0;    // Bytes of whole-state work this session may still do.

  // The target: the activation whose iteration starts are compared.
  bool has_target_ = false;
  const void* loop_ = nullptr;
  uint64_t entry_ = 0;

  // Brent's cycle search over the target's frame states (LoopProofState::Frame).
  std::vector<uint64_t> reference_;  // The frame state at reference_steps_.
  uint64_t reference_steps_ = 0;
  uint64_t power_ = 1, lambda_ = 0;

  // The candidate: the whole state's hash at hash_steps_, then its copy at copy_steps_.
  uint64_t hash_ = 0;
  uint64_t hash_steps_ = 0;
  std::vector<uint64_t> copy_;
  uint64_t period_ = 0;
  uint64_t expect_ = 0;  // The step of the tick the full comparison waits for.

  uint64_t skipped_ = 0;
  std::vector<uint64_t> scratch_;
};

}  // namespace aprgrid::lang

#endif  // APRGRID_WORKER_LANG_LOOP_PROOF_H_
