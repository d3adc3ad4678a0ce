// The arms of an operator-selection bandit: which operators (or groups of operators) the RL rule
// learns about, for each configured arm set (docs/rl-operator-selection.md, section 3).
//
// GENPROG_3: append, delete, replace. PAR_18: those plus the 15 PAR templates (ParRep, ParAdd and
// ParRem are excluded, as in every run of the paper). GROUPED_7: append, delete, replace and four
// groups whose members share one arm's statistics ("group credit").
//
// Arms are numbered 0..size()-1 in the order of their first member in JaRFly's enum order; that is
// also the order used by every "lowest arm index" tie-break. Immutable and cheap to copy.
#ifndef APRGRID_WORKER_RL_ARM_SET_H_
#define APRGRID_WORKER_RL_ARM_SET_H_

#include <array>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "aprgrid/v1/campaign.pb.h"
#include "worker/rl/operator.h"

namespace aprgrid::rl {

class ArmSet {
 public:
  // InvalidArgument for ARM_SET_UNSPECIFIED or an unknown value.
  static absl::StatusOr<ArmSet> Create(v1::ArmSet which);

  v1::ArmSet which() const { return which_; }
  // N, the number of arms (3, 18 or 7). Pmin/Pmax always use this N.
  int size() const { return static_cast<int>(arms_.size()); }
  // The name used in reports: the operator's token ("append", "funrep", ...) for a single-operator
  // arm; "func_expr", "bounds", "cast_init" or "multi_line" for a group.
  std::string_view name(int arm) const { return arms_[arm].name; }
  // The arm's operators in enum order (one for an ungrouped arm).
  std::span<const Operator> members(int arm) const { return arms_[arm].members; }
  // The arm an operator belongs to, or nullopt if the operator is not part of this arm set.
  std::optional<int> ArmOf(Operator op) const;
  // Every operator of the set, in enum order.
  std::span<const Operator> operators() const { return operators_; }

 private:
  struct Arm {
    std::string_view name;
    std::vector<Operator> members;
  };
  ArmSet() = default;
  void AddArm(std::string_view name, std::vector<Operator> members);

  v1::ArmSet which_ = v1::ARM_SET_UNSPECIFIED;
  std::vector<Arm> arms_;
  std::vector<Operator> operators_;
  std::array<int, kOperatorCount> arm_of_{};  // -1: not in the set.
};

}  // namespace aprgrid::rl

#endif  // APRGRID_WORKER_RL_ARM_SET_H_
