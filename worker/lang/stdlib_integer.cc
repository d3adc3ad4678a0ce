// Integer's and Long's statics beyond parseInt/toString/valueOf/compare (stdlib.cc,
// stdlib_boxes.cc): parsing in a radix, radix and unsigned string forms, the bit operations,
// signum, sum/max/min, hashCode and the SIZE/BYTES constants, declared once for both classes
// from templates over the primitive type, with Java 17's results and exception messages.
#include <cstdint>
#include <string>
#include <type_traits>

#include "worker/lang/stdlib_declarer.h"
#include "worker/lang/stdlib_impl.h"

namespace aprgrid::lang::stdlib {
namespace {

template <typename T>
using U = std::make_unsigned_t<T>;
template <typename T>
constexpr int kBits = static_cast<int>(sizeof(T) * 8);

// Integer.parseInt / Long.parseLong (String, int): false with NumberFormatException pending.
template <typename T>
bool Parse(Runtime& rt, Obj* s, int32_t radix, T* out) {
  if (s == nullptr) {
    rt.Throw(kNumberFormatExceptionClass, "Cannot parse null string");
    return false;
  }
  if (radix < 2 || radix > 36) {
    rt.Throw(kNumberFormatExceptionClass, "radix " + std::to_string(radix) +
                                              (radix < 2 ? " less than Character.MIN_RADIX"
                                                         : " greater than Character.MAX_RADIX"));
    return false;
  }
  std::u16string_view t = Chars(s);
  if (!rt.Charge(t.size())) return false;
  auto fail = [&]() {
    std::u16string m = u"For input string: \"" + std::u16string(t) + u"\"";
    if (radix != 10) {
      for (char c : " under radix " + std::to_string(radix)) m.push_back(static_cast<char16_t>(c));
    }
    ThrowText(rt, kNumberFormatExceptionClass, m);
    return false;
  };
  size_t i = 0;
  bool neg = false;
  if (!t.empty() && (t[0] == '-' || t[0] == '+')) {
    neg = t[0] == '-';
    i = 1;
  }
  if (i >= t.size()) return fail();
  // The magnitude, at most 2^(bits-1) when negative and 2^(bits-1) - 1 otherwise.
  const unsigned __int128 limit =
      (static_cast<unsigned __int128>(1) << (kBits<T> - 1)) - (neg ? 0 : 1);
  unsigned __int128 mag = 0;
  for (; i < t.size(); ++i) {
    const int digit = JavaDigit(t[i], radix);
    if (digit < 0) return fail();
    mag = mag * static_cast<unsigned>(radix) + static_cast<unsigned>(digit);
    if (mag > limit) return fail();
  }
  const U<T> m = static_cast<U<T>>(mag);
  *out = static_cast<T>(neg ? static_cast<U<T>>(0 - m) : m);
  return true;
}
template <typename T>
Value ParseRadix(Runtime& rt, Value* a) {
  T v;
  return Parse<T>(rt, a[0].ref, a[1].i, &v) ? IntegralValue<T>(v) : Value{};
}
template <typename T>
Value Parse10(Runtime& rt, Value* a) {
  T v;
  return Parse<T>(rt, a[0].ref, 10, &v) ? IntegralValue<T>(v) : Value{};
}
template <typename T, int kCls>
Value ValueOfRadix(Runtime& rt, Value* a) {
  T v;
  return Parse<T>(rt, a[0].ref, a[1].i, &v) ? RefValue(rt.Box(kCls, IntegralValue<T>(v))) : Value{};
}
template <typename T, int kCls>
Value ValueOf10(Runtime& rt, Value* a) {
  T v;
  return Parse<T>(rt, a[0].ref, 10, &v) ? RefValue(rt.Box(kCls, IntegralValue<T>(v))) : Value{};
}

// The digits of `mag` in `radix`, lowercase, most significant first.
template <typename UT>
std::string Digits(UT mag, unsigned radix) {
  char buf[130];
  int p = sizeof buf;
  do {
    buf[--p] = "0123456789abcdefghijklmnopqrstuvwxyz"[mag % radix];
    mag /= radix;
  } while (mag != 0);
  return std::string(buf + p, sizeof buf - static_cast<size_t>(p));
}
// toString(v, radix): a radix outside 2..36 is 10.
template <typename T>
Value ToStringRadix(Runtime& rt, Value* a) {
  const T v = IntegralOf<T>(a[0]);
  int32_t radix = a[1].i;
  if (radix < 2 || radix > 36) radix = 10;
  const U<T> mag = v < 0 ? static_cast<U<T>>(0 - static_cast<U<T>>(v)) : static_cast<U<T>>(v);
  return RefValue(
      rt.NewStringAscii((v < 0 ? "-" : "") + Digits(mag, static_cast<unsigned>(radix))));
}
// toBinaryString (kRadix 2), toOctalString (8), toHexString (16): the unsigned value.
template <typename T, unsigned kRadix>
Value ToUnsignedString(Runtime& rt, Value* a) {
  return RefValue(rt.NewStringAscii(Digits(static_cast<U<T>>(IntegralOf<T>(a[0])), kRadix)));
}

template <typename T>
Value BitCount(Runtime&, Value* a) {
  return IntValue(__builtin_popcountll(static_cast<U<T>>(IntegralOf<T>(a[0]))));
}
template <typename T>
Value LeadingZeros(Runtime&, Value* a) {
  const U<T> v = static_cast<U<T>>(IntegralOf<T>(a[0]));
  return IntValue(v == 0 ? kBits<T> : __builtin_clzll(v) - (64 - kBits<T>));
}
template <typename T>
Value TrailingZeros(Runtime&, Value* a) {
  const U<T> v = static_cast<U<T>>(IntegralOf<T>(a[0]));
  return IntValue(v == 0 ? kBits<T> : __builtin_ctzll(v));
}
template <typename T>
Value HighestOneBit(Runtime&, Value* a) {
  const U<T> v = static_cast<U<T>>(IntegralOf<T>(a[0]));
  return IntegralValue<T>(static_cast<T>(v == 0 ? 0 : U<T>{1} << (63 - __builtin_clzll(v))));
}
template <typename T>
Value LowestOneBit(Runtime&, Value* a) {
  const U<T> v = static_cast<U<T>>(IntegralOf<T>(a[0]));
  return IntegralValue<T>(static_cast<T>(v & (0 - v)));
}
template <typename T>
Value Reverse(Runtime&, Value* a) {
  U<T> v = static_cast<U<T>>(IntegralOf<T>(a[0]));
  U<T> r = 0;
  for (int b = 0; b < kBits<T>; ++b, v >>= 1) r = static_cast<U<T>>((r << 1) | (v & 1));
  return IntegralValue<T>(static_cast<T>(r));
}
template <typename T>
Value ReverseBytes(Runtime&, Value* a) {
  U<T> v = static_cast<U<T>>(IntegralOf<T>(a[0]));
  U<T> r = 0;
  for (size_t b = 0; b < sizeof(T); ++b, v >>= 8) r = static_cast<U<T>>((r << 8) | (v & 0xff));
  return IntegralValue<T>(static_cast<T>(r));
}
// rotateLeft/rotateRight: the distance is taken modulo the width (its low 5 or 6 bits).
template <typename T, bool kLeft>
Value Rotate(Runtime&, Value* a) {
  const U<T> v = static_cast<U<T>>(IntegralOf<T>(a[0]));
  const int n = a[1].i & (kBits<T> - 1);
  if (n == 0) return a[0];
  const U<T> r = kLeft ? static_cast<U<T>>((v << n) | (v >> (kBits<T> - n)))
                       : static_cast<U<T>>((v >> n) | (v << (kBits<T> - n)));
  return IntegralValue<T>(static_cast<T>(r));
}
template <typename T>
Value Signum(Runtime&, Value* a) {
  const T v = IntegralOf<T>(a[0]);
  return IntValue(v > 0 ? 1 : v < 0 ? -1 : 0);
}
template <typename T>
Value Sum(Runtime&, Value* a) {
  return IntegralValue<T>(static_cast<T>(static_cast<U<T>>(IntegralOf<T>(a[0])) +
                                         static_cast<U<T>>(IntegralOf<T>(a[1]))));
}
template <typename T>
Value Max(Runtime&, Value* a) {
  return IntegralOf<T>(a[0]) >= IntegralOf<T>(a[1]) ? a[0] : a[1];
}
template <typename T>
Value Min(Runtime&, Value* a) {
  return IntegralOf<T>(a[0]) <= IntegralOf<T>(a[1]) ? a[0] : a[1];
}
// Integer.hashCode(int) is the value; Long.hashCode(long) is (int) (v ^ (v >>> 32)).
template <typename T>
Value HashCode(Runtime&, Value* a) {
  const uint64_t v = static_cast<U<T>>(IntegralOf<T>(a[0]));
  return IntValue(static_cast<int32_t>(static_cast<uint32_t>(v ^ (v >> 32))));
}

template <typename T, int kCls>
void DeclareIntegral(Declarer& d, const char* parse) {
  const Type p = sizeof(T) == 4 ? kIntType : kLongType;
  const Type box = Type::Class(static_cast<int16_t>(kCls));
  const Type s = kStringType, i = kIntType;
  d.Reopen(static_cast<int16_t>(kCls));
  d.Field("SIZE", i, true, IntValue(kBits<T>));
  d.Field("BYTES", i, true, IntValue(static_cast<int32_t>(sizeof(T))));
  if (sizeof(T) == 8) d.S(parse, p, {s}, Parse10<T>);  // Integer.parseInt(String): stdlib.cc.
  d.S(parse, p, {s, i}, ParseRadix<T>);
  d.S("valueOf", box, {s}, ValueOf10<T, kCls>);
  d.S("valueOf", box, {s, i}, ValueOfRadix<T, kCls>);
  d.S("toString", s, {p, i}, ToStringRadix<T>);
  d.S("toBinaryString", s, {p}, ToUnsignedString<T, 2>);
  d.S("toOctalString", s, {p}, ToUnsignedString<T, 8>);
  d.S("toHexString", s, {p}, ToUnsignedString<T, 16>);
  d.S("bitCount", i, {p}, BitCount<T>);
  d.S("numberOfLeadingZeros", i, {p}, LeadingZeros<T>);
  d.S("numberOfTrailingZeros", i, {p}, TrailingZeros<T>);
  d.S("highestOneBit", p, {p}, HighestOneBit<T>);
  d.S("lowestOneBit", p, {p}, LowestOneBit<T>);
  d.S("reverse", p, {p}, Reverse<T>);
  d.S("reverseBytes", p, {p}, ReverseBytes<T>);
  d.S("rotateLeft", p, {p, i}, Rotate<T, true>);
  d.S("rotateRight", p, {p, i}, Rotate<T, false>);
  d.S("signum", i, {p}, Signum<T>);
  d.S("sum", p, {p, p}, Sum<T>);
  d.S("max", p, {p, p}, Max<T>);
  d.S("min", p, {p, p}, Min<T>);
  d.S("hashCode", i, {p}, HashCode<T>);
}

}  // namespace

Value IntegerParseInt(Runtime& rt, Value* a) { return Parse10<int32_t>(rt, a); }

void DeclareIntegerStatics(ClassTable& t) {
  Declarer d(t);
  DeclareIntegral<int32_t, kIntegerClass>(d, "parseInt");
  DeclareIntegral<int64_t, kLongClass>(d, "parseLong");
}

}  // namespace aprgrid::lang::stdlib
