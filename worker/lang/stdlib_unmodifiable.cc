// Collections' wrappers and immutable collections as Java 17's java.util.Collections declares
// them: unmodifiableCollection/Set/List (views over the given collection whose mutators, and
// whose iterators' remove, throw UnsupportedOperationException; toString, and for sets and lists
// equals/hashCode, are the wrapped collection's), emptyList/emptySet/emptyMap (AbstractList's,
// AbstractSet's and AbstractMap's behaviour where the JDK's classes inherit it: remove(Object) and
// clear() of an empty collection do nothing, add throws), and the statics fill and addAll.
#include <string>

#include "worker/lang/stdlib_collections.h"
#include "worker/lang/stdlib_declarer.h"
#include "worker/lang/stdlib_impl.h"
#include "worker/lang/stdlib_members.h"
#include "worker/lang/stdlib_wrapped.h"

namespace aprgrid::lang::stdlib {
namespace {

Value Bool(bool b) { return IntValue(b ? 1 : 0); }
Value Null() { return RefValue(nullptr); }

// Interface methods the wrappers call on the wrapped objects.
struct Methods {
  int is_empty = -1, add = -1, list_get = -1, list_set = -1, index_of = -1, last_index_of = -1,
      map_is_empty = -1;
};
Methods g_m;

// The unmodifiable views and their iterator hold what they wrap (stdlib_wrapped.h).
using wrapped::Call;
using wrapped::Unsupported;

// ---- The unmodifiable views ----
Value USize(Runtime& rt, Value* a) { return Call(rt, g_methods.collection_size, a, 1); }
Value UIsEmpty(Runtime& rt, Value* a) { return Call(rt, g_m.is_empty, a, 1); }
Value UContains(Runtime& rt, Value* a) { return Call(rt, g_methods.collection_contains, a, 2); }
Value UIterator(Runtime& rt, Value* a) {
  return wrapped::CallAndWrap(rt, g_methods.iterable_iterator, a, kUnmodifiableIteratorClass);
}
Value UGet(Runtime& rt, Value* a) { return Call(rt, g_m.list_get, a, 2); }
Value UIndexOf(Runtime& rt, Value* a) { return Call(rt, g_m.index_of, a, 2); }
Value ULastIndexOf(Runtime& rt, Value* a) { return Call(rt, g_m.last_index_of, a, 2); }
Value UItHasNext(Runtime& rt, Value* a) { return Call(rt, g_methods.iterator_has_next, a, 1); }
Value UItNext(Runtime& rt, Value* a) { return Call(rt, g_methods.iterator_next, a, 1); }

// Collections.unmodifiableX(c): NullPointerException for null; an object of exactly the wrapper's
// class is returned as it is.
using wrapped::WrapOnce;
Value UnmodifiableCollection(Runtime& rt, Value* a) {
  return WrapOnce(rt, a[0].ref, kUnmodifiableCollectionClass);
}
Value UnmodifiableSet(Runtime& rt, Value* a) {
  return WrapOnce(rt, a[0].ref, kUnmodifiableSetClass);
}
Value UnmodifiableList(Runtime& rt, Value* a) {
  return WrapOnce(rt, a[0].ref, kUnmodifiableListClass);
}

// ---- The empty collections ----
Value New(Runtime& rt, int cls) {
  Obj* o = rt.NewInstance(cls);
  return o == nullptr ? Value{} : RefValue(o);
}
Value EmptyList(Runtime& rt, Value*) { return New(rt, kEmptyListClass); }
Value EmptySet(Runtime& rt, Value*) { return New(rt, kEmptySetClass); }
Value EmptyMap(Runtime& rt, Value*) { return New(rt, kEmptyMapClass); }
Value EmptyIterator(Runtime& rt, Value*) { return New(rt, kEmptyIteratorClass); }
Value Zero(Runtime&, Value*) { return IntValue(0); }
Value One(Runtime&, Value*) { return IntValue(1); }
Value True(Runtime&, Value*) { return Bool(true); }
Value False(Runtime&, Value*) { return Bool(false); }
Value Minus1(Runtime&, Value*) { return IntValue(-1); }
Value NullFn(Runtime&, Value*) { return Null(); }
Value Nothing(Runtime&, Value*) { return Value{}; }
Value EmptyListString(Runtime& rt, Value*) { return StrValue(rt, u"[]"); }
Value EmptyMapString(Runtime& rt, Value*) { return StrValue(rt, u"{}"); }
// EmptyList.get: IndexOutOfBoundsException "Index: i".
Value EmptyGet(Runtime& rt, Value* a) {
  rt.Throw(kIndexOutOfBoundsExceptionClass, "Index: " + std::to_string(a[1].i));
  return Value{};
}
// AbstractCollection.addAll: add(e) per element, so only a non-empty argument throws.
Value EmptyAddAll(Runtime& rt, Value* a) {
  if (a[1].ref == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  Value is_empty = CallInterface(rt, g_m.is_empty, &a[1], 1);
  if (rt.exc != nullptr) return Value{};
  return is_empty.i ? Bool(false) : Unsupported(rt, a);
}
// EmptyList.equals: (o instanceof List) && ((List) o).isEmpty(); EmptySet's (AbstractSet):
// a Set of the same size; EmptyMap's: (o instanceof Map) && ((Map) o).isEmpty().
Value EmptyEquals(Runtime& rt, Value* a, int iface, int is_empty) {
  if (a[1].ref == a[0].ref) return Bool(true);
  if (!IsInstance(rt, a[1].ref, iface)) return Bool(false);
  Value r = CallInterface(rt, is_empty, &a[1], 1);
  return rt.exc != nullptr ? Value{} : Bool(iface == kSetClass ? r.i == 0 : r.i != 0);
}
Value EmptyListEquals(Runtime& rt, Value* a) {
  return EmptyEquals(rt, a, kListClass, g_m.is_empty);
}
Value EmptySetEquals(Runtime& rt, Value* a) {
  return EmptyEquals(rt, a, kSetClass, g_methods.collection_size);
}
Value EmptyMapEquals(Runtime& rt, Value* a) {
  return EmptyEquals(rt, a, kMapClass, g_m.map_is_empty);
}
Value EmptyIteratorNext(Runtime& rt, Value*) {
  rt.Throw(kNoSuchElementExceptionClass, nullptr);
  return Value{};
}
Value EmptyIteratorRemove(Runtime& rt, Value*) {
  rt.Throw(kIllegalStateExceptionClass, nullptr);
  return Value{};
}
Value Arg2(Runtime&, Value* a) { return a[2]; }  // getOrDefault(k, defaultValue)
// AbstractMap.putAll: put(k, v) for each entry of m.entrySet(), so only a non-empty m throws.
Value EmptyMapPutAll(Runtime& rt, Value* a) {
  if (a[1].ref == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  Value entries = CallInterface(rt, g_methods.map_entry_set, &a[1], 1);
  if (rt.exc != nullptr) return Value{};
  IterateJava(rt, entries.ref, [&](Obj*) {
    Unsupported(rt, a);
    return false;
  });
  return Value{};
}

// ---- Statics ----
// fill(list, obj): list.set(i, obj) for each index.
Value Fill(Runtime& rt, Value* a) {
  Obj* list = a[0].ref;
  if (list == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  int32_t n = CallInterface(rt, g_methods.collection_size, &a[0], 1).i;
  for (int32_t i = 0; i < n && rt.exc == nullptr; ++i) {
    Value args[3] = {a[0], IntValue(i), a[1]};
    if (!rt.Charge(1)) return Value{};
    CallInterface(rt, g_m.list_set, args, 3);
  }
  return Value{};
}
// addAll(c, elements...): result |= c.add(e) for each element.
Value AddAll(Runtime& rt, Value* a) {
  if (a[1].ref == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  bool result = false;
  for (int32_t i = 0; i < a[1].ref->len; ++i) {
    if (a[0].ref == nullptr) {
      rt.ThrowNullPointer();
      return Value{};
    }
    Value args[2] = {a[0], ElementsOf(a[1].ref)[i]};
    Value r = CallInterface(rt, g_m.add, args, 2);
    if (rt.exc != nullptr) return Value{};
    result |= r.i != 0;
  }
  return Bool(result);
}

}  // namespace

void DeclareCollectionsStatics(ClassTable& t) {
  Declarer d(t);
  const Type obj = kObjectType;
  const Type iterator = Type::Class(kIteratorClass);
  const Type collection = Type::Class(kCollectionClass);
  const Type list = Type::Class(kListClass);
  const Type set = Type::Class(kSetClass);
  const Type map = Type::Class(kMapClass);
  g_m.is_empty = DeclaredMethod(t, kCollectionClass, "isEmpty", 0);
  g_m.add = DeclaredMethod(t, kCollectionClass, "add", 1);
  g_m.list_get = DeclaredMethod(t, kListClass, "get", 1);
  g_m.list_set = DeclaredMethod(t, kListClass, "set", 2);
  g_m.index_of = DeclaredMethod(t, kListClass, "indexOf", 1);
  g_m.last_index_of = DeclaredMethod(t, kListClass, "lastIndexOf", 1);
  g_m.map_is_empty = DeclaredMethod(t, kMapClass, "isEmpty", 0);

  // The Collection members every unmodifiable view has; the mutators throw.
  auto unmodifiable = [&](int16_t id, const char* name, const char* binary, int16_t iface) {
    DeclareHiddenClass(d, t, id, name, binary, kCollectionsClass, {iface});
    d.StateField("c", collection);
    DeclareCollectionMembers(d, {USize, UIsEmpty, UContains, UIterator, Unsupported, Unsupported,
                                 Unsupported, Unsupported, wrapped::ToString});
  };
  unmodifiable(kUnmodifiableCollectionClass, "Collections.UnmodifiableCollection",
               "Collections$UnmodifiableCollection", kCollectionClass);
  unmodifiable(kUnmodifiableSetClass, "Collections.UnmodifiableSet", "Collections$UnmodifiableSet",
               kSetClass);
  d.M("equals", kBooleanType, {obj}, wrapped::Equals);
  d.M("hashCode", kIntType, {}, wrapped::HashCode);
  unmodifiable(kUnmodifiableListClass, "Collections.UnmodifiableList",
               "Collections$UnmodifiableList", kListClass);
  DeclareListMembers(d, {UGet, Unsupported, Unsupported, Unsupported, UIndexOf, ULastIndexOf,
                         Unsupported, wrapped::Equals, wrapped::HashCode});
  DeclareHiddenClass(d, t, kUnmodifiableIteratorClass, "Collections.UnmodifiableCollection.1",
                     "Collections$UnmodifiableCollection$1", kCollectionsClass, {kIteratorClass});
  d.StateField("i", iterator);
  d.M("hasNext", kBooleanType, {}, UItHasNext);
  d.M("next", obj, {}, UItNext);
  d.M("remove", kVoidType, {}, Unsupported);

  // The empty collections: AbstractList's / AbstractSet's members over no elements.
  auto empty = [&](int16_t id, const char* name, const char* binary, int16_t iface) {
    DeclareHiddenClass(d, t, id, name, binary, kCollectionsClass, {iface});
    DeclareCollectionMembers(d, {Zero, True, False, EmptyIterator, Unsupported, False, EmptyAddAll,
                                 Nothing, EmptyListString});
  };
  empty(kEmptyListClass, "Collections.EmptyList", "Collections$EmptyList", kListClass);
  DeclareListMembers(d, {EmptyGet, Unsupported, Unsupported, Unsupported, Minus1, Minus1, Nothing,
                         EmptyListEquals, One});
  empty(kEmptySetClass, "Collections.EmptySet", "Collections$EmptySet", kSetClass);
  d.M("equals", kBooleanType, {obj}, EmptySetEquals);
  d.M("hashCode", kIntType, {}, Zero);
  // EmptyMap: AbstractMap's put throws; remove and clear find nothing to change.
  DeclareHiddenClass(d, t, kEmptyMapClass, "Collections.EmptyMap", "Collections$EmptyMap",
                     kCollectionsClass, {kMapClass});
  DeclareMapMembers(
      d, {Zero, True, NullFn, Unsupported, NullFn, False, False, Nothing, EmptySet, EmptySet,
          EmptySet, EmptyMapPutAll, Arg2, Unsupported, EmptyMapString, EmptyMapEquals, Zero});
  DeclareHiddenClass(d, t, kEmptyIteratorClass, "Collections.EmptyIterator",
                     "Collections$EmptyIterator", kCollectionsClass, {kIteratorClass});
  d.M("hasNext", kBooleanType, {}, False);
  d.M("next", obj, {}, EmptyIteratorNext);
  d.M("remove", kVoidType, {}, EmptyIteratorRemove);

  d.Reopen(kCollectionsClass);
  d.S("unmodifiableCollection", collection, {collection}, UnmodifiableCollection);
  d.Sig("<T> Collection<T>", {"Collection<? extends T>"});
  d.S("unmodifiableSet", set, {set}, UnmodifiableSet);
  d.Sig("<T> Set<T>", {"Set<? extends T>"});
  d.S("unmodifiableList", list, {list}, UnmodifiableList);
  d.Sig("<T> List<T>", {"List<? extends T>"});
  d.S("emptyList", list, {}, EmptyList);
  d.Sig("<T> List<T>", {});
  d.S("emptySet", set, {}, EmptySet);
  d.Sig("<T> Set<T>", {});
  d.S("emptyMap", map, {}, EmptyMap);
  d.Sig("<K, V> Map<K,V>", {});
  d.S("emptyIterator", iterator, {}, EmptyIterator);
  d.Sig("<T> Iterator<T>", {});
  d.S("fill", kVoidType, {list, obj}, Fill);
  d.Sig("<T> void", {"List<? super T>", "T"});
  d.S("addAll", kBooleanType, {collection, Type{Base::kRef, 1, kObjectClass}}, AddAll);
  t.methods.back().is_varargs = true;
  d.Sig("<T> boolean", {"Collection<? super T>", "T[]"});
}

}  // namespace aprgrid::lang::stdlib
