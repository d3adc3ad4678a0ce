#include "worker/repair/program_facts.h"

#include <algorithm>
#include <set>

namespace aprgrid::repair {
namespace {

using lang::Kind;
using lang::Node;

void AddLocal(const Node& decl, std::vector<Variable>& out) {
  if (decl.kind != Kind::kLocalVarDecl || decl.size() == 0) return;
  out.push_back({decl.value, decl.child(0)->value, (decl.flags & lang::kFinal) != 0, false});
}

void AddParams(const Node& params, std::vector<Variable>& out) {
  for (const auto& p : params.children) {
    if (p->kind == Kind::kParam && p->size() > 0) out.push_back({p->value, p->child(0)->value});
  }
}

std::string_view BaseType(std::string_view text) {
  size_t bracket = text.find('[');
  return bracket == std::string_view::npos ? text : text.substr(0, bracket);
}

}  // namespace

ProgramFacts::ProgramFacts(const Node& unit, const lang::ClassTable& table, int num_repair_files)
    : unit_(&unit), table_(&table), num_repair_files_(num_repair_files) {
  std::vector<const Node*> stack{&unit};
  while (!stack.empty()) {
    const Node* n = stack.back();
    stack.pop_back();
    if (n->id >= 0) {
      if (by_id_.size() <= static_cast<size_t>(n->id)) by_id_.resize(n->id + 1, nullptr);
      by_id_[n->id] = n;
    }
    for (const auto& c : n->children) stack.push_back(c.get());
  }
  for (const Node* n : by_id_) {
    if (n != nullptr && IsRepairTarget(*n)) targets_.push_back(n);
  }
}

const Node* ProgramFacts::node(int id) const {
  if (id < 0 || static_cast<size_t>(id) >= by_id_.size()) return nullptr;
  return by_id_[id];
}

bool ProgramFacts::IsRepairTarget(const Node& n) const {
  if (!lang::IsStatement(n.kind) || n.kind == Kind::kCtorCall) return false;
  if (n.file < 0 || n.file >= num_repair_files_ || n.parent == nullptr) return false;
  Kind pk = n.parent->kind;
  if (pk == Kind::kForInit || pk == Kind::kForUpdate) return false;
  if (pk == Kind::kMethodDecl || pk == Kind::kConstructorDecl) return false;
  if (pk == Kind::kCatch || pk == Kind::kFinally || pk == Kind::kTry) return false;
  if (pk == Kind::kResources) return false;  // A resource is a declaration, not a statement.
  return EnclosingMethod(n) != nullptr;
}

const Node* ProgramFacts::EnclosingMethod(const Node& n) {
  for (const Node* a = n.parent; a != nullptr; a = a->parent) {
    if (a->kind == Kind::kMethodDecl || a->kind == Kind::kConstructorDecl) return a;
  }
  return nullptr;
}

const Node* ProgramFacts::EnclosingClass(const Node& n) {
  for (const Node* a = n.parent; a != nullptr; a = a->parent) {
    if (a->kind == Kind::kClassDecl) return a;
  }
  return nullptr;
}

std::string ProgramFacts::ReturnTypeAt(const Node& n) {
  const Node* m = EnclosingMethod(n);
  if (m == nullptr || m->kind != Kind::kMethodDecl) return "void";
  return m->child(0)->value;
}

bool ProgramFacts::InsideLoop(const Node& n) {
  for (const Node* a = n.parent; a != nullptr; a = a->parent) {
    switch (a->kind) {
      case Kind::kWhile:
      case Kind::kDoWhile:
      case Kind::kFor:
      case Kind::kForEach:
        return true;
      case Kind::kMethodDecl:
      case Kind::kConstructorDecl:
        return false;
      default:
        break;
    }
  }
  return false;
}

bool ProgramFacts::InsideLoopOrSwitch(const Node& n) {
  for (const Node* a = n.parent; a != nullptr; a = a->parent) {
    if (a->kind == Kind::kSwitch) return true;
    if (a->kind == Kind::kMethodDecl || a->kind == Kind::kConstructorDecl) break;
  }
  return InsideLoop(n);
}

std::vector<Variable> ProgramFacts::VisibleVariables(const Node& n) const {
  std::vector<Variable> out;
  bool static_context = false;  // Instance fields are not visible in static methods.
  const Node* child = &n;
  for (const Node* a = n.parent; a != nullptr; child = a, a = a->parent) {
    switch (a->kind) {
      case Kind::kBlock:
      case Kind::kCase:
        for (const auto& c : a->children) {
          if (c.get() == child) break;
          AddLocal(*c, out);
        }
        break;
      case Kind::kFor:
        if (a->size() > 0 && a->child(0) != child) {
          for (const auto& c : a->child(0)->children) AddLocal(*c, out);
        }
        break;
      case Kind::kForEach:
        if (a->size() > 0 && a->child(a->size() - 1) == child) {
          out.push_back({a->value, a->child(0)->value});
        }
        break;
      case Kind::kCatch:
        out.push_back({a->value, a->child(0)->value});
        break;
      case Kind::kResources:  // A try-with-resources resource sees the ones before it.
        for (const auto& c : a->children) {
          if (c.get() == child) break;
          AddLocal(*c, out);
        }
        break;
      case Kind::kTry:  // Its block sees all its resources; its catch and finally none.
        if (a->size() > 1 && a->child(0)->kind == Kind::kResources && a->child(1) == child) {
          for (const auto& c : a->child(0)->children) AddLocal(*c, out);
        }
        break;
      case Kind::kMethodDecl:
        AddParams(*a->child(1), out);
        static_context = (a->flags & lang::kStatic) != 0;
        break;
      case Kind::kConstructorDecl:
        AddParams(*a->child(0), out);
        break;
      case Kind::kClassDecl:
        for (const auto& m : a->children) {
          if (m->kind == Kind::kFieldDecl && m->size() > 0 &&
              (!static_context || (m->flags & lang::kStatic) != 0)) {
            out.push_back({m->value, m->child(0)->value, (m->flags & lang::kFinal) != 0, true});
          }
        }
        // A local or anonymous class's code also sees the enclosing body's locals it may capture
        // (docs/subject-language.md, "Programs"); a member class's scope ends here.
        if (!lang::IsLocalClassDecl(*a)) return out;
        break;
      default:
        break;
    }
  }
  return out;
}

std::optional<Variable> ProgramFacts::FindVariable(const Node& at, std::string_view name) const {
  for (Variable& v : VisibleVariables(at)) {
    if (v.name == name) return std::move(v);
  }
  return std::nullopt;
}

bool ProgramFacts::IsClassName(std::string_view name) const { return table_->Find(name) >= 0; }

int ProgramFacts::ClassOfType(std::string_view type_text) const {
  if (type_text.find('[') != std::string_view::npos) return -1;
  return table_->Find(BaseType(type_text));
}

int ProgramFacts::ReceiverClass(const Node& call) const {
  if (call.kind != Kind::kMethodCall || call.size() == 0) return -1;
  const Node* target = call.child(0);
  switch (target->kind) {
    case Kind::kNone:
    case Kind::kThis: {
      const Node* cls = EnclosingClass(call);
      if (cls == nullptr) return -1;
      // A member type's table name is qualified by its enclosing classes ("Outer.Inner").
      std::string name = cls->value;
      for (const Node* a = cls->parent; a != nullptr && a->kind == Kind::kClassDecl;
           a = a->parent) {
        name = a->value + "." + name;
      }
      const int id = table_->Find(name);
      // `Outer.this.m()`: the enclosing class it names.
      if (id >= 0 && !target->value.empty()) return table_->Resolve(id, target->value);
      return id;
    }
    case Kind::kVariableAccess: {
      if (auto v = FindVariable(call, target->value)) return ClassOfType(v->type);
      return table_->Find(target->value);  // A static call such as Math.max(...).
    }
    case Kind::kLiteral:
      return target->value.starts_with("\"") ? table_->Find("String") : -1;
    default:
      break;
  }
  // Otherwise: the unique class declaring a method of this name and arity, if there is one.
  int found = -1;
  size_t arity = call.size() - 1;
  for (const lang::MethodInfo& m : table_->methods) {
    if (m.is_ctor || m.name != call.value || m.params.size() != arity) continue;
    if (found >= 0 && found != m.owner) return -1;
    found = m.owner;
  }
  return found;
}

int ProgramFacts::LineOf(const Node& n) {
  for (const Node* a = &n; a != nullptr; a = a->parent) {
    if (a->line > 0) return a->line;
  }
  return 0;
}

std::vector<std::string> FreeVariableNames(const Node& n, const ProgramFacts& facts) {
  std::set<std::string> declared;
  std::set<std::string> used;
  std::vector<const Node*> stack{&n};
  while (!stack.empty()) {
    const Node* x = stack.back();
    stack.pop_back();
    switch (x->kind) {
      case Kind::kLocalVarDecl:
      case Kind::kForEach:
      case Kind::kCatch:
        declared.insert(x->value);
        break;
      case Kind::kVariableAccess:
        if (!facts.IsClassName(x->value)) used.insert(x->value);
        break;
      default:
        break;
    }
    for (const auto& c : x->children) stack.push_back(c.get());
  }
  std::vector<std::string> out;
  for (const std::string& u : used) {
    if (!declared.contains(u)) out.push_back(u);
  }
  return out;
}

}  // namespace aprgrid::repair
