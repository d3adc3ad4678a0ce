// A prior over the mutation operators at one location: non-negative weights per operator that a
// caller outside worker/rl computes for the chosen statement (the CRF's transform marginals mapped
// to operators, worker/repair/crf_operator_prior.h), and the floor-mixed distribution the CRF
// strategies draw from (docs/crf-prior.md, "Design").
#ifndef APRGRID_WORKER_RL_OPERATOR_PRIOR_H_
#define APRGRID_WORKER_RL_OPERATOR_PRIOR_H_

#include <array>
#include <vector>

#include "absl/status/status.h"
#include "worker/rl/candidates.h"
#include "worker/rl/operator.h"

namespace aprgrid::rl {

// Weights indexed by OperatorIndex; they need not sum to 1. All zero means "no preference".
using OperatorPrior = std::array<double, kOperatorCount>;

// InvalidArgument, naming the operator, when a weight is negative or not finite.
absl::Status CheckOperatorPrior(const OperatorPrior& prior);

// The distribution over candidates.operators() (same order) that mixes the prior, restricted to
// the candidates and normalised, with the uniform distribution:
//   p(op) = floor / |A| + (1 - floor) * w(op) / sum_{a in A} w(a),   A = candidates.operators().
// When the prior gives the candidates no weight at all, p is uniform. The result sums to 1.
// REQUIRES: !candidates.empty(), 0 <= floor <= 1, CheckOperatorPrior(prior) is OK.
std::vector<double> MixWithFloor(const Candidates& candidates, const OperatorPrior& prior,
                                 double floor);

}  // namespace aprgrid::rl

#endif  // APRGRID_WORKER_RL_OPERATOR_PRIOR_H_
