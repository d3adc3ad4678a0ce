#include "worker/crf/model/tree.h"

#include <utility>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"

namespace aprgrid::crf {

absl::StatusOr<int> Tree::AddNode(int parent, std::string label, std::string value,
                                  std::vector<std::string> characteristics) {
  const int id = size();
  if (parent < 0) {
    if (id != 0) return absl::InvalidArgumentError("a tree has exactly one root (node 0)");
  } else {
    if (parent >= id) return absl::InvalidArgumentError(absl::StrCat("no node ", parent));
    // Pre-order: the new node's parent must lie on the path from the last node to the root.
    int x = id - 1;
    while (x != -1 && x != parent) x = nodes_[x].parent;
    if (x == -1) {
      return absl::InvalidArgumentError(
          absl::StrCat("node ", id, " added under ", parent, " breaks pre-order"));
    }
    nodes_[parent].children.push_back(id);
  }
  TreeNode n;
  n.label = std::move(label);
  n.value = std::move(value);
  n.parent = parent;
  n.characteristics = std::move(characteristics);
  nodes_.push_back(std::move(n));
  return id;
}

Tree Tree::WithVirtualRoot() const {
  Tree out;
  TreeNode root;
  root.label = kVirtualLabel;
  root.allowed_transforms = kVirtualRootTransforms;
  if (!nodes_.empty()) root.children.push_back(1);
  out.nodes_.push_back(std::move(root));
  for (const TreeNode& n : nodes_) {
    TreeNode copy = n;
    copy.parent = n.parent + 1;  // The old root (-1) now hangs under the virtual root (0).
    for (int& c : copy.children) ++c;
    out.nodes_.push_back(std::move(copy));
  }
  return out;
}

std::vector<int> Tree::Parents() const {
  std::vector<int> parents(nodes_.size());
  for (size_t v = 0; v < nodes_.size(); ++v) parents[v] = nodes_[v].parent;
  return parents;
}

}  // namespace aprgrid::crf
