// LinkedHashMap and LinkedHashSet as Java 17's: a LinkedHashMap is a HashMap (stdlib_hashmap.cc,
// same table, resizes and tree-bin limit) whose nodes (LinkedHashMap.Entry, a HashMap.Node with
// `before`/`after` links) are also on a doubly linked list in insertion order; iteration, the
// views, toString, equals/hashCode and containsValue follow the list. Re-putting a key keeps its
// place. A LinkedHashSet is a HashSet over a LinkedHashMap. The access-order constructor
// LinkedHashMap(int, float, boolean) needs `float`, which the language lacks, so it is not
// declared.
#include <algorithm>

#include "worker/lang/stdlib_collections.h"
#include "worker/lang/stdlib_declarer.h"
#include "worker/lang/stdlib_impl.h"

namespace aprgrid::lang::stdlib {
namespace {

Value& F(Obj* o, int s) { return FieldsOf(o)[s]; }

}  // namespace

void LinkedAfterInsert(Obj* map, Obj* node) {
  Obj* last = F(map, slot::kLinkedTail).ref;
  F(map, slot::kLinkedTail) = RefValue(node);
  if (last == nullptr) {
    F(map, slot::kLinkedHead) = RefValue(node);
  } else {
    F(node, slot::kEntryBefore) = RefValue(last);
    F(last, slot::kEntryAfter) = RefValue(node);
  }
}

void LinkedAfterRemove(Obj* map, Obj* node) {
  Obj* b = F(node, slot::kEntryBefore).ref;
  Obj* a = F(node, slot::kEntryAfter).ref;
  F(node, slot::kEntryBefore) = RefValue(nullptr);
  F(node, slot::kEntryAfter) = RefValue(nullptr);
  if (b == nullptr) {
    F(map, slot::kLinkedHead) = RefValue(a);
  } else {
    F(b, slot::kEntryAfter) = RefValue(a);
  }
  if (a == nullptr) {
    F(map, slot::kLinkedTail) = RefValue(b);
  } else {
    F(a, slot::kEntryBefore) = RefValue(b);
  }
}

void LinkedClear(Obj* map) {
  F(map, slot::kLinkedHead) = RefValue(nullptr);
  F(map, slot::kLinkedTail) = RefValue(nullptr);
}

namespace {

Value LinkedMapInit(Runtime&, Value*) { return Value{}; }
Value LinkedMapInitCapacity(Runtime& rt, Value* a) {
  HashMapInitCapacity(rt, a[0].ref, a[1].i);
  return Value{};
}
Value LinkedMapInitMap(Runtime& rt, Value* a) {
  HashMapPutAll(rt, a);
  return Value{};
}

// HashSet(int, float, boolean): the set's map is a LinkedHashMap of that initial capacity.
bool LinkedSetInitMap(Runtime& rt, Obj* set, int32_t capacity) {
  Obj* m = rt.NewInstance(kLinkedHashMapClass);
  if (m == nullptr || !HashMapInitCapacity(rt, m, capacity)) return false;
  F(set, slot::kSetMap) = RefValue(m);
  return true;
}
Value LinkedSetInit(Runtime& rt, Value* a) {
  LinkedSetInitMap(rt, a[0].ref, 16);
  return Value{};
}
Value LinkedSetInitCapacity(Runtime& rt, Value* a) {
  LinkedSetInitMap(rt, a[0].ref, a[1].i);
  return Value{};
}
// LinkedHashSet(Collection c): capacity max(2 * c.size(), 11), then addAll(c).
Value LinkedSetInitCollection(Runtime& rt, Value* a) {
  Obj* c = a[1].ref;
  if (c == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  Value cv = RefValue(c);
  int32_t n = CallInterface(rt, g_methods.collection_size, &cv, 1).i;
  if (rt.exc != nullptr) return Value{};
  if (!LinkedSetInitMap(rt, a[0].ref, std::max(2 * n, 11))) return Value{};
  Obj* map = F(a[0].ref, slot::kSetMap).ref;
  IterateJava(rt, c, [&](Obj* e) {
    HashMapPut(rt, map, e, map, false);
    return rt.exc == nullptr;
  });
  return Value{};
}

}  // namespace

void DeclareLinked(ClassTable& t) {
  Declarer d(t);
  const Type obj = kObjectType;

  // LinkedHashMap<K, V> extends HashMap<K, V> implements Map<K, V>.
  d.Class(kLinkedHashMapClass, "LinkedHashMap", kHashMapClass);
  t.classes.back().java_util = true;
  t.classes.back().interfaces = {kMapClass};
  d.TypeParams("K, V");
  d.Supertypes("HashMap<K,V>", {"Map<K,V>"});
  for (const char* name : {"head", "tail"}) {
    d.Field(name, obj, false, std::nullopt, /*is_private=*/true);
    t.classes.back().fields.back().is_final = false;
  }
  d.Ctor({}, LinkedMapInit);
  d.Ctor({kIntType}, LinkedMapInitCapacity);
  d.Ctor({Type::Class(kMapClass)}, LinkedMapInitMap);
  d.Sig("void", {"Map<? extends K,? extends V>"});

  // LinkedHashMap.Entry<K, V> extends HashMap.Node<K, V>.
  t.classes[static_cast<size_t>(kHashMapNodeClass)].is_final = false;
  DeclareHiddenClass(d, t, kLinkedHashMapEntryClass, "LinkedHashMap.Entry", "LinkedHashMap$Entry",
                     kLinkedHashMapClass, {});
  t.classes.back().super = kHashMapNodeClass;
  for (const char* name : {"before", "after"}) {
    d.Field(name, obj, false, std::nullopt, /*is_private=*/true);
    t.classes.back().fields.back().is_final = false;
  }

  // LinkedHashSet<E> extends HashSet<E> implements Set<E>.
  d.Class(kLinkedHashSetClass, "LinkedHashSet", kHashSetClass);
  t.classes.back().java_util = true;
  t.classes.back().interfaces = {kSetClass};
  d.TypeParams("E");
  d.Supertypes("HashSet<E>", {"Set<E>"});
  d.Ctor({}, LinkedSetInit);
  d.Ctor({kIntType}, LinkedSetInitCapacity);
  d.Ctor({Type::Class(kCollectionClass)}, LinkedSetInitCollection);
  d.Sig("void", {"Collection<? extends E>"});
}

}  // namespace aprgrid::lang::stdlib
