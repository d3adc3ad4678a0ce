#include "worker/crf/model/trainer.h"

#include <lbfgs.h>

#include <algorithm>
#include <chrono>
#include <utility>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"

namespace aprgrid::crf {
namespace {

struct Session {
  Objective* objective;
  int max_evaluations;
  int evaluations = 0;
  TrainReport* report;
};

// liblbfgs minimises, so it sees -l(w). Padding variables beyond num_features() (liblbfgs' SSE
// build wants a multiple of 16) have zero gradient and stay 0.
lbfgsfloatval_t EvaluateCallback(void* instance, const lbfgsfloatval_t* x, lbfgsfloatval_t* g,
                                 const int n, const lbfgsfloatval_t /*step*/) {
  Session* s = static_cast<Session*>(instance);
  const int m = s->objective->num_features();
  const double value = s->objective->Evaluate(std::span<const double>(x, m), std::span(g, m));
  for (int k = 0; k < m; ++k) g[k] = -g[k];
  for (int k = m; k < n; ++k) g[k] = 0;
  ++s->evaluations;
  return -value;
}

int ProgressCallback(void* instance, const lbfgsfloatval_t* /*x*/, const lbfgsfloatval_t* /*g*/,
                     const lbfgsfloatval_t fx, const lbfgsfloatval_t /*xnorm*/,
                     const lbfgsfloatval_t /*gnorm*/, const lbfgsfloatval_t /*step*/, int /*n*/,
                     int k, int /*ls*/) {
  Session* s = static_cast<Session*>(instance);
  s->report->objective_trace.push_back(-fx);
  s->report->iterations = k;
  // A non-zero return stops L-BFGS at the current (accepted) point and becomes lbfgs()'s
  // status: the evaluation budget G.
  return s->evaluations >= s->max_evaluations ? LBFGSERR_CANCELED : 0;
}

std::string StopReason(int status) {
  switch (status) {
    case LBFGS_SUCCESS:
      return "converged";
    case LBFGS_STOP:
      return "objective stopped improving";
    case LBFGS_ALREADY_MINIMIZED:
      return "already optimal";
    case LBFGSERR_CANCELED:
      return "evaluation budget reached";
    case LBFGSERR_MAXIMUMITERATION:
      return "iteration budget reached";
    case LBFGSERR_ROUNDING_ERROR:
    case LBFGSERR_MINIMUMSTEP:
    case LBFGSERR_MAXIMUMLINESEARCH:
    case LBFGSERR_WIDTHTOOSMALL:
      return "line search could not improve further (at numerical precision)";
    default:
      return "";
  }
}

}  // namespace

absl::StatusOr<CrfModel> Train(std::span<const LabeledTree> samples, const TrainOptions& options,
                               TrainReport* report) {
  const auto start = std::chrono::steady_clock::now();
  TrainReport local_report;
  if (report == nullptr) report = &local_report;
  *report = TrainReport();
  if (samples.empty()) return absl::InvalidArgumentError("no training samples");
  if (options.max_evaluations < 1) return absl::InvalidArgumentError("max_evaluations < 1");
  absl::StatusOr<FeatureIndex> index = FeatureIndex::Build(samples, options.features);
  if (!index.ok()) return index.status();
  absl::StatusOr<Objective> objective = Objective::Create(*index, samples, options.objective);
  if (!objective.ok()) return objective.status();
  const int m = index->num_features();
  report->num_features = m;
  std::vector<double> weights(m, 0.0);
  if (m > 0) {
    const int n = (m + 15) / 16 * 16;
    lbfgsfloatval_t* x = lbfgs_malloc(n);
    if (x == nullptr) return absl::ResourceExhaustedError("lbfgs_malloc failed");
    std::fill(x, x + n, 0.0);
    lbfgs_parameter_t param;
    lbfgs_parameter_init(&param);
    param.m = options.lbfgs_history;
    param.epsilon = options.gradient_tolerance;
    param.past = 5;
    param.delta = options.relative_tolerance;
    param.max_iterations = options.max_evaluations;
    Session session{&*objective, options.max_evaluations, 0, report};
    lbfgsfloatval_t fx = 0;
    const int status = lbfgs(n, x, &fx, EvaluateCallback, ProgressCallback, &session, &param);
    std::copy(x, x + m, weights.begin());
    lbfgs_free(x);
    report->lbfgs_status = status;
    report->evaluations = session.evaluations;
    report->stop_reason = StopReason(status);
    if (report->stop_reason.empty()) {
      return absl::InternalError(absl::StrCat("L-BFGS failed with status ", status));
    }
    // On a line-search failure liblbfgs restores the last accepted point, but fx may hold a
    // rejected trial value; the trace holds the accepted ones.
    report->final_objective =
        report->objective_trace.empty() ? -fx : report->objective_trace.back();
  }
  absl::StatusOr<CrfModel> model = CrfModel::Create(*std::move(index), std::move(weights));
  report->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return model;
}

}  // namespace aprgrid::crf
