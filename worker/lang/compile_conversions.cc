// Type checking and compilation of literals and conversions: constants, numeric conversion and
// promotion, assignment conversion (widening, boxing, constant narrowing).
#include <cmath>
#include <cstdlib>
#include <cstring>

#include "common/status_macros.h"
#include "worker/lang/compiler_internal.h"
#include "worker/lang/double_format.h"
#include "worker/lang/lexer.h"
#include "worker/lang/nodes_box.h"
#include "worker/lang/nodes_stmt.h"
#include "worker/lang/stdlib.h"
#include "worker/lang/text.h"

namespace aprgrid::lang {
namespace {

bool Widens(Type from, Type to) { return WidensPrimitive(from, to); }

// JLS 5.2: a constant expression of type byte, short, char or int whose value fits in the
// byte, short or char type `to` (`byte b = 10;`, `char c = 65;`, `short s = 'a';`).
bool FitsConstant(const CExpr& e, Type to) {
  if (!e.constant || !e.type.IsIntLike() || !to.IsIntLike()) return false;
  const int32_t v = e.constant->i;
  switch (to.base) {
    case Base::kByte:
      return v >= -128 && v <= 127;
    case Base::kShort:
      return v >= -32768 && v <= 32767;
    case Base::kChar:
      return v >= 0 && v <= 0xFFFF;
    default:
      return false;
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

Obj* MethodCompiler::Intern(const std::u16string& s) {
  auto it = ctx_.strings.find(s);
  if (it != ctx_.strings.end()) return it->second;
  if (ctx_.base_strings != nullptr) {
    auto in_base = ctx_.base_strings->find(s);
    if (in_base != ctx_.base_strings->end()) return in_base->second;
  }
  auto* o =
      static_cast<Obj*>(ctx_.prog->constants.Alloc(sizeof(Obj) + sizeof(char16_t) * s.size()));
  o->cls = kStringClass;
  o->len = static_cast<int32_t>(s.size());
  o->type = kStringType;
  size_t interned =
      ctx_.strings.size() + (ctx_.base_strings != nullptr ? ctx_.base_strings->size() : 0);
  o->ident = -static_cast<int32_t>(interned) - 1;
  if (!s.empty()) std::memcpy(CharsOf(o), s.data(), sizeof(char16_t) * s.size());
  ctx_.strings.emplace(s, o);
  return o;
}

std::optional<std::u16string> MethodCompiler::ConstantText(const CExpr& e) {
  if (!e.constant || e.type.dims != 0) return std::nullopt;
  const Value v = *e.constant;
  auto ascii = [](const std::string& a) { return std::u16string(a.begin(), a.end()); };
  switch (e.type.base) {
    case Base::kBoolean:
      return ascii(v.i ? "true" : "false");
    case Base::kChar:
      return std::u16string(1, static_cast<char16_t>(v.i));
    case Base::kInt:
    case Base::kByte:
    case Base::kShort:
      return ascii(JavaLongToString(v.i));
    case Base::kFloat:
      return ascii(JavaFloatToString(static_cast<float>(v.d)));
    case Base::kLong:
      return ascii(JavaLongToString(v.l));
    case Base::kDouble:
      return ascii(JavaDoubleToString(v.d));
    case Base::kRef:
      if (e.type.IsString() && v.ref != nullptr) {
        return std::u16string(CharsOf(v.ref), static_cast<size_t>(v.ref->len));
      }
      return std::nullopt;
    default:
      return std::nullopt;
  }
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
  if (text[0] == '"') return StringConstant(DecodeLiteral(text));
  std::string t;
  for (char ch : text) {
    if (ch != '_') t.push_back(ch);
  }
  char last = t.back();
  bool is_long = last == 'L' || last == 'l';
  bool is_hex = t.size() > 1 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X');
  // A hexadecimal floating-point literal (0x1.8p3) has its binary exponent (the lexer's check).
  bool is_double = is_hex ? t.find_first_of("pP") != std::string::npos
                          : t.find_first_of(".eEdDfF") != std::string::npos;
  if (is_double) {
    std::string c_text;
    if (!JavaFloatingText(t, &c_text)) return Error(e, "malformed floating-point literal");
    // Whether a digit before the exponent is not zero (0x0.0p9 and 0e5 are zero, not too small).
    const size_t digits_from = is_hex ? 2 : 0;
    const size_t exponent = t.find_first_of(is_hex ? "pP" : "eE", digits_from);
    const bool nonzero =
        t.find_first_of(is_hex ? "123456789abcdefABCDEF" : "123456789", digits_from) < exponent;
    // strtof rounds the text once, as javac does (a double rounded again could differ).
    const bool is_float = last == 'f' || last == 'F';
    const double d =
        is_float ? std::strtof(c_text.c_str(), nullptr) : std::strtod(c_text.c_str(), nullptr);
    if (std::isinf(d)) return Error(e, "floating-point number too large");
    if (d == 0 && nonzero) return Error(e, "floating-point number too small");
    return Constant(DoubleValue(d), is_float ? kFloatType : kDoubleType);
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
  const bool from_i = from.IsIntLike();
  const bool from_fp = from.base == Base::kDouble || from.base == Base::kFloat;
  // To an int-like type (JLS 5.1.3): long and floating-point values become ints first.
  auto to_int = [&]() {
    if (from.base == Base::kLong)
      unary(L2I());
    else if (from_fp)
      unary(D2Int());
  };
  switch (to.base) {
    case Base::kInt:
      to_int();
      break;
    case Base::kChar:
      to_int();
      if (from.base != Base::kChar) unary(I2C());
      break;
    case Base::kByte:
      to_int();
      if (from.base != Base::kByte) unary(I2B());
      break;
    case Base::kShort:
      to_int();
      if (from.base != Base::kByte && from.base != Base::kShort) unary(I2S());
      break;
    case Base::kLong:
      if (from_i)
        unary(I2L());
      else if (from_fp)
        unary(D2Long());
      break;
    case Base::kFloat:
      if (from_i)
        unary(I2F());
      else if (from.base == Base::kLong)
        unary(L2F());
      else if (from.base == Base::kDouble)
        unary(D2F());
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

CExpr MethodCompiler::BoxExpr(CExpr e) {
  const int cls = BoxClassOf(e.type);
  CExpr b;
  b.code = Make<nodes::Box<>>(e.code, cls);
  b.type = Type::Class(static_cast<int16_t>(cls));
  return b;
}

CExpr MethodCompiler::UnboxExpr(CExpr e) {
  const Type prim = UnboxedType(e.type);
  if (prim.IsVoid()) return e;
  CExpr u;
  u.code = nodes::MakeUnbox(*ctx_.prog, e.code);
  u.type = prim;
  return u;
}

CExpr MethodCompiler::Promote(CExpr e) {
  e = UnboxExpr(std::move(e));
  if (e.type.IsIntLike()) return Convert(std::move(e), kIntType);
  return e;
}

absl::StatusOr<CExpr> MethodCompiler::Assignable(const Node& where, CExpr e, Type to) {
  Type from = e.type;
  if (to.IsReference() && !uncast_.empty()) {  // No cast where the erased type suffices.
    auto it = uncast_.find(e.code);
    if (it != uncast_.end() && table_.IsSubtype(it->second.second, to)) {
      e.code = it->second.first;
      e.type = it->second.second;
      from = e.type;
    }
  }
  if (from == to) return e;
  if (from.IsVoid()) {
    return Error(where, Cat("incompatible types: void cannot be converted to ", TypeName(to)));
  }
  if (to.IsPrimitive() && from.IsPrimitive()) {
    if (Widens(from, to)) return Convert(std::move(e), to);
    if (FitsConstant(e, to)) return Convert(std::move(e), to);
    if (from.IsNumeric() && to.IsNumeric()) {
      return Error(where, Cat("incompatible types: possible lossy conversion from ", TypeName(from),
                              " to ", TypeName(to)));
    }
  } else if (to.IsReference()) {
    if (from.IsReference() && table_.IsSubtype(from, to)) {
      e.type = from.IsNull() ? to : e.type;
      return e;
    }
    if (from.IsPrimitive() && !from.IsNull()) {
      // JLS 5.2: boxing, then widening reference (`Object o = 1`); a constant int that fits in
      // char is narrowed, then boxed, for Character (`Character c = 65`).
      if (const Type prim = UnboxedType(to); prim.IsIntLike() && FitsConstant(e, prim)) {
        return BoxExpr(Convert(std::move(e), prim));
      }
      if (table_.IsSubtype(Type::Class(static_cast<int16_t>(BoxClassOf(from))), to)) {
        return BoxExpr(std::move(e));
      }
    }
  }
  if (to.IsPrimitive()) {
    // JLS 5.2: unboxing, then widening primitive (`long n = integerBox`).
    const Type prim = UnboxedType(from);
    if (!prim.IsVoid() && (prim == to || Widens(prim, to))) {
      return Convert(UnboxExpr(std::move(e)), to);
    }
  }
  return Error(
      where, Cat("incompatible types: ", TypeName(from), " cannot be converted to ", TypeName(to)));
}

}  // namespace aprgrid::lang
