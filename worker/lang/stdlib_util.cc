// java.util's static helper classes Objects and Arrays (the overloads for primitive and Object
// arrays that need no type parameters), with Java 17's observable semantics: null handling,
// exception types and messages, and Arrays.toString's format.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "worker/lang/java_util.h"
#include "worker/lang/stdlib_declarer.h"
#include "worker/lang/stdlib_impl.h"

namespace aprgrid::lang {
namespace stdlib {
namespace {

Value Bool(bool b) { return IntValue(b ? 1 : 0); }

int32_t LongHash(int64_t v) {
  return static_cast<int32_t>(static_cast<uint64_t>(v) ^ (static_cast<uint64_t>(v) >> 32));
}
int64_t DoubleToLongBits(double d) {
  if (d != d) return 0x7ff8000000000000LL;  // The canonical NaN.
  int64_t b;
  std::memcpy(&b, &d, sizeof b);
  return b;
}
// Double.compare: -0.0 < 0.0, NaN above everything and equal to itself.
int DoubleCompare(double a, double b) {
  if (a < b) return -1;
  if (a > b) return 1;
  int64_t x = DoubleToLongBits(a), y = DoubleToLongBits(b);
  return x == y ? 0 : x < y ? -1 : 1;
}

// Element hash and equality of an array's values by element base type (Arrays.hashCode/equals).
int32_t ElementHash(Runtime& rt, Value v, Type elem) {
  if (elem.dims > 0 || elem.base == Base::kRef) {
    return v.ref == nullptr ? 0 : rt.JavaHashCode(v.ref);
  }
  switch (elem.base) {
    case Base::kLong:
      return LongHash(v.l);
    case Base::kDouble:
      return LongHash(DoubleToLongBits(v.d));
    case Base::kFloat: {  // Float.hashCode: floatToIntBits.
      if (std::isnan(v.d)) return 0x7fc00000;
      const float f = static_cast<float>(v.d);
      int32_t bits;
      std::memcpy(&bits, &f, sizeof bits);
      return bits;
    }
    case Base::kBoolean:
      return v.i ? 1231 : 1237;
    default:
      return v.i;
  }
}
bool ElementEquals(Runtime& rt, Value a, Value b, Type elem) {
  if (elem.dims > 0 || elem.base == Base::kRef) return rt.JavaEquals(a.ref, b.ref);
  switch (elem.base) {
    case Base::kLong:
      return a.l == b.l;
    case Base::kDouble:
    case Base::kFloat:  // floatToIntBits equality, on floats held as doubles.
      return DoubleToLongBits(a.d) == DoubleToLongBits(b.d);
    default:
      return a.i == b.i;
  }
}

bool NotNull(Runtime& rt, const Obj* o) {
  if (o != nullptr) return true;
  rt.ThrowNullPointer();
  return false;
}

}  // namespace

// ---- Objects ----
Value ObjectsEquals(Runtime& rt, Value* a) {
  if (a[0].ref == a[1].ref) return Bool(true);
  if (a[0].ref == nullptr) return Bool(false);
  return Bool(rt.JavaEquals(a[0].ref, a[1].ref));
}
Value ObjectsHashCode(Runtime& rt, Value* a) {
  return IntValue(a[0].ref == nullptr ? 0 : rt.JavaHashCode(a[0].ref));
}
Value ObjectsToString(Runtime& rt, Value* a) {
  return RefValue(rt.ToJavaString(a[0], kObjectType));
}
Value ObjectsToStringDefault(Runtime& rt, Value* a) {
  if (a[0].ref == nullptr) return a[1];
  return RefValue(rt.ToJavaString(a[0], kObjectType));
}
Value ObjectsIsNull(Runtime&, Value* a) { return Bool(a[0].ref == nullptr); }
Value ObjectsNonNull(Runtime&, Value* a) { return Bool(a[0].ref != nullptr); }
Value ArraysHashCode(Runtime& rt, Value* a);
Value ObjectsHash(Runtime& rt, Value* a) { return ArraysHashCode(rt, a); }

// ---- Arrays ----
Value ArraysToString(Runtime& rt, Value* a) {
  Obj* arr = a[0].ref;
  if (arr == nullptr) return RefValue(rt.NewStringAscii("null"));
  const Type elem = arr->type.Element();
  std::u16string s = u"[";
  for (int32_t i = 0; i < arr->len; ++i) {
    if (i > 0) s += u", ";
    rt.AppendJava(s, ElementsOf(arr)[i], elem);
    if (rt.exc != nullptr || !rt.Charge(1)) return Value{};
  }
  s += u"]";
  return StrValue(rt, s);
}

Value ArraysHashCode(Runtime& rt, Value* a) {
  Obj* arr = a[0].ref;
  if (arr == nullptr) return IntValue(0);
  const Type elem = arr->type.Element();
  uint32_t h = 1;
  for (int32_t i = 0; i < arr->len; ++i) {
    int32_t e = ElementHash(rt, ElementsOf(arr)[i], elem);
    if (rt.exc != nullptr || !rt.Charge(1)) return Value{};
    h = 31 * h + static_cast<uint32_t>(e);
  }
  return IntValue(static_cast<int32_t>(h));
}

Value ArraysEquals(Runtime& rt, Value* a) {
  Obj* x = a[0].ref;
  Obj* y = a[1].ref;
  if (x == y) return Bool(true);
  if (x == nullptr || y == nullptr || x->len != y->len) return Bool(false);
  const Type elem = x->type.Element();
  for (int32_t i = 0; i < x->len; ++i) {
    bool eq = ElementEquals(rt, ElementsOf(x)[i], ElementsOf(y)[i], elem);
    if (rt.exc != nullptr || !rt.Charge(1)) return Value{};
    if (!eq) return Bool(false);
  }
  return Bool(true);
}

Value ArraysFill(Runtime& rt, Value* a) {
  Obj* arr = a[0].ref;
  if (!NotNull(rt, arr)) return Value{};
  if (!rt.Charge(static_cast<uint64_t>(arr->len))) return Value{};
  std::fill(ElementsOf(arr), ElementsOf(arr) + arr->len, a[1]);
  return Value{};
}

Value ArraysSort(Runtime& rt, Value* a) {
  Obj* arr = a[0].ref;
  if (!NotNull(rt, arr)) return Value{};
  const int32_t n = arr->len;
  // n log n comparisons, charged like copied elements.
  uint64_t work = static_cast<uint64_t>(n);
  for (int32_t k = n; k > 1; k >>= 1) work += static_cast<uint64_t>(n);
  if (!rt.Charge(work)) return Value{};
  Value* v = ElementsOf(arr);
  switch (arr->type.Element().base) {
    case Base::kLong:
      std::sort(v, v + n, [](Value x, Value y) { return x.l < y.l; });
      break;
    case Base::kDouble:
    case Base::kFloat:
      std::sort(v, v + n, [](Value x, Value y) { return DoubleCompare(x.d, y.d) < 0; });
      break;
    default:  // int, char, byte, short
      std::sort(v, v + n, [](Value x, Value y) { return x.i < y.i; });
      break;
  }
  return Value{};
}

Value ArraysCopyOf(Runtime& rt, Value* a) {
  Obj* arr = a[0].ref;
  if (!NotNull(rt, arr)) return Value{};
  const int32_t n = a[1].i;
  Obj* out = rt.NewArray(arr->type, n);
  if (out == nullptr) return Value{};
  const int32_t copied = std::min(n, arr->len);
  if (!rt.Charge(static_cast<uint64_t>(n))) return Value{};
  std::copy(ElementsOf(arr), ElementsOf(arr) + copied, ElementsOf(out));
  return RefValue(out);
}

void DeclareJavaUtilStatics(ClassTable& t) {
  Declarer d(t);
  const Type kObjects[] = {Type{Base::kRef, 1, kObjectClass}};
  d.Class(kObjectsClass, "Objects", kObjectClass, true);
  t.classes.back().java_util = true;
  d.S("equals", kBooleanType, {kObjectType, kObjectType}, ObjectsEquals);
  d.S("hashCode", kIntType, {kObjectType}, ObjectsHashCode);
  d.S("toString", kStringType, {kObjectType}, ObjectsToString);
  d.S("toString", kStringType, {kObjectType, kStringType}, ObjectsToStringDefault);
  d.S("isNull", kBooleanType, {kObjectType}, ObjectsIsNull);
  d.S("nonNull", kBooleanType, {kObjectType}, ObjectsNonNull);
  d.S("hash", kIntType, {kObjects[0]}, ObjectsHash);
  t.methods.back().is_varargs = true;

  d.Class(kArraysClass, "Arrays", kObjectClass, true);
  t.classes.back().java_util = true;
  const std::array<Base, 8> prims = {Base::kInt,     Base::kLong, Base::kDouble, Base::kChar,
                                     Base::kBoolean, Base::kByte, Base::kShort,  Base::kFloat};
  for (Base b : prims) {
    const Type arr{b, 1, -1};
    const Type elem = Type::Of(b);
    d.S("toString", kStringType, {arr}, ArraysToString);
    d.S("hashCode", kIntType, {arr}, ArraysHashCode);
    d.S("equals", kBooleanType, {arr, arr}, ArraysEquals);
    d.S("fill", kVoidType, {arr, elem}, ArraysFill);
    d.S("copyOf", arr, {arr, kIntType}, ArraysCopyOf);
    if (b != Base::kBoolean) d.S("sort", kVoidType, {arr}, ArraysSort);
  }
  d.S("toString", kStringType, {kObjects[0]}, ArraysToString);
  d.S("hashCode", kIntType, {kObjects[0]}, ArraysHashCode);
  d.S("equals", kBooleanType, {kObjects[0], kObjects[0]}, ArraysEquals);
  d.S("fill", kVoidType, {kObjects[0], kObjectType}, ArraysFill);
}

}  // namespace stdlib

bool IsJavaUtilType(std::string_view simple_name) {
  for (std::string_view n : {"Objects",
                             "Arrays",
                             "Iterator",
                             "Collection",
                             "List",
                             "Set",
                             "Map",
                             "ConcurrentModificationException",
                             "NoSuchElementException",
                             "ArrayList",
                             "HashMap",
                             "HashSet",
                             "Comparator",
                             "Collections",
                             "LinkedHashMap",
                             "LinkedHashSet",
                             "Queue",
                             "Deque",
                             "ArrayDeque",
                             "LinkedList",
                             "SortedMap",
                             "NavigableMap",
                             "TreeMap",
                             "SortedSet",
                             "NavigableSet",
                             "TreeSet",
                             "PriorityQueue",
                             "Random"}) {
    if (simple_name == n) return true;
  }
  return false;
}

}  // namespace aprgrid::lang
