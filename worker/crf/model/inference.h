// Exact inference on the triangle-structured tree CRF (docs/crf-transform-prediction.md,
// section 6.2): for each parent, its children form a chain conditioned on the parent's label, so a
// dynamic program over sibling chains is exact. Everything is in log space; inadmissible slots
// (-infinity) are never counted.
#ifndef APRGRID_WORKER_CRF_MODEL_INFERENCE_H_
#define APRGRID_WORKER_CRF_MODEL_INFERENCE_H_

#include <vector>

#include "worker/crf/model/factor_tables.h"

namespace aprgrid::crf {

// A complete labelling with its unnormalised log score.
struct ScoredLabelling {
  double score = kNegInf;
  std::vector<int> labels;  // Global label ids, one per node; empty when none is admissible.
};

// Sum-product (inside/outside). Reusable: keeps its buffers between runs, so training can call
// it once per sample per evaluation without allocating. Not thread-safe; use one per thread.
class SumProduct {
 public:
  // Computes log Z and the marginal probability of every slot of `tables`. Returns log Z, which
  // is -infinity when no labelling is admissible (all marginals are then 0).
  double Run(const FactorTables& tables);
  // Only log Z (the inside pass), about half the work of Run; marginals() is left untouched.
  double LogPartition(const FactorTables& tables);

  double log_z() const { return log_z_; }
  // Marginal probability per slot, in the slot layout of the tables passed to Run.
  const std::vector<double>& marginals() const { return marginals_; }

 private:
  double log_z_ = kNegInf;
  // Node-shaped: B(v,y) and A(v,y). Edge-shaped: F_j, R_j and G_j of
  // docs/crf-transform-prediction.md, section 6.2.
  std::vector<double> inside_, outside_;
  std::vector<double> forward_, rest_, tail_;
  std::vector<double> marginals_;
  std::vector<double> scratch_;
};

// Max-product: the most probable admissible labelling (ties go to the lower local index).
ScoredLabelling MaxProduct(const FactorTables& tables);

// log(sum(exp(x))) over n values; -infinity for n == 0 or when every value is -infinity.
double LogSumExp(const double* x, int n);

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_MODEL_INFERENCE_H_
