// Collections' list algorithms beyond sort/reverse/swap/frequency/max/min (stdlib_sort.cc):
// rotate, disjoint, indexOfSubList, lastIndexOfSubList, binarySearch (natural order or a
// Comparator) and copy. Each makes the calls of Java 17's java.util.Collections for a
// RandomAccess list (get/set/size/contains/compareTo in the JDK's order), so a user List or
// Comparator sees the JVM's call sequence. The JDK switches to iterator-based variants for
// long lists that are not RandomAccess (rotate from 100 elements, the sub-list searches from
// 35, binarySearch from 5,000, copy from 10); those give the same results, and only a user
// List implementation could tell the calls apart (docs/subject-language.md, "Known
// differences from the JVM").
#include <cstdint>

#include "worker/lang/stdlib_collections.h"
#include "worker/lang/stdlib_declarer.h"
#include "worker/lang/stdlib_impl.h"
#include "worker/lang/stdlib_sort.h"

namespace aprgrid::lang::stdlib {
namespace {

struct ListMethods {
  int get = -1, set = -1;
};
ListMethods g_list;

Value Bool(bool b) { return IntValue(b ? 1 : 0); }

bool NotNull(Runtime& rt, const Obj* o) {
  if (o != nullptr) return true;
  rt.ThrowNullPointer();
  return false;
}
// list.size(), list.get(i), list.set(i, v): false when they threw.
bool Size(Runtime& rt, Obj* c, int32_t* out) {
  Value self = RefValue(c);
  *out = CallInterface(rt, g_methods.collection_size, &self, 1).i;
  return rt.exc == nullptr;
}
bool Get(Runtime& rt, Obj* list, int32_t i, Value* out) {
  Value args[2] = {RefValue(list), IntValue(i)};
  *out = CallInterface(rt, g_list.get, args, 2);
  return rt.exc == nullptr;
}
bool Set(Runtime& rt, Obj* list, int32_t i, Value v, Value* old) {
  Value args[3] = {RefValue(list), IntValue(i), v};
  *old = CallInterface(rt, g_list.set, args, 3);
  return rt.exc == nullptr;
}

// rotate(list, distance): Collections.rotate1's cycles of set calls.
Value Rotate(Runtime& rt, Value* a) {
  Obj* list = a[0].ref;
  int32_t size;
  if (!NotNull(rt, list) || !Size(rt, list, &size)) return Value{};
  if (size == 0) return Value{};
  int32_t distance = a[1].i % size;
  if (distance < 0) distance += size;
  if (distance == 0) return Value{};
  for (int32_t start = 0, moved = 0; moved != size; ++start) {
    Value displaced;
    if (!Get(rt, list, start, &displaced)) return Value{};
    int32_t i = start;
    do {
      i += distance;
      if (i >= size) i -= size;
      if (!rt.Charge(1) || !Set(rt, list, i, displaced, &displaced)) return Value{};
      ++moved;
    } while (i != start);
  }
  return Value{};
}

// disjoint(c1, c2): iterates the smaller (or the one that is not a Set) and asks the other's
// contains.
Value Disjoint(Runtime& rt, Value* a) {
  Obj* c1 = a[0].ref;
  Obj* c2 = a[1].ref;
  if (!NotNull(rt, c1)) return Value{};
  Obj* contains = c2;
  Obj* iterate = c1;
  if (IsInstance(rt, c1, kSetClass)) {
    iterate = c2;
    contains = c1;
  } else if (!IsInstance(rt, c2, kSetClass)) {
    int32_t n1, n2;
    if (!Size(rt, c1, &n1) || !NotNull(rt, c2) || !Size(rt, c2, &n2)) return Value{};
    if (n1 == 0 || n2 == 0) return Bool(true);
    if (n1 > n2) {
      iterate = c2;
      contains = c1;
    }
  }
  if (!NotNull(rt, contains)) return Value{};
  bool found = false;
  if (!IterateJava(rt, iterate, [&](Obj* e) {
        Value args[2] = {RefValue(contains), RefValue(e)};
        found = CallInterface(rt, g_methods.collection_contains, args, 2).i != 0;
        return rt.exc == nullptr && !found;
      })) {
    return Value{};
  }
  return Bool(!found);
}

// indexOfSubList / lastIndexOfSubList: the first (last) candidate position where every
// target.get(i) equals source.get(candidate + i) (a null target element matches null).
template <bool kLast>
Value IndexOfSubList(Runtime& rt, Value* a) {
  Obj* source = a[0].ref;
  Obj* target = a[1].ref;
  int32_t n, m;
  if (!NotNull(rt, source) || !Size(rt, source, &n) || !NotNull(rt, target) ||
      !Size(rt, target, &m)) {
    return Value{};
  }
  const int32_t max_candidate = n - m;
  for (int32_t c = kLast ? max_candidate : 0; kLast ? c >= 0 : c <= max_candidate;
       c += kLast ? -1 : 1) {
    bool match = true;
    for (int32_t i = 0; i < m && match; ++i) {
      Value t, s;
      if (!rt.Charge(1) || !Get(rt, target, i, &t) || !Get(rt, source, c + i, &s)) return Value{};
      match = t.ref == nullptr ? s.ref == nullptr : ElementEquals(rt, t.ref, s.ref);
      if (rt.exc != nullptr) return Value{};
    }
    if (match) return IntValue(c);
  }
  return IntValue(-1);
}

// binarySearch(list, key[, c]): indexedBinarySearch; list.get(mid).compareTo(key), or
// c.compare(list.get(mid), key) (a null c is the natural order).
Value BinarySearch(Runtime& rt, Obj* list, Obj* key, Obj* cmp) {
  int32_t size;
  if (!NotNull(rt, list) || !Size(rt, list, &size)) return Value{};
  return IndexedBinarySearch(0, size - 1, [&](int32_t mid, int32_t* c) {
    Value v;
    return Get(rt, list, mid, &v) && CompareObjects(rt, cmp, v.ref, key, c);
  });
}
Value BinarySearchNatural(Runtime& rt, Value* a) {
  return BinarySearch(rt, a[0].ref, a[1].ref, nullptr);
}
Value BinarySearchWith(Runtime& rt, Value* a) {
  return BinarySearch(rt, a[0].ref, a[1].ref, a[2].ref);
}

// copy(dest, src): IndexOutOfBoundsException "Source does not fit in dest" when src is longer,
// else dest.set(i, src.get(i)) in order.
Value Copy(Runtime& rt, Value* a) {
  Obj* dest = a[0].ref;
  Obj* src = a[1].ref;
  int32_t n, room;
  if (!NotNull(rt, src) || !Size(rt, src, &n) || !NotNull(rt, dest) || !Size(rt, dest, &room)) {
    return Value{};
  }
  if (n > room) {
    rt.Throw(kIndexOutOfBoundsExceptionClass, "Source does not fit in dest");
    return Value{};
  }
  for (int32_t i = 0; i < n; ++i) {
    Value v, old;
    if (!rt.Charge(1) || !Get(rt, src, i, &v) || !Set(rt, dest, i, v, &old)) return Value{};
  }
  return Value{};
}

}  // namespace

void DeclareCollectionsAlgorithms(ClassTable& t) {
  Declarer d(t);
  g_list.get = DeclaredMethod(t, kListClass, "get", 1);
  g_list.set = DeclaredMethod(t, kListClass, "set", 2);
  const Type list = Type::Class(kListClass), collection = Type::Class(kCollectionClass);
  const Type i = kIntType, obj = kObjectType;
  d.Reopen(kCollectionsClass);
  d.S("rotate", kVoidType, {list, i}, Rotate);
  d.Sig("void", {"List<?>", "int"});
  d.S("disjoint", kBooleanType, {collection, collection}, Disjoint);
  d.Sig("boolean", {"Collection<?>", "Collection<?>"});
  d.S("indexOfSubList", i, {list, list}, IndexOfSubList<false>);
  d.Sig("int", {"List<?>", "List<?>"});
  d.S("lastIndexOfSubList", i, {list, list}, IndexOfSubList<true>);
  d.Sig("int", {"List<?>", "List<?>"});
  d.S("binarySearch", i, {list, obj}, BinarySearchNatural);
  d.Sig("<T> int", {"List<? extends Comparable<? super T>>", "T"});
  d.S("binarySearch", i, {list, obj, Type::Class(kComparatorClass)}, BinarySearchWith);
  d.Sig("<T> int", {"List<? extends T>", "T", "Comparator<? super T>"});
  d.S("copy", kVoidType, {list, list}, Copy);
  d.Sig("<T> void", {"List<? super T>", "List<? extends T>"});
}

}  // namespace aprgrid::lang::stdlib
