// Object, Throwable, boxes, Math, Integer.parseInt, System.out and Assert.
#include <cmath>
#include <cstring>

#include "worker/lang/double_format.h"
#include "worker/lang/stdlib_impl.h"

namespace aprgrid::lang::stdlib {
namespace {

Value Bool(bool b) { return IntValue(b ? 1 : 0); }

void Print(Runtime& rt, Value v, Type t, bool newline) {
  std::u16string s;
  rt.AppendJava(s, v, t);
  if (rt.exc != nullptr) return;
  if (newline) s.push_back(u'\n');
  std::string utf8;
  AppendUtf8(utf8, s);
  rt.Output(utf8);
}

// Assertion failures throw AssertionError with the harness's message (UTF-16, as Java's).
Value Fail(Runtime& rt, const std::u16string& m) {
  Obj* s = rt.NewString(m);
  if (s == nullptr) return Value{};
  Obj* e = rt.NewInstance(kAssertionErrorClass);
  if (e == nullptr) return Value{};
  FieldsOf(e)[0].ref = s;
  rt.exc = e;
  return Value{};
}

// "expected:<E> but was:<A>" with E and A as String.valueOf of the overload's parameter type.
Value FailEquals(Runtime& rt, Value e, Value a, Type t) {
  std::u16string m = u"expected:<";
  rt.AppendJava(m, e, t);
  if (rt.exc != nullptr) return Value{};
  m += u"> but was:<";
  rt.AppendJava(m, a, t);
  if (rt.exc != nullptr) return Value{};
  m += u">";
  return Fail(rt, m);
}

uint64_t DoubleBits(double d) {
  if (std::isnan(d)) return 0x7ff8000000000000ULL;  // doubleToLongBits canonical NaN.
  uint64_t b;
  std::memcpy(&b, &d, sizeof b);
  return b;
}

Type BoxedType(int cls) {
  switch (cls) {
    case kIntegerClass:
      return kIntType;
    case kLongClass:
      return kLongType;
    case kDoubleClass:
      return kDoubleType;
    case kBooleanClass:
      return kBooleanType;
    default:
      return kCharType;
  }
}

}  // namespace

std::string QualifiedName(const Runtime& rt, const Obj* o) {
  const ClassInfo& c = rt.ct.cls(o->cls);
  if (!c.builtin) return c.runtime_name();
  return (c.java_util ? "java.util." : "java.lang.") + c.runtime_name();
}

Value Nop(Runtime&, Value*) { return Value{}; }

Value ObjectToString(Runtime& rt, Value* a) {
  // getClass().getName() + "@" + toHexString(hashCode()), hashCode() dispatched virtually; the
  // JVM's identity hash is our deterministic allocation ordinal.
  const int32_t hash = rt.JavaHashCode(a[0].ref);
  if (rt.exc != nullptr) return Value{};
  char hex[16];
  std::snprintf(hex, sizeof hex, "%x", static_cast<unsigned>(hash));
  return RefValue(rt.NewStringAscii(rt.ClassNameOf(a[0].ref) + "@" + hex));
}
Value ObjectEquals(Runtime&, Value* a) { return Bool(a[0].ref == a[1].ref); }
Value ObjectHashCode(Runtime&, Value* a) { return IntValue(a[0].ref->ident); }

Value ThrowableInit(Runtime&, Value*) { return Value{}; }
Value ThrowableInitMessage(Runtime&, Value* a) {
  FieldsOf(a[0].ref)[0] = a[1];
  return Value{};
}
Value ThrowableGetMessage(Runtime&, Value* a) { return FieldsOf(a[0].ref)[0]; }
// Field 1 holds the suppressed exceptions (stdlib.cc): null, or an array of all of them.
Value ThrowableAddSuppressed(Runtime& rt, Value* a) {
  Obj* self = a[0].ref;
  Obj* add = a[1].ref;
  if (add == self) {
    rt.Throw(kIllegalArgumentExceptionClass, "Self-suppression not permitted");
    return Value{};
  }
  if (add == nullptr) {
    rt.Throw(kNullPointerExceptionClass, "Cannot suppress a null exception.");
    return Value{};
  }
  Obj* old = FieldsOf(self)[1].ref;
  const int32_t n = old == nullptr ? 0 : old->len;
  Obj* grown = rt.NewArray(Type{Base::kRef, 1, kThrowableClass}, n + 1);
  if (grown == nullptr) return Value{};
  for (int32_t i = 0; i < n; ++i) ElementsOf(grown)[i] = ElementsOf(old)[i];
  ElementsOf(grown)[n].ref = add;
  FieldsOf(self)[1].ref = grown;
  return Value{};
}
// A new array each call, as the JDK's.
Value ThrowableGetSuppressed(Runtime& rt, Value* a) {
  Obj* list = FieldsOf(a[0].ref)[1].ref;
  const int32_t n = list == nullptr ? 0 : list->len;
  Obj* copy = rt.NewArray(Type{Base::kRef, 1, kThrowableClass}, n);
  if (copy == nullptr) return Value{};
  for (int32_t i = 0; i < n; ++i) ElementsOf(copy)[i] = ElementsOf(list)[i];
  return RefValue(copy);
}
// AutoCloseable.close is abstract: checked code reaches an implementation instead.
Value AbstractClose(Runtime& rt, Value*) {
  rt.Throw(kLinkageErrorClass, "AbstractMethodError: AutoCloseable.close");
  return Value{};
}
Value ThrowableToString(Runtime& rt, Value* a) {
  std::string name = QualifiedName(rt, a[0].ref);
  Obj* msg = FieldsOf(a[0].ref)[0].ref;
  if (msg == nullptr) return RefValue(rt.NewStringAscii(name));
  std::u16string s(name.begin(), name.end());
  s += u": ";
  s += Chars(msg);
  return StrValue(rt, s);
}

// Enum: fields 0 and 1 are the name and the ordinal (stdlib.cc).
Value EnumName(Runtime&, Value* a) { return FieldsOf(a[0].ref)[0]; }
Value EnumOrdinal(Runtime&, Value* a) { return FieldsOf(a[0].ref)[1]; }
Value EnumCompareTo(Runtime& rt, Value* a) {
  if (a[1].ref == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  return IntValue(FieldsOf(a[0].ref)[1].i - FieldsOf(a[1].ref)[1].i);
}

Value BoxEquals(Runtime&, Value* a) {
  Obj* x = a[0].ref;
  Obj* y = a[1].ref;
  if (y == nullptr || y->cls != x->cls) return Bool(false);
  Value vx = FieldsOf(x)[0], vy = FieldsOf(y)[0];
  switch (x->cls) {
    case kLongClass:
      return Bool(vx.l == vy.l);
    case kDoubleClass:
      return Bool(DoubleBits(vx.d) == DoubleBits(vy.d));
    default:
      return Bool(vx.i == vy.i);
  }
}
Value BoxHashCode(Runtime&, Value* a) {
  const Value v = FieldsOf(a[0].ref)[0];
  switch (a[0].ref->cls) {
    case kLongClass:
      return IntValue(
          static_cast<int32_t>(static_cast<uint64_t>(v.l) ^ (static_cast<uint64_t>(v.l) >> 32)));
    case kDoubleClass: {
      const uint64_t b = DoubleBits(v.d);
      return IntValue(static_cast<int32_t>(b ^ (b >> 32)));
    }
    case kBooleanClass:
      return IntValue(v.i ? 1231 : 1237);
    default:
      return IntValue(v.i);
  }
}
Value BoxToString(Runtime& rt, Value* a) {
  return RefValue(rt.ToJavaString(FieldsOf(a[0].ref)[0], BoxedType(a[0].ref->cls)));
}

Value MathAbsInt(Runtime&, Value* a) {
  return IntValue(a[0].i < 0 ? static_cast<int32_t>(0u - static_cast<uint32_t>(a[0].i)) : a[0].i);
}
Value MathAbsLong(Runtime&, Value* a) {
  return LongValue(a[0].l < 0 ? static_cast<int64_t>(0ull - static_cast<uint64_t>(a[0].l))
                              : a[0].l);
}
Value MathAbsDouble(Runtime&, Value* a) { return DoubleValue(std::fabs(a[0].d)); }
Value MathMinInt(Runtime&, Value* a) { return IntValue(std::min(a[0].i, a[1].i)); }
Value MathMaxInt(Runtime&, Value* a) { return IntValue(std::max(a[0].i, a[1].i)); }
Value MathMinLong(Runtime&, Value* a) { return LongValue(std::min(a[0].l, a[1].l)); }
Value MathMaxLong(Runtime&, Value* a) { return LongValue(std::max(a[0].l, a[1].l)); }
Value MathMinDouble(Runtime&, Value* a) {
  double x = a[0].d, y = a[1].d;
  if (std::isnan(x) || std::isnan(y)) return DoubleValue(NAN);
  if (x == 0 && y == 0) return DoubleValue(std::signbit(x) ? x : y);  // min(-0.0, 0.0) = -0.0
  return DoubleValue(x < y ? x : y);
}
Value MathMaxDouble(Runtime&, Value* a) {
  double x = a[0].d, y = a[1].d;
  if (std::isnan(x) || std::isnan(y)) return DoubleValue(NAN);
  if (x == 0 && y == 0) return DoubleValue(std::signbit(x) ? y : x);
  return DoubleValue(x > y ? x : y);
}
Value MathPow(Runtime&, Value* a) {
  // Java: pow(x, NaN) is NaN and pow(1, inf) is NaN, where C's pow returns 1.
  double x = a[0].d, y = a[1].d;
  if (std::isnan(y)) return DoubleValue(NAN);
  if (std::fabs(x) == 1 && std::isinf(y)) return DoubleValue(NAN);
  return DoubleValue(std::pow(x, y));
}
Value MathSqrt(Runtime&, Value* a) { return DoubleValue(std::sqrt(a[0].d)); }
Value MathFloor(Runtime&, Value* a) { return DoubleValue(std::floor(a[0].d)); }
Value MathCeil(Runtime&, Value* a) { return DoubleValue(std::ceil(a[0].d)); }

Value PrintBoolean(Runtime& rt, Value* a) {
  Print(rt, a[1], kBooleanType, false);
  return Value{};
}
Value PrintChar(Runtime& rt, Value* a) {
  Print(rt, a[1], kCharType, false);
  return Value{};
}
Value PrintInt(Runtime& rt, Value* a) {
  Print(rt, a[1], kIntType, false);
  return Value{};
}
Value PrintLong(Runtime& rt, Value* a) {
  Print(rt, a[1], kLongType, false);
  return Value{};
}
Value PrintDouble(Runtime& rt, Value* a) {
  Print(rt, a[1], kDoubleType, false);
  return Value{};
}
Value PrintString(Runtime& rt, Value* a) {
  Print(rt, a[1], kStringType, false);
  return Value{};
}
Value PrintObject(Runtime& rt, Value* a) {
  Print(rt, a[1], kObjectType, false);
  return Value{};
}
Value PrintlnBoolean(Runtime& rt, Value* a) {
  Print(rt, a[1], kBooleanType, true);
  return Value{};
}
Value PrintlnChar(Runtime& rt, Value* a) {
  Print(rt, a[1], kCharType, true);
  return Value{};
}
Value PrintlnInt(Runtime& rt, Value* a) {
  Print(rt, a[1], kIntType, true);
  return Value{};
}
Value PrintlnLong(Runtime& rt, Value* a) {
  Print(rt, a[1], kLongType, true);
  return Value{};
}
Value PrintlnDouble(Runtime& rt, Value* a) {
  Print(rt, a[1], kDoubleType, true);
  return Value{};
}
Value PrintlnString(Runtime& rt, Value* a) {
  Print(rt, a[1], kStringType, true);
  return Value{};
}
Value PrintlnObject(Runtime& rt, Value* a) {
  Print(rt, a[1], kObjectType, true);
  return Value{};
}
Value PrintlnEmpty(Runtime& rt, Value*) {
  rt.Output("\n");
  return Value{};
}
static Value PrintCharArray(Runtime& rt, Value* a, bool newline) {
  Obj* arr = a[1].ref;
  if (arr == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  std::u16string s;
  for (int32_t i = 0; i < arr->len; ++i) s.push_back(static_cast<char16_t>(ElementsOf(arr)[i].i));
  if (newline) s.push_back(u'\n');
  std::string utf8;
  AppendUtf8(utf8, s);
  rt.Output(utf8);
  return Value{};
}
Value PrintChars(Runtime& rt, Value* a) { return PrintCharArray(rt, a, false); }
Value PrintlnChars(Runtime& rt, Value* a) { return PrintCharArray(rt, a, true); }

Value AssertEqualsLong(Runtime& rt, Value* a) {
  if (a[0].l == a[1].l) return Value{};
  return FailEquals(rt, a[0], a[1], kLongType);
}
Value AssertEqualsDouble(Runtime& rt, Value* a) {
  double e = a[0].d, x = a[1].d, delta = a[2].d;
  if (DoubleBits(e) == DoubleBits(x) || std::fabs(e - x) <= delta) return Value{};
  return FailEquals(rt, a[0], a[1], kDoubleType);
}
Value AssertEqualsBoolean(Runtime& rt, Value* a) {
  if (a[0].i == a[1].i) return Value{};
  return FailEquals(rt, a[0], a[1], kBooleanType);
}
Value AssertEqualsObject(Runtime& rt, Value* a) {
  bool eq = a[0].ref == nullptr ? a[1].ref == nullptr : rt.JavaEquals(a[0].ref, a[1].ref);
  if (rt.exc != nullptr || eq) return Value{};
  return FailEquals(rt, a[0], a[1], kObjectType);
}
Value AssertTrue(Runtime& rt, Value* a) { return a[0].i ? Value{} : Fail(rt, u"expected true"); }
Value AssertFalse(Runtime& rt, Value* a) { return a[0].i ? Fail(rt, u"expected false") : Value{}; }
Value AssertNull(Runtime& rt, Value* a) {
  if (a[0].ref == nullptr) return Value{};
  std::u16string m = u"expected null but was:<";
  rt.AppendJava(m, a[0], kObjectType);
  if (rt.exc != nullptr) return Value{};
  m += u">";
  return Fail(rt, m);
}
Value AssertNotNull(Runtime& rt, Value* a) {
  return a[0].ref != nullptr ? Value{} : Fail(rt, u"expected not null");
}
Value AssertFail(Runtime& rt, Value*) { return Fail(rt, u"fail"); }
Value AssertFailMessage(Runtime& rt, Value* a) {
  Obj* e = rt.NewInstance(kAssertionErrorClass);
  if (e == nullptr) return Value{};
  FieldsOf(e)[0] = a[0];
  rt.exc = e;
  return Value{};
}

}  // namespace aprgrid::lang::stdlib
