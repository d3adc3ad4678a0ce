// The built-in methods of TreeMap, its sub-maps and TreeMap.Entry (on the tree of
// stdlib_treemap.cc), and the declarations of SortedMap, NavigableMap, TreeMap, TreeMap.Entry and
// the sub-map class. Every NavigableMap method takes a TreeMap or a sub-map as receiver and works
// on its Range; the Map members follow AbstractMap (toString, equals, hashCode, putAll) where
// TreeMap inherits them.
#include <string>

#include "worker/lang/stdlib_collections.h"
#include "worker/lang/stdlib_declarer.h"
#include "worker/lang/stdlib_impl.h"
#include "worker/lang/stdlib_sort.h"
#include "worker/lang/stdlib_treemap.h"

namespace aprgrid::lang::stdlib::tree {
namespace {

Value Bool(bool b) { return IntValue(b ? 1 : 0); }
Value& F(Obj* o, int s) { return FieldsOf(o)[s]; }
Obj* Nav(Value* a) { return a[0].ref; }
Value Null() { return RefValue(nullptr); }

Value Nsee(Runtime& rt) {
  rt.Throw(kNoSuchElementExceptionClass, nullptr);
  return Value{};
}
Value KeyOrNull(Runtime& rt, Obj* e) {
  if (rt.exc != nullptr) return Value{};
  return e == nullptr ? Null() : F(e, kKey);
}
Value KeyOrThrow(Runtime& rt, Obj* e) {
  if (rt.exc != nullptr) return Value{};
  return e == nullptr ? Nsee(rt) : F(e, kKey);
}
// exportEntry: an immutable snapshot of e (null for null).
Value Export(Runtime& rt, Obj* e) {
  if (rt.exc != nullptr) return Value{};
  if (e == nullptr) return Null();
  Obj* s = rt.NewInstance(kTreeMapEntryClass);
  if (s == nullptr) return Value{};
  F(s, kKey) = F(e, kKey);
  F(s, kValue) = F(e, kValue);
  F(s, kColor) = IntValue(kSnapshot);
  return RefValue(s);
}

Value TreeMapInit(Runtime&, Value*) { return Value{}; }
Value PutAll(Runtime& rt, Value* a);
Value InitMap(Runtime& rt, Value* a) { return PutAll(rt, a); }
Value InitComparator(Runtime&, Value* a) {
  F(a[0].ref, kComparator) = a[1];
  return Value{};
}
// TreeMap(SortedMap m): m's comparator and buildFromSorted over m.entrySet() (no comparisons).
Value InitSorted(Runtime& rt, Value* a) {
  Value c;
  if (!SortedComparator(rt, a[1].ref, g_tree.sorted_map_comparator, &c)) return Value{};
  F(a[0].ref, kComparator) = c;
  int32_t n = CallInterface(rt, g_methods.map_size, &a[1], 1).i;
  if (rt.exc != nullptr) return Value{};
  Value entries = CallInterface(rt, g_methods.map_entry_set, &a[1], 1);
  if (rt.exc != nullptr) return Value{};
  BuildFromSorted(rt, a[0].ref, n, entries.ref, true, Value{});
  return Value{};
}
Value ComparatorFn(Runtime& rt, Value* a) { return ComparatorOf(rt, Nav(a)); }

Value Size(Runtime& rt, Value* a) { return IntValue(RangeSize(rt, RangeOf(Nav(a)))); }
Value IsEmpty(Runtime& rt, Value* a) {
  Range r = RangeOf(Nav(a));
  if (r.whole()) return Bool(F(r.m, kSize).i == 0);
  Obj* e = First(rt, r);
  return rt.exc != nullptr ? Value{} : Bool(e == nullptr);
}
Value Get(Runtime& rt, Value* a) {
  Obj* e = GetEntry(rt, Nav(a), a[1].ref);
  if (rt.exc != nullptr) return Value{};
  return e == nullptr ? Null() : F(e, kValue);
}
Value ContainsKey(Runtime& rt, Value* a) {
  Obj* e = GetEntry(rt, Nav(a), a[1].ref);
  return rt.exc != nullptr ? Value{} : Bool(e != nullptr);
}
Value PutFn(Runtime& rt, Value* a) { return Put(rt, Nav(a), a[1].ref, a[2], false); }
Value PutIfAbsent(Runtime& rt, Value* a) { return Put(rt, Nav(a), a[1].ref, a[2], true); }
Value Remove(Runtime& rt, Value* a) { return RemoveKey(rt, Nav(a), a[1].ref); }
Value Clear(Runtime& rt, Value* a) {
  ClearRange(rt, Nav(a));
  return Value{};
}
Value ContainsValue(Runtime& rt, Value* a) {
  bool found = false;
  EachEntry(rt, RangeOf(Nav(a)), [&](Obj* e) {
    found = ElementEquals(rt, a[1].ref, F(e, kValue).ref);
    return !found && rt.exc == nullptr;
  });
  return rt.exc != nullptr ? Value{} : Bool(found);
}
// TreeMap.putAll: into an empty TreeMap, a non-empty SortedMap with an equal comparator is copied
// by buildFromSorted; otherwise (and on sub-maps) AbstractMap.putAll: put(e.getKey(),
// e.getValue()) over m.entrySet().
Value PutAll(Runtime& rt, Value* a) {
  Obj* m = a[1].ref;
  if (m == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  Value mv = RefValue(m);
  if (Nav(a)->cls != kTreeSubMapClass) {
    int32_t n = CallInterface(rt, g_methods.map_size, &mv, 1).i;
    if (rt.exc != nullptr) return Value{};
    if (F(Nav(a), kSize).i == 0 && n != 0 && IsInstance(rt, m, kSortedMapClass)) {
      Value c;
      if (!SortedComparator(rt, m, g_tree.sorted_map_comparator, &c)) return Value{};
      bool same = ElementEquals(rt, F(Nav(a), kComparator).ref, c.ref);  // Objects.equals
      if (rt.exc != nullptr) return Value{};
      if (same) {
        Value entries = CallInterface(rt, g_methods.map_entry_set, &mv, 1);
        if (rt.exc == nullptr) BuildFromSorted(rt, Nav(a), n, entries.ref, true, Value{});
        return Value{};
      }
    }
  }
  Value entries = CallInterface(rt, g_methods.map_entry_set, &mv, 1);
  if (rt.exc != nullptr) return Value{};
  IterateJava(rt, entries.ref, [&](Obj* e) {
    if (e == nullptr) {
      rt.ThrowNullPointer();
      return false;
    }
    Value ev = RefValue(e);
    Value k = CallInterface(rt, g_methods.entry_get_key, &ev, 1);
    if (rt.exc != nullptr) return false;
    Value v = CallInterface(rt, g_methods.entry_get_value, &ev, 1);
    if (rt.exc != nullptr) return false;
    Put(rt, Nav(a), k.ref, v, false);
    return rt.exc == nullptr;
  });
  return Value{};
}

Value FirstKey(Runtime& rt, Value* a) { return KeyOrThrow(rt, First(rt, RangeOf(Nav(a)))); }
Value LastKey(Runtime& rt, Value* a) { return KeyOrThrow(rt, Last(rt, RangeOf(Nav(a)))); }
Value FirstEntryFn(Runtime& rt, Value* a) { return Export(rt, First(rt, RangeOf(Nav(a)))); }
Value LastEntryFn(Runtime& rt, Value* a) { return Export(rt, Last(rt, RangeOf(Nav(a)))); }
Value Poll(Runtime& rt, Value* a, bool last) {
  Range r = RangeOf(Nav(a));
  Obj* e = last ? Last(rt, r) : First(rt, r);
  Value result = Export(rt, e);
  if (rt.exc == nullptr && e != nullptr) DeleteEntry(r.m, e);
  return result;
}
Value PollFirstEntry(Runtime& rt, Value* a) { return Poll(rt, a, false); }
Value PollLastEntry(Runtime& rt, Value* a) { return Poll(rt, a, true); }
template <int kWhich>
Value RelKey(Runtime& rt, Value* a) {
  return KeyOrNull(rt, Relative(rt, Nav(a), a[1].ref, kWhich));
}
template <int kWhich>
Value RelEntry(Runtime& rt, Value* a) {
  return Export(rt, Relative(rt, Nav(a), a[1].ref, kWhich));
}

Value Sub(Runtime& rt, Obj* o) { return rt.exc != nullptr ? Value{} : RefValue(o); }
Value HeadMap(Runtime& rt, Value* a) {
  return Sub(rt, SubMapOf(rt, Nav(a), false, nullptr, true, true, a[1].ref, false));
}
Value HeadMapIncl(Runtime& rt, Value* a) {
  return Sub(rt, SubMapOf(rt, Nav(a), false, nullptr, true, true, a[1].ref, a[2].i != 0));
}
Value TailMap(Runtime& rt, Value* a) {
  return Sub(rt, SubMapOf(rt, Nav(a), true, a[1].ref, true, false, nullptr, true));
}
Value TailMapIncl(Runtime& rt, Value* a) {
  return Sub(rt, SubMapOf(rt, Nav(a), true, a[1].ref, a[2].i != 0, false, nullptr, true));
}
Value SubMap(Runtime& rt, Value* a) {
  return Sub(rt, SubMapOf(rt, Nav(a), true, a[1].ref, true, true, a[2].ref, false));
}
Value SubMapIncl(Runtime& rt, Value* a) {
  return Sub(rt, SubMapOf(rt, Nav(a), true, a[1].ref, a[2].i != 0, true, a[3].ref, a[4].i != 0));
}
Value DescendingMap(Runtime& rt, Value* a) { return Sub(rt, DescendingOf(rt, Nav(a))); }
Value KeySet(Runtime& rt, Value* a) { return ViewOf(rt, Nav(a), kTreeMapKeySetClass); }
Value Values(Runtime& rt, Value* a) { return ViewOf(rt, Nav(a), kTreeMapValuesClass); }
Value EntrySet(Runtime& rt, Value* a) { return ViewOf(rt, Nav(a), kTreeMapEntrySetClass); }
Value DescendingKeySet(Runtime& rt, Value* a) {
  Obj* d = DescendingOf(rt, Nav(a));
  return d == nullptr ? Value{} : ViewOf(rt, d, kTreeMapKeySetClass);
}

// AbstractMap.toString.
Value ToString(Runtime& rt, Value* a) {
  Obj* self = Nav(a);
  std::u16string s = u"{";
  bool first = true;
  bool ok = EachEntry(rt, RangeOf(self), [&](Obj* e) {
    if (!first) s += u", ";
    first = false;
    for (int f : {kKey, kValue}) {
      Obj* x = F(e, f).ref;
      if (x == self) {
        s += u"(this Map)";
      } else {
        rt.AppendJava(s, RefValue(x), kObjectType);
        if (rt.exc != nullptr) return false;
      }
      if (f == kKey) s += u"=";
    }
    return true;
  });
  if (!ok) return Value{};
  s += u"}";
  return StrValue(rt, s);
}
// AbstractMap.equals (a ClassCastException or NullPointerException means "not equal").
Value Equals(Runtime& rt, Value* a) {
  Obj* self = Nav(a);
  Obj* o = a[1].ref;
  if (o == self) return Bool(true);
  if (!IsInstance(rt, o, kMapClass)) return Bool(false);
  Value ov = RefValue(o);
  int32_t osize = CallInterface(rt, g_methods.map_size, &ov, 1).i;
  if (rt.exc != nullptr) return Value{};
  Range r = RangeOf(self);
  if (osize != RangeSize(rt, r)) return Bool(false);
  bool equal = true;
  EachEntry(rt, r, [&](Obj* e) {
    Value args[2] = {ov, F(e, kKey)};
    Value got = CallInterface(rt, g_methods.map_get, args, 2);
    if (rt.exc != nullptr) return false;
    Obj* value = F(e, kValue).ref;
    if (value == nullptr) {
      if (got.ref != nullptr) {
        equal = false;
      } else {
        Value has = CallInterface(rt, g_methods.map_contains_key, args, 2);
        if (rt.exc != nullptr) return false;
        equal = has.i != 0;
      }
    } else {
      equal = rt.JavaEquals(value, got.ref);
    }
    return equal && rt.exc == nullptr;
  });
  return EqualsOutcome(rt, equal);
}
int32_t EntryHash(Runtime& rt, Obj* e) {
  int32_t k = ElementHash(rt, F(e, kKey).ref);
  if (rt.exc != nullptr) return 0;
  return k ^ ElementHash(rt, F(e, kValue).ref);
}
Value HashCode(Runtime& rt, Value* a) {
  uint32_t h = 0;
  bool ok = EachEntry(rt, RangeOf(Nav(a)), [&](Obj* e) {
    h += static_cast<uint32_t>(EntryHash(rt, e));
    return rt.exc == nullptr;
  });
  return ok ? IntValue(static_cast<int32_t>(h)) : Value{};
}

// ---- TreeMap.Entry (and exported snapshots) ----
Value EntryGetKey(Runtime&, Value* a) { return F(a[0].ref, kKey); }
Value EntryGetValue(Runtime&, Value* a) { return F(a[0].ref, kValue); }
Value EntrySetValue(Runtime& rt, Value* a) {
  if (F(a[0].ref, kColor).i == kSnapshot) {
    rt.Throw(kUnsupportedOperationExceptionClass, nullptr);
    return Value{};
  }
  Value old = F(a[0].ref, kValue);
  F(a[0].ref, kValue) = a[1];
  return old;
}
Value EntryToString(Runtime& rt, Value* a) {
  std::u16string s;
  rt.AppendJava(s, F(a[0].ref, kKey), kObjectType);
  if (rt.exc != nullptr) return Value{};
  s += u"=";
  rt.AppendJava(s, F(a[0].ref, kValue), kObjectType);
  if (rt.exc != nullptr) return Value{};
  return StrValue(rt, s);
}
Value EntryHashCode(Runtime& rt, Value* a) { return IntValue(EntryHash(rt, a[0].ref)); }
Value EntryEquals(Runtime& rt, Value* a) {
  Obj* o = a[1].ref;
  if (!IsInstance(rt, o, kMapEntryClass)) return Bool(false);
  Value ov = RefValue(o);
  Value k = CallInterface(rt, g_methods.entry_get_key, &ov, 1);
  if (rt.exc != nullptr) return Value{};
  if (!ElementEquals(rt, F(a[0].ref, kKey).ref, k.ref)) return Bool(false);
  if (rt.exc != nullptr) return Value{};
  Value v = CallInterface(rt, g_methods.entry_get_value, &ov, 1);
  if (rt.exc != nullptr) return Value{};
  return Bool(ElementEquals(rt, F(a[0].ref, kValue).ref, v.ref));
}

}  // namespace

TreeMethods g_tree;

bool SortedComparator(Runtime& rt, Obj* sorted, int method, Value* out) {
  if (sorted == nullptr) {
    rt.ThrowNullPointer();
    return false;
  }
  Value self = RefValue(sorted);
  Value c = CallInterface(rt, method, &self, 1);
  if (rt.exc != nullptr) return false;
  *out = c;
  return true;
}

Value ComparatorOf(Runtime& rt, Obj* nav) {
  Range r = RangeOf(nav);
  Obj* cmp = F(r.m, kComparator).ref;
  if (!r.descending) return RefValue(cmp);
  Value& cached = F(nav, kSubComparator);  // DescendingSubMap's reverseComparator.
  if (cached.ref == nullptr) {
    Obj* reversed = ReverseOrderOf(rt, cmp);
    if (reversed == nullptr) return Value{};
    cached = RefValue(reversed);
  }
  return cached;
}

void DeclareTreeMap(ClassTable& t) {
  Declarer d(t);
  const Type obj = kObjectType;
  const Type entry = Type::Class(kMapEntryClass);
  const Type sorted = Type::Class(kSortedMapClass);
  const Type nav = Type::Class(kNavigableMapClass);
  const Type navset = Type::Class(kNavigableSetClass);
  const Type set = Type::Class(kSetClass);
  const Type collection = Type::Class(kCollectionClass);
  const Type comparator = Type::Class(kComparatorClass);
  bool abstract = true;
  auto m = [&](const char* name, Type ret, std::initializer_list<Type> params, BuiltinFn fn) {
    d.Member(abstract, name, ret, params, fn);
  };
  // SortedMap<K, V> extends Map<K, V>.
  auto sorted_members = [&]() {
    m("comparator", comparator, {}, ComparatorFn);
    d.Sig("Comparator<? super K>", {});
    if (abstract) g_tree.sorted_map_comparator = t.methods.back().id;
    m("firstKey", obj, {}, FirstKey);
    d.Sig("K", {});
    m("lastKey", obj, {}, LastKey);
    d.Sig("K", {});
    m("headMap", sorted, {obj}, HeadMap);
    d.Sig("SortedMap<K,V>", {"K"});
    m("tailMap", sorted, {obj}, TailMap);
    d.Sig("SortedMap<K,V>", {"K"});
    m("subMap", sorted, {obj, obj}, SubMap);
    d.Sig("SortedMap<K,V>", {"K", "K"});
  };
  // NavigableMap<K, V> extends SortedMap<K, V>.
  auto navigable_members = [&]() {
    m("lowerKey", obj, {obj}, RelKey<0>);
    d.Sig("K", {"K"});
    m("floorKey", obj, {obj}, RelKey<1>);
    d.Sig("K", {"K"});
    m("ceilingKey", obj, {obj}, RelKey<2>);
    d.Sig("K", {"K"});
    m("higherKey", obj, {obj}, RelKey<3>);
    d.Sig("K", {"K"});
    m("lowerEntry", entry, {obj}, RelEntry<0>);
    d.Sig("Map.Entry<K,V>", {"K"});
    m("floorEntry", entry, {obj}, RelEntry<1>);
    d.Sig("Map.Entry<K,V>", {"K"});
    m("ceilingEntry", entry, {obj}, RelEntry<2>);
    d.Sig("Map.Entry<K,V>", {"K"});
    m("higherEntry", entry, {obj}, RelEntry<3>);
    d.Sig("Map.Entry<K,V>", {"K"});
    m("firstEntry", entry, {}, FirstEntryFn);
    d.Sig("Map.Entry<K,V>", {});
    m("lastEntry", entry, {}, LastEntryFn);
    d.Sig("Map.Entry<K,V>", {});
    m("pollFirstEntry", entry, {}, PollFirstEntry);
    d.Sig("Map.Entry<K,V>", {});
    m("pollLastEntry", entry, {}, PollLastEntry);
    d.Sig("Map.Entry<K,V>", {});
    m("headMap", nav, {obj, kBooleanType}, HeadMapIncl);
    d.Sig("NavigableMap<K,V>", {"K", "boolean"});
    m("tailMap", nav, {obj, kBooleanType}, TailMapIncl);
    d.Sig("NavigableMap<K,V>", {"K", "boolean"});
    m("subMap", nav, {obj, kBooleanType, obj, kBooleanType}, SubMapIncl);
    d.Sig("NavigableMap<K,V>", {"K", "boolean", "K", "boolean"});
    m("descendingMap", nav, {}, DescendingMap);
    d.Sig("NavigableMap<K,V>", {});
    m("navigableKeySet", navset, {}, KeySet);
    d.Sig("NavigableSet<K>", {});
    m("descendingKeySet", navset, {}, DescendingKeySet);
    d.Sig("NavigableSet<K>", {});
  };
  d.Interface(kSortedMapClass, "SortedMap", kMapClass);
  d.TypeParams("K, V");
  d.Supertypes("", {"Map<K,V>"});
  sorted_members();
  d.Interface(kNavigableMapClass, "NavigableMap", kSortedMapClass);
  d.TypeParams("K, V");
  d.Supertypes("", {"SortedMap<K,V>"});
  navigable_members();

  abstract = false;
  auto map_members = [&]() {
    sorted_members();
    navigable_members();
    m("size", kIntType, {}, Size);
    m("isEmpty", kBooleanType, {}, IsEmpty);
    m("get", obj, {obj}, Get);
    d.Sig("V", {"Object"});
    m("containsKey", kBooleanType, {obj}, ContainsKey);
    m("containsValue", kBooleanType, {obj}, ContainsValue);
    m("put", obj, {obj, obj}, PutFn);
    d.Sig("V", {"K", "V"});
    m("putIfAbsent", obj, {obj, obj}, PutIfAbsent);
    d.Sig("V", {"K", "V"});
    m("remove", obj, {obj}, Remove);
    d.Sig("V", {"Object"});
    m("clear", kVoidType, {}, Clear);
    m("putAll", kVoidType, {Type::Class(kMapClass)}, PutAll);
    d.Sig("void", {"Map<? extends K,? extends V>"});
    m("keySet", set, {}, KeySet);
    d.Sig("Set<K>", {});
    m("values", collection, {}, Values);
    d.Sig("Collection<V>", {});
    m("entrySet", set, {}, EntrySet);
    d.Sig("Set<Map.Entry<K,V>>", {});
    m("toString", kStringType, {}, ToString);
    m("equals", kBooleanType, {obj}, Equals);
    m("hashCode", kIntType, {}, HashCode);
  };
  auto fields = [&](std::initializer_list<std::pair<const char*, Type>> fs) {
    for (const auto& f : fs) d.StateField(f.first, f.second);
  };

  // TreeMap<K, V> implements NavigableMap<K, V>.
  d.Class(kTreeMapClass, "TreeMap", kObjectClass);
  t.classes.back().java_util = true;
  t.classes.back().interfaces = {kNavigableMapClass};
  d.TypeParams("K, V");
  d.Supertypes("", {"NavigableMap<K,V>"});
  fields({{"root", obj},
          {"size", kIntType},
          {"modCount", kIntType},
          {"comparator", obj},
          {"keySet", navset},
          {"values", collection},
          {"entrySet", set}});
  d.Ctor({}, TreeMapInit);
  d.Ctor({comparator}, InitComparator);
  d.Sig("void", {"Comparator<? super K>"});
  d.Ctor({Type::Class(kMapClass)}, InitMap);
  d.Sig("void", {"Map<? extends K,? extends V>"});
  d.Ctor({sorted}, InitSorted);
  d.Sig("void", {"SortedMap<K,? extends V>"});
  map_members();

  // TreeMap.Entry<K, V> implements Map.Entry<K, V>.
  DeclareHiddenClass(d, t, kTreeMapEntryClass, "TreeMap.Entry", "TreeMap$Entry", kTreeMapClass,
                     {kMapEntryClass});
  fields({{"key", obj},
          {"value", obj},
          {"left", obj},
          {"right", obj},
          {"parent", obj},
          {"color", kIntType}});
  d.M("getKey", obj, {}, EntryGetKey);
  d.M("getValue", obj, {}, EntryGetValue);
  d.M("setValue", obj, {obj}, EntrySetValue);
  d.M("toString", kStringType, {}, EntryToString);
  d.M("equals", kBooleanType, {obj}, EntryEquals);
  d.M("hashCode", kIntType, {}, EntryHashCode);

  // TreeMap.NavigableSubMap<K, V> (the JDK's AscendingSubMap and DescendingSubMap).
  DeclareHiddenClass(d, t, kTreeSubMapClass, "TreeMap.NavigableSubMap", "TreeMap$NavigableSubMap",
                     kTreeMapClass, {kNavigableMapClass});
  d.TypeParams("K, V");
  d.Supertypes("", {"NavigableMap<K,V>"});
  fields({{"m", Type::Class(kTreeMapClass)},
          {"fromStart", kIntType},
          {"lo", obj},
          {"loInclusive", kIntType},
          {"toEnd", kIntType},
          {"hi", obj},
          {"hiInclusive", kIntType},
          {"descending", kIntType},
          {"keySet", navset},
          {"values", collection},
          {"entrySet", set},
          {"reverseComparator", comparator}});
  map_members();
}

}  // namespace aprgrid::lang::stdlib::tree
