#include "worker/crf/data/method_mutator.h"

#include <algorithm>
#include <functional>

#include "worker/crf/data/labeller.h"

namespace aprgrid::crf {

using lang::Kind;
using lang::MakeNode;
using lang::Node;
using lang::NodePtr;

namespace {

bool IsLogical(const Node& n) {
  return n.kind == Kind::kBinaryOperator && (n.value == "&&" || n.value == "||");
}
bool IsLower(const std::string& s) { return !s.empty() && s[0] >= 'a' && s[0] <= 'z'; }
bool ContainsNull(const Node& n) {
  if (n.kind == Kind::kLiteral && n.value == "null") return true;
  for (const auto& c : n.children) {
    if (ContainsNull(*c)) return true;
  }
  return false;
}
bool IsAssignTarget(const Node& n) {
  return n.parent != nullptr && n.parent->kind == Kind::kAssignment && n.IndexInParent() == 0;
}
// An expression in a value position that may be replaced by another expression.
bool IsValueExpression(const Node& n) {
  const Node* p = n.parent;
  if (p == nullptr || IsAssignTarget(n) || !lang::IsExpression(n.kind)) return false;
  if (p->kind == Kind::kExprStmt || p->kind == Kind::kUnaryOperator) return false;
  if ((p->kind == Kind::kMethodCall || p->kind == Kind::kFieldAccess) && n.IndexInParent() == 0) {
    return false;  // A call's or field's target.
  }
  return lang::IsExpression(p->kind) || p->kind == Kind::kReturn ||
         p->kind == Kind::kLocalVarDecl || p->kind == Kind::kIf || p->kind == Kind::kWhile;
}
std::vector<const Node*> SlotStatements(const Node& slot) {
  std::vector<const Node*> out;
  if (slot.kind == Kind::kBlock) {
    for (const auto& c : slot.children) out.push_back(c.get());
  } else {
    out.push_back(&slot);
  }
  return out;
}
std::string OtherOperator(const std::string& op, Rng& rng) {
  static const std::vector<std::vector<std::string>> kGroups = {
      {"+", "-", "*", "/", "%"}, {"<", "<=", ">", ">=", "==", "!="}, {"&", "|", "^"}, {"<<", ">>"}};
  for (const auto& g : kGroups) {
    if (std::find(g.begin(), g.end(), op) == g.end()) continue;
    std::string other;
    do {
      other = g[rng.Below(g.size())];
    } while (other == op);
    return other;
  }
  return "";
}

}  // namespace

ProjectPools CollectProjectPools(const Node& unit) {
  ProjectPools pools;
  std::vector<const Node*> stack;
  for (const auto& cls : unit.children) {
    for (const auto& m : cls->children) {
      if (m->kind == Kind::kMethodDecl) {
        const int arity = static_cast<int>(m->child(1)->size());
        pools.methods.push_back({m->value, arity});
        if (arity >= 1) pools.wrappers.push_back({m->value, arity});
      }
      // The member's literals, in pre-order.
      stack.assign(1, m.get());
      while (!stack.empty()) {
        const Node& n = *stack.back();
        stack.pop_back();
        if (n.kind == Kind::kLiteral && !n.value.empty()) {
          if (n.value[0] == '"') pools.strings.push_back(n.value);
          if (n.value[0] >= '0' && n.value[0] <= '9') pools.numbers.push_back(n.value);
        }
        for (size_t i = n.children.size(); i > 0; --i) stack.push_back(n.child(i - 1));
      }
    }
  }
  if (pools.methods.empty()) pools.methods.push_back({"get", 0});
  if (pools.wrappers.empty()) pools.wrappers.push_back({"valueOf", 1});
  if (pools.numbers.empty()) pools.numbers = {"0", "1", "2"};
  if (pools.strings.empty()) pools.strings = {"\"\"", "\"a\""};
  return pools;
}

std::vector<std::string> ClassFields(const Node& class_decl) {
  std::vector<std::string> fields;
  for (const auto& m : class_decl.children) {
    if (m->kind == Kind::kFieldDecl) fields.push_back(m->value);
  }
  return fields;
}

MethodMutator::MethodMutator(Node& method, const ProjectPools& pools,
                             std::span<const std::string> fields, Rng& rng)
    : method_(method), rng_(rng), pools_(&pools), fields_(fields) {
  std::vector<const Node*> stack = {&method};
  while (!stack.empty()) {
    const Node& n = *stack.back();
    stack.pop_back();
    if (n.kind == Kind::kLocalVarDecl || n.kind == Kind::kParam) locals_.push_back(n.value);
    for (size_t i = n.children.size(); i > 0; --i) stack.push_back(n.child(i - 1));
  }
}

const std::string& MethodMutator::Pick(const std::vector<std::string>& v) {
  return v[rng_.Below(v.size())];
}

const std::string& MethodMutator::PickVar() {
  const size_t i = rng_.Below(NumVars());
  return i < fields_.size() ? fields_[i] : locals_[i - fields_.size()];
}

std::string MethodMutator::OtherVar(const std::string& not_this) {
  for (int i = 0; i < 8 && NumVars() > 0; ++i) {
    const std::string& v = PickVar();
    if (v != not_this) return v;
  }
  return not_this + "2";
}

NodePtr MethodMutator::Condition(bool null_check) {
  std::string v = NumVars() == 0 ? "x" : PickVar();
  if (null_check) {
    auto op = MakeNode(Kind::kBinaryOperator, rng_.Bernoulli(0.7) ? "!=" : "==");
    op->Add(rng_.Bernoulli(0.8) ? MakeNode(Kind::kVariableAccess, v)
                                : Call(PickCallee(pools_->methods), nullptr));
    op->Add(MakeNode(Kind::kLiteral, "null"));
    return op;
  }
  switch (rng_.Below(4)) {
    case 0:
      return MakeNode(Kind::kVariableAccess, v);
    case 1: {
      auto neg = MakeNode(Kind::kUnaryOperator, "!");
      neg->Add(MakeNode(Kind::kVariableAccess, v));
      return neg;
    }
    default: {
      static const std::vector<std::string> kOps = {"<", "<=", ">", ">=", "==", "!="};
      auto op = MakeNode(Kind::kBinaryOperator, Pick(kOps));
      op->Add(MakeNode(Kind::kVariableAccess, v));
      op->Add(rng_.Bernoulli(0.3) ? MakeNode(Kind::kVariableAccess, OtherVar(v))
                                  : MakeNode(Kind::kLiteral, Pick(pools_->numbers)));
      return op;
    }
  }
}

NodePtr MethodMutator::Take(Node* x) { return x->parent->RemoveChild(x->IndexInParent()); }

void MethodMutator::Replace(Node* x, NodePtr y) {
  x->parent->ReplaceChild(x->IndexInParent(), std::move(y));
}

const MethodMutator::Callee& MethodMutator::PickCallee(const std::vector<Callee>& v) {
  return v[rng_.Below(v.size())];
}

NodePtr MethodMutator::Operand() {
  const uint64_t kind = rng_.Below(10);
  if (kind < 6 && NumVars() > 0) return MakeNode(Kind::kVariableAccess, PickVar());
  if (kind < 9) {
    return MakeNode(Kind::kLiteral,
                    rng_.Bernoulli(0.7) ? Pick(pools_->numbers) : Pick(pools_->strings));
  }
  auto call = MakeNode(Kind::kMethodCall, PickCallee(pools_->methods).name);
  call->Add(MakeNode(Kind::kNone));
  return call;
}

NodePtr MethodMutator::Target() {
  if (NumVars() == 0 || rng_.Bernoulli(0.67)) return MakeNode(Kind::kNone);
  return MakeNode(Kind::kVariableAccess, PickVar());
}

NodePtr MethodMutator::Call(const Callee& callee, NodePtr keep) {
  auto call = MakeNode(Kind::kMethodCall, callee.name);
  call->Add(Target());
  const int arity = std::max(callee.arity, keep != nullptr ? 1 : 0);
  const int at = keep != nullptr ? static_cast<int>(rng_.Below(arity)) : -1;
  for (int i = 0; i < arity; ++i) call->Add(i == at ? std::move(keep) : Operand());
  return call;
}

std::vector<Node*> MethodMutator::Candidates(int t) const {
  std::vector<Node*> out;
  std::function<void(Node&)> walk = [&](Node& n) {
    for (const auto& c : n.children) walk(*c);
    const Node* p = n.parent;
    bool in_block = p != nullptr && p->kind == Kind::kBlock;
    switch (t) {
      case kWrapMeth:
        if (n.kind == Kind::kMethodCall && n.size() == 2 && IsValueExpression(n) &&
            (n.child(0)->kind == Kind::kNone || n.child(0)->kind == Kind::kVariableAccess) &&
            lang::IsExpression(n.child(1)->kind)) {
          out.push_back(&n);
        }
        break;
      case kUnwrapMeth:
      case kWrapIfElseN:  // Case c is handled as a ?: around a value (see Apply).
      case kWrapIfElseO:
        if (t == kUnwrapMeth && IsValueExpression(n) &&
            (n.kind == Kind::kVariableAccess || n.kind == Kind::kMethodCall ||
             n.kind == Kind::kFieldAccess)) {
          out.push_back(&n);
        }
        if (t != kUnwrapMeth && n.kind == Kind::kIf && n.size() == 3 && in_block) {
          out.push_back(&n);
        }
        if (t != kUnwrapMeth && n.kind == Kind::kConditional && IsValueExpression(n)) {
          out.push_back(&n);
        }
        break;
      case kVarRwVar:
      case kMethRwVar:
        if (n.kind == Kind::kVariableAccess && IsLower(n.value) &&
            (t == kVarRwVar || IsValueExpression(n))) {
          out.push_back(&n);
        }
        break;
      case kVarRwMeth:
        if (n.kind == Kind::kMethodCall && n.child(0)->kind == Kind::kNone &&
            IsValueExpression(n)) {
          out.push_back(&n);
        }
        break;
      case kMethRwMeth:
        if (n.kind == Kind::kMethodCall) out.push_back(&n);
        break;
      case kBinOperRep:
        if (n.kind == Kind::kBinaryOperator && !IsLogical(n) &&
            !OtherOperator(n.value, rng_).empty()) {
          out.push_back(&n);
        }
        break;
      case kConstantRep:
        if (n.kind == Kind::kLiteral && n.value != "null" && !n.value.empty() &&
            n.value[0] != '\'') {
          out.push_back(&n);
        }
        break;
      case kLogExpExp:
        if (IsLogical(n)) out.push_back(&n);
        break;
      case kLogExpRed:
        if (IsLogicalExpressionRoot(n)) out.push_back(&n);
        break;
      case kWrapIfN:
      case kWrapIfO:
        if (n.kind == Kind::kIf && n.size() == 2 && in_block &&
            ContainsNull(*n.child(0)) == (t == kWrapIfN)) {
          out.push_back(&n);
        }
        break;
      case kUnwrapIf:
        if (in_block && lang::IsStatement(n.kind) && n.kind != Kind::kLocalVarDecl &&
            n.kind != Kind::kBlock) {
          out.push_back(&n);
        }
        break;
      case kWrapTry:
        if (n.kind == Kind::kTry && in_block && n.child(0)->kind == Kind::kBlock &&
            n.child(0)->size() >= 1) {
          out.push_back(&n);
        }
        break;
      default:
        break;
    }
  };
  walk(method_);
  return out;
}

bool MethodMutator::Apply(int t, Node* x, InjectionPlan& plan) {
  auto label = [&](const Node* n, int transform) {
    plan.labels[n] = transform;
    if (plan.statement == nullptr) plan.statement = EnclosingStatement(n);
  };
  switch (t) {
    case kWrapMeth: {  // Correct m(e) -> buggy e.
      NodePtr arg = x->RemoveChild(1);
      Node* kept = arg.get();
      Replace(x, std::move(arg));
      label(kept, kWrapMeth);
      return true;
    }
    case kUnwrapMeth: {  // Correct e -> buggy [r.]m(..., e, ...), m a project method.
      Node* parent = x->parent;
      int index = x->IndexInParent();
      NodePtr e = Take(x);
      parent->InsertChild(index, Call(PickCallee(pools_->wrappers), std::move(e)));
      label(x, kUnwrapMeth);
      return true;
    }
    case kVarRwVar: {
      std::string other = OtherVar(x->value);
      x->value = other;
      label(x, kVarRwVar);
      return true;
    }
    case kVarRwMeth: {  // Correct call -> buggy variable.
      auto var = MakeNode(Kind::kVariableAccess, OtherVar(""));
      Node* v = var.get();
      Replace(x, std::move(var));
      label(v, kVarRwMeth);
      return true;
    }
    case kMethRwVar: {  // Correct variable -> buggy call of a project method, with its arguments.
      NodePtr call = Call(PickCallee(pools_->methods), nullptr);
      Node* c = call.get();
      Replace(x, std::move(call));
      label(c, kMethRwVar);
      return true;
    }
    case kMethRwMeth: {
      if (rng_.Bernoulli(0.25)) {
        // Case 2: the buggy call has one more argument (a variable, literal or call, at any
        // position).
        // The operand is drawn before its position, as gcc evaluated this call's arguments
        // before it was sequenced (a clang build drew them the other way round).
        NodePtr operand = Operand();
        x->InsertChild(1 + static_cast<int>(rng_.Below(x->size())), std::move(operand));
      } else {
        std::string other = PickCallee(pools_->methods).name;
        if (other == x->value) other += "2";
        x->value = other;
      }
      label(x, kMethRwMeth);
      return true;
    }
    case kBinOperRep:
      x->value = OtherOperator(x->value, rng_);
      label(x, kBinOperRep);
      return true;
    case kConstantRep: {
      std::string& v = x->value;
      if (v == "true" || v == "false") {
        v = v == "true" ? "false" : "true";
      } else {
        // Another literal of the project, or the value off by one (numbers) or cut short
        // (strings); never the correct value.
        const bool is_string = v[0] == '"';
        const std::vector<std::string>& pool = is_string ? pools_->strings : pools_->numbers;
        std::string other = Pick(pool);
        if (other == v || rng_.Bernoulli(0.3)) {
          if (is_string) {
            other = v.size() > 2 ? v.substr(0, v.size() - 2) + "\"" : "\" \"";
          } else if (v.find_first_not_of("0123456789") == std::string::npos && v.size() < 9) {
            const long n = std::stol(v);
            other = std::to_string(n == 0 || rng_.Bernoulli(0.5) ? n + 1 : n - 1);
          } else {
            other = v == "0" ? "1" : "0";
          }
        }
        v = other;
      }
      label(x, kConstantRep);
      return true;
    }
    case kLogExpExp: {  // Correct A && B -> buggy A (or B).
      int keep = static_cast<int>(rng_.Below(2)) + 0;
      NodePtr kept = x->RemoveChild(keep);
      Node* k = kept.get();
      Replace(x, std::move(kept));
      const Node* root = k;
      while (root->parent != nullptr && IsLogical(*root->parent)) root = root->parent;
      if (!IsLogicalExpressionRoot(*root)) return false;
      label(root, kLogExpExp);
      return true;
    }
    case kLogExpRed: {  // Correct C -> buggy C && D.
      auto op = MakeNode(Kind::kBinaryOperator, rng_.Bernoulli(0.5) ? "&&" : "||");
      Node* o = op.get();
      Node* parent = x->parent;
      int index = x->IndexInParent();
      op->Add(Take(x));
      op->Add(Condition(rng_.Bernoulli(0.3)));
      parent->InsertChild(index, std::move(op));
      label(o, kLogExpRed);
      return true;
    }
    case kWrapIfN:
    case kWrapIfO:
    case kWrapIfElseN:
    case kWrapIfElseO:
    case kWrapTry: {
      if (x->kind == Kind::kConditional) {  // Wrap-IFELSE case c: c ? a : b -> a (or b).
        bool null_check = ContainsNull(*x->child(0));
        if (null_check != (t == kWrapIfElseN)) return false;
        NodePtr kept = x->RemoveChild(1 + rng_.Below(2));
        Node* k = kept.get();
        Replace(x, std::move(kept));
        label(k, t);
        return true;
      }
      if (x->kind == Kind::kIf) {
        bool null_check = ContainsNull(*x->child(0));
        bool want_null = t == kWrapIfN || t == kWrapIfElseN;
        if (null_check != want_null) return false;
      }
      // The kept statement: the single statement of the THEN (or ELSE, or TRY) slot.
      int slot = t == kWrapTry ? 0 : 1;
      if ((t == kWrapIfElseN || t == kWrapIfElseO) && rng_.Bernoulli(0.5)) slot = 2;
      std::vector<const Node*> stmts = SlotStatements(*x->child(slot));
      if (stmts.size() != 1 || stmts[0]->kind == Kind::kLocalVarDecl ||
          stmts[0]->kind == Kind::kBlock) {
        return false;
      }
      Node* slot_node = x->child(slot);
      NodePtr kept =
          slot_node->kind == Kind::kBlock ? slot_node->RemoveChild(0) : x->RemoveChild(slot);
      Node* k = kept.get();
      Replace(x, std::move(kept));
      plan.statement = k;
      plan.vr = t;
      return true;
    }
    case kUnwrapIf: {  // Correct S -> buggy if (c) { S }.
      auto guard = MakeNode(Kind::kIf);
      Node* g = guard.get();
      guard->Add(Condition(rng_.Bernoulli(0.4)));
      auto block = MakeNode(Kind::kBlock);
      Node* parent = x->parent;
      int index = x->IndexInParent();
      block->Add(Take(x));
      guard->Add(std::move(block));
      parent->InsertChild(index, std::move(guard));
      plan.statement = g;
      plan.labels[g] = kUnwrapIf;
      return true;
    }
    default:
      return false;
  }
}

void MethodMutator::WrapForward(int t, Node* x, Node* fixed_x, InjectionPlan& plan) {
  Node* parent = fixed_x->parent;
  const int index = fixed_x->IndexInParent();
  NodePtr kept = Take(fixed_x);
  auto block = [](NodePtr statement) {
    auto b = MakeNode(Kind::kBlock);
    if (statement != nullptr) b->Add(std::move(statement));
    return b;
  };
  NodePtr wrapper;
  if (t == kWrapTry) {
    wrapper = MakeNode(Kind::kTry);
    wrapper->Add(block(std::move(kept)));
    auto handler = MakeNode(Kind::kCatch, "e");
    handler->Add(MakeNode(Kind::kType, "Exception"));
    handler->Add(block(nullptr));
    wrapper->Add(std::move(handler));
  } else {
    wrapper = MakeNode(Kind::kIf);
    wrapper->Add(Condition(t == kWrapIfN || t == kWrapIfElseN));
    if (t == kWrapIfN || t == kWrapIfO) {
      wrapper->Add(block(std::move(kept)));
    } else {
      // The other branch gets a new statement: a call of a method of the class
      // (docs/crf-transform-prediction.md, section 4.1, Wrap-IFELSE cases a and b want the other
      // block not empty).
      auto call = Call(PickCallee(pools_->methods), nullptr);
      auto other = MakeNode(Kind::kExprStmt);
      other->Add(std::move(call));
      const bool kept_in_then = rng_.Bernoulli(0.5);
      wrapper->Add(block(kept_in_then ? std::move(kept) : std::move(other)));
      wrapper->Add(block(kept_in_then ? std::move(other) : std::move(kept)));
    }
  }
  parent->InsertChild(index, std::move(wrapper));
  plan.statement = x;
  plan.vr = t;
}

bool IsStatementWrap(int t) {
  return t == kWrapIfN || t == kWrapIfO || t == kWrapIfElseN || t == kWrapIfElseO || t == kWrapTry;
}

std::vector<Node*> ForwardWrapCandidates(Node& method) {
  std::vector<Node*> out;
  for (Node* n : lang::PreOrder(method)) {
    if (n->parent != nullptr && n->parent->kind == Kind::kBlock && n->parent->size() >= 2 &&
        lang::IsStatement(n->kind) && n->kind != Kind::kLocalVarDecl && n->kind != Kind::kBlock &&
        n->kind != Kind::kEmpty && n->kind != Kind::kCtorCall) {
      out.push_back(n);
    }
  }
  return out;
}

const Node* EnclosingStatement(const Node* n) {
  for (; n != nullptr; n = n->parent) {
    if (lang::IsStatement(n->kind) && n->kind != Kind::kBlock) return n;
  }
  return nullptr;
}

}  // namespace aprgrid::crf
