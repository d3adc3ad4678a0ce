// The factors of one repair attempt that shape operator selection, and the fixed
// hyper-parameters of the paper's Table II.
#ifndef APRGRID_WORKER_RL_SELECTOR_CONFIG_H_
#define APRGRID_WORKER_RL_SELECTOR_CONFIG_H_

#include "absl/status/statusor.h"
#include "aprgrid/v1/campaign.pb.h"

namespace aprgrid::rl {

// Values "from the literature" (docs/rl-operator-selection.md, section 1, Table II). Pmin = 1/(2N)
// and Pmax = 1-(N-1)Pmin are derived from the arm count, not configured. Tests change these to
// probe the extremes (epsilon 0 and 1, UCB1's textbook constant sqrt(2)).
struct Hyperparameters {
  double epsilon = 0.2;     // epsilon-greedy exploration rate.
  double beta = 0.8;        // Adaptive-pursuit learning rate.
  double exploration = 10;  // UCB's E.
};

struct SelectorConfig {
  v1::Strategy strategy = v1::STRATEGY_UNSPECIFIED;
  v1::Credit credit = v1::CREDIT_UNSPECIFIED;
  double alpha = 0;  // Step size of RECENCY_WEIGHTED credit (eq. 2).
  v1::Reward reward = v1::REWARD_UNSPECIFIED;
  v1::ArmSet arm_set = v1::ARM_SET_UNSPECIFIED;
  v1::Activation activation = v1::ACTIVATION_UNSPECIFIED;
  v1::UcbForm ucb_form = v1::UCB_FORM_UNSPECIFIED;
  v1::Mode mode = v1::MODE_UNSPECIFIED;
  // CRF_PRIOR and CRF_BANDIT: the uniform share mixed into the prior (docs/crf-prior.md), in
  // [0, 1]. Other strategies ignore it.
  double crf_prior_floor = 0.1;
  Hyperparameters hyper;

  // The RL factors of an expanded attempt, with default hyper-parameters.
  static SelectorConfig FromAttempt(const v1::RepairAttempt& attempt);
};

// Checks a config and fills the documented defaults: activation PER_GENERATION, mode PAPER,
// ucb_form UCB1 in ARTEFACT mode and PRINTED in PAPER mode. UNIFORM needs only an arm set; its
// unused factors become AVERAGE / RAW / PER_GENERATION / PAPER so that the per-arm statistics it
// still reports are well defined; CRF_PRIOR, which learns nothing either, is resolved the same way.
// crf_prior_floor must be in [0, 1] for CRF_PRIOR and CRF_BANDIT and becomes 0 for the other
// strategies. InvalidArgument names the offending factor.
absl::StatusOr<SelectorConfig> ResolveSelectorConfig(const SelectorConfig& config);

}  // namespace aprgrid::rl

#endif  // APRGRID_WORKER_RL_SELECTOR_CONFIG_H_
