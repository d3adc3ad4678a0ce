// Expression nodes of the compiled form (see exec.h), and the typed-operand helpers (EvalAs,
// TryEvalAs) through which a node evaluates an operand whose node class it knows. The
// superinstructions for operands in locals or constants are in nodes_operands.h. Internal to the
// compiler.
#ifndef APRGRID_WORKER_LANG_NODES_EXPR_H_
#define APRGRID_WORKER_LANG_NODES_EXPR_H_

#include <cmath>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "worker/lang/exec.h"
#include "worker/lang/runtime.h"

// Returns from the enclosing Eval when a Java exception is pending.
#define APRGRID_CHECK_EXC(f)               \
  if ((f).rt->exc != nullptr) [[unlikely]] \
    return Value {}

namespace aprgrid::lang {
class Program;
}  // namespace aprgrid::lang

namespace aprgrid::lang::nodes {

class Const final : public Expr {
 public:
  explicit Const(Value v) : v_(v) {}
  Value Eval(Frame&) const override { return v_; }
  Value value() const { return v_; }

 private:
  Value v_;
};

class Local final : public Expr {
 public:
  explicit Local(int slot) : slot_(slot) {}
  Value Eval(Frame& f) const override { return f.locals[slot_]; }
  // Eval for TryEvalAs (reading a local cannot throw).
  [[gnu::always_inline]] bool TryEval(Frame& f, Value& out) const {
    out = f.locals[slot_];
    return true;
  }
  int slot() const { return slot_; }

 private:
  int slot_;
};

class StaticLoad final : public Expr {
 public:
  explicit StaticLoad(int slot) : slot_(static_cast<size_t>(slot)) {}
  Value Eval(Frame& f) const override { return f.rt->statics[slot_]; }

 private:
  size_t slot_;
};

// A static field of class `cls` read from code outside `cls` and its subclasses: initialises
// `cls` first if needed (JLS 12.4.1).
class StaticLoadInit final : public Expr {
 public:
  StaticLoadInit(int slot, int cls) : slot_(static_cast<size_t>(slot)), cls_(cls) {}
  Value Eval(Frame& f) const override {
    if (!f.rt->EnsureInitialized(cls_)) return Value{};
    return f.rt->statics[slot_];
  }

 private:
  size_t slot_;
  int cls_;
};

class FieldLoad final : public Expr {
 public:
  FieldLoad(const Expr* obj, int slot) : obj_(obj), slot_(slot) {}
  Value Eval(Frame& f) const override {
    Value o = obj_->Eval(f);
    APRGRID_CHECK_EXC(f);
    if (o.ref == nullptr) [[unlikely]] {
      f.rt->ThrowNullPointer();
      return Value{};
    }
    return FieldsOf(o.ref)[slot_];
  }

 private:
  const Expr* obj_;
  int slot_;
};

// Evaluates the operand for its effects, then yields a constant (static member via an instance).
class Sequence final : public Expr {
 public:
  Sequence(const Expr* first, const Expr* second) : first_(first), second_(second) {}
  Value Eval(Frame& f) const override {
    first_->Eval(f);
    APRGRID_CHECK_EXC(f);
    return second_->Eval(f);
  }

 private:
  const Expr* first_;
  const Expr* second_;
};

// Null and bounds check of arr[i]; the throwing path is out of line to keep this inlinable.
inline bool CheckIndex(Frame& f, Obj* arr, int32_t i) {
  if (arr != nullptr && static_cast<uint32_t>(i) < static_cast<uint32_t>(arr->len)) [[likely]] {
    return true;
  }
  f.rt->ThrowIndexError(arr, i);
  return false;
}

class ArrayLoad final : public Expr {
 public:
  ArrayLoad(const Expr* arr, const Expr* idx) : arr_(arr), idx_(idx) {}
  Value Eval(Frame& f) const override {
    Value a = arr_->Eval(f);
    APRGRID_CHECK_EXC(f);
    Value i = idx_->Eval(f);
    APRGRID_CHECK_EXC(f);
    if (!CheckIndex(f, a.ref, i.i)) return Value{};
    return ElementsOf(a.ref)[i.i];
  }

 private:
  const Expr* arr_;
  const Expr* idx_;
};

// a[i] = v: evaluates a, i, v in order, then checks (JLS 15.26.1).
class AssignArray final : public Expr {
 public:
  AssignArray(const Expr* arr, const Expr* idx, const Expr* rhs)
      : arr_(arr), idx_(idx), rhs_(rhs) {}
  Value Eval(Frame& f) const override {
    Value a = arr_->Eval(f);
    APRGRID_CHECK_EXC(f);
    Value i = idx_->Eval(f);
    APRGRID_CHECK_EXC(f);
    Value v = rhs_->Eval(f);
    APRGRID_CHECK_EXC(f);
    if (!CheckIndex(f, a.ref, i.i)) return Value{};
    ElementsOf(a.ref)[i.i] = v;
    return v;
  }

 private:
  const Expr* arr_;
  const Expr* idx_;
  const Expr* rhs_;
};

// a[i] = v with `a` in a local; kCheckIdx = false when the index expression cannot throw.
template <bool kCheckIdx = true>
class AssignArrayL final : public Expr {
 public:
  AssignArrayL(int arr, const Expr* idx, const Expr* rhs) : arr_(arr), idx_(idx), rhs_(rhs) {}
  Value Eval(Frame& f) const override {
    Obj* a = f.locals[arr_].ref;
    Value i = idx_->Eval(f);
    if constexpr (kCheckIdx) APRGRID_CHECK_EXC(f);
    Value v = rhs_->Eval(f);
    APRGRID_CHECK_EXC(f);
    if (!CheckIndex(f, a, i.i)) return Value{};
    ElementsOf(a)[i.i] = v;
    return v;
  }

  int arr() const { return arr_; }
  const Expr* idx() const { return idx_; }
  const Expr* rhs() const { return rhs_; }

  // As a statement (`a[i] = v;`): the same without the expression statement around it.
  Flow Exec(Frame& f) const {
    Obj* a = f.locals[arr_].ref;
    Value i = idx_->Eval(f);
    if constexpr (kCheckIdx) {
      if (f.rt->exc != nullptr) return Flow::kThrow;
    }
    Value v = rhs_->Eval(f);
    if (f.rt->exc != nullptr) return Flow::kThrow;
    if (!CheckIndex(f, a, i.i)) return Flow::kThrow;
    ElementsOf(a)[i.i] = v;
    return Flow::kNormal;
  }

 private:
  int arr_;
  const Expr* idx_;
  const Expr* rhs_;
};

class ArrayLength final : public Expr {
 public:
  explicit ArrayLength(const Expr* arr) : arr_(arr) {}
  Value Eval(Frame& f) const override {
    Value a = arr_->Eval(f);
    APRGRID_CHECK_EXC(f);
    if (a.ref == nullptr) [[unlikely]] {
      f.rt->ThrowNullPointer();
      return Value{};
    }
    return IntValue(a.ref->len);
  }

 private:
  const Expr* arr_;
};

// Unary operations as functors over Values. kCheck = false when the operand cannot throw (known
// at compile time), which saves the pending-exception test. E is the operand's node class when
// known (EvalAs, defined below), else Expr.
template <typename Op, bool kCheck = true, typename E = Expr>
class Unary final : public Expr {
 public:
  explicit Unary(const Expr* e) : e_(e) {}
  Value Eval(Frame& f) const override;
  // Eval for TryEvalAs: false when the operand threw.
  [[gnu::always_inline]] inline bool TryEval(Frame& f, Value& out) const;
  const Expr* operand() const { return e_; }

 private:
  const Expr* e_;
};

// Evaluates `e`, which is a T: T = Expr for any node (a virtual call), or a final node class
// (a direct call, inlined), for the nodes whose operands' classes are known when they are made.
template <typename T>
[[gnu::always_inline]] inline Value EvalAs(const Expr* e, Frame& f) {
  if constexpr (std::is_same_v<T, Expr>) {
    return e->Eval(f);
  } else {
    return static_cast<const T*>(e)->T::Eval(f);
  }
}

// Evaluates `e`, which is a T, into `out`; false when it threw (the exception pending). T = Expr:
// Eval, then a look at the pending exception. A final node class (EvalAs) has a TryEval that
// returns false on its own throw paths only, so inlined into the caller its success path needs no
// look at the exception (none is pending when a node starts).
template <typename T>
[[gnu::always_inline]] inline bool TryEvalAs(const Expr* e, Frame& f, Value& out) {
  if constexpr (std::is_same_v<T, Expr>) {
    out = e->Eval(f);
    return f.rt->exc == nullptr;
  } else {
    return static_cast<const T*>(e)->T::TryEval(f, out);
  }
}

template <typename Op, bool kCheck, typename E>
Value Unary<Op, kCheck, E>::Eval(Frame& f) const {
  if constexpr (std::is_same_v<E, Expr>) {
    Value v = e_->Eval(f);
    if constexpr (kCheck) APRGRID_CHECK_EXC(f);
    return Op()(v);
  } else {
    Value r;
    if (!TryEval(f, r)) return Value{};
    return r;
  }
}

template <typename Op, bool kCheck, typename E>
bool Unary<Op, kCheck, E>::TryEval(Frame& f, Value& out) const {
  Value v;
  if (!TryEvalAs<E>(e_, f, v)) return false;
  out = Op()(v);
  return true;
}

// a op b. L and R are the operands' node classes when known (EvalAs), else Expr.
template <typename Op, bool kCheck = true, typename L = Expr, typename R = Expr>
class Binary final : public Expr {
 public:
  Binary(const Expr* a, const Expr* b) : a_(a), b_(b) {}
  Value Eval(Frame& f) const override {
    if constexpr (kCheck) {
      Value r;
      if (!TryEval(f, r)) return Value{};
      return r;
    } else {
      Value x = EvalAs<L>(a_, f);
      Value y = EvalAs<R>(b_, f);
      return Op()(x, y);
    }
  }
  // Eval for TryEvalAs: false when an operand threw.
  [[gnu::always_inline]] bool TryEval(Frame& f, Value& out) const {
    Value x, y;
    if constexpr (kCheck) {
      if (!TryEvalAs<L>(a_, f, x) || !TryEvalAs<R>(b_, f, y)) return false;
    } else {
      x = EvalAs<L>(a_, f);
      y = EvalAs<R>(b_, f);
    }
    out = Op()(x, y);
    return true;
  }
  const Expr* lhs() const { return a_; }
  const Expr* rhs() const { return b_; }

 private:
  const Expr* a_;
  const Expr* b_;
};

// local op= expr without conversions (int += int, long *= long, ...). The old value is read
// before `rhs` runs, as Java requires.
template <typename Op>
class CompoundLocal final : public Expr {
 public:
  CompoundLocal(int slot, const Expr* rhs) : slot_(slot), rhs_(rhs) {}
  Value Eval(Frame& f) const override {
    Value old = f.locals[slot_];
    Value r = rhs_->Eval(f);
    APRGRID_CHECK_EXC(f);
    Value v = Op()(old, r);
    f.locals[slot_] = v;
    return v;
  }
  int slot() const { return slot_; }
  const Expr* rhs() const { return rhs_; }

 private:
  int slot_;
  const Expr* rhs_;
};

// Integer division and remainder (ArithmeticException on zero).
template <typename Op>
class Divide final : public Expr {
 public:
  Divide(const Expr* a, const Expr* b) : a_(a), b_(b) {}
  Value Eval(Frame& f) const override {
    Value x = a_->Eval(f);
    APRGRID_CHECK_EXC(f);
    Value y = b_->Eval(f);
    APRGRID_CHECK_EXC(f);
    if (Op::IsZero(y)) [[unlikely]] {
      f.rt->Throw(kArithmeticExceptionClass, "/ by zero");
      return Value{};
    }
    return Op()(x, y);
  }

 private:
  const Expr* a_;
  const Expr* b_;
};

// kCheck = false when the left operand cannot throw (as in Unary/Binary).
template <bool kCheck = true>
class AndAnd final : public Expr {
 public:
  AndAnd(const Expr* a, const Expr* b) : a_(a), b_(b) {}
  Value Eval(Frame& f) const override {
    Value x = a_->Eval(f);
    if constexpr (kCheck) APRGRID_CHECK_EXC(f);
    if (!x.i) return IntValue(0);
    return b_->Eval(f);
  }

 private:
  const Expr* a_;
  const Expr* b_;
};

// x CMP y && e with x a local and y a local (kConst false, `rhs_slot`) or a constant (kConst
// true, `rhs`): AndAnd<false> with its left operand inline (it cannot throw or run code).
template <typename Cmp, bool kConst>
class AndAndLocal final : public Expr {
 public:
  AndAndLocal(int lhs, int rhs_slot, Value rhs, const Expr* b)
      : lhs_(lhs), rhs_slot_(rhs_slot), rhs_(rhs), b_(b) {}
  Value Eval(Frame& f) const override {
    Value rhs = kConst ? rhs_ : f.locals[rhs_slot_];
    if (!Cmp()(f.locals[lhs_], rhs).i) return IntValue(0);
    return b_->Eval(f);
  }
  int lhs() const { return lhs_; }
  int rhs_slot() const { return rhs_slot_; }
  Value rhs() const { return rhs_; }
  const Expr* right() const { return b_; }

 private:
  int lhs_;
  int rhs_slot_;
  Value rhs_;
  const Expr* b_;
};

// The AndAndLocal of `a && b` when `a` compares two locals or a local and a constant; null
// otherwise.
const Expr* MakeAndAndLocal(Program& prog, const Expr* a, const Expr* b);

template <bool kCheck = true>
class OrOr final : public Expr {
 public:
  OrOr(const Expr* a, const Expr* b) : a_(a), b_(b) {}
  Value Eval(Frame& f) const override {
    Value x = a_->Eval(f);
    if constexpr (kCheck) APRGRID_CHECK_EXC(f);
    if (x.i) return IntValue(1);
    return b_->Eval(f);
  }

 private:
  const Expr* a_;
  const Expr* b_;
};

class Conditional final : public Expr {
 public:
  Conditional(const Expr* c, const Expr* a, const Expr* b) : c_(c), a_(a), b_(b) {}
  Value Eval(Frame& f) const override {
    Value c = c_->Eval(f);
    APRGRID_CHECK_EXC(f);
    return c.i ? a_->Eval(f) : b_->Eval(f);
  }
  const Expr* cond() const { return c_; }
  const Expr* then() const { return a_; }
  const Expr* els() const { return b_; }

 private:
  const Expr* c_;
  const Expr* a_;
  const Expr* b_;
};

// String concatenation of a flattened chain `a + b + c` (each part with its static type).
class Concat final : public Expr {
 public:
  struct Part {
    const Expr* e;
    Type t;
  };
  explicit Concat(std::vector<Part> parts) : parts_(std::move(parts)) {}
  Value Eval(Frame& f) const override {
    std::u16string s;
    for (const Part& p : parts_) {
      Value v = p.e->Eval(f);
      APRGRID_CHECK_EXC(f);
      f.rt->AppendJava(s, v, p.t);
      APRGRID_CHECK_EXC(f);
      if (!f.rt->Fits(s.size() * sizeof(char16_t))) [[unlikely]] {
        f.rt->ThrowOutOfMemory();  // Before the temporary outgrows the memory limit.
        return Value{};
      }
    }
    return RefValue(f.rt->NewString(s));
  }

 private:
  std::vector<Part> parts_;
};

class InstanceOf final : public Expr {
 public:
  InstanceOf(const Expr* e, Type t) : e_(e), t_(t) {}
  Value Eval(Frame& f) const override {
    Value v = e_->Eval(f);
    APRGRID_CHECK_EXC(f);
    return IntValue(v.ref != nullptr && f.rt->ct.IsSubtype(v.ref->type, t_) ? 1 : 0);
  }

 private:
  const Expr* e_;
  Type t_;
};

// Whether the object `o` (not null) is an instance of type `t`: an object of exactly that type
// (the common case, answered without a call), or of a subtype.
inline bool IsInstanceOf(const Runtime& rt, const Obj* o, Type t) {
  return o->type == t || rt.ct.IsSubtype(o->type, t);
}

// The ClassCastException of a failed cast of `o` to `t`.
[[gnu::noinline, gnu::cold]] inline void ThrowClassCast(Runtime& rt, Obj* o, Type t) {
  rt.Throw(kClassCastExceptionClass,
           "class " + rt.ClassNameOf(o) + " cannot be cast to class " +
               (t.dims == 0 && t.base == Base::kRef ? rt.ct.cls(t.cls).runtime_name()
                                                    : rt.ct.TypeName(t)));
}

class CheckCast final : public Expr {
 public:
  CheckCast(const Expr* e, Type t) : e_(e), t_(t) {}
  Value Eval(Frame& f) const override {
    Value v = e_->Eval(f);
    APRGRID_CHECK_EXC(f);
    if (v.ref != nullptr && !IsInstanceOf(*f.rt, v.ref, t_)) [[unlikely]] {
      ThrowClassCast(*f.rt, v.ref, t_);
      return Value{};
    }
    return v;
  }
  const Expr* operand() const { return e_; }
  Type type() const { return t_; }

 private:
  const Expr* e_;
  Type t_;
};

// The box of class `cls` of a primitive value (Runtime::Box; OutOfMemoryError). E is the operand's
// node class when known (EvalAs), else Expr.
template <typename E = Expr>
class Box final : public Expr {
 public:
  Box(const Expr* e, int cls) : e_(e), cls_(cls) {}
  Value Eval(Frame& f) const override {
    Value r;
    if (!TryEval(f, r)) return Value{};
    return r;
  }
  // Eval for TryEvalAs: false when the operand or the allocation threw.
  [[gnu::always_inline]] bool TryEval(Frame& f, Value& out) const {
    Value v;
    if (!TryEvalAs<E>(e_, f, v)) return false;
    Obj* o = f.rt->Box(cls_, v);
    if (o == nullptr) return false;
    out = RefValue(o);
    return true;
  }
  const Expr* operand() const { return e_; }
  int cls() const { return cls_; }

 private:
  const Expr* e_;
  int cls_;
};

// Reads Runtime::scratch: the current value of a compound assignment's target. The operator
// tree of `x op= y` evaluates it first (it is the leftmost leaf), before `y` can overwrite it.
class ScratchValue final : public Expr {
 public:
  Value Eval(Frame& f) const override { return f.rt->scratch; }
};

}  // namespace aprgrid::lang::nodes

#endif  // APRGRID_WORKER_LANG_NODES_EXPR_H_
