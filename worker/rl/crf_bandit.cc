// CRF_BANDIT (docs/crf-prior.md, "Design"): adaptive pursuit (eq. 4, worker/rl/adaptive_pursuit.cc)
// learns one probability P_A per arm from the rewards, exactly as ADAPTIVE_PURSUIT does, and the
// location's operator prior weights it: an applicable operator `op` of arm A is drawn with
// probability proportional to
//   P_A * m(op),   m = MixWithFloor(candidates, prior, floor).
// Before any reward every P_A is 1/N, so the first draws are CRF_PRIOR's; as P moves towards
// Pmax/Pmin the rewards reshape the CRF's preferences. This equals a two-stage draw (an arm with
// weight P_A times the prior mass of its applicable members, then a member in proportion to m),
// so PAPER and ARTEFACT modes draw the same distribution; the mode still decides RELATIVE
// reward's generation-0 reading and stale-edit credit, as for every rule. One Roulette per choice.
#include "worker/rl/selection_rule.h"

namespace aprgrid::rl {
namespace {

class CrfBanditRule : public SelectionRule {
 public:
  explicit CrfBanditRule(const RuleContext& context)
      : context_(context), pursuit_(NewAdaptivePursuitRule(context)) {}

  void Initialise(std::span<ArmState> arms) const override { pursuit_->Initialise(arms); }

  void AfterCredit(int credited, const ArmState& before, std::span<ArmState> arms) const override {
    pursuit_->AfterCredit(credited, before, arms);
  }

  // Without a prior: adaptive pursuit weighted by the uniform floor (the selector never calls
  // this).
  Operator Choose(const Candidates& candidates, std::span<const ArmState> arms,
                  Rng& rng) const override {
    return ChooseWithPrior(candidates, arms, OperatorPrior{}, rng);
  }

  bool UsesPrior() const override { return true; }

  Operator ChooseWithPrior(const Candidates& candidates, std::span<const ArmState> arms,
                           const OperatorPrior& prior, Rng& rng) const override {
    std::vector<double> weights = MixWithFloor(candidates, prior, context_.prior_floor);
    const std::span<const Operator> ops = candidates.operators();
    for (size_t i = 0; i < ops.size(); ++i) weights[i] *= arms[candidates.ArmOf(ops[i])].score;
    return ops[rng.Roulette(weights)];
  }

 private:
  RuleContext context_;
  std::unique_ptr<SelectionRule> pursuit_;
};

}  // namespace

std::unique_ptr<SelectionRule> NewCrfBanditRule(const RuleContext& context) {
  return std::make_unique<CrfBanditRule>(context);
}

}  // namespace aprgrid::rl
