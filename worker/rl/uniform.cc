// UNIFORM, the baseline: every operator applicable at the location is equally likely, whatever
// arm it belongs to (JaRFly's operator weights are all 1.0; docs/rl-operator-selection.md,
// section 6.1). Rewards are still accumulated by the selector for reporting, but never change a
// choice.
#include "worker/rl/selection_rule.h"

namespace aprgrid::rl {
namespace {

class UniformRule : public SelectionRule {
 public:
  explicit UniformRule(const RuleContext& context) : context_(context) {}

  void Initialise(std::span<ArmState> arms) const override {
    for (ArmState& arm : arms) arm.score = 1.0 / context_.num_arms;
  }

  void AfterCredit(int, const ArmState&, std::span<ArmState>) const override {}

  Operator Choose(const Candidates& candidates, std::span<const ArmState>,
                  Rng& rng) const override {
    return DrawUniformOperator(candidates, rng);
  }

 private:
  RuleContext context_;
};

}  // namespace

std::unique_ptr<SelectionRule> NewUniformRule(const RuleContext& context) {
  return std::make_unique<UniformRule>(context);
}

}  // namespace aprgrid::rl
