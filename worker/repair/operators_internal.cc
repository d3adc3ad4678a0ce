#include "worker/repair/operators_internal.h"

#include "worker/lang/parser.h"
#include "worker/lang/printer.h"
#include "worker/repair/program_facts.h"

namespace aprgrid::repair::internal {

using lang::Kind;
using lang::Node;
using lang::NodePtr;

namespace {

void AddOwn(const Node& c, std::vector<const Node*>& out) {
  if (lang::IsExpression(c.kind)) {
    if (c.kind != Kind::kNone) out.push_back(&c);
    return;
  }
  switch (c.kind) {
    case Kind::kForInit:
    case Kind::kForUpdate:
      for (const auto& s : c.children) {
        for (const auto& e : s->children) AddOwn(*e, out);
      }
      break;
    default:
      break;
  }
}

}  // namespace

std::vector<const Node*> OwnExpressions(const Node& s) {
  std::vector<const Node*> out;
  for (const auto& c : s.children) AddOwn(*c, out);
  return out;
}

std::vector<const Node*> OwnExpressionNodes(const Node& s) {
  std::vector<const Node*> out;
  for (const Node* root : OwnExpressions(s)) {
    std::vector<const Node*> stack{root};
    while (!stack.empty()) {
      const Node* n = stack.back();
      stack.pop_back();
      // An anonymous class body's statements are edit targets of their own.
      if (n->kind == Kind::kClassDecl) continue;
      out.push_back(n);
      for (size_t i = n->size(); i > 0; --i) stack.push_back(n->child(i - 1));
    }
  }
  return out;
}

NodePtr ParseExpr(const std::string& text) {
  absl::StatusOr<NodePtr> e = lang::ParseExpression(text);
  if (!e.ok()) return nullptr;
  return std::move(*e);
}

std::string Text(const Node& expr) { return lang::Print(expr); }

namespace {
NodePtr CloneRep(const Node& tree, const Node& old, NodePtr& replacement) {
  if (&tree == &old) return std::move(replacement);
  NodePtr copy = lang::MakeNode(tree.kind, tree.value);
  copy->flags = tree.flags;
  copy->file = tree.file;
  copy->line = tree.line;
  copy->col = tree.col;
  copy->id = tree.id;
  lang::CopyAttached(tree, *copy);  // A local class's methods, an annotated local.
  for (const auto& c : tree.children) copy->Add(CloneRep(*c, old, replacement));
  return copy;
}
}  // namespace

NodePtr CloneReplacing(const Node& tree, const Node& old, NodePtr replacement) {
  return CloneRep(tree, old, replacement);
}

std::string DefaultValue(std::string_view t) {
  if (t == "int" || t == "short" || t == "byte") return "0";
  if (t == "long") return "0L";
  if (t == "double") return "0.0";
  if (t == "float") return "0.0f";  // `0.0` would be javac's lossy conversion from double.
  if (t == "boolean") return "false";
  if (t == "char") return "(char) 0";
  return "null";
}

NodePtr Guard(const Node& s, NodePtr cond) {
  NodePtr guarded = lang::MakeNode(Kind::kIf);
  guarded->Add(std::move(cond));
  NodePtr then = lang::MakeNode(Kind::kBlock);
  then->Add(lang::Clone(s));
  guarded->Add(std::move(then));
  if (s.kind == Kind::kReturn && s.size() > 0) {
    NodePtr ret = lang::MakeNode(Kind::kReturn);
    ret->Add(ParseExpr(DefaultValue(ProgramFacts::ReturnTypeAt(s))));
    NodePtr els = lang::MakeNode(Kind::kBlock);
    els->Add(std::move(ret));
    guarded->Add(std::move(els));
  }
  return guarded;
}

Candidate MakeCandidate(rl::Operator op, EditAction action, const Node& target, NodePtr payload,
                        double weight, int source) {
  Candidate c;
  c.edit.op = op;
  c.edit.action = action;
  c.edit.target = target.id;
  c.edit.source = source;
  c.edit.payload = std::shared_ptr<const Node>(std::move(payload));
  c.weight = weight;
  return c;
}

}  // namespace aprgrid::repair::internal
