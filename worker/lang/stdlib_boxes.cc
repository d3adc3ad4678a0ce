// The box classes' methods beyond equals/hashCode/toString (stdlib.cc): valueOf (boxing with
// Integer.valueOf's cache, Runtime::Box), the xxxValue() unboxing methods (Number's six on
// Integer, Long and Double), compareTo and the static compare, as Java 17 defines them.
#include <cmath>
#include <cstring>

#include "worker/lang/nodes_ops.h"
#include "worker/lang/stdlib_declarer.h"
#include "worker/lang/stdlib_impl.h"

namespace aprgrid::lang::stdlib {
namespace {

// Double.compare: -0.0 < 0.0, NaN above everything and equal to itself.
int32_t CompareDoubles(double a, double b) {
  if (a < b) return -1;
  if (a > b) return 1;
  int64_t x, y;
  if (a != a) a = NAN;
  if (b != b) b = NAN;
  std::memcpy(&x, &a, sizeof x);
  std::memcpy(&y, &b, sizeof y);
  return x == y ? 0 : x < y ? -1 : 1;
}

template <int kCls>
Value BoxValueOf(Runtime& rt, Value* a) {
  return RefValue(rt.Box(kCls, a[0]));
}

// The receiver's value as a double / long / int (Number's conversions, JLS 5.1.3).
Value BoxIntValue(Runtime&, Value* a) {
  const Value v = FieldsOf(a[0].ref)[0];
  switch (a[0].ref->cls) {
    case kLongClass:
      return IntValue(static_cast<int32_t>(v.l));
    case kDoubleClass:
      return ops::D2Int()(v);
    default:
      return v;
  }
}
Value BoxLongValue(Runtime&, Value* a) {
  const Value v = FieldsOf(a[0].ref)[0];
  switch (a[0].ref->cls) {
    case kLongClass:
      return v;
    case kDoubleClass:
      return ops::D2Long()(v);
    default:
      return LongValue(v.i);
  }
}
Value BoxDoubleValue(Runtime&, Value* a) {
  const Value v = FieldsOf(a[0].ref)[0];
  switch (a[0].ref->cls) {
    case kLongClass:
      return DoubleValue(static_cast<double>(v.l));
    case kDoubleClass:
      return v;
    default:
      return DoubleValue(v.i);
  }
}
Value BoxFloatValue(Runtime&, Value* a) {
  const Value v = FieldsOf(a[0].ref)[0];
  switch (a[0].ref->cls) {
    case kLongClass:
      return ops::L2F()(v);
    case kDoubleClass:
      return ops::D2F()(v);
    default:
      return ops::I2F()(v);
  }
}
// byteValue/shortValue: (byte) / (short) of the value, through int for long and double (JLS
// 5.1.3).
Value BoxByteValue(Runtime& rt, Value* a) { return ops::I2B()(BoxIntValue(rt, a)); }
Value BoxShortValue(Runtime& rt, Value* a) { return ops::I2S()(BoxIntValue(rt, a)); }
Value BoxOwnValue(Runtime&, Value* a) { return FieldsOf(a[0].ref)[0]; }

// compare(x, y) of two primitive values of the box class `kCls`' type.
template <int kCls>
int32_t ComparePrimitives(Value x, Value y) {
  switch (kCls) {
    case kLongClass:
      return x.l < y.l ? -1 : x.l == y.l ? 0 : 1;
    case kDoubleClass:
      return CompareDoubles(x.d, y.d);
    case kCharacterClass:
      return x.i - y.i;  // Character.compare returns the difference.
    case kBooleanClass:
      return x.i == y.i ? 0 : x.i != 0 ? 1 : -1;
    default:
      return x.i < y.i ? -1 : x.i == y.i ? 0 : 1;
  }
}
template <int kCls>
Value BoxCompare(Runtime&, Value* a) {
  return IntValue(ComparePrimitives<kCls>(a[0], a[1]));
}
template <int kCls>
Value BoxCompareTo(Runtime& rt, Value* a) {
  if (a[1].ref == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  return IntValue(ComparePrimitives<kCls>(FieldsOf(a[0].ref)[0], FieldsOf(a[1].ref)[0]));
}
Value DoubleIsNaN(Runtime&, Value* a) {
  const double d = FieldsOf(a[0].ref)[0].d;
  return IntValue(d != d ? 1 : 0);
}
Value DoubleIsNaNStatic(Runtime&, Value* a) { return IntValue(a[0].d != a[0].d ? 1 : 0); }

template <int kCls>
void DeclareCommon(Declarer& d, Type prim, const char* own_value) {
  const Type box = Type::Class(static_cast<int16_t>(kCls));
  d.Reopen(kCls);
  d.S("valueOf", box, {prim}, BoxValueOf<kCls>);
  d.M(own_value, prim, {}, BoxOwnValue);
  d.M("compareTo", kIntType, {box}, BoxCompareTo<kCls>);
  d.S("compare", kIntType, {prim, prim}, BoxCompare<kCls>);
}
// Number's conversions besides the box's own xxxValue (Integer, Long and Double).
void DeclareNumberConversions(Declarer& d, Base own) {
  if (own != Base::kInt) d.M("intValue", kIntType, {}, BoxIntValue);
  if (own != Base::kLong) d.M("longValue", kLongType, {}, BoxLongValue);
  if (own != Base::kDouble) d.M("doubleValue", kDoubleType, {}, BoxDoubleValue);
  d.M("floatValue", kFloatType, {}, BoxFloatValue);
  d.M("byteValue", kByteType, {}, BoxByteValue);
  d.M("shortValue", kShortType, {}, BoxShortValue);
}

}  // namespace

void DeclareBoxMethods(ClassTable& t) {
  Declarer d(t);
  DeclareCommon<kIntegerClass>(d, kIntType, "intValue");
  DeclareNumberConversions(d, Base::kInt);
  DeclareCommon<kLongClass>(d, kLongType, "longValue");
  DeclareNumberConversions(d, Base::kLong);
  DeclareCommon<kDoubleClass>(d, kDoubleType, "doubleValue");
  DeclareNumberConversions(d, Base::kDouble);
  d.M("isNaN", kBooleanType, {}, DoubleIsNaN);
  d.S("isNaN", kBooleanType, {kDoubleType}, DoubleIsNaNStatic);
  DeclareCommon<kCharacterClass>(d, kCharType, "charValue");
  DeclareCommon<kBooleanClass>(d, kBooleanType, "booleanValue");
}

}  // namespace aprgrid::lang::stdlib
