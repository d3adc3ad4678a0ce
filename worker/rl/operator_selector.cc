#include "worker/rl/operator_selector.h"

#include <cmath>
#include <string>
#include <utility>

#include "absl/strings/str_cat.h"
#include "common/status_macros.h"
#include "worker/rl/candidates.h"

namespace aprgrid::rl {

absl::StatusOr<OperatorSelector> OperatorSelector::Create(const SelectorConfig& config, Rng& rng) {
  ASSIGN_OR_RETURN(SelectorConfig resolved, ResolveSelectorConfig(config));
  ASSIGN_OR_RETURN(ArmSet arm_set, ArmSet::Create(resolved.arm_set));
  RuleContext context;
  context.num_arms = arm_set.size();
  context.mode = resolved.mode;
  context.ucb_form = resolved.ucb_form;
  context.hyper = resolved.hyper;
  context.prior_floor = resolved.crf_prior_floor;
  std::unique_ptr<SelectionRule> rule = NewSelectionRule(resolved.strategy, context);
  if (rule == nullptr) return absl::InvalidArgumentError("operator selection: unknown strategy");
  return OperatorSelector(resolved, std::move(arm_set), std::move(rule), rng);
}

OperatorSelector::OperatorSelector(const SelectorConfig& config, ArmSet arm_set,
                                   std::unique_ptr<SelectionRule> rule, Rng& rng)
    : config_(config),
      arm_set_(std::move(arm_set)),
      rule_(std::move(rule)),
      rng_(&rng),
      arms_(static_cast<size_t>(arm_set_.size())),
      counters_(static_cast<size_t>(arm_set_.size())) {
  rule_->Initialise(arms_);
}

absl::StatusOr<Operator> OperatorSelector::Choose(std::span<const Operator> applicable) {
  if (needs_prior()) {
    return absl::FailedPreconditionError(
        absl::StrCat("operator selection: ", v1::Strategy_Name(config_.strategy),
                     " chooses with a prior over operators, and none was given"));
  }
  return ChooseImpl(applicable, nullptr);
}

absl::StatusOr<Operator> OperatorSelector::Choose(std::span<const Operator> applicable,
                                                  const OperatorPrior& prior) {
  RETURN_IF_ERROR(CheckOperatorPrior(prior));
  return ChooseImpl(applicable, &prior);
}

absl::StatusOr<Operator> OperatorSelector::ChooseImpl(std::span<const Operator> applicable,
                                                      const OperatorPrior* prior) {
  const Candidates candidates(arm_set_, applicable);
  if (candidates.empty()) {
    return absl::InvalidArgumentError(
        "operator selection: no applicable operator belongs to the configured arm set");
  }
  const bool frozen = in_mutation_phase_ && config_.activation == v1::PER_GENERATION;
  const std::span<const ArmState> arms = frozen ? frozen_ : arms_;
  const Operator chosen = prior != nullptr ? rule_->ChooseWithPrior(candidates, arms, *prior, *rng_)
                                           : rule_->Choose(candidates, arms, *rng_);
  Counters& counters = counters_[candidates.ArmOf(chosen)];
  counters.selections += 1;
  counters.generation_selections += 1;
  return chosen;
}

absl::StatusOr<double> OperatorSelector::Credit(Operator applied, double child_fitness,
                                                double parent_fitness) {
  const std::optional<int> arm = arm_set_.ArmOf(applied);
  if (!arm.has_value()) {
    return absl::InvalidArgumentError(absl::StrCat("operator selection: operator ",
                                                   std::string(OperatorName(applied)),
                                                   " is not in the configured arm set"));
  }
  const bool use_parent = needs_parent_fitness();
  if (!std::isfinite(child_fitness) || child_fitness < 0 ||
      (use_parent && (!std::isfinite(parent_fitness) || parent_fitness < 0))) {
    return absl::InvalidArgumentError(
        absl::StrCat("operator selection: fitness must be finite and non-negative, got child ",
                     child_fitness, " parent ", parent_fitness));
  }
  const double reward =
      use_parent ? ComputeReward(v1::RELATIVE, child_fitness, parent_fitness) : child_fitness;
  const ArmState before = arms_[*arm];
  AccumulateReward(config_.credit, config_.alpha, reward, arms_[*arm]);
  rule_->AfterCredit(*arm, before, arms_);
  Counters& counters = counters_[*arm];
  counters.generation_credits += 1;
  counters.generation_reward_sum += reward;
  return reward;
}

bool OperatorSelector::needs_parent_fitness() const {
  if (config_.reward != v1::RELATIVE) return false;
  return !(config_.mode == v1::ARTEFACT && generation_ == 0);
}

void OperatorSelector::BeginGeneration(int generation) {
  generation_ = generation;
  for (Counters& counters : counters_) {
    counters.generation_selections = 0;
    counters.generation_credits = 0;
    counters.generation_reward_sum = 0;
  }
}

void OperatorSelector::BeginMutationPhase() {
  in_mutation_phase_ = true;
  frozen_ = arms_;
}

void OperatorSelector::EndMutationPhase() {
  in_mutation_phase_ = false;
  frozen_.clear();
}

OperatorSelector::State OperatorSelector::SaveState() const {
  State state;
  state.generation = generation_;
  state.rng = rng_->state();
  state.arms = arms_;
  for (const Counters& c : counters_) {
    state.counters.push_back(ArmCounters{c.selections, c.generation_selections,
                                         c.generation_credits, c.generation_reward_sum});
  }
  return state;
}

absl::Status OperatorSelector::CheckState(const State& state) const {
  const size_t n = arms_.size();
  if (state.arms.size() != n || state.counters.size() != n) {
    return absl::InvalidArgumentError(
        absl::StrCat("operator selection state has ", state.arms.size(), " arms and ",
                     state.counters.size(), " counters; this arm set has ", n));
  }
  if (state.generation < 0) {
    return absl::InvalidArgumentError(
        absl::StrCat("operator selection state: negative generation ", state.generation));
  }
  bool zero = true;
  for (uint64_t word : state.rng.words) zero = zero && word == 0;
  if (zero) return absl::InvalidArgumentError("operator selection state: all-zero Rng state");
  for (size_t i = 0; i < n; ++i) {
    const ArmCounters& c = state.counters[i];
    if (state.arms[i].credits < 0 || c.selections < 0 || c.generation_selections < 0 ||
        c.generation_credits < 0) {
      return absl::InvalidArgumentError(
          absl::StrCat("operator selection state: negative count for arm ", i));
    }
  }
  return absl::OkStatus();
}

absl::Status OperatorSelector::RestoreState(const State& state) {
  RETURN_IF_ERROR(CheckState(state));
  generation_ = state.generation;
  *rng_ = Rng::FromState(state.rng);
  arms_ = state.arms;
  for (size_t i = 0; i < counters_.size(); ++i) {
    const ArmCounters& c = state.counters[i];
    counters_[i] = Counters{c.selections, c.generation_selections, c.generation_credits,
                            c.generation_reward_sum};
  }
  return absl::OkStatus();
}

std::vector<ArmSnapshot> OperatorSelector::Snapshot() const {
  std::vector<ArmSnapshot> out;
  out.reserve(arms_.size());
  for (int arm = 0; arm < arm_set_.size(); ++arm) {
    const ArmState& state = arms_[arm];
    const Counters& counters = counters_[arm];
    ArmSnapshot snapshot;
    snapshot.arm = arm_set_.name(arm);
    snapshot.selections = counters.selections;
    snapshot.credits = state.credits;
    snapshot.reward_sum = state.reward_sum;
    snapshot.generation_selections = counters.generation_selections;
    snapshot.generation_credits = counters.generation_credits;
    snapshot.generation_reward_sum = counters.generation_reward_sum;
    snapshot.quality = state.quality;
    snapshot.probability = state.score;
    out.push_back(snapshot);
  }
  return out;
}

}  // namespace aprgrid::rl
