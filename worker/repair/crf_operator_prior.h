// The CRF's operator prior for CRF-guided repair (docs/crf-prior.md): the transform distribution
// the CRF predicts for the statement chosen by fault localisation (worker/crf/data/
// statement_transforms.h), turned into weights over the operators applicable there by the
// documented transform -> operator table, for the CRF_PRIOR and CRF_BANDIT selectors
// (worker/rl/operator_prior.h).
//
// This is worker/repair's only dependency on worker/crf, and it is one-directional.
#ifndef APRGRID_WORKER_REPAIR_CRF_OPERATOR_PRIOR_H_
#define APRGRID_WORKER_REPAIR_CRF_OPERATOR_PRIOR_H_

#include <memory>
#include <span>
#include <string_view>
#include <utility>

#include "absl/status/statusor.h"
#include "worker/crf/data/statement_transforms.h"
#include "worker/lang/ast.h"
#include "worker/rl/operator.h"
#include "worker/rl/operator_prior.h"

namespace aprgrid::repair {

// The template operators of transform `transform` (a crf::Transform id in 1..16): the operators
// whose own edit performs that transform (docs/crf-prior.md, "Mapping"). Empty for a transform no
// operator template performs. ParRep, ParAdd and ParRem appear although no arm set has them.
std::span<const rl::Operator> TemplateOperators(int transform);

// The ingredient operators, replace and SeqExch: they put another statement of the program in
// the statement's place, so they realise any of the 16 transforms when an ingredient carries it.
std::span<const rl::Operator> IngredientOperators();

// The operator weights at a location: each transform's probability goes, in equal shares, to its
// template operators that are in `applicable`; if none is, to the ingredient operators that are;
// if none of those either, it is dropped. Operators outside `applicable` get 0. The weights sum
// to at most 1.
rl::OperatorPrior OperatorPriorFor(const crf::TransformDistribution& transforms,
                                   std::span<const rl::Operator> applicable);

// The prior of one attempt: the model, the program under repair and the per-statement cache.
// Not thread-safe. Does not own `unit`, which must outlive it.
class CrfOperatorPrior {
 public:
  // Parses (or reuses, crf::ParseModelCached) the serialised model. InvalidArgument naming
  // "crf_model" when the bytes are not a model. REQUIRES: `unit` renumbered.
  static absl::StatusOr<std::unique_ptr<CrfOperatorPrior>> Create(std::string_view model_bytes,
                                                                  const lang::Node& unit);

  // OperatorPriorFor the statement's transform distribution (cached per statement).
  absl::StatusOr<rl::OperatorPrior> At(const lang::Node& statement,
                                       std::span<const rl::Operator> applicable);

 private:
  explicit CrfOperatorPrior(crf::StatementTransforms transforms)
      : transforms_(std::move(transforms)) {}

  crf::StatementTransforms transforms_;
};

}  // namespace aprgrid::repair

#endif  // APRGRID_WORKER_REPAIR_CRF_OPERATOR_PRIOR_H_
