#include "worker/lang/ast.h"

#include <functional>

#include "worker/lang/text.h"

namespace aprgrid::lang {

std::string_view KindName(Kind kind) {
  switch (kind) {
    case Kind::kCompilationUnit:
      return "CompilationUnit";
    case Kind::kClassDecl:
      return "ClassDecl";
    case Kind::kFieldDecl:
      return "FieldDecl";
    case Kind::kMethodDecl:
      return "MethodDecl";
    case Kind::kConstructorDecl:
      return "ConstructorDecl";
    case Kind::kParams:
      return "Params";
    case Kind::kParam:
      return "Param";
    case Kind::kAnnotation:
      return "Annotation";
    case Kind::kType:
      return "Type";
    case Kind::kBlock:
      return "Block";
    case Kind::kLocalVarDecl:
      return "LocalVarDecl";
    case Kind::kExprStmt:
      return "ExprStmt";
    case Kind::kIf:
      return "If";
    case Kind::kWhile:
      return "While";
    case Kind::kDoWhile:
      return "DoWhile";
    case Kind::kFor:
      return "For";
    case Kind::kForInit:
      return "ForInit";
    case Kind::kForUpdate:
      return "ForUpdate";
    case Kind::kForEach:
      return "ForEach";
    case Kind::kBreak:
      return "Break";
    case Kind::kContinue:
      return "Continue";
    case Kind::kReturn:
      return "Return";
    case Kind::kThrow:
      return "Throw";
    case Kind::kTry:
      return "Try";
    case Kind::kCatch:
      return "Catch";
    case Kind::kFinally:
      return "Finally";
    case Kind::kSwitch:
      return "Switch";
    case Kind::kCase:
      return "Case";
    case Kind::kEmpty:
      return "Empty";
    case Kind::kCtorCall:
      return "CtorCall";
    case Kind::kLiteral:
      return "Literal";
    case Kind::kVariableAccess:
      return "VariableAccess";
    case Kind::kFieldAccess:
      return "FieldAccess";
    case Kind::kMethodCall:
      return "MethodCall";
    case Kind::kNew:
      return "New";
    case Kind::kNewArray:
      return "NewArray";
    case Kind::kArrayInit:
      return "ArrayInit";
    case Kind::kArrayAccess:
      return "ArrayAccess";
    case Kind::kAssignment:
      return "Assignment";
    case Kind::kUnaryOperator:
      return "UnaryOperator";
    case Kind::kBinaryOperator:
      return "BinaryOperator";
    case Kind::kConditional:
      return "Conditional";
    case Kind::kInstanceOf:
      return "InstanceOf";
    case Kind::kCast:
      return "Cast";
    case Kind::kThis:
      return "This";
    case Kind::kSuper:
      return "Super";
    case Kind::kNone:
      return "None";
    case Kind::kImport:
      return "Import";
    case Kind::kLabeled:
      return "Labeled";
    case Kind::kResources:
      return "Resources";
    case Kind::kPackage:
      return "Package";
  }
  return "?";
}

bool IsStatement(Kind kind) {
  switch (kind) {
    case Kind::kBlock:
    case Kind::kLocalVarDecl:
    case Kind::kExprStmt:
    case Kind::kIf:
    case Kind::kWhile:
    case Kind::kDoWhile:
    case Kind::kFor:
    case Kind::kForEach:
    case Kind::kBreak:
    case Kind::kContinue:
    case Kind::kReturn:
    case Kind::kThrow:
    case Kind::kTry:
    case Kind::kSwitch:
    case Kind::kEmpty:
    case Kind::kCtorCall:
    case Kind::kLabeled:
      return true;
    default:
      return false;
  }
}

bool IsExpression(Kind kind) { return kind >= Kind::kLiteral && kind <= Kind::kSuper; }

Node* Node::Add(std::unique_ptr<Node> c) {
  c->parent = this;
  children.push_back(std::move(c));
  return children.back().get();
}

void Node::InsertChild(size_t index, std::unique_ptr<Node> c) {
  c->parent = this;
  children.insert(children.begin() + static_cast<ptrdiff_t>(index), std::move(c));
}

std::unique_ptr<Node> Node::RemoveChild(size_t index) {
  std::unique_ptr<Node> c = std::move(children[index]);
  children.erase(children.begin() + static_cast<ptrdiff_t>(index));
  c->parent = nullptr;
  return c;
}

std::unique_ptr<Node> Node::ReplaceChild(size_t index, std::unique_ptr<Node> c) {
  c->parent = this;
  std::swap(children[index], c);
  c->parent = nullptr;
  return c;
}

int Node::IndexInParent() const {
  if (parent == nullptr) return -1;
  for (size_t i = 0; i < parent->children.size(); ++i) {
    if (parent->children[i].get() == this) return static_cast<int>(i);
  }
  return -1;
}

Node* Node::PrevSibling() const {
  int i = IndexInParent();
  return i > 0 ? parent->child(static_cast<size_t>(i - 1)) : nullptr;
}

Node* Node::NextSibling() const {
  int i = IndexInParent();
  if (i < 0 || static_cast<size_t>(i) + 1 >= parent->size()) return nullptr;
  return parent->child(static_cast<size_t>(i + 1));
}

const Node* AnonymousBody(const Node& new_node) {
  if (new_node.kind != Kind::kNew || new_node.children.empty()) return nullptr;
  const Node* last = new_node.children.back().get();
  return last->kind == Kind::kClassDecl ? last : nullptr;
}

bool IsLocalClassDecl(const Node& class_decl) {
  return class_decl.kind == Kind::kClassDecl && class_decl.parent != nullptr &&
         (class_decl.parent->kind == Kind::kBlock || class_decl.parent->kind == Kind::kCase ||
          class_decl.parent->kind == Kind::kNew);
}

NodePtr MakeNode(Kind kind, std::string value) {
  return std::make_unique<Node>(kind, std::move(value));
}

NodePtr Clone(const Node& node) {
  NodePtr copy = MakeNode(node.kind, node.value);
  copy->flags = node.flags;
  copy->file = node.file;
  copy->line = node.line;
  copy->col = node.col;
  copy->id = node.id;
  CopyAttached(node, *copy);
  copy->children.reserve(node.children.size());
  for (const NodePtr& c : node.children) copy->Add(Clone(*c));
  return copy;
}

void CopyAttached(const Node& from, Node& to) {
  to.attached.reset();
  if (from.attached == nullptr) return;
  for (const NodePtr& a : *from.attached) AddAttached(to, Clone(*a));
}

void AddAttached(Node& node, NodePtr n) {
  n->parent = &node;  // Scopes are found upwards from it (a call's `<T>` names a type variable).
  if (node.attached == nullptr) node.attached = std::make_unique<std::vector<NodePtr>>();
  node.attached->push_back(std::move(n));
}

const Node* FindAnnotation(const Node& decl, std::string_view name) {
  if (decl.attached != nullptr) {
    for (const NodePtr& a : *decl.attached) {
      if (a->kind == Kind::kAnnotation && a->value == name) return a.get();
    }
  }
  for (const NodePtr& c : decl.children) {
    if (c->kind == Kind::kAnnotation && c->value == name) return c.get();
  }
  return nullptr;
}

std::vector<const Node*> ExplicitTypeArguments(const Node& call) {
  std::vector<const Node*> out;
  if (call.attached == nullptr) return out;
  for (const NodePtr& a : *call.attached) {
    if (a->kind == Kind::kType) out.push_back(a.get());
  }
  return out;
}

namespace {
size_t AttachedCount(const Node& n) { return n.attached == nullptr ? 0 : n.attached->size(); }
}  // namespace

bool StructurallyEqual(const Node& a, const Node& b) {
  if (a.kind != b.kind || a.flags != b.flags || a.value != b.value ||
      a.children.size() != b.children.size() || AttachedCount(a) != AttachedCount(b)) {
    return false;
  }
  for (size_t i = 0; i < AttachedCount(a); ++i) {
    if (!StructurallyEqual(*(*a.attached)[i], *(*b.attached)[i])) return false;
  }
  for (size_t i = 0; i < a.children.size(); ++i) {
    if (!StructurallyEqual(*a.children[i], *b.children[i])) return false;
  }
  return true;
}

// FNV-1a over the node's own fields, then a multiply-rotate mix of the children's hashes:
// cheap, order-sensitive, and good enough for a cache key that is confirmed by equality.
uint64_t StructuralHashSeed(const Node& node) {
  uint64_t h = 1469598103934665603ULL;
  auto mix_byte = [&h](uint8_t b) { h = (h ^ b) * 1099511628211ULL; };
  mix_byte(static_cast<uint8_t>(node.kind));
  for (int i = 0; i < 4; ++i) mix_byte(static_cast<uint8_t>(node.flags >> (8 * i)));
  for (char c : node.value) mix_byte(static_cast<uint8_t>(c));
  mix_byte(0xff);
  if (node.attached != nullptr) {
    for (const NodePtr& a : *node.attached) h = StructuralHashCombine(h, StructuralHash(*a));
  }
  return h;
}

uint64_t StructuralHashCombine(uint64_t h, uint64_t child_hash) {
  h = (h ^ child_hash) * 0x9e3779b97f4a7c15ULL;
  return (h << 31) | (h >> 33);
}

uint64_t StructuralHash(const Node& node) {
  uint64_t h = StructuralHashSeed(node);
  for (const NodePtr& c : node.children) h = StructuralHashCombine(h, StructuralHash(*c));
  return h;
}

namespace {
void RenumberFrom(Node& n, Node* parent, int& next) {
  n.id = next++;
  n.parent = parent;
  for (NodePtr& c : n.children) RenumberFrom(*c, &n, next);
}
}  // namespace

int Renumber(Node& root) {
  int next = 0;
  RenumberFrom(root, root.parent, next);
  return next;
}

std::vector<Node*> PreOrder(Node& root) {
  std::vector<Node*> out;
  std::vector<Node*> stack = {&root};
  while (!stack.empty()) {
    Node* n = stack.back();
    stack.pop_back();
    out.push_back(n);
    for (size_t i = n->children.size(); i > 0; --i) stack.push_back(n->child(i - 1));
  }
  return out;
}

std::vector<Node*> Statements(Node& root) {
  std::vector<Node*> out;
  for (Node* n : PreOrder(root)) {
    if (IsStatement(n->kind)) out.push_back(n);
  }
  return out;
}

std::string DebugString(const Node& node) {
  std::string out;
  std::function<void(const Node&, int)> visit = [&](const Node& n, int depth) {
    out.append(static_cast<size_t>(depth) * 2, ' ');
    Append(out, KindName(n.kind));
    if (!n.value.empty()) Append(out, " ", n.value);
    if (n.flags != 0) Append(out, " [", n.flags, "]");
    out.push_back('\n');
    if (n.attached != nullptr) {
      for (const NodePtr& a : *n.attached) visit(*a, depth + 1);
    }
    for (const NodePtr& c : n.children) visit(*c, depth + 1);
  };
  visit(node, 0);
  return out;
}

}  // namespace aprgrid::lang
