// Credit assignment (docs/rl-operator-selection.md, section 2): what one credited variant is worth
// (eq. 6) and how an arm's quality estimate accumulates those rewards (eqs. 1 and 2).
#ifndef APRGRID_WORKER_RL_CREDIT_H_
#define APRGRID_WORKER_RL_CREDIT_H_

#include <cstdint>

#include "aprgrid/v1/campaign.pb.h"

namespace aprgrid::rl {

// What a selection rule knows about one arm. Every field starts at the initial state of
// docs/rl-operator-selection.md, section 1
// (Q = 1, n = 0, reward sum 0); `score` is set by the rule's Initialise.
struct ArmState {
  int64_t credits = 0;    // n_A: rewards received.
  double reward_sum = 0;  // Sum of the rewards received.
  double quality = 1;     // Q_A, Q_A(0) = 1.
  // The rule's selection value: P_A for probability matching and adaptive pursuit, the greedy
  // score for epsilon-greedy and UCB, 1/N for uniform.
  double score = 0;
};

// Eq. 6 for RELATIVE (child / parent, or the raw child fitness if the parent's is 0); the child
// fitness itself for RAW.
double ComputeReward(v1::Reward reward, double child_fitness, double parent_fitness);

// Eq. 1: the mean of the rewards received, or Q(0) = 1 before the first one.
double AverageQuality(double reward_sum, int64_t credits);

// Eq. 2: Q + alpha (R - Q).
double RecencyWeightedQuality(double quality, double reward, double alpha);

// Adds one reward to an arm: n += 1, sum += reward, and Q by eq. 1 (AVERAGE) or eq. 2
// (RECENCY_WEIGHTED with `alpha`). REQUIRES: credit is AVERAGE or RECENCY_WEIGHTED.
void AccumulateReward(v1::Credit credit, double alpha, double reward, ArmState& arm);

}  // namespace aprgrid::rl

#endif  // APRGRID_WORKER_RL_CREDIT_H_
