// A helper that appends built-in classes, fields, methods and constructors to a class table, in
// the order of their ids (types.h). Internal to aprgrid_lang (stdlib*.cc).
#ifndef APRGRID_WORKER_LANG_STDLIB_DECLARER_H_
#define APRGRID_WORKER_LANG_STDLIB_DECLARER_H_

#include <initializer_list>
#include <optional>
#include <utility>

#include "worker/lang/classes.h"
#include "worker/lang/stdlib_impl.h"

namespace aprgrid::lang::stdlib {

class Declarer {
 public:
  explicit Declarer(ClassTable& t) : t_(t) {}

  void Class(int16_t id, const char* name, int16_t super, bool is_final = false) {
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
