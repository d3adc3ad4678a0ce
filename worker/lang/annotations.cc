#include "worker/lang/annotations.h"

#include <string_view>

#include "absl/container/inlined_vector.h"
#include "common/status_macros.h"
#include "worker/lang/checker.h"
#include "worker/lang/generics.h"
#include "worker/lang/text.h"

namespace aprgrid::lang {
namespace {

using Params = absl::InlinedVector<Type, 4>;

// The erased parameter types of method `n` as a member of class `c` (a subclass of n's class):
// its generic parameter types with the type arguments c gives n's class (JLS 4.5.2, 8.4.2), so
// that `compareTo(Point)` of a Point implementing Comparable<Point> matches `compareTo(T)`.
Params ParamsAsMemberOf(const ClassTable& t, const MethodInfo& n, int c) {
  if (n.gparams.empty()) return n.params;
  Params out;
  for (const GType* g : n.gparams) {
    out.push_back(MemberType(t, SelfType(t, c), n.owner, g)->erased);
  }
  return out;
}

// An instance method that a method named `name` with parameters `params` of class `c` would
// override (JLS 8.4.8.1, 9.4.1.1): declared by a proper supertype of c, not private. For an
// interface, Object's public methods are among them (JLS 9.6.4.4).
bool OverridesSome(const ClassTable& t, int c, const std::string& name, const Params& params) {
  for (size_t s = 0; s < t.classes.size(); ++s) {
    if (static_cast<int>(s) == c || !t.IsSubclass(c, static_cast<int>(s))) continue;
    for (int nid : t.classes[s].methods) {
      const MethodInfo& n = t.method(nid);
      if (n.is_ctor || n.is_static || n.is_private || n.name != name ||
          n.implicit == MethodInfo::Implicit::kBridge || n.params.size() != params.size()) {
        continue;
      }
      if (n.params == params || ParamsAsMemberOf(t, n, c) == params) return true;
    }
  }
  return false;
}

// A public method of Object (toString(), equals(Object), hashCode()): an interface's abstract
// method of such a signature does not count toward a functional interface's one (JLS 9.8).
bool IsObjectMethod(const ClassTable& t, const std::string& name, const Params& params) {
  for (int oid : t.cls(kObjectClass).methods) {
    const MethodInfo& o = t.method(oid);
    if (!o.is_ctor && !o.is_static && o.name == name && o.params == params) return true;
  }
  return false;
}

// The abstract methods of interface `i` that make it functional or not (JLS 9.8): its own and
// its superinterfaces' instance methods as members of `i`, one per signature, a method left out
// when a subinterface's method of its signature overrides it; then the abstract ones that do not
// match a public method of Object. Returns how many there are.
int AbstractMethodCount(const ClassTable& t, int i) {
  struct Member {
    const MethodInfo* m;
    Params params;
  };
  std::vector<Member> members;
  std::vector<int> interfaces = t.AllInterfaces(i);
  interfaces.insert(interfaces.begin(), i);
  for (int k : interfaces) {
    for (int nid : t.cls(k).methods) {
      const MethodInfo& n = t.method(nid);
      if (n.is_ctor || n.is_static || n.is_private || n.implicit == MethodInfo::Implicit::kBridge) {
        continue;
      }
      Params params = ParamsAsMemberOf(t, n, i);
      bool placed = false;
      for (Member& e : members) {
        if (e.m->name != n.name || e.params != params) continue;
        placed = true;
        if (t.IsSubclass(n.owner, e.m->owner) && n.owner != e.m->owner) e.m = &n;  // Overrides.
        break;
      }
      if (!placed) members.push_back({&n, std::move(params)});
    }
  }
  int count = 0;
  for (const Member& e : members) {
    if (e.m->is_abstract && !IsObjectMethod(t, e.m->name, e.params)) ++count;
  }
  return count;
}

// `name(A,B...)` as javac prints a method in its SafeVarargs messages: the parameter types as
// written, the last one with `...` when it is variable arity.
std::string WrittenSignature(const Node& decl) {
  const bool ctor = decl.kind == Kind::kConstructorDecl;
  const Node& params = *decl.child(ctor ? 0 : 1);
  std::string s = Cat(decl.value, "(");
  for (size_t i = 0; i < params.size(); ++i) {
    const Node& p = *params.child(i);
    std::string_view type = p.child(0)->value;
    if (p.flags & kVarargs) type.remove_suffix(2);
    Append(s, i > 0 ? "," : "", type, (p.flags & kVarargs) ? "..." : "");
  }
  return s + ")";
}

absl::Status CheckMethod(std::span<const std::string> files, const ClassTable& t,
                         const MethodInfo& m) {
  if (const Node* a = FindAnnotation(*m.decl, "Override")) {
    if (m.is_static) return ErrorAt(files, *a, "static methods cannot be annotated with @Override");
    if (!OverridesSome(t, m.owner, m.name, m.params)) {
      return ErrorAt(files, *a, "method does not override or implement a method from a supertype");
    }
  }
  if (FindAnnotation(*m.decl, "SafeVarargs") != nullptr) {
    if (!m.is_varargs) {
      return ErrorAt(files, *m.decl,
                     Cat("Invalid SafeVarargs annotation. Method ", WrittenSignature(*m.decl),
                         " is not a varargs method."));
    }
    if (!m.is_ctor && !m.is_static && !m.is_final && !m.is_private) {
      return ErrorAt(files, *m.decl,
                     Cat("Invalid SafeVarargs annotation. Instance method ",
                         WrittenSignature(*m.decl), " is neither final nor private."));
    }
  }
  return absl::OkStatus();
}

absl::Status CheckClass(std::span<const std::string> files, const ClassTable& t,
                        const ClassInfo& c) {
  for (std::string_view name :
       {"Override", "Deprecated", "SuppressWarnings", "FunctionalInterface", "SafeVarargs"}) {
    if (c.simple_name() == name) {
      return ErrorAt(files, *c.decl,
                     Cat("a class named ", name, " hides java.lang.", name,
                         ", which is outside the subject language"));
    }
  }
  const Node* a = FindAnnotation(*c.decl, "FunctionalInterface");
  if (a == nullptr) return absl::OkStatus();
  const std::string head =
      Cat("Unexpected @FunctionalInterface annotation (", c.name, " is not a functional interface");
  if (!c.is_interface) return ErrorAt(files, *a, Cat(head, ")"));
  const int count = AbstractMethodCount(t, c.id);
  if (count == 1) return absl::OkStatus();
  return ErrorAt(files, *a,
                 Cat(head, ": ",
                     count == 0 ? "no abstract method" : "multiple non-overriding abstract methods",
                     " found in interface ", c.name, ")"));
}

}  // namespace

absl::Status CheckAnnotations(std::span<const std::string> files, const ClassTable& table) {
  for (const ClassInfo& c : table.classes) {
    if (c.builtin || c.decl == nullptr || c.decl->kind != Kind::kClassDecl) continue;
    RETURN_IF_ERROR(CheckClass(files, table, c));
  }
  for (const MethodInfo& m : table.methods) {
    if (m.decl == nullptr || m.implicit != MethodInfo::Implicit::kNone) continue;
    if (m.decl->kind != Kind::kMethodDecl && m.decl->kind != Kind::kConstructorDecl) continue;
    RETURN_IF_ERROR(CheckMethod(files, table, m));
  }
  return absl::OkStatus();
}

}  // namespace aprgrid::lang
