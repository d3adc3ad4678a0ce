// The operators applicable at one chosen location, seen through an arm set, and the draws every
// selection rule is built from.
//
// Grouped arms are where the two readings differ (docs/rl-operator-selection.md, section 3): in
// PAPER mode a draw first picks an arm among the arms with at least one applicable member, then one
// of that arm's applicable members uniformly ("two-stage"); in ARTEFACT mode every applicable
// member carries its arm's weight or score, so a group with k applicable members gets k roulette
// shares and argmax returns its first member in enum order. For ungrouped arm sets both readings
// draw the same distribution; the two-stage member draw is skipped when only one member applies, so
// no random number is consumed for it.
#ifndef APRGRID_WORKER_RL_CANDIDATES_H_
#define APRGRID_WORKER_RL_CANDIDATES_H_

#include <span>
#include <vector>

#include "aprgrid/v1/campaign.pb.h"
#include "common/random.h"
#include "worker/rl/arm_set.h"
#include "worker/rl/operator.h"

namespace aprgrid::rl {

class Candidates {
 public:
  // Operators outside the arm set and duplicates are ignored. `arms` must outlive this object.
  Candidates(const ArmSet& arms, std::span<const Operator> applicable);

  bool empty() const { return operators_.empty(); }
  // Applicable operators of the set, in enum order.
  std::span<const Operator> operators() const { return operators_; }
  // Arms with at least one applicable member, in increasing arm index.
  std::span<const int> arms() const { return arms_; }
  // The applicable members of `arm` (empty if none), in enum order.
  std::span<const Operator> members(int arm) const { return members_[arm]; }
  int ArmOf(Operator op) const { return *set_->ArmOf(op); }

 private:
  const ArmSet* set_;
  std::vector<Operator> operators_;
  std::vector<int> arms_;
  std::vector<std::vector<Operator>> members_;
};

// All draws below REQUIRE !candidates.empty(); `per_arm` is indexed by arm (size N).

// Roulette on per-arm weights (non-negative; all zero draws uniformly), grouped as `mode` says.
// PAPER: one Roulette over candidate arms, then Below(k) if k > 1 members apply.
// ARTEFACT: one Roulette over the applicable operators.
Operator DrawByWeight(const Candidates& candidates, std::span<const double> per_arm, v1::Mode mode,
                      Rng& rng);

// Argmax of per-arm scores among the candidates.
// PAPER: ties between arms broken uniformly with Below(#tied) when several arms tie, then a
// member uniformly as in DrawByWeight. ARTEFACT: the first maximal operator in enum order, no draw.
Operator DrawGreedy(const Candidates& candidates, std::span<const double> per_arm, v1::Mode mode,
                    Rng& rng);

// A uniformly drawn candidate arm (Below(#arms)), then a member uniformly (paper-mode exploration).
Operator DrawUniformArm(const Candidates& candidates, Rng& rng);

// A uniformly drawn applicable operator (Below(#operators)), ignoring arms: the UNIFORM baseline.
Operator DrawUniformOperator(const Candidates& candidates, Rng& rng);

}  // namespace aprgrid::rl

#endif  // APRGRID_WORKER_RL_CANDIDATES_H_
