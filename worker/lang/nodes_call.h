// Calls, object creation and array creation nodes of the compiled form (see exec.h). Internal to
// the compiler.
#ifndef APRGRID_WORKER_LANG_NODES_CALL_H_
#define APRGRID_WORKER_LANG_NODES_CALL_H_

#include <cstdint>
#include <string>
#include <vector>

#include "worker/lang/nodes_expr.h"

namespace aprgrid::lang::nodes {

// Evaluates the `n` arguments `args[0..n)` onto the value stack from `base` (== rt.sp), which
// becomes the callee's frame: the value stack check, then each argument in order, with rt.sp
// just past the arguments already evaluated. Returns false, with rt.sp back at `base` and the
// exception pending, if the stack would overflow or an argument throws; true with rt.sp at
// base + n, or, when `sp_past_last` is false (for a caller that moves rt.sp itself before
// anything else runs), at base + n - 1 (`base` when n is 0 or 1). The one copy of these steps for
// every call node (here and in nodes_builtin.h); with a constant `n` the loop unrolls.
[[gnu::always_inline]] inline bool PushArguments(Frame& f, const Expr* const* args, size_t n,
                                                 Value* base, bool sp_past_last = true) {
  Runtime& rt = *f.rt;
  if (base + n + 1 > rt.stack_end) [[unlikely]] {
    rt.ThrowStackOverflow();
    return false;
  }
  for (size_t i = 0; i < n; ++i) {
    Value v = args[i]->Eval(f);
    if (rt.exc != nullptr) [[unlikely]] {
      rt.sp = base;
      return false;
    }
    base[i] = v;
    if (i + 1 < n || sp_past_last) rt.sp = base + i + 1;
  }
  return true;
}

// PushArguments of `args` from rt.sp: returns the frame's base, or null as PushArguments.
[[gnu::always_inline]] inline Value* PushArguments(Frame& f, const std::vector<const Expr*>& args) {
  Value* base = f.rt->sp;
  return PushArguments(f, args.data(), args.size(), base) ? base : nullptr;
}

// A constructor's frame: `self` at rt.sp, then `args` evaluated after it (PushArguments).
// Returns the frame's base, or null with rt.sp where it was and the exception pending.
[[gnu::always_inline]] inline Value* PushConstructorFrame(Frame& f, Obj* self,
                                                          const std::vector<const Expr*>& args) {
  Runtime& rt = *f.rt;
  Value* base = rt.sp;
  if (base + args.size() + 1 > rt.stack_end) [[unlikely]] {
    rt.ThrowStackOverflow();
    return nullptr;
  }
  base[0].ref = self;
  rt.sp = base + 1;
  if (PushArguments(f, args) == nullptr) [[unlikely]] {
    rt.sp = base;
    return nullptr;
  }
  return base;
}

// Calls with arguments evaluated onto the value stack, which becomes the callee's frame.
class Call final : public Expr {
 public:
  // `method` is the statically chosen method; `dispatch` = virtual (by vtable slot).
  Call(const MethodInfo* method, std::vector<const Expr*> args, bool has_receiver, bool dispatch)
      : method_(method), args_(std::move(args)), has_receiver_(has_receiver), dispatch_(dispatch) {}
  Value Eval(Frame& f) const override {
    Runtime& rt = *f.rt;
    Value* base = PushArguments(f, args_);
    if (base == nullptr) [[unlikely]] {
      return Value{};
    }
    const MethodInfo* m = method_;
    if (has_receiver_) {
      Obj* self = base[0].ref;
      if (self == nullptr) [[unlikely]] {
        rt.sp = base;
        rt.ThrowNullPointer();
        return Value{};
      }
      if (dispatch_) {
        int cls = self->cls == kArrayObject ? kObjectClass : self->cls;
        m = &rt.ct.method(rt.ct.cls(cls).vtable[static_cast<size_t>(m->vtable_slot)]);
      }
    }
    Value r = rt.Enter(*m, base);
    rt.sp = base;
    return r;
  }

 private:
  const MethodInfo* method_;
  std::vector<const Expr*> args_;
  bool has_receiver_;
  bool dispatch_;
};

// A call of an interface's instance method (abstract or default): the receiver's class picks
// the implementation from `impl` (method ids by class id, made at compile time from the class
// table, which is fixed once compiled).
class InterfaceCall final : public Expr {
 public:
  InterfaceCall(std::vector<int> impl, std::vector<const Expr*> args)
      : impl_(std::move(impl)), args_(std::move(args)) {}
  Value Eval(Frame& f) const override {
    Runtime& rt = *f.rt;
    Value* base = PushArguments(f, args_);
    if (base == nullptr) [[unlikely]] {
      return Value{};
    }
    Obj* self = base[0].ref;
    if (self == nullptr) [[unlikely]] {
      rt.sp = base;
      rt.ThrowNullPointer();
      return Value{};
    }
    // The receiver's static type is the interface, so its class implements it: an entry exists.
    int id = impl_[static_cast<size_t>(self->cls)];
    if (id < 0) [[unlikely]] {  // Not reachable from checked code; a guard, not a crash.
      rt.sp = base;
      rt.Throw(kLinkageErrorClass, "no implementation of an interface method");
      return Value{};
    }
    Value r = rt.Enter(rt.ct.method(id), base);
    rt.sp = base;
    return r;
  }

 private:
  std::vector<int> impl_;
  std::vector<const Expr*> args_;
};

// A call of a static method of class `init`, made from outside `init` and its subclasses: the
// arguments, then the initialisation of `init` if needed (JLS 12.4.1, as invokestatic), then the
// call.
class StaticCallInit final : public Expr {
 public:
  StaticCallInit(const MethodInfo* method, std::vector<const Expr*> args, int init)
      : method_(method), args_(std::move(args)), init_(init) {}
  Value Eval(Frame& f) const override {
    Runtime& rt = *f.rt;
    Value* base = PushArguments(f, args_);
    if (base == nullptr) [[unlikely]] {
      return Value{};
    }
    if (!rt.EnsureInitialized(init_)) {
      rt.sp = base;
      return Value{};
    }
    Value r = rt.Enter(*method_, base);
    rt.sp = base;
    return r;
  }

 private:
  const MethodInfo* method_;
  std::vector<const Expr*> args_;
  int init_;
};

// new C(args): initialise C if needed (`init` >= 0, JLS 12.4.1), allocate, evaluate the
// arguments, then run the constructor with the new object as `this`.
class NewObject final : public Expr {
 public:
  NewObject(int cls, const MethodInfo* ctor, std::vector<const Expr*> args, int init = -1)
      : cls_(cls), ctor_(ctor), args_(std::move(args)), init_(init) {}
  Value Eval(Frame& f) const override {
    Runtime& rt = *f.rt;
    if (init_ >= 0 && !rt.EnsureInitialized(init_)) return Value{};
    Obj* o = rt.NewInstance(cls_);
    if (o == nullptr) return Value{};
    Value* base = PushConstructorFrame(f, o, args_);
    if (base == nullptr) [[unlikely]] {
      return Value{};
    }
    rt.Enter(*ctor_, base);
    rt.sp = base;
    return RefValue(o);
  }

 private:
  int cls_;
  const MethodInfo* ctor_;
  std::vector<const Expr*> args_;
  int init_;
};

// new C(args) of an inner class C, `outer.new C(args)` too (JLS 15.9.4): evaluate the enclosing
// instance (NullPointerException when it is null), initialise C if needed, allocate, store the
// enclosing instance in the hidden fields `outer_slots` (C's and its inner superclasses'), then
// evaluate the arguments and run the constructor, as NewObject.
class NewInnerObject final : public Expr {
 public:
  NewInnerObject(int cls, const MethodInfo* ctor, std::vector<const Expr*> args, int init,
                 const Expr* outer, std::vector<int> outer_slots)
      : cls_(cls),
        ctor_(ctor),
        args_(std::move(args)),
        init_(init),
        outer_(outer),
        outer_slots_(std::move(outer_slots)) {}
  Value Eval(Frame& f) const override {
    Runtime& rt = *f.rt;
    Value outer = outer_->Eval(f);
    APRGRID_CHECK_EXC(f);
    if (outer.ref == nullptr) {
      rt.ThrowNullPointer();
      return Value{};
    }
    if (init_ >= 0 && !rt.EnsureInitialized(init_)) return Value{};
    Obj* o = rt.NewInstance(cls_);
    if (o == nullptr) return Value{};
    for (int slot : outer_slots_) FieldsOf(o)[slot] = outer;
    Value* base = PushConstructorFrame(f, o, args_);
    if (base == nullptr) return Value{};
    rt.Enter(*ctor_, base);
    rt.sp = base;
    return RefValue(o);
  }

 private:
  int cls_;
  const MethodInfo* ctor_;
  std::vector<const Expr*> args_;
  int init_;
  const Expr* outer_;
  std::vector<int> outer_slots_;
};

// new C(args) of a local or anonymous class C, or of a class extending one: initialise C if
// needed, allocate, store the hidden fields (`stores`: captured variables and enclosing
// instances, read from locals and from `this`, so they cannot throw) before any constructor runs
// as javac does, then evaluate the arguments and run the constructor, as NewObject.
class NewLocalObject final : public Expr {
 public:
  struct Store {
    int slot;
    const Expr* value;
  };
  NewLocalObject(int cls, const MethodInfo* ctor, std::vector<const Expr*> args, int init,
                 std::vector<Store> stores)
      : cls_(cls), ctor_(ctor), args_(std::move(args)), init_(init), stores_(std::move(stores)) {}
  Value Eval(Frame& f) const override {
    Runtime& rt = *f.rt;
    if (init_ >= 0 && !rt.EnsureInitialized(init_)) return Value{};
    Obj* o = rt.NewInstance(cls_);
    if (o == nullptr) return Value{};
    for (const Store& s : stores_) {
      Value v = s.value->Eval(f);
      APRGRID_CHECK_EXC(f);
      FieldsOf(o)[s.slot] = v;
    }
    Value* base = PushConstructorFrame(f, o, args_);
    if (base == nullptr) return Value{};
    rt.Enter(*ctor_, base);
    rt.sp = base;
    return RefValue(o);
  }

 private:
  int cls_;
  const MethodInfo* ctor_;
  std::vector<const Expr*> args_;
  int init_;
  std::vector<Store> stores_;
};

class NewArray final : public Expr {
 public:
  NewArray(Type type, std::vector<const Expr*> dims) : type_(type), dims_(std::move(dims)) {}
  Value Eval(Frame& f) const override {
    int32_t lens[256];
    for (size_t i = 0; i < dims_.size(); ++i) {
      Value v = dims_[i]->Eval(f);
      APRGRID_CHECK_EXC(f);
      lens[i] = v.i;
    }
    for (size_t i = 0; i < dims_.size(); ++i) {
      if (lens[i] < 0) {
        f.rt->Throw(kNegativeArraySizeExceptionClass, std::to_string(lens[i]));
        return Value{};
      }
    }
    return RefValue(Make(f, type_, lens, 0));
  }

 private:
  Obj* Make(Frame& f, Type t, const int32_t* lens, size_t level) const {
    Obj* a = f.rt->NewArray(t, lens[level]);
    if (a == nullptr || level + 1 == dims_.size()) return a;
    for (int32_t i = 0; i < lens[level]; ++i) {
      Obj* sub = Make(f, t.Element(), lens, level + 1);
      if (sub == nullptr) return nullptr;
      ElementsOf(a)[i].ref = sub;
    }
    return a;
  }

  Type type_;
  std::vector<const Expr*> dims_;
};

class ArrayLiteral final : public Expr {
 public:
  ArrayLiteral(Type type, std::vector<const Expr*> elems) : type_(type), elems_(std::move(elems)) {}
  Value Eval(Frame& f) const override {
    Obj* a = f.rt->NewArray(type_, static_cast<int32_t>(elems_.size()));
    if (a == nullptr) return Value{};
    for (size_t i = 0; i < elems_.size(); ++i) {
      Value v = elems_[i]->Eval(f);
      APRGRID_CHECK_EXC(f);
      ElementsOf(a)[i] = v;
    }
    return RefValue(a);
  }

 private:
  Type type_;
  std::vector<const Expr*> elems_;
};

}  // namespace aprgrid::lang::nodes

#endif  // APRGRID_WORKER_LANG_NODES_CALL_H_
