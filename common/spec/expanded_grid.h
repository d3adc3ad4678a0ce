// A campaign's expansion held per grid cell: each cell's attempt once, its seeds as runs, and the
// attempts' keys, without a message per attempt (common/spec/grid_expander.h, ExpandGridCells,
// produces it; the coordinator's Submit takes it).
//
// Header-only on purpose, as stage_members.h: the coordinator carries it without linking the spec
// library.
#ifndef APRGRID_COMMON_SPEC_EXPANDED_GRID_H_
#define APRGRID_COMMON_SPEC_EXPANDED_GRID_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "aprgrid/v1/campaign.pb.h"

namespace aprgrid::spec {

// Attempt i (in expansion order) is the shape of the run holding it, with key(i) and its seed
// (the run's first_seed plus its place in the run). Thread-safety: a value; const use only when
// shared.
struct ExpandedGrid {
  // Consecutive attempts of one shape with consecutive seeds first_seed, first_seed + 1, ...
  struct Run {
    uint32_t shape = 0;  // Index into `shapes`.
    uint64_t first_seed = 0;
    uint64_t count = 0;
  };
  // A key a stage names beyond the attempts it creates (ExpandGrid: a repeat of an earlier
  // stage's attempt), with its position among every key the stage names, in expansion order.
  struct Repeat {
    size_t position = 0;
    std::string key;
  };
  struct StageNames {
    std::string stage;
    std::vector<Repeat> repeats;  // In position order.
  };

  // The attempts without key and seed (repair or CRF seed 0), stage set; one per cell in
  // ExpandGridCells (bug x factor cell of a repair stage; each attempt of a CRF stage).
  std::vector<aprgrid::v1::Attempt> shapes;
  std::vector<Run> runs;  // In expansion order; their counts sum to size().
  // Per stage in spec order. The attempts a stage creates are those whose shape names the stage.
  std::vector<StageNames> stages;

  size_t size() const { return key_ends.size(); }
  absl::string_view key(size_t i) const {
    const size_t begin = i == 0 ? 0 : key_ends[i - 1];
    return absl::string_view(key_text).substr(begin, key_ends[i] - begin);
  }
  void AddKey(absl::string_view key) {
    key_text.append(key.data(), key.size());
    key_ends.push_back(key_text.size());
  }
  // Attempt `i`'s message, as ExpandGrid lists it. REQUIRES: i < size(); `run` is the index of
  // the run holding it and `seed` its seed (callers walk the runs).
  aprgrid::v1::Attempt Build(size_t run, uint64_t seed, size_t i) const {
    aprgrid::v1::Attempt attempt = shapes[runs[run].shape];
    attempt.set_key(std::string(key(i)));
    if (attempt.has_repair()) attempt.mutable_repair()->set_seed(static_cast<uint32_t>(seed));
    if (attempt.has_crf()) attempt.mutable_crf()->set_seed(seed);
    return attempt;
  }

  // The keys, concatenated; key i ends at key_ends[i] (ExpandGridCells' are 16 digits each).
  std::string key_text;
  std::vector<size_t> key_ends;
};

}  // namespace aprgrid::spec

#endif  // APRGRID_COMMON_SPEC_EXPANDED_GRID_H_
