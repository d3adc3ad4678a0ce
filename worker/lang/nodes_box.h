// Nodes of the boxing conversions (JLS 5.1.7, 5.1.8) beyond nodes::Box: unboxing, and `++`/`--`
// on a variable of a box type. Internal to the compiler.
#ifndef APRGRID_WORKER_LANG_NODES_BOX_H_
#define APRGRID_WORKER_LANG_NODES_BOX_H_

#include "worker/lang/nodes_stmt.h"
#include "worker/lang/program.h"

namespace aprgrid::lang::nodes {

// The primitive value of a box (Integer.intValue() and its kin); NullPointerException on null.
class Unbox final : public Expr {
 public:
  explicit Unbox(const Expr* e) : e_(e) {}
  Value Eval(Frame& f) const override {
    Value v = e_->Eval(f);
    APRGRID_CHECK_EXC(f);
    if (v.ref == nullptr) [[unlikely]] {
      f.rt->ThrowNullPointer();
      return Value{};
    }
    return FieldsOf(v.ref)[0];
  }

 private:
  const Expr* e_;
};

// Unbox of a local variable (Local, which cannot throw) in one node: NullPointerException on
// null, else the box's primitive value.
class UnboxLocal final : public Expr {
 public:
  explicit UnboxLocal(int slot) : slot_(slot) {}
  Value Eval(Frame& f) const override {
    Obj* o = f.locals[slot_].ref;
    if (o == nullptr) [[unlikely]] {
      f.rt->ThrowNullPointer();
      return Value{};
    }
    return FieldsOf(o)[0];
  }
  // Eval for TryEvalAs: false when it threw.
  [[gnu::always_inline]] bool TryEval(Frame& f, Value& out) const {
    Obj* o = f.locals[slot_].ref;
    if (o == nullptr) [[unlikely]] {
      f.rt->ThrowNullPointer();
      return false;
    }
    out = FieldsOf(o)[0];
    return true;
  }

 private:
  int slot_;
};

// `(Box) e` unboxed: Unbox of CheckCast(e, box) in one node, step for step: the operand, then
// NullPointerException for null (the cast lets null through, the unboxing throws), then the
// cast's ClassCastException, then the box's primitive value. E is the operand's node class when
// known (EvalAs), else Expr.
template <typename E = Expr>
class CastUnbox final : public Expr {
 public:
  CastUnbox(const Expr* e, Type box) : e_(e), box_(box) {}
  Value Eval(Frame& f) const override {
    Value r;
    if (!TryEval(f, r)) return Value{};
    return r;
  }
  // Eval for TryEvalAs: false when the operand, the unboxing or the cast threw.
  [[gnu::always_inline]] bool TryEval(Frame& f, Value& out) const {
    Value v;
    if (!TryEvalAs<E>(e_, f, v)) return false;
    if (v.ref == nullptr) [[unlikely]] {
      f.rt->ThrowNullPointer();
      return false;
    }
    if (!IsInstanceOf(*f.rt, v.ref, box_)) [[unlikely]] {
      ThrowClassCast(*f.rt, v.ref, box_);
      return false;
    }
    out = FieldsOf(v.ref)[0];
    return true;
  }
  const Expr* operand() const { return e_; }
  Type box() const { return box_; }

 private:
  const Expr* e_;
  Type box_;
};

// The unboxing of `e` (of a box type), made in `prog`: a cast to that box fused with its
// unboxing (CastUnbox) when `e` is one, UnboxLocal when `e` is a local variable, else Unbox.
inline const Expr* MakeUnbox(Program& prog, const Expr* e) {
  if (const auto* cast = dynamic_cast<const CheckCast*>(e)) {
    return prog.Make<CastUnbox<>>(cast->operand(), cast->type());
  }
  if (const auto* local = dynamic_cast<const Local*>(e)) {
    return prog.Make<UnboxLocal>(local->slot());
  }
  return prog.Make<Unbox>(e);
}

// `x++`, `++x`, `x--`, `--x` on a variable of box class `cls` whose primitive type is `base`
// (JLS 15.14.2): unbox (NullPointerException on null), add, box (Runtime::Box), store; the
// value is the old box (postfix) or the new one.
class BoxedIncDec final : public Expr {
 public:
  BoxedIncDec(const LValue* lv, int cls, Base base, int delta, bool postfix)
      : lv_(lv), cls_(cls), base_(base), delta_(delta), postfix_(postfix) {}
  Value Eval(Frame& f) const override {
    LvState s;
    if (!lv_->Prepare(f, s)) return Value{};
    Value* p = lv_->Resolve(f, s);
    if (p == nullptr) return Value{};
    Obj* old = p->ref;
    if (old == nullptr) {
      f.rt->ThrowNullPointer();
      return Value{};
    }
    const Value v = FieldsOf(old)[0];
    Value now;
    switch (base_) {
      case Base::kInt:
        now = IntValue(ops::WrapI(ops::U(v.i) + static_cast<uint32_t>(delta_)));
        break;
      case Base::kChar:
        now = IntValue((v.i + delta_) & 0xFFFF);
        break;
      case Base::kByte:
        now = ops::I2B()(IntValue(v.i + delta_));
        break;
      case Base::kShort:
        now = ops::I2S()(IntValue(v.i + delta_));
        break;
      case Base::kFloat:
        now = ops::AddF()(v, DoubleValue(delta_));
        break;
      case Base::kLong:
        now = LongValue(ops::WrapL(ops::UL(v.l) + static_cast<uint64_t>(delta_)));
        break;
      default:
        now = DoubleValue(v.d + delta_);
        break;
    }
    Obj* boxed = f.rt->Box(cls_, now);
    if (boxed == nullptr) return Value{};
    *p = RefValue(boxed);
    return RefValue(postfix_ ? old : boxed);
  }

 private:
  const LValue* lv_;
  int cls_;
  Base base_;
  int delta_;
  bool postfix_;
};

}  // namespace aprgrid::lang::nodes

#endif  // APRGRID_WORKER_LANG_NODES_BOX_H_
