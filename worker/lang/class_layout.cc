#include "worker/lang/class_layout.h"

#include <algorithm>
#include <functional>

#include "common/status_macros.h"
#include "worker/lang/checker.h"
#include "worker/lang/text.h"

namespace aprgrid::lang {
namespace {

int AccessRank(uint32_t flags) {
  if (flags & kPublic) return 3;
  if (flags & kProtected) return 2;
  if (flags & kPrivate) return 0;
  return 1;
}

// The class ids with every superclass before its subclasses (built-ins are already in that
// order).
std::vector<int> SuperclassesFirst(const ClassTable& t) {
  std::vector<int> order;
  std::vector<char> done(t.classes.size(), 0);
  std::function<void(int)> visit = [&](int id) {
    if (done[static_cast<size_t>(id)]) return;
    if (t.cls(id).super >= 0) visit(t.cls(id).super);
    done[static_cast<size_t>(id)] = 1;
    order.push_back(id);
  };
  for (size_t i = 0; i < t.classes.size(); ++i) visit(static_cast<int>(i));
  return order;
}

// JLS 8.4.8.3: a method that overrides or implements another may only throw checked exceptions
// that the other's `throws` clause allows.
absl::Status CheckThrowsClause(std::span<const std::string> files, const Node& where,
                               const std::string& both, const MethodInfo& m, const MethodInfo& o,
                               const ClassTable& t) {
  for (int16_t ex : m.throws) {
    if (!t.IsChecked(ex)) continue;
    bool allowed = std::any_of(o.throws.begin(), o.throws.end(),
                               [&](int16_t other) { return t.IsSubclass(ex, other); });
    if (!allowed) {
      return ErrorAt(files, where,
                     Cat(both, "; overridden method does not throw ", t.cls(ex).name));
    }
  }
  return absl::OkStatus();
}

// Step 4a: the instance methods of the interfaces of class `id` that its vtable lacks (abstract
// ones and defaults), with javac's checks of the class methods that implement them (JLS 8.4.8,
// 9.4.1). A subinterface's method overrides its superinterface's.
absl::Status AddInterfaceMethods(std::span<const std::string> files, int id, ClassTable& t) {
  ClassInfo& c = t.classes[static_cast<size_t>(id)];
  for (int iface : t.AllInterfaces(id)) {
    for (int imid : t.cls(iface).methods) {
      const MethodInfo& im = t.method(imid);
      if (im.is_static || im.is_ctor) continue;
      bool placed = false;
      for (size_t k = 0; k < c.vtable.size(); ++k) {
        const MethodInfo& e = t.method(c.vtable[k]);
        if (e.name != im.name || e.params != im.params) continue;
        placed = true;
        const ClassInfo& owner = t.cls(e.owner);
        if (!owner.is_interface) {  // A class method implements it.
          // Built-in classes (java.util's) have no declaration node; they never fail these checks.
          const Node* where = e.owner == id && e.decl != nullptr ? e.decl : c.decl;
          std::string both = Cat(MethodSignature(t, e), " in ", owner.name, " cannot implement ",
                                 MethodSignature(t, im), " in ", t.cls(iface).name);
          if (e.decl != nullptr && AccessRank(e.decl->flags) < 3) {
            return ErrorAt(
                files, *where,
                Cat(both, "; attempting to assign weaker access privileges; was public"));
          }
          if (im.ret != e.ret && !(im.ret.IsReference() && t.IsSubtype(e.ret, im.ret))) {
            return ErrorAt(files, *where,
                           Cat(both, "; return type ", t.TypeName(e.ret),
                               " is not compatible with ", t.TypeName(im.ret)));
          }
          if (where != nullptr) RETURN_IF_ERROR(CheckThrowsClause(files, *where, both, e, im, t));
        } else if (e.owner != iface && !t.IsSubclass(e.owner, iface)) {
          if (t.IsSubclass(iface, e.owner)) {
            c.vtable[k] = im.id;
          } else if (!e.is_abstract || !im.is_abstract) {
            return ErrorAt(files, *c.decl,
                           Cat("types ", owner.name, " and ", t.cls(iface).name,
                               " are incompatible; class ", c.name, " inherits ",
                               !e.is_abstract && !im.is_abstract ? "unrelated defaults"
                                                                 : "abstract and default",
                               " for ", MethodSignature(t, im), " from types ", owner.name, " and ",
                               t.cls(iface).name));
          }
        }
        break;
      }
      if (!placed) c.vtable.push_back(im.id);
    }
  }
  return absl::OkStatus();
}

// Step 4: field slots and vtables in `order` (superclasses first), with the override checks.
absl::Status LayOutClassesInOrder(std::span<const std::string> files, const std::vector<int>& order,
                                  ClassTable& t) {
  for (int id : order) {
    ClassInfo& c = t.classes[static_cast<size_t>(id)];
    if (c.is_interface) {  // Its methods are reached by InterfaceCall, not by vtable slots.
      c.vtable = t.cls(kObjectClass).vtable;
      c.depth = 1;
      for (FieldInfo& f : c.fields) f.slot = t.num_statics++;
      c.num_instance_fields = 0;
      continue;
    }
    int next = 0;
    if (c.super >= 0) {
      const ClassInfo& s = t.cls(c.super);
      next = s.num_instance_fields;
      c.vtable = s.vtable;
      c.depth = s.depth + 1;
    }
    for (FieldInfo& f : c.fields) {
      f.slot = f.is_static ? t.num_statics++ : next++;
      if (c.is_enum && f.name == "<values>") c.values_slot = f.slot;
      if (c.is_inner && f.name == "<outer>") c.outer_slot = f.slot;
    }
    c.num_instance_fields = next;
    for (int mid : c.methods) {
      MethodInfo& m = t.methods[static_cast<size_t>(mid)];
      if (m.is_ctor) continue;
      for (size_t slot = 0; slot < c.vtable.size(); ++slot) {
        int& slot_method = c.vtable[slot];
        const MethodInfo& o = t.method(slot_method);
        if (o.name != m.name || o.params != m.params) continue;
        // JLS 8.4.8.1: a package-private method is overridden only by methods of its own
        // package. Another package's same-signature method takes a slot of its own, so a call
        // through the superclass runs the superclass's method, as on the JVM; a subclass back
        // in the first package overrides it again (and only it).
        if (o.decl != nullptr && AccessRank(o.decl->flags) == 1 && !t.cls(o.owner).is_interface &&
            !t.SamePackage(id, o.owner)) {
          continue;
        }
        // Built-in classes have no declaration node; they never fail these checks.
        const Node* where = m.decl != nullptr ? m.decl : c.decl;
        std::string both = Cat(MethodSignature(t, m), " in ", c.name, " cannot override ",
                               MethodSignature(t, o), " in ", t.cls(o.owner).name);
        if (m.is_static) return ErrorAt(files, *where, Cat(both, "; overriding method is static"));
        if (o.is_final) return ErrorAt(files, *where, Cat(both, "; overridden method is final"));
        if (where != nullptr) RETURN_IF_ERROR(CheckThrowsClause(files, *where, both, m, o, t));
        if (o.ret != m.ret && !(o.ret.IsReference() && t.IsSubtype(m.ret, o.ret))) {
          return ErrorAt(files, *where,
                         Cat(both, "; return type ", t.TypeName(m.ret), " is not compatible with ",
                             t.TypeName(o.ret)));
        }
        int was = o.decl != nullptr ? AccessRank(o.decl->flags) : 3;
        if (m.decl != nullptr && AccessRank(m.decl->flags) < was) {
          return ErrorAt(files, *where,
                         Cat(both, "; attempting to assign weaker access privileges; was ",
                             was == 3   ? "public"
                             : was == 2 ? "protected"
                                        : "package"));
        }
        m.vtable_slot = static_cast<int>(slot);
        slot_method = m.id;
      }
      if (m.vtable_slot < 0 && !m.is_static && !m.is_private) {
        m.vtable_slot = static_cast<int>(c.vtable.size());
        c.vtable.push_back(m.id);
      }
      if (m.is_static && m.decl != nullptr) {
        // A static method may not hide an inherited instance method.
        for (int sid = c.super; sid >= 0; sid = t.cls(sid).super) {
          for (int oid : t.cls(sid).methods) {
            const MethodInfo& o = t.method(oid);
            if (!o.is_ctor && !o.is_static && o.name == m.name && o.params == m.params) {
              return ErrorAt(files, *m.decl,
                             Cat(MethodSignature(t, m), " in ", c.name, " cannot override ",
                                 MethodSignature(t, o), " in ", t.cls(o.owner).name,
                                 "; overriding method is static"));
            }
          }
        }
      }
    }
    RETURN_IF_ERROR(AddInterfaceMethods(files, id, t));
    // JLS 8.1.1.1: a class that is not abstract implements every abstract method it inherits.
    if (!c.is_abstract && !c.builtin) {
      for (int mid : c.vtable) {
        const MethodInfo& m = t.method(mid);
        if (!m.is_abstract) continue;
        return ErrorAt(files, *c.decl,
                       Cat(c.name, " is not abstract and does not override abstract method ",
                           MethodSignature(t, m), " in ", t.cls(m.owner).name));
      }
    }
  }
  return absl::OkStatus();
}

// JLS 12.4.2 step 7: initialising a class initialises the superinterfaces that declare a default
// method, each after its own superinterfaces, in the order of the implements/extends clauses.
void RecordDefaultInterfaces(ClassTable& t) {
  for (size_t i = kFirstUserClass; i < t.classes.size(); ++i) {
    ClassInfo& c = t.classes[i];
    if (c.is_interface) continue;
    std::vector<int16_t> order;
    std::function<void(int16_t)> visit = [&](int16_t iface) {
      for (int16_t s : t.cls(iface).interfaces) visit(s);
      if (std::find(order.begin(), order.end(), iface) != order.end()) return;
      for (int mid : t.cls(iface).methods) {
        const MethodInfo& m = t.method(mid);
        if (!m.is_static && !m.is_abstract) {
          order.push_back(iface);
          break;
        }
      }
    };
    for (int16_t iface : c.interfaces) visit(iface);
    c.default_interfaces = std::move(order);
  }
}

// ClassInfo::overridden_below of every class: a class's slot is overridden below it when some
// class extending it, directly or not, holds another method in that slot.
void RecordOverriddenSlots(ClassTable& t) {
  for (ClassInfo& c : t.classes) {
    c.overridden_below.assign(c.is_interface ? 0 : c.vtable.size(), false);
  }
  for (const ClassInfo& c : t.classes) {
    if (c.is_interface) continue;
    for (int a = c.super; a >= 0; a = t.cls(a).super) {
      ClassInfo& above = t.classes[static_cast<size_t>(a)];
      for (size_t slot = 0; slot < above.vtable.size(); ++slot) {
        if (c.vtable[slot] != above.vtable[slot]) above.overridden_below[slot] = true;
      }
    }
  }
}

// The vtable slots the interpreter calls directly (toString, equals, hashCode, getMessage).
void RecordWellKnownSlots(ClassTable& t) {
  for (int mid : t.cls(kObjectClass).methods) {
    const MethodInfo& m = t.method(mid);
    if (m.name == "toString") t.tostring_slot = m.vtable_slot;
    if (m.name == "equals") t.equals_slot = m.vtable_slot;
    if (m.name == "hashCode") t.hashcode_slot = m.vtable_slot;
  }
  for (int mid : t.cls(kThrowableClass).methods) {
    if (t.method(mid).name == "getMessage") t.getmessage_slot = t.method(mid).vtable_slot;
  }
}

}  // namespace

std::string MethodSignature(const ClassTable& t, const MethodInfo& m) {
  std::string s = m.is_ctor ? t.cls(m.owner).name : m.name;
  s += "(";
  for (size_t i = 0; i < m.params.size(); ++i) {
    if (i > 0) s += ",";
    s += t.TypeName(m.params[i]);
  }
  return s + ")";
}

absl::Status LayOutClasses(std::span<const std::string> files, ClassTable& t) {
  RETURN_IF_ERROR(LayOutClassesInOrder(files, SuperclassesFirst(t), t));
  RecordDefaultInterfaces(t);
  RecordOverriddenSlots(t);
  RecordWellKnownSlots(t);
  return absl::OkStatus();
}

}  // namespace aprgrid::lang
