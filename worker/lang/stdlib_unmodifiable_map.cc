// Collections.unmodifiableMap as Java 17 declares it: a live view of the map whose reads go to
// the map and whose put, remove, clear, putAll and putIfAbsent throw UnsupportedOperationException
// whatever the argument; its keySet() and values() are unmodifiableSet/unmodifiableCollection of
// the map's views, its entrySet() an UnmodifiableEntrySet whose iterator hands out
// UnmodifiableEntry wrappers (setValue throws); each view is made once per wrapper. A map that
// is already an UnmodifiableMap is returned as it is.
#include "worker/lang/stdlib_collections.h"
#include "worker/lang/stdlib_declarer.h"
#include "worker/lang/stdlib_impl.h"
#include "worker/lang/stdlib_members.h"
#include "worker/lang/stdlib_wrapped.h"

namespace aprgrid::lang::stdlib {
namespace {

Value Bool(bool b) { return IntValue(b ? 1 : 0); }
Value& F(Obj* o, int s) { return FieldsOf(o)[s]; }

// The wrapper's fields: the map, then its three views (null until first asked for).
constexpr int kMap = 0, kKeySet = 1, kValues = 2, kEntrySet = 3;
// The entry set, its iterator and the entries hold what they wrap (stdlib_wrapped.h), as the
// map wrapper holds the map (kMap).
using wrapped::Call;
using wrapped::Unsupported;

struct Methods {
  int map_is_empty = -1, map_contains_value = -1, map_key_set = -1, map_values = -1,
      map_get_or_default = -1, set_is_empty = -1, unmodifiable_set = -1,
      unmodifiable_collection = -1;
};
Methods g_m;

// ---- UnmodifiableMap ----
Value MSize(Runtime& rt, Value* a) { return Call(rt, g_methods.map_size, a, 1); }
Value MIsEmpty(Runtime& rt, Value* a) { return Call(rt, g_m.map_is_empty, a, 1); }
Value MGet(Runtime& rt, Value* a) { return Call(rt, g_methods.map_get, a, 2); }
Value MContainsKey(Runtime& rt, Value* a) { return Call(rt, g_methods.map_contains_key, a, 2); }
Value MContainsValue(Runtime& rt, Value* a) { return Call(rt, g_m.map_contains_value, a, 2); }
Value MGetOrDefault(Runtime& rt, Value* a) { return Call(rt, g_m.map_get_or_default, a, 3); }
// A view made on first use: the map's view (method `view`) wrapped by the static `wrap`, or in
// an UnmodifiableEntrySet when `wrap` is -1.
Value View(Runtime& rt, Value* a, int slot, int view, int wrap) {
  Obj* self = a[0].ref;
  if (F(self, slot).ref != nullptr) return F(self, slot);
  Value inner = Call(rt, view, a, 1);
  if (rt.exc != nullptr) return Value{};
  Value wrapped;
  if (wrap >= 0) {
    wrapped = rt.ct.method(wrap).builtin(rt, &inner);
  } else if (inner.ref == nullptr) {
    rt.ThrowNullPointer();
  } else {
    wrapped = stdlib::wrapped::New(rt, kUnmodifiableEntrySetClass, inner);
  }
  if (rt.exc != nullptr) return Value{};
  F(self, slot) = wrapped;
  return wrapped;
}
Value MKeySet(Runtime& rt, Value* a) {
  return View(rt, a, kKeySet, g_m.map_key_set, g_m.unmodifiable_set);
}
Value MValues(Runtime& rt, Value* a) {
  return View(rt, a, kValues, g_m.map_values, g_m.unmodifiable_collection);
}
Value MEntrySet(Runtime& rt, Value* a) {
  return View(rt, a, kEntrySet, g_methods.map_entry_set, -1);
}

// ---- UnmodifiableEntrySet, its iterator and entries ----
Value ESize(Runtime& rt, Value* a) { return Call(rt, g_methods.collection_size, a, 1); }
Value EIsEmpty(Runtime& rt, Value* a) { return Call(rt, g_m.set_is_empty, a, 1); }
Value EContains(Runtime& rt, Value* a) {  // Only a Map.Entry can be contained.
  if (!IsInstance(rt, a[1].ref, kMapEntryClass)) return Bool(false);
  return Call(rt, g_methods.collection_contains, a, 2);
}
Value EIterator(Runtime& rt, Value* a) {
  return wrapped::CallAndWrap(rt, g_methods.iterable_iterator, a, kUnmodifiableEntryIteratorClass);
}
Value ItHasNext(Runtime& rt, Value* a) { return Call(rt, g_methods.iterator_has_next, a, 1); }
Value ItNext(Runtime& rt, Value* a) {
  return wrapped::CallAndWrap(rt, g_methods.iterator_next, a, kUnmodifiableEntryClass);
}
Value EntryGetKey(Runtime& rt, Value* a) { return Call(rt, g_methods.entry_get_key, a, 1); }
Value EntryGetValue(Runtime& rt, Value* a) { return Call(rt, g_methods.entry_get_value, a, 1); }
// equals(o): o is a Map.Entry whose key and value equal the wrapped entry's (Objects.equals).
Value EntryEquals(Runtime& rt, Value* a) {
  Obj* o = a[1].ref;
  if (o == a[0].ref) return Bool(true);
  if (!IsInstance(rt, o, kMapEntryClass)) return Bool(false);
  Value other = RefValue(o);
  Value k1 = EntryGetKey(rt, a);
  if (rt.exc != nullptr) return Value{};
  Value k2 = CallInterface(rt, g_methods.entry_get_key, &other, 1);
  if (rt.exc != nullptr) return Value{};
  const bool keys = k1.ref == nullptr ? k2.ref == nullptr : rt.JavaEquals(k1.ref, k2.ref);
  if (rt.exc != nullptr) return Value{};
  if (!keys) return Bool(false);
  Value v1 = EntryGetValue(rt, a);
  if (rt.exc != nullptr) return Value{};
  Value v2 = CallInterface(rt, g_methods.entry_get_value, &other, 1);
  if (rt.exc != nullptr) return Value{};
  const bool values = v1.ref == nullptr ? v2.ref == nullptr : rt.JavaEquals(v1.ref, v2.ref);
  return rt.exc != nullptr ? Value{} : Bool(values);
}

// Collections.unmodifiableMap(m).
static_assert(kMap == wrapped::kWrapped, "the map wrapper holds the map where WrapOnce puts it");
Value UnmodifiableMap(Runtime& rt, Value* a) {
  return wrapped::WrapOnce(rt, a[0].ref, kUnmodifiableMapClass);
}

}  // namespace

void DeclareUnmodifiableMap(ClassTable& t) {
  Declarer d(t);
  const Type obj = kObjectType;
  g_m.map_is_empty = DeclaredMethod(t, kMapClass, "isEmpty", 0);
  g_m.map_contains_value = DeclaredMethod(t, kMapClass, "containsValue", 1);
  g_m.map_key_set = DeclaredMethod(t, kMapClass, "keySet", 0);
  g_m.map_values = DeclaredMethod(t, kMapClass, "values", 0);
  g_m.map_get_or_default = DeclaredMethod(t, kMapClass, "getOrDefault", 2);
  g_m.set_is_empty = DeclaredMethod(t, kCollectionClass, "isEmpty", 0);
  g_m.unmodifiable_set = DeclaredMethod(t, kCollectionsClass, "unmodifiableSet", 1);
  g_m.unmodifiable_collection = DeclaredMethod(t, kCollectionsClass, "unmodifiableCollection", 1);

  DeclareHiddenClass(d, t, kUnmodifiableMapClass, "Collections.UnmodifiableMap",
                     "Collections$UnmodifiableMap", kCollectionsClass, {kMapClass});
  d.StateField("m", Type::Class(kMapClass));
  d.StateField("keySet", Type::Class(kSetClass));
  d.StateField("values", Type::Class(kCollectionClass));
  d.StateField("entrySet", Type::Class(kSetClass));
  DeclareMapMembers(
      d, {MSize, MIsEmpty, MGet, Unsupported, Unsupported, MContainsKey, MContainsValue,
          Unsupported, MKeySet, MValues, MEntrySet, Unsupported, MGetOrDefault, Unsupported,
          wrapped::ToString, wrapped::Equals, wrapped::HashCode});

  DeclareHiddenClass(
      d, t, kUnmodifiableEntrySetClass, "Collections.UnmodifiableMap.UnmodifiableEntrySet",
      "Collections$UnmodifiableMap$UnmodifiableEntrySet", kCollectionsClass, {kSetClass});
  d.StateField("c", Type::Class(kCollectionClass));
  DeclareCollectionMembers(d, {ESize, EIsEmpty, EContains, EIterator, Unsupported, Unsupported,
                               Unsupported, Unsupported, wrapped::ToString});
  d.M("equals", kBooleanType, {obj}, wrapped::Equals);
  d.M("hashCode", kIntType, {}, wrapped::HashCode);

  DeclareHiddenClass(
      d, t, kUnmodifiableEntryIteratorClass, "Collections.UnmodifiableMap.UnmodifiableEntrySet.1",
      "Collections$UnmodifiableMap$UnmodifiableEntrySet$1", kCollectionsClass, {kIteratorClass});
  d.StateField("i", Type::Class(kIteratorClass));
  d.M("hasNext", kBooleanType, {}, ItHasNext);
  d.M("next", obj, {}, ItNext);
  d.M("remove", kVoidType, {}, Unsupported);

  DeclareHiddenClass(d, t, kUnmodifiableEntryClass,
                     "Collections.UnmodifiableMap.UnmodifiableEntrySet.UnmodifiableEntry",
                     "Collections$UnmodifiableMap$UnmodifiableEntrySet$UnmodifiableEntry",
                     kCollectionsClass, {kMapEntryClass});
  d.StateField("e", Type::Class(kMapEntryClass));
  d.M("getKey", obj, {}, EntryGetKey);
  d.M("getValue", obj, {}, EntryGetValue);
  d.M("setValue", obj, {obj}, Unsupported);
  d.M("equals", kBooleanType, {obj}, EntryEquals);
  d.M("hashCode", kIntType, {}, wrapped::HashCode);
  d.M("toString", kStringType, {}, wrapped::ToString);

  d.Reopen(kCollectionsClass);
  d.S("unmodifiableMap", Type::Class(kMapClass), {Type::Class(kMapClass)}, UnmodifiableMap);
  d.Sig("<K, V> Map<K,V>", {"Map<? extends K,? extends V>"});
}

}  // namespace aprgrid::lang::stdlib
