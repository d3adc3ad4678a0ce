// The compiler's choice of fused nodes (superinstructions) for the hottest shapes of compiled
// code: each recognises its parts among already-built nodes and returns null when they do not fit.
#include <type_traits>

#include "worker/lang/nodes_builtin.h"
#include "worker/lang/nodes_loop.h"
#include "worker/lang/nodes_operands.h"
#include "worker/lang/nodes_ops.h"
#include "worker/lang/nodes_shift.h"
#include "worker/lang/nodes_stmt.h"
#include "worker/lang/nodes_typed_if.h"
#include "worker/lang/stdlib_inline.h"

namespace aprgrid::lang::nodes {
namespace {

// ForLoopInt<Cmp, kRhs, R, B> with B = Block2 when `body` is one (a direct call), else Stmt.
template <typename Cmp, IntRhs kRhs, typename R = Expr>
const Stmt* ForLoopIntWithBody(Program& prog, int lhs, int rhs_slot, Value rhs,
                               const Expr* rhs_expr, const Stmt* body, const IncLocalInt& update) {
  if (dynamic_cast<const Block2*>(body) != nullptr) {
    return prog.Make<ForLoopInt<Cmp, kRhs, R, Block2>>(lhs, rhs_slot, rhs, rhs_expr, body,
                                                       update.slot(), update.delta());
  }
  return prog.Make<ForLoopInt<Cmp, kRhs, R>>(lhs, rhs_slot, rhs, rhs_expr, body, update.slot(),
                                             update.delta());
}

// ForLoopInt's kExpr form, with R the node class of the right operand of `i < a.length`,
// `i < list.size()` and `i < s.length()` (a, list and s locals) when it is one of those, else
// Expr. A coverage build keeps the general nodes (docs/performance.md, "Typed collection
// operands").
template <typename Cmp>
const Stmt* ForLoopIntExprOf(Program& prog, int lhs, const Expr* rhs, const Stmt* body,
                             const IncLocalInt& update) {
  using Size = BuiltinCallOnLocals<1, &stdlib::ArrayListSize>;
  using Length = BuiltinCallOnLocals<1, &stdlib::StringLength>;
  if constexpr (std::is_same_v<Cmp, ops::LtI>) {
    if (dynamic_cast<const ArrayLengthL*>(rhs) != nullptr && !prog.coverage) {
      return ForLoopIntWithBody<Cmp, IntRhs::kExpr, ArrayLengthL>(prog, lhs, 0, Value{}, rhs, body,
                                                                  update);
    }
    if (dynamic_cast<const Size*>(rhs) != nullptr && !prog.coverage) {
      return ForLoopIntWithBody<Cmp, IntRhs::kExpr, Size>(prog, lhs, 0, Value{}, rhs, body, update);
    }
    if (dynamic_cast<const Length*>(rhs) != nullptr && !prog.coverage) {
      return ForLoopIntWithBody<Cmp, IntRhs::kExpr, Length>(prog, lhs, 0, Value{}, rhs, body,
                                                            update);
    }
  }
  return ForLoopIntWithBody<Cmp, IntRhs::kExpr>(prog, lhs, 0, Value{}, rhs, body, update);
}

template <typename Cmp>
const Stmt* ForLoopIntOf(Program& prog, const Expr* cond, const Stmt* body,
                         const IncLocalInt& update) {
  if (const auto* ll = dynamic_cast<const BinaryLL<Cmp>*>(cond)) {
    return ForLoopIntWithBody<Cmp, IntRhs::kLocal>(prog, ll->lhs(), ll->rhs(), Value{}, nullptr,
                                                   body, update);
  }
  if (const auto* lc = dynamic_cast<const BinaryLC<Cmp>*>(cond)) {
    return ForLoopIntWithBody<Cmp, IntRhs::kConst>(prog, lc->lhs(), 0, lc->rhs(), nullptr, body,
                                                   update);
  }
  const Expr* lhs = nullptr;
  const Expr* rhs = nullptr;
  if (const auto* b = dynamic_cast<const Binary<Cmp, true>*>(cond)) {
    lhs = b->lhs();
    rhs = b->rhs();
  } else if (const auto* b = dynamic_cast<const Binary<Cmp, false>*>(cond)) {
    lhs = b->lhs();
    rhs = b->rhs();
  }
  if (const auto* l = dynamic_cast<const Local*>(lhs)) {
    return ForLoopIntExprOf<Cmp>(prog, l->slot(), rhs, body, update);
  }
  return nullptr;
}

template <typename Op>
const Stmt* CompoundLocalStmtOf(Program& prog, const Expr* e) {
  const auto* c = dynamic_cast<const CompoundLocal<Op>*>(e);
  return c == nullptr ? nullptr : prog.Make<CompoundLocalStmt<Op>>(c->slot(), c->rhs());
}

// `s += x * y;` where x and y load array elements through locals (`a[i] * b[i]`, `a[i][k] *
// b[k][j]`): CompoundLocalStmt with its product and loads inline.
template <typename Add, typename Mul>
const Stmt* SumOfProductsOf(Program& prog, const Expr* e) {
  const auto* c = dynamic_cast<const CompoundLocal<Add>*>(e);
  if (c == nullptr) return nullptr;
  using Product2 = Binary<Mul, true, ArrayLoad2L, ArrayLoad2L>;
  using Product1 = Binary<Mul, true, ArrayLoadLL, ArrayLoadLL>;
  if (dynamic_cast<const Product2*>(c->rhs()) != nullptr) {
    return prog.Make<CompoundLocalStmt<Add, Product2>>(c->slot(), c->rhs());
  }
  if (dynamic_cast<const Product1*>(c->rhs()) != nullptr) {
    return prog.Make<CompoundLocalStmt<Add, Product1>>(c->slot(), c->rhs());
  }
  return nullptr;
}

template <typename... Ops>
const Stmt* FirstCompoundLocalStmt(Program& prog, const Expr* e) {
  const Stmt* s = nullptr;
  ((s = s != nullptr ? s : CompoundLocalStmtOf<Ops>(prog, e)), ...);
  return s;
}

template <typename Cmp>
const Stmt* IfLocalOf(Program& prog, const Expr* cond, const Stmt* then, const Stmt* els) {
  if (const auto* ll = dynamic_cast<const BinaryLL<Cmp>*>(cond)) {
    return prog.Make<IfLocal<Cmp, false>>(ll->lhs(), ll->rhs(), Value{}, then, els);
  }
  if (const auto* lc = dynamic_cast<const BinaryLC<Cmp>*>(cond)) {
    return prog.Make<IfLocal<Cmp, true>>(lc->lhs(), 0, lc->rhs(), then, els);
  }
  return nullptr;
}

template <typename... Cmps>
const Stmt* FirstIfLocal(Program& prog, const Expr* cond, const Stmt* then, const Stmt* els) {
  const Stmt* s = nullptr;
  ((s = s != nullptr ? s : IfLocalOf<Cmps>(prog, cond, then, els)), ...);
  return s;
}

template <typename Cmp, bool kConst>
const Stmt* GuardReturnOf(Program& prog, const Stmt* first, const Stmt* rest) {
  const auto* g = dynamic_cast<const IfLocal<Cmp, kConst>*>(first);
  if (g == nullptr || g->els() != nullptr) return nullptr;
  if (const auto* rl = dynamic_cast<const ReturnLocal*>(g->then())) {
    return prog.Make<GuardReturn<Cmp, kConst, false>>(g->lhs(), g->rhs_slot(), g->rhs(), rl->slot(),
                                                      Value{}, rest);
  }
  if (const auto* r = dynamic_cast<const Return*>(g->then())) {
    if (const auto* c = dynamic_cast<const Const*>(r->value())) {
      return prog.Make<GuardReturn<Cmp, kConst, true>>(g->lhs(), g->rhs_slot(), g->rhs(), 0,
                                                       c->value(), rest);
    }
  }
  return nullptr;
}

template <typename... Cmps>
const Stmt* FirstGuardReturn(Program& prog, const Stmt* first, const Stmt* rest) {
  const Stmt* s = nullptr;
  ((s = s != nullptr ? s : GuardReturnOf<Cmps, true>(prog, first, rest)), ...);
  ((s = s != nullptr ? s : GuardReturnOf<Cmps, false>(prog, first, rest)), ...);
  return s;
}

template <typename Cmp, bool kConst>
const Stmt* WhileAndLocal2Of(Program& prog, const Expr* cond, const Stmt* a, const Stmt* b) {
  const auto* c = dynamic_cast<const AndAndLocal<Cmp, kConst>*>(cond);
  if (c == nullptr) return nullptr;
  return prog.Make<WhileAndLocal2<Cmp, kConst>>(c->lhs(), c->rhs_slot(), c->rhs(), c->right(), a,
                                                b);
}

template <typename... Cmps>
const Stmt* FirstWhileAndLocal2(Program& prog, const Expr* cond, const Stmt* a, const Stmt* b) {
  const Stmt* s = nullptr;
  ((s = s != nullptr ? s : WhileAndLocal2Of<Cmps, true>(prog, cond, a, b)), ...);
  ((s = s != nullptr ? s : WhileAndLocal2Of<Cmps, false>(prog, cond, a, b)), ...);
  return s;
}

template <typename Cmp>
const Expr* AndAndLocalOf(Program& prog, const Expr* a, const Expr* b) {
  if (const auto* ll = dynamic_cast<const BinaryLL<Cmp>*>(a)) {
    return prog.Make<AndAndLocal<Cmp, false>>(ll->lhs(), ll->rhs(), Value{}, b);
  }
  if (const auto* lc = dynamic_cast<const BinaryLC<Cmp>*>(a)) {
    return prog.Make<AndAndLocal<Cmp, true>>(lc->lhs(), 0, lc->rhs(), b);
  }
  return nullptr;
}

template <typename... Cmps>
const Expr* FirstAndAndLocal(Program& prog, const Expr* a, const Expr* b) {
  const Expr* e = nullptr;
  ((e = e != nullptr ? e : AndAndLocalOf<Cmps>(prog, a, b)), ...);
  return e;
}

// ShiftLoop's left comparison `j BOUND lim` (an AndAndLocal on an int local): fills the shape's
// index, bound and limit and returns the `&&`'s right operand; null when `cond` is not such.
template <typename Cmp, bool kConst>
const Expr* ShiftLeftOf(const Expr* cond, ShiftBound bound, ShiftShape& s) {
  const auto* c = dynamic_cast<const AndAndLocal<Cmp, kConst>*>(cond);
  if (c == nullptr) return nullptr;
  s.idx = c->lhs();
  s.bound = bound;
  s.lim_local = !kConst;
  s.lim_slot = c->rhs_slot();
  s.lim = kConst ? c->rhs().i : 0;
  return c->right();
}

template <typename Cmp>
const Expr* ShiftLeftOf(const Expr* cond, ShiftBound bound, ShiftShape& s) {
  if (const Expr* right = ShiftLeftOf<Cmp, true>(cond, bound, s)) return right;
  return ShiftLeftOf<Cmp, false>(cond, bound, s);
}

const Expr* ShiftLeft(const Expr* cond, ShiftShape& s) {
  using namespace ops;  // NOLINT
  if (const Expr* r = ShiftLeftOf<GeI>(cond, ShiftBound::kGe, s)) return r;
  if (const Expr* r = ShiftLeftOf<GtI>(cond, ShiftBound::kGt, s)) return r;
  if (const Expr* r = ShiftLeftOf<LtI>(cond, ShiftBound::kLt, s)) return r;
  return ShiftLeftOf<LeI>(cond, ShiftBound::kLe, s);
}

// Whether `e` is `a[j] CMP key` (a, j and key locals: the load an ArrayLoadLL) or, with CMP
// mirrored as Mirror, `key Mirror a[j]`; sets `load` and `key` when it is.
template <typename Cmp, typename Mirror>
bool ShiftCompareOf(const Expr* e, const ArrayLoadLL*& load, int& key) {
  const Expr* elem = nullptr;
  if (const auto* b = dynamic_cast<const BinaryEL<Cmp, ArrayLoadLL>*>(e)) {
    elem = b->lhs();
    key = b->rhs();
  } else if (const auto* b = dynamic_cast<const BinaryEL<Cmp>*>(e)) {
    elem = b->lhs();
    key = b->rhs();
  } else if (const auto* b = dynamic_cast<const Binary<Mirror, true>*>(e)) {
    const auto* l = dynamic_cast<const Local*>(b->lhs());
    if (l == nullptr) return false;
    elem = b->rhs();
    key = l->slot();
  } else {
    return false;
  }
  load = dynamic_cast<const ArrayLoadLL*>(elem);
  return load != nullptr;
}

// The ShiftLoop<Cmp> of shape `s` (index, bound, limit, array, offset and step set) when `right`
// compares a[j] with a key by Cmp (or mirrored, Mirror); null otherwise.
template <typename Cmp, typename Mirror>
const Stmt* ShiftLoopOf(Program& prog, ShiftShape s, const Expr* right) {
  const ArrayLoadLL* load = nullptr;
  int key = 0;
  if (!ShiftCompareOf<Cmp, Mirror>(right, load, key)) return nullptr;
  if (load->arr() != s.arr || load->idx() != s.idx || key == s.idx || key == s.arr) {
    return nullptr;
  }
  s.key = key;
  return prog.Make<ShiftLoop<Cmp>>(s);
}

// while (j BOUND lim && a[j] CMP key) { a[j + k] = a[j]; j += d; } from its parts, `step_slot`
// and `delta` being the step's (docs/performance.md, "Fused shift loops").
const Stmt* ShiftLoopFrom(Program& prog, const Expr* cond, const Stmt* store, int step_slot,
                          int delta) {
  ShiftShape s;
  const Expr* right = ShiftLeft(cond, s);
  if (right == nullptr || step_slot != s.idx || (s.lim_local && s.lim_slot == s.idx)) {
    return nullptr;
  }
  const auto* st = dynamic_cast<const AssignArrayLocalIdxStmt<ArrayLoadLL>*>(store);
  if (st == nullptr || st->idx() != s.idx || st->arr() == s.idx) return nullptr;
  const auto* from = static_cast<const ArrayLoadLL*>(st->rhs());
  if (from->arr() != st->arr() || from->idx() != s.idx) return nullptr;
  s.arr = st->arr();
  s.offset = st->offset();
  s.delta = static_cast<uint32_t>(delta);
  using namespace ops;  // NOLINT
  if (const Stmt* l = ShiftLoopOf<GtI, LtI>(prog, s, right)) return l;
  if (const Stmt* l = ShiftLoopOf<GeI, LeI>(prog, s, right)) return l;
  if (const Stmt* l = ShiftLoopOf<LtI, GtI>(prog, s, right)) return l;
  if (const Stmt* l = ShiftLoopOf<LeI, GeI>(prog, s, right)) return l;
  if (const Stmt* l = ShiftLoopOf<GtL, LtL>(prog, s, right)) return l;
  if (const Stmt* l = ShiftLoopOf<GeL, LeL>(prog, s, right)) return l;
  if (const Stmt* l = ShiftLoopOf<LtL, GtL>(prog, s, right)) return l;
  if (const Stmt* l = ShiftLoopOf<LeL, GeL>(prog, s, right)) return l;
  if (const Stmt* l = ShiftLoopOf<GtD, LtD>(prog, s, right)) return l;
  if (const Stmt* l = ShiftLoopOf<GeD, LeD>(prog, s, right)) return l;
  if (const Stmt* l = ShiftLoopOf<LtD, GtD>(prog, s, right)) return l;
  if (const Stmt* l = ShiftLoopOf<LeD, GeD>(prog, s, right)) return l;
  return nullptr;
}

template <typename Cmp, bool kCheck>
const Stmt* IfCompareConstOf(Program& prog, const Expr* cond, const Stmt* then, const Stmt* els) {
  using C = BinaryEC<Cmp, kCheck>;
  const auto* c = dynamic_cast<const C*>(cond);
  if (c == nullptr) return nullptr;
  if constexpr (kCheck && (std::is_same_v<Cmp, ops::EqI> || std::is_same_v<Cmp, ops::NeI>)) {
    // `s.charAt(i) == 'c'` (s and i locals): the char read by a direct call too.
    using CharAt = BuiltinCallOnLocals<2, &stdlib::StringCharAt>;
    if (!prog.coverage && dynamic_cast<const CharAt*>(c->lhs()) != nullptr) {
      using T = BinaryEC<Cmp, true, CharAt>;
      return prog.Make<IfAs<T>>(prog.Make<T>(c->lhs(), c->rhs()), then, els);
    }
  }
  return prog.Make<IfAs<C>>(cond, then, els);
}

template <typename... Cmps>
const Stmt* FirstIfCompareConst(Program& prog, const Expr* cond, const Stmt* then,
                                const Stmt* els) {
  const Stmt* s = nullptr;
  ((s = s != nullptr ? s : IfCompareConstOf<Cmps, true>(prog, cond, then, els)), ...);
  ((s = s != nullptr ? s : IfCompareConstOf<Cmps, false>(prog, cond, then, els)), ...);
  return s;
}

template <typename Op, bool kCheck>
const Stmt* ReturnAsOf(Program& prog, const Expr* value) {
  using E = Binary<Op, kCheck>;
  if (dynamic_cast<const E*>(value) == nullptr) return nullptr;
  return prog.Make<ReturnAs<E>>(value);
}

template <typename... Ops>
const Stmt* FirstReturnAs(Program& prog, const Expr* value) {
  const Stmt* s = nullptr;
  ((s = s != nullptr ? s : ReturnAsOf<Ops, true>(prog, value)), ...);
  ((s = s != nullptr ? s : ReturnAsOf<Ops, false>(prog, value)), ...);
  return s;
}

template <typename E>
const Stmt* AssignLocalAsOf(Program& prog, int slot, const Expr* value) {
  if (dynamic_cast<const E*>(value) == nullptr) return nullptr;
  return prog.Make<AssignLocalAs<E>>(slot, value);
}

template <typename Cmp>
const Stmt* ReturnSelectOf(Program& prog, const Conditional& c, Value yes, Value no) {
  if (const auto* ll = dynamic_cast<const BinaryLL<Cmp>*>(c.cond())) {
    return prog.Make<ReturnSelect<Cmp, false>>(ll->lhs(), ll->rhs(), Value{}, yes, no);
  }
  if (const auto* lc = dynamic_cast<const BinaryLC<Cmp>*>(c.cond())) {
    return prog.Make<ReturnSelect<Cmp, true>>(lc->lhs(), 0, lc->rhs(), yes, no);
  }
  return nullptr;
}

template <typename... Cmps>
const Stmt* FirstReturnSelect(Program& prog, const Expr* value) {
  const auto* c = dynamic_cast<const Conditional*>(value);
  if (c == nullptr) return nullptr;
  const auto* yes = dynamic_cast<const Const*>(c->then());
  const auto* no = dynamic_cast<const Const*>(c->els());
  if (yes == nullptr || no == nullptr) return nullptr;
  const Stmt* s = nullptr;
  ((s = s != nullptr ? s : ReturnSelectOf<Cmps>(prog, *c, yes->value(), no->value())), ...);
  return s;
}

// The unboxed int operands of collection loops, typed so that they run by direct calls:
// `(Integer) list.get(i)` (list and i locals; the cast unboxed, CastUnbox) and `(Integer) o`,
// `(Integer) o / k`, `(Integer) o % k` (o a local). Calls `k.template operator()<T>(typed)` with
// the typed node T made from `e`'s parts and returns its result; null when `e` is none of these.
// The typed nodes do the steps of the ones they are made from (TryEvalAs).
template <typename K>
const Stmt* WithTypedUnboxed(Program& prog, const Expr* e, K&& k) {
  using Get = BuiltinCallOnLocals<2, &stdlib::ArrayListGet>;
  if (const auto* cu = dynamic_cast<const CastUnbox<>*>(e)) {
    if (dynamic_cast<const Get*>(cu->operand()) != nullptr) {
      using T = CastUnbox<Get>;
      return k.template operator()<T>(prog.Make<T>(cu->operand(), cu->box()));
    }
    if (dynamic_cast<const Local*>(cu->operand()) != nullptr) {
      using T = CastUnbox<Local>;
      return k.template operator()<T>(prog.Make<T>(cu->operand(), cu->box()));
    }
    return nullptr;
  }
  auto divided = [&]<typename Op>(const DivideByConst<Op>* d) -> const Stmt* {
    const auto* cu = dynamic_cast<const CastUnbox<>*>(d->lhs());
    if (cu == nullptr || dynamic_cast<const Local*>(cu->operand()) == nullptr) return nullptr;
    using T = DivideByConst<Op, CastUnbox<Local>>;
    return k.template operator()<T>(
        prog.Make<T>(prog.Make<CastUnbox<Local>>(cu->operand(), cu->box()), d->rhs()));
  };
  if (const auto* d = dynamic_cast<const DivideByConst<ops::DivI>*>(e)) return divided(d);
  if (const auto* d = dynamic_cast<const DivideByConst<ops::RemI>*>(e)) return divided(d);
  return nullptr;
}

// The int expressions of one local and two constants of pseudo-random generators and hashes,
// typed so that they run by direct calls: `x * k1 + k2` and `(x >>> k1) % k2`, `(x >> k1) % k2`
// (x a local, k2 not zero). Calls `k` as WithTypedUnboxed does; null when `e` is neither.
template <typename K>
const Stmt* WithTypedLocalArith(Program& prog, const Expr* e, K&& k) {
  if (const auto* a = dynamic_cast<const BinaryEC<ops::AddI, false>*>(e)) {
    if (dynamic_cast<const BinaryLC<ops::MulI>*>(a->lhs()) == nullptr) return nullptr;
    using T = BinaryEC<ops::AddI, false, BinaryLC<ops::MulI>>;
    return k.template operator()<T>(prog.Make<T>(a->lhs(), a->rhs()));
  }
  const auto* d = dynamic_cast<const DivideByConst<ops::RemI>*>(e);
  if (d == nullptr) return nullptr;
  if (dynamic_cast<const BinaryLC<ops::UshrI>*>(d->lhs()) != nullptr) {
    using T = DivideByConst<ops::RemI, BinaryLC<ops::UshrI>>;
    return k.template operator()<T>(prog.Make<T>(d->lhs(), d->rhs()));
  }
  if (dynamic_cast<const BinaryLC<ops::ShrI>*>(d->lhs()) != nullptr) {
    using T = DivideByConst<ops::RemI, BinaryLC<ops::ShrI>>;
    return k.template operator()<T>(prog.Make<T>(d->lhs(), d->rhs()));
  }
  return nullptr;
}

// `s op= x;` on an int local (AddI, SubI) or a long one (AddL, SubL: x widened by I2L) with x an
// unboxed operand of WithTypedUnboxed: CompoundLocalStmt with x typed; null otherwise.
template <typename Op, bool kWiden>
const Stmt* CompoundUnboxedOf(Program& prog, const Expr* e) {
  const auto* c = dynamic_cast<const CompoundLocal<Op>*>(e);
  if (c == nullptr) return nullptr;
  const Expr* x = c->rhs();
  if constexpr (kWiden) {
    const auto* w = dynamic_cast<const Unary<ops::I2L>*>(x);
    if (w == nullptr) return nullptr;
    x = w->operand();
  }
  return WithTypedUnboxed(prog, x, [&]<typename T>(const Expr* typed) -> const Stmt* {
    if constexpr (kWiden) {
      using W = Unary<ops::I2L, true, T>;
      return prog.Make<CompoundLocalStmt<Op, W>>(c->slot(), prog.Make<W>(typed));
    } else {
      return prog.Make<CompoundLocalStmt<Op, T>>(c->slot(), typed);
    }
  });
}

}  // namespace

const Stmt* MakeAssignLocalAs(Program& prog, int slot, const Expr* value) {
  using namespace ops;   // NOLINT
  if (!prog.coverage) {  // docs/performance.md, "Typed collection operands".
    auto assign = [&]<typename T>(const Expr* typed) {
      return static_cast<const Stmt*>(prog.Make<AssignLocalAs<T>>(slot, typed));
    };
    if (const Stmt* s = WithTypedUnboxed(prog, value, assign)) return s;
    if (const Stmt* s = WithTypedLocalArith(prog, value, assign)) return s;
  }
  if (const Stmt* s = AssignLocalAsOf<DivideByConst<RemI, UnboxLocal>>(prog, slot, value)) return s;
  if (const Stmt* s = AssignLocalAsOf<DivideByConst<DivI, UnboxLocal>>(prog, slot, value)) return s;
  if (const Stmt* s = AssignLocalAsOf<DivideByConst<RemI>>(prog, slot, value)) return s;
  return AssignLocalAsOf<DivideByConst<DivI>>(prog, slot, value);
}

const Stmt* MakeReturnAs(Program& prog, const Expr* value) {
  using namespace ops;  // NOLINT
  if (const Stmt* s = FirstReturnSelect<LtI, LeI, GtI, GeI, EqI, NeI>(prog, value)) return s;
  return FirstReturnAs<AddI, SubI, MulI, AddL, SubL, MulL>(prog, value);
}

const Stmt* MakeIfCompareConst(Program& prog, const Expr* cond, const Stmt* then, const Stmt* els) {
  using namespace ops;  // NOLINT
  return FirstIfCompareConst<LtI, LeI, GtI, GeI, EqI, NeI>(prog, cond, then, els);
}

const Stmt* MakeWhileShiftLoop(Program& prog, const Expr* cond, const Stmt* store,
                               const Stmt* step) {
  const auto* inc = dynamic_cast<const IncLocalIntStmt*>(step);
  if (inc == nullptr) return nullptr;
  return ShiftLoopFrom(prog, cond, store, inc->slot(), inc->delta());
}

const Stmt* MakeForShiftLoop(Program& prog, const Expr* cond, const Stmt* store,
                             const Expr* update) {
  const auto* inc = dynamic_cast<const IncLocalInt*>(update);
  if (inc == nullptr) return nullptr;
  return ShiftLoopFrom(prog, cond, store, inc->slot(), inc->delta());
}

const Expr* MakeAndAndLocal(Program& prog, const Expr* a, const Expr* b) {
  using namespace ops;  // NOLINT
  return FirstAndAndLocal<LtI, LeI, GtI, GeI, EqI, NeI, EqR, NeR>(prog, a, b);
}

const Stmt* MakeAssignArrayLocalIdxStmt(Program& prog, const AssignArrayL<false>& store) {
  const Expr* idx = store.idx();
  int slot;
  uint32_t offset;
  if (const auto* l = dynamic_cast<const Local*>(idx)) {
    slot = l->slot();
    offset = 0;
  } else if (const auto* add = dynamic_cast<const BinaryLC<ops::AddI>*>(idx)) {
    slot = add->lhs();
    offset = ops::U(add->rhs().i);
  } else if (const auto* sub = dynamic_cast<const BinaryLC<ops::SubI>*>(idx)) {
    slot = sub->lhs();
    offset = 0u - ops::U(sub->rhs().i);
  } else {
    return nullptr;
  }
  if (dynamic_cast<const ArrayLoadLL*>(store.rhs()) != nullptr) {  // a[i + 1] = a[i];
    return prog.Make<AssignArrayLocalIdxStmt<ArrayLoadLL>>(store.arr(), slot, offset, store.rhs());
  }
  if (!prog.coverage) {  // docs/performance.md, "Typed collection operands".
    const Stmt* s = WithTypedLocalArith(prog, store.rhs(), [&]<typename T>(const Expr* typed) {
      return static_cast<const Stmt*>(
          prog.Make<AssignArrayLocalIdxStmt<T>>(store.arr(), slot, offset, typed));
    });
    if (s != nullptr) return s;
  }
  return prog.Make<AssignArrayLocalIdxStmt<>>(store.arr(), slot, offset, store.rhs());
}

const Stmt* MakeIfLocal(Program& prog, const Expr* cond, const Stmt* then, const Stmt* els) {
  using namespace ops;  // NOLINT
  return FirstIfLocal<LtI, LeI, GtI, GeI, EqI, NeI, EqR, NeR>(prog, cond, then, els);
}

const Stmt* MakeGuardReturn(Program& prog, const Stmt* first, const Stmt* rest) {
  using namespace ops;  // NOLINT
  return FirstGuardReturn<LtI, LeI, GtI, GeI, EqI, NeI, EqR, NeR>(prog, first, rest);
}

const Stmt* MakeWhileAndLocal2(Program& prog, const Expr* cond, const Stmt* a, const Stmt* b) {
  using namespace ops;  // NOLINT
  return FirstWhileAndLocal2<LtI, LeI, GtI, GeI, EqI, NeI, EqR, NeR>(prog, cond, a, b);
}

const Stmt* MakeCompoundLocalStmt(Program& prog, const Expr* e) {
  using namespace ops;   // NOLINT
  if (!prog.coverage) {  // docs/performance.md, "Typed collection operands".
    if (const Stmt* s = CompoundUnboxedOf<AddL, true>(prog, e)) return s;
    if (const Stmt* s = CompoundUnboxedOf<SubL, true>(prog, e)) return s;
    if (const Stmt* s = CompoundUnboxedOf<AddI, false>(prog, e)) return s;
    if (const Stmt* s = CompoundUnboxedOf<SubI, false>(prog, e)) return s;
  }
  if (const Stmt* s = SumOfProductsOf<AddI, MulI>(prog, e)) return s;
  if (const Stmt* s = SumOfProductsOf<AddL, MulL>(prog, e)) return s;
  if (const Stmt* s = SumOfProductsOf<AddD, MulD>(prog, e)) return s;
  return FirstCompoundLocalStmt<AddI, SubI, MulI, AndI, OrI, XorI, AddL, SubL, MulL, AndL, OrL,
                                XorL, AddD, SubD, MulD, DivD>(prog, e);
}

const Stmt* MakeWhileLoop(Program& prog, const Expr* cond, const Stmt* body) {
  using Size = BuiltinCallOnLocals<1, &stdlib::ArrayListSize>;
  auto typed = [&]<typename Cmp>(Cmp) -> const Stmt* {
    const auto* c = dynamic_cast<const BinaryEC<Cmp>*>(cond);
    if (c == nullptr || dynamic_cast<const Size*>(c->lhs()) == nullptr) return nullptr;
    using C = BinaryEC<Cmp, true, Size>;
    return prog.Make<WhileLoop<C>>(prog.Make<C>(c->lhs(), c->rhs()), body);
  };
  if (!prog.coverage) {  // docs/performance.md, "Typed collection operands".
    if (const Stmt* s = typed(ops::GtI())) return s;
    if (const Stmt* s = typed(ops::GeI())) return s;
    if (const Stmt* s = typed(ops::NeI())) return s;
  }
  return prog.Make<WhileLoop<>>(cond, body);
}

const Stmt* MakeForLoopInt(Program& prog, const Expr* cond, const Stmt* body, const Expr* update) {
  const auto* inc = dynamic_cast<const IncLocalInt*>(update);
  if (inc == nullptr) return nullptr;
  if (const Stmt* s = ForLoopIntOf<ops::LtI>(prog, cond, body, *inc)) return s;
  if (const Stmt* s = ForLoopIntOf<ops::LeI>(prog, cond, body, *inc)) return s;
  if (const Stmt* s = ForLoopIntOf<ops::GtI>(prog, cond, body, *inc)) return s;
  if (const Stmt* s = ForLoopIntOf<ops::GeI>(prog, cond, body, *inc)) return s;
  if (const Stmt* s = ForLoopIntOf<ops::NeI>(prog, cond, body, *inc)) return s;
  return nullptr;
}

}  // namespace aprgrid::lang::nodes
