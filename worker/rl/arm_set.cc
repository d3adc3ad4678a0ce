#include "worker/rl/arm_set.h"

#include <algorithm>

#include "absl/strings/str_cat.h"

namespace aprgrid::rl {

absl::StatusOr<ArmSet> ArmSet::Create(v1::ArmSet which) {
  ArmSet set;
  set.which_ = which;
  set.arm_of_.fill(-1);
  using O = Operator;
  switch (which) {
    case v1::GENPROG_3:
      set.AddArm("append", {O::kAppend});
      set.AddArm("delete", {O::kDelete});
      set.AddArm("replace", {O::kReplace});
      break;
    case v1::PAR_18:
      // The artefact's 18-arm token list, in enum order; Swap and Par* are not arms.
      for (O op : AllOperators()) {
        if (op == O::kSwap || op == O::kParRep || op == O::kParAdd || op == O::kParRem) continue;
        set.AddArm(OperatorName(op), {op});
      }
      break;
    case v1::GROUPED_7:
      set.AddArm("append", {O::kAppend});
      set.AddArm("delete", {O::kDelete});
      set.AddArm("replace", {O::kReplace});
      set.AddArm("func_expr", {O::kFunRep, O::kExpRep, O::kExpAdd, O::kExpRem});
      set.AddArm("bounds", {O::kNullCheck, O::kRangeCheck, O::kSizeCheck, O::kLBoundSet,
                            O::kUBoundSet, O::kOffByOne});
      set.AddArm("cast_init", {O::kObjInit, O::kCastCheck, O::kCasterMut, O::kCasteeMut});
      set.AddArm("multi_line", {O::kSeqExch});
      break;
    default:
      return absl::InvalidArgumentError(
          absl::StrCat("arm set must be GENPROG_3, PAR_18 or GROUPED_7, got ",
                       v1::ArmSet_Name(which).empty() ? absl::StrCat(static_cast<int>(which))
                                                      : v1::ArmSet_Name(which)));
  }
  std::sort(set.operators_.begin(), set.operators_.end());
  return set;
}

std::optional<int> ArmSet::ArmOf(Operator op) const {
  const int arm = arm_of_[OperatorIndex(op)];
  if (arm < 0) return std::nullopt;
  return arm;
}

void ArmSet::AddArm(std::string_view name, std::vector<Operator> members) {
  const int index = static_cast<int>(arms_.size());
  for (Operator op : members) {
    arm_of_[OperatorIndex(op)] = index;
    operators_.push_back(op);
  }
  arms_.push_back(Arm{name, std::move(members)});
}

}  // namespace aprgrid::rl
