// Model files: a versioned, line-oriented text format (documented in docs/crf.md). Text keeps a
// model diffable and inspectable; weights are written with 17 significant digits, so a model read
// back predicts bit-identically.
#ifndef APRGRID_WORKER_CRF_MODEL_MODEL_IO_H_
#define APRGRID_WORKER_CRF_MODEL_MODEL_IO_H_

#include <iosfwd>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "worker/crf/model/model.h"

namespace aprgrid::crf {

inline constexpr char kModelMagic[] = "aprgrid-crf-model";
inline constexpr int kModelFormatVersion = 1;

absl::Status WriteModel(const CrfModel& model, std::ostream& out);
// Fails with InvalidArgument naming the section and item on malformed input or an unknown version.
absl::StatusOr<CrfModel> ReadModel(std::istream& in);

absl::Status SaveModel(const CrfModel& model, const std::string& path);
absl::StatusOr<CrfModel> LoadModel(const std::string& path);

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_MODEL_MODEL_IO_H_
