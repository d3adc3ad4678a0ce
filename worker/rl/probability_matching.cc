// Probability matching (eq. 3, after Thierens): P_A = Pmin + (1 - N Pmin) Q_A / sum_i Q_i, drawn
// by roulette over the applicable arms (renormalised by the roulette itself).
//
// PAPER: every P is recomputed from the current qualities after each reward, so they sum to 1.
// ARTEFACT: only the credited arm's P is recomputed, and from the qualities *before* the update
// (docs/rl-operator-selection.md, section 1.1 item 3); the others keep stale values and act as
// roulette weights. Both: if sum Q = 0 the quotient is taken as 1/N, the limit of equal qualities
// (item 4).
#include "worker/rl/selection_rule.h"

namespace aprgrid::rl {
namespace {

class ProbabilityMatchingRule : public SelectionRule {
 public:
  explicit ProbabilityMatchingRule(const RuleContext& context) : context_(context) {}

  void Initialise(std::span<ArmState> arms) const override {
    for (ArmState& arm : arms) arm.score = 1.0 / context_.num_arms;
  }

  void AfterCredit(int credited, const ArmState& before, std::span<ArmState> arms) const override {
    double sum_now = 0;
    for (const ArmState& arm : arms) sum_now += arm.quality;
    if (context_.mode == v1::ARTEFACT) {
      const double sum_before = sum_now - arms[credited].quality + before.quality;
      arms[credited].score = Probability(before.quality, sum_before);
      return;
    }
    for (ArmState& arm : arms) arm.score = Probability(arm.quality, sum_now);
  }

  Operator Choose(const Candidates& candidates, std::span<const ArmState> arms,
                  Rng& rng) const override {
    return DrawByWeight(candidates, Scores(arms), context_.mode, rng);
  }

 private:
  double Probability(double quality, double quality_sum) const {
    const double share = quality_sum == 0 ? 1.0 / context_.num_arms : quality / quality_sum;
    return context_.pmin() + (1 - context_.num_arms * context_.pmin()) * share;
  }

  RuleContext context_;
};

}  // namespace

std::unique_ptr<SelectionRule> NewProbabilityMatchingRule(const RuleContext& context) {
  return std::make_unique<ProbabilityMatchingRule>(context);
}

}  // namespace aprgrid::rl
