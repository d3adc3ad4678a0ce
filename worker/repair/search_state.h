// The complete state of the GP search (gp_search.h) at a generation boundary: what a search
// resumed from it needs to continue exactly as the uninterrupted search would have, event for
// event and draw for draw (docs/repair-engine.md "Checkpoints"). Plain data; checkpoint.h writes
// it to a file and reads it back.
//
// Edits are stored by reference to the mutation space that produced them (operator, target and
// the index in MutationSpace::Candidates), not as code: candidate lists depend only on the
// original program, so the reference rebuilds the identical edit, payload included.
#ifndef APRGRID_WORKER_REPAIR_SEARCH_STATE_H_
#define APRGRID_WORKER_REPAIR_SEARCH_STATE_H_

#include <cstdint>
#include <vector>

#include "absl/status/statusor.h"
#include "common/random.h"
#include "worker/repair/edit.h"
#include "worker/repair/fitness.h"
#include "worker/repair/operators.h"
#include "worker/rl/operator_selector.h"

namespace aprgrid::repair {

struct EditRef {
  uint8_t op = 0;      // rl::OperatorIndex.
  uint8_t action = 0;  // EditAction.
  int32_t target = -1;
  int32_t source = -1;
  uint32_t candidate = 0;  // Index in MutationSpace::Candidates(op, target).
};

struct IndividualState {
  std::vector<EditRef> genome;
  Evaluation ev;
  bool no_edit = false;
  uint64_t id = 0;
  std::vector<uint64_t> parents;
};

struct SearchState {
  // The generation the resumed search runs first (>= 1: generation 0 is never interrupted by a
  // checkpoint), and the generations already run.
  uint32_t next_generation = 0;
  // lang::StructuralHash of the original program and its number of tests: a state is refused for
  // another version of the subject.
  uint64_t program_hash = 0;
  uint32_t num_tests = 0;
  Rng::State rng;                           // The search's stream.
  rl::OperatorSelector::State selector;     // With the operator-selection stream.
  std::vector<IndividualState> population;  // After generation next_generation - 1.
  uint64_t variants_evaluated = 0;
  uint64_t evaluations = 0;
  FitnessState fitness;
};

// The reference to `edit` in `space`. NotFound if `space` never listed it (it did not come from
// this space).
absl::StatusOr<EditRef> RefOf(const Edit& edit, const ProgramFacts& facts, MutationSpace& space);

// The edit `ref` names in `space`. InvalidArgument, naming the reference, when there is no such
// target, operator or candidate, or the candidate's action or ingredient differ from the
// reference's.
absl::StatusOr<Edit> EditOf(const EditRef& ref, const ProgramFacts& facts, MutationSpace& space);

}  // namespace aprgrid::repair

#endif  // APRGRID_WORKER_REPAIR_SEARCH_STATE_H_
