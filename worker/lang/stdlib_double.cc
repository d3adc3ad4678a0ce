// Double's statics beyond toString/valueOf/compare/isNaN (stdlib.cc, stdlib_boxes.cc):
// parseDouble and valueOf(String) with the JDK's grammar (FloatingDecimal's: trimmed, optional
// sign, NaN, Infinity, decimal with optional exponent and f/F/d/D suffix, hexadecimal with a
// binary exponent) and its correctly rounded result, the bit conversions, isInfinite/isFinite,
// hashCode, sum/max/min and the remaining constants.
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <string>

#include "worker/lang/stdlib.h"
#include "worker/lang/stdlib_declarer.h"
#include "worker/lang/stdlib_impl.h"

namespace aprgrid::lang::stdlib {
namespace {

bool IsDigit(char c) { return c >= '0' && c <= '9'; }
bool IsHexDigit(char c) { return IsDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }

// Skips a run of digits (hex digits when `hex`) from `*i`; their count.
size_t SkipDigits(const std::string& s, size_t* i, bool hex) {
  const size_t from = *i;
  while (*i < s.size() && (hex ? IsHexDigit(s[*i]) : IsDigit(s[*i]))) ++*i;
  return *i - from;
}

}  // namespace
}  // namespace aprgrid::lang::stdlib

namespace aprgrid::lang {

bool JavaFloatingText(const std::string& s, std::string* c_text) {
  using stdlib::SkipDigits;
  size_t i = 0;
  std::string sign;
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) sign = s[i++] == '-' ? "-" : "";
  const std::string rest = s.substr(i);
  if (rest == "NaN") {
    *c_text = "nan";
    return true;
  }
  if (rest == "Infinity") {
    *c_text = sign + "inf";
    return true;
  }
  const bool hex = rest.size() >= 2 && rest[0] == '0' && (rest[1] == 'x' || rest[1] == 'X');
  if (hex) i += 2;
  const size_t begin = i;
  size_t digits = SkipDigits(s, &i, hex);
  if (i < s.size() && s[i] == '.') {
    ++i;
    digits += SkipDigits(s, &i, hex);
  }
  if (digits == 0) return false;
  const size_t mantissa_end = i;
  const char exp_char = hex ? 'p' : 'e';
  if (i < s.size() && (s[i] == exp_char || s[i] == exp_char - 32)) {
    ++i;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
    if (SkipDigits(s, &i, false) == 0) return false;
  } else if (hex) {
    return false;  // A hexadecimal literal needs its binary exponent.
  }
  const size_t end = i;
  if (i < s.size() && (s[i] == 'f' || s[i] == 'F' || s[i] == 'd' || s[i] == 'D')) ++i;
  if (i != s.size()) return false;
  *c_text = sign + (hex ? "0x" : "") + s.substr(begin, mantissa_end - begin) +
            s.substr(mantissa_end, end - mantissa_end);
  return true;
}

}  // namespace aprgrid::lang

namespace aprgrid::lang::stdlib {
namespace {

// Double.parseDouble: NullPointerException for null, NumberFormatException ("empty String" or
// `For input string: "<trimmed text>"`) for text outside the grammar. False when it threw.
bool ParseDouble(Runtime& rt, Obj* s, double* out) {
  if (s == nullptr) {
    rt.ThrowNullPointer();
    return false;
  }
  std::u16string_view t = Chars(s);
  if (!rt.Charge(t.size())) return false;
  // String.trim: code units up to ' ' at both ends.
  size_t b = 0, e = t.size();
  while (b < e && t[b] <= u' ') ++b;
  while (e > b && t[e - 1] <= u' ') --e;
  if (b == e) {
    rt.Throw(kNumberFormatExceptionClass, "empty String");
    return false;
  }
  std::string ascii;
  bool is_ascii = true;
  for (size_t k = b; k < e; ++k) {
    if (t[k] > 0x7f) is_ascii = false;
    ascii.push_back(static_cast<char>(t[k]));
  }
  std::string c_text;
  if (!is_ascii || !JavaFloatingText(ascii, &c_text)) {
    ThrowText(rt, kNumberFormatExceptionClass,
              u"For input string: \"" + std::u16string(t.substr(b, e - b)) + u"\"");
    return false;
  }
  *out = std::strtod(c_text.c_str(), nullptr);  // Correctly rounded, as FloatingDecimal.
  return true;
}
Value ParseDoubleFn(Runtime& rt, Value* a) {
  double d;
  return ParseDouble(rt, a[0].ref, &d) ? DoubleValue(d) : Value{};
}
Value ValueOfString(Runtime& rt, Value* a) {
  double d;
  return ParseDouble(rt, a[0].ref, &d) ? RefValue(rt.Box(kDoubleClass, DoubleValue(d))) : Value{};
}

int64_t RawBits(double d) {
  int64_t b;
  std::memcpy(&b, &d, sizeof b);
  return b;
}
int64_t Bits(double d) { return d != d ? 0x7ff8000000000000LL : RawBits(d); }
Value ToLongBits(Runtime&, Value* a) { return LongValue(Bits(a[0].d)); }
Value ToRawLongBits(Runtime&, Value* a) { return LongValue(RawBits(a[0].d)); }
Value FromLongBits(Runtime&, Value* a) {
  double d;
  std::memcpy(&d, &a[0].l, sizeof d);
  return DoubleValue(d);
}
Value IsInfinite(Runtime&, Value* a) { return IntValue(std::isinf(a[0].d) ? 1 : 0); }
Value IsInfiniteBoxed(Runtime&, Value* a) {
  return IntValue(std::isinf(FieldsOf(a[0].ref)[0].d) ? 1 : 0);
}
Value IsFinite(Runtime&, Value* a) { return IntValue(std::isfinite(a[0].d) ? 1 : 0); }
Value HashCode(Runtime&, Value* a) {
  const uint64_t b = static_cast<uint64_t>(Bits(a[0].d));
  return IntValue(static_cast<int32_t>(static_cast<uint32_t>(b ^ (b >> 32))));
}
Value Sum(Runtime&, Value* a) { return DoubleValue(a[0].d + a[1].d); }

}  // namespace

void DeclareDoubleStatics(ClassTable& t) {
  Declarer d(t);
  const Type dbl = kDoubleType, l = kLongType, i = kIntType, b = kBooleanType;
  d.Reopen(kDoubleClass);
  d.Field("MIN_NORMAL", dbl, true, DoubleValue(2.2250738585072014e-308));
  d.Field("MAX_EXPONENT", i, true, IntValue(1023));
  d.Field("MIN_EXPONENT", i, true, IntValue(-1022));
  d.Field("SIZE", i, true, IntValue(64));
  d.Field("BYTES", i, true, IntValue(8));
  d.S("parseDouble", dbl, {kStringType}, ParseDoubleFn);
  d.S("valueOf", Type::Class(kDoubleClass), {kStringType}, ValueOfString);
  d.S("doubleToLongBits", l, {dbl}, ToLongBits);
  d.S("doubleToRawLongBits", l, {dbl}, ToRawLongBits);
  d.S("longBitsToDouble", dbl, {l}, FromLongBits);
  d.S("isInfinite", b, {dbl}, IsInfinite);
  d.M("isInfinite", b, {}, IsInfiniteBoxed);
  d.S("isFinite", b, {dbl}, IsFinite);
  d.S("hashCode", i, {dbl}, HashCode);
  d.S("sum", dbl, {dbl, dbl}, Sum);
  d.S("max", dbl, {dbl, dbl}, MathMaxDouble);  // Double.max is Math.max.
  d.S("min", dbl, {dbl, dbl}, MathMinDouble);
}

}  // namespace aprgrid::lang::stdlib
