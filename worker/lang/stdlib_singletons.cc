// Collections' immutable one-element and n-copies collections as Java 17's
// java.util.Collections: singletonList, singleton (a Set), singletonMap and nCopies, with what
// their classes inherit from AbstractList/AbstractSet/AbstractMap: add/set/put throw
// UnsupportedOperationException; remove(o) and clear() go through the iterator, whose remove
// throws UnsupportedOperationException (nCopies' AbstractList.Itr IllegalStateException before
// the first next), so they throw only when there is something to remove; get's
// IndexOutOfBoundsException messages are the JDK's; equals/hashCode/toString as List, Set, Map.
#include <string>

#include "worker/lang/stdlib_collections.h"
#include "worker/lang/stdlib_declarer.h"
#include "worker/lang/stdlib_impl.h"
#include "worker/lang/stdlib_members.h"
#include "worker/lang/stdlib_treemap.h"

namespace aprgrid::lang::stdlib {
namespace {

Value Bool(bool b) { return IntValue(b ? 1 : 0); }
Value& F(Obj* o, int s) { return FieldsOf(o)[s]; }

// SingletonList, SingletonSet and CopiesList: the element and the size (1 for the singletons).
constexpr int kElement = 0, kCount = 1;
// SingletonMap: the key and the value.
constexpr int kKey = 0, kValue = 1;
// The iterator: the element, how many are left, how many were returned, and whether remove is
// AbstractList.Itr's (IllegalStateException before next, then UnsupportedOperationException).
constexpr int kItElement = 0, kItLeft = 1, kItReturned = 2, kItListItr = 3;

Value Throw(Runtime& rt, int cls, const char* message) {
  rt.Throw(cls, message);
  return Value{};
}
Value Unsupported(Runtime& rt, Value*) {
  return Throw(rt, kUnsupportedOperationExceptionClass, nullptr);
}
Obj* Self(Value* a) { return a[0].ref; }
int32_t Count(Value* a) { return F(Self(a), kCount).i; }
Obj* Element(Value* a) { return F(Self(a), kElement).ref; }

Value NewIterator(Runtime& rt, Obj* element, int32_t n, bool list_itr) {
  Obj* it = rt.NewInstance(kSingletonIteratorClass);
  if (it == nullptr) return Value{};
  F(it, kItElement) = RefValue(element);
  F(it, kItLeft) = IntValue(n);
  F(it, kItListItr) = Bool(list_itr);
  return RefValue(it);
}
Value ItHasNext(Runtime&, Value* a) { return Bool(F(Self(a), kItLeft).i > 0); }
Value ItNext(Runtime& rt, Value* a) {
  Obj* it = Self(a);
  if (F(it, kItLeft).i <= 0) return Throw(rt, kNoSuchElementExceptionClass, nullptr);
  F(it, kItLeft).i--;
  F(it, kItReturned).i++;
  return F(it, kItElement);
}
Value ItRemove(Runtime& rt, Value* a) {
  Obj* it = Self(a);
  if (F(it, kItListItr).i && F(it, kItReturned).i == 0)
    return Throw(rt, kIllegalStateExceptionClass, nullptr);
  return Unsupported(rt, a);
}

// ---- SingletonList, SingletonSet, CopiesList ----
Value Size(Runtime&, Value* a) { return IntValue(Count(a)); }
Value IsEmpty(Runtime&, Value* a) { return Bool(Count(a) == 0); }
Value Contains(Runtime& rt, Value* a) {
  if (Count(a) == 0) return Bool(false);
  bool eq = ElementEquals(rt, a[1].ref, Element(a));
  return rt.exc != nullptr ? Value{} : Bool(eq);
}
Value Iterator(Runtime& rt, Value* a) {
  return NewIterator(rt, Element(a), Count(a), Self(a)->cls == kCopiesListClass);
}
// AbstractCollection.remove(o) and clear(): the iterator's remove on a match (on any element).
Value RemoveObject(Runtime& rt, Value* a) {
  Value found = Contains(rt, a);
  if (rt.exc != nullptr || !found.i) return found;
  return Unsupported(rt, a);
}
Value Clear(Runtime& rt, Value* a) { return Count(a) == 0 ? Value{} : Unsupported(rt, a); }
// AbstractCollection.addAll: add(e) per element, so only a non-empty argument throws.
Value AddAll(Runtime& rt, Value* a) {
  bool any = false;
  IterateJava(rt, a[1].ref, [&](Obj*) {
    any = true;
    return false;
  });
  if (rt.exc != nullptr) return Value{};
  return any ? Unsupported(rt, a) : Bool(false);
}
Value Get(Runtime& rt, Value* a) {
  const int32_t i = a[1].i, n = Count(a);
  if (i < 0 || i >= n) {
    const std::string m = "Index: " + std::to_string(i) + ", Size: " + std::to_string(n);
    rt.Throw(kIndexOutOfBoundsExceptionClass, m);
    return Value{};
  }
  return RefValue(Element(a));
}
Value IndexOf(Runtime& rt, Value* a) {
  Value c = Contains(rt, a);
  return rt.exc != nullptr ? Value{} : IntValue(c.i ? 0 : -1);
}
Value LastIndexOf(Runtime& rt, Value* a) {
  Value c = Contains(rt, a);
  return rt.exc != nullptr ? Value{} : IntValue(c.i ? Count(a) - 1 : -1);
}
Value Nothing(Runtime&, Value*) { return Value{}; }
// AbstractList.equals: a List with equal elements in order.
Value ListEquals(Runtime& rt, Value* a) {
  Obj* o = a[1].ref;
  if (o == Self(a)) return Bool(true);
  if (!IsInstance(rt, o, kListClass)) return Bool(false);
  const int32_t n = Count(a);
  int32_t i = 0;
  bool equal = true;
  IterateJava(rt, o, [&](Obj* x) {
    equal = i < n && ElementEquals(rt, Element(a), x);
    ++i;
    return equal && rt.exc == nullptr;
  });
  if (rt.exc != nullptr) return Value{};
  return Bool(equal && i == n);
}
Value ListHashCode(Runtime& rt, Value* a) {
  const int32_t e = ElementHash(rt, Element(a));
  if (rt.exc != nullptr) return Value{};
  uint32_t h = 1;
  for (int32_t i = 0; i < Count(a); ++i) {
    if (!rt.Charge(1)) return Value{};
    h = 31 * h + static_cast<uint32_t>(e);
  }
  return IntValue(static_cast<int32_t>(h));
}

Value New(Runtime& rt, int cls, Value first, Value second) {
  Obj* o = rt.NewInstance(cls);
  if (o == nullptr) return Value{};
  F(o, 0) = first;
  F(o, 1) = second;
  return RefValue(o);
}
Value SingletonList(Runtime& rt, Value* a) {
  return New(rt, kSingletonListClass, a[0], IntValue(1));
}
Value Singleton(Runtime& rt, Value* a) { return New(rt, kSingletonSetClass, a[0], IntValue(1)); }
Value SingletonMap(Runtime& rt, Value* a) { return New(rt, kSingletonMapClass, a[0], a[1]); }
Value NCopies(Runtime& rt, Value* a) {
  if (a[0].i < 0) {
    rt.Throw(kIllegalArgumentExceptionClass, "List length = " + std::to_string(a[0].i));
    return Value{};
  }
  return New(rt, kCopiesListClass, a[1], a[0]);
}

// ---- SingletonMap ----
Obj* Key(Value* a) { return F(Self(a), kKey).ref; }
Value MapValue(Value* a) { return F(Self(a), kValue); }
Value One(Runtime&, Value*) { return IntValue(1); }
Value False(Runtime&, Value*) { return Bool(false); }
Value ContainsKey(Runtime& rt, Value* a) {
  bool eq = ElementEquals(rt, a[1].ref, Key(a));
  return rt.exc != nullptr ? Value{} : Bool(eq);
}
Value ContainsValue(Runtime& rt, Value* a) {
  bool eq = ElementEquals(rt, a[1].ref, MapValue(a).ref);
  return rt.exc != nullptr ? Value{} : Bool(eq);
}
Value MapGet(Runtime& rt, Value* a) {
  Value has = ContainsKey(rt, a);
  if (rt.exc != nullptr) return Value{};
  return has.i ? MapValue(a) : RefValue(nullptr);
}
Value MapGetOrDefault(Runtime& rt, Value* a) {
  Value has = ContainsKey(rt, a);
  if (rt.exc != nullptr) return Value{};
  return has.i ? MapValue(a) : a[2];
}
// AbstractMap.remove(k) and clear(): the entry set's iterator removes, which throws.
Value MapRemove(Runtime& rt, Value* a) {
  Value has = ContainsKey(rt, a);
  if (rt.exc != nullptr) return Value{};
  return has.i ? Unsupported(rt, a) : RefValue(nullptr);
}
Value MapClear(Runtime& rt, Value* a) { return Unsupported(rt, a); }
Value MapPutAll(Runtime& rt, Value* a) {
  if (a[1].ref == nullptr) return Throw(rt, kNullPointerExceptionClass, nullptr);
  Value entries = CallInterface(rt, g_methods.map_entry_set, &a[1], 1);
  if (rt.exc != nullptr) return Value{};
  Value args[2] = {a[0], entries};  // AbstractMap.putAll: put(k, v) per entry throws.
  AddAll(rt, args);
  return Value{};
}
Value KeySet(Runtime& rt, Value* a) {
  return New(rt, kSingletonSetClass, RefValue(Key(a)), IntValue(1));
}
Value Values(Runtime& rt, Value* a) {
  return New(rt, kSingletonSetClass, MapValue(a), IntValue(1));
}
// entrySet(): singleton(new SimpleImmutableEntry(k, v)), an immutable TreeMap.Entry snapshot here.
Value EntrySet(Runtime& rt, Value* a) {
  Obj* e = rt.NewInstance(kTreeMapEntryClass);
  if (e == nullptr) return Value{};
  F(e, tree::kKey) = RefValue(Key(a));
  F(e, tree::kValue) = MapValue(a);
  F(e, tree::kColor) = IntValue(tree::kSnapshot);
  return New(rt, kSingletonSetClass, RefValue(e), IntValue(1));
}
// AbstractMap.toString: {k=v}, "(this Map)" for the map itself.
Value MapToString(Runtime& rt, Value* a) {
  std::u16string s = u"{";
  const Value parts[2] = {RefValue(Key(a)), MapValue(a)};
  for (int i = 0; i < 2; ++i) {
    if (i == 1) s += u"=";
    if (parts[i].ref == Self(a)) {
      s += u"(this Map)";
    } else {
      rt.AppendJava(s, parts[i], kObjectType);
      if (rt.exc != nullptr) return Value{};
    }
  }
  s += u"}";
  return StrValue(rt, s);
}
Value MapHashCode(Runtime& rt, Value* a) {
  const int32_t k = ElementHash(rt, Key(a));
  if (rt.exc != nullptr) return Value{};
  const int32_t v = ElementHash(rt, MapValue(a).ref);
  return rt.exc != nullptr ? Value{} : IntValue(k ^ v);
}
// AbstractMap.equals: a Map of one entry with an equal value for the key (ClassCastException or
// NullPointerException from the other map mean unequal).
Value MapEquals(Runtime& rt, Value* a) {
  Obj* o = a[1].ref;
  if (o == Self(a)) return Bool(true);
  if (!IsInstance(rt, o, kMapClass)) return Bool(false);
  Value ov = RefValue(o);
  int32_t size = CallInterface(rt, g_methods.map_size, &ov, 1).i;
  if (rt.exc != nullptr) return Value{};
  if (size != 1) return Bool(false);
  Value args[2] = {ov, RefValue(Key(a))};
  bool equal = false;
  Value got = CallInterface(rt, g_methods.map_get, args, 2);
  if (rt.exc == nullptr) {
    if (MapValue(a).ref == nullptr) {
      equal = got.ref == nullptr;
      if (equal) equal = CallInterface(rt, g_methods.map_contains_key, args, 2).i != 0;
    } else {
      equal = rt.JavaEquals(MapValue(a).ref, got.ref);
    }
  }
  return EqualsOutcome(rt, equal);
}

}  // namespace

void DeclareCollectionsSingletons(ClassTable& t) {
  Declarer d(t);
  const Type obj = kObjectType;
  const Type list = Type::Class(kListClass);
  const Type set = Type::Class(kSetClass);
  const Type map = Type::Class(kMapClass);

  // The Collection members of SingletonList, SingletonSet and CopiesList.
  auto collection_members = [&](int16_t id, const char* name, const char* binary, int16_t iface) {
    DeclareHiddenClass(d, t, id, name, binary, kCollectionsClass, {iface});
    d.StateField("element", obj);
    d.StateField("n", kIntType);
    DeclareCollectionMembers(d, {Size, IsEmpty, Contains, Iterator, Unsupported, RemoveObject,
                                 AddAll, Clear, CollectionToString});
  };
  // sort: a singleton list's does nothing; List.sort's default sets each element back, which
  // throws unless the list is empty.
  auto list_members = [&](BuiltinFn sort) {
    DeclareListMembers(d, {Get, Unsupported, Unsupported, Unsupported, IndexOf, LastIndexOf, sort,
                           ListEquals, ListHashCode});
  };
  collection_members(kSingletonListClass, "Collections.SingletonList", "Collections$SingletonList",
                     kListClass);
  list_members(Nothing);
  collection_members(kSingletonSetClass, "Collections.SingletonSet", "Collections$SingletonSet",
                     kSetClass);
  d.M("equals", kBooleanType, {obj}, AbstractSetEquals);
  d.M("hashCode", kIntType, {}, AbstractSetHashCode);
  collection_members(kCopiesListClass, "Collections.CopiesList", "Collections$CopiesList",
                     kListClass);
  list_members(Unsupported);

  DeclareHiddenClass(d, t, kSingletonMapClass, "Collections.SingletonMap",
                     "Collections$SingletonMap", kCollectionsClass, {kMapClass});
  d.StateField("k", obj);
  d.StateField("v", obj);
  DeclareMapMembers(d, {One, False, MapGet, Unsupported, MapRemove, ContainsKey, ContainsValue,
                        MapClear, KeySet, Values, EntrySet, MapPutAll, MapGetOrDefault, Unsupported,
                        MapToString, MapEquals, MapHashCode});

  DeclareHiddenClass(d, t, kSingletonIteratorClass, "Collections.SingletonIterator",
                     "Collections$1", kCollectionsClass, {kIteratorClass});
  d.StateField("element", obj);
  d.StateField("left", kIntType);
  d.StateField("returned", kIntType);
  d.StateField("listItr", kIntType);
  d.M("hasNext", kBooleanType, {}, ItHasNext);
  d.M("next", obj, {}, ItNext);
  d.M("remove", kVoidType, {}, ItRemove);

  d.Reopen(kCollectionsClass);
  d.S("singletonList", list, {obj}, SingletonList);
  d.Sig("<T> List<T>", {"T"});
  d.S("singleton", set, {obj}, Singleton);
  d.Sig("<T> Set<T>", {"T"});
  d.S("singletonMap", map, {obj, obj}, SingletonMap);
  d.Sig("<K, V> Map<K,V>", {"K", "V"});
  d.S("nCopies", list, {kIntType, obj}, NCopies);
  d.Sig("<T> List<T>", {"int", "T"});
}

}  // namespace aprgrid::lang::stdlib
