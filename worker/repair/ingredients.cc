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

bool IsLastInList(const Node& n) {
  const Node* p = n.parent;
  if (p == nullptr) return false;
  if (p->kind != Kind::kBlock && p->kind != Kind::kCase) return true;
  return p->children.back().get() == &n;
}

int CountReturns(const Node& n) {
  int count = n.kind == Kind::kReturn ? 1 : 0;
  for (const auto& c : n.children) count += CountReturns(*c);
  return count;
}

}  // namespace

IngredientPool::IngredientPool(const ProgramFacts& facts, std::span<const TestRun> runs)
    : facts_(&facts) {
  std::set<int> covered;
  for (const TestRun& r : runs) covered.insert(r.covered.begin(), r.covered.end());
  std::unordered_multimap<uint64_t, const Node*> seen;
  for (const Node* t : facts.targets()) {
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
  for (const Node* ing : statements_) {
    if (Usable(target, *ing, op)) out.push_back(ing);
  }
  return out;
}

bool IngredientPool::Usable(const Node& target, const Node& ing, rl::Operator op) const {
  if (op == rl::Operator::kSeqExch && ing.kind != target.kind) return false;
  if (op != rl::Operator::kAppend && lang::StructurallyEqual(ing, target)) return false;
  if (ing.kind == Kind::kLocalVarDecl && (ing.flags & lang::kFinal) != 0) return false;
  // Declarations would shadow or clash with a local of the same name at the target.
  std::vector<Variable> visible = facts_->VisibleVariables(target);
  // An appended statement also sees what the target declares.
  if (op == rl::Operator::kAppend && target.kind == Kind::kLocalVarDecl) {
    visible.push_back({target.value, target.child(0)->value, false, false});
  }
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
    if (here && here->type != there->type) return false;
  }
  std::set<std::string> written;
  WrittenNames(ing, written);
  for (const std::string& name : written) {
    const Variable* v = find(name);
    if (v != nullptr && v->is_final) return false;
  }
  bool replaces = op != rl::Operator::kAppend;
  if (Contains(ing, Kind::kReturn)) {
    if (ProgramFacts::ReturnTypeAt(ing) != ProgramFacts::ReturnTypeAt(target)) return false;
    // A top-level return must end its block: after the target it is appended to, or in place
    // of a target that ends its block.
    if (ing.kind == Kind::kReturn && !IsLastInList(target)) return false;
  }
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

}  // namespace aprgrid::repair
