#include "worker/rl/operator_prior.h"

#include <cmath>
#include <string>

#include "absl/strings/str_cat.h"

namespace aprgrid::rl {

absl::Status CheckOperatorPrior(const OperatorPrior& prior) {
  for (Operator op : AllOperators()) {
    const double w = prior[OperatorIndex(op)];
    if (!std::isfinite(w) || w < 0) {
      return absl::InvalidArgumentError(absl::StrCat("operator prior: weight of ",
                                                     std::string(OperatorName(op)), " is ", w,
                                                     "; weights must be finite and non-negative"));
    }
  }
  return absl::OkStatus();
}

std::vector<double> MixWithFloor(const Candidates& candidates, const OperatorPrior& prior,
                                 double floor) {
  const std::span<const Operator> ops = candidates.operators();
  const double n = static_cast<double>(ops.size());
  double total = 0;
  for (Operator op : ops) total += prior[OperatorIndex(op)];
  std::vector<double> p;
  p.reserve(ops.size());
  for (Operator op : ops) {
    const double share = total > 0 ? prior[OperatorIndex(op)] / total : 1.0 / n;
    p.push_back(floor / n + (1 - floor) * share);
  }
  return p;
}

}  // namespace aprgrid::rl
