#include "worker/rl/selector_config.h"

#include <cmath>

#include "absl/strings/str_cat.h"

namespace aprgrid::rl {

SelectorConfig SelectorConfig::FromAttempt(const v1::RepairAttempt& attempt) {
  SelectorConfig config;
  config.strategy = attempt.strategy();
  config.credit = attempt.credit();
  config.alpha = attempt.alpha();
  config.reward = attempt.reward();
  config.arm_set = attempt.arm_set();
  config.activation = attempt.activation();
  config.ucb_form = attempt.ucb_form();
  config.mode = attempt.mode();
  config.crf_prior_floor = attempt.crf_prior_floor();
  return config;
}

absl::StatusOr<SelectorConfig> ResolveSelectorConfig(const SelectorConfig& config) {
  SelectorConfig out = config;
  if (!v1::Strategy_IsValid(out.strategy) || out.strategy == v1::STRATEGY_UNSPECIFIED) {
    return absl::InvalidArgumentError("operator selection: strategy is unspecified or unknown");
  }
  if (!v1::ArmSet_IsValid(out.arm_set) || out.arm_set == v1::ARM_SET_UNSPECIFIED) {
    return absl::InvalidArgumentError("operator selection: arm_set is unspecified or unknown");
  }
  const bool crf = out.strategy == v1::CRF_PRIOR || out.strategy == v1::CRF_BANDIT;
  if (!crf) {
    out.crf_prior_floor = 0;
  } else if (!(out.crf_prior_floor >= 0 && out.crf_prior_floor <= 1)) {
    return absl::InvalidArgumentError(absl::StrCat(
        "operator selection: crf_prior_floor must be in [0, 1], got ", out.crf_prior_floor));
  }
  if (out.strategy == v1::UNIFORM || out.strategy == v1::CRF_PRIOR) {
    out.credit = v1::AVERAGE;
    out.alpha = 0;
    out.reward = v1::RAW;
    out.activation = v1::PER_GENERATION;
    out.ucb_form = v1::UCB_FORM_UNSPECIFIED;
    out.mode = v1::PAPER;
    return out;
  }
  if (!v1::Credit_IsValid(out.credit) || out.credit == v1::CREDIT_UNSPECIFIED) {
    return absl::InvalidArgumentError("operator selection: credit is unspecified or unknown");
  }
  if (out.credit == v1::RECENCY_WEIGHTED) {
    if (!(out.alpha > 0 && out.alpha <= 1)) {
      return absl::InvalidArgumentError(
          absl::StrCat("operator selection: alpha must be in (0, 1], got ", out.alpha));
    }
  } else {
    out.alpha = 0;
  }
  if (!v1::Reward_IsValid(out.reward) || out.reward == v1::REWARD_UNSPECIFIED) {
    return absl::InvalidArgumentError("operator selection: reward is unspecified or unknown");
  }
  if (!v1::Activation_IsValid(out.activation)) {
    return absl::InvalidArgumentError("operator selection: activation is unknown");
  }
  if (out.activation == v1::ACTIVATION_UNSPECIFIED) out.activation = v1::PER_GENERATION;
  if (!v1::Mode_IsValid(out.mode)) {
    return absl::InvalidArgumentError("operator selection: mode is unknown");
  }
  if (out.mode == v1::MODE_UNSPECIFIED) out.mode = v1::PAPER;
  if (!v1::UcbForm_IsValid(out.ucb_form)) {
    return absl::InvalidArgumentError("operator selection: ucb_form is unknown");
  }
  if (out.strategy != v1::UCB) {
    out.ucb_form = v1::UCB_FORM_UNSPECIFIED;
  } else if (out.ucb_form == v1::UCB_FORM_UNSPECIFIED) {
    out.ucb_form = out.mode == v1::ARTEFACT ? v1::UCB1 : v1::PRINTED;
  }
  const Hyperparameters& h = out.hyper;
  if (!(h.epsilon >= 0 && h.epsilon <= 1) || !(h.beta > 0 && h.beta <= 1) ||
      !std::isfinite(h.exploration) || h.exploration < 0) {
    return absl::InvalidArgumentError(
        "operator selection: hyper-parameters need epsilon in [0,1], beta in (0,1], E >= 0");
  }
  return out;
}

}  // namespace aprgrid::rl
