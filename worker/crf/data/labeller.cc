#include "worker/crf/data/labeller.h"

#include <algorithm>
#include <vector>

#include "worker/crf/model/transforms.h"

namespace aprgrid::crf {
namespace {

using lang::Kind;
using lang::Node;

bool IsVariable(Kind k) { return k == Kind::kVariableAccess || k == Kind::kFieldAccess; }
bool IsLogical(const Node& n) {
  return n.kind == Kind::kBinaryOperator && (n.value == "&&" || n.value == "||");
}
bool IsDeclaration(Kind k) {
  return k == Kind::kLocalVarDecl || k == Kind::kParam || k == Kind::kFieldDecl ||
         k == Kind::kForEach || k == Kind::kCatch;
}

// The evaluation of the 4.1 predicates over one diff.
class Labeller {
 public:
  explicit Labeller(const AstDiff& d) : d_(d), B_(d.before()), A_(d.after()) {}

  void Run();
  bool conflict() const { return conflict_; }
  // before index -> transform; statement before index -> virtual root transform.
  const absl::flat_hash_map<int, int>& node_labels() const { return node_; }
  const absl::flat_hash_map<int, int>& vr_labels() const { return vr_; }

 private:
  void Put(absl::flat_hash_map<int, int>& m, int b, int t) {
    auto [it, inserted] = m.emplace(b, t);
    if (!inserted && it->second != t) conflict_ = true;
  }
  std::vector<int> Children(const FlatTree& t, int n) const {
    std::vector<int> out;
    for (int c = n + 1; c < t.end[n]; c = t.end[c]) out.push_back(c);
    return out;
  }
  const Node& b(int i) const { return *B_.nodes[i]; }
  const Node& a(int i) const { return *A_.nodes[i]; }
  // NoE(n) for a before node: matched, not updated, not moved.
  bool NoE(int x) const { return !d_.Deleted(x) && !d_.Updated(x) && !d_.Moved(x); }
  // A before subtree whose nodes all survive unchanged into the partner's subtree (the root
  // itself may move).
  bool SubtreeUnchanged(int x) const {
    int px = d_.PartnerOfBefore(x);
    if (px < 0) return false;
    for (int i = x; i < B_.end[x]; ++i) {
      int p = d_.PartnerOfBefore(i);
      if (p < 0 || !A_.IsDescendant(p, px) || d_.Updated(i)) return false;
    }
    return B_.end[x] - x == A_.end[px] - px;
  }
  bool EntirelyAdded(int y) const {
    for (int i = y; i < A_.end[y]; ++i) {
      if (!d_.Added(i)) return false;
    }
    return true;
  }
  bool EntirelyDeleted(int x) const {
    for (int i = x; i < B_.end[x]; ++i) {
      if (!d_.Deleted(i)) return false;
    }
    return true;
  }
  bool ContainsNull(int y) const {
    for (int i = y; i < A_.end[y]; ++i) {
      if (a(i).kind == Kind::kLiteral && a(i).value == "null") return true;
    }
    return false;
  }
  // NoDE: the declaration of the variable or method named `name` was not edited.
  bool NoDE(bool method, const std::string& name) const {
    for (size_t i = 0; i < B_.nodes.size(); ++i) {
      const Node& n = b(static_cast<int>(i));
      if (n.value != name) continue;
      bool decl = method ? (n.kind == Kind::kMethodDecl || n.kind == Kind::kConstructorDecl)
                         : IsDeclaration(n.kind);
      if (!decl) continue;
      int x = static_cast<int>(i);
      if (d_.Deleted(x) || d_.Updated(x)) return false;
      // Its direct children (type, parameters) did not change.
      for (int c : Children(B_, x)) {
        if (d_.Deleted(c) || d_.Updated(c) || !SubtreeUnchanged(c)) {
          if (c < B_.end[x] && (b(c).kind == Kind::kType || b(c).kind == Kind::kParams)) {
            return false;
          }
        }
      }
    }
    return true;
  }
  // The after statements of a block slot (a Block's statements, or the slot's statement).
  std::vector<int> SlotStatements(int y) const {
    if (a(y).kind == Kind::kBlock) return Children(A_, y);
    return {y};
  }
  std::vector<int> BeforeSlotStatements(int x) const {
    if (b(x).kind == Kind::kBlock) return Children(B_, x);
    return {x};
  }
  // comb(): the first statement of the after slot that was moved there; -1 when none. Returns
  // the before partner.
  int Comb(int slot) const {
    for (int s : SlotStatements(slot)) {
      int x = d_.PartnerOfAfter(s);
      if (x >= 0 && d_.Moved(x)) return x;
    }
    return -1;
  }
  int LogicalRoot(int x) const {
    while (B_.parent[x] >= 0 && IsLogical(b(B_.parent[x]))) x = B_.parent[x];
    return x;
  }
  void LabelAdded(int y);
  void LabelBefore(int x);

  const AstDiff& d_;
  const FlatTree& B_;
  const FlatTree& A_;
  absl::flat_hash_map<int, int> node_;
  absl::flat_hash_map<int, int> vr_;
  bool conflict_ = false;
};

void Labeller::Run() {
  for (size_t y = 0; y < A_.nodes.size(); ++y) {
    int py = A_.parent[y];
    if (d_.Added(static_cast<int>(y)) && py >= 0 && d_.PartnerOfAfter(py) >= 0) {
      LabelAdded(static_cast<int>(y));
    }
  }
  for (size_t x = 0; x < B_.nodes.size(); ++x) LabelBefore(static_cast<int>(x));
}

// Rules whose TEO starts from a root ADD(a1, o2, i).
void Labeller::LabelAdded(int y) {
  const Node& n = a(y);
  int o2 = d_.PartnerOfAfter(A_.parent[y]);
  std::vector<int> kids = Children(A_, y);
  if (n.kind == Kind::kMethodCall || n.kind == Kind::kConditional) {
    // Wrap-Meth / Wrap-IFELSE case c: an existing expression moved into a new call or ?:.
    for (size_t i = 0; i < kids.size(); ++i) {
      if (n.kind == Kind::kConditional && i == 0) continue;  // The condition is not wrapped.
      int x = d_.PartnerOfAfter(kids[i]);
      if (x < 0 || !d_.Moved(x) || B_.parent[x] != o2) continue;
      if (n.kind == Kind::kMethodCall) {
        if (NoDE(true, n.value)) Put(node_, x, kWrapMeth);
      } else {
        Put(node_, x, ContainsNull(kids[0]) ? kWrapIfElseN : kWrapIfElseO);
      }
    }
  }
  if (IsLogical(n)) {  // LogExp-Exp.
    int kept = -1;
    bool fresh = false;
    for (int c : kids) {
      int x = d_.PartnerOfAfter(c);
      if (x >= 0 && SubtreeUnchanged(x)) kept = x;
      if (EntirelyAdded(c)) fresh = true;
    }
    if (kept >= 0 && fresh) {
      int root = LogicalRoot(kept);
      if (IsLogicalExpressionRoot(*B_.nodes[root])) Put(node_, root, kLogExpExp);
    }
  }
  if (n.kind == Kind::kIf && kids.size() >= 2) {
    bool null_check = ContainsNull(kids[0]);
    int then_comb = Comb(kids[1]);
    if (kids.size() == 2) {
      if (then_comb >= 0) Put(vr_, then_comb, null_check ? kWrapIfN : kWrapIfO);
    } else {
      int else_comb = Comb(kids[2]);
      int t = null_check ? kWrapIfElseN : kWrapIfElseO;
      if (then_comb >= 0 && else_comb < 0) Put(vr_, then_comb, t);
      if (then_comb < 0 && else_comb >= 0) Put(vr_, else_comb, t);
    }
  }
  // Wrap-Try adds a try/catch around statements; a try-with-resources is not that transform.
  if (n.kind == Kind::kTry && !kids.empty() && a(kids[0]).kind == Kind::kBlock) {
    int comb = Comb(kids[0]);
    if (comb >= 0) Put(vr_, comb, kWrapTry);
  }
  // Var-RW-Meth / Meth-RW-Var: the replacement, added under the old node's parent.
  bool added_call = n.kind == Kind::kMethodCall;
  bool added_var = IsVariable(n.kind);
  if ((added_call || added_var) && o2 >= 0) {
    for (int x : Children(B_, o2)) {
      if (!d_.Deleted(x)) continue;
      if (added_call && IsVariable(b(x).kind) && NoDE(true, n.value)) Put(node_, x, kVarRwMeth);
      if (added_var && b(x).kind == Kind::kMethodCall && NoDE(true, b(x).value)) {
        Put(node_, x, kMethRwVar);
      }
    }
  }
}

// Rules whose TEO starts from an edit of a before node.
void Labeller::LabelBefore(int x) {
  const Node& n = b(x);
  int px = B_.parent[x];
  if (d_.Updated(x)) {
    int y = d_.PartnerOfBefore(x);
    if (IsVariable(n.kind) && NoDE(false, n.value) && NoDE(false, a(y).value)) {
      Put(node_, x, kVarRwVar);
    }
    if (n.kind == Kind::kMethodCall && NoDE(true, n.value) && NoDE(true, a(y).value)) {
      Put(node_, x, kMethRwMeth);
    }
    if (n.kind == Kind::kBinaryOperator) {
      // The operands survive unchanged; unlike the printed NoE they may move (be wrapped), as
      // the multiple-transform example of docs/crf-transform-prediction.md, section 2,
      // needs.
      bool kept = true;
      for (int c : Children(B_, x)) kept = kept && !d_.Deleted(c) && !d_.Updated(c);
      if (kept) Put(node_, x, kBinOperRep);
    }
    if (n.kind == Kind::kLiteral && px >= 0 && NoE(px)) Put(node_, x, kConstantRep);
  }
  if (!d_.Deleted(x)) {
    // Meth-RW-Meth case 2: the same call loses an argument (another overload).
    if (n.kind == Kind::kMethodCall && !d_.Updated(x) && NoDE(true, n.value)) {
      int y = d_.PartnerOfBefore(x);
      bool lost = false;
      for (int c : Children(B_, x)) lost = lost || (d_.Deleted(c) && EntirelyDeleted(c));
      if (lost && Children(A_, y).size() < Children(B_, x).size()) Put(node_, x, kMethRwMeth);
    }
    return;
  }
  // x is deleted.
  if (px < 0 || d_.Deleted(px)) return;  // Only root deletions start a transform.
  int parent_partner = d_.PartnerOfBefore(px);
  if (n.kind == Kind::kMethodCall && NoDE(true, n.value)) {  // Unwrap-Meth.
    for (int c : Children(B_, x)) {
      int y = d_.PartnerOfBefore(c);
      if (y >= 0 && d_.Moved(c) && A_.parent[y] == parent_partner) Put(node_, c, kUnwrapMeth);
    }
  }
  if (IsLogical(n)) {  // LogExp-Red.
    bool kept = false, dropped = false;
    for (int c : Children(B_, x)) {
      kept = kept || SubtreeUnchanged(c);
      dropped = dropped || EntirelyDeleted(c);
    }
    int root = LogicalRoot(x);
    if (kept && dropped && IsLogicalExpressionRoot(*B_.nodes[root])) Put(node_, root, kLogExpRed);
  }
  if (n.kind == Kind::kIf) {  // Unwrap-IF case 1.
    std::vector<int> kids = Children(B_, x);
    bool moved = false;
    for (size_t k = 1; k < kids.size(); ++k) {
      for (int s : BeforeSlotStatements(kids[k])) moved = moved || d_.Moved(s);
    }
    if (moved) Put(node_, x, kUnwrapIf);
  }
  if (n.kind == Kind::kConditional) {  // Unwrap-IF case 2.
    std::vector<int> kids = Children(B_, x);
    for (size_t k = 1; k < kids.size(); ++k) {
      int y = d_.PartnerOfBefore(kids[k]);
      if (y >= 0 && d_.Moved(kids[k]) && A_.parent[y] == parent_partner) {
        Put(node_, x, kUnwrapIf);
      }
    }
  }
}

// The nearest statement (not a Block) at or above `n`; nullptr when none.
const Node* EnclosingStatement(const Node* n) {
  for (; n != nullptr; n = n->parent) {
    if (lang::IsStatement(n->kind) && n->kind != Kind::kBlock) return n;
  }
  return nullptr;
}

bool IsAncestorOrSelf(const Node* anc, const Node* n) {
  for (; n != nullptr; n = n->parent) {
    if (n == anc) return true;
  }
  return false;
}

}  // namespace

std::string_view DropReasonName(DropReason reason) {
  switch (reason) {
    case DropReason::kKept:
      return "kept";
    case DropReason::kTooManyRootOps:
      return "more than the allowed root edit operations";
    case DropReason::kUnexplained:
      return "no transform explains the change";
    case DropReason::kConflict:
      return "two transforms on one node";
    case DropReason::kSeveralStatements:
      return "transforms in several statements";
    case DropReason::kOutsideStatement:
      return "a transform outside every statement";
  }
  return "?";
}

bool IsLogicalExpressionRoot(const Node& node) {
  const Node* p = node.parent;
  if (p == nullptr) return false;
  if (IsLogical(node) && !IsLogical(*p)) return true;
  int i = node.IndexInParent();
  switch (p->kind) {
    case Kind::kIf:
    case Kind::kWhile:
    case Kind::kConditional:
      return i == 0;
    case Kind::kDoWhile:
    case Kind::kFor:
      return i == 1 && node.kind != Kind::kNone;
    default:
      return false;
  }
}

LabelledStatements LabelDiffPerStatement(const AstDiff& diff, int max_root_ops) {
  LabelledStatements out;
  out.root_ops = diff.RootOpCount();
  if (out.root_ops > max_root_ops) {
    out.reason = DropReason::kTooManyRootOps;
    return out;
  }
  Labeller labeller(diff);
  labeller.Run();
  if (labeller.conflict()) {
    out.reason = DropReason::kConflict;
    return out;
  }
  if (labeller.node_labels().empty() && labeller.vr_labels().empty()) {
    out.reason = DropReason::kUnexplained;
    return out;
  }
  const FlatTree& before = diff.before();
  // Each label's own statement.
  struct Anchor {
    const Node* statement;
    const Node* node;  // nullptr for a virtual-root label.
    int transform;
  };
  std::vector<Anchor> anchors;
  for (const auto& [x, t] : labeller.vr_labels()) {
    anchors.push_back({EnclosingStatement(before.nodes[x]), nullptr, t});
  }
  for (const auto& [x, t] : labeller.node_labels()) {
    anchors.push_back({EnclosingStatement(before.nodes[x]), before.nodes[x], t});
  }
  for (const Anchor& a : anchors) {
    if (a.statement == nullptr) {
      out.reason = DropReason::kOutsideStatement;
      return out;
    }
  }
  // A sample's statement: the outermost anchor statement holding the label's own one.
  auto outermost = [&](const Node* s) {
    const Node* best = s;
    for (const Anchor& a : anchors) {
      if (a.statement != best && IsAncestorOrSelf(a.statement, best)) best = a.statement;
    }
    return best;
  };
  absl::flat_hash_map<const Node*, LabelledStatement> by_statement;
  for (const Anchor& a : anchors) {
    const Node* root = outermost(a.statement);
    LabelledStatement& s = by_statement[root];
    s.statement = root;
    s.root_ops = out.root_ops;
    s.reason = DropReason::kKept;
    if (a.node != nullptr) {
      s.labels[a.node] = a.transform;
    } else if (root != a.statement) {
      out.reason = DropReason::kSeveralStatements;  // A wrap inside another changed statement.
      return out;
    } else {
      s.virtual_root_label = a.transform;
    }
  }
  for (auto& [stmt, s] : by_statement) out.statements.push_back(std::move(s));
  std::sort(out.statements.begin(), out.statements.end(),
            [&](const LabelledStatement& a, const LabelledStatement& b) {
              return before.IndexOf(a.statement) < before.IndexOf(b.statement);
            });
  out.reason = DropReason::kKept;
  return out;
}

LabelledStatement LabelDiff(const AstDiff& diff, int max_root_ops) {
  LabelledStatement out;
  out.root_ops = diff.RootOpCount();
  if (out.root_ops > max_root_ops) {
    out.reason = DropReason::kTooManyRootOps;
    return out;
  }
  Labeller labeller(diff);
  labeller.Run();
  if (labeller.conflict()) {
    out.reason = DropReason::kConflict;
    return out;
  }
  if (labeller.node_labels().empty() && labeller.vr_labels().empty()) {
    out.reason = DropReason::kUnexplained;
    return out;
  }
  const FlatTree& before = diff.before();
  // The statement: the lowest statement holding every labelled node.
  std::vector<const Node*> stmts;
  for (const auto& [x, t] : labeller.vr_labels()) stmts.push_back(before.nodes[x]);
  for (const auto& [x, t] : labeller.node_labels()) {
    stmts.push_back(EnclosingStatement(before.nodes[x]));
  }
  const Node* stmt = stmts[0];
  for (const Node* s : stmts) {
    while (stmt != nullptr && !IsAncestorOrSelf(stmt, s)) stmt = stmt->parent;
  }
  stmt = EnclosingStatement(stmt);
  if (stmt == nullptr || labeller.vr_labels().size() > 1) {
    out.reason = DropReason::kSeveralStatements;
    return out;
  }
  for (const auto& [x, t] : labeller.vr_labels()) {
    if (before.nodes[x] != stmt) {
      out.reason = DropReason::kSeveralStatements;
      return out;
    }
    out.virtual_root_label = t;
  }
  for (const auto& [x, t] : labeller.node_labels()) out.labels[before.nodes[x]] = t;
  out.statement = stmt;
  out.reason = DropReason::kKept;
  return out;
}

}  // namespace aprgrid::crf
