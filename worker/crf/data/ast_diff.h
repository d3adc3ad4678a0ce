// A GumTree-family differ for the subject language's AST (docs/crf-transform-prediction.md,
// section 3.1): it matches the nodes of a before tree and an after tree, then reads the edit
// operations UPD / ADD / DEL / MOV off the matching, and marks the root operations of
// Definition 4.4.
//
// Matching, in order (every step written here; GumTree itself is a Java tool):
//  1. top-down: isomorphic subtrees of height >= 2, largest first, found by structural hash; a
//     hash shared by several candidates is resolved greedily by parent similarity, then by
//     position;
//  2. bottom-up: an unmatched inner node is matched to the unmatched node of the same kind with
//     the highest dice similarity of matched descendants, when that pair is mutually best and
//     the dice is at least 0.3;
//  3. recovery: below every matched pair, unmatched children are matched in order, first by
//     equal hash, then by kind and value, then by kind; then leaves whose hash is unique within
//     the pair's unmatched descendants.
// The trees are read, never changed; they must outlive the AstDiff. Not thread-safe to build,
// safe to read concurrently once built.
#ifndef APRGRID_WORKER_CRF_DATA_AST_DIFF_H_
#define APRGRID_WORKER_CRF_DATA_AST_DIFF_H_

#include <cstdint>
#include <vector>

#include "worker/lang/ast.h"

namespace aprgrid::crf {

enum class EditKind { kUpdate, kAdd, kDelete, kMove };

struct EditOp {
  EditKind kind;
  // UPD/DEL/MOV: the before node; ADD: the added after node.
  const lang::Node* node = nullptr;
  bool root = false;  // A root edit operation (Definition 4.4).
};

// One tree flattened in pre-order.
struct FlatTree {
  std::vector<const lang::Node*> nodes;
  std::vector<int> parent;     // -1 for the root.
  std::vector<int> end;        // One past the last pre-order index of the subtree.
  std::vector<uint64_t> hash;  // Structural (kind, value, flags, children).
  std::vector<int> height;     // Leaves have height 1.
  int IndexOf(const lang::Node* n) const;
  bool IsDescendant(int d, int ancestor) const { return d >= ancestor && d < end[ancestor]; }
};

class AstDiff {
 public:
  static AstDiff Compute(const lang::Node& before, const lang::Node& after);

  const FlatTree& before() const { return before_; }
  const FlatTree& after() const { return after_; }
  // Partner indices, -1 when unmatched.
  int PartnerOfBefore(int b) const { return b2a_[b]; }
  int PartnerOfAfter(int a) const { return a2b_[a]; }

  bool Updated(int b) const;  // Matched, value or flags differ.
  bool Deleted(int b) const { return b2a_[b] < 0; }
  bool Moved(int b) const;  // Matched, parent's partner is not the partner's parent.
  bool Added(int a) const { return a2b_[a] < 0; }

  const std::vector<EditOp>& ops() const { return ops_; }
  int RootOpCount() const;

 private:
  void TopDown();
  void BottomUp();
  void Recover(int b, int a);
  void MatchSubtree(int b, int a);
  void Link(int b, int a);
  void BuildScript();

  FlatTree before_;
  FlatTree after_;
  std::vector<int> b2a_;
  std::vector<int> a2b_;
  std::vector<EditOp> ops_;
};

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_DATA_AST_DIFF_H_
