// Models parsed once per process: every CRF_PRIOR or CRF_BANDIT attempt a worker runs receives
// the serialised model (model_io.h) of its campaign, usually the same bytes for many attempts in a
// row, and parsing costs more than the prior's lookups in a short attempt (docs/crf-prior.md,
// "Performance").
//
// Thread-safe.
#ifndef APRGRID_WORKER_CRF_MODEL_MODEL_CACHE_H_
#define APRGRID_WORKER_CRF_MODEL_MODEL_CACHE_H_

#include <memory>
#include <string_view>

#include "absl/status/statusor.h"
#include "worker/crf/model/model.h"

namespace aprgrid::crf {

// The model that ReadModel parses from `bytes` (its errors otherwise), shared: the last
// kModelCacheCapacity distinct byte strings parsed successfully are kept with their models, and a
// call with the same bytes returns the same object without parsing.
inline constexpr int kModelCacheCapacity = 2;
absl::StatusOr<std::shared_ptr<const CrfModel>> ParseModelCached(std::string_view bytes);

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_MODEL_MODEL_CACHE_H_
