#include "worker/repair/program_facts.h"

#include <algorithm>
#include <set>

#include "worker/lang/packages.h"

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

// The text `a.b.C` of FieldAccess nodes over a VariableAccess; empty for any other expression.
std::string DottedText(const Node& e) {
  if (e.kind == Kind::kVariableAccess) return e.value;
  if (e.kind != Kind::kFieldAccess || e.size() == 0) return "";
  std::string head = DottedText(*e.child(0));
  return head.empty() ? head : head + "." + e.value;
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

int ProgramFacts::FindClass(std::string_view name, const Node& at) const {
  if (!table_->has_packages) return table_->Find(name);
  const int c = table_->Resolve(-1, name, at.file);
  // As Find: java.util types and member types by simple name are not seen (the header says why).
  if (c < 0 || table_->cls(c).java_util) return -1;
  return c;
}

int ProgramFacts::ClassOfType(std::string_view type_text, const Node& at) const {
  if (type_text.find('[') != std::string_view::npos) return -1;
  return FindClass(BaseType(type_text), at);
}

int ProgramFacts::ClassOfDecl(const Node& class_decl) const {
  // A member type's table name is qualified by its enclosing classes ("Outer.Inner").
  std::string name = class_decl.value;
  for (const Node* a = class_decl.parent; a != nullptr && a->kind == Kind::kClassDecl;
       a = a->parent) {
    name = a->value + "." + name;
  }
  return table_->FindIn(table_->PackageOfFile(class_decl.file), name);
}

std::string ProgramFacts::QualifiedTypeText(std::string_view text, const Node& at) const {
  return lang::RewriteTypeNames(text, [&](std::string_view name) {
    const int c = FindClass(name, at);
    if (c < 0) return std::string(name);
    const lang::ClassInfo& info = table_->cls(c);
    return info.package.empty() ? info.name : info.package + "." + info.name;
  });
}

bool ProgramFacts::SameType(std::string_view a, const Node& at_a, std::string_view b,
                            const Node& at_b) const {
  if (!table_->has_packages || a.empty() || b.empty()) return a == b;
  return QualifiedTypeText(a, at_a) == QualifiedTypeText(b, at_b);
}

bool ProgramFacts::IsClassReference(const Node& e) const {
  if (e.kind == Kind::kVariableAccess) {
    if (FindVariable(e, e.value).has_value()) return false;
    if (IsClassName(e.value, e)) return true;
    // The package name `a` that starts a fully qualified name `a.b.C`.
    if (!table_->has_packages) return false;
    for (const Node* a = e.parent; a != nullptr && a->kind == Kind::kFieldAccess; a = a->parent) {
      if (IsClassReference(*a)) return true;
    }
    return false;
  }
  if (e.kind != Kind::kFieldAccess || !table_->has_packages) return false;
  // `a.b.C`: a fully qualified name when its first identifier is no variable and no type, as
  // the compiler decides (JLS 6.5.2).
  const std::string dotted = DottedText(e);
  if (dotted.empty()) return false;
  const std::string first = dotted.substr(0, dotted.find('.'));
  if (FindVariable(e, first).has_value() || table_->Resolve(-1, first, e.file) >= 0) return false;
  return table_->FindQualified(dotted) >= 0;
}

int ProgramFacts::ReceiverClass(const Node& call) const {
  if (call.kind != Kind::kMethodCall || call.size() == 0) return -1;
  const Node* target = call.child(0);
  switch (target->kind) {
    case Kind::kNone:
    case Kind::kThis: {
      const Node* cls = EnclosingClass(call);
      if (cls == nullptr) return -1;
      const int id = ClassOfDecl(*cls);
      // `Outer.this.m()`: the enclosing class it names.
      if (id >= 0 && !target->value.empty()) return table_->Resolve(id, target->value);
      return id;
    }
    case Kind::kVariableAccess: {
      if (auto v = FindVariable(call, target->value)) return ClassOfType(v->type, call);
      return FindClass(target->value, call);  // A static call such as Math.max(...).
    }
    case Kind::kFieldAccess:  // A static call through a fully qualified name, a.b.C.f(...).
      if (IsClassReference(*target)) return table_->FindQualified(DottedText(*target));
      break;
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
        if (!facts.IsClassName(x->value, *x)) used.insert(x->value);
        break;
      case Kind::kFieldAccess:
        if (facts.IsClassReference(*x)) continue;  // `a.b.C`: `a` names a package.
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
