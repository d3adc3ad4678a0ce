// The log-potentials of one tree-shaped CRF instance, laid out for exact inference.
//
// Every node v has a local domain D(v): the global label ids it may take (the admissible ones).
// Scores live in one flat vector of "slots":
//   node slot      (v, i)              at node_offset(v) + i
//   edge slot      (c, i, j)           at edge_offset(c) + i*|D(c)| + j       (i over D(parent(c)))
//   triangle slot  (c, i, j, k)        at triangle_offset(c) + (i*|D(c)| + j)*|D(n)| + k
// where n = next_sibling(c); a triangle is stored with its left child. A score of -infinity
// marks an inadmissible assignment. Inference results (marginals) use the same slot layout, so
// gradients are a dot product over slots.
//
// Not thread-safe for writes; concurrent readers are fine.
#ifndef APRGRID_WORKER_CRF_MODEL_FACTOR_TABLES_H_
#define APRGRID_WORKER_CRF_MODEL_FACTOR_TABLES_H_

#include <cstddef>
#include <limits>
#include <vector>

#include "absl/status/statusor.h"

namespace aprgrid::crf {

inline constexpr double kNegInf = -std::numeric_limits<double>::infinity();

class FactorTables {
 public:
  // REQUIRES of the arguments (checked): parents[0] == -1 and 0 <= parents[v] < v for v > 0
  // (children have larger ids than their parents, as in pre-order); domains.size() equals
  // parents.size(); labels inside a domain are distinct and non-negative. A domain may be
  // empty (the instance then has no admissible labelling). All scores start at 0.
  static absl::StatusOr<FactorTables> Create(std::vector<int> parents,
                                             std::vector<std::vector<int>> domains);

  int num_nodes() const { return static_cast<int>(parents_.size()); }
  int parent(int v) const { return parents_[v]; }
  const std::vector<int>& children(int v) const { return children_[v]; }
  int next_sibling(int v) const { return next_sibling_[v]; }  // -1 if none.
  const std::vector<int>& domain(int v) const { return domains_[v]; }
  int domain_size(int v) const { return static_cast<int>(domains_[v].size()); }
  // Local index of global label `label` in D(v), or -1.
  int LocalIndex(int v, int label) const;

  size_t node_offset(int v) const { return node_offset_[v]; }
  size_t edge_offset(int c) const { return edge_offset_[c]; }          // REQUIRES: c != 0.
  size_t triangle_offset(int c) const { return triangle_offset_[c]; }  // REQUIRES: sibling.
  size_t num_slots() const { return num_slots_; }

  std::vector<double>& scores() { return scores_; }
  const std::vector<double>& scores() const { return scores_; }

  // Slots used by a labelling given as local indices (one per node): every node slot, every
  // edge slot and every triangle slot, in that order.
  std::vector<size_t> SlotsOf(const std::vector<int>& local) const;
  // Sum of the scores of SlotsOf(local); -infinity if any slot is inadmissible.
  double Score(const std::vector<int>& local) const;
  // Local indices of a labelling given as global labels; empty if a label is outside its domain.
  std::vector<int> ToLocal(const std::vector<int>& global) const;
  std::vector<int> ToGlobal(const std::vector<int>& local) const;

 private:
  std::vector<int> parents_;
  std::vector<std::vector<int>> children_;
  std::vector<int> next_sibling_;
  std::vector<std::vector<int>> domains_;
  std::vector<size_t> node_offset_, edge_offset_, triangle_offset_;
  size_t num_slots_ = 0;
  std::vector<double> scores_;
};

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_MODEL_FACTOR_TABLES_H_
