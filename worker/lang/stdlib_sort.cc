// Ordering: Comparable<T> (java.lang; String, the boxes and Enum implement it through bridge
// methods, as the JDK's compiled classes do), Comparator<T> with its default reversed(),
// Collections' sorting and common statics, List.sort/ArrayList.sort and Arrays.sort of object
// arrays. Sorting is java.util.TimSort/ComparableTimSort's: fewer than two elements make no call;
// fewer than 32 (MIN_MERGE) are sorted in place by its run detection (countRunAndMakeAscending)
// and binary insertion sort; longer ranges by its run merging (stdlib_timsort.cc), so a
// comparator sees the JDK's calls in the JDK's order.
#include "worker/lang/stdlib_sort.h"

#include <algorithm>
#include <string>
#include <vector>

#include "worker/lang/stdlib_collections.h"
#include "worker/lang/stdlib_declarer.h"
#include "worker/lang/stdlib_impl.h"
#include "worker/lang/stdlib_timsort.h"

namespace aprgrid::lang::stdlib {
namespace {

struct SortMethods {
  int compare_to = -1;  // Comparable.compareTo(Object).
  int compare = -1;     // Comparator.compare(Object, Object).
  int list_get = -1, list_set = -1, list_sort = -1;
  int bridge_target[kFirstUserClass] = {};  // A built-in class's compareTo(own type).
};
SortMethods g_sort;

Value& F(Obj* o, int s) { return FieldsOf(o)[s]; }
inline constexpr int kRevCmp = 0;  // ReverseComparator2: the comparator it reverses.

void ThrowCast(Runtime& rt, Obj* o, int cls) {
  rt.Throw(kClassCastExceptionClass, "class " + rt.ClassNameOf(o) + " cannot be cast to class " +
                                         rt.ct.cls(cls).runtime_name());
}

// A built-in class's bridge compareTo(Object): the cast to the class, then its
// compareTo.
template <int16_t kCls>
Value CompareToBridge(Runtime& rt, Value* a) {
  Obj* o = a[1].ref;
  if (o != nullptr && (o->cls == kArrayObject || !rt.ct.IsSubclass(o->cls, kCls))) {
    ThrowCast(rt, o, kCls);
    return Value{};
  }
  return rt.ct.method(g_sort.bridge_target[kCls]).builtin(rt, a);
}

}  // namespace

bool CastComparable(Runtime& rt, Obj* o) {
  if (o == nullptr || (o->cls != kArrayObject && rt.ct.IsSubclass(o->cls, kComparableClass))) {
    return true;
  }
  ThrowCast(rt, o, kComparableClass);
  return false;
}

namespace {

// c.compare(a, b), or ((Comparable) a).compareTo(b) when `cmp` is null. False
// when it threw.
bool Compare(Runtime& rt, Obj* cmp, Obj* a, Obj* b, int32_t* out) {
  if (!rt.Charge(1)) return false;
  Value r;
  if (cmp == nullptr) {
    if (a == nullptr) {
      rt.ThrowNullPointer();
      return false;
    }
    if (!CastComparable(rt, a)) return false;
    if (a->cls == kStringClass && b != nullptr && b->cls == kStringClass) {
      Value args[2] = {RefValue(a), RefValue(b)};
      r = StrCompareTo(rt, args);
    } else {
      Value args[2] = {RefValue(a), RefValue(b)};
      r = CallInterface(rt, g_sort.compare_to, args, 2);
    }
  } else {
    Value args[3] = {RefValue(cmp), RefValue(a), RefValue(b)};
    r = CallInterface(rt, g_sort.compare, args, 3);
  }
  if (rt.exc != nullptr) return false;
  *out = r.i;
  return true;
}

// Compare(rt, cmp, ...) for one comparator through many calls (a sort's), its compare method
// looked up once: the same step, call and checks per call without CallInterface's lookup.
class Comparer {
 public:
  Comparer(Runtime& rt, Obj* cmp) : rt_(rt), cmp_(cmp) {
    if (cmp == nullptr) return;
    const Runtime::InterfaceImpl* e =
        FindInterfaceImpl(rt, g_sort.compare, cmp->cls == kArrayObject ? kObjectClass : cmp->cls);
    if (e == nullptr) return;  // Compare throws CallInterface's LinkageError at the first call.
    impl_ = *e;
    direct_ = true;
  }
  bool operator()(Obj* a, Obj* b, int32_t* out) const {
    if (!direct_) return Compare(rt_, cmp_, a, b, out);
    if (!rt_.Charge(1)) return false;
    const Value args[3] = {RefValue(cmp_), RefValue(a), RefValue(b)};
    const Value r = CallImpl(rt_, impl_, args, 3);
    if (rt_.exc != nullptr) return false;
    *out = r.i;
    return true;
  }

 private:
  Runtime& rt_;
  Obj* cmp_;
  Runtime::InterfaceImpl impl_;
  bool direct_ = false;
};

// TimSort.countRunAndMakeAscending: the length of the run at a[lo, hi), a strictly descending
// one reversed; -1 when the comparator threw.
int32_t CountRun(Value* a, int32_t lo, int32_t hi, const Comparer& compare) {
  int32_t c = 0;
  int32_t run_hi = lo + 1;
  if (run_hi == hi) return 1;
  if (!compare(a[run_hi++].ref, a[lo].ref, &c)) return -1;
  if (c < 0) {  // Strictly descending: extend, then reverse.
    while (run_hi < hi) {
      if (!compare(a[run_hi].ref, a[run_hi - 1].ref, &c)) return -1;
      if (c >= 0) break;
      ++run_hi;
    }
    std::reverse(a + lo, a + run_hi);
  } else {
    while (run_hi < hi) {
      if (!compare(a[run_hi].ref, a[run_hi - 1].ref, &c)) return -1;
      if (c < 0) break;
      ++run_hi;
    }
  }
  return run_hi - lo;
}

// TimSort.binarySort: a[lo, start) is sorted; inserts a[start, hi) by binary search.
bool BinarySort(Value* a, int32_t lo, int32_t hi, int32_t start, const Comparer& compare) {
  int32_t c = 0;
  for (; start < hi; ++start) {
    Value pivot = a[start];
    int32_t left = lo, right = start;
    while (left < right) {
      int32_t mid = static_cast<int32_t>(static_cast<uint32_t>(left + right) >> 1);
      if (!compare(pivot.ref, a[mid].ref, &c)) return false;
      if (c < 0) {
        right = mid;
      } else {
        left = mid + 1;
      }
    }
    std::copy_backward(a + left, a + start, a + start + 1);
    a[left] = pivot;
  }
  return true;
}

// Arrays.sort(a, lo, hi, cmp) for an Object[]'s elements `a` (TimSort, or ComparableTimSort
// when `cmp` is null). False when an exception is pending.
bool SortRange(Runtime& rt, Value* a, int32_t lo, int32_t hi, Obj* cmp) {
  if (hi - lo < 2) return true;
  const Comparer compare(rt, cmp);
  if (hi - lo < 32) {  // MIN_MERGE: a "mini-TimSort" without merges.
    const int32_t run = CountRun(a, lo, hi, compare);
    return run >= 0 && BinarySort(a, lo, hi, lo + run, compare);
  }
  return TimSortMerge(
      rt, a, lo, hi, [&](Obj* x, Obj* y, int32_t* out) { return compare(x, y, out); },
      [&](int32_t l, int32_t h, int32_t start) { return BinarySort(a, l, h, start, compare); },
      [&](int32_t l, int32_t h) { return CountRun(a, l, h, compare); });
}

// ---- Comparator defaults and the reversing comparators ----
Value NewReversed(Runtime& rt, Obj* cmp) {
  if (cmp != nullptr && cmp->cls == kReverseComparator2Class) return F(cmp, kRevCmp);
  Obj* r = rt.NewInstance(cmp == nullptr ? kReverseComparatorClass : kReverseComparator2Class);
  if (r != nullptr && cmp != nullptr) F(r, kRevCmp) = RefValue(cmp);
  return RefValue(r);
}
Value ComparatorReversed(Runtime& rt, Value* a) { return NewReversed(rt, a[0].ref); }
Value ReverseOrder(Runtime& rt, Value*) { return NewReversed(rt, nullptr); }
Value ReverseOrderWith(Runtime& rt, Value* a) { return NewReversed(rt, a[0].ref); }
Value ReverseCompare(Runtime& rt, Value* a) {  // c2.compareTo(c1)
  int32_t c = 0;
  if (!Compare(rt, nullptr, a[2].ref, a[1].ref, &c)) return Value{};
  return IntValue(c);
}
Value Reverse2Compare(Runtime& rt, Value* a) {  // cmp.compare(t2, t1)
  int32_t c = 0;
  if (!Compare(rt, F(a[0].ref, kRevCmp).ref, a[2].ref, a[1].ref, &c)) return Value{};
  return IntValue(c);
}
Value AbstractCall(Runtime& rt, Value*) {
  rt.Throw(kLinkageErrorClass, "abstract method called");
  return Value{};
}

// ---- List.sort ----
// ArrayList.sort: Arrays.sort over elementData[0, size), CME if the comparator
// changed the list, then modCount++.
Value ArrayListSort(Runtime& rt, Value* a) {
  Obj* self = a[0].ref;
  const int32_t expected = F(self, slot::kListModCount).i;
  Obj* data = F(self, slot::kListData).ref;
  if (data != nullptr &&
      !SortRange(rt, ElementsOf(data), 0, F(self, slot::kListSize).i, a[1].ref)) {
    return Value{};
  }
  if (F(self, slot::kListModCount).i != expected) {
    rt.Throw(kConcurrentModificationExceptionClass, nullptr);
    return Value{};
  }
  F(self, slot::kListModCount).i++;
  return Value{};
}

bool ListGet(Runtime& rt, Obj* list, int32_t i, Value* out) {
  Value args[2] = {RefValue(list), IntValue(i)};
  *out = CallInterface(rt, g_sort.list_get, args, 2);
  return rt.exc == nullptr;
}
bool ListSet(Runtime& rt, Obj* list, int32_t i, Value v, Value* old) {
  Value args[3] = {RefValue(list), IntValue(i), v};
  Value r = CallInterface(rt, g_sort.list_set, args, 3);
  if (old != nullptr) *old = r;
  return rt.exc == nullptr;
}
int32_t SizeOf(Runtime& rt, Obj* c) {
  Value self = RefValue(c);
  return CallInterface(rt, g_methods.collection_size, &self, 1).i;
}

// List.sort's default: the elements in iteration order, sorted, then set back
// in order (the JDK writes them back through listIterator().set, which a List
// here does not have).
Value ListSortDefault(Runtime& rt, Value* a) {
  std::vector<Value> elems;
  if (!IterateJava(rt, a[0].ref, [&](Obj* e) {
        elems.push_back(RefValue(e));
        return true;
      })) {
    return Value{};
  }
  if (!SortRange(rt, elems.data(), 0, static_cast<int32_t>(elems.size()), a[1].ref)) {
    return Value{};
  }
  for (size_t i = 0; i < elems.size(); ++i) {
    if (!ListSet(rt, a[0].ref, static_cast<int32_t>(i), elems[i], nullptr)) return Value{};
  }
  return Value{};
}

// ---- Collections ----
Value SortList(Runtime& rt, Obj* list, Obj* cmp) {
  if (list == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  Value args[2] = {RefValue(list), RefValue(cmp)};
  CallInterface(rt, g_sort.list_sort, args, 2);
  return Value{};
}
Value CollectionsSort(Runtime& rt, Value* a) { return SortList(rt, a[0].ref, nullptr); }
Value CollectionsSortWith(Runtime& rt, Value* a) { return SortList(rt, a[0].ref, a[1].ref); }

}  // namespace

bool ListSwap(Runtime& rt, Obj* list, int32_t i, int32_t j) {
  Value vi, vj;
  return ListGet(rt, list, i, &vi) && ListSet(rt, list, j, vi, &vj) &&
         ListSet(rt, list, i, vj, nullptr);
}

namespace {

Value CollectionsSwap(Runtime& rt, Value* a) {
  if (a[0].ref == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  ListSwap(rt, a[0].ref, a[1].i, a[2].i);
  return Value{};
}
// reverse(list): swaps i and size-1-i up to the middle.
Value CollectionsReverse(Runtime& rt, Value* a) {
  Obj* list = a[0].ref;
  if (list == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  int32_t size = SizeOf(rt, list);
  if (rt.exc != nullptr) return Value{};
  for (int32_t i = 0, mid = size >> 1, j = size - 1; i < mid; i++, j--) {
    if (!rt.Charge(1) || !ListSwap(rt, list, i, j)) return Value{};
  }
  return Value{};
}
// frequency(c, o): the elements e with o == null ? e == null : o.equals(e).
Value CollectionsFrequency(Runtime& rt, Value* a) {
  Obj* o = a[1].ref;
  int32_t n = 0;
  if (!IterateJava(rt, a[0].ref, [&](Obj* e) {
        bool eq = o == nullptr ? e == nullptr : ElementEquals(rt, o, e);
        if (eq) ++n;
        return rt.exc == nullptr;
      })) {
    return Value{};
  }
  return IntValue(n);
}
// max/min(coll[, comp]): candidate = i.next(), then each next replaces it when
// next.compareTo(candidate) (or comp.compare(next, candidate)) is > 0 (max) or
// < 0 (min).
Value Extreme(Runtime& rt, Obj* coll, Obj* cmp, bool max) {
  if (coll == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  Value self = RefValue(coll);
  Value it = CallInterface(rt, g_methods.iterable_iterator, &self, 1);
  if (rt.exc != nullptr) return Value{};
  Value candidate = CallInterface(rt, g_methods.iterator_next, &it, 1);
  if (rt.exc != nullptr) return Value{};
  while (true) {
    Value has = CallInterface(rt, g_methods.iterator_has_next, &it, 1);
    if (rt.exc != nullptr) return Value{};
    if (!has.i) return candidate;
    Value next = CallInterface(rt, g_methods.iterator_next, &it, 1);
    int32_t c = 0;
    if (rt.exc != nullptr || !Compare(rt, cmp, next.ref, candidate.ref, &c)) return Value{};
    if (max ? c > 0 : c < 0) candidate = next;
  }
}
Value CollectionsMax(Runtime& rt, Value* a) { return Extreme(rt, a[0].ref, nullptr, true); }
Value CollectionsMin(Runtime& rt, Value* a) { return Extreme(rt, a[0].ref, nullptr, false); }
Value CollectionsMaxWith(Runtime& rt, Value* a) { return Extreme(rt, a[0].ref, a[1].ref, true); }
Value CollectionsMinWith(Runtime& rt, Value* a) { return Extreme(rt, a[0].ref, a[1].ref, false); }

// ---- Arrays.sort(Object[]) and Arrays.sort(T[], Comparator) ----
Value ArraysSortObjects(Runtime& rt, Value* a) {
  if (a[0].ref == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  SortRange(rt, ElementsOf(a[0].ref), 0, a[0].ref->len, nullptr);
  return Value{};
}
Value ArraysSortWith(Runtime& rt, Value* a) {
  if (a[0].ref == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  SortRange(rt, ElementsOf(a[0].ref), 0, a[0].ref->len, a[1].ref);
  return Value{};
}

// Class kCls implements Comparable<self> (raw when `self` is null) with javac's
// bridge compareTo(Object) calling its compareTo(kCls).
template <int16_t kCls>
void ComparableBridge(Declarer& d, ClassTable& t, const char* self) {
  ClassInfo& c = t.classes[static_cast<size_t>(kCls)];
  c.interfaces.push_back(kComparableClass);
  g_sort.bridge_target[kCls] = DeclaredMethod(t, kCls, "compareTo", 1);
  d.Reopen(kCls);
  d.M("compareTo", kIntType, {kObjectType}, CompareToBridge<kCls>);
  t.methods.back().implicit = MethodInfo::Implicit::kBridge;
  t.methods.back().bridge_target = g_sort.bridge_target[kCls];
  if (self != nullptr) {
    const std::string text = std::string("Comparable<") + self + ">";
    d.Supertypes("", {text.c_str()});
  }
}

}  // namespace

int DeclaredMethod(const ClassTable& t, int cls, std::string_view name, size_t arity) {
  for (int id : t.cls(cls).methods) {
    if (t.method(id).name == name && t.method(id).params.size() == arity) return id;
  }
  return -1;
}

bool CompareObjects(Runtime& rt, Obj* cmp, Obj* a, Obj* b, int32_t* out) {
  return Compare(rt, cmp, a, b, out);
}

Obj* ReverseOrderOf(Runtime& rt, Obj* cmp) { return NewReversed(rt, cmp).ref; }

void DeclareSorting(ClassTable& t) {
  Declarer d(t);
  const Type obj = kObjectType;
  const Type list = Type::Class(kListClass);
  const Type collection = Type::Class(kCollectionClass);
  const Type comparator = Type::Class(kComparatorClass);
  const Type objs = Type{Base::kRef, 1, kObjectClass};

  // Comparable<T> (java.lang): compareTo(T).
  d.Class(kComparableClass, "Comparable", kObjectClass);
  t.classes.back().is_interface = true;
  t.classes.back().is_abstract = true;
  d.TypeParams("T");
  d.M("compareTo", kIntType, {obj}, AbstractCall);
  t.methods.back().is_abstract = true;
  d.Sig("int", {"T"});
  g_sort.compare_to = t.methods.back().id;

  // Comparator<T>: compare(T, T), default reversed().
  d.Class(kComparatorClass, "Comparator", kObjectClass);
  t.classes.back().is_interface = true;
  t.classes.back().is_abstract = true;
  t.classes.back().java_util = true;
  d.TypeParams("T");
  d.M("compare", kIntType, {obj, obj}, AbstractCall);
  t.methods.back().is_abstract = true;
  d.Sig("int", {"T", "T"});
  g_sort.compare = t.methods.back().id;
  d.M("reversed", comparator, {}, ComparatorReversed);
  d.Sig("Comparator<T>", {});

  // Collections.
  d.Class(kCollectionsClass, "Collections", kObjectClass, true);
  t.classes.back().java_util = true;
  d.S("sort", kVoidType, {list}, CollectionsSort);
  d.Sig("<T extends Comparable<? super T>> void", {"List<T>"});
  d.S("sort", kVoidType, {list, comparator}, CollectionsSortWith);
  d.Sig("<T> void", {"List<T>", "Comparator<? super T>"});
  d.S("reverse", kVoidType, {list}, CollectionsReverse);
  d.Sig("void", {"List<?>"});
  d.S("swap", kVoidType, {list, kIntType, kIntType}, CollectionsSwap);
  d.Sig("void", {"List<?>", "int", "int"});
  d.S("frequency", kIntType, {collection, obj}, CollectionsFrequency);
  d.Sig("int", {"Collection<?>", "Object"});
  d.S("max", obj, {collection}, CollectionsMax);
  d.Sig("<T extends Object & Comparable<? super T>> T", {"Collection<? extends T>"});
  d.S("min", obj, {collection}, CollectionsMin);
  d.Sig("<T extends Object & Comparable<? super T>> T", {"Collection<? extends T>"});
  d.S("max", obj, {collection, comparator}, CollectionsMaxWith);
  d.Sig("<T> T", {"Collection<? extends T>", "Comparator<? super T>"});
  d.S("min", obj, {collection, comparator}, CollectionsMinWith);
  d.Sig("<T> T", {"Collection<? extends T>", "Comparator<? super T>"});
  d.S("reverseOrder", comparator, {}, ReverseOrder);
  d.Sig("<T> Comparator<T>", {});
  d.S("reverseOrder", comparator, {comparator}, ReverseOrderWith);
  d.Sig("<T> Comparator<T>", {"Comparator<T>"});

  DeclareHiddenClass(d, t, kReverseComparatorClass, "Collections.ReverseComparator",
                     "Collections$ReverseComparator", kCollectionsClass, {kComparatorClass});
  d.M("compare", kIntType, {obj, obj}, ReverseCompare);
  d.M("reversed", comparator, {}, ComparatorReversed);
  DeclareHiddenClass(d, t, kReverseComparator2Class, "Collections.ReverseComparator2",
                     "Collections$ReverseComparator2", kCollectionsClass, {kComparatorClass});
  d.Field("cmp", comparator, false, std::nullopt, /*is_private=*/true);
  d.M("compare", kIntType, {obj, obj}, Reverse2Compare);
  d.M("reversed", comparator, {}, ComparatorReversed);

  // List.sort(Comparator<? super E>) (default) and ArrayList's.
  d.Reopen(kListClass);
  d.M("sort", kVoidType, {comparator}, ListSortDefault);
  d.Sig("void", {"Comparator<? super E>"});
  g_sort.list_sort = t.methods.back().id;
  g_sort.list_get = DeclaredMethod(t, kListClass, "get", 1);
  g_sort.list_set = DeclaredMethod(t, kListClass, "set", 2);
  d.Reopen(kArrayListClass);
  d.M("sort", kVoidType, {comparator}, ArrayListSort);
  d.Sig("void", {"Comparator<? super E>"});

  // Arrays.sort(Object[]) and sort(T[], Comparator<? super T>).
  d.Reopen(kArraysClass);
  d.S("sort", kVoidType, {objs}, ArraysSortObjects);
  d.S("sort", kVoidType, {objs, comparator}, ArraysSortWith);
  d.Sig("<T> void", {"T[]", "Comparator<? super T>"});

  // The JDK's Comparable classes, with the bridge compareTo(Object) javac
  // compiled into them.
  ComparableBridge<kStringClass>(d, t, "String");
  ComparableBridge<kIntegerClass>(d, t, "Integer");
  ComparableBridge<kLongClass>(d, t, "Long");
  ComparableBridge<kDoubleClass>(d, t, "Double");
  ComparableBridge<kCharacterClass>(d, t, "Character");
  ComparableBridge<kBooleanClass>(d, t, "Boolean");
  ComparableBridge<kFloatClass>(d, t, "Float");
  ComparableBridge<kByteClass>(d, t, "Byte");
  ComparableBridge<kShortClass>(d, t, "Short");
  ComparableBridge<kEnumClass>(d, t, nullptr);  // Enum<E> implements Comparable<E>; raw here.

  DeclareCollectionsStatics(t);
  DeclareCollectionsSingletons(t);
}

}  // namespace aprgrid::lang::stdlib
