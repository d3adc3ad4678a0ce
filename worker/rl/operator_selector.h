// OperatorSelector: the operator-selection state of one repair attempt, and the only class the GP
// search talks to (docs/rl-operator-selection.md, sections 1-3).
//
// Life cycle, as the GP loop calls it:
//   BeginGeneration(g)            once per generation, g = 0, 1, ...
//   BeginMutationPhase()          before the generation's mutations
//     Choose(applicable) ...      once per mutation, among the operators applicable at the
//                                 location already chosen (docs/rl-operator-selection.md,
//                                 section 6.5)
//   EndMutationPhase()
//   Credit(op, child, parent) ... once per evaluated variant whose newest edit came from `op`
//   Snapshot()                    per-arm statistics for the generation's report
// With PER_GENERATION activation every Choose of a mutation phase sees the arm state as it was at
// BeginMutationPhase, even if Credit is called in between. With PER_MUTATION, Choose always sees
// the live state, so the loop mutates, evaluates and credits one variant at a time.
//
// Randomness: every draw comes from the Rng given at construction, in an order documented per
// rule (worker/rl/*.cc), so a run is reproducible bit for bit from the attempt's seed.
//
// Not thread-safe. Holds a pointer to the Rng, which must outlive the selector. Movable.
#ifndef APRGRID_WORKER_RL_OPERATOR_SELECTOR_H_
#define APRGRID_WORKER_RL_OPERATOR_SELECTOR_H_

#include <cstdint>
#include <memory>
#include <span>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "common/random.h"
#include "worker/rl/arm_set.h"
#include "worker/rl/credit.h"
#include "worker/rl/operator.h"
#include "worker/rl/operator_prior.h"
#include "worker/rl/selection_rule.h"
#include "worker/rl/selector_config.h"

namespace aprgrid::rl {

// One arm's statistics, as reported per generation (results store table operator_stats).
struct ArmSnapshot {
  std::string_view arm;               // ArmSet::name: "append", ..., "bounds".
  int64_t selections = 0;             // Times Choose returned one of its operators, whole run.
  int64_t credits = 0;                // n_A: rewards received, whole run.
  double reward_sum = 0;              // Sum of rewards received, whole run.
  int64_t generation_selections = 0;  // The same three, since the last BeginGeneration.
  int64_t generation_credits = 0;
  double generation_reward_sum = 0;
  double quality = 1;  // Q_A.
  // The rule's current selection value: P_A for probability matching and adaptive pursuit (in
  // ARTEFACT mode probability matching's values need not sum to 1), the greedy score for
  // epsilon-greedy and UCB (+infinity for an unplayed arm under paper-mode UCB), 1/N for UNIFORM.
  double probability = 0;
};

class OperatorSelector {
 public:
  // Resolves `config` (see ResolveSelectorConfig); InvalidArgument if it is incomplete.
  static absl::StatusOr<OperatorSelector> Create(const SelectorConfig& config, Rng& rng);

  // Chooses the operator to apply among `applicable` (operators outside the arm set are ignored).
  // InvalidArgument if none of them belongs to the arm set; FailedPrecondition if the strategy
  // needs a prior (needs_prior()).
  absl::StatusOr<Operator> Choose(std::span<const Operator> applicable);

  // True when the strategy draws from a per-location operator prior (CRF_PRIOR, CRF_BANDIT):
  // every choice must then come with one, through the two-argument Choose.
  bool needs_prior() const { return rule_->UsesPrior(); }

  // As Choose, with `prior`, the operator weights of the chosen location (docs/crf-prior.md).
  // Strategies without a prior ignore it. InvalidArgument, with nothing drawn or counted, if a
  // weight is negative or not finite.
  absl::StatusOr<Operator> Choose(std::span<const Operator> applicable, const OperatorPrior& prior);

  // Credits `applied` (its arm, for a group member) with the reward of a variant whose newest
  // edit it produced: eq. 6 from the child's and its direct parent's fitness (the parent's is
  // ignored unless needs_parent_fitness()). Returns the reward credited, for per-variant logs.
  // InvalidArgument if `applied` is not in the arm set or a fitness used is negative or not
  // finite; the state is then unchanged.
  absl::StatusOr<double> Credit(Operator applied, double child_fitness, double parent_fitness);

  // True when Credit uses the parent's fitness: RELATIVE reward, except in generation 0 in
  // ARTEFACT mode (the artefact uses the raw reward there). Lets the loop skip evaluating parents.
  bool needs_parent_fitness() const;

  // True in ARTEFACT mode: when a mutation appended no edit, the artefact credits the variant's
  // previous newest edit instead of nothing (docs/rl-operator-selection.md, section 2). The GP loop
  // implements that.
  bool credits_stale_edit() const { return config_.mode == v1::ARTEFACT; }

  // Starts generation `generation` (0 for the initial population) and resets the per-generation
  // counters of Snapshot.
  void BeginGeneration(int generation);
  // Brackets a mutation phase; see the class comment. Nesting is not allowed (a second Begin
  // refreezes).
  void BeginMutationPhase();
  void EndMutationPhase();

  std::vector<ArmSnapshot> Snapshot() const;

  const SelectorConfig& config() const { return config_; }
  const ArmSet& arm_set() const { return arm_set_; }
  int generation() const { return generation_; }

  // Everything the selector has learnt and counted, with the state of its Rng: a selector of the
  // same configuration given it by RestoreState chooses, credits and reports exactly as this one
  // would have (checkpoints, worker/repair/checkpoint.h).
  struct ArmCounters {
    int64_t selections = 0;
    int64_t generation_selections = 0;
    int64_t generation_credits = 0;
    double generation_reward_sum = 0;
  };
  struct State {
    int generation = 0;
    Rng::State rng;
    std::vector<ArmState> arms;         // Indexed by arm.
    std::vector<ArmCounters> counters;  // Indexed by arm.
  };
  // REQUIRES: not inside a mutation phase (the GP loop saves between generations).
  State SaveState() const;
  // InvalidArgument, naming the field, when `state` cannot be this selector's (another number of
  // arms, a negative count or generation, an all-zero Rng state); nothing changes then.
  absl::Status CheckState(const State& state) const;
  // Replaces this selector's state and its Rng's by `state`. REQUIRES: not inside a mutation
  // phase. Returns CheckState's error, changing nothing, if `state` is refused.
  absl::Status RestoreState(const State& state);

 private:
  struct Counters {
    int64_t selections = 0;
    int64_t generation_selections = 0;
    int64_t generation_credits = 0;
    double generation_reward_sum = 0;
  };

  OperatorSelector(const SelectorConfig& config, ArmSet arm_set,
                   std::unique_ptr<SelectionRule> rule, Rng& rng);
  // `prior` is null for the one-argument Choose.
  absl::StatusOr<Operator> ChooseImpl(std::span<const Operator> applicable,
                                      const OperatorPrior* prior);

  SelectorConfig config_;
  ArmSet arm_set_;
  std::unique_ptr<SelectionRule> rule_;
  Rng* rng_;
  std::vector<ArmState> arms_;
  std::vector<ArmState> frozen_;  // The PER_GENERATION view during a mutation phase.
  bool in_mutation_phase_ = false;
  std::vector<Counters> counters_;
  int generation_ = 0;
};

}  // namespace aprgrid::rl

#endif  // APRGRID_WORKER_RL_OPERATOR_SELECTOR_H_
