// The interface every operator-selection strategy implements, and one factory per strategy.
//
// A rule is stateless: everything it learns lives in the ArmState table the OperatorSelector owns,
// which is what lets the selector freeze the table for a PER_GENERATION mutation phase. Adding a
// strategy means one new .cc file defining a SelectionRule and its New...Rule factory, declared
// here, plus one case in NewSelectionRule.
#ifndef APRGRID_WORKER_RL_SELECTION_RULE_H_
#define APRGRID_WORKER_RL_SELECTION_RULE_H_

#include <memory>
#include <span>
#include <vector>

#include "aprgrid/v1/campaign.pb.h"
#include "common/random.h"
#include "worker/rl/candidates.h"
#include "worker/rl/credit.h"
#include "worker/rl/operator_prior.h"
#include "worker/rl/selector_config.h"

namespace aprgrid::rl {

// What a rule needs to know besides the arm table.
struct RuleContext {
  int num_arms = 0;  // N of the configured arm set (never the number applicable).
  v1::Mode mode = v1::PAPER;
  v1::UcbForm ucb_form = v1::UCB_FORM_UNSPECIFIED;
  Hyperparameters hyper;
  double prior_floor = 0;  // CRF_PRIOR and CRF_BANDIT: the uniform share of MixWithFloor.

  double pmin() const { return 1.0 / (2.0 * num_arms); }
  double pmax() const { return 1.0 - (num_arms - 1) * pmin(); }
};

class SelectionRule {
 public:
  virtual ~SelectionRule() = default;

  // Sets every arm's initial score (the arms are in their initial state otherwise).
  virtual void Initialise(std::span<ArmState> arms) const = 0;

  // Called after arms[credited] has received a reward; `before` is that arm's state just before.
  // Updates whichever scores the rule (and mode) recomputes.
  virtual void AfterCredit(int credited, const ArmState& before,
                           std::span<ArmState> arms) const = 0;

  // Chooses one applicable operator. REQUIRES: !candidates.empty().
  virtual Operator Choose(const Candidates& candidates, std::span<const ArmState> arms,
                          Rng& rng) const = 0;

  // True for the rules that draw from a per-location operator prior (CRF_PRIOR, CRF_BANDIT): the
  // selector then requires one with every choice and calls ChooseWithPrior.
  virtual bool UsesPrior() const { return false; }

  // Chooses one applicable operator given `prior`, the operator weights of the location
  // (CheckOperatorPrior passed). The default ignores the prior. REQUIRES: !candidates.empty().
  virtual Operator ChooseWithPrior(const Candidates& candidates, std::span<const ArmState> arms,
                                   const OperatorPrior& prior, Rng& rng) const {
    (void)prior;
    return Choose(candidates, arms, rng);
  }
};

std::unique_ptr<SelectionRule> NewUniformRule(const RuleContext& context);
std::unique_ptr<SelectionRule> NewProbabilityMatchingRule(const RuleContext& context);
std::unique_ptr<SelectionRule> NewAdaptivePursuitRule(const RuleContext& context);
std::unique_ptr<SelectionRule> NewEpsilonGreedyRule(const RuleContext& context);
std::unique_ptr<SelectionRule> NewUcbRule(const RuleContext& context);
std::unique_ptr<SelectionRule> NewCrfPriorRule(const RuleContext& context);
std::unique_ptr<SelectionRule> NewCrfBanditRule(const RuleContext& context);

// The rule for a strategy; nullptr for STRATEGY_UNSPECIFIED or an unknown value.
std::unique_ptr<SelectionRule> NewSelectionRule(v1::Strategy strategy, const RuleContext& context);

// The scores of a table, indexed by arm, for the Draw* helpers.
std::vector<double> Scores(std::span<const ArmState> arms);

}  // namespace aprgrid::rl

#endif  // APRGRID_WORKER_RL_SELECTION_RULE_H_
