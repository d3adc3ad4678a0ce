// Adaptive pursuit (eq. 4): after every reward, the arm M with the highest quality moves its
// probability a step beta towards Pmax and every other arm towards Pmin; drawn by roulette.
//
// Both modes step once per credited variant (docs/rl-operator-selection.md, section 1.1 item 5:
// faithful to the artefact, so the distribution saturates within a generation) and break ties for M
// by the lowest arm index (the artefact promotes the first maximal arm it meets). Starting from P =
// 1/N the probabilities keep summing to 1: sum' = sum + beta (Pmax + (N-1) Pmin - sum) = sum + beta
// (1 - sum).
#include "worker/rl/selection_rule.h"

namespace aprgrid::rl {
namespace {

class AdaptivePursuitRule : public SelectionRule {
 public:
  explicit AdaptivePursuitRule(const RuleContext& context) : context_(context) {}

  void Initialise(std::span<ArmState> arms) const override {
    for (ArmState& arm : arms) arm.score = 1.0 / context_.num_arms;
  }

  void AfterCredit(int, const ArmState&, std::span<ArmState> arms) const override {
    size_t best = 0;
    for (size_t i = 1; i < arms.size(); ++i) {
      if (arms[i].quality > arms[best].quality) best = i;
    }
    const double beta = context_.hyper.beta;
    for (size_t i = 0; i < arms.size(); ++i) {
      const double target = i == best ? context_.pmax() : context_.pmin();
      arms[i].score += beta * (target - arms[i].score);
    }
  }

  Operator Choose(const Candidates& candidates, std::span<const ArmState> arms,
                  Rng& rng) const override {
    return DrawByWeight(candidates, Scores(arms), context_.mode, rng);
  }

 private:
  RuleContext context_;
};

}  // namespace

std::unique_ptr<SelectionRule> NewAdaptivePursuitRule(const RuleContext& context) {
  return std::make_unique<AdaptivePursuitRule>(context);
}

}  // namespace aprgrid::rl
