// UCB (eq. 5): take the applicable arm maximising Q_A + E * bonus, with
//   PRINTED: bonus = sqrt(ln sum_j n_j) / n_A   (the paper's typesetting)
//   UCB1:    bonus = sqrt(ln sum_j n_j / n_A)   (textbook UCB1; the artefact's code)
// No random draw except a paper-mode tie-break.
//
// PAPER: after every reward all scores are recomputed; an arm with n_A = 0 scores +infinity, so
// every applicable arm is tried once before any bonus comparison (docs/rl-operator-selection.md,
// section 1.1 item 2). ARTEFACT: only the credited arm's score is recomputed (others stay stale,
// item 3); an arm never credited keeps its initial score 1/N, which rewards quickly dwarf; ties go
// to the first operator in enum order (item 7).
#include <cmath>
#include <limits>

#include "worker/rl/selection_rule.h"

namespace aprgrid::rl {
namespace {

class UcbRule : public SelectionRule {
 public:
  explicit UcbRule(const RuleContext& context) : context_(context) {}

  void Initialise(std::span<ArmState> arms) const override {
    for (ArmState& arm : arms) {
      arm.score = context_.mode == v1::ARTEFACT ? 1.0 / context_.num_arms
                                                : std::numeric_limits<double>::infinity();
    }
  }

  void AfterCredit(int credited, const ArmState&, std::span<ArmState> arms) const override {
    int64_t total = 0;
    for (const ArmState& arm : arms) total += arm.credits;
    if (context_.mode == v1::ARTEFACT) {
      arms[credited].score = Score(arms[credited], total);
      return;
    }
    for (ArmState& arm : arms) arm.score = Score(arm, total);
  }

  Operator Choose(const Candidates& candidates, std::span<const ArmState> arms,
                  Rng& rng) const override {
    return DrawGreedy(candidates, Scores(arms), context_.mode, rng);
  }

 private:
  // REQUIRES: total >= 1 (called after a credit).
  double Score(const ArmState& arm, int64_t total) const {
    if (arm.credits == 0) return std::numeric_limits<double>::infinity();
    const double n = static_cast<double>(arm.credits);
    const double log_total = std::log(static_cast<double>(total));
    const double bonus =
        context_.ucb_form == v1::UCB1 ? std::sqrt(log_total / n) : std::sqrt(log_total) / n;
    return arm.quality + context_.hyper.exploration * bonus;
  }

  RuleContext context_;
};

}  // namespace

std::unique_ptr<SelectionRule> NewUcbRule(const RuleContext& context) {
  return std::make_unique<UcbRule>(context);
}

}  // namespace aprgrid::rl
