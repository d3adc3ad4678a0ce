// CRF_PRIOR (docs/crf-prior.md, "Design"): every applicable operator is drawn with the
// probability MixWithFloor gives it, i.e. the location's operator prior (the CRF's transform
// marginals of the statement, mapped to operators by the caller) mixed with a uniform floor.
// Operators are drawn directly, whatever arm they belong to, as UNIFORM draws them; one
// Roulette per choice. Rewards are accumulated by the selector for reporting but never change a
// choice, so the strategy learns nothing.
#include "worker/rl/selection_rule.h"

namespace aprgrid::rl {
namespace {

class CrfPriorRule : public SelectionRule {
 public:
  explicit CrfPriorRule(const RuleContext& context) : context_(context) {}

  void Initialise(std::span<ArmState> arms) const override {
    for (ArmState& arm : arms) arm.score = 1.0 / context_.num_arms;
  }

  void AfterCredit(int, const ArmState&, std::span<ArmState>) const override {}

  // Without a prior: the uniform draw over operators (the selector never calls this).
  Operator Choose(const Candidates& candidates, std::span<const ArmState> arms,
                  Rng& rng) const override {
    return ChooseWithPrior(candidates, arms, OperatorPrior{}, rng);
  }

  bool UsesPrior() const override { return true; }

  Operator ChooseWithPrior(const Candidates& candidates, std::span<const ArmState>,
                           const OperatorPrior& prior, Rng& rng) const override {
    const std::vector<double> p = MixWithFloor(candidates, prior, context_.prior_floor);
    return candidates.operators()[rng.Roulette(p)];
  }

 private:
  RuleContext context_;
};

}  // namespace

std::unique_ptr<SelectionRule> NewCrfPriorRule(const RuleContext& context) {
  return std::make_unique<CrfPriorRule>(context);
}

}  // namespace aprgrid::rl
