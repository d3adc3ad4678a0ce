// Java's arithmetic as functors over Values, used by the Unary/Binary/Divide nodes. Integer
// arithmetic wraps (computed on unsigned types: no undefined behaviour), shift counts are masked,
// double-to-integer casts saturate with NaN -> 0, all as the JLS specifies. float-to-integer
// casts are the double ones (a float's value is held exactly as a double).
#ifndef APRGRID_WORKER_LANG_NODES_OPS_H_
#define APRGRID_WORKER_LANG_NODES_OPS_H_

#include <cmath>
#include <cstdint>

#include "worker/lang/value.h"

namespace aprgrid::lang::ops {

inline int32_t WrapI(uint32_t v) { return static_cast<int32_t>(v); }
inline int64_t WrapL(uint64_t v) { return static_cast<int64_t>(v); }
inline uint32_t U(int32_t v) { return static_cast<uint32_t>(v); }
inline uint64_t UL(int64_t v) { return static_cast<uint64_t>(v); }

inline int32_t D2I(double d) {
  if (std::isnan(d)) return 0;
  if (d >= 2147483647.0) return INT32_MAX;
  if (d <= -2147483648.0) return INT32_MIN;
  return static_cast<int32_t>(d);
}
inline int64_t D2L(double d) {
  if (std::isnan(d)) return 0;
  if (d >= 9223372036854775807.0) return INT64_MAX;
  if (d <= -9223372036854775808.0) return INT64_MIN;
  return static_cast<int64_t>(d);
}

#define APRGRID_BINOP(Name, expr)                             \
  struct Name {                                               \
    Value operator()(Value a, Value b) const { return expr; } \
  };
#define APRGRID_UNOP(Name, expr)                     \
  struct Name {                                      \
    Value operator()(Value a) const { return expr; } \
  };

APRGRID_BINOP(AddI, IntValue(WrapI(U(a.i) + U(b.i))))
APRGRID_BINOP(SubI, IntValue(WrapI(U(a.i) - U(b.i))))
APRGRID_BINOP(MulI, IntValue(WrapI(U(a.i) * U(b.i))))
APRGRID_BINOP(ShlI, IntValue(WrapI(U(a.i) << (b.i & 31))))
APRGRID_BINOP(ShrI, IntValue(a.i >> (b.i & 31)))
APRGRID_BINOP(UshrI, IntValue(WrapI(U(a.i) >> (b.i & 31))))
APRGRID_BINOP(AndI, IntValue(a.i& b.i))
APRGRID_BINOP(OrI, IntValue(a.i | b.i))
APRGRID_BINOP(XorI, IntValue(a.i ^ b.i))
APRGRID_BINOP(LtI, IntValue(a.i < b.i))
APRGRID_BINOP(LeI, IntValue(a.i <= b.i))
APRGRID_BINOP(GtI, IntValue(a.i > b.i))
APRGRID_BINOP(GeI, IntValue(a.i >= b.i))
APRGRID_BINOP(EqI, IntValue(a.i == b.i))
APRGRID_BINOP(NeI, IntValue(a.i != b.i))

APRGRID_BINOP(AddL, LongValue(WrapL(UL(a.l) + UL(b.l))))
APRGRID_BINOP(SubL, LongValue(WrapL(UL(a.l) - UL(b.l))))
APRGRID_BINOP(MulL, LongValue(WrapL(UL(a.l) * UL(b.l))))
APRGRID_BINOP(ShlL, LongValue(WrapL(UL(a.l) << (b.i & 63))))
APRGRID_BINOP(ShrL, LongValue(a.l >> (b.i & 63)))
APRGRID_BINOP(UshrL, LongValue(WrapL(UL(a.l) >> (b.i & 63))))
APRGRID_BINOP(AndL, LongValue(a.l& b.l))
APRGRID_BINOP(OrL, LongValue(a.l | b.l))
APRGRID_BINOP(XorL, LongValue(a.l ^ b.l))
APRGRID_BINOP(LtL, IntValue(a.l < b.l))
APRGRID_BINOP(LeL, IntValue(a.l <= b.l))
APRGRID_BINOP(GtL, IntValue(a.l > b.l))
APRGRID_BINOP(GeL, IntValue(a.l >= b.l))
APRGRID_BINOP(EqL, IntValue(a.l == b.l))
APRGRID_BINOP(NeL, IntValue(a.l != b.l))

APRGRID_BINOP(AddD, DoubleValue(a.d + b.d))
APRGRID_BINOP(SubD, DoubleValue(a.d - b.d))
APRGRID_BINOP(MulD, DoubleValue(a.d* b.d))
APRGRID_BINOP(DivD, DoubleValue(a.d / b.d))
APRGRID_BINOP(RemD, DoubleValue(std::fmod(a.d, b.d)))
APRGRID_BINOP(LtD, IntValue(a.d < b.d))
APRGRID_BINOP(LeD, IntValue(a.d <= b.d))
APRGRID_BINOP(GtD, IntValue(a.d > b.d))
APRGRID_BINOP(GeD, IntValue(a.d >= b.d))
APRGRID_BINOP(EqD, IntValue(a.d == b.d))
APRGRID_BINOP(NeD, IntValue(a.d != b.d))

// float (JLS 4.2.3): values are held as doubles exactly representable in single precision; each
// result is computed in single precision (as the JVM's fadd ... frem; comparisons and negation are
// the double ones, exact on such values).
inline Value FloatValue(float f) { return DoubleValue(static_cast<double>(f)); }
inline float F(Value v) { return static_cast<float>(v.d); }
// d rounded to the nearest float (JLS 5.1.3), without C++'s undefined behaviour for finite
// values beyond the float range: those round to +-MAX_VALUE or +-Infinity by IEEE's rule.
inline float ToFloat(double d) {
  constexpr double kMax = 3.4028234663852886e38;  // Float.MAX_VALUE
  constexpr double kInf = 3.4028235677973366e38;  // 2^128 - 2^103: ties round to 2^128.
  if (d > kMax) return d >= kInf ? HUGE_VALF : static_cast<float>(kMax);
  if (d < -kMax) return d <= -kInf ? -HUGE_VALF : -static_cast<float>(kMax);
  return static_cast<float>(d);
}
APRGRID_BINOP(AddF, FloatValue(F(a) + F(b)))
APRGRID_BINOP(SubF, FloatValue(F(a) - F(b)))
APRGRID_BINOP(MulF, FloatValue(F(a) * F(b)))
APRGRID_BINOP(DivF, FloatValue(F(a) / F(b)))
APRGRID_BINOP(RemF, FloatValue(std::fmod(F(a), F(b))))

APRGRID_BINOP(EqR, IntValue(a.ref == b.ref))
APRGRID_BINOP(NeR, IntValue(a.ref != b.ref))

// Division: MIN / -1 overflows to MIN in Java (and is undefined in C++), remainder is 0.
struct DivI {
  static bool IsZero(Value b) { return b.i == 0; }
  Value operator()(Value a, Value b) const {
    if (b.i == -1) return IntValue(WrapI(0u - U(a.i)));
    return IntValue(a.i / b.i);
  }
};
struct RemI {
  static bool IsZero(Value b) { return b.i == 0; }
  Value operator()(Value a, Value b) const { return IntValue(b.i == -1 ? 0 : a.i % b.i); }
};
struct DivL {
  static bool IsZero(Value b) { return b.l == 0; }
  Value operator()(Value a, Value b) const {
    if (b.l == -1) return LongValue(WrapL(0ull - UL(a.l)));
    return LongValue(a.l / b.l);
  }
};
struct RemL {
  static bool IsZero(Value b) { return b.l == 0; }
  Value operator()(Value a, Value b) const { return LongValue(b.l == -1 ? 0 : a.l % b.l); }
};

APRGRID_UNOP(NegI, IntValue(WrapI(0u - U(a.i))))
APRGRID_UNOP(NegL, LongValue(WrapL(0ull - UL(a.l))))
APRGRID_UNOP(NegD, DoubleValue(-a.d))
APRGRID_UNOP(NotB, IntValue(a.i ^ 1))
APRGRID_UNOP(BitNotI, IntValue(~a.i))
APRGRID_UNOP(BitNotL, LongValue(~a.l))
APRGRID_UNOP(I2L, LongValue(a.i))
APRGRID_UNOP(I2D, DoubleValue(a.i))
APRGRID_UNOP(L2I, IntValue(static_cast<int32_t>(static_cast<uint32_t>(UL(a.l)))))
APRGRID_UNOP(L2D, DoubleValue(static_cast<double>(a.l)))
APRGRID_UNOP(D2Int, IntValue(D2I(a.d)))
APRGRID_UNOP(D2Long, LongValue(D2L(a.d)))
APRGRID_UNOP(I2C, IntValue(a.i & 0xFFFF))
APRGRID_UNOP(I2B, IntValue(static_cast<int8_t>(static_cast<uint8_t>(U(a.i)))))
APRGRID_UNOP(I2S, IntValue(static_cast<int16_t>(static_cast<uint16_t>(U(a.i)))))
APRGRID_UNOP(I2F, FloatValue(static_cast<float>(a.i)))
APRGRID_UNOP(L2F, FloatValue(static_cast<float>(a.l)))  // Rounded once, not via double.
APRGRID_UNOP(D2F, FloatValue(ToFloat(a.d)))

#undef APRGRID_BINOP
#undef APRGRID_UNOP

}  // namespace aprgrid::lang::ops

#endif  // APRGRID_WORKER_LANG_NODES_OPS_H_
