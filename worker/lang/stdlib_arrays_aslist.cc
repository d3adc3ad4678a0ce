// Arrays.asList as Java 17's java.util.Arrays.ArrayList: a fixed-size list backed by the array
// (the varargs array, or the array passed), so `set` writes through and the array's changes
// show. What the class inherits from AbstractList/AbstractCollection is reproduced: add,
// add(int, e) and remove(int) throw UnsupportedOperationException; remove(o) throws only when
// o is present (its iterator's remove: UnsupportedOperationException "remove"); clear only when
// not empty; addAll only for a non-empty argument. get/set out of range throw
// ArrayIndexOutOfBoundsException as the array access does; sort is Arrays.sort of the array.
#include <cstdint>

#include "worker/lang/stdlib_collections.h"
#include "worker/lang/stdlib_declarer.h"
#include "worker/lang/stdlib_impl.h"
#include "worker/lang/stdlib_members.h"

namespace aprgrid::lang::stdlib {
namespace {

Value Bool(bool b) { return IntValue(b ? 1 : 0); }
Value& F(Obj* o, int s) { return FieldsOf(o)[s]; }

constexpr int kArray = 0;                // The list's (and its iterator's) array.
constexpr int kCursor = 1;               // The iterator's next index.
int g_arrays_sort_with_comparator = -1;  // Arrays.sort(Object[], Comparator).

Obj* Arr(Value* a) { return F(a[0].ref, kArray).ref; }
Value Unsupported(Runtime& rt, Value*) {
  rt.Throw(kUnsupportedOperationExceptionClass, nullptr);
  return Value{};
}

Value Size(Runtime&, Value* a) { return IntValue(Arr(a)->len); }
Value IsEmpty(Runtime&, Value* a) { return Bool(Arr(a)->len == 0); }
// indexOf/lastIndexOf: `o == null ? a[i] == null : o.equals(a[i])`.
int32_t Find(Runtime& rt, Obj* arr, Obj* o, bool last) {
  const int32_t n = arr->len;
  for (int32_t k = 0; k < n; ++k) {
    const int32_t i = last ? n - 1 - k : k;
    if (!rt.Charge(1)) return -1;
    Obj* e = ElementsOf(arr)[i].ref;
    const bool eq = o == nullptr ? e == nullptr : ElementEquals(rt, o, e);
    if (rt.exc != nullptr) return -1;
    if (eq) return i;
  }
  return -1;
}
Value IndexOf(Runtime& rt, Value* a) {
  const int32_t i = Find(rt, Arr(a), a[1].ref, false);
  return rt.exc != nullptr ? Value{} : IntValue(i);
}
Value LastIndexOf(Runtime& rt, Value* a) {
  const int32_t i = Find(rt, Arr(a), a[1].ref, true);
  return rt.exc != nullptr ? Value{} : IntValue(i);
}
Value Contains(Runtime& rt, Value* a) {
  const int32_t i = Find(rt, Arr(a), a[1].ref, false);
  return rt.exc != nullptr ? Value{} : Bool(i >= 0);
}
// AbstractCollection.remove(o): found through the iterator, whose remove throws.
Value RemoveObject(Runtime& rt, Value* a) {
  const int32_t i = Find(rt, Arr(a), a[1].ref, false);
  if (rt.exc != nullptr) return Value{};
  if (i < 0) return Bool(false);
  rt.Throw(kUnsupportedOperationExceptionClass, "remove");
  return Value{};
}
// AbstractCollection.addAll(c): add(e) for each element, which throws on the first.
Value AddAll(Runtime& rt, Value* a) {
  bool any = false;
  if (!IterateJava(rt, a[1].ref, [&](Obj*) {
        any = true;
        return false;
      })) {
    return Value{};
  }
  return any ? Unsupported(rt, a) : Bool(false);
}
// AbstractList.clear: removes through a list iterator, which throws unless the list is empty.
Value Clear(Runtime& rt, Value* a) { return Arr(a)->len == 0 ? Value{} : Unsupported(rt, a); }
Value Get(Runtime& rt, Value* a) {
  Obj* arr = Arr(a);
  if (a[1].i < 0 || a[1].i >= arr->len) {
    rt.ThrowIndexError(arr, a[1].i);
    return Value{};
  }
  return ElementsOf(arr)[a[1].i];
}
Value Set(Runtime& rt, Value* a) {
  Obj* arr = Arr(a);
  if (a[1].i < 0 || a[1].i >= arr->len) {
    rt.ThrowIndexError(arr, a[1].i);
    return Value{};
  }
  const Value old = ElementsOf(arr)[a[1].i];
  ElementsOf(arr)[a[1].i] = a[2];
  return old;
}
Value Sort(Runtime& rt, Value* a) {
  Value args[2] = {F(a[0].ref, kArray), a[1]};
  return rt.ct.method(g_arrays_sort_with_comparator).builtin(rt, args);
}
// AbstractList.equals: o is a List whose iteration gives equal elements, as many.
Value Equals(Runtime& rt, Value* a) {
  Obj* o = a[1].ref;
  if (o == a[0].ref) return Bool(true);
  if (!IsInstance(rt, o, kListClass)) return Bool(false);
  Obj* arr = Arr(a);
  int32_t i = 0;
  bool equal = true;
  if (!IterateJava(rt, o, [&](Obj* e) {
        if (i >= arr->len) {
          equal = false;
          return false;
        }
        Obj* mine = ElementsOf(arr)[i++].ref;
        equal = mine == nullptr ? e == nullptr : ElementEquals(rt, mine, e);
        return equal && rt.exc == nullptr;
      })) {
    return Value{};
  }
  return Bool(equal && i == arr->len);
}
Value HashCode(Runtime& rt, Value* a) {
  Obj* arr = Arr(a);
  uint32_t h = 1;
  for (int32_t i = 0; i < arr->len; ++i) {
    if (!rt.Charge(1)) return Value{};
    const int32_t e = ElementHash(rt, ElementsOf(arr)[i].ref);
    if (rt.exc != nullptr) return Value{};
    h = 31 * h + static_cast<uint32_t>(e);
  }
  return IntValue(static_cast<int32_t>(h));
}

Value NewIterator(Runtime& rt, Value* a) {
  Obj* it = rt.NewInstance(kArraysAsListItrClass);
  if (it == nullptr) return Value{};
  F(it, kArray) = F(a[0].ref, kArray);
  return RefValue(it);
}
Value ItHasNext(Runtime&, Value* a) { return Bool(F(a[0].ref, kCursor).i < Arr(a)->len); }
Value ItNext(Runtime& rt, Value* a) {
  Obj* it = a[0].ref;
  const int32_t i = F(it, kCursor).i;
  if (i >= Arr(a)->len) {
    rt.Throw(kNoSuchElementExceptionClass, nullptr);
    return Value{};
  }
  F(it, kCursor) = IntValue(i + 1);
  return ElementsOf(Arr(a))[i];
}
Value ItRemove(Runtime& rt, Value*) {  // Iterator.remove's default.
  rt.Throw(kUnsupportedOperationExceptionClass, "remove");
  return Value{};
}

// Arrays.asList(a): NullPointerException for a null array.
Value AsList(Runtime& rt, Value* a) {
  if (a[0].ref == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  Obj* list = rt.NewInstance(kArraysAsListClass);
  if (list == nullptr) return Value{};
  F(list, kArray) = a[0];
  return RefValue(list);
}

}  // namespace

void DeclareArraysAsList(ClassTable& t) {
  Declarer d(t);
  const Type objs{Base::kRef, 1, kObjectClass};
  g_arrays_sort_with_comparator = DeclaredMethod(t, kArraysClass, "sort", 2);
  DeclareHiddenClass(d, t, kArraysAsListClass, "Arrays.ArrayList", "Arrays$ArrayList", kArraysClass,
                     {kListClass});
  d.StateField("a", objs);
  DeclareCollectionMembers(d, {Size, IsEmpty, Contains, NewIterator, Unsupported, RemoveObject,
                               AddAll, Clear, CollectionToString});
  DeclareListMembers(
      d, {Get, Set, Unsupported, Unsupported, IndexOf, LastIndexOf, Sort, Equals, HashCode});
  DeclareHiddenClass(d, t, kArraysAsListItrClass, "Arrays.ArrayItr", "Arrays$ArrayItr",
                     kArraysClass, {kIteratorClass});
  d.StateField("a", objs);
  d.StateField("cursor", kIntType);
  d.M("hasNext", kBooleanType, {}, ItHasNext);
  d.M("next", kObjectType, {}, ItNext);
  d.M("remove", kVoidType, {}, ItRemove);

  d.Reopen(kArraysClass);
  d.S("asList", Type::Class(kListClass), {objs}, AsList);
  t.methods.back().is_varargs = true;
  d.Sig("<T> List<T>", {"T[]"});
}

}  // namespace aprgrid::lang::stdlib
