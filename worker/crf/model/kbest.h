// The k most probable admissible labellings of a FactorTables instance
// (docs/crf-transform-prediction.md, section 6.3), computed exactly with the k-best semiring over
// the same sibling-chain recursion as max-product: every DP cell keeps up to k (score,
// back-pointer) entries; "max" becomes "top k of the union" and "+" becomes "top k of the pairwise
// sums".
#ifndef APRGRID_WORKER_CRF_MODEL_KBEST_H_
#define APRGRID_WORKER_CRF_MODEL_KBEST_H_

#include <vector>

#include "worker/crf/model/factor_tables.h"
#include "worker/crf/model/inference.h"

namespace aprgrid::crf {

// Up to k labellings, best first. Labellings with exactly equal scores are ordered by the
// pre-order lexicographic order of their global labels. Fewer than k are returned when fewer are
// admissible. REQUIRES: 1 <= k <= 255.
std::vector<ScoredLabelling> KBest(const FactorTables& tables, int k);

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_MODEL_KBEST_H_
