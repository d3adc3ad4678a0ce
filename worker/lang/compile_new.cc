// Object creation (JLS 15.9) and the enclosing instances of inner classes (JLS 8.1.3, 15.8.4).
#include <utility>

#include "common/status_macros.h"
#include "worker/lang/compiler_internal.h"
#include "worker/lang/nodes_call.h"
#include "worker/lang/stdlib.h"
#include "worker/lang/text.h"

namespace aprgrid::lang {

absl::StatusOr<const Expr*> MethodCompiler::EnclosingInstance(const Node& where, int target,
                                                              bool exact, std::string_view error) {
  const bool hop = exact ? cls_ != target : !table_.IsSubclass(cls_, target);
  if (static_context_ && !(in_ctor_call_ && hop)) return Error(where, error);
  const Expr* instance = This();
  for (int k = cls_; exact ? k != target : !table_.IsSubclass(k, target);) {
    const ClassInfo& c = table_.cls(k);
    if (!c.is_inner) return Error(where, error);
    instance = Make<nodes::FieldLoad>(instance, c.outer_slot);
    k = c.outer;
  }
  return instance;
}

absl::StatusOr<CExpr> MethodCompiler::QualifiedThis(const Node& e) {
  ASSIGN_OR_RETURN(int c, ResolveClassHere(e, e.value));
  bool enclosing = false;
  for (int k = cls_; k >= 0 && !enclosing; k = table_.cls(k).outer) enclosing = k == c;
  if (!enclosing) return Error(e, Cat("not an enclosing class: ", table_.cls(c).name));
  CExpr out;
  ASSIGN_OR_RETURN(
      out.code,
      EnclosingInstance(e, c, true,
                        "non-static variable this cannot be referenced from a static context"));
  out.type = Type::Class(static_cast<int16_t>(c));
  return out;
}

absl::StatusOr<CExpr> MethodCompiler::NewObject(const Node& e) {
  const GType* target = std::exchange(target_g_, nullptr);
  if (const Node* body = AnonymousBody(e)) return AnonymousObject(e, *body);
  const bool qualified = (e.flags & kQualified) != 0;
  // The class's name without the type arguments (`Box` of `new Box<Integer>()`).
  const std::string name = e.value.substr(0, e.value.find('<'));
  if (qualified && name.size() != e.value.size()) {
    return Error(e, "qualified creations of parameterized types are outside the subject language");
  }
  const size_t first_arg = qualified ? 1 : 0;
  const Expr* outer = nullptr;  // The enclosing instance of an inner class's new object.
  int c;
  if (qualified) {  // `outer.new C(...)`: C is a member class of outer's class (JLS 15.9.1).
    ASSIGN_OR_RETURN(CExpr o, Expression(*e.child(0)));
    if (o.type.dims != 0 || o.type.base != Base::kRef) {
      return Error(e, Cat(TypeName(o.type), " cannot be dereferenced"));
    }
    c = table_.FindMemberType(o.type.cls, e.value);
    if (c < 0) return Error(e, Cat("cannot find symbol: class ", e.value));
    if (table_.cls(c).is_private && !table_.SameTopLevel(cls_, c)) {
      return Error(e, Cat(table_.cls(c).name, " has private access in ",
                          table_.cls(table_.cls(c).outer).name));
    }
    if (!table_.cls(c).is_inner) return Error(e, "qualified new of static class");
    outer = o.code;
  } else {
    ASSIGN_OR_RETURN(c, ResolveClassHere(e, name));
    if (table_.cls(c).is_inner) {  // The innermost enclosing instance of its class (15.9.2).
      const int need = table_.cls(c).outer;
      // A local class's is exactly its declaring class's instance.
      const bool exact = table_.cls(c).is_local;
      bool lexical = false;
      for (int k = cls_; k >= 0 && !lexical; k = table_.cls(k).outer) {
        lexical = table_.IsSubclass(k, need);
      }
      if (!lexical) {
        return Error(
            e, Cat("an enclosing instance that contains ", table_.cls(c).name, " is required"));
      }
      ASSIGN_OR_RETURN(
          outer, EnclosingInstance(e, need, exact,
                                   "non-static variable this cannot be referenced from a static "
                                   "context"));
    }
  }
  if (table_.cls(c).is_enum) return Error(e, "enum types may not be instantiated");
  if (table_.cls(c).is_abstract) {
    return Error(e, Cat(name, " is abstract; cannot be instantiated"));
  }
  ASSIGN_OR_RETURN(std::vector<CExpr> args, Arguments(e, first_arg));
  if (const char* why = OutsideLibraryConstructor(c, args.size())) {
    return Error(e,
                 Cat("this constructor of ", name, " is outside the subject language (", why, ")"));
  }
  std::vector<const MethodInfo*> ctors = table_.Constructors(c);
  if (ctors.empty()) {
    return Error(e, Cat("creating ", name, " objects is outside the subject language"));
  }
  ASSIGN_OR_RETURN(
      const MethodInfo* m, ResolveAccessible(e, ctors, args, name, [&](const MethodInfo& c) {
        return (!c.is_private || c.owner == cls_ || table_.SameTopLevel(cls_, c.owner)) &&
               MethodAccessible(c, c.owner, cls_);
      }));
  if (m->is_private && m->owner != cls_ && !table_.SameTopLevel(cls_, m->owner)) {
    return Error(e, Cat(name, "(", ") has private access in ", name));
  }
  // A protected constructor of another package's class: only through super() (JLS 6.6.2.2).
  RETURN_IF_ERROR(CheckMethodAccess(e, *m, c, cls_));
  RETURN_IF_ERROR(CheckCallThrows(e, *m));
  // Generics: the created type (JLS 15.9.1, the diamond 15.9.3) and its constructor's
  // parameter types.
  ASSIGN_OR_RETURN(const GType* new_g, NewType(e, c, target, *m, args));
  std::vector<const GType*> gparams;
  const GType* unused_ret = nullptr;
  if (!m->gparams.empty()) {
    RETURN_IF_ERROR(GenericCall(
        e, *m, new_g != nullptr ? new_g : table_.types->Plain(Type::Class(static_cast<int16_t>(c))),
        args, nullptr, &gparams, &unused_ret));
  }
  ASSIGN_OR_RETURN(std::vector<const Expr*> code_args,
                   Coerce(e, first_arg, *m, std::move(args), gparams));
  CExpr out;
  bool local = false;  // A local class or a subclass of one: hidden stores of its own.
  for (int k = c; k >= 0; k = table_.cls(k).super) local |= table_.cls(k).is_local;
  if (local) {
    ASSIGN_OR_RETURN(std::vector<nodes::NewLocalObject::Store> stores,
                     HiddenStores(e, c, outer, true));
    out.code =
        Make<nodes::NewLocalObject>(c, m, std::move(code_args), InitTarget(c), std::move(stores));
  } else if (outer != nullptr) {
    // The inner superclasses' enclosing instance is the same object (CheckInnerSuperclass).
    std::vector<int> slots;
    for (int k = c; k >= 0 && table_.cls(k).is_inner; k = table_.cls(k).super) {
      slots.push_back(table_.cls(k).outer_slot);
    }
    out.code = Make<nodes::NewInnerObject>(c, m, std::move(code_args), InitTarget(c), outer,
                                           std::move(slots));
  } else {
    out.code = Make<nodes::NewObject>(c, m, std::move(code_args), InitTarget(c));
  }
  out.type = Type::Class(static_cast<int16_t>(c));
  out.g = new_g;
  return out;
}

absl::StatusOr<CExpr> MethodCompiler::AnonymousObject(const Node& e, const Node& body) {
  const int a = ClassOfDecl(body);
  if (a < 0) return Error(e, "this anonymous class is outside the subject language");
  const ClassInfo& anon = table_.cls(a);
  const int s = anon.super;
  ASSIGN_OR_RETURN(std::vector<CExpr> args, Arguments(e, 0));
  const MethodInfo* super_ctor = nullptr;  // Object's when it implements an interface.
  std::vector<const Expr*> code_args;
  if (anon.interfaces.empty()) {
    std::vector<const MethodInfo*> ctors = table_.Constructors(s);
    if (ctors.empty()) {
      return Error(e, Cat("creating ", e.value, " objects is outside the subject language"));
    }
    ASSIGN_OR_RETURN(super_ctor,
                     ResolveAccessible(e, ctors, args, e.value, [&](const MethodInfo& c) {
                       return (!c.is_private || table_.SameTopLevel(cls_, c.owner)) &&
                              MethodAccessible(c, -1, a);
                     }));
    if (super_ctor->is_private && !table_.SameTopLevel(cls_, super_ctor->owner)) {
      return Error(e, Cat(e.value, "(", ") has private access in ", e.value));
    }
    RETURN_IF_ERROR(CheckMethodAccess(e, *super_ctor, -1, a));
    RETURN_IF_ERROR(CheckCallThrows(e, *super_ctor));
    ASSIGN_OR_RETURN(code_args, Coerce(e, 0, *super_ctor, std::move(args)));
    if (s == kObjectClass) super_ctor = nullptr;
  }
  RETURN_IF_ERROR(CompileLocalClass(a, super_ctor));
  for (int ex : ctx_.anonymous_throws[a]) RETURN_IF_ERROR(CheckThrown(e, ex));
  // The new object's enclosing instance is `this` (JLS 15.9.2); its superclass's, when that is
  // an inner class, the innermost enclosing instance of that class's enclosing class.
  ASSIGN_OR_RETURN(std::vector<nodes::NewLocalObject::Store> stores,
                   HiddenStores(e, a, anon.is_inner ? This() : nullptr, false));
  if (table_.cls(s).is_inner) {
    const ClassInfo& sc = table_.cls(s);
    bool lexical = false;
    for (int k = cls_; k >= 0 && !lexical; k = table_.cls(k).outer) {
      lexical = table_.IsSubclass(k, sc.outer);
    }
    if (!lexical) {
      return Error(e, Cat("an enclosing instance that contains ", sc.name, " is required"));
    }
    ASSIGN_OR_RETURN(const Expr* super_outer,
                     EnclosingInstance(e, sc.outer, sc.is_local,
                                       "non-static variable this cannot be referenced from a "
                                       "static context"));
    ASSIGN_OR_RETURN(std::vector<nodes::NewLocalObject::Store> more,
                     HiddenStores(e, s, super_outer, true));
    stores.insert(stores.end(), more.begin(), more.end());
  } else if (s != kObjectClass) {
    ASSIGN_OR_RETURN(std::vector<nodes::NewLocalObject::Store> more,
                     HiddenStores(e, s, nullptr, true));
    stores.insert(stores.end(), more.begin(), more.end());
  }
  CExpr out;
  out.code = Make<nodes::NewLocalObject>(a, table_.Constructors(a)[0], std::move(code_args),
                                         InitTarget(a), std::move(stores));
  out.type = Type::Class(static_cast<int16_t>(a));
  return out;
}

}  // namespace aprgrid::lang
