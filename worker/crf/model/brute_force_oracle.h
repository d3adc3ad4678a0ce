// Test oracle: exact answers by enumerating every labelling of a small FactorTables instance.
// Exponential in the number of nodes; for trees of up to ~8 nodes with tiny domains only.
#ifndef APRGRID_WORKER_CRF_MODEL_BRUTE_FORCE_ORACLE_H_
#define APRGRID_WORKER_CRF_MODEL_BRUTE_FORCE_ORACLE_H_

#include <vector>

#include "worker/crf/model/factor_tables.h"
#include "worker/crf/model/inference.h"

namespace aprgrid::crf {

struct BruteForceResult {
  double log_z = kNegInf;
  std::vector<double> marginals;            // Per slot.
  std::vector<ScoredLabelling> admissible;  // Every admissible labelling, best first.
};

BruteForceResult BruteForce(const FactorTables& tables);

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_MODEL_BRUTE_FORCE_ORACLE_H_
