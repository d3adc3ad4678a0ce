// TreeSet, TreeMap's keySet()/values()/entrySet() views and their iterators, and the SortedSet
// and NavigableSet interfaces, as Java 17's: a TreeSet is a NavigableMap (a TreeMap, or a sub-map
// for headSet/tailSet/subSet/descendingSet) of its elements; TreeMap's KeySet is the same over the
// map but refuses add. The iterators are the JDK's PrivateEntryIterator/SubMapIterator: they end
// at the range's fence (compared by key identity), throw NoSuchElementException before checking
// modCount, and after removing an entry with two children continue from that entry (which now
// holds its successor's key).
#include "worker/lang/stdlib_collections.h"
#include "worker/lang/stdlib_declarer.h"
#include "worker/lang/stdlib_impl.h"
#include "worker/lang/stdlib_treemap.h"

namespace aprgrid::lang::stdlib::tree {
namespace {

Value Bool(bool b) { return IntValue(b ? 1 : 0); }
Value& F(Obj* o, int s) { return FieldsOf(o)[s]; }
Obj* Of(Value* a) { return F(a[0].ref, kViewOf).ref; }
Value Null() { return RefValue(nullptr); }

Value Unsupported(Runtime& rt, Value*) {
  rt.Throw(kUnsupportedOperationExceptionClass, nullptr);
  return Value{};
}
Value Nsee(Runtime& rt) {
  rt.Throw(kNoSuchElementExceptionClass, nullptr);
  return Value{};
}

// ---- The iterators ----
Obj* NextEntry(Runtime& rt, Obj* it) {
  Obj* e = F(it, kItNext).ref;
  if (e == nullptr || (F(it, kItBounded).i && F(e, kKey).ref == F(it, kItFence).ref)) {
    Nsee(rt);
    return nullptr;
  }
  if (F(F(it, kItMap).ref, kModCount).i != F(it, kItExpected).i) {
    rt.Throw(kConcurrentModificationExceptionClass, nullptr);
    return nullptr;
  }
  F(it, kItNext) = RefValue(F(it, kItDescending).i ? Predecessor(e) : Successor(e));
  F(it, kItLast) = RefValue(e);
  return e;
}
Value ItHasNext(Runtime&, Value* a) {
  Obj* it = a[0].ref;
  Obj* e = F(it, kItNext).ref;
  return Bool(e != nullptr && !(F(it, kItBounded).i && F(e, kKey).ref == F(it, kItFence).ref));
}
Value KeyNext(Runtime& rt, Value* a) {
  Obj* e = NextEntry(rt, a[0].ref);
  return e == nullptr ? Value{} : F(e, kKey);
}
Value ValueNext(Runtime& rt, Value* a) {
  Obj* e = NextEntry(rt, a[0].ref);
  return e == nullptr ? Value{} : F(e, kValue);
}
Value EntryNext(Runtime& rt, Value* a) { return RefValue(NextEntry(rt, a[0].ref)); }
Value ItRemove(Runtime& rt, Value* a) {
  Obj* it = a[0].ref;
  Obj* last = F(it, kItLast).ref;
  if (last == nullptr) {
    rt.Throw(kIllegalStateExceptionClass, nullptr);
    return Value{};
  }
  Obj* m = F(it, kItMap).ref;
  if (F(m, kModCount).i != F(it, kItExpected).i) {
    rt.Throw(kConcurrentModificationExceptionClass, nullptr);
    return Value{};
  }
  // Deleted entries with two children are replaced by their successors.
  if (!F(it, kItDescending).i && F(last, kLeft).ref != nullptr && F(last, kRight).ref != nullptr) {
    F(it, kItNext) = RefValue(last);
  }
  DeleteEntry(m, last);
  F(it, kItExpected) = F(m, kModCount);
  F(it, kItLast) = Null();
  return Value{};
}

// ---- Members shared by the views and TreeSet ----
Value Size(Runtime& rt, Value* a) { return IntValue(RangeSize(rt, RangeOf(Of(a)))); }
Value IsEmpty(Runtime& rt, Value* a) {
  Obj* e = First(rt, RangeOf(Of(a)));
  return rt.exc != nullptr ? Value{} : Bool(e == nullptr);
}
Value Clear(Runtime& rt, Value* a) {
  ClearRange(rt, Of(a));
  return Value{};
}
Value Iter(Runtime& rt, Value* a, int cls, bool descending) {
  Obj* it = NewIterator(rt, Of(a), cls, descending);
  return it == nullptr ? Value{} : RefValue(it);
}
Value KeyIterator(Runtime& rt, Value* a) { return Iter(rt, a, kTreeMapKeyIteratorClass, false); }
Value DescendingKeyIterator(Runtime& rt, Value* a) {
  return Iter(rt, a, kTreeMapKeyIteratorClass, true);
}
Value ValueIterator(Runtime& rt, Value* a) {
  return Iter(rt, a, kTreeMapValueIteratorClass, false);
}
Value EntryIterator(Runtime& rt, Value* a) {
  return Iter(rt, a, kTreeMapEntryIteratorClass, false);
}
// TreeSet.addAll: into an empty TreeSet over a TreeMap, a non-empty SortedSet with an equal
// comparator is copied by buildFromSorted; otherwise AbstractCollection.addAll: add(e) for each
// element (add itself may be unsupported).
Value AddAll(Runtime& rt, Value* a) {
  Obj* map = Of(a);
  if (IsInstance(rt, a[0].ref, kTreeSetClass) && map->cls != kTreeSubMapClass &&
      F(map, kSize).i == 0 && a[1].ref != nullptr) {
    int32_t n = CallInterface(rt, g_methods.collection_size, &a[1], 1).i;
    if (rt.exc != nullptr) return Value{};
    if (n > 0 && IsInstance(rt, a[1].ref, kSortedSetClass)) {
      Value c;
      if (!SortedComparator(rt, a[1].ref, g_tree.sorted_set_comparator, &c)) return Value{};
      bool same = ElementEquals(rt, c.ref, F(map, kComparator).ref);  // Objects.equals
      if (rt.exc != nullptr) return Value{};
      if (same) {
        BuildFromSorted(rt, map, n, a[1].ref, false, a[0]);
        return rt.exc != nullptr ? Value{} : Bool(true);
      }
    }
  }
  bool changed = false;
  IterateJava(rt, a[1].ref, [&](Obj* e) {
    if (!IsInstance(rt, a[0].ref, kTreeSetClass)) {
      Unsupported(rt, a);
      return false;
    }
    Value r = Put(rt, Of(a), e, a[0], false);
    if (rt.exc != nullptr) return false;
    changed |= r.ref == nullptr;
    return true;
  });
  return rt.exc != nullptr ? Value{} : Bool(changed);
}

// ---- TreeSet and KeySet ----
Value SetInit(Runtime& rt, Value* a) {
  Obj* m = rt.NewInstance(kTreeMapClass);
  if (m != nullptr) F(a[0].ref, kViewOf) = RefValue(m);
  return Value{};
}
Value SetInitComparator(Runtime& rt, Value* a) {
  SetInit(rt, a);
  if (rt.exc == nullptr) F(Of(a), kComparator) = a[1];
  return Value{};
}
Value SetInitCollection(Runtime& rt, Value* a) {
  SetInit(rt, a);
  if (rt.exc == nullptr) AddAll(rt, a);
  return Value{};
}
// TreeSet(SortedSet s): this(s.comparator()); addAll(s).
Value SetInitSorted(Runtime& rt, Value* a) {
  Value c;
  if (!SortedComparator(rt, a[1].ref, g_tree.sorted_set_comparator, &c)) return Value{};
  Value args[2] = {a[0], c};
  SetInitComparator(rt, args);
  if (rt.exc == nullptr) AddAll(rt, a);
  return Value{};
}
Value SetComparator(Runtime& rt, Value* a) { return ComparatorOf(rt, Of(a)); }
Value SetAdd(Runtime& rt, Value* a) {
  Value r = Put(rt, Of(a), a[1].ref, a[0], false);
  return rt.exc != nullptr ? Value{} : Bool(r.ref == nullptr);
}
Value SetContains(Runtime& rt, Value* a) {
  Obj* e = GetEntry(rt, Of(a), a[1].ref);
  return rt.exc != nullptr ? Value{} : Bool(e != nullptr);
}
Value SetRemove(Runtime& rt, Value* a) {
  Obj* e = GetEntry(rt, Of(a), a[1].ref);
  if (rt.exc != nullptr) return Value{};
  if (e == nullptr) return Bool(false);
  DeleteEntry(RangeOf(Of(a)).m, e);
  return Bool(true);
}
Value KeyOrNull(Runtime& rt, Obj* e) {
  if (rt.exc != nullptr) return Value{};
  return e == nullptr ? Null() : F(e, kKey);
}
Value SetFirst(Runtime& rt, Value* a) {
  Obj* e = First(rt, RangeOf(Of(a)));
  if (rt.exc != nullptr) return Value{};
  return e == nullptr ? Nsee(rt) : F(e, kKey);
}
Value SetLast(Runtime& rt, Value* a) {
  Obj* e = Last(rt, RangeOf(Of(a)));
  if (rt.exc != nullptr) return Value{};
  return e == nullptr ? Nsee(rt) : F(e, kKey);
}
template <int kWhich>
Value SetRelative(Runtime& rt, Value* a) {
  return KeyOrNull(rt, Relative(rt, Of(a), a[1].ref, kWhich));
}
Value SetPoll(Runtime& rt, Value* a, bool last) {
  Range r = RangeOf(Of(a));
  Obj* e = last ? Last(rt, r) : First(rt, r);
  if (rt.exc != nullptr) return Value{};
  if (e == nullptr) return Null();
  Value key = F(e, kKey);
  DeleteEntry(r.m, e);
  return key;
}
Value SetPollFirst(Runtime& rt, Value* a) { return SetPoll(rt, a, false); }
Value SetPollLast(Runtime& rt, Value* a) { return SetPoll(rt, a, true); }
// A set of the receiver's class (TreeSet or KeySet) over `nav`.
Value Wrap(Runtime& rt, Value* a, Obj* nav) {
  if (nav == nullptr) return Value{};
  Obj* s =
      rt.NewInstance(a[0].ref->cls == kTreeMapKeySetClass ? kTreeMapKeySetClass : kTreeSetClass);
  if (s == nullptr) return Value{};
  F(s, kViewOf) = RefValue(nav);
  return RefValue(s);
}
Value HeadSet(Runtime& rt, Value* a) {
  return Wrap(rt, a, SubMapOf(rt, Of(a), false, nullptr, true, true, a[1].ref, false));
}
Value HeadSetIncl(Runtime& rt, Value* a) {
  return Wrap(rt, a, SubMapOf(rt, Of(a), false, nullptr, true, true, a[1].ref, a[2].i != 0));
}
Value TailSet(Runtime& rt, Value* a) {
  return Wrap(rt, a, SubMapOf(rt, Of(a), true, a[1].ref, true, false, nullptr, true));
}
Value TailSetIncl(Runtime& rt, Value* a) {
  return Wrap(rt, a, SubMapOf(rt, Of(a), true, a[1].ref, a[2].i != 0, false, nullptr, true));
}
Value SubSet(Runtime& rt, Value* a) {
  return Wrap(rt, a, SubMapOf(rt, Of(a), true, a[1].ref, true, true, a[2].ref, false));
}
Value SubSetIncl(Runtime& rt, Value* a) {
  return Wrap(rt, a, SubMapOf(rt, Of(a), true, a[1].ref, a[2].i != 0, true, a[3].ref, a[4].i != 0));
}
Value DescendingSet(Runtime& rt, Value* a) { return Wrap(rt, a, DescendingOf(rt, Of(a))); }

// ---- Values and EntrySet ----
Value ValuesContains(Runtime& rt, Value* a) {
  bool found = false;
  EachEntry(rt, RangeOf(Of(a)), [&](Obj* e) {
    found = ElementEquals(rt, a[1].ref, F(e, kValue).ref);
    return !found && rt.exc == nullptr;
  });
  return rt.exc != nullptr ? Value{} : Bool(found);
}
Value ValuesRemove(Runtime& rt, Value* a) {
  Obj* hit = nullptr;
  Range r = RangeOf(Of(a));
  EachEntry(rt, r, [&](Obj* e) {
    if (ElementEquals(rt, a[1].ref, F(e, kValue).ref)) hit = e;
    return hit == nullptr && rt.exc == nullptr;
  });
  if (rt.exc != nullptr) return Value{};
  if (hit == nullptr) return Bool(false);
  DeleteEntry(r.m, hit);
  return Bool(true);
}
// EntrySet.contains: o is a Map.Entry whose key's entry has an equal value.
Obj* EntryFor(Runtime& rt, Value* a) {
  Obj* o = a[1].ref;
  if (!IsInstance(rt, o, kMapEntryClass)) {
    return nullptr;
  }
  Value ov = RefValue(o);
  Value v = CallInterface(rt, g_methods.entry_get_value, &ov, 1);
  if (rt.exc != nullptr) return nullptr;
  Value k = CallInterface(rt, g_methods.entry_get_key, &ov, 1);
  if (rt.exc != nullptr) return nullptr;
  Obj* p = GetEntry(rt, Of(a), k.ref);
  if (p == nullptr || rt.exc != nullptr) return nullptr;
  bool eq = ElementEquals(rt, F(p, kValue).ref, v.ref);
  return eq && rt.exc == nullptr ? p : nullptr;
}
Value EntrySetContains(Runtime& rt, Value* a) {
  Obj* p = EntryFor(rt, a);
  return rt.exc != nullptr ? Value{} : Bool(p != nullptr);
}
Value EntrySetRemove(Runtime& rt, Value* a) {
  Obj* p = EntryFor(rt, a);
  if (rt.exc != nullptr) return Value{};
  if (p == nullptr) return Bool(false);
  DeleteEntry(RangeOf(Of(a)).m, p);
  return Bool(true);
}

}  // namespace

void DeclareTreeSet(ClassTable& t) {
  Declarer d(t);
  const Type obj = kObjectType;
  const Type iterator = Type::Class(kIteratorClass);
  const Type collection = Type::Class(kCollectionClass);
  const Type sorted = Type::Class(kSortedSetClass);
  const Type navset = Type::Class(kNavigableSetClass);
  bool abstract = true;
  auto m = [&](const char* name, Type ret, std::initializer_list<Type> params, BuiltinFn fn) {
    d.Member(abstract, name, ret, params, fn);
  };
  auto sorted_members = [&]() {
    m("comparator", Type::Class(kComparatorClass), {}, SetComparator);
    d.Sig("Comparator<? super E>", {});
    if (abstract) g_tree.sorted_set_comparator = t.methods.back().id;
    m("first", obj, {}, SetFirst);
    d.Sig("E", {});
    m("last", obj, {}, SetLast);
    d.Sig("E", {});
    m("headSet", sorted, {obj}, HeadSet);
    d.Sig("SortedSet<E>", {"E"});
    m("tailSet", sorted, {obj}, TailSet);
    d.Sig("SortedSet<E>", {"E"});
    m("subSet", sorted, {obj, obj}, SubSet);
    d.Sig("SortedSet<E>", {"E", "E"});
  };
  auto navigable_members = [&]() {
    m("lower", obj, {obj}, SetRelative<0>);
    d.Sig("E", {"E"});
    m("floor", obj, {obj}, SetRelative<1>);
    d.Sig("E", {"E"});
    m("ceiling", obj, {obj}, SetRelative<2>);
    d.Sig("E", {"E"});
    m("higher", obj, {obj}, SetRelative<3>);
    d.Sig("E", {"E"});
    m("pollFirst", obj, {}, SetPollFirst);
    d.Sig("E", {});
    m("pollLast", obj, {}, SetPollLast);
    d.Sig("E", {});
    m("descendingSet", navset, {}, DescendingSet);
    d.Sig("NavigableSet<E>", {});
    m("descendingIterator", iterator, {}, DescendingKeyIterator);
    d.Sig("Iterator<E>", {});
    m("headSet", navset, {obj, kBooleanType}, HeadSetIncl);
    d.Sig("NavigableSet<E>", {"E", "boolean"});
    m("tailSet", navset, {obj, kBooleanType}, TailSetIncl);
    d.Sig("NavigableSet<E>", {"E", "boolean"});
    m("subSet", navset, {obj, kBooleanType, obj, kBooleanType}, SubSetIncl);
    d.Sig("NavigableSet<E>", {"E", "boolean", "E", "boolean"});
  };
  d.Interface(kSortedSetClass, "SortedSet", kSetClass);
  d.TypeParams("E");
  d.Supertypes("", {"Set<E>"});
  sorted_members();
  d.Interface(kNavigableSetClass, "NavigableSet", kSortedSetClass);
  d.TypeParams("E");
  d.Supertypes("", {"SortedSet<E>"});
  navigable_members();
  abstract = false;

  // The members every view has (AbstractCollection's toString; add unsupported).
  auto common = [&](BuiltinFn iter, BuiltinFn contains, BuiltinFn remove, bool is_set) {
    d.StateField("m", Type::Class(kNavigableMapClass));
    m("size", kIntType, {}, Size);
    m("isEmpty", kBooleanType, {}, IsEmpty);
    m("clear", kVoidType, {}, Clear);
    m("iterator", iterator, {}, iter);
    d.Sig("Iterator<E>", {});
    m("contains", kBooleanType, {obj}, contains);
    m("remove", kBooleanType, {obj}, remove);
    m("addAll", kBooleanType, {collection}, AddAll);
    d.Sig("boolean", {"Collection<? extends E>"});
    m("toString", kStringType, {}, CollectionToString);
    if (is_set) {
      m("equals", kBooleanType, {obj}, AbstractSetEquals);
      m("hashCode", kIntType, {}, AbstractSetHashCode);
    }
  };
  auto set_members = [&]() {
    common(KeyIterator, SetContains, SetRemove, true);
    sorted_members();
    navigable_members();
  };

  DeclareHiddenClass(d, t, kTreeMapKeySetClass, "TreeMap.KeySet", "TreeMap$KeySet", kTreeMapClass,
                     {kNavigableSetClass});
  d.TypeParams("E");
  d.Supertypes("", {"NavigableSet<E>"});
  set_members();
  m("add", kBooleanType, {obj}, Unsupported);
  d.Sig("boolean", {"E"});
  DeclareHiddenClass(d, t, kTreeMapValuesClass, "TreeMap.Values", "TreeMap$Values", kTreeMapClass,
                     {kCollectionClass});
  d.TypeParams("E");
  d.Supertypes("", {"Collection<E>"});
  common(ValueIterator, ValuesContains, ValuesRemove, false);
  m("add", kBooleanType, {obj}, Unsupported);
  d.Sig("boolean", {"E"});
  DeclareHiddenClass(d, t, kTreeMapEntrySetClass, "TreeMap.EntrySet", "TreeMap$EntrySet",
                     kTreeMapClass, {kSetClass});
  d.TypeParams("E");
  d.Supertypes("", {"Set<E>"});
  common(EntryIterator, EntrySetContains, EntrySetRemove, true);
  m("add", kBooleanType, {obj}, Unsupported);
  d.Sig("boolean", {"E"});

  struct IterSpec {
    int16_t id;
    const char* name;
    const char* binary;
    BuiltinFn next;
  };
  const IterSpec iters[] = {
      {kTreeMapKeyIteratorClass, "TreeMap.KeyIterator", "TreeMap$KeyIterator", KeyNext},
      {kTreeMapValueIteratorClass, "TreeMap.ValueIterator", "TreeMap$ValueIterator", ValueNext},
      {kTreeMapEntryIteratorClass, "TreeMap.EntryIterator", "TreeMap$EntryIterator", EntryNext},
  };
  for (const IterSpec& s : iters) {
    DeclareHiddenClass(d, t, s.id, s.name, s.binary, kTreeMapClass, {kIteratorClass});
    d.StateField("m", Type::Class(kTreeMapClass));
    d.StateField("next", obj);
    d.StateField("lastReturned", obj);
    d.StateField("expectedModCount", kIntType);
    d.StateField("fenceKey", obj);
    d.StateField("bounded", kIntType);
    d.StateField("descending", kIntType);
    m("hasNext", kBooleanType, {}, ItHasNext);
    m("next", obj, {}, s.next);
    m("remove", kVoidType, {}, ItRemove);
  }

  // TreeSet<E> implements NavigableSet<E>.
  d.Class(kTreeSetClass, "TreeSet", kObjectClass);
  t.classes.back().java_util = true;
  t.classes.back().interfaces = {kNavigableSetClass};
  d.TypeParams("E");
  d.Supertypes("", {"NavigableSet<E>"});
  d.Ctor({}, SetInit);
  d.Ctor({Type::Class(kComparatorClass)}, SetInitComparator);
  d.Sig("void", {"Comparator<? super E>"});
  d.Ctor({collection}, SetInitCollection);
  d.Sig("void", {"Collection<? extends E>"});
  d.Ctor({sorted}, SetInitSorted);
  d.Sig("void", {"SortedSet<E>"});
  set_members();
  m("add", kBooleanType, {obj}, SetAdd);
  d.Sig("boolean", {"E"});
}

}  // namespace aprgrid::lang::stdlib::tree

namespace aprgrid::lang::stdlib {

void DeclareSorted(ClassTable& t) {
  tree::DeclareTreeMap(t);
  tree::DeclareTreeSet(t);
}

}  // namespace aprgrid::lang::stdlib
