// The float, byte and short types' library: the box classes Float, Byte and Short (valueOf with
// Byte's and Short's caches, Runtime::Box; the Number conversions; compare, compareTo, equals and
// hashCode as Java 17 defines them; parsing; the constants) and the float overloads of
// String.valueOf, StringBuilder.append, PrintStream.print/println and Math. (Assert keeps only
// its double overload, as the harness's Assert.java does.)
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <string>

#include "worker/lang/double_format.h"
#include "worker/lang/nodes_ops.h"
#include "worker/lang/stdlib.h"
#include "worker/lang/stdlib_declarer.h"
#include "worker/lang/stdlib_impl.h"

namespace aprgrid::lang::stdlib {
namespace {

Value Own(Value* a) { return FieldsOf(a[0].ref)[0]; }
float AsFloat(Value v) { return static_cast<float>(v.d); }

// Float.floatToIntBits: the raw bits, every NaN as 0x7fc00000.
int32_t FloatBits(float f) {
  if (std::isnan(f)) return 0x7fc00000;
  int32_t b;
  std::memcpy(&b, &f, sizeof b);
  return b;
}
int32_t RawFloatBits(float f) {
  int32_t b;
  std::memcpy(&b, &f, sizeof b);
  return b;
}

// Float.compare: -0.0f < 0.0f, NaN above everything and equal to itself.
int32_t CompareFloats(float a, float b) {
  if (a < b) return -1;
  if (a > b) return 1;
  const int32_t x = FloatBits(a), y = FloatBits(b);
  return x == y ? 0 : x < y ? -1 : 1;
}

// ---- The box classes' own members ----

template <int kCls>
Value SmallBoxValueOf(Runtime& rt, Value* a) {
  return RefValue(rt.Box(kCls, a[0]));
}
Value SmallBoxEquals(Runtime&, Value* a) {
  Obj* x = a[0].ref;
  Obj* y = a[1].ref;
  if (y == nullptr || y->cls != x->cls) return IntValue(0);
  const Value vx = FieldsOf(x)[0], vy = FieldsOf(y)[0];
  if (x->cls == kFloatClass) return IntValue(FloatBits(AsFloat(vx)) == FloatBits(AsFloat(vy)));
  return IntValue(vx.i == vy.i);
}
Value SmallBoxHashCode(Runtime&, Value* a) {
  const Value v = Own(a);
  return IntValue(a[0].ref->cls == kFloatClass ? FloatBits(AsFloat(v)) : v.i);
}
Value SmallBoxToString(Runtime& rt, Value* a) {
  const Type t = a[0].ref->cls == kFloatClass ? kFloatType : kIntType;
  return RefValue(rt.ToJavaString(Own(a), t));
}

// Number's conversions of the receiver (JLS 5.1.2, 5.1.3).
Value SmallBoxInt(Runtime&, Value* a) {
  const Value v = Own(a);
  return a[0].ref->cls == kFloatClass ? ops::D2Int()(v) : v;
}
Value SmallBoxLong(Runtime&, Value* a) {
  const Value v = Own(a);
  return a[0].ref->cls == kFloatClass ? ops::D2Long()(v) : LongValue(v.i);
}
Value SmallBoxDouble(Runtime&, Value* a) {
  const Value v = Own(a);
  return a[0].ref->cls == kFloatClass ? v : DoubleValue(v.i);
}
Value SmallBoxFloat(Runtime&, Value* a) {
  const Value v = Own(a);
  return a[0].ref->cls == kFloatClass ? v : ops::I2F()(v);
}
Value SmallBoxByte(Runtime& rt, Value* a) { return ops::I2B()(SmallBoxInt(rt, a)); }
Value SmallBoxShort(Runtime& rt, Value* a) { return ops::I2S()(SmallBoxInt(rt, a)); }

// compare(x, y): Float's by Float.compare; Byte's and Short's return x - y as the JDK's do.
template <int kCls>
int32_t CompareSmall(Value x, Value y) {
  if (kCls == kFloatClass) return CompareFloats(AsFloat(x), AsFloat(y));
  return x.i - y.i;
}
template <int kCls>
Value SmallCompare(Runtime&, Value* a) {
  return IntValue(CompareSmall<kCls>(a[0], a[1]));
}
template <int kCls>
Value SmallCompareTo(Runtime& rt, Value* a) {
  if (a[1].ref == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  return IntValue(CompareSmall<kCls>(FieldsOf(a[0].ref)[0], FieldsOf(a[1].ref)[0]));
}

// ---- Float's statics ----

Value FloatIsNaN(Runtime&, Value* a) { return IntValue(std::isnan(a[0].d) ? 1 : 0); }
Value FloatIsNaNOwn(Runtime&, Value* a) { return IntValue(std::isnan(Own(a).d) ? 1 : 0); }
Value FloatIsInfinite(Runtime&, Value* a) { return IntValue(std::isinf(a[0].d) ? 1 : 0); }
Value FloatIsFinite(Runtime&, Value* a) { return IntValue(std::isfinite(a[0].d) ? 1 : 0); }
Value FloatToIntBits(Runtime&, Value* a) { return IntValue(FloatBits(AsFloat(a[0]))); }
Value FloatToRawIntBits(Runtime&, Value* a) { return IntValue(RawFloatBits(AsFloat(a[0]))); }
Value FloatHash(Runtime&, Value* a) { return IntValue(FloatBits(AsFloat(a[0]))); }
Value FloatIntBitsToFloat(Runtime&, Value* a) {
  float f;
  std::memcpy(&f, &a[0].i, sizeof f);
  // A signalling NaN's payload is not observable through the subset (every NaN prints and
  // compares alike, floatToIntBits canonicalises), so the conversion may quiet it.
  return ops::FloatValue(f);
}
Value FloatToStringStatic(Runtime& rt, Value* a) {
  return RefValue(rt.ToJavaString(a[0], kFloatType));
}
Value FirstArgument(Runtime&, Value* a) { return a[0]; }  // Byte/Short.hashCode(v).
Value FloatSum(Runtime&, Value* a) { return ops::AddF()(a[0], a[1]); }

// Math's float overloads: abs clears the sign (abs(-0.0f) is 0.0f); max/min return NaN if
// either is NaN and order -0.0f below 0.0f; round is floor(x + 0.5) saturated to int.
Value MathAbsFloat(Runtime&, Value* a) { return DoubleValue(std::fabs(a[0].d)); }
Value MathMaxFloat(Runtime&, Value* a) {
  const double x = a[0].d, y = a[1].d;
  if (std::isnan(x) || std::isnan(y)) return DoubleValue(NAN);
  if (x == 0 && y == 0) return DoubleValue(std::signbit(x) ? y : x);
  return DoubleValue(x > y ? x : y);
}
Value MathMinFloat(Runtime&, Value* a) {
  const double x = a[0].d, y = a[1].d;
  if (std::isnan(x) || std::isnan(y)) return DoubleValue(NAN);
  if (x == 0 && y == 0) return DoubleValue(std::signbit(x) ? x : y);
  return DoubleValue(x < y ? x : y);
}
Value MathRoundFloat(Runtime&, Value* a) {
  const float f = AsFloat(a[0]);
  if (std::isnan(f)) return IntValue(0);
  // Math.round(float) rounds half up exactly: floor of the exact f + 0.5 (in double, exact for
  // every float), then saturated as (int) does.
  return IntValue(ops::D2I(std::floor(static_cast<double>(f) + 0.5)));
}

// Float.parseFloat / Float.valueOf(String): Java's FloatingDecimal syntax, as Double.parseDouble
// reads it (JavaFloatingText, stdlib.h), rounded once to float.
bool ParseJavaFloat(const std::string& t, float* out) {
  std::string c_text;
  if (!JavaFloatingText(t, &c_text)) return false;
  *out = std::strtof(c_text.c_str(), nullptr);
  return true;
}
Value FloatParse(Runtime& rt, Value* a) {
  Obj* s = a[0].ref;
  if (s == nullptr) {  // FloatingDecimal trims its argument first.
    rt.ThrowNullPointer();
    return Value{};
  }
  std::u16string_view t = Chars(s);
  if (!rt.Charge(t.size())) return Value{};
  while (!t.empty() && t.front() <= u' ') t.remove_prefix(1);  // String.trim.
  while (!t.empty() && t.back() <= u' ') t.remove_suffix(1);
  std::string ascii;
  bool ok = true;
  for (char16_t c : t) {
    if (c > 0x7F) ok = false;
    ascii.push_back(static_cast<char>(c));
  }
  if (ascii.empty()) {
    rt.Throw(kNumberFormatExceptionClass, "empty String");
    return Value{};
  }
  // FloatingDecimal stops at a second point of the digits with its own message.
  size_t run = ascii[0] == '+' || ascii[0] == '-' ? 1 : 0, points = 0;
  for (; run < ascii.size() && (ascii[run] == '.' || (ascii[run] >= '0' && ascii[run] <= '9'));
       ++run) {
    points += ascii[run] == '.' ? 1 : 0;
  }
  if (points > 1) {
    rt.Throw(kNumberFormatExceptionClass, "multiple points");
    return Value{};
  }
  float f = 0;
  if (!ok || !ParseJavaFloat(ascii, &f)) {
    std::string shown;
    AppendUtf8(shown, t);
    rt.Throw(kNumberFormatExceptionClass, "For input string: \"" + shown + "\"");
    return Value{};
  }
  return ops::FloatValue(f);
}
Value FloatValueOfString(Runtime& rt, Value* a) {
  const Value v = FloatParse(rt, a);
  if (rt.exc != nullptr) return Value{};
  return RefValue(rt.Box(kFloatClass, v));
}

// Byte.parseByte / Short.parseShort: Integer.parseInt, then the range check.
template <int kCls>
Value SmallParse(Runtime& rt, Value* a) {
  const Value v = IntegerParseInt(rt, a);
  if (rt.exc != nullptr) return Value{};
  const int32_t lo = kCls == kByteClass ? -128 : -32768;
  if (v.i < lo || v.i > -lo - 1) {
    rt.Throw(kNumberFormatExceptionClass,
             "Value out of range. Value:\"" + Runtime::Utf8(a[0].ref) + "\" Radix:10");
    return Value{};
  }
  return v;
}

// ---- Overloads added to other classes ----

Value ValueOfFloat(Runtime& rt, Value* a) { return RefValue(rt.ToJavaString(a[0], kFloatType)); }
Value SbAppendFloat(Runtime& rt, Value* a) {
  Obj* s = rt.ToJavaString(a[1], kFloatType);
  if (s == nullptr) return Value{};
  Value args[2] = {a[0], RefValue(s)};
  return SbAppendString(rt, args);
}
Value PrintFloatTo(Runtime& rt, Value v, bool newline) {
  std::string s = JavaFloatToString(AsFloat(v));
  if (newline) s.push_back('\n');
  rt.Output(s);
  return Value{};
}
Value PrintFloat(Runtime& rt, Value* a) { return PrintFloatTo(rt, a[1], false); }
Value PrintlnFloat(Runtime& rt, Value* a) { return PrintFloatTo(rt, a[1], true); }
// Members every one of the three boxes has.
template <int kCls>
void DeclareNumber(Declarer& d, Type prim) {
  const Type box = Type::Class(static_cast<int16_t>(kCls));
  d.Reopen(kCls);
  d.S("valueOf", box, {prim}, SmallBoxValueOf<kCls>);
  d.M("byteValue", kByteType, {}, SmallBoxByte);
  d.M("shortValue", kShortType, {}, SmallBoxShort);
  d.M("intValue", kIntType, {}, SmallBoxInt);
  d.M("longValue", kLongType, {}, SmallBoxLong);
  d.M("floatValue", kFloatType, {}, SmallBoxFloat);
  d.M("doubleValue", kDoubleType, {}, SmallBoxDouble);
  d.M("compareTo", kIntType, {box}, SmallCompareTo<kCls>);
  d.S("compare", kIntType, {prim, prim}, SmallCompare<kCls>);
}

}  // namespace

void DeclareSmallBoxClasses(Declarer& d) {
  d.Class(kFloatClass, "Float", kObjectClass, true);
  d.Field("MAX_VALUE", kFloatType, true, DoubleValue(3.4028234663852886e38));
  d.Field("MIN_VALUE", kFloatType, true, DoubleValue(1.401298464324817e-45));
  d.Field("MIN_NORMAL", kFloatType, true, DoubleValue(1.1754943508222875e-38));
  d.Field("POSITIVE_INFINITY", kFloatType, true, DoubleValue(HUGE_VAL));
  d.Field("NEGATIVE_INFINITY", kFloatType, true, DoubleValue(-HUGE_VAL));
  d.Field("NaN", kFloatType, true, DoubleValue(NAN));
  d.Field("value", kFloatType, false, std::nullopt, /*is_private=*/true);
  d.M("equals", kBooleanType, {kObjectType}, SmallBoxEquals);
  d.M("hashCode", kIntType, {}, SmallBoxHashCode);
  d.M("toString", kStringType, {}, SmallBoxToString);
  d.Class(kByteClass, "Byte", kObjectClass, true);
  d.Field("MAX_VALUE", kByteType, true, IntValue(127));
  d.Field("MIN_VALUE", kByteType, true, IntValue(-128));
  d.Field("value", kByteType, false, std::nullopt, /*is_private=*/true);
  d.M("equals", kBooleanType, {kObjectType}, SmallBoxEquals);
  d.M("hashCode", kIntType, {}, SmallBoxHashCode);
  d.M("toString", kStringType, {}, SmallBoxToString);
  d.Class(kShortClass, "Short", kObjectClass, true);
  d.Field("MAX_VALUE", kShortType, true, IntValue(32767));
  d.Field("MIN_VALUE", kShortType, true, IntValue(-32768));
  d.Field("value", kShortType, false, std::nullopt, /*is_private=*/true);
  d.M("equals", kBooleanType, {kObjectType}, SmallBoxEquals);
  d.M("hashCode", kIntType, {}, SmallBoxHashCode);
  d.M("toString", kStringType, {}, SmallBoxToString);
}

void DeclareSmallBoxMethods(ClassTable& t) {
  Declarer d(t);
  DeclareNumber<kFloatClass>(d, kFloatType);
  d.M("isNaN", kBooleanType, {}, FloatIsNaNOwn);
  d.S("isNaN", kBooleanType, {kFloatType}, FloatIsNaN);
  d.S("isInfinite", kBooleanType, {kFloatType}, FloatIsInfinite);
  d.S("isFinite", kBooleanType, {kFloatType}, FloatIsFinite);
  d.S("floatToIntBits", kIntType, {kFloatType}, FloatToIntBits);
  d.S("floatToRawIntBits", kIntType, {kFloatType}, FloatToRawIntBits);
  d.S("intBitsToFloat", kFloatType, {kIntType}, FloatIntBitsToFloat);
  d.S("hashCode", kIntType, {kFloatType}, FloatHash);
  d.S("toString", kStringType, {kFloatType}, FloatToStringStatic);
  d.S("parseFloat", kFloatType, {kStringType}, FloatParse);
  d.S("valueOf", Type::Class(kFloatClass), {kStringType}, FloatValueOfString);
  d.S("sum", kFloatType, {kFloatType, kFloatType}, FloatSum);
  d.S("max", kFloatType, {kFloatType, kFloatType}, MathMaxFloat);
  d.S("min", kFloatType, {kFloatType, kFloatType}, MathMinFloat);
  DeclareNumber<kByteClass>(d, kByteType);
  d.S("parseByte", kByteType, {kStringType}, SmallParse<kByteClass>);
  d.S("toString", kStringType, {kByteType}, ValueOfInt);
  d.S("hashCode", kIntType, {kByteType}, FirstArgument);
  DeclareNumber<kShortClass>(d, kShortType);
  d.S("parseShort", kShortType, {kStringType}, SmallParse<kShortClass>);
  d.S("toString", kStringType, {kShortType}, ValueOfInt);
  d.S("hashCode", kIntType, {kShortType}, FirstArgument);

  d.Reopen(kStringClass);
  d.S("valueOf", kStringType, {kFloatType}, ValueOfFloat);
  d.Reopen(kStringBuilderClass);
  d.M("append", Type::Class(kStringBuilderClass), {kFloatType}, SbAppendFloat);
  d.Reopen(kPrintStreamClass);
  d.M("print", kVoidType, {kFloatType}, PrintFloat);
  d.M("println", kVoidType, {kFloatType}, PrintlnFloat);
  d.Reopen(kMathClass);
  d.S("abs", kFloatType, {kFloatType}, MathAbsFloat);
  d.S("max", kFloatType, {kFloatType, kFloatType}, MathMaxFloat);
  d.S("min", kFloatType, {kFloatType, kFloatType}, MathMinFloat);
  d.S("round", kIntType, {kFloatType}, MathRoundFloat);
}

}  // namespace aprgrid::lang::stdlib
