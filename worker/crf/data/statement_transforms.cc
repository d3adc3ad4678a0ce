#include "worker/crf/data/statement_transforms.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "common/status_macros.h"

namespace aprgrid::crf {

TransformDistribution StatementDistribution(std::span<const CrfModel::NodeMarginal> marginals) {
  TransformDistribution out{};
  double total = 0;
  for (const CrfModel::NodeMarginal& node : marginals) {
    for (int t = 1; t < kNumTransforms; ++t) {
      out[t] += node[t];
      total += node[t];
    }
  }
  if (!(total > 0)) return TransformDistribution{};
  for (int t = 1; t < kNumTransforms; ++t) out[t] /= total;
  return out;
}

StatementTransforms::StatementTransforms(std::shared_ptr<const CrfModel> model,
                                         const lang::Node& unit)
    : model_(std::move(model)), unit_(&unit) {}

absl::StatusOr<TransformDistribution> StatementTransforms::For(const lang::Node& statement) {
  if (auto it = by_statement_.find(&statement); it != by_statement_.end()) return it->second;
  const lang::Node* method = nullptr;
  const lang::Node* class_decl = nullptr;
  for (const lang::Node* p = statement.parent; p != nullptr; p = p->parent) {
    if (method == nullptr &&
        (p->kind == lang::Kind::kMethodDecl || p->kind == lang::Kind::kConstructorDecl)) {
      method = p;
    }
    if (p->kind == lang::Kind::kClassDecl) {
      class_decl = p;
      break;
    }
  }
  if (method == nullptr || class_decl == nullptr) {
    return absl::InvalidArgumentError(
        absl::StrCat("CRF lookup: the statement at line ", statement.line,
                     " is not inside a method or constructor of a class"));
  }
  std::shared_ptr<const ClassContext>& context = classes_[class_decl];
  if (context == nullptr) context = AnalyseClass(*class_decl, *unit_);
  const StatementTree tree = StatementToTree(statement, *context);
  ASSIGN_OR_RETURN(const std::vector<CrfModel::NodeMarginal> marginals,
                   model_->NodeMarginals(tree.tree));
  const TransformDistribution out = StatementDistribution(marginals);
  by_statement_.emplace(&statement, out);
  return out;
}

}  // namespace aprgrid::crf
