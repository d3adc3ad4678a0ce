// The CRF graph of docs/crf-transform-prediction.md, section 2: one variable per node, an edge for
// every parent-child pair and for every pair of consecutive siblings, and a triangle {parent,
// child_i, child_i+1} for every consecutive sibling pair. These are all the cliques: the graph is
// chordal with treewidth 2.
#ifndef APRGRID_WORKER_CRF_MODEL_GRAPH_H_
#define APRGRID_WORKER_CRF_MODEL_GRAPH_H_

#include <array>
#include <utility>
#include <vector>

#include "worker/crf/model/tree.h"

namespace aprgrid::crf {

struct CliqueGraph {
  int num_nodes = 0;
  std::vector<std::pair<int, int>> parent_child;  // (parent, child), pre-order of the child.
  std::vector<std::pair<int, int>> siblings;      // (child_i, child_i+1).
  std::vector<std::array<int, 3>> triangles;      // (parent, child_i, child_i+1).

  int num_edges() const { return static_cast<int>(parent_child.size() + siblings.size()); }
};

CliqueGraph BuildCliqueGraph(const Tree& tree);

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_MODEL_GRAPH_H_
