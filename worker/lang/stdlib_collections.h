// Shared internals of the java.util collections (stdlib_collections.cc: the interfaces, ArrayList
// and its iterator; stdlib_hashmap.cc: HashMap, its views and iterators, HashSet). Internal to
// aprgrid_lang.
//
// Objects of the built-in collection classes keep their state in private instance fields (the
// slots below), so a user class may extend them and the heap limit bounds them. The interfaces
// are raw: where the JDK's members take or return E, K or V they take or return Object, which is
// their erasure; generic signatures are a layer on top of these (docs/subject-language.md,
// "java.util collections").
#ifndef APRGRID_WORKER_LANG_STDLIB_COLLECTIONS_H_
#define APRGRID_WORKER_LANG_STDLIB_COLLECTIONS_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "worker/lang/classes.h"
#include "worker/lang/runtime.h"

namespace aprgrid::lang::stdlib {

class Declarer;  // stdlib_declarer.h

// Field slots of the built-in collection objects.
namespace slot {
// ArrayList: its elements are elementData[0, size).
inline constexpr int kListData = 0, kListSize = 1, kListModCount = 2;
// ArrayList.Itr (java.util.ArrayList$Itr).
inline constexpr int kItrList = 0, kItrCursor = 1, kItrLastRet = 2, kItrExpectedMod = 3;
// HashMap: table is an Object[] of chains of nodes (null until the first put).
inline constexpr int kMapTable = 0, kMapSize = 1, kMapModCount = 2, kMapThreshold = 3,
                     kMapKeySet = 4, kMapValues = 5, kMapEntrySet = 6;
// HashMap.Node (java.util.HashMap$Node), also the Map.Entry of entrySet().
inline constexpr int kNodeHash = 0, kNodeKey = 1, kNodeValue = 2, kNodeNext = 3;
// HashMap's keySet(), values() and entrySet() views: the map they show.
inline constexpr int kViewMap = 0;
// HashMap's iterators (java.util.HashMap$HashIterator).
inline constexpr int kHitMap = 0, kHitNext = 1, kHitCurrent = 2, kHitExpectedMod = 3, kHitIndex = 4;
// HashSet: the HashMap whose keys are its elements.
inline constexpr int kSetMap = 0;
// LinkedHashMap: HashMap's slots, then the insertion-order list's ends.
inline constexpr int kLinkedHead = 7, kLinkedTail = 8;
// LinkedHashMap.Entry: HashMap.Node's slots, then the list links.
inline constexpr int kEntryBefore = 4, kEntryAfter = 5;
}  // namespace slot

// Method ids of the interface methods the built-ins call on arbitrary objects (set when the
// built-ins are declared; the same in every copy of the built-in class table).
struct CollectionMethods {
  int iterable_iterator = -1;
  int iterator_has_next = -1;
  int iterator_next = -1;
  int collection_size = -1;
  int collection_contains = -1;
  int map_size = -1;
  int map_get = -1;
  int map_put = -1;
  int map_contains_key = -1;
  int map_entry_set = -1;
  int entry_get_key = -1;
  int entry_get_value = -1;
};
extern CollectionMethods g_methods;

// `o instanceof cls`: not null, not an array, of `cls` or a subclass or implementation of it.
inline bool IsInstance(const Runtime& rt, const Obj* o, int cls) {
  return o != nullptr && o->cls != kArrayObject && rt.ct.IsSubclass(o->cls, cls);
}
// The id of the method `name` with `arity` parameters that class `cls` declares, or -1
// (stdlib_sort.cc).
int DeclaredMethod(const ClassTable& t, int cls, std::string_view name, size_t arity);

// Calls the implementation of interface method `id` that the class of the receiver args[0]
// (not null) has, with args[0..n) (FindInterfaceImpl, then CallImpl; LinkageError when the class
// has none). Check rt.exc afterwards.
Value CallInterface(Runtime& rt, int id, const Value* args, int n);

// The implementation of interface method `id` in class `cls` (an array's: kObjectClass), from
// the runtime's cache (filled here on a miss); null when the class has none. The entry stays
// valid until the next lookup of another (method, class) pair that maps to its place: copy it to
// keep it.
const Runtime::InterfaceImpl* FillInterfaceImpl(Runtime& rt, Runtime::InterfaceImpl& e, int id,
                                                int cls);
inline const Runtime::InterfaceImpl* FindInterfaceImpl(Runtime& rt, int id, int cls) {
  Runtime::InterfaceImpl& e =
      rt.interface_impls[(static_cast<size_t>(id) * 31 + static_cast<size_t>(cls)) %
                         Runtime::kInterfaceImpls];
  if (e.method == id && e.cls == cls) [[likely]]
    return &e;
  return FillInterfaceImpl(rt, e, id, cls);  // The miss: `e` looked up and filled.
}

// Calls `e` (found for the class of the receiver args[0]) with args[0..n) as
// Runtime::Invoke(e.impl, args, n, false) does; a user bridge through Runtime::InvokeBridge.
inline Value CallImpl(Runtime& rt, const Runtime::InterfaceImpl& e, const Value* args, int n) {
  if (e.bridge.bridge >= 0) return rt.InvokeBridge(e.bridge, args, n);
  return rt.Invoke(e.impl, args, n, false);
}

// Objects.equals(a, b) as the JDK's collections test it: a == b, or a non-null a whose
// equals(b) is true (a's method runs; String and box fast paths give the same answers).
bool ElementEquals(Runtime& rt, Obj* a, Obj* b);
// Objects.hashCode(o) (0 for null). Check rt.exc afterwards.
int32_t ElementHash(Runtime& rt, Obj* o);

// Calls fn(element) for each element of `iterable` through its iterator() (hasNext/next), as a
// for-each does, until fn returns false. False when an exception is pending (NullPointerException
// for a null iterable).
template <typename F>
bool IterateJava(Runtime& rt, Obj* iterable, F&& fn) {
  if (iterable == nullptr) {
    rt.ThrowNullPointer();
    return false;
  }
  Value self = RefValue(iterable);
  Value it = CallInterface(rt, g_methods.iterable_iterator, &self, 1);
  if (rt.exc != nullptr) return false;
  if (it.ref == nullptr) {
    rt.ThrowNullPointer();
    return false;
  }
  while (true) {
    Value has = CallInterface(rt, g_methods.iterator_has_next, &it, 1);
    if (rt.exc != nullptr) return false;
    if (!has.i) return true;
    Value e = CallInterface(rt, g_methods.iterator_next, &it, 1);
    if (rt.exc != nullptr || !rt.Charge(1)) return false;
    if (!fn(e.ref)) return rt.exc == nullptr;
  }
}

// AbstractCollection.toString: "[a, b]" in iteration order, "(this Collection)" for the
// collection itself.
Value CollectionToString(Runtime& rt, Value* a);

// HashMap operations shared with HashSet (stdlib_hashmap.cc). `map` is a HashMap object.
// The previous value (null when none), as HashMap.put/putIfAbsent.
Value HashMapPut(Runtime& rt, Obj* map, Obj* key, Obj* value, bool only_if_absent);
// The node of `key`, or null. Check rt.exc afterwards.
Obj* HashMapFindNode(Runtime& rt, Obj* map, Obj* key);
// Removes the node of `key` and returns it, or null.
Obj* HashMapRemoveKey(Runtime& rt, Obj* map, Obj* key);
void HashMapClear(Runtime& rt, Obj* map);
// The result of AbstractMap.equals / AbstractSet.equals after their element checks: a
// ClassCastException or NullPointerException thrown by the other collection means "not equal"
// (the JDK catches both; cleared); any other exception, or a timeout, propagates (Value{}).
Value EqualsOutcome(Runtime& rt, bool equal);
// AbstractSet.equals and hashCode (built-in method bodies; a[0] is the set).
Value AbstractSetEquals(Runtime& rt, Value* a);
Value AbstractSetHashCode(Runtime& rt, Value* a);
// HashMap.putAll(a[1]) into the map a[0] (a built-in method's body).
Value HashMapPutAll(Runtime& rt, Value* a);
// Sets up an empty map as HashMap(int) does; false (IllegalArgumentException) when negative.
bool HashMapInitCapacity(Runtime& rt, Obj* map, int32_t capacity);
// A new iterator over `map`'s keys.
Obj* NewHashMapIterator(Runtime& rt, Obj* map, int cls);

void DeclareHashMap(ClassTable& t);

// LinkedHashMap's list (stdlib_linked.cc), kept by HashMap's operations on a linked map.
// True when `map` (a HashMap) is a LinkedHashMap.
inline bool IsLinkedMap(const Runtime& rt, const Obj* map) {
  return map->cls == kLinkedHashMapClass ||
         (map->cls >= kFirstUserClass && rt.ct.IsSubclass(map->cls, kLinkedHashMapClass));
}
void LinkedAfterInsert(Obj* map, Obj* node);  // linkNodeLast
void LinkedAfterRemove(Obj* map, Obj* node);  // afterNodeRemoval
void LinkedClear(Obj* map);
// Declares LinkedHashMap and LinkedHashSet (after HashSet).
void DeclareLinked(ClassTable& t);
// Declares Queue, Deque, ArrayDeque (stdlib_deque.cc), then LinkedList (stdlib_linkedlist.cc).
void DeclareDeques(ClassTable& t);
void DeclareLinkedList(ClassTable& t);
// The Deque members shared by ArrayDeque and LinkedList; DeclareDequeMembers declares them (and
// Queue's and the stack's, which are aliases) in the current class of `d`.
struct DequeFns {
  BuiltinFn add_first, add_last, offer_first, offer_last, remove_first, remove_last, poll_first,
      poll_last, get_first, get_last, peek_first, peek_last, remove_first_occurrence,
      remove_last_occurrence, descending_iterator;
};
void DeclareDequeMembers(Declarer& d, const DequeFns& f);
// Declares the sorted maps and sets (stdlib_treemap_api.cc, stdlib_treeset.cc).
void DeclareSorted(ClassTable& t);
// Declares PriorityQueue (stdlib_priority.cc).
void DeclarePriorityQueue(ClassTable& t);
// Declares Collections' unmodifiable wrappers and empty collections and their statics, with
// fill and addAll (stdlib_unmodifiable.cc), after Collections.
void DeclareCollectionsStatics(ClassTable& t);
// Then singletonList, singleton, singletonMap and nCopies (stdlib_singletons.cc).
void DeclareCollectionsSingletons(ClassTable& t);

// Declares a private member class of `outer` that programs cannot name (the JDK's private nested
// classes, such as ArrayList$Itr and HashMap$Node), implementing `interfaces`.
void DeclareHiddenClass(Declarer& d, ClassTable& t, int16_t id, const char* name,
                        const char* binary, int16_t outer, std::vector<int16_t> interfaces);

}  // namespace aprgrid::lang::stdlib

#endif  // APRGRID_WORKER_LANG_STDLIB_COLLECTIONS_H_
