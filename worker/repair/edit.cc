#include "worker/repair/edit.h"

#include "absl/strings/str_cat.h"

namespace aprgrid::repair {
namespace {

using lang::Kind;
using lang::Node;
using lang::NodePtr;

bool IsStatementList(const Node& n) { return n.kind == Kind::kBlock || n.kind == Kind::kCase; }

// The nodes of a tree whose ids start at `first`, by id.
struct NodeIndex {
  std::vector<Node*> nodes;
  int first = 0;
  Node*& operator[](int id) { return nodes[static_cast<size_t>(id - first)]; }
  bool Contains(int id) const {
    return id >= first && static_cast<size_t>(id - first) < nodes.size();
  }
};

// Forgets every node of `n`'s subtree (their ids refer to nodes about to be destroyed).
void Forget(const Node& n, NodeIndex& by_id) {
  if (by_id.Contains(n.id) && by_id[n.id] == &n) by_id[n.id] = nullptr;
  for (const auto& c : n.children) Forget(*c, by_id);
}

// Clone of a payload with ids cleared, so it never shadows an original statement in `by_id`.
NodePtr Fresh(const Node& payload) {
  NodePtr copy = lang::Clone(payload);
  std::vector<Node*> stack{copy.get()};
  while (!stack.empty()) {
    Node* n = stack.back();
    stack.pop_back();
    n->id = -1;
    for (auto& c : n->children) stack.push_back(c.get());
  }
  return copy;
}

void Apply(const Edit& e, NodeIndex& by_id) {
  if (!by_id.Contains(e.target)) return;
  Node* target = by_id[e.target];
  if (target == nullptr || target->parent == nullptr) return;
  Node* parent = target->parent;
  size_t index = static_cast<size_t>(target->IndexInParent());
  switch (e.action) {
    case EditAction::kDelete:
      if (IsStatementList(*parent)) {
        Forget(*target, by_id);
        parent->RemoveChild(index);
      } else {
        Forget(*target, by_id);
        NodePtr empty = lang::MakeNode(Kind::kBlock);
        empty->id = e.target;  // Stands for the target from now on (see Forget).
        empty->parent = parent;
        by_id[e.target] = empty.get();
        parent->ReplaceChild(index, std::move(empty));
      }
      return;
    case EditAction::kReplace: {
      if (!e.payload) return;
      NodePtr fresh = Fresh(*e.payload);
      fresh->id = e.target;  // Stands for the target from now on (see Forget).
      fresh->parent = parent;
      Forget(*target, by_id);
      by_id[e.target] = fresh.get();
      parent->ReplaceChild(index, std::move(fresh));
      return;
    }
    case EditAction::kInsertBefore:
    case EditAction::kInsertAfter: {
      if (!e.payload) return;
      NodePtr fresh = Fresh(*e.payload);
      bool after = e.action == EditAction::kInsertAfter;
      if (IsStatementList(*parent)) {
        fresh->parent = parent;
        parent->InsertChild(after ? index + 1 : index, std::move(fresh));
        return;
      }
      // A single-statement position (if/loop body): make it a block holding both.
      NodePtr block = lang::MakeNode(Kind::kBlock);
      NodePtr moved = std::move(parent->children[index]);
      if (after) {
        block->Add(std::move(moved));
        block->Add(std::move(fresh));
      } else {
        block->Add(std::move(fresh));
        block->Add(std::move(moved));
      }
      block->parent = parent;
      parent->children[index] = std::move(block);
      return;
    }
  }
}

}  // namespace

std::string Edit::DebugString() const {
  std::string out = absl::StrCat(std::string(rl::OperatorName(op)), " ", target);
  if (source >= 0) absl::StrAppend(&out, " <- ", source);
  return out;
}

NodePtr ApplyEdits(const Node& original, const Genome& edits) {
  NodePtr copy = lang::Clone(original);
  if (!edits.empty()) {
    NodeIndex by_id{lang::PreOrder(*copy), 0};
    for (const Edit& e : edits) Apply(e, by_id);
  }
  lang::Renumber(*copy);
  return copy;
}

void ApplyEditsToSubtree(Node& subtree, const Genome& edits) {
  NodeIndex by_id{lang::PreOrder(subtree), subtree.id};
  by_id[subtree.id] = nullptr;  // Only nodes strictly inside are targets.
  for (const Edit& e : edits) Apply(e, by_id);
}

}  // namespace aprgrid::repair
