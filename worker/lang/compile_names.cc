// Simple and qualified names in method bodies: locals, the fields in scope, names that denote
// classes (JLS 6.5.2), and the access checks of the members they name (JLS 6.6).
#include <string_view>

#include "worker/lang/class_layout.h"
#include "worker/lang/compiler_internal.h"
#include "worker/lang/packages.h"
#include "worker/lang/text.h"

namespace aprgrid::lang {

const MethodCompiler::Local* MethodCompiler::FindLocal(std::string_view name) const {
  if (hide_locals_) return nullptr;
  for (size_t i = locals_.size(); i > 0; --i) {
    if (locals_[i - 1].name == name) return &locals_[i - 1];
  }
  return nullptr;
}

const FieldInfo* MethodCompiler::FindVisibleField(std::string_view name, int* scope) const {
  for (int k = cls_; k >= 0; k = table_.cls(k).outer) {
    if (const FieldInfo* f = table_.FindField(k, name)) {
      if (scope != nullptr) *scope = k;
      return f;
    }
  }
  return nullptr;
}

namespace {

// The dotted text of a name `a.b.C` (VariableAccess and FieldAccess nodes), appended to `out`;
// false for any other expression.
bool DottedName(const Node& e, std::string* out) {
  if (e.kind == Kind::kFieldAccess) {
    if (!DottedName(*e.child(0), out)) return false;
    *out += '.';
    *out += e.value;
    return true;
  }
  if (e.kind != Kind::kVariableAccess) return false;
  *out += e.value;
  return true;
}

}  // namespace

int MethodCompiler::FindClassName(const Node& e) const {
  if (e.kind == Kind::kFieldAccess) {  // `Outer.Inner`: a member type unless a field (JLS 6.5.2).
    if (!table_.has_member_types && !table_.has_packages) return -1;
    int outer = FindClassName(*e.child(0));
    if (outer < 0 && table_.has_packages) {
      // `a.b.C`: a fully qualified name when its first identifier is no variable and no type.
      const Node* first = e.child(0);
      while (first->kind == Kind::kFieldAccess) first = first->child(0);
      std::string name;
      if (!DottedName(e, &name) || FindLocal(first->value) != nullptr ||
          FindOuterLocal(first->value) || FindVisibleField(first->value, nullptr) != nullptr ||
          LocalTypeNamed(first->value) >= 0 || table_.Resolve(cls_, first->value) >= 0) {
        return -1;
      }
      return table_.FindQualified(name);
    }
    if (outer < 0 || table_.FindField(outer, e.value) != nullptr) return -1;
    return table_.FindMemberType(outer, e.value);
  }
  if (e.kind != Kind::kVariableAccess) return -1;
  if (FindLocal(e.value) != nullptr || FindOuterLocal(e.value) ||
      FindVisibleField(e.value, nullptr) != nullptr) {
    return -1;
  }
  int c = LocalTypeNamed(e.value);
  if (c < 0) c = table_.Resolve(cls_, e.value);
  return c == kPrintStreamClass ? -1 : c;
}

absl::Status MethodCompiler::CheckFieldAccess(const Node& where, const FieldInfo& f, int scope) {
  if (f.is_private && !PrivateAccessible(f.owner, scope)) {
    return Error(where, Cat(f.name, " has private access in ", table_.cls(f.owner).name));
  }
  if (!table_.has_packages || f.owner < 0) return absl::OkStatus();
  const Access access = AccessOf(table_, f.owner, f.decl, false);
  // A package-access field reaches a subclass only through classes of its package (JLS 8.3):
  // through one of another package it is no member, even back in its own package (javac then
  // reports its access).
  if (access == Access::kPackage && scope >= 0 && table_.IsSubclass(scope, f.owner) &&
      !PackageMemberInherited(table_, scope, f.owner)) {
    return Error(where, MemberAccessError(table_, f.owner, access, f.name));
  }
  if (access == Access::kPublic || table_.SamePackage(cls_, f.owner)) return absl::OkStatus();
  // JLS 6.6.2.1: a protected instance field through an expression `e.f` needs e's class to be
  // the accessing subclass or below it.
  const bool qualified = where.kind == Kind::kFieldAccess && where.child(0)->kind != Kind::kSuper &&
                         FindClassName(*where.child(0)) < 0;
  if (MemberAccessible(table_, cls_, f.owner, access, f.is_static, qualified ? scope : -1, false)) {
    return absl::OkStatus();
  }
  return Error(where, MemberAccessError(table_, f.owner, access, f.name));
}

bool MethodCompiler::MethodAccessible(const MethodInfo& m, int receiver, int from) const {
  if (!table_.has_packages || m.owner < 0) return true;
  return MemberAccessible(table_, from, m.owner, AccessOf(table_, m.owner, m.decl, m.is_ctor),
                          m.is_static, receiver, m.is_ctor);
}

absl::Status MethodCompiler::CheckMethodAccess(const Node& where, const MethodInfo& m, int receiver,
                                               int from) {
  if (MethodAccessible(m, receiver, from)) return absl::OkStatus();
  const Access access = AccessOf(table_, m.owner, m.decl, m.is_ctor);
  return Error(where, MemberAccessError(table_, m.owner, access, MethodSignature(table_, m)));
}

}  // namespace aprgrid::lang
