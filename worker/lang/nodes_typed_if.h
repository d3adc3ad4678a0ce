// `if`, `return` and local assignment statements whose operand's node class is known when they
// are made, so that the operand is evaluated inline (nodes::EvalAs). Internal to the compiler
// (worker/lang/compile_fused.cc picks them).
#ifndef APRGRID_WORKER_LANG_NODES_TYPED_IF_H_
#define APRGRID_WORKER_LANG_NODES_TYPED_IF_H_

#include "worker/lang/nodes_box.h"
#include "worker/lang/nodes_expr.h"
#include "worker/lang/nodes_operands.h"

namespace aprgrid::lang {
class Program;
}  // namespace aprgrid::lang

namespace aprgrid::lang::nodes {

// if (c) then else els (els may be null) with c a C (a final node class with TryEval): If's
// steps, the condition evaluated by a direct call.
template <typename C>
class IfAs final : public Stmt {
 public:
  IfAs(const Expr* c, const Stmt* then, const Stmt* els) : c_(c), then_(then), else_(els) {}
  Flow Exec(Frame& f) const override {
    Value c;
    if (!TryEvalAs<C>(c_, f, c)) return Flow::kThrow;
    if (c.i) return then_->Exec(f);
    return else_ != nullptr ? else_->Exec(f) : Flow::kNormal;
  }

 private:
  const Expr* c_;
  const Stmt* then_;
  const Stmt* else_;
};

// `return e;` with e an E (a final node class with TryEval): Return's steps, the value evaluated
// by a direct call (f.ret is Value{} when it threw, as Return leaves it).
template <typename E>
class ReturnAs final : public Stmt {
 public:
  explicit ReturnAs(const Expr* e) : e_(e) {}
  Flow Exec(Frame& f) const override {
    Value v;
    if (!TryEvalAs<E>(e_, f, v)) [[unlikely]] {
      f.ret = Value{};
      return Flow::kThrow;
    }
    f.ret = v;
    return Flow::kReturn;
  }

 private:
  const Expr* e_;
};

// `return x CMP y ? yes : no;` with x an int local, y a local (kConst false, `rhs_slot`) or a
// constant (kConst true, `rhs`) and yes and no constants (a comparator's `return a < b ? -1 :
// 1;`): Return over Conditional in one node; nothing in it can throw or run code.
template <typename Cmp, bool kConst>
class ReturnSelect final : public Stmt {
 public:
  ReturnSelect(int lhs, int rhs_slot, Value rhs, Value yes, Value no)
      : lhs_(lhs), rhs_slot_(rhs_slot), rhs_(rhs), yes_(yes), no_(no) {}
  Flow Exec(Frame& f) const override {
    Value rhs = kConst ? rhs_ : f.locals[rhs_slot_];
    f.ret = Cmp()(f.locals[lhs_], rhs).i ? yes_ : no_;
    return Flow::kReturn;
  }

 private:
  int lhs_;
  int rhs_slot_;
  Value rhs_;
  Value yes_;
  Value no_;
};

// The ReturnAs of `return value;` when `value` is an int or long +, - or * of two expressions
// (Binary: `return fib(n - 1) + fib(n - 2);`), the ReturnSelect when it has that shape; null
// otherwise.
const Stmt* MakeReturnAs(Program& prog, const Expr* value);

// `x = e;` on a local as a statement with e an E (a final node class with TryEval):
// AssignLocalStmt's steps, the value evaluated by a direct call.
template <typename E>
class AssignLocalAs final : public Stmt {
 public:
  AssignLocalAs(int slot, const Expr* e) : slot_(slot), e_(e) {}
  Flow Exec(Frame& f) const override {
    Value v;
    if (!TryEvalAs<E>(e_, f, v)) return Flow::kThrow;
    f.locals[slot_] = v;
    return Flow::kNormal;
  }

 private:
  int slot_;
  const Expr* e_;
};

// The AssignLocalAs of `x = value;` (x in `slot`) when `value` is an int division or remainder
// by a constant (DivideByConst: `int a = x % 1000;`); null otherwise.
const Stmt* MakeAssignLocalAs(Program& prog, int slot, const Expr* value);

// The IfAs of `if (cond) then else els` when `cond` compares an int expression with a constant
// (BinaryEC: `s.charAt(i) == '7'`, `x % 2 != 0`); null otherwise.
const Stmt* MakeIfCompareConst(Program& prog, const Expr* cond, const Stmt* then, const Stmt* els);

}  // namespace aprgrid::lang::nodes

#endif  // APRGRID_WORKER_LANG_NODES_TYPED_IF_H_
