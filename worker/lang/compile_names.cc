// Simple and qualified names in method bodies: locals, the fields in scope, and names that
// denote classes (JLS 6.5.2).
#include <string_view>

#include "worker/lang/compiler_internal.h"

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

int MethodCompiler::FindClassName(const Node& e) const {
  if (e.kind == Kind::kFieldAccess) {  // `Outer.Inner`: a member type unless a field (JLS 6.5.2).
    if (!table_.has_member_types) return -1;
    int outer = FindClassName(*e.child(0));
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

}  // namespace aprgrid::lang
