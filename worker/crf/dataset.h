// CRF datasets: files of labelled statement trees (format: docs/crf-dataset.md, version 1), and
// the default dataset, generated deterministically by bug injection and cached.
#ifndef APRGRID_WORKER_CRF_DATASET_H_
#define APRGRID_WORKER_CRF_DATASET_H_

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "worker/crf/bug_injection.h"
#include "worker/crf/tree.h"

namespace aprgrid::crf {

struct Dataset {
  std::string generator;  // How it was made, e.g. "injection seed=20261129 programs=40".
  std::vector<LabeledTree> samples;
};

absl::Status WriteDataset(const Dataset& dataset, std::ostream& out);
absl::StatusOr<Dataset> ReadDataset(std::istream& in);
absl::Status SaveDataset(const Dataset& dataset, const std::string& path);
absl::StatusOr<Dataset> LoadDataset(const std::string& path);

struct DefaultDatasetOptions {
  uint64_t seed = 20261129;
  int samples = 20000;
  int generated_programs = 40;
};

// Injects bugs into the corpus (BuildDefaultCorpus) until `samples` kept samples exist.
absl::StatusOr<Dataset> GenerateInjectedDataset(const std::string& subjects_dir,
                                                const DefaultDatasetOptions& options,
                                                InjectionStats* stats = nullptr);

// "builtin:default" -> the default dataset, read from `cache_dir` when cached there and
// generated (then cached, when cache_dir is not empty) otherwise; anything else is a file path.
absl::StatusOr<Dataset> ResolveDataset(const std::string& name, const std::string& subjects_dir,
                                       const std::string& cache_dir);

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_DATASET_H_
