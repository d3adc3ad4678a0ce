// java.util.Arrays beyond toString/hashCode/equals/fill/copyOf/sort of whole arrays
// (stdlib_util.cc, stdlib_sort.cc): copyOf of object arrays, copyOfRange, fill of a range,
// binarySearch (whole arrays and ranges; natural order or a Comparator for objects),
// deepToString, deepEquals and deepHashCode, with Java 17's checks and messages (rangeCheck's
// IllegalArgumentException "fromIndex(3) > toIndex(2)" and ArrayIndexOutOfBoundsException "Array
// index out of range: -1", copyOfRange's "3 > 2" and System.arraycopy's messages).
#include <algorithm>
#include <array>
#include <cstring>
#include <string>
#include <vector>

#include "worker/lang/stdlib_declarer.h"
#include "worker/lang/stdlib_impl.h"
#include "worker/lang/stdlib_sort.h"

namespace aprgrid::lang::stdlib {
namespace {

std::string Num(int64_t v) { return std::to_string(v); }

bool NotNull(Runtime& rt, const Obj* o) {
  if (o != nullptr) return true;
  rt.ThrowNullPointer();
  return false;
}
bool IsObjectArray(const Obj* arr) {
  const Type e = arr->type.Element();
  return e.dims > 0 || e.base == Base::kRef;
}
// System.arraycopy's name for an array's type in its messages: "int[5]", "object array[5]".
std::string ArrayText(const Obj* arr) {
  if (IsObjectArray(arr)) return "object array[" + Num(arr->len) + "]";
  const char* name = "int";
  switch (arr->type.Element().base) {
    case Base::kLong:
      name = "long";
      break;
    case Base::kDouble:
      name = "double";
      break;
    case Base::kChar:
      name = "char";
      break;
    case Base::kBoolean:
      name = "boolean";
      break;
    default:
      break;
  }
  return std::string(name) + "[" + Num(arr->len) + "]";
}

// Arrays.rangeCheck(length, from, to).
bool RangeCheck(Runtime& rt, int32_t length, int32_t from, int32_t to) {
  if (from > to) {
    rt.Throw(kIllegalArgumentExceptionClass,
             "fromIndex(" + Num(from) + ") > toIndex(" + Num(to) + ")");
    return false;
  }
  if (from < 0 || to > length) {
    rt.Throw(kArrayIndexOutOfBoundsExceptionClass,
             "Array index out of range: " + Num(from < 0 ? from : to));
    return false;
  }
  return true;
}

// copyOf(T[] a, n) for object arrays: a new array of a's runtime type.
Value CopyOfObjects(Runtime& rt, Value* a) {
  Obj* arr = a[0].ref;
  if (!NotNull(rt, arr)) return Value{};
  Obj* out = rt.NewArray(arr->type, a[1].i);
  if (out == nullptr || !rt.Charge(static_cast<uint64_t>(a[1].i))) return Value{};
  std::copy(ElementsOf(arr), ElementsOf(arr) + std::min(a[1].i, arr->len), ElementsOf(out));
  return RefValue(out);
}
// copyOfRange(a, from, to): to - from elements from `from`, padded with zeros or nulls.
Value CopyOfRange(Runtime& rt, Value* a) {
  Obj* arr = a[0].ref;
  const int32_t from = a[1].i, to = a[2].i;
  if (!NotNull(rt, arr)) return Value{};
  const int64_t n = static_cast<int64_t>(to) - from;
  if (n < 0) {
    rt.Throw(kIllegalArgumentExceptionClass, Num(from) + " > " + Num(to));
    return Value{};
  }
  Obj* out = rt.NewArray(arr->type, static_cast<int32_t>(n));
  if (out == nullptr || !rt.Charge(static_cast<uint64_t>(n))) return Value{};
  // System.arraycopy(arr, from, out, 0, min(arr.length - from, n)).
  const int64_t copied = std::min<int64_t>(static_cast<int64_t>(arr->len) - from, n);
  if (copied < 0) {
    rt.Throw(kArrayIndexOutOfBoundsExceptionClass,
             "arraycopy: length " + Num(copied) + " is negative");
    return Value{};
  }
  if (from < 0) {
    rt.Throw(kArrayIndexOutOfBoundsExceptionClass,
             "arraycopy: source index " + Num(from) + " out of bounds for " + ArrayText(arr));
    return Value{};
  }
  std::copy(ElementsOf(arr) + from, ElementsOf(arr) + from + copied, ElementsOf(out));
  return RefValue(out);
}
// fill(a, from, to, v).
Value FillRange(Runtime& rt, Value* a) {
  Obj* arr = a[0].ref;
  if (!NotNull(rt, arr) || !RangeCheck(rt, arr->len, a[1].i, a[2].i)) return Value{};
  if (!rt.Charge(static_cast<uint64_t>(a[2].i - a[1].i))) return Value{};
  std::fill(ElementsOf(arr) + a[1].i, ElementsOf(arr) + a[2].i, a[3]);
  return Value{};
}

int64_t DoubleBits(double d) {
  if (d != d) return 0x7ff8000000000000LL;
  int64_t b;
  std::memcpy(&b, &d, sizeof b);
  return b;
}
// The sign of element `v` compared with `key` as Arrays.binarySearch0 compares them: by value
// for int, long and char, by value then doubleToLongBits for double (so -0.0 < 0.0 and NaN is
// greatest), by compareTo or the comparator for objects. False when it threw.
bool CompareKey(Runtime& rt, Base base, Value v, Value key, Obj* cmp, bool objects, int32_t* out) {
  if (objects) return CompareObjects(rt, cmp, v.ref, key.ref, out);
  switch (base) {
    case Base::kLong:
      *out = v.l < key.l ? -1 : v.l > key.l ? 1 : 0;
      break;
    case Base::kDouble:
      if (v.d < key.d) {
        *out = -1;
      } else if (v.d > key.d) {
        *out = 1;
      } else {
        const int64_t x = DoubleBits(v.d), y = DoubleBits(key.d);
        *out = x == y ? 0 : x < y ? -1 : 1;
      }
      break;
    default:
      *out = v.i < key.i ? -1 : v.i > key.i ? 1 : 0;
      break;
  }
  return rt.Charge(1);
}
Value Search(Runtime& rt, Obj* arr, int32_t from, int32_t to, Value key, Obj* cmp) {
  const bool objects = IsObjectArray(arr);
  const Base base = arr->type.Element().base;
  return IndexedBinarySearch(from, to - 1, [&](int32_t mid, int32_t* c) {
    return CompareKey(rt, base, ElementsOf(arr)[mid], key, cmp, objects, c);
  });
}
Value BinarySearch(Runtime& rt, Value* a) {
  if (!NotNull(rt, a[0].ref)) return Value{};
  return Search(rt, a[0].ref, 0, a[0].ref->len, a[1], nullptr);
}
Value BinarySearchRange(Runtime& rt, Value* a) {
  if (!NotNull(rt, a[0].ref) || !RangeCheck(rt, a[0].ref->len, a[1].i, a[2].i)) return Value{};
  return Search(rt, a[0].ref, a[1].i, a[2].i, a[3], nullptr);
}
Value BinarySearchWith(Runtime& rt, Value* a) {
  if (!NotNull(rt, a[0].ref)) return Value{};
  return Search(rt, a[0].ref, 0, a[0].ref->len, a[1], a[2].ref);
}

// deepToString: nested object arrays recursively ("[...]" for an array already being printed),
// primitive arrays as Arrays.toString prints them.
bool DeepAppend(Runtime& rt, Obj* arr, std::vector<Obj*>& open, std::u16string& s) {
  open.push_back(arr);
  s += u"[";
  for (int32_t i = 0; i < arr->len; ++i) {
    if (i > 0) s += u", ";
    if (!rt.Charge(1)) return false;
    Obj* e = ElementsOf(arr)[i].ref;
    if (e != nullptr && e->cls == kArrayObject) {
      if (!IsObjectArray(e)) {
        Value arg = RefValue(e);
        Value text = ArraysToString(rt, &arg);
        if (rt.exc != nullptr) return false;
        s += Chars(text.ref);
      } else if (std::find(open.begin(), open.end(), e) != open.end()) {
        s += u"[...]";
      } else if (!DeepAppend(rt, e, open, s)) {
        return false;
      }
    } else {
      rt.AppendJava(s, RefValue(e), kObjectType);
      if (rt.exc != nullptr) return false;
    }
  }
  s += u"]";
  open.pop_back();
  return true;
}
Value DeepToString(Runtime& rt, Value* a) {
  if (a[0].ref == nullptr) return RefValue(rt.NewStringAscii("null"));
  std::u16string s;
  std::vector<Obj*> open;
  if (!DeepAppend(rt, a[0].ref, open, s)) return Value{};
  return StrValue(rt, s);
}

// deepEquals and deepHashCode recurse into nested arrays as the JDK's do, so an array that
// contains itself overflows the stack: StackOverflowError at the interpreter's call-depth limit or
// when the native stack runs short (Runtime::Enter's checks). False when it threw.
bool EnterNested(Runtime& rt) {
  if (rt.depth >= rt.limits.max_depth ||
      reinterpret_cast<uintptr_t>(__builtin_frame_address(0)) < rt.native_stack_floor) {
    rt.ThrowStackOverflow();
    return false;
  }
  ++rt.depth;
  return true;
}

bool DeepEquals(Runtime& rt, Obj* x, Obj* y, bool* out);
// deepEquals0(e1, e2) for a non-null e1: deepEquals of two object arrays, Arrays.equals of two
// primitive arrays of the same type, else e1.equals(e2).
bool DeepElementEquals(Runtime& rt, Obj* e1, Obj* e2, bool* out) {
  if (e1->cls == kArrayObject && e2 != nullptr && e2->cls == kArrayObject) {
    if (IsObjectArray(e1) && IsObjectArray(e2)) {
      if (!EnterNested(rt)) return false;
      const bool ok = DeepEquals(rt, e1, e2, out);
      --rt.depth;
      return ok;
    }
    if (!IsObjectArray(e1) && e1->type == e2->type) {
      Value args[2] = {RefValue(e1), RefValue(e2)};
      const Value eq = ArraysEquals(rt, args);
      *out = eq.i != 0;
      return rt.exc == nullptr;
    }
  }
  *out = rt.JavaEquals(e1, e2);
  return rt.exc == nullptr;
}
// deepEquals(a1, a2): the same array, or two arrays of equal length whose elements are the same
// object or deepEquals0.
bool DeepEquals(Runtime& rt, Obj* x, Obj* y, bool* out) {
  *out = x == y;
  if (x == y || x == nullptr || y == nullptr || x->len != y->len) return true;
  for (int32_t i = 0; i < x->len; ++i) {
    if (!rt.Charge(1)) return false;
    Obj* e1 = ElementsOf(x)[i].ref;
    Obj* e2 = ElementsOf(y)[i].ref;
    if (e1 == e2) continue;
    if (e1 == nullptr || !DeepElementEquals(rt, e1, e2, out)) return false;
    if (!*out) return true;
  }
  *out = true;
  return true;
}
Value DeepEqualsFn(Runtime& rt, Value* a) {
  bool eq = false;
  return DeepEquals(rt, a[0].ref, a[1].ref, &eq) ? IntValue(eq ? 1 : 0) : Value{};
}
// deepHashCode(a): 0 for null, else 31 * h + each element's hash (0 for null, deepHashCode of an
// object array, Arrays.hashCode of a primitive array, hashCode() otherwise) from 1.
bool DeepHash(Runtime& rt, Obj* arr, int32_t* out) {
  uint32_t h = 1;
  for (int32_t i = 0; arr != nullptr && i < arr->len; ++i) {
    if (!rt.Charge(1)) return false;
    Obj* e = ElementsOf(arr)[i].ref;
    int32_t eh = 0;
    if (e != nullptr && e->cls == kArrayObject && IsObjectArray(e)) {
      if (!EnterNested(rt)) return false;
      const bool ok = DeepHash(rt, e, &eh);
      --rt.depth;
      if (!ok) return false;
    } else if (e != nullptr && e->cls == kArrayObject) {
      Value arg = RefValue(e);
      eh = ArraysHashCode(rt, &arg).i;
    } else if (e != nullptr) {
      eh = rt.JavaHashCode(e);
    }
    if (rt.exc != nullptr) return false;
    h = 31 * h + static_cast<uint32_t>(eh);
  }
  *out = arr == nullptr ? 0 : static_cast<int32_t>(h);
  return true;
}
Value DeepHashCode(Runtime& rt, Value* a) {
  int32_t h = 0;
  return DeepHash(rt, a[0].ref, &h) ? IntValue(h) : Value{};
}

}  // namespace

void DeclareArraysMethods(ClassTable& t) {
  Declarer d(t);
  const Type i = kIntType;
  const Type objs{Base::kRef, 1, kObjectClass};
  const Type comparator = Type::Class(kComparatorClass);
  d.Reopen(kArraysClass);
  const std::array<Base, 5> prims = {Base::kInt, Base::kLong, Base::kDouble, Base::kChar,
                                     Base::kBoolean};
  for (Base b : prims) {
    const Type arr{b, 1, -1};
    d.S("copyOfRange", arr, {arr, i, i}, CopyOfRange);
    d.S("fill", kVoidType, {arr, i, i, Type::Of(b)}, FillRange);
    if (b == Base::kBoolean) continue;
    d.S("binarySearch", i, {arr, Type::Of(b)}, BinarySearch);
    d.S("binarySearch", i, {arr, i, i, Type::Of(b)}, BinarySearchRange);
  }
  d.S("copyOf", objs, {objs, i}, CopyOfObjects);
  d.Sig("<T> T[]", {"T[]", "int"});
  d.S("copyOfRange", objs, {objs, i, i}, CopyOfRange);
  d.Sig("<T> T[]", {"T[]", "int", "int"});
  d.S("fill", kVoidType, {objs, i, i, kObjectType}, FillRange);
  d.S("binarySearch", i, {objs, kObjectType}, BinarySearch);
  d.S("binarySearch", i, {objs, i, i, kObjectType}, BinarySearchRange);
  d.S("binarySearch", i, {objs, kObjectType, comparator}, BinarySearchWith);
  d.Sig("<T> int", {"T[]", "T", "Comparator<? super T>"});
  d.S("deepToString", kStringType, {objs}, DeepToString);
  d.S("deepEquals", kBooleanType, {objs, objs}, DeepEqualsFn);
  d.S("deepHashCode", kIntType, {objs}, DeepHashCode);
}

}  // namespace aprgrid::lang::stdlib
