// Type checking and compilation of operators: unary, binary (with the specialised node for what
// is known about the operands, and constant folding) and (compound) assignment.
#include "common/status_macros.h"
#include "worker/lang/compiler_internal.h"
#include "worker/lang/nodes_box.h"
#include "worker/lang/nodes_operands.h"
#include "worker/lang/nodes_ops.h"
#include "worker/lang/nodes_stmt.h"
#include "worker/lang/text.h"

namespace aprgrid::lang {
namespace {

using BinFn = Value (*)(Value, Value);
using MakeFn = const Expr* (*)(Program&, const Expr*, const Expr*);
using MakeLLFn = const Expr* (*)(Program&, int, int);
using MakeLCFn = const Expr* (*)(Program&, int, Value);
using MakeECFn = const Expr* (*)(Program&, const Expr*, Value);
using MakeELFn = const Expr* (*)(Program&, const Expr*, int);
using MakeCompoundFn = const Expr* (*)(Program&, int, const Expr*);

template <typename Op>
Value ApplyOp(Value a, Value b) {
  return Op()(a, b);
}
template <typename Op>
const Expr* MakeOp(Program& p, const Expr* a, const Expr* b) {
  return p.Make<nodes::Binary<Op>>(a, b);
}
template <typename Op>
const Expr* MakeOpNoCheck(Program& p, const Expr* a, const Expr* b) {
  return p.Make<nodes::Binary<Op, false>>(a, b);
}
template <typename Op>
const Expr* MakeOpLL(Program& p, int a, int b) {
  return p.Make<nodes::BinaryLL<Op>>(a, b);
}
template <typename Op>
const Expr* MakeOpLC(Program& p, int a, Value b) {
  return p.Make<nodes::BinaryLC<Op>>(a, b);
}
template <typename Op>
const Expr* MakeOpEL(Program& p, const Expr* a, int b) {
  return p.Make<nodes::BinaryEL<Op>>(a, b);
}
// The Binary of `a op b` with its operands' node classes known (nodes::EvalAs) when the left one
// loads an array element through locals (`a[i]`, `a[i][j]`), as the inner loops of array code
// do; null otherwise (then the node above is made).
template <typename Op, typename L>
const Expr* MakeOpTypedR(Program& p, const Expr* a, const Expr* b) {
  if (dynamic_cast<const nodes::ArrayLoadLL*>(b) != nullptr) {
    return p.Make<nodes::Binary<Op, true, L, nodes::ArrayLoadLL>>(a, b);
  }
  if (dynamic_cast<const nodes::ArrayLoad2L*>(b) != nullptr) {
    return p.Make<nodes::Binary<Op, true, L, nodes::ArrayLoad2L>>(a, b);
  }
  return p.Make<nodes::Binary<Op, true, L>>(a, b);
}
template <typename Op>
const Expr* MakeOpTyped(Program& p, const Expr* a, const Expr* b) {
  if (dynamic_cast<const nodes::ArrayLoadLL*>(a) != nullptr) {
    return MakeOpTypedR<Op, nodes::ArrayLoadLL>(p, a, b);
  }
  if (dynamic_cast<const nodes::ArrayLoad2L*>(a) != nullptr) {
    return MakeOpTypedR<Op, nodes::ArrayLoad2L>(p, a, b);
  }
  return nullptr;
}
// The same for `a[i] op local`.
template <typename Op>
const Expr* MakeOpELTyped(Program& p, const Expr* a, int b) {
  if (dynamic_cast<const nodes::ArrayLoadLL*>(a) != nullptr) {
    return p.Make<nodes::BinaryEL<Op, nodes::ArrayLoadLL>>(a, b);
  }
  return nullptr;
}
// `a op k` with k a constant (the Binary of a typed left operand, as MakeOpTyped, when kTyped).
template <typename Op, bool kTyped>
const Expr* MakeOpEC(Program& p, const Expr* a, Value k) {
  if constexpr (kTyped) {
    if (dynamic_cast<const nodes::ArrayLoadLL*>(a) != nullptr) {
      return p.Make<nodes::BinaryEC<Op, true, nodes::ArrayLoadLL>>(a, k);
    }
    if (dynamic_cast<const nodes::ArrayLoad2L*>(a) != nullptr) {
      return p.Make<nodes::BinaryEC<Op, true, nodes::ArrayLoad2L>>(a, k);
    }
  }
  return p.Make<nodes::BinaryEC<Op>>(a, k);
}
template <typename Op>
const Expr* MakeOpECNoCheck(Program& p, const Expr* a, Value k) {
  return p.Make<nodes::BinaryEC<Op, false>>(a, k);
}
template <typename Op>
const Expr* MakeCompound(Program& p, int slot, const Expr* rhs) {
  return p.Make<nodes::CompoundLocal<Op>>(slot, rhs);
}
template <typename Op>
const Expr* MakeDivOp(Program& p, const Expr* a, const Expr* b) {
  return p.Make<nodes::Divide<Op>>(a, b);
}
// `a / k`, `a % k` with k a constant other than zero; null when k is zero.
// The dividend's node class is kept when it unboxes a local (`x % 1000` of an Integer x).
template <typename Op>
const Expr* MakeDivConst(Program& p, const Expr* a, Value k) {
  if (Op::IsZero(k)) return nullptr;
  if (dynamic_cast<const nodes::UnboxLocal*>(a) != nullptr) {
    return p.Make<nodes::DivideByConst<Op, nodes::UnboxLocal>>(a, k);
  }
  return p.Make<nodes::DivideByConst<Op>>(a, k);
}

struct BinOpInfo {
  BinFn fn = nullptr;
  MakeFn make = nullptr;
  bool divides = false;
  MakeFn make_nocheck = nullptr;
  MakeLLFn make_ll = nullptr;
  MakeLCFn make_lc = nullptr;
  MakeELFn make_el = nullptr;
  MakeCompoundFn make_compound = nullptr;
  MakeECFn make_div_const = nullptr;  // Integer division by a constant (MakeDivConst).
  MakeFn make_typed = nullptr;        // Typed: + - * and int comparisons (MakeOpTyped).
  MakeELFn make_el_typed = nullptr;   // Typed: as make_typed (MakeOpELTyped).
  MakeECFn make_ec = nullptr;         // `a op k`, k a constant (MakeOpEC).
  MakeECFn make_ec_nocheck = nullptr;
};

template <typename Op>
BinOpInfo Plain() {
  BinOpInfo info{ApplyOp<Op>,  MakeOp<Op>,   false,        MakeOpNoCheck<Op>,
                 MakeOpLL<Op>, MakeOpLC<Op>, MakeOpEL<Op>, MakeCompound<Op>};
  info.make_ec = MakeOpEC<Op, false>;
  info.make_ec_nocheck = MakeOpECNoCheck<Op>;
  return info;
}
template <typename Op>
BinOpInfo Typed() {
  BinOpInfo info = Plain<Op>();
  info.make_typed = MakeOpTyped<Op>;
  info.make_el_typed = MakeOpELTyped<Op>;
  info.make_ec = MakeOpEC<Op, true>;
  return info;
}
template <typename Op>
BinOpInfo Div() {
  BinOpInfo info{ApplyOp<Op>, MakeDivOp<Op>, true, nullptr, nullptr, nullptr, nullptr, nullptr};
  info.make_div_const = MakeDivConst<Op>;
  return info;
}

// The node for `op` on operands of (promoted) type `t`; fn == nullptr when there is none.
BinOpInfo LookupBinary(std::string_view op, Type t) {
  using namespace ops;  // NOLINT
  if (t.IsReference()) {
    if (op == "==") return Plain<EqR>();
    if (op == "!=") return Plain<NeR>();
    return {};
  }
  switch (t.base) {
    case Base::kBoolean:
      if (op == "&") return Plain<AndI>();
      if (op == "|") return Plain<OrI>();
      if (op == "^" || op == "!=") return Plain<XorI>();
      if (op == "==") return Plain<EqI>();
      return {};
    case Base::kInt:
    case Base::kChar:
      if (op == "+") return Typed<AddI>();
      if (op == "-") return Typed<SubI>();
      if (op == "*") return Typed<MulI>();
      if (op == "/") return Div<DivI>();
      if (op == "%") return Div<RemI>();
      if (op == "<<") return Plain<ShlI>();
      if (op == ">>") return Plain<ShrI>();
      if (op == ">>>") return Plain<UshrI>();
      if (op == "&") return Plain<AndI>();
      if (op == "|") return Plain<OrI>();
      if (op == "^") return Plain<XorI>();
      if (op == "<") return Typed<LtI>();
      if (op == "<=") return Typed<LeI>();
      if (op == ">") return Typed<GtI>();
      if (op == ">=") return Typed<GeI>();
      if (op == "==") return Typed<EqI>();
      if (op == "!=") return Typed<NeI>();
      return {};
    case Base::kLong:
      if (op == "+") return Typed<AddL>();
      if (op == "-") return Typed<SubL>();
      if (op == "*") return Typed<MulL>();
      if (op == "/") return Div<DivL>();
      if (op == "%") return Div<RemL>();
      if (op == "<<") return Plain<ShlL>();
      if (op == ">>") return Plain<ShrL>();
      if (op == ">>>") return Plain<UshrL>();
      if (op == "&") return Plain<AndL>();
      if (op == "|") return Plain<OrL>();
      if (op == "^") return Plain<XorL>();
      if (op == "<") return Plain<LtL>();
      if (op == "<=") return Plain<LeL>();
      if (op == ">") return Plain<GtL>();
      if (op == ">=") return Plain<GeL>();
      if (op == "==") return Plain<EqL>();
      if (op == "!=") return Plain<NeL>();
      return {};
    case Base::kDouble:
      if (op == "+") return Typed<AddD>();
      if (op == "-") return Typed<SubD>();
      if (op == "*") return Typed<MulD>();
      if (op == "/") return Plain<DivD>();
      if (op == "%") return Plain<RemD>();
      if (op == "<") return Plain<LtD>();
      if (op == "<=") return Plain<LeD>();
      if (op == ">") return Plain<GtD>();
      if (op == ">=") return Plain<GeD>();
      if (op == "==") return Plain<EqD>();
      if (op == "!=") return Plain<NeD>();
      return {};
    case Base::kFloat:  // Comparisons are the double ones (nodes_ops.h, "float").
      if (op == "+") return Plain<AddF>();
      if (op == "-") return Plain<SubF>();
      if (op == "*") return Plain<MulF>();
      if (op == "/") return Plain<DivF>();
      if (op == "%") return Plain<RemF>();
      if (op == "<") return Plain<LtD>();
      if (op == "<=") return Plain<LeD>();
      if (op == ">") return Plain<GtD>();
      if (op == ">=") return Plain<GeD>();
      if (op == "==") return Plain<EqD>();
      if (op == "!=") return Plain<NeD>();
      return {};
    default:
      return {};
  }
}

bool IsComparison(std::string_view op) {
  return op == "<" || op == "<=" || op == ">" || op == ">=" || op == "==" || op == "!=";
}
bool IsShift(std::string_view op) { return op == "<<" || op == ">>" || op == ">>>"; }

}  // namespace

Type BinaryPromotion(Type a, Type b) {
  if (a.base == Base::kDouble || b.base == Base::kDouble) return kDoubleType;
  if (a.base == Base::kFloat || b.base == Base::kFloat) return kFloatType;
  if (a.base == Base::kLong || b.base == Base::kLong) return kLongType;
  return kIntType;
}

const Expr* MethodCompiler::MakeBinary(std::string_view op, Type operand, const Expr* a,
                                       const Expr* b) {
  BinOpInfo info = LookupBinary(op, operand);
  return info.make(*ctx_.prog, a, b);
}

const Expr* MethodCompiler::MakeBinaryFor(std::string_view op, Type operand, const CExpr& a,
                                          const CExpr& b) {
  BinOpInfo info = LookupBinary(op, operand);
  if (!info.divides) {
    if (a.local >= 0 && b.local >= 0) return info.make_ll(*ctx_.prog, a.local, b.local);
    if (a.local >= 0 && b.constant) return info.make_lc(*ctx_.prog, a.local, *b.constant);
    if (b.constant) {
      return a.may_throw ? info.make_ec(*ctx_.prog, a.code, *b.constant)
                         : info.make_ec_nocheck(*ctx_.prog, a.code, *b.constant);
    }
    if (!a.may_throw && !b.may_throw) return info.make_nocheck(*ctx_.prog, a.code, b.code);
    if (b.local >= 0) {
      if (info.make_el_typed != nullptr) {
        if (const Expr* e = info.make_el_typed(*ctx_.prog, a.code, b.local)) return e;
      }
      return info.make_el(*ctx_.prog, a.code, b.local);
    }
    if (info.make_typed != nullptr) {
      if (const Expr* e = info.make_typed(*ctx_.prog, a.code, b.code)) return e;
    }
  } else if (b.constant) {
    if (const Expr* e = info.make_div_const(*ctx_.prog, a.code, *b.constant)) return e;
  }
  return info.make(*ctx_.prog, a.code, b.code);
}

std::optional<Value> MethodCompiler::Fold(std::string_view op, Type operand, Value a, Value b) {
  BinOpInfo info = LookupBinary(op, operand);
  if (info.fn == nullptr) return std::nullopt;
  if (info.divides && (operand.base == Base::kLong ? b.l == 0 : b.i == 0)) return std::nullopt;
  return info.fn(a, b);
}

absl::StatusOr<CExpr> MethodCompiler::BinaryOp(const Node& e) {
  const std::string& op = e.value;
  ASSIGN_OR_RETURN(CExpr a, Expression(*e.child(0)));
  ASSIGN_OR_RETURN(CExpr b, Expression(*e.child(1)));
  if (a.type.IsVoid() || b.type.IsVoid()) return Error(e, "'void' type not allowed here");
  const Type written_a = a.type, written_b = b.type;
  auto bad = [&]() {
    return Error(e, Cat("bad operand types for binary operator '", op, "' (", TypeName(written_a),
                        " and ", TypeName(written_b), ")"));
  };
  if (op == "+" && (a.type.IsString() || b.type.IsString())) {
    // A concatenation of constants is a constant, interned like a literal (JLS 15.29, 3.10.5).
    std::optional<std::u16string> ka = ConstantText(a), kb = ConstantText(b);
    if (ka && kb) return StringConstant(*ka + *kb);
    CExpr out;
    out.type = kStringType;
    out.concat = a.concat.empty() ? std::vector<nodes::Concat::Part>{{a.code, a.type}} : a.concat;
    out.concat.push_back({b.code, b.type});
    out.code = Make<nodes::Concat>(out.concat);
    return out;
  }
  // Unboxing (JLS 5.6, 15.21.1, 15.21.2), except for `==`/`!=` of two references.
  if (!(a.type.IsReference() && b.type.IsReference() && (op == "==" || op == "!="))) {
    a = UnboxExpr(std::move(a));
    b = UnboxExpr(std::move(b));
  }
  Type operand;
  if (IsShift(op)) {
    if (!a.type.IsIntegral() || !b.type.IsIntegral()) return bad();
    a = Promote(std::move(a));
    b = Convert(std::move(b), kIntType);
    operand = a.type;
  } else if (a.type.IsNumeric() && b.type.IsNumeric()) {
    if (op == "&" || op == "|" || op == "^") {
      if (!a.type.IsIntegral() || !b.type.IsIntegral()) return bad();
    }
    operand = BinaryPromotion(a.type, b.type);
    a = Convert(std::move(a), operand);
    b = Convert(std::move(b), operand);
  } else if (a.type.IsBoolean() && b.type.IsBoolean()) {
    if (op != "==" && op != "!=" && op != "&" && op != "|" && op != "^") return bad();
    operand = kBooleanType;
  } else if (a.type.IsReference() && b.type.IsReference() && (op == "==" || op == "!=")) {
    if (!table_.IsSubtype(a.type, b.type) && !table_.IsSubtype(b.type, a.type)) {
      return Error(e, Cat("incomparable types: ", TypeName(a.type), " and ", TypeName(b.type)));
    }
    operand = kObjectType;
  } else {
    return bad();
  }
  BinOpInfo info = LookupBinary(op, operand);
  if (info.fn == nullptr) return bad();
  Type result = IsComparison(op) ? kBooleanType : operand;
  if (a.constant && b.constant) {
    std::optional<Value> k = Fold(op, operand, *a.constant, *b.constant);
    if (k) return Constant(*k, result);
  }
  CExpr out;
  out.code = MakeBinaryFor(op, operand, a, b);
  out.type = result;
  // A division throws only by zero.
  bool by_nonzero_constant =
      b.constant && info.divides &&
      (operand.base == Base::kLong ? b.constant->l != 0 : b.constant->i != 0);
  out.may_throw = a.may_throw || b.may_throw || (info.divides && !by_nonzero_constant);
  return out;
}

absl::StatusOr<CExpr> MethodCompiler::UnaryOp(const Node& e) {
  const std::string& op = e.value;
  if (op == "++" || op == "--") {
    Type t;
    int slot = -1;
    ASSIGN_OR_RETURN(const nodes::LValue* lv, LValueOf(*e.child(0), &t, &slot, /*compound=*/true));
    if (const Type prim = UnboxedType(t); prim.IsNumeric()) {
      CExpr out;
      out.type = t;
      out.code = Make<nodes::BoxedIncDec>(lv, t.cls, prim.base, op == "++" ? 1 : -1,
                                          (e.flags & kPostfix) != 0);
      return out;
    }
    if (!t.IsNumeric()) {
      return Error(e, Cat("bad operand type ", TypeName(t), " for unary operator '", op, "'"));
    }
    int delta = op == "++" ? 1 : -1;
    bool postfix = (e.flags & kPostfix) != 0;
    CExpr out;
    out.type = t;
    if (slot >= 0 && t == kIntType) {
      out.code = Make<nodes::IncLocalInt>(slot, delta, postfix);
      out.may_throw = false;
    } else {
      out.code = Make<nodes::IncDec>(lv, t.base, delta, postfix);
    }
    return out;
  }
  ASSIGN_OR_RETURN(CExpr a, Expression(*e.child(0)));
  const Type written = a.type;
  auto bad = [&]() {
    return Error(e, Cat("bad operand type ", TypeName(written), " for unary operator '", op, "'"));
  };
  a = UnboxExpr(std::move(a));
  if (op == "+" || op == "-") {
    if (!a.type.IsNumeric()) return bad();
    a = Promote(std::move(a));
    if (op == "+") return a;
    if (a.constant) {
      Value v = *a.constant;
      switch (a.type.base) {
        case Base::kInt:
          return Constant(ops::NegI()(v), a.type);
        case Base::kLong:
          return Constant(ops::NegL()(v), a.type);
        default:
          return Constant(ops::NegD()(v), a.type);
      }
    }
    CExpr out;
    out.type = a.type;
    switch (a.type.base) {
      case Base::kInt:
        out.code = Make<nodes::Unary<ops::NegI>>(a.code);
        break;
      case Base::kLong:
        out.code = Make<nodes::Unary<ops::NegL>>(a.code);
        break;
      default:
        out.code = Make<nodes::Unary<ops::NegD>>(a.code);
        break;
    }
    return out;
  }
  if (op == "~") {
    if (!a.type.IsIntegral()) return bad();
    a = Promote(std::move(a));
    bool is_long = a.type.base == Base::kLong;
    if (a.constant) {
      return Constant(is_long ? ops::BitNotL()(*a.constant) : ops::BitNotI()(*a.constant), a.type);
    }
    CExpr out;
    out.type = a.type;
    out.code = is_long ? static_cast<const Expr*>(Make<nodes::Unary<ops::BitNotL>>(a.code))
                       : static_cast<const Expr*>(Make<nodes::Unary<ops::BitNotI>>(a.code));
    return out;
  }
  return bad();
}

absl::StatusOr<CExpr> MethodCompiler::AssignOp(const Node& e) {
  const std::string& op = e.value;
  if (op == "=" && e.child(0)->kind == Kind::kArrayAccess) {
    const Node& target = *e.child(0);
    ASSIGN_OR_RETURN(CExpr a, Expression(*target.child(0)));
    ASSIGN_OR_RETURN(CExpr i, Expression(*target.child(1)));
    if (!a.type.IsArray())
      return Error(target, Cat("array required, but ", TypeName(a.type), " found"));
    i = Promote(std::move(i));
    if (i.type != kIntType) {
      return Error(*target.child(1),
                   Cat("incompatible types: ", TypeName(i.type), " cannot be converted to int"));
    }
    ASSIGN_OR_RETURN(CExpr rhs, Expression(*e.child(1)));
    const GType* elem_g = a.g != nullptr ? table_.types->WithDims(a.g, -1) : nullptr;
    ASSIGN_OR_RETURN(rhs, AssignableG(*e.child(1), std::move(rhs), a.type.Element(), elem_g));
    CExpr out;
    if (a.local < 0) {
      out.code = Make<nodes::AssignArray>(a.code, i.code, rhs.code);
    } else if (i.may_throw) {
      out.code = Make<nodes::AssignArrayL<true>>(a.local, i.code, rhs.code);
    } else {
      out.code = Make<nodes::AssignArrayL<false>>(a.local, i.code, rhs.code);
    }
    out.type = a.type.Element();
    return out;
  }
  Type t;
  int slot = -1;
  bool compound = op != "=";
  const GType* g = nullptr;
  ASSIGN_OR_RETURN(const nodes::LValue* lv, LValueOf(*e.child(0), &t, &slot, compound, &g));
  if (g != nullptr && g->kind == GType::Kind::kPlain) g = nullptr;
  if (!compound) {
    ASSIGN_OR_RETURN(CExpr rhs, ExpressionWithTarget(*e.child(1), g));
    ASSIGN_OR_RETURN(rhs, AssignableG(*e.child(1), std::move(rhs), t, g));
    CExpr out;
    out.type = t;
    out.g = g;
    if (slot >= 0) {
      out.code = Make<nodes::AssignLocal>(slot, rhs.code);
      out.may_throw = rhs.may_throw;
      da_.Set(slot);
    } else {
      out.code = Make<nodes::Assign>(lv, rhs.code);
    }
    return out;
  }
  ASSIGN_OR_RETURN(CExpr rhs, Expression(*e.child(1)));
  std::string bin = op.substr(0, op.size() - 1);
  CExpr cur;
  cur.code = Make<nodes::ScratchValue>();
  cur.type = t;
  CExpr out;
  out.type = t;
  if (bin == "+" && t.IsString()) {
    if (rhs.type.IsVoid()) return Error(e, "'void' type not allowed here");
    out.code = Make<nodes::CompoundAssign>(lv, Make<nodes::Concat>(std::vector<nodes::Concat::Part>{
                                                   {cur.code, t}, {rhs.code, rhs.type}}));
    return out;
  }
  auto bad = [&]() {
    return Error(e, Cat("bad operand types for binary operator '", bin, "' (", TypeName(t), " and ",
                        TypeName(rhs.type), ")"));
  };
  // A variable of a box type (JLS 15.26.2): `x = (T) (x op y)` with both unboxed, the result
  // boxed again; the result must be of the unboxed type itself (javac rejects a narrowing cast
  // before boxing).
  const int box = UnboxedType(t).IsVoid() ? -1 : t.cls;
  if (box >= 0) {
    const Type prim = UnboxedType(t);
    rhs = UnboxExpr(std::move(rhs));
    cur = UnboxExpr(std::move(cur));
    Type operand;
    if (IsShift(bin) && prim.IsIntegral() && rhs.type.IsIntegral()) {
      cur = Promote(std::move(cur));
      rhs = Convert(std::move(rhs), kIntType);
      operand = cur.type;
    } else if (!IsShift(bin) && prim.IsNumeric() && rhs.type.IsNumeric()) {
      if ((bin == "&" || bin == "|" || bin == "^") &&
          (!prim.IsIntegral() || !rhs.type.IsIntegral())) {
        return bad();
      }
      operand = BinaryPromotion(prim, rhs.type);
      cur = Convert(std::move(cur), operand);
      rhs = Convert(std::move(rhs), operand);
    } else if (prim.IsBoolean() && rhs.type.IsBoolean() &&
               (bin == "&" || bin == "|" || bin == "^")) {
      operand = kBooleanType;
    } else {
      return bad();
    }
    if (operand != prim) {
      return Error(e, Cat("incompatible types: ", TypeName(operand), " cannot be converted to ",
                          TypeName(t)));
    }
    CExpr value;
    value.code = MakeBinary(bin, operand, cur.code, rhs.code);
    value.type = operand;
    out.code = Make<nodes::CompoundAssign>(lv, BoxExpr(std::move(value)).code);
    return out;
  }
  rhs = UnboxExpr(std::move(rhs));
  Type operand;
  if (IsShift(bin)) {
    if (!t.IsIntegral() || !rhs.type.IsIntegral()) return bad();
    cur = Promote(std::move(cur));
    rhs = Convert(std::move(rhs), kIntType);
    operand = cur.type;
  } else if (t.IsNumeric() && rhs.type.IsNumeric()) {
    if ((bin == "&" || bin == "|" || bin == "^") && (!t.IsIntegral() || !rhs.type.IsIntegral())) {
      return bad();
    }
    operand = BinaryPromotion(t, rhs.type);
    cur = Convert(std::move(cur), operand);
    rhs = Convert(std::move(rhs), operand);
  } else if (t.IsBoolean() && rhs.type.IsBoolean() && (bin == "&" || bin == "|" || bin == "^")) {
    operand = kBooleanType;
  } else {
    return bad();
  }
  if (slot >= 0 && operand == t && !IsShift(bin)) {
    BinOpInfo info = LookupBinary(bin, operand);
    if (!info.divides) {
      out.code = info.make_compound(*ctx_.prog, slot, rhs.code);
      return out;
    }
  }
  CExpr value;
  value.code = MakeBinary(bin, operand, cur.code, rhs.code);
  value.type = operand;
  value = Convert(std::move(value), t);
  out.code = Make<nodes::CompoundAssign>(lv, value.code);
  return out;
}

}  // namespace aprgrid::lang
