#include "worker/crf/model/graph.h"

namespace aprgrid::crf {

CliqueGraph BuildCliqueGraph(const Tree& tree) {
  CliqueGraph g;
  g.num_nodes = tree.size();
  for (int v = 1; v < tree.size(); ++v) g.parent_child.emplace_back(tree.node(v).parent, v);
  for (int v = 0; v < tree.size(); ++v) {
    const std::vector<int>& kids = tree.node(v).children;
    for (size_t j = 0; j + 1 < kids.size(); ++j) {
      g.siblings.emplace_back(kids[j], kids[j + 1]);
      g.triangles.push_back({v, kids[j], kids[j + 1]});
    }
  }
  return g;
}

}  // namespace aprgrid::crf
