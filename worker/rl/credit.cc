#include "worker/rl/credit.h"

namespace aprgrid::rl {

double ComputeReward(v1::Reward reward, double child_fitness, double parent_fitness) {
  if (reward == v1::RELATIVE && parent_fitness != 0) return child_fitness / parent_fitness;
  return child_fitness;
}

double AverageQuality(double reward_sum, int64_t credits) {
  if (credits == 0) return 1;
  return reward_sum / static_cast<double>(credits);
}

double RecencyWeightedQuality(double quality, double reward, double alpha) {
  return quality + alpha * (reward - quality);
}

void AccumulateReward(v1::Credit credit, double alpha, double reward, ArmState& arm) {
  arm.credits += 1;
  arm.reward_sum += reward;
  arm.quality = credit == v1::RECENCY_WEIGHTED ? RecencyWeightedQuality(arm.quality, reward, alpha)
                                               : AverageQuality(arm.reward_sum, arm.credits);
}

}  // namespace aprgrid::rl
