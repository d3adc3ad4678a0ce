// java.lang.Math's statics beyond abs/min/max/pow/sqrt/floor/ceil (stdlib.cc): the constants,
// floorDiv/floorMod, the *Exact family, signum, rint, round and the angle conversions, with
// Java 17's results and exceptions. Only functions whose results are exact (correctly rounded
// or integral) are here: the JDK's exp, log, log10, cbrt, hypot and the trigonometric functions
// differ from the C library's in the last place for some arguments (docs/subject-language.md,
// "Standard library"), so they stay outside the language.
#include <cmath>
#include <cstdint>
#include <limits>
#include <string_view>

#include "worker/lang/stdlib.h"
#include "worker/lang/stdlib_declarer.h"
#include "worker/lang/stdlib_impl.h"

namespace aprgrid::lang::stdlib {
namespace {

// The *Exact family's overflow message.
template <typename T>
const char* OverflowMessage() {
  return sizeof(T) == 4 ? "integer overflow" : "long overflow";
}

// floorDiv/floorMod with the divisor of type D widened to the dividend's type T (the JDK's
// floorDiv(long, int) and floorMod(long, int); floorMod(long, int) returns int).
template <typename T, typename D>
Value FloorDiv(Runtime& rt, Value* a) {
  const T x = IntegralOf<T>(a[0]);
  const T y = static_cast<T>(IntegralOf<D>(a[1]));
  if (y == 0) {
    rt.Throw(kArithmeticExceptionClass, "/ by zero");
    return Value{};
  }
  if (y == -1) return IntegralValue<T>(static_cast<T>(0 - static_cast<std::make_unsigned_t<T>>(x)));
  T q = x / y;
  if ((x % y != 0) && ((x < 0) != (y < 0))) --q;
  return IntegralValue<T>(q);
}
template <typename T, typename D>
Value FloorMod(Runtime& rt, Value* a) {
  const T x = IntegralOf<T>(a[0]);
  const T y = static_cast<T>(IntegralOf<D>(a[1]));
  if (y == 0) {
    rt.Throw(kArithmeticExceptionClass, "/ by zero");
    return Value{};
  }
  if (y == -1) return IntegralValue<D>(0);
  T m = x % y;
  if (m != 0 && ((m < 0) != (y < 0))) m += y;
  return IntegralValue<D>(static_cast<D>(m));
}

enum class Op { kAdd, kSub, kMul };
template <typename T, typename D, Op kOp>
Value Exact(Runtime& rt, Value* a) {
  const T x = IntegralOf<T>(a[0]);
  const T y = static_cast<T>(IntegralOf<D>(a[1]));
  T r;
  bool overflow;
  switch (kOp) {
    case Op::kAdd:
      overflow = __builtin_add_overflow(x, y, &r);
      break;
    case Op::kSub:
      overflow = __builtin_sub_overflow(x, y, &r);
      break;
    default:
      overflow = __builtin_mul_overflow(x, y, &r);
      break;
  }
  if (overflow) {
    rt.Throw(kArithmeticExceptionClass, OverflowMessage<T>());
    return Value{};
  }
  return IntegralValue<T>(r);
}
// negateExact (kDelta 0), incrementExact (1), decrementExact (-1).
template <typename T, int kDelta>
Value UnaryExact(Runtime& rt, Value* a) {
  const T x = IntegralOf<T>(a[0]);
  T r;
  const bool overflow = kDelta == 0 ? __builtin_sub_overflow(T{0}, x, &r)
                                    : __builtin_add_overflow(x, static_cast<T>(kDelta), &r);
  if (overflow) {
    rt.Throw(kArithmeticExceptionClass, OverflowMessage<T>());
    return Value{};
  }
  return IntegralValue<T>(r);
}
Value ToIntExact(Runtime& rt, Value* a) {
  if (a[0].l < INT32_MIN || a[0].l > INT32_MAX) {
    rt.Throw(kArithmeticExceptionClass, "integer overflow");
    return Value{};
  }
  return IntValue(static_cast<int32_t>(a[0].l));
}

Value Signum(Runtime&, Value* a) {
  const double d = a[0].d;
  if (d != d || d == 0) return a[0];  // NaN, 0.0 and -0.0 are their own signum.
  return DoubleValue(d > 0 ? 1.0 : -1.0);
}
// The nearest integer, ties to even (the default rounding mode's nearbyint).
Value Rint(Runtime&, Value* a) { return DoubleValue(std::nearbyint(a[0].d)); }
// Math.round(double): the closest long, ties toward positive infinity; NaN is 0 and values
// beyond the long range saturate.
Value Round(Runtime&, Value* a) {
  const double d = a[0].d;
  if (d != d) return LongValue(0);
  const double f = std::floor(d);
  const double r = (d - f >= 0.5) ? f + 1 : f;  // d - f is exact for |d| < 2^52.
  if (r >= 9223372036854775807.0) return LongValue(INT64_MAX);
  if (r <= -9223372036854775808.0) return LongValue(INT64_MIN);
  return LongValue(static_cast<int64_t>(r));
}
// Java 17 multiplies by the rounded constants PI / 180 and 180 / PI.
Value ToRadians(Runtime&, Value* a) { return DoubleValue(a[0].d * 0.017453292519943295); }
Value ToDegrees(Runtime&, Value* a) { return DoubleValue(a[0].d * 57.29577951308232); }

}  // namespace

void DeclareMathStatics(ClassTable& t) {
  Declarer d(t);
  const Type i = kIntType, l = kLongType, dbl = kDoubleType;
  d.Reopen(kMathClass);
  d.Field("PI", dbl, true, DoubleValue(3.141592653589793));
  d.Field("E", dbl, true, DoubleValue(2.718281828459045));
  d.S("floorDiv", i, {i, i}, FloorDiv<int32_t, int32_t>);
  d.S("floorDiv", l, {l, i}, FloorDiv<int64_t, int32_t>);
  d.S("floorDiv", l, {l, l}, FloorDiv<int64_t, int64_t>);
  d.S("floorMod", i, {i, i}, FloorMod<int32_t, int32_t>);
  d.S("floorMod", i, {l, i}, FloorMod<int64_t, int32_t>);
  d.S("floorMod", l, {l, l}, FloorMod<int64_t, int64_t>);
  d.S("addExact", i, {i, i}, Exact<int32_t, int32_t, Op::kAdd>);
  d.S("addExact", l, {l, l}, Exact<int64_t, int64_t, Op::kAdd>);
  d.S("subtractExact", i, {i, i}, Exact<int32_t, int32_t, Op::kSub>);
  d.S("subtractExact", l, {l, l}, Exact<int64_t, int64_t, Op::kSub>);
  d.S("multiplyExact", i, {i, i}, Exact<int32_t, int32_t, Op::kMul>);
  d.S("multiplyExact", l, {l, i}, Exact<int64_t, int32_t, Op::kMul>);
  d.S("multiplyExact", l, {l, l}, Exact<int64_t, int64_t, Op::kMul>);
  d.S("negateExact", i, {i}, UnaryExact<int32_t, 0>);
  d.S("negateExact", l, {l}, UnaryExact<int64_t, 0>);
  d.S("incrementExact", i, {i}, UnaryExact<int32_t, 1>);
  d.S("incrementExact", l, {l}, UnaryExact<int64_t, 1>);
  d.S("decrementExact", i, {i}, UnaryExact<int32_t, -1>);
  d.S("decrementExact", l, {l}, UnaryExact<int64_t, -1>);
  d.S("toIntExact", i, {l}, ToIntExact);
  d.S("signum", dbl, {dbl}, Signum);
  d.S("rint", dbl, {dbl}, Rint);
  d.S("round", l, {dbl}, Round);
  d.S("toRadians", dbl, {dbl}, ToRadians);
  d.S("toDegrees", dbl, {dbl}, ToDegrees);
}

}  // namespace aprgrid::lang::stdlib

namespace aprgrid::lang {

const char* OutsideLibraryMember(int cls, std::string_view name, size_t arity) {
  if (cls == kCollectionsClass && name == "shuffle" && arity == 1) {
    return "without a Random its results are not deterministic; shuffle(list, new Random(seed)) "
           "is provided";
  }
  if (cls == kRandomClass && name == "nextGaussian") {
    return "it uses StrictMath.log, whose last place the C library's log does not match";
  }
  if (cls != kMathClass) return nullptr;
  if (name == "random") {
    return "its results are not deterministic; new Random(seed).nextDouble() is provided";
  }
  for (std::string_view f :
       {"sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "exp",
        "expm1", "log", "log10", "log1p", "cbrt", "hypot", "IEEEremainder"}) {
    if (name == f) return "the JDK's results differ from the C library's in the last place";
  }
  return nullptr;
}

const char* OutsideLibraryConstructor(int cls, size_t arity) {
  if (cls == kRandomClass && arity == 0) {
    return "it is seeded from the clock, so its results are not deterministic; new Random(seed) is "
           "provided";
  }
  return nullptr;
}

const char* OutsideLibrarySuperclass(int cls) {
  if (cls == kRandomClass) return "an overriding next(int) would change what every method draws";
  if (cls == kCharSequenceClass) {
    return "the library methods that take a CharSequence accept only a String or a StringBuilder";
  }
  return nullptr;
}

}  // namespace aprgrid::lang
