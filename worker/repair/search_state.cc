#include "worker/repair/search_state.h"

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"

namespace aprgrid::repair {
namespace {

bool SamePayload(const Edit& a, const Edit& b) {
  if (a.payload == b.payload) return true;
  if (a.payload == nullptr || b.payload == nullptr) return false;
  return lang::StructuralHash(*a.payload) == lang::StructuralHash(*b.payload);
}

std::string Describe(const EditRef& ref) {
  return absl::StrCat("edit (operator ", static_cast<int>(ref.op), ", target ", ref.target,
                      ", candidate ", ref.candidate, ")");
}

}  // namespace

absl::StatusOr<EditRef> RefOf(const Edit& edit, const ProgramFacts& facts, MutationSpace& space) {
  const lang::Node* target = facts.node(edit.target);
  if (target == nullptr) {
    return absl::NotFoundError(absl::StrCat("edit target ", edit.target, " is not in the program"));
  }
  const std::vector<Candidate>& candidates = space.Candidates(edit.op, *target);
  for (size_t i = 0; i < candidates.size(); ++i) {
    const Edit& c = candidates[i].edit;
    if (c.action == edit.action && c.source == edit.source && SamePayload(c, edit)) {
      EditRef ref;
      ref.op = static_cast<uint8_t>(rl::OperatorIndex(edit.op));
      ref.action = static_cast<uint8_t>(edit.action);
      ref.target = edit.target;
      ref.source = edit.source;
      ref.candidate = static_cast<uint32_t>(i);
      return ref;
    }
  }
  return absl::NotFoundError(
      absl::StrCat("edit ", edit.DebugString(), " is not a candidate of its operator"));
}

absl::StatusOr<Edit> EditOf(const EditRef& ref, const ProgramFacts& facts, MutationSpace& space) {
  if (ref.op >= rl::kOperatorCount) {
    return absl::InvalidArgumentError(absl::StrCat(Describe(ref), ": no such operator"));
  }
  const lang::Node* target = facts.node(ref.target);
  if (target == nullptr) {
    return absl::InvalidArgumentError(absl::StrCat(Describe(ref), ": no such target"));
  }
  const std::vector<Candidate>& candidates = space.Candidates(rl::AllOperators()[ref.op], *target);
  if (ref.candidate >= candidates.size()) {
    return absl::InvalidArgumentError(
        absl::StrCat(Describe(ref), ": the operator lists ", candidates.size(), " candidates"));
  }
  const Edit& edit = candidates[ref.candidate].edit;
  if (static_cast<uint8_t>(edit.action) != ref.action || edit.source != ref.source) {
    return absl::InvalidArgumentError(
        absl::StrCat(Describe(ref), ": the candidate is ", edit.DebugString()));
  }
  return edit;
}

}  // namespace aprgrid::repair
