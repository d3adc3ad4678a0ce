#include "worker/lang/classes.h"

#include <algorithm>

#include "worker/lang/text.h"

namespace aprgrid::lang {

int ClassTable::FindIn(std::string_view package, std::string_view name) const {
  for (const ClassInfo& c : classes) {
    if (c.name == name && c.package == package && !c.java_util && !c.is_local && !c.is_anonymous) {
      return c.id;
    }
  }
  return -1;
}

bool ClassTable::PackageExists(std::string_view package) const {
  if (package.empty()) return false;
  for (const ClassInfo& c : classes) {
    if (c.package == package) return true;
  }
  return false;
}

int ClassTable::FindQualified(std::string_view name) const {
  // The longest prefix that is a package wins: a package and a class of the same name cannot
  // both exist in one program (CheckProgramImports, packages.h, rejects it as javac does).
  for (size_t dot = name.rfind('.'); dot != std::string_view::npos && dot > 0;
       dot = name.rfind('.', dot - 1)) {
    std::string_view package = name.substr(0, dot);
    if (!PackageExists(package)) continue;
    std::string_view rest = name.substr(dot + 1);
    size_t next = rest.find('.');
    int c = FindIn(package, rest.substr(0, next));
    if (c < 0 || cls(c).outer >= 0) return -1;
    while (c >= 0 && next != std::string_view::npos) {
      rest.remove_prefix(next + 1);
      next = rest.find('.');
      c = FindMemberType(c, rest.substr(0, next));
    }
    return c;
  }
  return -1;
}

int ClassTable::FindImported(int file, std::string_view simple, bool on_demand) const {
  if (file < 0 || static_cast<size_t>(file) >= imports.size()) return -1;
  const FileImports& fi = imports[static_cast<size_t>(file)];
  if (!on_demand) {
    for (const std::string& type : fi.types) {
      std::string_view t = type;
      const size_t dot = t.rfind('.');
      if (t.substr(dot + 1) == simple) return FindIn(t.substr(0, dot), simple);
    }
  }
  bool imported = on_demand
                      ? fi.on_demand
                      : std::find(fi.single.begin(), fi.single.end(), simple) != fi.single.end();
  int found = -1;
  if (imported) {
    for (const ClassInfo& c : classes) {
      if (c.java_util && c.name == simple && found < 0) found = c.id;
    }
  }
  if (on_demand) {
    for (const std::string& package : fi.packages) {
      if (int c = FindIn(package, simple); ImportedOnDemand(c, file)) {
        if (found >= 0) return -1;  // Ambiguous (AmbiguousOnDemand).
        found = c;
      }
    }
  }
  return found;
}

bool ClassTable::ImportedOnDemand(int c, int file) const {
  // JLS 7.5.2: an on-demand import imports the package's accessible types, so a
  // package-private class of another package neither is imported nor makes a name ambiguous.
  if (c < 0 || cls(c).outer >= 0) return false;
  const ClassInfo& k = cls(c);
  return k.decl == nullptr || (k.decl->flags & kPublic) || k.package == PackageOfFile(file);
}

bool ClassTable::AmbiguousOnDemand(int file, std::string_view simple) const {
  if (file < 0 || static_cast<size_t>(file) >= imports.size()) return false;
  const FileImports& fi = imports[static_cast<size_t>(file)];
  int found = 0;
  if (fi.on_demand) {
    for (const ClassInfo& c : classes) {
      if (c.java_util && c.name == simple) ++found;
    }
  }
  for (const std::string& package : fi.packages) {
    if (ImportedOnDemand(FindIn(package, simple), file)) ++found;
  }
  return found > 1;
}

int ClassTable::FindMemberType(int c, std::string_view simple) const {
  if (c < 0) return -1;
  if (cls(c).java_util) {  // Map.Entry; the library's private classes are not accessible.
    for (const ClassInfo& m : classes) {
      if (m.outer == c && !m.is_private && m.simple_name() == simple) return m.id;
    }
    return -1;
  }
  if (!has_member_types) return -1;
  for (int k = c; k >= 0; k = cls(k).super) {
    if (cls(k).is_local || cls(k).is_anonymous) continue;  // They declare no member types.
    std::string name = cls(k).name;
    name += '.';
    name += simple;
    if (int id = FindIn(cls(k).package, name); id >= 0) return id;
  }
  for (int i : AllInterfaces(c)) {
    std::string name = cls(i).name;
    name += '.';
    name += simple;
    if (int id = FindIn(cls(i).package, name); id >= 0) return id;
  }
  return -1;
}

int ClassTable::Resolve(int context, std::string_view name, int file_hint) const {
  const int file =
      context >= 0 && cls(context).decl != nullptr ? cls(context).decl->file : file_hint;
  if (!has_member_types && !has_packages) {
    if (imports.empty()) return Find(name);
    if (int c = FindImported(file, name, false); c >= 0) return c;
    if (int c = Find(name); c >= 0) return c;
    return FindImported(file, name, true);
  }
  size_t dot = name.find('.');
  std::string_view first = name.substr(0, dot);
  int c = -1;
  for (int k = context; k >= 0 && c < 0; k = cls(k).outer) {
    c = FindMemberType(k, first);
    const std::vector<int16_t>& scope = cls(k).local_scope;
    for (size_t i = scope.size(); i > 0 && c < 0; --i) {
      if (cls(scope[i - 1]).name == first) c = scope[i - 1];
    }
  }
  if (c < 0) c = FindImported(file, first, false);
  if (std::string_view package = PackageOfFile(file); c < 0 && !package.empty()) {
    c = FindIn(package, first);
    // java.lang's classes; the harness's Assert is in the unnamed package (tests/jdk/README.md).
    if (int b = Find(first); c < 0 && b >= 0 && cls(b).builtin && b != kAssertClass) c = b;
  } else if (c < 0) {
    c = Find(first);
  }
  if (c < 0) c = FindImported(file, first, true);
  if (c < 0 && has_packages && dot != std::string_view::npos) return FindQualified(name);
  while (c >= 0 && dot != std::string_view::npos) {
    name.remove_prefix(dot + 1);
    dot = name.find('.');
    c = FindMemberType(c, name.substr(0, dot));
  }
  return c;
}

int ClassTable::TopLevel(int c) const {
  while (c >= 0 && cls(c).outer >= 0) c = cls(c).outer;
  return c;
}

bool ClassTable::IsSubclass(int sub, int super) const {
  if (super >= 0 && cls(super).is_interface) {
    for (int c = sub; c >= 0; c = cls(c).super) {
      if (c == super) return true;
      for (int i : cls(c).interfaces) {
        if (IsSubclass(i, super)) return true;
      }
    }
    return false;
  }
  while (sub >= 0) {
    if (sub == super) return true;
    sub = cls(sub).super;
  }
  return false;
}

std::vector<int> ClassTable::AllInterfaces(int c) const {
  std::vector<int> out;
  std::vector<int> queue;
  for (int k = c; k >= 0; k = cls(k).super) {
    if (cls(k).is_interface && k != c) continue;
    queue.insert(queue.end(), cls(k).interfaces.begin(), cls(k).interfaces.end());
  }
  for (size_t q = 0; q < queue.size(); ++q) {
    int i = queue[q];
    if (std::find(out.begin(), out.end(), i) != out.end()) continue;
    out.push_back(i);
    queue.insert(queue.end(), cls(i).interfaces.begin(), cls(i).interfaces.end());
  }
  return out;
}

bool ClassTable::IsCastable(Type from, Type to) const {
  if (IsSubtype(from, to) || IsSubtype(to, from)) return true;
  if (from.dims != 0 || to.dims != 0 || from.base != Base::kRef || to.base != Base::kRef) {
    return false;
  }
  const ClassInfo& a = cls(from.cls);
  const ClassInfo& b = cls(to.cls);
  if (a.is_interface && b.is_interface) return true;
  if (a.is_interface) return !b.is_final;
  if (b.is_interface) return !a.is_final;
  return false;
}

const FieldInfo* ClassTable::FindField(int c, std::string_view name) const {
  for (int k = c; k >= 0; k = cls(k).super) {
    for (const FieldInfo& f : cls(k).fields) {
      if (f.name == name) return &f;
    }
  }
  for (int i : AllInterfaces(c)) {
    for (const FieldInfo& f : cls(i).fields) {
      if (f.name == name) return &f;
    }
  }
  return nullptr;
}

std::vector<const MethodInfo*> ClassTable::FindMethods(int c, std::string_view name) const {
  const int start = c;
  std::vector<const MethodInfo*> out;
  for (; c >= 0; c = cls(c).super) {
    for (int id : cls(c).methods) {
      const MethodInfo& m = method(id);
      if (m.is_ctor || m.name != name || m.implicit == MethodInfo::Implicit::kBridge) continue;
      bool hidden = std::any_of(out.begin(), out.end(),
                                [&](const MethodInfo* o) { return o->params == m.params; });
      if (!hidden) out.push_back(&m);
    }
  }
  for (int i : AllInterfaces(start)) {
    for (int id : cls(i).methods) {
      const MethodInfo& m = method(id);
      // An interface's static methods are not inherited (JLS 8.4.8).
      if (m.name != name || (m.is_static && i != start)) continue;
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
    case Base::kByte:
      s = "byte";
      break;
    case Base::kShort:
      s = "short";
      break;
    case Base::kFloat:
      s = "float";
      break;
    case Base::kNull:
      s = "<null>";
      break;
    case Base::kRef:
      if (t.cls >= 0 && cls(t.cls).is_anonymous) {  // As javac prints the type.
        const ClassInfo& a = cls(t.cls);
        s = Cat("<anonymous ", cls(a.interfaces.empty() ? a.super : a.interfaces[0]).name, ">");
        break;
      }
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
      if (c == kObjectClass) break;
      if (IsSubclass(b.cls, c)) return Type::Class(static_cast<int16_t>(c));
    }
    // No common superclass but Object: a common interface (the first of `a`'s), as far as the
    // language can name the intersection type.
    for (int i : AllInterfaces(a.cls)) {
      if (IsSubclass(b.cls, i)) return Type::Class(static_cast<int16_t>(i));
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
