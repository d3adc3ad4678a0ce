// The collection interfaces (Iterable, Iterator, Collection, List, Set, Map, Map.Entry), the two
// java.util exceptions they throw, and ArrayList with its iterator, with Java 17's observable
// semantics: the exceptions and their messages (Objects.checkIndex's "Index 3 out of bounds for
// length 2", rangeCheckForAdd's "Index: 3, Size: 2"), modCount and the fail-fast iterator's
// ConcurrentModificationException exactly where ArrayList.Itr raises it (hasNext() is `cursor !=
// size`, so removing the last-but-one element inside a for-each ends the loop quietly), the
// capacity growth (10, then 1.5x), AbstractCollection.toString and List.equals/hashCode.
// A little over 600 lines: every member's generic signature (Declarer::Sig) is declared on the
// line after its erased one, so the two can be read together.
#include "worker/lang/stdlib_collections.h"

#include <algorithm>
#include <string>
#include <vector>

#include "worker/lang/stdlib_declarer.h"
#include "worker/lang/stdlib_impl.h"
#include "worker/lang/stdlib_inline.h"

namespace aprgrid::lang::stdlib {

CollectionMethods g_methods;

namespace {

Value Bool(bool b) { return IntValue(b ? 1 : 0); }
Value& F(Obj* o, int s) { return FieldsOf(o)[s]; }

bool IsStringObj(const Obj* o) { return o->cls == kStringClass; }

}  // namespace

const Runtime::InterfaceImpl* FillInterfaceImpl(Runtime& rt, Runtime::InterfaceImpl& e, int id,
                                                int cls) {
  // The first method of the receiver's vtable with the interface method's name and parameters.
  const MethodInfo& im = rt.ct.method(id);
  int impl = -1;
  for (int vid : rt.ct.cls(cls).vtable) {
    const MethodInfo& v = rt.ct.method(vid);
    if (v.name == im.name && v.params == im.params) {
      impl = vid;
      break;
    }
  }
  if (impl < 0) return nullptr;
  e = Runtime::InterfaceImpl{id, cls, impl, {}};
  rt.ResolveBridge(impl, cls, &e.bridge);
  return &e;
}

Value CallInterface(Runtime& rt, int id, const Value* args, int n) {
  Obj* self = args[0].ref;
  const Runtime::InterfaceImpl* e =
      FindInterfaceImpl(rt, id, self->cls == kArrayObject ? kObjectClass : self->cls);
  if (e == nullptr) [[unlikely]] {
    rt.Throw(kLinkageErrorClass, "no implementation of an interface method");
    return Value{};
  }
  return CallImpl(rt, *e, args, n);
}

bool ElementEquals(Runtime& rt, Obj* a, Obj* b) {
  if (a == b) return true;
  if (a == nullptr || b == nullptr) return false;
  if (IsStringObj(a)) return IsStringObj(b) && Chars(a) == Chars(b);
  if (a->cls == kIntegerClass) return b->cls == kIntegerClass && F(a, 0).i == F(b, 0).i;
  return rt.JavaEquals(a, b);
}

int32_t ElementHash(Runtime& rt, Obj* o) {
  if (o == nullptr) return 0;
  if (IsStringObj(o)) {  // String.hashCode: s[0]*31^(n-1) + ... + s[n-1].
    uint32_t h = 0;
    for (char16_t c : Chars(o)) h = 31 * h + c;
    rt.Charge(static_cast<uint64_t>(o->len));
    return static_cast<int32_t>(h);
  }
  if (o->cls == kIntegerClass) return F(o, 0).i;
  return rt.JavaHashCode(o);
}

Value CollectionToString(Runtime& rt, Value* a) {
  Obj* self = a[0].ref;
  std::u16string s = u"[";
  bool first = true;
  bool ok = IterateJava(rt, self, [&](Obj* e) {
    if (!first) s += u", ";
    first = false;
    if (e == self) {
      s += u"(this Collection)";
    } else {
      rt.AppendJava(s, RefValue(e), kObjectType);
    }
    return rt.exc == nullptr;
  });
  if (!ok) return Value{};
  s += u"]";
  return StrValue(rt, s);
}

namespace {

// ---- Interfaces' default and placeholder bodies ----
Value AbstractCall(Runtime& rt, Value*) {
  rt.Throw(kLinkageErrorClass, "abstract method called");
  return Value{};
}
Value IteratorRemoveDefault(Runtime& rt, Value*) {
  rt.Throw(kUnsupportedOperationExceptionClass, "remove");
  return Value{};
}
// Map.getOrDefault's default: (v = get(k)) != null || containsKey(k) ? v : defaultValue.
Value MapGetOrDefault(Runtime& rt, Value* a) {
  Value args[2] = {a[0], a[1]};
  Value v = CallInterface(rt, g_methods.map_get, args, 2);
  if (rt.exc != nullptr) return Value{};
  if (v.ref != nullptr) return v;
  Value has = CallInterface(rt, g_methods.map_contains_key, args, 2);
  if (rt.exc != nullptr) return Value{};
  return has.i ? v : a[2];
}

// Map.putIfAbsent's default: v = get(k); if (v == null) v = put(k, value); return v.
Value MapPutIfAbsent(Runtime& rt, Value* a) {
  Value args[3] = {a[0], a[1], a[2]};
  Value v = CallInterface(rt, g_methods.map_get, args, 2);
  if (rt.exc != nullptr || v.ref != nullptr) return v;
  return CallInterface(rt, g_methods.map_put, args, 3);
}

// ---- ArrayList ----
bool CheckIndex(Runtime& rt, int32_t index, int32_t length) {
  if (index >= 0 && index < length) return true;
  rt.Throw(
      kIndexOutOfBoundsExceptionClass,
      "Index " + std::to_string(index) + " out of bounds for length " + std::to_string(length));
  return false;
}

Obj* NewObjectArray(Runtime& rt, int32_t n) {
  return rt.NewArray(Type{Base::kRef, 1, kObjectClass}, n);
}

}  // namespace

// Makes room for `min_capacity` elements as ArrayList.grow does: 1.5x (at least the minimum),
// 10 for the first element of a list created empty.
bool EnsureCapacity(Runtime& rt, Obj* list, int32_t min_capacity) {
  Obj* data = F(list, slot::kListData).ref;
  int32_t old = data == nullptr ? 0 : data->len;
  if (min_capacity <= old) return true;
  int32_t cap = old + (old >> 1);
  if (cap < min_capacity) cap = min_capacity;
  if (data == nullptr && cap < 10) cap = 10;
  Obj* grown = NewObjectArray(rt, cap);
  if (grown == nullptr) return false;
  int32_t size = F(list, slot::kListSize).i;
  if (!rt.Charge(static_cast<uint64_t>(size))) return false;
  if (size > 0) std::copy(ElementsOf(data), ElementsOf(data) + size, ElementsOf(grown));
  F(list, slot::kListData) = RefValue(grown);
  return true;
}

namespace {

Value* ListElems(Obj* list) {
  Obj* data = F(list, slot::kListData).ref;
  return data == nullptr ? nullptr : ElementsOf(data);
}

Value ListInit(Runtime&, Value* a) {
  F(a[0].ref, slot::kListData) = RefValue(nullptr);
  return Value{};
}
Value ListInitCapacity(Runtime& rt, Value* a) {
  if (a[1].i < 0) {
    rt.Throw(kIllegalArgumentExceptionClass, "Illegal Capacity: " + std::to_string(a[1].i));
    return Value{};
  }
  Obj* data = NewObjectArray(rt, a[1].i);
  if (data != nullptr) F(a[0].ref, slot::kListData) = RefValue(data);
  return Value{};
}
// c.toArray() as ArrayList(Collection) and addAll take it: the elements of `c` in its iteration
// order, into `out`. False when an exception is pending.
bool Snapshot(Runtime& rt, Obj* c, std::vector<Obj*>* out) {
  return IterateJava(rt, c, [&](Obj* e) {
    out->push_back(e);
    return true;
  });
}
// ArrayList(Collection c): the elements of c.toArray(), in its iteration order.
Value ListInitCollection(Runtime& rt, Value* a) {
  Obj* self = a[0].ref;
  std::vector<Obj*> elems;
  if (!Snapshot(rt, a[1].ref, &elems)) return Value{};
  Obj* data = NewObjectArray(rt, static_cast<int32_t>(elems.size()));
  if (data == nullptr) return Value{};
  for (size_t i = 0; i < elems.size(); ++i) ElementsOf(data)[i] = RefValue(elems[i]);
  F(self, slot::kListData) = RefValue(data);
  F(self, slot::kListSize) = IntValue(static_cast<int32_t>(elems.size()));
  return Value{};
}

Value ListIsEmpty(Runtime&, Value* a) { return Bool(F(a[0].ref, slot::kListSize).i == 0); }

Value ListAddAt(Runtime& rt, Value* a) {
  Obj* self = a[0].ref;
  int32_t index = a[1].i;
  int32_t size = F(self, slot::kListSize).i;
  if (index > size || index < 0) {
    rt.Throw(kIndexOutOfBoundsExceptionClass,
             "Index: " + std::to_string(index) + ", Size: " + std::to_string(size));
    return Value{};
  }
  F(self, slot::kListModCount).i++;
  if (!EnsureCapacity(rt, self, size + 1)) return Value{};
  if (!rt.Charge(static_cast<uint64_t>(size - index))) return Value{};
  Value* e = ListElems(self);
  std::copy_backward(e + index, e + size, e + size + 1);
  e[index] = a[2];
  F(self, slot::kListSize) = IntValue(size + 1);
  return Value{};
}

Value ListSet(Runtime& rt, Value* a) {
  Obj* self = a[0].ref;
  if (!CheckIndex(rt, a[1].i, F(self, slot::kListSize).i)) return Value{};
  Value old = ListElems(self)[a[1].i];
  ListElems(self)[a[1].i] = a[2];
  return old;
}

// ArrayList.fastRemove: modCount++ and the later elements shift down.
bool FastRemove(Runtime& rt, Obj* self, int32_t index) {
  F(self, slot::kListModCount).i++;
  int32_t size = F(self, slot::kListSize).i;
  if (!rt.Charge(static_cast<uint64_t>(size - index))) return false;
  Value* e = ListElems(self);
  std::copy(e + index + 1, e + size, e + index);
  e[size - 1] = RefValue(nullptr);
  F(self, slot::kListSize) = IntValue(size - 1);
  return true;
}

// indexOf/lastIndexOf: o.equals(element) (null matches null), as the JDK tests them.
int32_t ListFind(Runtime& rt, Obj* self, Obj* o, bool last) {
  int32_t size = F(self, slot::kListSize).i;
  for (int32_t k = 0; k < size; ++k) {
    int32_t i = last ? size - 1 - k : k;
    if (!rt.Charge(1)) return -1;
    Obj* e = ListElems(self)[i].ref;
    bool eq = o == nullptr ? e == nullptr : ElementEquals(rt, o, e);
    if (rt.exc != nullptr) return -1;
    if (eq) return i;
    size = std::min(size, F(self, slot::kListSize).i);  // equals() may shrink the list.
  }
  return -1;
}

Value ListIndexOf(Runtime& rt, Value* a) {
  return IntValue(ListFind(rt, a[0].ref, a[1].ref, false));
}
Value ListLastIndexOf(Runtime& rt, Value* a) {
  return IntValue(ListFind(rt, a[0].ref, a[1].ref, true));
}
Value ListContains(Runtime& rt, Value* a) {
  int32_t i = ListFind(rt, a[0].ref, a[1].ref, false);
  return Bool(i >= 0);
}
Value ListRemoveObject(Runtime& rt, Value* a) {
  int32_t i = ListFind(rt, a[0].ref, a[1].ref, false);
  if (rt.exc != nullptr || i < 0) return Bool(false);
  if (!FastRemove(rt, a[0].ref, i)) return Value{};
  return Bool(true);
}

Value ListClear(Runtime& rt, Value* a) {
  Obj* self = a[0].ref;
  F(self, slot::kListModCount).i++;
  int32_t size = F(self, slot::kListSize).i;
  if (!rt.Charge(static_cast<uint64_t>(size))) return Value{};
  if (size > 0) std::fill(ListElems(self), ListElems(self) + size, RefValue(nullptr));
  F(self, slot::kListSize) = IntValue(0);
  return Value{};
}

// addAll(Collection c): c.toArray() (a snapshot in c's iteration order), modCount++, then append.
Value ListAddAll(Runtime& rt, Value* a) {
  Obj* self = a[0].ref;
  std::vector<Obj*> elems;
  if (!Snapshot(rt, a[1].ref, &elems)) return Value{};
  F(self, slot::kListModCount).i++;
  if (elems.empty()) return Bool(false);
  int32_t size = F(self, slot::kListSize).i;
  int32_t n = static_cast<int32_t>(elems.size());
  if (!EnsureCapacity(rt, self, size + n)) return Value{};
  for (int32_t i = 0; i < n; ++i)
    ListElems(self)[size + i] = RefValue(elems[static_cast<size_t>(i)]);
  F(self, slot::kListSize) = IntValue(size + n);
  return Bool(true);
}

Value ListIterator(Runtime& rt, Value* a) {
  Obj* it = rt.NewInstance(kArrayListItrClass);
  if (it == nullptr) return Value{};
  F(it, slot::kItrList) = a[0];
  F(it, slot::kItrCursor) = IntValue(0);
  F(it, slot::kItrLastRet) = IntValue(-1);
  F(it, slot::kItrExpectedMod) = F(a[0].ref, slot::kListModCount);
  return RefValue(it);
}

bool CheckComodification(Runtime& rt, Obj* it) {
  if (F(F(it, slot::kItrList).ref, slot::kListModCount).i == F(it, slot::kItrExpectedMod).i) {
    return true;
  }
  rt.Throw(kConcurrentModificationExceptionClass, nullptr);
  return false;
}

Value ItrRemove(Runtime& rt, Value* a) {
  Obj* it = a[0].ref;
  int32_t last = F(it, slot::kItrLastRet).i;
  if (last < 0) {
    rt.Throw(kIllegalStateExceptionClass, nullptr);
    return Value{};
  }
  if (!CheckComodification(rt, it)) return Value{};
  Obj* list = F(it, slot::kItrList).ref;
  if (!FastRemove(rt, list, last)) return Value{};
  F(it, slot::kItrCursor) = IntValue(last);
  F(it, slot::kItrLastRet) = IntValue(-1);
  F(it, slot::kItrExpectedMod) = F(list, slot::kListModCount);
  return Value{};
}

// List.equals: o is a List with equal elements in the same order (ArrayList.equals: the other
// list's iterator, unless it is exactly an ArrayList; then ConcurrentModificationException if
// this list changed meanwhile).
Value ListEquals(Runtime& rt, Value* a) {
  Obj* self = a[0].ref;
  Obj* o = a[1].ref;
  if (o == self) return Bool(true);
  if (!IsInstance(rt, o, kListClass)) return Bool(false);
  const int32_t expected = F(self, slot::kListModCount).i;
  bool equal = true;
  if (o->cls == kArrayListClass) {
    int32_t size = F(self, slot::kListSize).i;
    const int32_t other_expected = F(o, slot::kListModCount).i;
    equal = size == F(o, slot::kListSize).i;
    for (int32_t i = 0; equal && i < size; ++i) {
      if (!rt.Charge(1)) return Value{};
      equal = ElementEquals(rt, ListElems(self)[i].ref, ListElems(o)[i].ref);
      if (rt.exc != nullptr) return Value{};
    }
    if (F(o, slot::kListModCount).i != other_expected) {
      rt.Throw(kConcurrentModificationExceptionClass, nullptr);
      return Value{};
    }
  } else {
    int32_t i = 0;
    bool ok = IterateJava(rt, o, [&](Obj* e) {
      if (i >= F(self, slot::kListSize).i) {
        equal = false;
        return false;
      }
      equal = ElementEquals(rt, ListElems(self)[i++].ref, e);
      return equal && rt.exc == nullptr;
    });
    if (!ok) return Value{};
    if (equal && i != F(self, slot::kListSize).i) equal = false;
  }
  if (F(self, slot::kListModCount).i != expected) {
    rt.Throw(kConcurrentModificationExceptionClass, nullptr);
    return Value{};
  }
  return Bool(equal);
}

// List.hashCode: 31 * h + hash(e) over the elements, from 1.
Value ListHashCode(Runtime& rt, Value* a) {
  Obj* self = a[0].ref;
  const int32_t expected = F(self, slot::kListModCount).i;
  uint32_t h = 1;
  for (int32_t i = 0; i < F(self, slot::kListSize).i; ++i) {
    if (!rt.Charge(1)) return Value{};
    int32_t e = ElementHash(rt, ListElems(self)[i].ref);
    if (rt.exc != nullptr) return Value{};
    h = 31 * h + static_cast<uint32_t>(e);
  }
  if (F(self, slot::kListModCount).i != expected) {
    rt.Throw(kConcurrentModificationExceptionClass, nullptr);
    return Value{};
  }
  return IntValue(static_cast<int32_t>(h));
}

void Interface(Declarer& d, ClassTable& t, int16_t id, const char* name,
               std::vector<int16_t> supers, bool java_util = true) {
  d.Class(id, name, kObjectClass);
  ClassInfo& c = t.classes.back();
  c.is_interface = true;
  c.is_abstract = true;
  c.java_util = java_util;
  c.interfaces = std::move(supers);
}
// An abstract interface method; returns its id.
int Abstract(Declarer& d, ClassTable& t, const char* name, Type ret,
             std::initializer_list<Type> params) {
  d.M(name, ret, params, AbstractCall);
  t.methods.back().is_abstract = true;
  return t.methods.back().id;
}
void PrivateField(Declarer& d, ClassTable& t, const char* name, Type type) {
  d.Field(name, type, false, std::nullopt, /*is_private=*/true);
  t.classes.back().fields.back().is_final = false;
}

}  // namespace

void DeclareHiddenClass(Declarer& d, ClassTable& t, int16_t id, const char* name,
                        const char* binary, int16_t outer, std::vector<int16_t> interfaces) {
  d.Class(id, name, kObjectClass, true);
  ClassInfo& c = t.classes.back();
  c.binary_name = binary;
  c.outer = outer;
  c.is_private = true;
  c.java_util = true;
  c.interfaces = std::move(interfaces);
}

void DeclareCollections(ClassTable& t) {
  Declarer d(t);
  const Type obj = kObjectType;
  const Type iterator = Type::Class(kIteratorClass);
  const Type collection = Type::Class(kCollectionClass);
  const Type set = Type::Class(kSetClass);
  const Type map = Type::Class(kMapClass);

  // Iterable<T> (java.lang): T iterator's element type.
  Interface(d, t, kIterableClass, "Iterable", {}, /*java_util=*/false);
  d.TypeParams("T");
  g_methods.iterable_iterator = Abstract(d, t, "iterator", iterator, {});
  d.Sig("Iterator<T>", {});
  // Iterator<E>: next() returns E.
  Interface(d, t, kIteratorClass, "Iterator", {});
  d.TypeParams("E");
  g_methods.iterator_has_next = Abstract(d, t, "hasNext", kBooleanType, {});
  g_methods.iterator_next = Abstract(d, t, "next", obj, {});
  d.Sig("E", {});
  d.M("remove", kVoidType, {}, IteratorRemoveDefault);
  // Collection<E> extends Iterable<E>: add(E), addAll(Collection<? extends E>).
  Interface(d, t, kCollectionClass, "Collection", {kIterableClass});
  d.TypeParams("E");
  d.Supertypes("", {"Iterable<E>"});
  g_methods.collection_size = Abstract(d, t, "size", kIntType, {});
  Abstract(d, t, "isEmpty", kBooleanType, {});
  g_methods.collection_contains = Abstract(d, t, "contains", kBooleanType, {obj});
  Abstract(d, t, "add", kBooleanType, {obj});
  d.Sig("boolean", {"E"});
  Abstract(d, t, "remove", kBooleanType, {obj});
  Abstract(d, t, "addAll", kBooleanType, {collection});
  d.Sig("boolean", {"Collection<? extends E>"});
  Abstract(d, t, "clear", kVoidType, {});
  // List<E> extends Collection<E>: get/set/remove(int) return E, set/add take E.
  Interface(d, t, kListClass, "List", {kCollectionClass});
  d.TypeParams("E");
  d.Supertypes("", {"Collection<E>"});
  Abstract(d, t, "get", obj, {kIntType});
  d.Sig("E", {"int"});
  Abstract(d, t, "set", obj, {kIntType, obj});
  d.Sig("E", {"int", "E"});
  Abstract(d, t, "add", kVoidType, {kIntType, obj});
  d.Sig("void", {"int", "E"});
  Abstract(d, t, "remove", obj, {kIntType});
  d.Sig("E", {"int"});
  Abstract(d, t, "indexOf", kIntType, {obj});
  Abstract(d, t, "lastIndexOf", kIntType, {obj});
  // Set<E> extends Collection<E>.
  Interface(d, t, kSetClass, "Set", {kCollectionClass});
  d.TypeParams("E");
  d.Supertypes("", {"Collection<E>"});
  // Map<K, V>: get returns V, put takes (K, V), keySet is Set<K>, values Collection<V>,
  // entrySet Set<Map.Entry<K, V>>.
  Interface(d, t, kMapClass, "Map", {});
  d.TypeParams("K, V");
  g_methods.map_size = Abstract(d, t, "size", kIntType, {});
  Abstract(d, t, "isEmpty", kBooleanType, {});
  g_methods.map_get = Abstract(d, t, "get", obj, {obj});
  d.Sig("V", {"Object"});
  g_methods.map_put = Abstract(d, t, "put", obj, {obj, obj});
  d.Sig("V", {"K", "V"});
  Abstract(d, t, "remove", obj, {obj});
  d.Sig("V", {"Object"});
  g_methods.map_contains_key = Abstract(d, t, "containsKey", kBooleanType, {obj});
  Abstract(d, t, "containsValue", kBooleanType, {obj});
  Abstract(d, t, "clear", kVoidType, {});
  Abstract(d, t, "keySet", set, {});
  d.Sig("Set<K>", {});
  Abstract(d, t, "values", collection, {});
  d.Sig("Collection<V>", {});
  g_methods.map_entry_set = Abstract(d, t, "entrySet", set, {});
  d.Sig("Set<Map.Entry<K,V>>", {});
  Abstract(d, t, "putAll", kVoidType, {map});
  d.Sig("void", {"Map<? extends K,? extends V>"});
  d.M("getOrDefault", obj, {obj, obj}, MapGetOrDefault);
  d.Sig("V", {"Object", "V"});
  d.M("putIfAbsent", obj, {obj, obj}, MapPutIfAbsent);
  d.Sig("V", {"K", "V"});
  // Map.Entry<K, V>.
  Interface(d, t, kMapEntryClass, "Map.Entry", {});
  t.classes.back().binary_name = "Map$Entry";
  t.classes.back().outer = kMapClass;
  d.TypeParams("K, V");
  g_methods.entry_get_key = Abstract(d, t, "getKey", obj, {});
  d.Sig("K", {});
  g_methods.entry_get_value = Abstract(d, t, "getValue", obj, {});
  d.Sig("V", {});
  Abstract(d, t, "setValue", obj, {obj});
  d.Sig("V", {"V"});

  d.Throwable(kConcurrentModificationExceptionClass, "ConcurrentModificationException",
              kRuntimeExceptionClass);
  t.classes.back().java_util = true;
  d.Throwable(kNoSuchElementExceptionClass, "NoSuchElementException", kRuntimeExceptionClass);
  t.classes.back().java_util = true;

  // ArrayList<E> implements List<E>.
  d.Class(kArrayListClass, "ArrayList", kObjectClass);
  t.classes.back().java_util = true;
  t.classes.back().interfaces = {kListClass};
  d.TypeParams("E");
  d.Supertypes("", {"List<E>"});
  PrivateField(d, t, "elementData", Type{Base::kRef, 1, kObjectClass});
  PrivateField(d, t, "size", kIntType);
  PrivateField(d, t, "modCount", kIntType);
  d.Ctor({}, ListInit);
  d.Ctor({kIntType}, ListInitCapacity);
  d.Ctor({collection}, ListInitCollection);
  d.Sig("void", {"Collection<? extends E>"});
  d.M("size", kIntType, {}, ArrayListSize);
  d.M("isEmpty", kBooleanType, {}, ListIsEmpty);
  d.M("add", kBooleanType, {obj}, ArrayListAdd);
  d.Sig("boolean", {"E"});
  d.M("add", kVoidType, {kIntType, obj}, ListAddAt);
  d.Sig("void", {"int", "E"});
  d.M("get", obj, {kIntType}, ArrayListGet);
  d.Sig("E", {"int"});
  d.M("set", obj, {kIntType, obj}, ListSet);
  d.Sig("E", {"int", "E"});
  d.M("remove", obj, {kIntType}, ArrayListRemoveAt);
  d.Sig("E", {"int"});
  d.M("remove", kBooleanType, {obj}, ListRemoveObject);
  d.M("indexOf", kIntType, {obj}, ListIndexOf);
  d.M("lastIndexOf", kIntType, {obj}, ListLastIndexOf);
  d.M("contains", kBooleanType, {obj}, ListContains);
  d.M("clear", kVoidType, {}, ListClear);
  d.M("addAll", kBooleanType, {collection}, ListAddAll);
  d.Sig("boolean", {"Collection<? extends E>"});
  d.M("iterator", iterator, {}, ListIterator);
  d.Sig("Iterator<E>", {});
  d.M("toString", kStringType, {}, CollectionToString);
  d.M("equals", kBooleanType, {obj}, ListEquals);
  d.M("hashCode", kIntType, {}, ListHashCode);

  DeclareHiddenClass(d, t, kArrayListItrClass, "ArrayList.Itr", "ArrayList$Itr", kArrayListClass,
                     {kIteratorClass});
  PrivateField(d, t, "list", Type::Class(kArrayListClass));
  PrivateField(d, t, "cursor", kIntType);
  PrivateField(d, t, "lastRet", kIntType);
  PrivateField(d, t, "expectedModCount", kIntType);
  d.M("hasNext", kBooleanType, {}, ArrayListItrHasNext);
  d.M("next", obj, {}, ArrayListItrNext);
  d.M("remove", kVoidType, {}, ItrRemove);

  DeclareHashMap(t);
  DeclareLinked(t);
  DeclareDeques(t);
  DeclareSorted(t);
  DeclarePriorityQueue(t);
}

}  // namespace aprgrid::lang::stdlib
