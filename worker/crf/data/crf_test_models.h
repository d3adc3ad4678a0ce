// Test-only: CRF models with one known preference, trained on the statements of a program, for
// the tests of CRF-guided repair (docs/crf-prior.md).
#ifndef APRGRID_WORKER_CRF_DATA_CRF_TEST_MODELS_H_
#define APRGRID_WORKER_CRF_DATA_CRF_TEST_MODELS_H_

#include <functional>
#include <memory>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "worker/crf/data/ast_to_tree.h"
#include "worker/crf/model/model_io.h"
#include "worker/crf/model/trainer.h"
#include "worker/lang/ast.h"

namespace aprgrid::crf::testing {

// Every statement of `unit` inside a method or constructor (blocks excluded) as a training
// sample whose nodes labelled `label` (a tree label: "BinaryOperator", "virtual", ...) carry
// `transform` and every other node EMPTY; then a model trained on them (few L-BFGS evaluations).
inline absl::StatusOr<CrfModel> TrainPreferenceModel(const lang::Node& unit, std::string_view label,
                                                     int transform) {
  std::vector<LabeledTree> samples;
  std::shared_ptr<const ClassContext> context;
  std::function<void(const lang::Node&, bool)> visit = [&](const lang::Node& n, bool in_method) {
    if (n.kind == lang::Kind::kClassDecl) context = AnalyseClass(n, unit);
    in_method =
        in_method || n.kind == lang::Kind::kMethodDecl || n.kind == lang::Kind::kConstructorDecl;
    if (in_method && lang::IsStatement(n.kind) && n.kind != lang::Kind::kBlock) {
      StatementTree st = StatementToTree(n, *context);
      LabeledTree sample{st.tree, {}};
      for (int v = 0; v < sample.tree.size(); ++v) {
        sample.gold.push_back(sample.tree.node(v).label == label ? transform : kEmpty);
      }
      samples.push_back(std::move(sample));
    }
    for (const auto& c : n.children) visit(*c, in_method);
  };
  visit(unit, false);
  TrainOptions options;
  options.max_evaluations = 30;
  return Train(samples, options);
}

// The model's file text (model_io.h), as a CRF stage publishes it.
inline std::string ModelBytes(const CrfModel& model) {
  std::ostringstream out;
  (void)WriteModel(model, out);
  return out.str();
}

}  // namespace aprgrid::crf::testing

#endif  // APRGRID_WORKER_CRF_DATA_CRF_TEST_MODELS_H_
