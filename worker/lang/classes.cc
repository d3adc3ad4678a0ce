#include "worker/lang/classes.h"

#include <algorithm>

namespace aprgrid::lang {

int ClassTable::Find(std::string_view name) const {
  for (const ClassInfo& c : classes) {
    if (c.name == name) return c.id;
  }
  return -1;
}

bool ClassTable::IsSubclass(int sub, int super) const {
  while (sub >= 0) {
    if (sub == super) return true;
    sub = cls(sub).super;
  }
  return false;
}

const FieldInfo* ClassTable::FindField(int c, std::string_view name) const {
  for (; c >= 0; c = cls(c).super) {
    for (const FieldInfo& f : cls(c).fields) {
      if (f.name == name) return &f;
    }
  }
  return nullptr;
}

std::vector<const MethodInfo*> ClassTable::FindMethods(int c, std::string_view name) const {
  std::vector<const MethodInfo*> out;
  for (; c >= 0; c = cls(c).super) {
    for (int id : cls(c).methods) {
      const MethodInfo& m = method(id);
      if (m.is_ctor || m.name != name) continue;
      bool hidden = std::any_of(out.begin(), out.end(),
                                [&](const MethodInfo* o) { return o->params == m.params; });
      if (!hidden) out.push_back(&m);
    }
  }
  return out;
}

std::vector<const MethodInfo*> ClassTable::Constructors(int c) const {
  std::vector<const MethodInfo*> out;
  for (int id : cls(c).methods) {
    if (method(id).is_ctor) out.push_back(&method(id));
  }
  return out;
}

std::string ClassTable::TypeName(Type t) const {
  std::string s;
  switch (t.base) {
    case Base::kVoid:
      s = "void";
      break;
    case Base::kBoolean:
      s = "boolean";
      break;
    case Base::kChar:
      s = "char";
      break;
    case Base::kInt:
      s = "int";
      break;
    case Base::kLong:
      s = "long";
      break;
    case Base::kDouble:
      s = "double";
      break;
    case Base::kNull:
      s = "<null>";
      break;
    case Base::kRef:
      s = t.cls >= 0 ? cls(t.cls).name : "?";
      break;
  }
  for (int i = 0; i < t.dims; ++i) s += "[]";
  return s;
}

bool ClassTable::IsSubtype(Type sub, Type super) const {
  if (sub == super) return true;
  if (!sub.IsReference() || !super.IsReference()) return false;
  if (sub.IsNull()) return true;
  if (super.IsClass(kObjectClass)) return true;
  if (sub.dims == 0 && super.dims == 0) return IsSubclass(sub.cls, super.cls);
  if (sub.dims > 0 && super.dims > 0) {
    Type se = sub.Element(), pe = super.Element();
    if (!se.IsReference() || !pe.IsReference()) return se == pe;
    return IsSubtype(se, pe);
  }
  return false;
}

Type ClassTable::LeastUpperBound(Type a, Type b) const {
  if (IsSubtype(a, b)) return b;
  if (IsSubtype(b, a)) return a;
  if (a.dims == 0 && b.dims == 0 && a.base == Base::kRef && b.base == Base::kRef) {
    for (int c = a.cls; c >= 0; c = cls(c).super) {
      if (IsSubclass(b.cls, c)) return Type::Class(static_cast<int16_t>(c));
    }
    return kObjectType;
  }
  if (a.dims > 0 && b.dims > 0) {
    Type ae = a.Element(), be = b.Element();
    if (ae.IsReference() && be.IsReference()) return LeastUpperBound(ae, be).ArrayOf();
  }
  return kObjectType;
}

}  // namespace aprgrid::lang
