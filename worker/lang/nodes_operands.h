// Superinstructions for the commonest operand shapes of the compiled form (see exec.h): binary
// operators, array loads and integer divisions with an operand that is a local or a constant,
// evaluated without that operand's node. Each does the steps of the general node it replaces
// (nodes_expr.h: Binary, ArrayLoad, Divide), in the same order, with the same exceptions.
// Internal to the compiler (worker/lang/compile_operators.cc and compile_fused.cc pick them).
#ifndef APRGRID_WORKER_LANG_NODES_OPERANDS_H_
#define APRGRID_WORKER_LANG_NODES_OPERANDS_H_

#include <cstdint>

#include "worker/lang/exec.h"
#include "worker/lang/nodes_expr.h"
#include "worker/lang/runtime.h"

namespace aprgrid::lang::nodes {

// a op k with k a constant: Binary without the constant's node. kCheck and L as in Binary.
template <typename Op, bool kCheck = true, typename L = Expr>
class BinaryEC final : public Expr {
 public:
  BinaryEC(const Expr* a, Value k) : a_(a), k_(k) {}
  Value Eval(Frame& f) const override {
    Value r;
    if (!TryEval(f, r)) return Value{};
    return r;
  }
  // Eval for TryEvalAs: false when the operand threw.
  [[gnu::always_inline]] bool TryEval(Frame& f, Value& out) const {
    Value x;
    if constexpr (kCheck) {
      if (!TryEvalAs<L>(a_, f, x)) return false;
    } else {
      x = EvalAs<L>(a_, f);
    }
    out = Op()(x, k_);
    return true;
  }
  const Expr* lhs() const { return a_; }
  Value rhs() const { return k_; }

 private:
  const Expr* a_;
  Value k_;
};

// Superinstructions for the commonest operand shapes: local op local, local op constant.
template <typename Op>
class BinaryLL final : public Expr {
 public:
  BinaryLL(int a, int b) : a_(a), b_(b) {}
  Value Eval(Frame& f) const override { return Op()(f.locals[a_], f.locals[b_]); }
  int lhs() const { return a_; }
  int rhs() const { return b_; }

 private:
  int a_, b_;
};

// expr op local: one exception check instead of two. L as in Binary.
template <typename Op, typename L = Expr>
class BinaryEL final : public Expr {
 public:
  BinaryEL(const Expr* a, int b) : a_(a), b_(b) {}
  Value Eval(Frame& f) const override {
    Value x;
    if (!TryEvalAs<L>(a_, f, x)) return Value{};
    return Op()(x, f.locals[b_]);
  }
  const Expr* lhs() const { return a_; }
  int rhs() const { return b_; }

 private:
  const Expr* a_;
  int b_;
};

// arr[i] with the index in a local.
class ArrayLoadEL final : public Expr {
 public:
  ArrayLoadEL(const Expr* arr, int idx) : arr_(arr), idx_(idx) {}
  Value Eval(Frame& f) const override {
    Value a = arr_->Eval(f);
    APRGRID_CHECK_EXC(f);
    int32_t i = f.locals[idx_].i;
    if (!CheckIndex(f, a.ref, i)) return Value{};
    return ElementsOf(a.ref)[i];
  }

 private:
  const Expr* arr_;
  int idx_;
};

template <typename Op>
class BinaryLC final : public Expr {
 public:
  BinaryLC(int a, Value b) : a_(a), b_(b) {}
  Value Eval(Frame& f) const override { return Op()(f.locals[a_], b_); }
  // Eval for TryEvalAs (it cannot throw).
  [[gnu::always_inline]] bool TryEval(Frame& f, Value& out) const {
    out = Op()(f.locals[a_], b_);
    return true;
  }
  int lhs() const { return a_; }
  Value rhs() const { return b_; }

 private:
  int a_;
  Value b_;
};

// a.length with `a` in a local: ArrayLength without the local's node.
class ArrayLengthL final : public Expr {
 public:
  explicit ArrayLengthL(int arr) : arr_(arr) {}
  Value Eval(Frame& f) const override {
    Value r;
    if (!TryEval(f, r)) return Value{};
    return r;
  }
  // Eval for TryEvalAs: false when it threw (NullPointerException for a null array).
  [[gnu::always_inline]] bool TryEval(Frame& f, Value& out) const {
    Obj* a = f.locals[arr_].ref;
    if (a == nullptr) [[unlikely]] {
      f.rt->ThrowNullPointer();
      return false;
    }
    out = IntValue(a->len);
    return true;
  }

 private:
  int arr_;
};

// a[i] with both in locals.
class ArrayLoadLL final : public Expr {
 public:
  ArrayLoadLL(int arr, int idx) : arr_(arr), idx_(idx) {}
  Value Eval(Frame& f) const override {
    Obj* a = f.locals[arr_].ref;
    int32_t i = f.locals[idx_].i;
    if (!CheckIndex(f, a, i)) return Value{};
    return ElementsOf(a)[i];
  }
  // Eval for TryEvalAs: false when it threw.
  [[gnu::always_inline]] bool TryEval(Frame& f, Value& out) const {
    Obj* a = f.locals[arr_].ref;
    int32_t i = f.locals[idx_].i;
    if (!CheckIndex(f, a, i)) return false;
    out = ElementsOf(a)[i];
    return true;
  }
  int arr() const { return arr_; }
  int idx() const { return idx_; }

 private:
  int arr_, idx_;
};

// a[i][j] with a, i and j in locals: ArrayLoadEL over ArrayLoadLL in one node (the row's checks,
// then the element's, as the two nodes do them).
class ArrayLoad2L final : public Expr {
 public:
  ArrayLoad2L(int arr, int i, int j) : arr_(arr), i_(i), j_(j) {}
  Value Eval(Frame& f) const override {
    Obj* a = f.locals[arr_].ref;
    int32_t i = f.locals[i_].i;
    if (!CheckIndex(f, a, i)) return Value{};
    Obj* row = ElementsOf(a)[i].ref;
    int32_t j = f.locals[j_].i;
    if (!CheckIndex(f, row, j)) return Value{};
    return ElementsOf(row)[j];
  }
  // Eval for TryEvalAs: false when it threw.
  [[gnu::always_inline]] bool TryEval(Frame& f, Value& out) const {
    Obj* a = f.locals[arr_].ref;
    int32_t i = f.locals[i_].i;
    if (!CheckIndex(f, a, i)) return false;
    Obj* row = ElementsOf(a)[i].ref;
    int32_t j = f.locals[j_].i;
    if (!CheckIndex(f, row, j)) return false;
    out = ElementsOf(row)[j];
    return true;
  }

 private:
  int arr_, i_, j_;
};

// Integer division and remainder by a constant other than zero: Divide without the divisor's
// node and the zero test (such a division cannot throw).
// L is the dividend's node class when known (EvalAs), else Expr.
template <typename Op, typename L = Expr>
class DivideByConst final : public Expr {
 public:
  DivideByConst(const Expr* a, Value b) : a_(a), b_(b) {}
  Value Eval(Frame& f) const override {
    Value r;
    if (!TryEval(f, r)) return Value{};
    return r;
  }
  // Eval for TryEvalAs: false when the dividend threw.
  [[gnu::always_inline]] bool TryEval(Frame& f, Value& out) const {
    Value x;
    if (!TryEvalAs<L>(a_, f, x)) return false;
    out = Op()(x, b_);
    return true;
  }
  const Expr* lhs() const { return a_; }
  Value rhs() const { return b_; }

 private:
  const Expr* a_;
  Value b_;
};

}  // namespace aprgrid::lang::nodes

#endif  // APRGRID_WORKER_LANG_NODES_OPERANDS_H_
