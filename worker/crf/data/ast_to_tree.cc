#include "worker/crf/data/ast_to_tree.h"

#include <algorithm>
#include <functional>

#include "absl/container/flat_hash_set.h"
#include "worker/crf/data/characteristics.h"

namespace aprgrid::crf {
namespace {

using lang::Kind;
using lang::Node;

const Node* EnclosingMethod(const Node& n) {
  for (const Node* p = &n; p != nullptr; p = p->parent) {
    if (p->kind == Kind::kMethodDecl || p->kind == Kind::kConstructorDecl) return p;
  }
  return nullptr;
}

// Characteristics copied upwards (docs/crf-transform-prediction.md, section 5.1 "Propagation"):
// variable usage ones to the virtual root and every MethodCall ancestor, call guard ones to the
// virtual root.
bool PropagatesFromVariable(const std::string& c) {
  return c == "V7" || c == "V8" || c == "V9" || c == "V10" || c == "V11" || c == "V12";
}
bool PropagatesFromCall(const std::string& c) { return c == "M6" || c == "M7" || c == "M8"; }

void AddUnique(std::vector<std::string>& v, const std::string& c) {
  if (std::find(v.begin(), v.end(), c) == v.end()) v.push_back(c);
}

}  // namespace

std::shared_ptr<const ClassContext> AnalyseClass(const Node& class_decl, const Node& unit,
                                                 const CharacteristicOptions& options) {
  return std::make_shared<const ClassContext>(class_decl, unit, options);
}

StatementTree StatementToTree(const Node& statement, const ClassContext& context) {
  StatementTree out;
  const Node* method = EnclosingMethod(statement);
  const Node& scope = method != nullptr ? *method : statement;
  auto root =
      out.tree.AddNode(-1, kVirtualLabel, "", context.StatementCharacteristics(statement, scope));
  out.ast_node.push_back(nullptr);
  out.tree.mutable_node(*root).allowed_transforms = kVirtualRootTransforms;
  std::function<void(const Node&, int)> visit = [&](const Node& n, int parent) {
    if (n.kind == Kind::kNone) return;
    auto id = out.tree.AddNode(parent, std::string(lang::KindName(n.kind)), n.value,
                               context.Characteristics(n, statement, scope));
    out.ast_node.push_back(&n);
    TreeNode& node = out.tree.mutable_node(*id);
    // LogExp-* only on logical-expression roots (docs/crf-transform-prediction.md, section 9);
    // statement wraps only on virtual roots. (Wrap-IFELSE-* stay allowed: their ?: case attaches to
    // an expression.)
    TransformMask mask = kAllTransforms & ~((1u << kWrapIfN) | (1u << kWrapIfO) | (1u << kWrapTry));
    if (!IsLogicalExpressionRoot(n)) mask &= ~((1u << kLogExpExp) | (1u << kLogExpRed));
    node.allowed_transforms = mask;
    for (const auto& c : n.children) visit(*c, *id);
  };
  visit(statement, 0);
  // Propagation, bottom-up over the pre-order ids.
  for (int v = out.tree.size() - 1; v >= 1; --v) {
    const TreeNode& node = out.tree.node(v);
    std::vector<std::string> up;
    for (const std::string& c : node.characteristics) {
      bool from_var = node.label == "VariableAccess" || node.label == "FieldAccess";
      if (from_var && PropagatesFromVariable(c)) up.push_back(c);
      if (node.label == "MethodCall" && PropagatesFromCall(c)) up.push_back(c);
    }
    if (up.empty()) continue;
    for (int p = node.parent; p >= 0; p = out.tree.node(p).parent) {
      TreeNode& anc = out.tree.mutable_node(p);
      for (const std::string& c : up) {
        bool from_var = c[0] == 'V';
        if (p == 0 || (from_var && anc.label == "MethodCall"))
          AddUnique(anc.characteristics, "sub_" + c);
      }
    }
  }
  return out;
}

LabeledTree ToLabeledTree(StatementTree tree, const LabelledStatement& labelled) {
  LabeledTree out;
  out.gold.assign(tree.tree.size(), kEmpty);
  out.gold[0] = labelled.virtual_root_label;
  for (int v = 1; v < tree.tree.size(); ++v) {
    auto it = labelled.labels.find(tree.ast_node[v]);
    if (it != labelled.labels.end()) out.gold[v] = it->second;
  }
  out.tree = std::move(tree.tree);
  return out;
}

}  // namespace aprgrid::crf
