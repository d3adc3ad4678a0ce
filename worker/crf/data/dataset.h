// CRF datasets: files of labelled statement trees (format: docs/crf-dataset.md, version 2; version
// 1 files, which name no sources, are still read), duplicate removal and source-grouped folds, and
// the default dataset, generated deterministically by bug injection and cached.
#ifndef APRGRID_WORKER_CRF_DATA_DATASET_H_
#define APRGRID_WORKER_CRF_DATA_DATASET_H_

#include <cstdint>
#include <iosfwd>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "common/random.h"
#include "worker/crf/data/bug_injection.h"
#include "worker/crf/model/tree.h"

namespace aprgrid::crf {

struct Dataset {
  std::string generator;  // How it was made, e.g. "injection revision=3 seed=20261129 ...".
  std::vector<LabeledTree> samples;
  // Per sample, where it came from (for injected samples the corpus method); empty when the
  // dataset does not say (files of format version 1), else one per sample.
  std::vector<std::string> sources;
};

absl::Status WriteDataset(const Dataset& dataset, std::ostream& out);
absl::StatusOr<Dataset> ReadDataset(std::istream& in);
absl::Status SaveDataset(const Dataset& dataset, const std::string& path);
absl::StatusOr<Dataset> LoadDataset(const std::string& path);

// The generator's revision is part of the built-in datasets' identity (their cache file names
// and generator lines), so a changed generator never reads an old cache. 1 (until 2026-11-30):
// inverse injection only, about 1% multiple-transform samples; 2: forward statement wraps too,
// and a second transform found more often; 3: characteristics from the buggy program only, and
// each sample's source recorded; 4: injections without the injector's fingerprints (calls,
// conditions and literals drawn from the project's own shapes) (docs/crf-dataset.md).
inline constexpr int kDatasetRevision = 4;

// The identity of a sample for duplicate detection: its tree (shape, labels, values), every
// node's characteristics and allowed transforms, and its gold labels.
std::string SampleKey(const LabeledTree& sample);

// Removes exact duplicates (equal SampleKey), keeping each one's first occurrence in order, and
// returns how many were removed. Sources, when present, are removed alongside.
int RemoveExactDuplicates(Dataset& dataset);

// The program a source names: its text before the first '/' ("dates" for
// "dates/Calendar.plusDays#0", a project of subjects/; "generated-..." for a generated program).
std::string_view SourceProgram(std::string_view source);

// Removes every sample whose source's program is in `programs` (the project hold-out of
// docs/crf-prior.md), with its source, and returns how many were removed. FailedPrecondition
// when `programs` is not empty and the dataset names no sources (format version 1).
absl::StatusOr<int> RemovePrograms(Dataset& dataset, std::span<const std::string> programs);

// The fold of every sample. With sources, whole sources go to one fold: sources are shuffled by
// `rng` and each is put in the fold with the fewest samples so far, so no source is in both the
// training and the test folds (an empty source name is a source of its own). Without sources,
// StratifiedFolds (one sample = one source).
// REQUIRES: num_folds >= 2.
std::vector<int> SourceFolds(const Dataset& dataset, int num_folds, Rng& rng);

// The number of samples of fold `test_fold` whose SampleKey is also a key of a sample of another
// fold (an exact twin in the training folds).
int TrainTestDuplicates(std::span<const LabeledTree> samples, std::span<const int> fold_of,
                        int test_fold);

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
