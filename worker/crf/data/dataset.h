// CRF datasets: files of labelled statement trees (format: docs/crf-dataset.md, version 1), and
// the default dataset, generated deterministically by bug injection and cached.
#ifndef APRGRID_WORKER_CRF_DATA_DATASET_H_
#define APRGRID_WORKER_CRF_DATA_DATASET_H_

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "worker/crf/data/bug_injection.h"
#include "worker/crf/model/tree.h"

namespace aprgrid::crf {

struct Dataset {
  std::string generator;  // How it was made, e.g. "injection revision=2 seed=20261129 ...".
  std::vector<LabeledTree> samples;
};

absl::Status WriteDataset(const Dataset& dataset, std::ostream& out);
absl::StatusOr<Dataset> ReadDataset(std::istream& in);
absl::Status SaveDataset(const Dataset& dataset, const std::string& path);
absl::StatusOr<Dataset> LoadDataset(const std::string& path);

// The generator's revision is part of the built-in datasets' identity (their cache file names
// and generator lines), so a changed generator never reads an old cache. 1 (until 2026-11-30):
// inverse injection only, about 1% multiple-transform samples; 2: forward statement wraps too,
// and a second transform found more often (docs/crf-dataset.md).
inline constexpr int kDatasetRevision = 2;

struct DefaultDatasetOptions {
  uint64_t seed = 20261129;
  int samples = 20000;
  int generated_programs = 40;
  InjectionOptions injection;
};

// Injects bugs into the corpus (BuildDefaultCorpus) until `samples` kept samples exist.
absl::StatusOr<Dataset> GenerateInjectedDataset(const std::string& subjects_dir,
                                                const DefaultDatasetOptions& options,
                                                InjectionStats* stats = nullptr);

// "builtin:default" -> the default dataset (20,000 samples), "builtin:small" -> its 2,000-sample
// sibling for smoke runs (same seed and revision); each is read from `cache_dir` when cached there
// and generated (then cached, when cache_dir is not empty) otherwise. Any other name is a file.
absl::StatusOr<Dataset> ResolveDataset(const std::string& name, const std::string& subjects_dir,
                                       const std::string& cache_dir);

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_DATA_DATASET_H_
