#include "worker/repair/crf_operator_prior.h"

#include <algorithm>
#include <array>
#include <vector>

#include "absl/strings/str_cat.h"
#include "worker/crf/model/model_cache.h"
#include "worker/crf/model/transforms.h"

namespace aprgrid::repair {
namespace {

using O = rl::Operator;

// docs/crf-prior.md, "Mapping"; the transforms are those of docs/crf-transform-prediction.md,
// section 4 (indexed by crf::Transform).
const std::array<std::vector<O>, crf::kNumTransforms>& Table() {
  static const auto* table = new std::array<std::vector<O>, crf::kNumTransforms>{{
      /* EMPTY         */ {},
      /* Wrap-Meth     */ {},
      /* Unwrap-Meth   */ {},
      /* Var-RW-Var    */ {O::kParRep, O::kCasteeMut},
      /* Var-RW-Meth   */ {O::kCasteeMut},
      /* Meth-RW-Meth  */ {O::kFunRep, O::kParAdd, O::kParRem},
      /* Meth-RW-Var   */ {O::kCasteeMut},
      /* BinOper-Rep   */ {O::kExpRep},
      /* Constant-Rep  */ {O::kOffByOne},
      /* LogExp-Exp    */ {O::kExpAdd},
      /* LogExp-Red    */ {O::kExpRem},
      /* Wrap-IF-N     */ {O::kNullCheck},
      /* Wrap-IF-O     */ {O::kRangeCheck, O::kSizeCheck, O::kCastCheck},
      /* Wrap-IFELSE-N */ {O::kNullCheck},
      /* Wrap-IFELSE-O */ {O::kRangeCheck, O::kSizeCheck, O::kCastCheck},
      /* Unwrap-IF     */ {},
      /* Wrap-TRY      */ {},
  }};
  return *table;
}

constexpr O kIngredient[] = {O::kReplace, O::kSeqExch};

bool Contains(std::span<const O> ops, O op) {
  return std::find(ops.begin(), ops.end(), op) != ops.end();
}

}  // namespace

std::span<const rl::Operator> TemplateOperators(int transform) { return Table()[transform]; }

std::span<const rl::Operator> IngredientOperators() { return kIngredient; }

rl::OperatorPrior OperatorPriorFor(const crf::TransformDistribution& transforms,
                                   std::span<const rl::Operator> applicable) {
  rl::OperatorPrior prior{};
  std::vector<O> targets;
  for (int t = 1; t < crf::kNumTransforms; ++t) {
    if (!(transforms[t] > 0)) continue;
    targets.clear();
    for (O op : TemplateOperators(t)) {
      if (Contains(applicable, op)) targets.push_back(op);
    }
    if (targets.empty()) {
      for (O op : IngredientOperators()) {
        if (Contains(applicable, op)) targets.push_back(op);
      }
    }
    for (O op : targets) {
      prior[rl::OperatorIndex(op)] += transforms[t] / static_cast<double>(targets.size());
    }
  }
  return prior;
}

absl::StatusOr<std::unique_ptr<CrfOperatorPrior>> CrfOperatorPrior::Create(
    std::string_view model_bytes, const lang::Node& unit) {
  absl::StatusOr<std::shared_ptr<const crf::CrfModel>> model = crf::ParseModelCached(model_bytes);
  if (!model.ok()) {
    return absl::InvalidArgumentError(
        absl::StrCat("crf_model is not a CRF model: ", model.status().message()));
  }
  return std::unique_ptr<CrfOperatorPrior>(
      new CrfOperatorPrior(crf::StatementTransforms(*std::move(model), unit)));
}

absl::StatusOr<rl::OperatorPrior> CrfOperatorPrior::At(const lang::Node& statement,
                                                       std::span<const rl::Operator> applicable) {
  absl::StatusOr<crf::TransformDistribution> transforms = transforms_.For(statement);
  if (!transforms.ok()) return transforms.status();
  return OperatorPriorFor(*transforms, applicable);
}

}  // namespace aprgrid::repair
