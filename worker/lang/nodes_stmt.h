// Assignment targets, assignments and statement nodes of the compiled form. Internal.
#ifndef APRGRID_WORKER_LANG_NODES_STMT_H_
#define APRGRID_WORKER_LANG_NODES_STMT_H_

#include <algorithm>
#include <utility>
#include <vector>

#include "worker/lang/nodes_expr.h"
#include "worker/lang/nodes_ops.h"

namespace aprgrid::lang::nodes {

// An assignment target. Prepare() evaluates its sub-expressions (object, array, index);
// Resolve() then performs the null/bounds checks and returns the slot. Java checks a simple
// assignment's target only after evaluating the right-hand side, hence two steps.
struct LvState {
  Obj* obj = nullptr;
  int32_t index = 0;
};

class LValue : public ExecNode {
 public:
  virtual bool Prepare(Frame& f, LvState& s) const = 0;
  virtual Value* Resolve(Frame& f, LvState& s) const = 0;
};

class LocalLv final : public LValue {
 public:
  explicit LocalLv(int slot) : slot_(slot) {}
  bool Prepare(Frame&, LvState&) const override { return true; }
  Value* Resolve(Frame& f, LvState&) const override { return &f.locals[slot_]; }

 private:
  int slot_;
};

// A static field; `init` >= 0: its class, initialised when the field is resolved (after the
// right-hand side of a simple assignment, before the read of a compound one, as putstatic and
// getstatic do).
class StaticLv final : public LValue {
 public:
  explicit StaticLv(int slot, int init = -1) : slot_(static_cast<size_t>(slot)), init_(init) {}
  bool Prepare(Frame&, LvState&) const override { return true; }
  Value* Resolve(Frame& f, LvState&) const override {
    if (init_ >= 0 && !f.rt->EnsureInitialized(init_)) return nullptr;
    return &f.rt->statics[slot_];
  }

 private:
  size_t slot_;
  int init_;
};

class FieldLv final : public LValue {
 public:
  FieldLv(const Expr* obj, int slot) : obj_(obj), slot_(slot) {}
  bool Prepare(Frame& f, LvState& s) const override {
    s.obj = obj_->Eval(f).ref;
    return f.rt->exc == nullptr;
  }
  Value* Resolve(Frame& f, LvState& s) const override {
    if (s.obj == nullptr) {
      f.rt->ThrowNullPointer();
      return nullptr;
    }
    return &FieldsOf(s.obj)[slot_];
  }

 private:
  const Expr* obj_;
  int slot_;
};

class ArrayLv final : public LValue {
 public:
  ArrayLv(const Expr* arr, const Expr* idx) : arr_(arr), idx_(idx) {}
  bool Prepare(Frame& f, LvState& s) const override {
    s.obj = arr_->Eval(f).ref;
    if (f.rt->exc != nullptr) return false;
    s.index = idx_->Eval(f).i;
    return f.rt->exc == nullptr;
  }
  Value* Resolve(Frame& f, LvState& s) const override {
    if (!CheckIndex(f, s.obj, s.index)) return nullptr;
    return &ElementsOf(s.obj)[s.index];
  }

 private:
  const Expr* arr_;
  const Expr* idx_;
};

class AssignLocal final : public Expr {
 public:
  AssignLocal(int slot, const Expr* rhs) : slot_(slot), rhs_(rhs) {}
  Value Eval(Frame& f) const override {
    Value v = rhs_->Eval(f);
    APRGRID_CHECK_EXC(f);
    f.locals[slot_] = v;
    return v;
  }
  int slot() const { return slot_; }
  const Expr* rhs() const { return rhs_; }

 private:
  int slot_;
  const Expr* rhs_;

  friend class AssignLocalStmt;
};

class Assign final : public Expr {
 public:
  Assign(const LValue* lv, const Expr* rhs) : lv_(lv), rhs_(rhs) {}
  Value Eval(Frame& f) const override {
    LvState s;
    if (!lv_->Prepare(f, s)) return Value{};
    Value v = rhs_->Eval(f);
    APRGRID_CHECK_EXC(f);
    Value* p = lv_->Resolve(f, s);
    if (p == nullptr) return Value{};
    *p = v;
    return v;
  }

 private:
  const LValue* lv_;
  const Expr* rhs_;
};

// x op= y: `op` computes the new value from ScratchValue (the old x) and y, with the implicit
// narrowing cast already applied.
class CompoundAssign final : public Expr {
 public:
  CompoundAssign(const LValue* lv, const Expr* op) : lv_(lv), op_(op) {}
  Value Eval(Frame& f) const override {
    LvState s;
    if (!lv_->Prepare(f, s)) return Value{};
    Value* p = lv_->Resolve(f, s);
    if (p == nullptr) return Value{};
    f.rt->scratch = *p;
    Value v = op_->Eval(f);
    APRGRID_CHECK_EXC(f);
    *p = v;
    return v;
  }

 private:
  const LValue* lv_;
  const Expr* op_;
};

// ++x, x++, --x, x-- on numeric targets (byte, short and char wrap to their width).
class IncDec final : public Expr {
 public:
  IncDec(const LValue* lv, Base base, int delta, bool postfix)
      : lv_(lv), base_(base), delta_(delta), postfix_(postfix) {}
  Value Eval(Frame& f) const override {
    LvState s;
    if (!lv_->Prepare(f, s)) return Value{};
    Value* p = lv_->Resolve(f, s);
    if (p == nullptr) return Value{};
    Value old = *p, now;
    switch (base_) {
      case Base::kInt:
        now = IntValue(ops::WrapI(ops::U(old.i) + static_cast<uint32_t>(delta_)));
        break;
      case Base::kChar:
        now = IntValue((old.i + delta_) & 0xFFFF);
        break;
      case Base::kByte:
        now = ops::I2B()(IntValue(old.i + delta_));
        break;
      case Base::kShort:
        now = ops::I2S()(IntValue(old.i + delta_));
        break;
      case Base::kFloat:
        now = ops::AddF()(old, DoubleValue(delta_));
        break;
      case Base::kLong:
        now = LongValue(ops::WrapL(ops::UL(old.l) + static_cast<uint64_t>(delta_)));
        break;
      default:
        now = DoubleValue(old.d + delta_);
        break;
    }
    *p = now;
    return postfix_ ? old : now;
  }

 private:
  const LValue* lv_;
  Base base_;
  int delta_;
  bool postfix_;
};

// Fast path for `i++` / `i--` on an int local, the commonest loop update.
class IncLocalInt final : public Expr {
 public:
  IncLocalInt(int slot, int delta, bool postfix) : slot_(slot), delta_(delta), postfix_(postfix) {}
  Value Eval(Frame& f) const override {
    Value old = f.locals[slot_];
    Value now = IntValue(ops::WrapI(ops::U(old.i) + static_cast<uint32_t>(delta_)));
    f.locals[slot_] = now;
    return postfix_ ? old : now;
  }
  int slot() const { return slot_; }
  int delta() const { return delta_; }

 private:
  int slot_;
  int delta_;
  bool postfix_;

  friend class IncLocalIntStmt;
};

// ---- Statements ----

// `x = v;` on a local as a statement (no expression statement around it).
class AssignLocalStmt final : public Stmt {
 public:
  AssignLocalStmt(int slot, const Expr* rhs) : slot_(slot), rhs_(rhs) {}
  explicit AssignLocalStmt(const AssignLocal& e) : slot_(e.slot_), rhs_(e.rhs_) {}
  Flow Exec(Frame& f) const override {
    Value v = rhs_->Eval(f);
    if (f.rt->exc != nullptr) return Flow::kThrow;
    f.locals[slot_] = v;
    return Flow::kNormal;
  }

 private:
  int slot_;
  const Expr* rhs_;
};

// `a[i] = v;` on a local array as a statement.
template <bool kCheckIdx>
class AssignArrayLStmt final : public Stmt {
 public:
  explicit AssignArrayLStmt(const AssignArrayL<kCheckIdx>& e) : e_(e) {}
  Flow Exec(Frame& f) const override { return e_.Exec(f); }

 private:
  const AssignArrayL<kCheckIdx>& e_;
};

// `a[i + k] = v;` (k a constant, 0 for `a[i] = v;`) with a and i int locals as a statement:
// AssignArrayLStmt with the index computed inline before v runs, as Java orders it. R is v's
// node class when known (EvalAs), else Expr.
template <typename R = Expr>
class AssignArrayLocalIdxStmt final : public Stmt {
 public:
  AssignArrayLocalIdxStmt(int arr, int idx, uint32_t offset, const Expr* rhs)
      : arr_(arr), idx_(idx), offset_(offset), rhs_(rhs) {}
  Flow Exec(Frame& f) const override {
    Obj* a = f.locals[arr_].ref;
    int32_t i = ops::WrapI(ops::U(f.locals[idx_].i) + offset_);
    Value v;
    if (!TryEvalAs<R>(rhs_, f, v)) return Flow::kThrow;
    if (!CheckIndex(f, a, i)) return Flow::kThrow;
    ElementsOf(a)[i] = v;
    return Flow::kNormal;
  }
  int arr() const { return arr_; }
  int idx() const { return idx_; }
  uint32_t offset() const { return offset_; }
  const Expr* rhs() const { return rhs_; }

 private:
  int arr_;
  int idx_;
  uint32_t offset_;
  const Expr* rhs_;
};

// The AssignArrayLocalIdxStmt of `store` as a statement when its index is an int local or an int
// local plus or minus a constant; null otherwise.
const Stmt* MakeAssignArrayLocalIdxStmt(Program& prog, const AssignArrayL<false>& store);

// `i++;` / `i--;` on an int local as a statement (no expression node, no exception check).
class IncLocalIntStmt final : public Stmt {
 public:
  explicit IncLocalIntStmt(const IncLocalInt& e) : slot_(e.slot_), delta_(e.delta_) {}
  Flow Exec(Frame& f) const override {
    f.locals[slot_] =
        IntValue(ops::WrapI(ops::U(f.locals[slot_].i) + static_cast<uint32_t>(delta_)));
    return Flow::kNormal;
  }
  int slot() const { return slot_; }
  int delta() const { return delta_; }

 private:
  int slot_;
  int delta_;
};

// `x op= v;` on a local without conversions as a statement (CompoundLocal's steps). R is v's
// node class when known (EvalAs), else Expr.
template <typename Op, typename R = Expr>
class CompoundLocalStmt final : public Stmt {
 public:
  CompoundLocalStmt(int slot, const Expr* rhs) : slot_(slot), rhs_(rhs) {}
  Flow Exec(Frame& f) const override {
    Value old = f.locals[slot_];
    Value r;
    if (!TryEvalAs<R>(rhs_, f, r)) return Flow::kThrow;
    f.locals[slot_] = Op()(old, r);
    return Flow::kNormal;
  }

 private:
  int slot_;
  const Expr* rhs_;
};

// The CompoundLocalStmt of expression `e` when it is a CompoundLocal of one of the commonest
// operators (int, long and double arithmetic, int bit operations); null otherwise.
const Stmt* MakeCompoundLocalStmt(Program& prog, const Expr* e);

class Nop final : public Stmt {
 public:
  Flow Exec(Frame&) const override { return Flow::kNormal; }
};

class ExprStmt final : public Stmt {
 public:
  explicit ExprStmt(const Expr* e) : e_(e) {}
  Flow Exec(Frame& f) const override {
    e_->Eval(f);
    return f.rt->exc != nullptr ? Flow::kThrow : Flow::kNormal;
  }

 private:
  const Expr* e_;
};

// An expression statement whose expression cannot throw (e.g. i++ on a local).
class ExprStmtNoThrow final : public Stmt {
 public:
  explicit ExprStmtNoThrow(const Expr* e) : e_(e) {}
  Flow Exec(Frame& f) const override {
    e_->Eval(f);
    return Flow::kNormal;
  }

 private:
  const Expr* e_;
};

class Block final : public Stmt {
 public:
  explicit Block(std::vector<const Stmt*> body) : body_(std::move(body)) {}
  Flow Exec(Frame& f) const override {
    for (const Stmt* s : body_) {
      Flow fl = s->Exec(f);
      if (fl != Flow::kNormal) return fl;
    }
    return Flow::kNormal;
  }

 private:
  std::vector<const Stmt*> body_;
};

// A block of exactly two statements (a loop body, typically), without Block's vector walk.
class Block2 final : public Stmt {
 public:
  Block2(const Stmt* a, const Stmt* b) : a_(a), b_(b) {}
  Flow Exec(Frame& f) const override {
    Flow fl = a_->Exec(f);
    if (fl != Flow::kNormal) return fl;
    return b_->Exec(f);
  }
  const Stmt* first() const { return a_; }
  const Stmt* second() const { return b_; }

 private:
  const Stmt* a_;
  const Stmt* b_;
};

// Records that the statement with AST id `id` ran (coverage builds only).
class Cover final : public Stmt {
 public:
  Cover(const Stmt* inner, int id) : inner_(inner), id_(static_cast<size_t>(id)) {}
  Flow Exec(Frame& f) const override {
    f.rt->coverage[id_] = 1;
    return inner_->Exec(f);
  }

 private:
  const Stmt* inner_;
  size_t id_;
};

class If final : public Stmt {
 public:
  If(const Expr* c, const Stmt* then, const Stmt* els) : c_(c), then_(then), else_(els) {}
  Flow Exec(Frame& f) const override {
    Value c = c_->Eval(f);
    if (f.rt->exc != nullptr) return Flow::kThrow;
    if (c.i) return then_->Exec(f);
    return else_ != nullptr ? else_->Exec(f) : Flow::kNormal;
  }

 private:
  const Expr* c_;
  const Stmt* then_;
  const Stmt* else_;
};

// if (x CMP y) with x an int (or reference) local and y a local (kConst false, `rhs_slot`) or a
// constant (kConst true, `rhs`): If with its condition inline (it cannot throw or run code).
template <typename Cmp, bool kConst>
class IfLocal final : public Stmt {
 public:
  IfLocal(int lhs, int rhs_slot, Value rhs, const Stmt* then, const Stmt* els)
      : lhs_(lhs), rhs_slot_(rhs_slot), rhs_(rhs), then_(then), else_(els) {}
  Flow Exec(Frame& f) const override {
    Value rhs = kConst ? rhs_ : f.locals[rhs_slot_];
    if (Cmp()(f.locals[lhs_], rhs).i) return then_->Exec(f);
    return else_ != nullptr ? else_->Exec(f) : Flow::kNormal;
  }
  int lhs() const { return lhs_; }
  int rhs_slot() const { return rhs_slot_; }
  Value rhs() const { return rhs_; }
  const Stmt* then() const { return then_; }
  const Stmt* els() const { return else_; }

 private:
  int lhs_;
  int rhs_slot_;
  Value rhs_;
  const Stmt* then_;
  const Stmt* else_;
};

// The IfLocal of `if (cond) then else els` (els may be null) when `cond` compares two locals or
// a local and a constant; null otherwise.
const Stmt* MakeIfLocal(Program& prog, const Expr* cond, const Stmt* then, const Stmt* els);

// `if (x CMP y) return r; rest` (a method's base case first: `if (n < 2) return n;`) with the
// condition as IfLocal's and r a local (kRetConst false, `ret_slot`) or a constant (kRetConst
// true, `ret`): Block2 over IfLocal and its return in one node, the same steps in the same order.
template <typename Cmp, bool kConst, bool kRetConst>
class GuardReturn final : public Stmt {
 public:
  GuardReturn(int lhs, int rhs_slot, Value rhs, int ret_slot, Value ret, const Stmt* rest)
      : lhs_(lhs), rhs_slot_(rhs_slot), ret_slot_(ret_slot), rhs_(rhs), ret_(ret), rest_(rest) {}
  Flow Exec(Frame& f) const override {
    Value rhs = kConst ? rhs_ : f.locals[rhs_slot_];
    if (Cmp()(f.locals[lhs_], rhs).i) {
      f.ret = kRetConst ? ret_ : f.locals[ret_slot_];
      return Flow::kReturn;
    }
    return rest_->Exec(f);
  }

 private:
  int lhs_;
  int rhs_slot_;
  int ret_slot_;
  Value rhs_;
  Value ret_;
  const Stmt* rest_;
};

// The GuardReturn of the statement `first` followed by `rest` when `first` is an IfLocal without
// else whose branch returns a local or a constant; null otherwise.
const Stmt* MakeGuardReturn(Program& prog, const Stmt* first, const Stmt* rest);

// A labeled statement (JLS 14.7): `break L` of its label completes it normally.
class Labeled final : public Stmt {
 public:
  Labeled(const Stmt* inner, Flow break_flow) : inner_(inner), break_(break_flow) {}
  Flow Exec(Frame& f) const override {
    Flow fl = inner_->Exec(f);
    return fl == break_ ? Flow::kNormal : fl;
  }

 private:
  const Stmt* inner_;
  Flow break_;
};

// The body of a labeled loop that has a `continue L`: that jump continues this loop.
class LabeledBody final : public Stmt {
 public:
  LabeledBody(const Stmt* body, Flow continue_flow) : body_(body), continue_(continue_flow) {}
  Flow Exec(Frame& f) const override {
    Flow fl = body_->Exec(f);
    return fl == continue_ ? Flow::kContinue : fl;
  }

 private:
  const Stmt* body_;
  Flow continue_;
};

class Jump final : public Stmt {
 public:
  explicit Jump(Flow flow) : flow_(flow) {}
  Flow Exec(Frame&) const override { return flow_; }

 private:
  Flow flow_;
};

class Return final : public Stmt {
 public:
  explicit Return(const Expr* e) : e_(e) {}
  Flow Exec(Frame& f) const override {
    if (e_ == nullptr) return Flow::kReturn;
    f.ret = e_->Eval(f);
    return f.rt->exc != nullptr ? Flow::kThrow : Flow::kReturn;
  }
  const Expr* value() const { return e_; }

 private:
  const Expr* e_;
};

// `return x;` of a local.
class ReturnLocal final : public Stmt {
 public:
  explicit ReturnLocal(int slot) : slot_(slot) {}
  Flow Exec(Frame& f) const override {
    f.ret = f.locals[slot_];
    return Flow::kReturn;
  }
  int slot() const { return slot_; }

 private:
  int slot_;
};

class Throw final : public Stmt {
 public:
  explicit Throw(const Expr* e) : e_(e) {}
  Flow Exec(Frame& f) const override {
    Value v = e_->Eval(f);
    if (f.rt->exc != nullptr) return Flow::kThrow;
    if (v.ref == nullptr) {
      f.rt->ThrowNullPointer();
    } else {
      f.rt->exc = v.ref;
    }
    return Flow::kThrow;
  }

 private:
  const Expr* e_;
};

class Try final : public Stmt {
 public:
  struct Catch {
    int cls;
    int slot;
    const Stmt* body;
  };
  Try(const Stmt* body, std::vector<Catch> catches, const Stmt* fin)
      : body_(body), catches_(std::move(catches)), finally_(fin) {}
  Flow Exec(Frame& f) const override {
    Runtime& rt = *f.rt;
    Flow fl = body_->Exec(f);
    if (fl == Flow::kThrow && !rt.timed_out()) {
      for (const Catch& c : catches_) {
        if (rt.ct.IsSubclass(rt.exc->cls, c.cls)) {
          f.locals[c.slot].ref = rt.exc;
          rt.exc = nullptr;
          fl = c.body->Exec(f);
          break;
        }
      }
    }
    if (finally_ == nullptr) return fl;
    Obj* pending = rt.exc;
    Value ret = f.ret;
    rt.exc = nullptr;
    Flow ff = finally_->Exec(f);
    if (ff != Flow::kNormal) return ff;  // The finally block's own exit wins.
    rt.exc = pending;
    f.ret = ret;
    return fl;
  }

 private:
  const Stmt* body_;
  std::vector<Catch> catches_;
  const Stmt* finally_;
};

}  // namespace aprgrid::lang::nodes

#endif  // APRGRID_WORKER_LANG_NODES_STMT_H_
