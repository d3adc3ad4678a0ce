// A helper that appends built-in classes, fields, methods and constructors to a class table, in
// the order of their ids (types.h). Internal to aprgrid_lang (stdlib*.cc).
#ifndef APRGRID_WORKER_LANG_STDLIB_DECLARER_H_
#define APRGRID_WORKER_LANG_STDLIB_DECLARER_H_

#include <cstdio>
#include <cstdlib>
#include <initializer_list>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "worker/lang/classes.h"
#include "worker/lang/stdlib_impl.h"

namespace aprgrid::lang::stdlib {

// Generic signatures of built-in classes and methods as declared, in the JDK's notation; the
// Declarer queues them and ResolveLibraryGenerics (stdlib_generics.cc) turns them into the class
// table's type variables and generic types once every built-in class exists.
struct PendingGeneric {
  enum class What : uint8_t { kTypeParams, kSupertypes, kSignature };
  What what;
  int16_t cls = -1;
  int method = -1;                // kSignature.
  std::string text;               // kTypeParams: "K, V"; kSupertypes: the superclass ("": none);
                                  // kSignature: the return type, with any "<T ...> " prefix.
  std::vector<std::string> more;  // The interfaces (kSupertypes) or the parameters (kSignature).
};
// The queue. REQUIRES: used only while the built-in prototype table is built (DeclareBuiltins,
// once, under its static initialiser's guard).
std::vector<PendingGeneric>& PendingGenerics();
// Resolves and empties the queue into `t` (type variables, ClassInfo::gsuper/ginterfaces,
// MethodInfo::gret/gparams/type_params). Aborts on a malformed text: a bug of the declarations.
void ResolveLibraryGenerics(ClassTable& t);

class Declarer {
 public:
  explicit Declarer(ClassTable& t) : t_(t) {}

  // REQUIRES: `id` is the next class id (built-in classes are declared in BuiltinClass order).
  void Class(int16_t id, const char* name, int16_t super, bool is_final = false) {
    if (t_.classes.size() != static_cast<size_t>(id)) {
      std::fprintf(stderr, "built-in class %s declared as id %d, but the next id is %zu\n", name,
                   id, t_.classes.size());
      std::abort();
    }
    ClassInfo c;
    c.name = name;
    c.id = id;
    c.super = super;
    c.builtin = true;
    c.is_final = is_final;
    t_.classes.push_back(std::move(c));
    cur_ = id;
  }
  void M(const char* name, Type ret, std::initializer_list<Type> params, BuiltinFn fn,
         bool is_static = false) {
    MethodInfo m;
    m.name = name;
    m.ret = ret;
    m.params = params;
    m.owner = cur_;
    m.is_static = is_static;
    m.builtin = fn;
    m.id = static_cast<int>(t_.methods.size());
    t_.classes[static_cast<size_t>(cur_)].methods.push_back(m.id);
    t_.methods.push_back(std::move(m));
  }
  // Appends further members to the already declared class `id`.
  void Reopen(int16_t id) { cur_ = id; }
  void Final() { t_.methods.back().is_final = true; }
  void S(const char* name, Type ret, std::initializer_list<Type> params, BuiltinFn fn) {
    M(name, ret, params, fn, true);
  }
  void Ctor(std::initializer_list<Type> params, BuiltinFn fn) {
    M("<init>", kVoidType, params, fn);
    t_.methods.back().is_ctor = true;
  }
  void Field(const char* name, Type type, bool is_static, std::optional<Value> constant,
             bool is_private = false) {
    FieldInfo f;
    f.name = name;
    f.type = type;
    f.owner = cur_;
    f.is_static = is_static;
    f.is_final = true;
    f.is_private = is_private;
    f.constant = constant;
    t_.classes[static_cast<size_t>(cur_)].fields.push_back(std::move(f));
  }
  // ---- Generics: how a library class declares what the JDK's declares. Type texts name
  // built-in classes by canonical name (`Map.Entry<K,V>`), the class's type variables and the
  // method's own, primitives, `?`, `? extends X`, `? super X` and `[]`; they may name classes
  // declared later. Members without a signature stay raw (their erased types).
  //
  //   d.Class(kArrayListClass, "ArrayList", kObjectClass);
  //   t.classes.back().interfaces = {kListClass};
  //   d.TypeParams("E");                      // class ArrayList<E>
  //   d.Supertypes("", {"List<E>"});          // ... implements List<E> (parallel to interfaces)
  //   d.Ctor({collection}, Fn); d.Sig("void", {"Collection<? extends E>"});
  //   d.M("get", obj, {kIntType}, Fn); d.Sig("E", {"int"});
  //   d.S("max", obj, {collection}, Fn); d.Sig("<T extends Comparable<? super T>> T",
  //                                             {"Collection<? extends T>"});
  //
  // The current class's type parameters, comma-separated, each optionally `X extends B & C`.
  void TypeParams(const char* params) {
    PendingGenerics().push_back({PendingGeneric::What::kTypeParams, cur_, -1, params, {}});
  }
  // The current class's direct supertypes as written: the superclass ("" when Object or not
  // parameterised) and the interfaces, parallel to ClassInfo::interfaces.
  void Supertypes(const char* super, std::initializer_list<const char*> interfaces) {
    PendingGenerics().push_back({PendingGeneric::What::kSupertypes, cur_, -1, super,
                                 std::vector<std::string>(interfaces.begin(), interfaces.end())});
  }
  // The generic signature of the last declared method or constructor: its return type ("void"
  // for a constructor), prefixed by `<T ...> ` for a generic method, and every parameter's type.
  // Their erasures must be the types the method was declared with.
  void Sig(const char* ret, std::initializer_list<const char*> params) {
    PendingGenerics().push_back({PendingGeneric::What::kSignature, t_.methods.back().owner,
                                 t_.methods.back().id, ret,
                                 std::vector<std::string>(params.begin(), params.end())});
  }

  // ---- Shapes the java.util declarations repeat.
  // A java.util interface `name` extending the interface `super`.
  void Interface(int16_t id, const char* name, int16_t super) {
    Class(id, name, kObjectClass);
    ClassInfo& c = t_.classes.back();
    c.is_interface = c.is_abstract = c.java_util = true;
    c.interfaces = {super};
  }
  // A member declared once for an interface (abstract: its body is AbstractCall, never reached
  // through dispatch) and again for its implementing classes (implemented by `fn`).
  void Member(bool abstract, const char* name, Type ret, std::initializer_list<Type> params,
              BuiltinFn fn) {
    M(name, ret, params, abstract ? AbstractCall : fn);
    t_.methods.back().is_abstract = abstract;
  }
  // A private instance field that is not final (a built-in collection's state).
  void StateField(const char* name, Type type) {
    Field(name, type, false, std::nullopt, /*is_private=*/true);
    t_.classes[static_cast<size_t>(cur_)].fields.back().is_final = false;
  }
  // The body of an abstract built-in method: dispatch always finds an implementation, so a call
  // here is a bug of the declarations (LinkageError, as the JVM's AbstractMethodError is one).
  static Value AbstractCall(Runtime& rt, Value*) {
    rt.Throw(kLinkageErrorClass, "abstract method called");
    return Value{};
  }

  void Throwable(int16_t id, const char* name, int16_t super) {
    Class(id, name, super);
    Ctor({}, ThrowableInit);
    Ctor({kStringType}, ThrowableInitMessage);
  }

 private:
  ClassTable& t_;
  int16_t cur_ = -1;
};

}  // namespace aprgrid::lang::stdlib

#endif  // APRGRID_WORKER_LANG_STDLIB_DECLARER_H_
