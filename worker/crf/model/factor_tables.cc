#include "worker/crf/model/factor_tables.h"

#include <utility>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"

namespace aprgrid::crf {

absl::StatusOr<FactorTables> FactorTables::Create(std::vector<int> parents,
                                                  std::vector<std::vector<int>> domains) {
  const int q = static_cast<int>(parents.size());
  if (q == 0) return absl::InvalidArgumentError("a tree needs at least one node");
  if (domains.size() != parents.size()) {
    return absl::InvalidArgumentError("one domain per node is required");
  }
  if (parents[0] != -1) return absl::InvalidArgumentError("node 0 must be the root");
  for (int v = 1; v < q; ++v) {
    if (parents[v] < 0 || parents[v] >= v) {
      return absl::InvalidArgumentError(
          absl::StrCat("node ", v, " has parent ", parents[v], "; parents must precede children"));
    }
  }
  for (int v = 0; v < q; ++v) {
    for (size_t i = 0; i < domains[v].size(); ++i) {
      if (domains[v][i] < 0) return absl::InvalidArgumentError("negative label");
      for (size_t j = 0; j < i; ++j) {
        if (domains[v][i] == domains[v][j]) return absl::InvalidArgumentError("repeated label");
      }
    }
  }
  FactorTables t;
  t.parents_ = std::move(parents);
  t.domains_ = std::move(domains);
  t.children_.assign(q, {});
  t.next_sibling_.assign(q, -1);
  for (int v = 1; v < q; ++v) t.children_[t.parents_[v]].push_back(v);
  for (int v = 0; v < q; ++v) {
    const std::vector<int>& kids = t.children_[v];
    for (size_t j = 0; j + 1 < kids.size(); ++j) t.next_sibling_[kids[j]] = kids[j + 1];
  }
  t.node_offset_.assign(q, 0);
  t.edge_offset_.assign(q, 0);
  t.triangle_offset_.assign(q, 0);
  size_t n = 0;
  for (int v = 0; v < q; ++v) {
    t.node_offset_[v] = n;
    n += t.domains_[v].size();
  }
  for (int c = 1; c < q; ++c) {
    t.edge_offset_[c] = n;
    n += t.domains_[t.parents_[c]].size() * t.domains_[c].size();
  }
  for (int c = 1; c < q; ++c) {
    const int s = t.next_sibling_[c];
    if (s < 0) continue;
    t.triangle_offset_[c] = n;
    n += t.domains_[t.parents_[c]].size() * t.domains_[c].size() * t.domains_[s].size();
  }
  t.num_slots_ = n;
  t.scores_.assign(n, 0.0);
  return t;
}

int FactorTables::LocalIndex(int v, int label) const {
  const std::vector<int>& d = domains_[v];
  for (size_t i = 0; i < d.size(); ++i) {
    if (d[i] == label) return static_cast<int>(i);
  }
  return -1;
}

std::vector<size_t> FactorTables::SlotsOf(const std::vector<int>& local) const {
  const int q = num_nodes();
  std::vector<size_t> slots;
  slots.reserve(3 * q);
  for (int v = 0; v < q; ++v) slots.push_back(node_offset_[v] + local[v]);
  for (int c = 1; c < q; ++c) {
    slots.push_back(edge_offset_[c] + local[parents_[c]] * domains_[c].size() + local[c]);
  }
  for (int c = 1; c < q; ++c) {
    const int s = next_sibling_[c];
    if (s < 0) continue;
    slots.push_back(triangle_offset_[c] +
                    (local[parents_[c]] * domains_[c].size() + local[c]) * domains_[s].size() +
                    local[s]);
  }
  return slots;
}

double FactorTables::Score(const std::vector<int>& local) const {
  double total = 0;
  for (size_t slot : SlotsOf(local)) total += scores_[slot];
  return total;
}

std::vector<int> FactorTables::ToLocal(const std::vector<int>& global) const {
  if (static_cast<int>(global.size()) != num_nodes()) return {};
  std::vector<int> local(global.size());
  for (int v = 0; v < num_nodes(); ++v) {
    local[v] = LocalIndex(v, global[v]);
    if (local[v] < 0) return {};
  }
  return local;
}

std::vector<int> FactorTables::ToGlobal(const std::vector<int>& local) const {
  std::vector<int> global(local.size());
  for (size_t v = 0; v < local.size(); ++v) global[v] = domains_[v][local[v]];
  return global;
}

}  // namespace aprgrid::crf
