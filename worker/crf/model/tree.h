// The generic tree the CRF works on: a rooted ordered tree whose nodes carry a grammar label, a
// value (token text, may be empty) and the names of the boolean characteristics that hold for the
// node (observation features, computed by the caller). The subject language's AST is converted
// into this shape; the CRF does not depend on the language.
//
// Nodes are numbered 0..Q-1 in pre-order (the spec numbers them 1..Q). Node 0 is the root.
#ifndef APRGRID_WORKER_CRF_MODEL_TREE_H_
#define APRGRID_WORKER_CRF_MODEL_TREE_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "worker/crf/model/transforms.h"

namespace aprgrid::crf {

// The label of the virtual root that sits above a statement's root
// (docs/crf-transform-prediction.md, section 1.2).
inline constexpr char kVirtualLabel[] = "virtual";

struct TreeNode {
  std::string label;  // Grammar production, e.g. "BinaryOperator".
  std::string value;  // Token text, e.g. "-"; may be empty.
  int parent = -1;
  std::vector<int> children;                 // In source order.
  std::vector<std::string> characteristics;  // Names of the characteristics that are true.
  // A hard constraint the caller may add (e.g. LogExp-* only on logical-expression roots,
  // docs/crf-transform-prediction.md, section 9).
  TransformMask allowed_transforms = kAllTransforms;
};

class Tree {
 public:
  // Appends a node as the last child of `parent` (-1 for the root). Nodes must be added in
  // pre-order: the parent must be the last added node or one of its ancestors. Returns the id.
  absl::StatusOr<int> AddNode(int parent, std::string label, std::string value = "",
                              std::vector<std::string> characteristics = {});

  // A copy of this tree under a virtual root (label "virtual", empty value) that becomes node 0;
  // every other id shifts by one. The virtual root may carry only the statement-level wraps.
  Tree WithVirtualRoot() const;

  int size() const { return static_cast<int>(nodes_.size()); }
  const TreeNode& node(int id) const { return nodes_[id]; }
  // For setting characteristics, values and allowed_transforms after construction. REQUIRES:
  // parent and children are left as they are (they encode the pre-order structure).
  TreeNode& mutable_node(int id) { return nodes_[id]; }
  // parent(v) for every node, -1 for the root.
  std::vector<int> Parents() const;

 private:
  std::vector<TreeNode> nodes_;
};

// A tree with its gold labelling (one transform id per node).
struct LabeledTree {
  Tree tree;
  std::vector<int> gold;
};

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_MODEL_TREE_H_
