// epsilon-greedy: draw u = Uniform(); if u < epsilon explore, else take the arm with the best
// score among the applicable ones. One Uniform() draw per choice, always, before anything else.
//
// PAPER: score = Q (Q(0) = 1); exploration is uniform over the applicable arms; greedy ties are
// broken by a seeded draw (docs/rl-operator-selection.md, section 1.1 items 6 and 7).
// ARTEFACT: an arm's score is 1/N until it is first credited, then its Q; exploration is a
// roulette weighted by those scores; greedy ties go to the first operator in enum order.
#include "worker/rl/selection_rule.h"

namespace aprgrid::rl {
namespace {

class EpsilonGreedyRule : public SelectionRule {
 public:
  explicit EpsilonGreedyRule(const RuleContext& context) : context_(context) {}

  void Initialise(std::span<ArmState> arms) const override {
    for (ArmState& arm : arms) {
      arm.score = context_.mode == v1::ARTEFACT ? 1.0 / context_.num_arms : arm.quality;
    }
  }

  void AfterCredit(int credited, const ArmState&, std::span<ArmState> arms) const override {
    arms[credited].score = arms[credited].quality;
  }

  Operator Choose(const Candidates& candidates, std::span<const ArmState> arms,
                  Rng& rng) const override {
    const std::vector<double> scores = Scores(arms);
    if (rng.Uniform() < context_.hyper.epsilon) {
      if (context_.mode == v1::ARTEFACT) return DrawByWeight(candidates, scores, v1::ARTEFACT, rng);
      return DrawUniformArm(candidates, rng);
    }
    return DrawGreedy(candidates, scores, context_.mode, rng);
  }

 private:
  RuleContext context_;
};

}  // namespace

std::unique_ptr<SelectionRule> NewEpsilonGreedyRule(const RuleContext& context) {
  return std::make_unique<EpsilonGreedyRule>(context);
}

}  // namespace aprgrid::rl
