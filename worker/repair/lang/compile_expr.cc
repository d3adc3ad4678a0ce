// Type checking and compilation of operators, literals, casts and array creation.
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>

#include "common/status_macros.h"
#include "worker/repair/lang/compiler_internal.h"
#include "worker/repair/lang/lexer.h"
#include "worker/repair/lang/nodes_ops.h"
#include "worker/repair/lang/nodes_stmt.h"
#include "worker/repair/lang/text.h"

namespace aprgrid::lang {
namespace {

using BinFn = Value (*)(Value, Value);
using MakeFn = const Expr* (*)(Program&, const Expr*, const Expr*);
using MakeLLFn = const Expr* (*)(Program&, int, int);
using MakeLCFn = const Expr* (*)(Program&, int, Value);
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
template <typename Op>
const Expr* MakeCompound(Program& p, int slot, const Expr* rhs) {
  return p.Make<nodes::CompoundLocal<Op>>(slot, rhs);
}
template <typename Op>
const Expr* MakeDivOp(Program& p, const Expr* a, const Expr* b) {
  return p.Make<nodes::Divide<Op>>(a, b);
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
};

template <typename Op>
BinOpInfo Plain() {
  return {ApplyOp<Op>,  MakeOp<Op>,   false,        MakeOpNoCheck<Op>,
          MakeOpLL<Op>, MakeOpLC<Op>, MakeOpEL<Op>, MakeCompound<Op>};
}
template <typename Op>
BinOpInfo Div() {
  return {ApplyOp<Op>, MakeDivOp<Op>, true, nullptr, nullptr, nullptr, nullptr, nullptr};
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
      if (op == "+") return Plain<AddI>();
      if (op == "-") return Plain<SubI>();
      if (op == "*") return Plain<MulI>();
      if (op == "/") return Div<DivI>();
      if (op == "%") return Div<RemI>();
      if (op == "<<") return Plain<ShlI>();
      if (op == ">>") return Plain<ShrI>();
      if (op == ">>>") return Plain<UshrI>();
      if (op == "&") return Plain<AndI>();
      if (op == "|") return Plain<OrI>();
      if (op == "^") return Plain<XorI>();
      if (op == "<") return Plain<LtI>();
      if (op == "<=") return Plain<LeI>();
      if (op == ">") return Plain<GtI>();
      if (op == ">=") return Plain<GeI>();
      if (op == "==") return Plain<EqI>();
      if (op == "!=") return Plain<NeI>();
      return {};
    case Base::kLong:
      if (op == "+") return Plain<AddL>();
      if (op == "-") return Plain<SubL>();
      if (op == "*") return Plain<MulL>();
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
      if (op == "+") return Plain<AddD>();
      if (op == "-") return Plain<SubD>();
      if (op == "*") return Plain<MulD>();
      if (op == "/") return Plain<DivD>();
      if (op == "%") return Plain<RemD>();
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

Type BinaryPromotion(Type a, Type b) {
  if (a.base == Base::kDouble || b.base == Base::kDouble) return kDoubleType;
  if (a.base == Base::kLong || b.base == Base::kLong) return kLongType;
  return kIntType;
}

bool Widens(Type from, Type to) {
  if (!from.IsNumeric() || !to.IsNumeric()) return false;
  auto rank = [](Base b) {
    switch (b) {
      case Base::kChar:
        return 1;
      case Base::kInt:
        return 2;
      case Base::kLong:
        return 3;
      default:
        return 4;
    }
  };
  if (from.base == Base::kChar) return true;
  if (to.base == Base::kChar) return false;
  return rank(from.base) <= rank(to.base);
}

int BoxClass(Type t) {
  switch (t.base) {
    case Base::kInt:
      return kIntegerClass;
    case Base::kLong:
      return kLongClass;
    case Base::kDouble:
      return kDoubleClass;
    case Base::kBoolean:
      return kBooleanClass;
    default:
      return kCharacterClass;
  }
}

}  // namespace

CExpr MethodCompiler::Constant(Value v, Type t) {
  CExpr c;
  c.code = Make<nodes::Const>(v);
  c.type = t;
  c.constant = v;
  c.may_throw = false;
  return c;
}

absl::StatusOr<CExpr> MethodCompiler::Literal(const Node& e) {
  const std::string& text = e.value;
  if (text == "true" || text == "false") return Constant(IntValue(text == "true"), kBooleanType);
  if (text == "null") {
    CExpr c;
    c.code = Make<nodes::Const>(RefValue(nullptr));
    c.type = kNullType;
    return c;
  }
  if (text[0] == '\'') {
    std::u16string s = DecodeLiteral(text);
    return Constant(IntValue(s.empty() ? 0 : s[0]), kCharType);
  }
  if (text[0] == '"') {
    std::u16string s = DecodeLiteral(text);
    auto it = ctx_.strings.find(s);
    Obj* o = it != ctx_.strings.end() ? it->second : nullptr;
    if (o == nullptr && ctx_.base_strings != nullptr) {
      auto in_base = ctx_.base_strings->find(s);
      if (in_base != ctx_.base_strings->end()) o = in_base->second;
    }
    if (o == nullptr) {
      o = static_cast<Obj*>(ctx_.prog->constants.Alloc(sizeof(Obj) + sizeof(char16_t) * s.size()));
      o->cls = kStringClass;
      o->len = static_cast<int32_t>(s.size());
      o->type = kStringType;
      size_t interned =
          ctx_.strings.size() + (ctx_.base_strings != nullptr ? ctx_.base_strings->size() : 0);
      o->ident = -static_cast<int32_t>(interned) - 1;
      if (!s.empty()) std::memcpy(CharsOf(o), s.data(), sizeof(char16_t) * s.size());
      ctx_.strings.emplace(s, o);
    }
    CExpr c;
    c.code = Make<nodes::Const>(RefValue(o));
    c.type = kStringType;
    return c;
  }
  std::string t;
  for (char ch : text) {
    if (ch != '_') t.push_back(ch);
  }
  char last = t.back();
  bool is_long = last == 'L' || last == 'l';
  bool is_hex = t.size() > 1 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X');
  bool is_double = !is_hex && (t.find_first_of(".eEdD") != std::string::npos);
  if (is_double) {
    if (last == 'd' || last == 'D') t.pop_back();
    errno = 0;
    double d = std::strtod(t.c_str(), nullptr);
    if (std::isinf(d)) return Error(e, "floating-point number too large");
    bool nonzero = t.find_first_of("123456789") < t.find_first_of("eE");
    if (d == 0 && nonzero) return Error(e, "floating-point number too small");
    return Constant(DoubleValue(d), kDoubleType);
  }
  if (is_long) t.pop_back();
  int radix = 10;
  size_t start = 0;
  if (is_hex) {
    radix = 16;
    start = 2;
  } else if (t.size() > 1 && t[0] == '0' && (t[1] == 'b' || t[1] == 'B')) {
    radix = 2;
    start = 2;
  } else if (t.size() > 1 && t[0] == '0') {
    radix = 8;
    start = 1;
  }
  unsigned __int128 v = 0;
  for (size_t i = start; i < t.size(); ++i) {
    char ch = t[i];
    int digit = ch >= 'a' ? ch - 'a' + 10 : ch >= 'A' ? ch - 'A' + 10 : ch - '0';
    if (digit >= radix) return Error(e, "illegal digit in a literal");
    v = v * static_cast<unsigned>(radix) + static_cast<unsigned>(digit);
    if (v > (static_cast<unsigned __int128>(1) << 65)) break;
  }
  bool negated = e.parent != nullptr && e.parent->kind == Kind::kUnaryOperator &&
                 e.parent->value == "-" && !(e.parent->flags & kPostfix);
  if (is_long) {
    unsigned __int128 max = radix == 10
                                ? (static_cast<unsigned __int128>(1) << 63) - (negated ? 0 : 1)
                                : (static_cast<unsigned __int128>(1) << 64) - 1;
    if (v > max) return Error(e, "integer number too large");
    return Constant(LongValue(static_cast<int64_t>(static_cast<uint64_t>(v))), kLongType);
  }
  unsigned __int128 max = radix == 10 ? (uint64_t{1} << 31) - (negated ? 0 : 1) : 0xFFFFFFFFull;
  if (v > max) return Error(e, "integer number too large");
  return Constant(IntValue(static_cast<int32_t>(static_cast<uint32_t>(v))), kIntType);
}

CExpr MethodCompiler::Convert(CExpr e, Type to) {
  Type from = e.type;
  if (from == to) return e;
  if (!from.IsPrimitive() || !to.IsPrimitive()) {
    e.type = to;
    return e;
  }
  using namespace ops;  // NOLINT
  const Expr* c = e.code;
  std::optional<Value> k = e.constant;
  bool may_throw = e.may_throw;
  auto unary = [&](auto op) {
    using Op = decltype(op);
    if (k) {
      k = Op()(*k);
    } else if (may_throw) {
      c = Make<nodes::Unary<Op>>(c);
    } else {
      c = Make<nodes::Unary<Op, false>>(c);
    }
  };
  bool from_i = from.base == Base::kInt || from.base == Base::kChar;
  switch (to.base) {
    case Base::kInt:
      if (from.base == Base::kLong)
        unary(L2I());
      else if (from.base == Base::kDouble)
        unary(D2Int());
      break;
    case Base::kChar:
      if (from.base == Base::kLong)
        unary(L2I());
      else if (from.base == Base::kDouble)
        unary(D2Int());
      if (from.base != Base::kChar) unary(I2C());
      break;
    case Base::kLong:
      if (from_i)
        unary(I2L());
      else if (from.base == Base::kDouble)
        unary(D2Long());
      break;
    case Base::kDouble:
      if (from_i)
        unary(I2D());
      else if (from.base == Base::kLong)
        unary(L2D());
      break;
    default:
      break;
  }
  CExpr out;
  out.type = to;
  out.may_throw = may_throw;
  if (k) {
    out.code = Make<nodes::Const>(*k);
    out.constant = k;
    out.may_throw = false;
  } else {
    out.code = c;
  }
  return out;
}

CExpr MethodCompiler::Promote(CExpr e) {
  if (e.type.dims == 0 && e.type.base == Base::kChar) return Convert(std::move(e), kIntType);
  return e;
}

absl::StatusOr<CExpr> MethodCompiler::Assignable(const Node& where, CExpr e, Type to) {
  Type from = e.type;
  if (from == to) return e;
  if (from.IsVoid()) {
    return Error(where, Cat("incompatible types: void cannot be converted to ", TypeName(to)));
  }
  if (to.IsPrimitive() && from.IsPrimitive()) {
    if (Widens(from, to)) return Convert(std::move(e), to);
    if (e.constant && to.base == Base::kChar && (from.base == Base::kInt) && e.constant->i >= 0 &&
        e.constant->i <= 0xFFFF) {
      return Convert(std::move(e), to);
    }
    if (from.IsNumeric() && to.IsNumeric()) {
      return Error(where, Cat("incompatible types: possible lossy conversion from ", TypeName(from),
                              " to ", TypeName(to)));
    }
  } else if (to.IsReference()) {
    if (from.IsReference() && table_.IsSubtype(from, to)) {
      e.type = from.IsNull() ? to : e.type;
      return e;
    }
    if (from.IsPrimitive() && to.IsClass(kObjectClass)) {
      CExpr b;
      b.code = Make<nodes::Box>(e.code, BoxClass(from));
      b.type = Type::Class(static_cast<int16_t>(BoxClass(from)));
      return b;
    }
  }
  return Error(
      where, Cat("incompatible types: ", TypeName(from), " cannot be converted to ", TypeName(to)));
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
    if (!a.may_throw && !b.may_throw) return info.make_nocheck(*ctx_.prog, a.code, b.code);
    if (b.local >= 0) return info.make_el(*ctx_.prog, a.code, b.local);
  }
  return info.make(*ctx_.prog, a.code, b.code);
}

std::optional<Value> MethodCompiler::Fold(std::string_view op, Type operand, Value a, Value b) {
  BinOpInfo info = LookupBinary(op, operand);
  if (info.fn == nullptr) return std::nullopt;
  if (info.divides && (operand.base == Base::kLong ? b.l == 0 : b.i == 0)) return std::nullopt;
  return info.fn(a, b);
}

absl::StatusOr<CExpr> MethodCompiler::Condition(const Node& e, VarSet& when_true,
                                                VarSet& when_false) {
  if (e.kind == Kind::kUnaryOperator && e.value == "!") {
    ASSIGN_OR_RETURN(CExpr c, Condition(*e.child(0), when_false, when_true));
    if (!c.type.IsBoolean()) {
      return Error(e, Cat("bad operand type ", TypeName(c.type), " for unary operator '!'"));
    }
    if (c.constant) return Constant(IntValue(c.constant->i ^ 1), kBooleanType);
    CExpr out;
    out.code = c.may_throw ? static_cast<const Expr*>(Make<nodes::Unary<ops::NotB>>(c.code))
                           : Make<nodes::Unary<ops::NotB, false>>(c.code);
    out.type = kBooleanType;
    out.may_throw = c.may_throw;
    return out;
  }
  if (e.kind == Kind::kBinaryOperator && (e.value == "&&" || e.value == "||")) {
    bool is_and = e.value == "&&";
    VarSet at, af, bt, bf;
    ASSIGN_OR_RETURN(CExpr a, Condition(*e.child(0), at, af));
    da_ = is_and ? at : af;
    ASSIGN_OR_RETURN(CExpr b, Condition(*e.child(1), bt, bf));
    if (!a.type.IsBoolean() || !b.type.IsBoolean()) {
      return Error(e, Cat("bad operand types for binary operator '", e.value, "'"));
    }
    if (is_and) {
      when_true = bt;
      when_false = af;
      when_false.IntersectWith(bf);
    } else {
      when_true = at;
      when_true.IntersectWith(bt);
      when_false = bf;
    }
    da_ = when_true;
    da_.IntersectWith(when_false);
    if (a.constant && b.constant) {
      return Constant(
          IntValue(is_and ? (a.constant->i & b.constant->i) : (a.constant->i | b.constant->i)),
          kBooleanType);
    }
    CExpr out;
    if (a.may_throw) {
      out.code = is_and ? static_cast<const Expr*>(Make<nodes::AndAnd<true>>(a.code, b.code))
                        : static_cast<const Expr*>(Make<nodes::OrOr<true>>(a.code, b.code));
    } else {
      out.code = is_and ? static_cast<const Expr*>(Make<nodes::AndAnd<false>>(a.code, b.code))
                        : static_cast<const Expr*>(Make<nodes::OrOr<false>>(a.code, b.code));
    }
    out.type = kBooleanType;
    out.may_throw = a.may_throw || b.may_throw;
    return out;
  }
  ASSIGN_OR_RETURN(CExpr c, Expression(e));
  when_true = da_;
  when_false = da_;
  if (c.constant && c.type.IsBoolean()) {
    (c.constant->i ? when_false : when_true) = VarSet::All();
  }
  return c;
}

absl::StatusOr<CExpr> MethodCompiler::Expression(const Node& e) {
  switch (e.kind) {
    case Kind::kLiteral:
      return Literal(e);
    case Kind::kVariableAccess:
      return Name(e);
    case Kind::kFieldAccess:
      return FieldAccess(e);
    case Kind::kMethodCall:
      return MethodCall(e);
    case Kind::kNew:
      return NewObject(e);
    case Kind::kNewArray:
      return NewArrayOp(e);
    case Kind::kAssignment:
      return AssignOp(e);
    case Kind::kUnaryOperator:
      if (e.value == "!") {
        VarSet t, f;
        ASSIGN_OR_RETURN(CExpr c, Condition(e, t, f));
        da_ = t;
        da_.IntersectWith(f);
        return c;
      }
      return UnaryOp(e);
    case Kind::kBinaryOperator:
      if (e.value == "&&" || e.value == "||") {
        VarSet t, f;
        return Condition(e, t, f);
      }
      return BinaryOp(e);
    case Kind::kConditional:
      return ConditionalOp(e);
    case Kind::kInstanceOf:
      return InstanceOfOp(e);
    case Kind::kCast:
      return CastOp(e);
    case Kind::kThis: {
      if (static_context_) {
        return Error(e, "non-static variable this cannot be referenced from a static context");
      }
      CExpr c;
      c.code = This();
      c.type = Type::Class(static_cast<int16_t>(cls_));
      return c;
    }
    case Kind::kArrayAccess: {
      ASSIGN_OR_RETURN(CExpr a, Expression(*e.child(0)));
      ASSIGN_OR_RETURN(CExpr i, Expression(*e.child(1)));
      if (!a.type.IsArray()) {
        return Error(e, Cat("array required, but ", TypeName(a.type), " found"));
      }
      i = Promote(std::move(i));
      if (i.type != kIntType) {
        if (i.type.base == Base::kLong && i.type.dims == 0) {
          return Error(*e.child(1),
                       "incompatible types: possible lossy conversion from long to int");
        }
        return Error(*e.child(1),
                     Cat("incompatible types: ", TypeName(i.type), " cannot be converted to int"));
      }
      CExpr out;
      if (a.local >= 0 && i.local >= 0) {
        out.code = Make<nodes::ArrayLoadLL>(a.local, i.local);
      } else if (i.local >= 0) {
        out.code = Make<nodes::ArrayLoadEL>(a.code, i.local);
      } else {
        out.code = Make<nodes::ArrayLoad>(a.code, i.code);
      }
      out.type = a.type.Element();
      return out;
    }
    case Kind::kArrayInit:
      return Error(e,
                   "illegal start of expression: array initializer needs an explicit target type");
    case Kind::kSuper:
      return Error(e, "'.' expected");
    default:
      return Error(e, Cat(KindName(e.kind), " is not an expression"));
  }
}

absl::StatusOr<CExpr> MethodCompiler::BinaryOp(const Node& e) {
  const std::string& op = e.value;
  ASSIGN_OR_RETURN(CExpr a, Expression(*e.child(0)));
  ASSIGN_OR_RETURN(CExpr b, Expression(*e.child(1)));
  if (a.type.IsVoid() || b.type.IsVoid()) return Error(e, "'void' type not allowed here");
  auto bad = [&]() {
    return Error(e, Cat("bad operand types for binary operator '", op, "' (", TypeName(a.type),
                        " and ", TypeName(b.type), ")"));
  };
  if (op == "+" && (a.type.IsString() || b.type.IsString())) {
    CExpr out;
    out.type = kStringType;
    out.concat = a.concat.empty() ? std::vector<nodes::Concat::Part>{{a.code, a.type}} : a.concat;
    out.concat.push_back({b.code, b.type});
    out.code = Make<nodes::Concat>(out.concat);
    return out;
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
  out.may_throw = a.may_throw || b.may_throw || info.divides;
  return out;
}

absl::StatusOr<CExpr> MethodCompiler::UnaryOp(const Node& e) {
  const std::string& op = e.value;
  if (op == "++" || op == "--") {
    Type t;
    int slot = -1;
    ASSIGN_OR_RETURN(const nodes::LValue* lv, LValueOf(*e.child(0), &t, &slot, /*compound=*/true));
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
  auto bad = [&]() {
    return Error(e, Cat("bad operand type ", TypeName(a.type), " for unary operator '", op, "'"));
  };
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
    ASSIGN_OR_RETURN(rhs, Assignable(*e.child(1), std::move(rhs), a.type.Element()));
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
  ASSIGN_OR_RETURN(const nodes::LValue* lv, LValueOf(*e.child(0), &t, &slot, compound));
  if (!compound) {
    ASSIGN_OR_RETURN(CExpr rhs, Expression(*e.child(1)));
    ASSIGN_OR_RETURN(rhs, Assignable(*e.child(1), std::move(rhs), t));
    CExpr out;
    out.type = t;
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

absl::StatusOr<CExpr> MethodCompiler::ConditionalOp(const Node& e) {
  VarSet when_true, when_false;
  ASSIGN_OR_RETURN(CExpr c, Condition(*e.child(0), when_true, when_false));
  if (!c.type.IsBoolean()) {
    return Error(*e.child(0),
                 Cat("incompatible types: ", TypeName(c.type), " cannot be converted to boolean"));
  }
  da_ = when_true;
  ASSIGN_OR_RETURN(CExpr a, Expression(*e.child(1)));
  VarSet after_a = da_;
  da_ = when_false;
  ASSIGN_OR_RETURN(CExpr b, Expression(*e.child(2)));
  da_.IntersectWith(after_a);
  Type t;
  if (a.type == b.type) {
    t = a.type;
  } else if (a.type.IsNumeric() && b.type.IsNumeric()) {
    // char vs an int constant that fits in char: char (JLS 15.25).
    if (a.type.base == Base::kChar && b.constant && b.type == kIntType && b.constant->i >= 0 &&
        b.constant->i <= 0xFFFF) {
      t = kCharType;
    } else if (b.type.base == Base::kChar && a.constant && a.type == kIntType &&
               a.constant->i >= 0 && a.constant->i <= 0xFFFF) {
      t = kCharType;
    } else {
      t = BinaryPromotion(a.type, b.type);
    }
  } else if (a.type.IsReference() && b.type.IsReference()) {
    if (table_.IsSubtype(a.type, b.type)) {
      t = b.type;
    } else if (table_.IsSubtype(b.type, a.type)) {
      t = a.type;
    } else {
      t = kObjectType;
    }
  } else {
    return Error(e, Cat("incompatible types in conditional expression: ", TypeName(a.type), " and ",
                        TypeName(b.type), " (boxing is outside the subject language)"));
  }
  if (a.type.IsVoid()) return Error(e, "'void' type not allowed here");
  a = Convert(std::move(a), t);
  b = Convert(std::move(b), t);
  if (c.constant && a.constant && b.constant) return c.constant->i ? a : b;
  CExpr out;
  out.code = Make<nodes::Conditional>(c.code, a.code, b.code);
  out.type = t;
  return out;
}

absl::StatusOr<CExpr> MethodCompiler::CastOp(const Node& e) {
  ASSIGN_OR_RETURN(Type to, ResolveType(table_, ctx_.files, *e.child(0), false));
  ASSIGN_OR_RETURN(CExpr a, Expression(*e.child(1)));
  auto bad = [&]() {
    return Error(
        e, Cat("incompatible types: ", TypeName(a.type), " cannot be converted to ", TypeName(to)));
  };
  if (to.IsPrimitive() && a.type.IsPrimitive()) {
    if (to.IsBoolean() != a.type.IsBoolean()) return bad();
    return Convert(std::move(a), to);
  }
  if (to.IsReference() && a.type.IsReference()) {
    if (table_.IsSubtype(a.type, to)) {
      a.type = to;
      a.concat.clear();
      return a;
    }
    if (!table_.IsSubtype(to, a.type)) return bad();
    CExpr out;
    out.code = Make<nodes::CheckCast>(a.code, to);
    out.type = to;
    return out;
  }
  return bad();
}

absl::StatusOr<CExpr> MethodCompiler::InstanceOfOp(const Node& e) {
  ASSIGN_OR_RETURN(CExpr a, Expression(*e.child(0)));
  ASSIGN_OR_RETURN(Type to, ResolveType(table_, ctx_.files, *e.child(1), false));
  if (!a.type.IsReference() || !to.IsReference()) {
    return Error(e, Cat("unexpected type: ", TypeName(a.type), " instanceof ", TypeName(to)));
  }
  if (!table_.IsSubtype(a.type, to) && !table_.IsSubtype(to, a.type)) {
    return Error(
        e, Cat("incompatible types: ", TypeName(a.type), " cannot be converted to ", TypeName(to)));
  }
  CExpr out;
  out.code = Make<nodes::InstanceOf>(a.code, to);
  out.type = kBooleanType;
  return out;
}

absl::StatusOr<CExpr> MethodCompiler::NewArrayOp(const Node& e) {
  ASSIGN_OR_RETURN(Type t, ResolveType(table_, ctx_.files, *e.child(0), false));
  if (e.child(1)->kind == Kind::kArrayInit) return ArrayInitOp(*e.child(1), t);
  std::vector<const Expr*> dims;
  for (size_t i = 1; i < e.size(); ++i) {
    ASSIGN_OR_RETURN(CExpr d, Expression(*e.child(i)));
    d = Promote(std::move(d));
    if (d.type != kIntType) {
      if (d.type == kLongType) {
        return Error(*e.child(i), "incompatible types: possible lossy conversion from long to int");
      }
      return Error(*e.child(i),
                   Cat("incompatible types: ", TypeName(d.type), " cannot be converted to int"));
    }
    dims.push_back(d.code);
  }
  CExpr out;
  out.code = Make<nodes::NewArray>(t, std::move(dims));
  out.type = t;
  return out;
}

absl::StatusOr<CExpr> MethodCompiler::ArrayInitOp(const Node& e, Type t) {
  if (!t.IsArray()) return Error(e, Cat("illegal initializer for ", TypeName(t)));
  std::vector<const Expr*> elems;
  for (const NodePtr& c : e.children) {
    CExpr v;
    if (c->kind == Kind::kArrayInit) {
      ASSIGN_OR_RETURN(v, ArrayInitOp(*c, t.Element()));
    } else {
      ASSIGN_OR_RETURN(v, Expression(*c));
      ASSIGN_OR_RETURN(v, Assignable(*c, std::move(v), t.Element()));
    }
    elems.push_back(v.code);
  }
  CExpr out;
  out.code = Make<nodes::ArrayLiteral>(t, std::move(elems));
  out.type = t;
  return out;
}

}  // namespace aprgrid::lang
