#include "worker/repair/ingredients.h"

#include <algorithm>
#include <optional>
#include <set>
#include <unordered_map>

namespace aprgrid::repair {
namespace {

using lang::Kind;
using lang::Node;

bool Contains(const Node& n, Kind kind) {
  if (n.kind == kind) return true;
  for (const auto& c : n.children) {
    if (Contains(*c, kind)) return true;
  }
  return false;
}

bool IsLoop(Kind k) {
  return k == Kind::kWhile || k == Kind::kDoWhile || k == Kind::kFor || k == Kind::kForEach;
}

// Names assigned, incremented or decremented as plain variables inside `n`.
void WrittenNames(const Node& n, std::set<std::string>& out) {
  if ((n.kind == Kind::kAssignment ||
       (n.kind == Kind::kUnaryOperator && (n.value == "++" || n.value == "--"))) &&
      n.size() > 0 && n.child(0)->kind == Kind::kVariableAccess) {
    out.insert(n.child(0)->value);
  }
  for (const auto& c : n.children) WrittenNames(*c, out);
}

void DeclaredNames(const Node& n, std::set<std::string>& out) {
  if (n.kind == Kind::kLocalVarDecl || n.kind == Kind::kForEach || n.kind == Kind::kCatch) {
    out.insert(n.value);
  }
  for (const auto& c : n.children) DeclaredNames(*c, out);
}

// JaRFly's blockThatContainsThisStatement: the nearest enclosing block (a switch case is not a
// block); a top-level return ingredient goes only where the target is its last statement.
bool LastOfEnclosingBlock(const Node& n) {
  const Node* b = n.parent;
  while (b != nullptr && b->kind != Kind::kBlock) b = b->parent;
  if (b == nullptr || b->children.empty()) return false;
  // The target itself, or the outermost statement holding it, must end the block.
  return b->children.back().get() == &n;
}

// The first statement of a constructor's body.
bool FirstOfConstructor(const Node& n) {
  const Node* b = n.parent;
  return b != nullptr && b->kind == Kind::kBlock && b->parent != nullptr &&
         b->parent->kind == Kind::kConstructorDecl && !b->children.empty() &&
         b->children.front().get() == &n;
}

void CtorCalls(const Node& n, std::vector<const Node*>& out) {
  if (n.kind == Kind::kCtorCall) out.push_back(&n);
  for (const auto& c : n.children) CtorCalls(*c, out);
}

int CountReturns(const Node& n) {
  int count = n.kind == Kind::kReturn ? 1 : 0;
  for (const auto& c : n.children) count += CountReturns(*c);
  return count;
}

}  // namespace

bool CanBeDeleted(const Node& target) {
  if (target.kind != Kind::kReturn) return true;
  const Node* method = ProgramFacts::EnclosingMethod(target);
  return method == nullptr || CountReturns(*method) >= 2;
}

IngredientPool::IngredientPool(const ProgramFacts& facts, std::span<const TestRun> runs)
    : facts_(&facts) {
  std::set<int> covered;
  for (const TestRun& r : runs) covered.insert(r.covered.begin(), r.covered.end());
  std::unordered_multimap<uint64_t, const Node*> seen;
  // Repair targets and explicit constructor calls of the classes under repair, in id order.
  std::vector<const Node*> sources(facts.targets().begin(), facts.targets().end());
  std::vector<const Node*> calls;
  CtorCalls(facts.unit(), calls);
  for (const Node* c : calls) {
    if (facts.InRepairFile(*c)) sources.push_back(c);
  }
  std::sort(sources.begin(), sources.end(),
            [](const Node* a, const Node* b) { return a->id < b->id; });
  for (const Node* t : sources) {
    if (!covered.contains(t->id)) continue;
    if (t->kind == Kind::kBlock && t->size() == 0) continue;
    uint64_t h = lang::StructuralHash(*t);
    bool duplicate = false;
    auto [lo, hi] = seen.equal_range(h);
    for (auto it = lo; it != hi; ++it) {
      if (lang::StructurallyEqual(*it->second, *t)) duplicate = true;
    }
    if (duplicate) continue;
    seen.emplace(h, t);
    statements_.push_back(t);
  }
}

std::vector<const Node*> IngredientPool::UsableAt(const Node& target, rl::Operator op) const {
  std::vector<const Node*> out;
  // Declarations would shadow or clash with a local of the same name at the target.
  std::vector<Variable> visible = facts_->VisibleVariables(target);
  // An appended statement also sees what the target declares.
  if (op == rl::Operator::kAppend && target.kind == Kind::kLocalVarDecl) {
    visible.push_back({target.value, target.child(0)->value, false, false});
  }
  for (const Node* ing : statements_) {
    if (Usable(target, visible, *ing, op)) out.push_back(ing);
  }
  return out;
}

bool IngredientPool::Usable(const Node& target, const std::vector<Variable>& visible,
                            const Node& ing, rl::Operator op) const {
  if (op == rl::Operator::kSeqExch && ing.kind != target.kind) return false;
  if (op != rl::Operator::kAppend && lang::StructurallyEqual(ing, target)) return false;
  if (ing.kind == Kind::kLocalVarDecl && (ing.flags & lang::kFinal) != 0) return false;
  auto find = [&](const std::string& name) -> const Variable* {
    for (const Variable& v : visible) {
      if (v.name == name) return &v;
    }
    return nullptr;
  };
  std::set<std::string> declared;
  DeclaredNames(ing, declared);
  for (const std::string& name : declared) {
    const Variable* clash = find(name);
    if (clash != nullptr && !clash->is_field) return false;
  }
  // Every variable the ingredient uses must be visible at the target with the same type.
  for (const std::string& name : FreeVariableNames(ing, *facts_)) {
    const Variable* there = find(name);
    if (there == nullptr) return false;
    std::optional<Variable> here = facts_->FindVariable(ing, name);
    if (here && !facts_->SameType(here->type, ing, there->type, target)) return false;
  }
  std::set<std::string> written;
  WrittenNames(ing, written);
  for (const std::string& name : written) {
    const Variable* v = find(name);
    if (v != nullptr && v->is_final) return false;
  }
  bool replaces = op != rl::Operator::kAppend;
  if (ing.kind == Kind::kReturn) {
    // JaRFly's scopeHelper: never into a void method or a constructor, only where the target
    // ends its enclosing block, and a returned plain variable must have the method's type.
    std::string ret = ProgramFacts::ReturnTypeAt(target);
    if (ret == "void") return false;
    if (!LastOfEnclosingBlock(target)) return false;
    if (ing.size() > 0 && ing.child(0)->kind == Kind::kVariableAccess) {
      std::optional<Variable> v = facts_->FindVariable(ing, ing.child(0)->value);
      if (!v || !facts_->SameType(v->type, ing, ret, target)) return false;
    }
  }
  // Our addition (JaRFly has none): an ingredient holding a return comes from a method with the
  // target's return type, so the edit can type-check.
  if (Contains(ing, Kind::kReturn) &&
      !facts_->SameType(ProgramFacts::ReturnTypeAt(ing), ing, ProgramFacts::ReturnTypeAt(target),
                        target)) {
    return false;
  }
  if (ing.kind == Kind::kCtorCall && (!replaces || !FirstOfConstructor(target))) return false;
  if (!IsLoop(ing.kind) && ing.kind != Kind::kSwitch) {
    if (Contains(ing, Kind::kBreak) && !ProgramFacts::InsideLoopOrSwitch(target)) return false;
    if (Contains(ing, Kind::kContinue) && !ProgramFacts::InsideLoop(target)) return false;
  }
  if (replaces && target.kind == Kind::kReturn && ing.kind != Kind::kReturn) {
    const Node* method = ProgramFacts::EnclosingMethod(target);
    if (method != nullptr && CountReturns(*method) == 1) return false;
  }
  return true;
}

IngredientCounts CountIngredients(const IngredientPool& pool, const Node& target) {
  std::vector<const Node*> append;
  std::vector<const Node*> replace;
  // The preconditions of AppliesGenProg (operators_genprog.cc), before any list is asked for.
  if (target.kind != Kind::kReturn && target.kind != Kind::kThrow) {
    append = pool.UsableAt(target, rl::Operator::kAppend);
  }
  if (CanBeDeleted(target)) replace = pool.UsableAt(target, rl::Operator::kReplace);
  std::set<const Node*> either(append.begin(), append.end());
  either.insert(replace.begin(), replace.end());
  return {static_cast<int>(append.size()), static_cast<int>(replace.size()),
          static_cast<int>(either.size())};
}

}  // namespace aprgrid::repair
