// Loop statement nodes of the compiled form: while, do-while, for and the enhanced for over
// arrays. Each iteration costs one step of the budget. Every loop but the enhanced for starts an
// iteration with Runtime::LoopTick, which feeds the proof of non-termination (loop_proof.h);
// its state at that point must be in the frame, the heap or the runtime (Loop's `first` is
// false from the second iteration on, the only ones a proof compares). Internal.
#ifndef APRGRID_WORKER_LANG_NODES_LOOP_H_
#define APRGRID_WORKER_LANG_NODES_LOOP_H_

#include <type_traits>
#include <utility>
#include <vector>

#include "worker/lang/nodes_stmt.h"
#include "worker/lang/program.h"

namespace aprgrid::lang::nodes {

// while / for (cond may be null = true; update may be empty). Each iteration costs one step.
class Loop final : public Stmt {
 public:
  Loop(const Expr* cond, const Stmt* body, std::vector<const Expr*> update, bool test_first)
      : cond_(cond), body_(body), update_(std::move(update)), test_first_(test_first) {}
  Flow Exec(Frame& f) const override {
    Runtime& rt = *f.rt;
    const uint64_t entry = rt.steps;  // Names this activation (Runtime::LoopTick).
    bool first = true;
    while (true) {
      if (!rt.LoopTick(this, f, entry)) return Flow::kThrow;
      if ((test_first_ || !first) && cond_ != nullptr) {
        Value c = cond_->Eval(f);
        if (rt.exc != nullptr) return Flow::kThrow;
        if (!c.i) return Flow::kNormal;
      }
      first = false;
      Flow fl = body_->Exec(f);
      if (fl == Flow::kBreak) return Flow::kNormal;
      if (fl >= Flow::kReturn) return fl;  // Return, throw, labeled jump.
      for (const Expr* u : update_) {
        u->Eval(f);
        if (rt.exc != nullptr) return Flow::kThrow;
      }
    }
  }

 private:
  const Expr* cond_;
  const Stmt* body_;
  std::vector<const Expr*> update_;
  bool test_first_;  // false for do-while.
};

// for (...; cond; update) body with a condition and one update expression, the commonest `for`:
// Loop's steps without its do-while and update-list handling.
class ForLoop final : public Stmt {
 public:
  ForLoop(const Expr* cond, const Stmt* body, const Expr* update)
      : cond_(cond), body_(body), update_(update) {}
  Flow Exec(Frame& f) const override {
    Runtime& rt = *f.rt;
    const uint64_t entry = rt.steps;  // Names this activation (Runtime::LoopTick).
    while (true) {
      if (!rt.LoopTick(this, f, entry)) return Flow::kThrow;
      Value c = cond_->Eval(f);
      if (rt.exc != nullptr) return Flow::kThrow;
      if (!c.i) return Flow::kNormal;
      Flow fl = body_->Exec(f);
      if (fl != Flow::kNormal && fl != Flow::kContinue) [[unlikely]] {
        return fl == Flow::kBreak ? Flow::kNormal : fl;  // Return, throw, labeled jump.
      }
      update_->Eval(f);
      if (rt.exc != nullptr) return Flow::kThrow;
    }
  }

 private:
  const Expr* cond_;
  const Stmt* body_;
  const Expr* update_;
};

// Where ForLoopInt's right operand comes from: a local, a constant or any int expression.
enum class IntRhs { kLocal, kConst, kExpr };

// for (...; i CMP n; i++) body: ForLoop whose condition compares an int local with another
// (kRhs kLocal, `rhs_slot`), a constant (kConst, `rhs`) or any int expression (kExpr, `rhs_expr`:
// `i < a.length`, `i < list.size()`; i is read first, then the expression runs, and it may throw
// or run code) by Cmp (ops::LtI, ...), and whose update adds `delta` to an int local (`i++`,
// `--j`, ...). The update cannot throw or run code, so it runs inline, as the comparison does:
// ForLoop's steps in its order (step, condition, body, update). R is the node class of
// `rhs_expr` when known (EvalAs), else Expr; B is the body's node class when known (a final
// class: Block2, run by a direct call), else Stmt.
template <typename Cmp, IntRhs kRhs, typename R = Expr, typename B = Stmt>
class ForLoopInt final : public Stmt {
 public:
  ForLoopInt(int lhs, int rhs_slot, Value rhs, const Expr* rhs_expr, const Stmt* body,
             int update_slot, int delta)
      : lhs_(lhs),
        rhs_slot_(rhs_slot),
        rhs_(rhs),
        rhs_expr_(rhs_expr),
        body_(body),
        update_slot_(update_slot),
        delta_(static_cast<uint32_t>(delta)) {}
  Flow Exec(Frame& f) const override {
    Runtime& rt = *f.rt;
    const uint64_t entry = rt.steps;  // Names this activation (Runtime::LoopTick).
    Value* locals = f.locals;
    while (true) {
      if (!rt.LoopTick(this, f, entry)) return Flow::kThrow;
      Value lhs = locals[lhs_];
      Value rhs;
      if constexpr (kRhs == IntRhs::kExpr) {
        if (!TryEvalAs<R>(rhs_expr_, f, rhs)) return Flow::kThrow;
      } else {
        rhs = kRhs == IntRhs::kConst ? rhs_ : locals[rhs_slot_];
      }
      if (!Cmp()(lhs, rhs).i) return Flow::kNormal;
      Flow fl;
      if constexpr (std::is_same_v<B, Stmt>) {
        fl = body_->Exec(f);
      } else {
        fl = static_cast<const B*>(body_)->B::Exec(f);
      }
      if (fl != Flow::kNormal && fl != Flow::kContinue) [[unlikely]] {
        return fl == Flow::kBreak ? Flow::kNormal : fl;  // Return, throw, labeled jump.
      }
      locals[update_slot_] = IntValue(ops::WrapI(ops::U(locals[update_slot_].i) + delta_));
    }
  }

 private:
  int lhs_;
  int rhs_slot_;
  Value rhs_;
  const Expr* rhs_expr_;
  const Stmt* body_;
  int update_slot_;
  uint32_t delta_;
};

// The WhileLoop of `while (cond) body` with its condition typed when it compares an ArrayList's
// size (a local's) with a constant (`while (list.size() > n)`), else with any condition.
const Stmt* MakeWhileLoop(Program& prog, const Expr* cond, const Stmt* body);

// The ForLoopInt for `cond` and `update` when they have their shapes (an int
// comparison of a local with a local, a constant or any expression; an int local's increment);
// null otherwise.
const Stmt* MakeForLoopInt(Program& prog, const Expr* cond, const Stmt* body, const Expr* update);

// while (cond) body: the commonest loop, without Loop's do-while and update handling. C is the
// condition's node class when known (EvalAs), else Expr.
template <typename C = Expr>
class WhileLoop final : public Stmt {
 public:
  WhileLoop(const Expr* cond, const Stmt* body) : cond_(cond), body_(body) {}
  Flow Exec(Frame& f) const override {
    Runtime& rt = *f.rt;
    const uint64_t entry = rt.steps;  // Names this activation (Runtime::LoopTick).
    while (true) {
      if (!rt.LoopTick(this, f, entry)) return Flow::kThrow;
      Value c;
      if (!TryEvalAs<C>(cond_, f, c)) return Flow::kThrow;
      if (!c.i) return Flow::kNormal;
      Flow fl = body_->Exec(f);
      if (fl == Flow::kNormal || fl == Flow::kContinue) [[likely]]
        continue;
      return fl == Flow::kBreak ? Flow::kNormal : fl;
    }
  }

 private:
  const Expr* cond_;
  const Stmt* body_;
};

// while (cond) { a; b; }: WhileLoop with its Block2 body's two statements run directly.
class WhileLoop2 final : public Stmt {
 public:
  WhileLoop2(const Expr* cond, const Stmt* a, const Stmt* b) : cond_(cond), a_(a), b_(b) {}
  Flow Exec(Frame& f) const override {
    Runtime& rt = *f.rt;
    const uint64_t entry = rt.steps;  // Names this activation (Runtime::LoopTick).
    while (true) {
      if (!rt.LoopTick(this, f, entry)) return Flow::kThrow;
      Value c = cond_->Eval(f);
      if (rt.exc != nullptr) return Flow::kThrow;
      if (!c.i) return Flow::kNormal;
      Flow fl = a_->Exec(f);
      if (fl == Flow::kNormal) fl = b_->Exec(f);
      if (fl == Flow::kNormal || fl == Flow::kContinue) [[likely]]
        continue;
      return fl == Flow::kBreak ? Flow::kNormal : fl;
    }
  }

 private:
  const Expr* cond_;
  const Stmt* a_;
  const Stmt* b_;
};

// while (x CMP y && e) { a; b; }: WhileLoop2 with its AndAndLocal condition's comparison inline
// (x an int or reference local, y a local, kConst false, or a constant, kConst true), then e.
template <typename Cmp, bool kConst>
class WhileAndLocal2 final : public Stmt {
 public:
  WhileAndLocal2(int lhs, int rhs_slot, Value rhs, const Expr* right, const Stmt* a, const Stmt* b)
      : lhs_(lhs), rhs_slot_(rhs_slot), rhs_(rhs), right_(right), a_(a), b_(b) {}
  Flow Exec(Frame& f) const override {
    Runtime& rt = *f.rt;
    const uint64_t entry = rt.steps;  // Names this activation (Runtime::LoopTick).
    while (true) {
      if (!rt.LoopTick(this, f, entry)) return Flow::kThrow;
      Value rhs = kConst ? rhs_ : f.locals[rhs_slot_];
      if (!Cmp()(f.locals[lhs_], rhs).i) return Flow::kNormal;
      Value c = right_->Eval(f);
      if (rt.exc != nullptr) return Flow::kThrow;
      if (!c.i) return Flow::kNormal;
      Flow fl = a_->Exec(f);
      if (fl == Flow::kNormal) fl = b_->Exec(f);
      if (fl == Flow::kNormal || fl == Flow::kContinue) [[likely]]
        continue;
      return fl == Flow::kBreak ? Flow::kNormal : fl;
    }
  }

 private:
  int lhs_;
  int rhs_slot_;
  Value rhs_;
  const Expr* right_;
  const Stmt* a_;
  const Stmt* b_;
};

// The WhileAndLocal2 of `while (cond) { a; b; }` when `cond` is an AndAndLocal; null otherwise.
const Stmt* MakeWhileAndLocal2(Program& prog, const Expr* cond, const Stmt* a, const Stmt* b);

// for (T x : a) over an array. When each element needs a conversion to T (kConvert: widening,
// boxing), the element goes to `elem_slot`, then `convert` (reading it) gives the variable's
// value; otherwise the element is the variable's value (`elem_slot` and `convert` unused).
template <bool kConvert>
class ForEach final : public Stmt {
 public:
  ForEach(const Expr* arr, int arr_slot, int idx_slot, int elem_slot, int var_slot,
          const Expr* convert, const Stmt* body)
      : arr_(arr),
        arr_slot_(arr_slot),
        idx_slot_(idx_slot),
        elem_slot_(elem_slot),
        var_slot_(var_slot),
        convert_(convert),
        body_(body) {}
  Flow Exec(Frame& f) const override {
    Runtime& rt = *f.rt;
    Value a = arr_->Eval(f);
    if (rt.exc != nullptr) return Flow::kThrow;
    if (a.ref == nullptr) {
      rt.ThrowNullPointer();
      return Flow::kThrow;
    }
    f.locals[arr_slot_] = a;
    for (int32_t i = 0; i < a.ref->len; ++i) {
      if (!rt.Tick()) return Flow::kThrow;
      if constexpr (kConvert) {
        f.locals[elem_slot_] = ElementsOf(a.ref)[i];
        f.locals[idx_slot_] = IntValue(i);
        Value v = convert_->Eval(f);
        if (rt.exc != nullptr) return Flow::kThrow;
        f.locals[var_slot_] = v;
      } else {
        f.locals[var_slot_] = ElementsOf(a.ref)[i];
        f.locals[idx_slot_] = IntValue(i);
      }
      Flow fl = body_->Exec(f);
      if (fl == Flow::kBreak) return Flow::kNormal;
      if (fl >= Flow::kReturn) return fl;  // Return, throw, labeled jump.
    }
    return Flow::kNormal;
  }

 private:
  const Expr* arr_;
  int arr_slot_, idx_slot_, elem_slot_, var_slot_;
  const Expr* convert_;
  const Stmt* body_;
};

}  // namespace aprgrid::lang::nodes

#endif  // APRGRID_WORKER_LANG_NODES_LOOP_H_
