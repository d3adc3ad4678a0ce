// HashMap, its keySet()/values()/entrySet() views and their iterators, and HashSet, laid out as
// Java 17's java.util.HashMap so that iteration order is the JDK's for the same keys and
// insertion history: the hash is h ^ (h >>> 16) of the key's hashCode(); the table is a power of
// two (16 by default, HashMap(n): the next power of two >= n) indexed by hash & (length - 1);
// a new key goes to the end of its bin's chain; the table doubles when the size exceeds
// 0.75 x its length, each chain splitting into a "lo" and a "hi" chain that keep their order
// (at index j and j + old length). A chain that would reach 9 nodes in a table shorter than 64
// doubles the table instead, as treeifyBin does; a chain reaching 9 nodes in a longer table
// (the JDK turns it into a red-black tree, whose iteration order differs) is outside the
// subject language and throws UnsupportedOperationException saying so.
//
// A LinkedHashMap (stdlib_linked.cc) is a HashMap whose nodes are also on an insertion-order
// list: node creation, removal and clear keep that list, and iteration follows it.
//
// Longer than 600 lines because the map, its views, their iterators and HashSet share the
// node layout and the static helpers here.
#include <algorithm>
#include <string>
#include <vector>

#include "worker/lang/stdlib_collections.h"
#include "worker/lang/stdlib_declarer.h"
#include "worker/lang/stdlib_impl.h"

namespace aprgrid::lang::stdlib {
namespace {

Value Bool(bool b) { return IntValue(b ? 1 : 0); }
Value& F(Obj* o, int s) { return FieldsOf(o)[s]; }

constexpr int32_t kMaxCapacity = 1 << 30;
constexpr int kTreeifyThreshold = 8;
constexpr int32_t kMinTreeifyCapacity = 64;

int32_t Spread(int32_t h) { return h ^ static_cast<int32_t>(static_cast<uint32_t>(h) >> 16); }

// HashMap.tableSizeFor: the least power of two >= c (1 for c <= 1), at most 2^30.
int32_t TableSizeFor(int32_t c) {
  if (c <= 1) return 1;
  uint32_t n = 0xFFFFFFFFu >> __builtin_clz(static_cast<uint32_t>(c - 1));
  return n >= static_cast<uint32_t>(kMaxCapacity) ? kMaxCapacity : static_cast<int32_t>(n + 1);
}

Obj* Table(Obj* map) { return F(map, slot::kMapTable).ref; }

// HashMap.resize: the first table, or one twice as long with each chain split in order.
bool Resize(Runtime& rt, Obj* map) {
  Obj* old_tab = Table(map);
  const int32_t old_cap = old_tab == nullptr ? 0 : old_tab->len;
  const int32_t old_thr = F(map, slot::kMapThreshold).i;
  int32_t new_cap = 0, new_thr = 0;
  if (old_cap > 0) {
    if (old_cap >= kMaxCapacity) {
      F(map, slot::kMapThreshold) = IntValue(INT32_MAX);
      return true;
    }
    new_cap = old_cap << 1;
    if (new_cap < kMaxCapacity && old_cap >= 16) new_thr = old_thr << 1;
  } else if (old_thr > 0) {
    new_cap = old_thr;
  } else {
    new_cap = 16;
    new_thr = 12;
  }
  if (new_thr == 0) {
    float ft = static_cast<float>(new_cap) * 0.75f;
    new_thr = new_cap < kMaxCapacity && ft < static_cast<float>(kMaxCapacity)
                  ? static_cast<int32_t>(ft)
                  : INT32_MAX;
  }
  F(map, slot::kMapThreshold) = IntValue(new_thr);
  Obj* tab = rt.NewArray(Type{Base::kRef, 1, kObjectClass}, new_cap);
  if (tab == nullptr) return false;
  if (!rt.Charge(static_cast<uint64_t>(new_cap) / 4 + static_cast<uint64_t>(old_cap))) return false;
  F(map, slot::kMapTable) = RefValue(tab);
  if (old_tab == nullptr) return true;
  Value* nt = ElementsOf(tab);
  for (int32_t j = 0; j < old_cap; ++j) {
    Obj* e = ElementsOf(old_tab)[j].ref;
    if (e == nullptr) continue;
    ElementsOf(old_tab)[j] = RefValue(nullptr);
    Obj *lo_head = nullptr, *lo_tail = nullptr, *hi_head = nullptr, *hi_tail = nullptr;
    for (Obj* next; e != nullptr; e = next) {
      next = F(e, slot::kNodeNext).ref;
      bool lo = (F(e, slot::kNodeHash).i & old_cap) == 0;
      Obj*& head = lo ? lo_head : hi_head;
      Obj*& tail = lo ? lo_tail : hi_tail;
      if (tail == nullptr) {
        head = e;
      } else {
        F(tail, slot::kNodeNext) = RefValue(e);
      }
      tail = e;
    }
    if (lo_tail != nullptr) {
      F(lo_tail, slot::kNodeNext) = RefValue(nullptr);
      nt[j] = RefValue(lo_head);
    }
    if (hi_tail != nullptr) {
      F(hi_tail, slot::kNodeNext) = RefValue(nullptr);
      nt[j + old_cap] = RefValue(hi_head);
    }
  }
  return true;
}

// The key matches node `p` of hash `hash` as putVal/getNode test it: same hash, and the same
// object or key.equals(p.key).
bool Matches(Runtime& rt, Obj* p, int32_t hash, Obj* key) {
  if (F(p, slot::kNodeHash).i != hash) return false;
  Obj* k = F(p, slot::kNodeKey).ref;
  return k == key || (key != nullptr && ElementEquals(rt, key, k));
}

// newNode: a LinkedHashMap's nodes are also appended to its insertion-order list.
Obj* NewNode(Runtime& rt, Obj* map, int32_t hash, Obj* key, Obj* value) {
  const bool linked = IsLinkedMap(rt, map);
  Obj* n = rt.NewInstance(linked ? kLinkedHashMapEntryClass : kHashMapNodeClass);
  if (n == nullptr) return nullptr;
  F(n, slot::kNodeHash) = IntValue(hash);
  F(n, slot::kNodeKey) = RefValue(key);
  F(n, slot::kNodeValue) = RefValue(value);
  if (linked) LinkedAfterInsert(map, n);
  return n;
}

Obj* ThisMap(Value* a) { return a[0].ref; }

}  // namespace

bool HashMapInitCapacity(Runtime& rt, Obj* map, int32_t capacity) {
  if (capacity < 0) {
    rt.Throw(kIllegalArgumentExceptionClass,
             "Illegal initial capacity: " + std::to_string(capacity));
    return false;
  }
  F(map, slot::kMapThreshold) = IntValue(TableSizeFor(std::min(capacity, kMaxCapacity)));
  return true;
}

Obj* HashMapFindNode(Runtime& rt, Obj* map, Obj* key) {
  Obj* tab = Table(map);
  if (tab == nullptr || tab->len == 0) return nullptr;
  int32_t hash = key == nullptr ? 0 : Spread(ElementHash(rt, key));
  if (rt.exc != nullptr) return nullptr;
  for (Obj* e = ElementsOf(tab)[hash & (tab->len - 1)].ref; e != nullptr;
       e = F(e, slot::kNodeNext).ref) {
    if (!rt.Charge(1)) return nullptr;
    bool m = Matches(rt, e, hash, key);
    if (rt.exc != nullptr) return nullptr;
    if (m) return e;
  }
  return nullptr;
}

Value HashMapPut(Runtime& rt, Obj* map, Obj* key, Obj* value, bool only_if_absent) {
  int32_t hash = key == nullptr ? 0 : Spread(ElementHash(rt, key));
  if (rt.exc != nullptr) return Value{};
  if (Table(map) == nullptr || Table(map)->len == 0) {
    if (!Resize(rt, map)) return Value{};
  }
  Obj* tab = Table(map);
  Value& bin = ElementsOf(tab)[hash & (tab->len - 1)];
  Obj* found = nullptr;
  if (bin.ref == nullptr) {
    Obj* n = NewNode(rt, map, hash, key, value);
    if (n == nullptr) return Value{};
    bin = RefValue(n);
  } else {
    Obj* p = bin.ref;
    for (int count = 0;; ++count) {
      if (!rt.Charge(1)) return Value{};
      bool m = Matches(rt, p, hash, key);
      if (rt.exc != nullptr) return Value{};
      if (m) {
        found = p;
        break;
      }
      Obj* next = F(p, slot::kNodeNext).ref;
      if (next == nullptr) {
        Obj* n = NewNode(rt, map, hash, key, value);
        if (n == nullptr) return Value{};
        F(p, slot::kNodeNext) = RefValue(n);
        if (count >= kTreeifyThreshold - 1) {  // treeifyBin
          if (tab->len < kMinTreeifyCapacity) {
            if (!Resize(rt, map)) return Value{};
          } else {
            rt.Throw(kUnsupportedOperationExceptionClass,
                     "a HashMap bin of 9 colliding keys (a tree bin) is outside the subject "
                     "language");
            return Value{};
          }
        }
        break;
      }
      p = next;
    }
  }
  if (found != nullptr) {
    Value old = F(found, slot::kNodeValue);
    if (!only_if_absent || old.ref == nullptr) F(found, slot::kNodeValue) = RefValue(value);
    return old;
  }
  F(map, slot::kMapModCount).i++;
  int32_t size = ++F(map, slot::kMapSize).i;
  if (size > F(map, slot::kMapThreshold).i && !Resize(rt, map)) return Value{};
  return RefValue(nullptr);
}

// Unlinks node `node` (found by identity) or the node of `key`.
Obj* RemoveNode(Runtime& rt, Obj* map, int32_t hash, Obj* key, Obj* node) {
  Obj* tab = Table(map);
  if (tab == nullptr || tab->len == 0) return nullptr;
  Value* bin = &ElementsOf(tab)[hash & (tab->len - 1)];
  Obj* prev = nullptr;
  for (Obj* e = bin->ref; e != nullptr; prev = e, e = F(e, slot::kNodeNext).ref) {
    if (!rt.Charge(1)) return nullptr;
    bool m = node != nullptr ? e == node : Matches(rt, e, hash, key);
    if (rt.exc != nullptr) return nullptr;
    if (!m) continue;
    if (prev == nullptr) {
      *bin = F(e, slot::kNodeNext);
    } else {
      F(prev, slot::kNodeNext) = F(e, slot::kNodeNext);
    }
    F(map, slot::kMapModCount).i++;
    F(map, slot::kMapSize).i--;
    if (IsLinkedMap(rt, map)) LinkedAfterRemove(map, e);
    return e;
  }
  return nullptr;
}

Obj* HashMapRemoveKey(Runtime& rt, Obj* map, Obj* key) {
  int32_t hash = key == nullptr ? 0 : Spread(ElementHash(rt, key));
  if (rt.exc != nullptr) return nullptr;
  return RemoveNode(rt, map, hash, key, nullptr);
}

void HashMapClear(Runtime& rt, Obj* map) {
  F(map, slot::kMapModCount).i++;
  if (IsLinkedMap(rt, map)) LinkedClear(map);
  Obj* tab = Table(map);
  if (tab != nullptr && F(map, slot::kMapSize).i > 0) {
    F(map, slot::kMapSize) = IntValue(0);
    std::fill(ElementsOf(tab), ElementsOf(tab) + tab->len, RefValue(nullptr));
  }
}

namespace {

// HashIterator: the next node in table order, from `index`.
void AdvanceFrom(Obj* it, Obj* tab) {
  int32_t index = F(it, slot::kHitIndex).i;
  Obj* next = nullptr;
  while (index < tab->len && (next = ElementsOf(tab)[index++].ref) == nullptr) {
  }
  F(it, slot::kHitNext) = RefValue(next);
  F(it, slot::kHitIndex) = IntValue(index);
}

}  // namespace

Obj* NewHashMapIterator(Runtime& rt, Obj* map, int cls) {
  Obj* it = rt.NewInstance(cls);
  if (it == nullptr) return nullptr;
  F(it, slot::kHitMap) = RefValue(map);
  F(it, slot::kHitExpectedMod) = F(map, slot::kMapModCount);
  if (IsLinkedMap(rt, map)) {  // LinkedHashIterator: from the head, along `after`.
    F(it, slot::kHitNext) = F(map, slot::kLinkedHead);
    return it;
  }
  Obj* tab = Table(map);
  if (tab != nullptr && F(map, slot::kMapSize).i > 0) AdvanceFrom(it, tab);
  return it;
}

namespace {

Value HitHasNext(Runtime&, Value* a) { return Bool(F(a[0].ref, slot::kHitNext).ref != nullptr); }

Obj* HitNextNode(Runtime& rt, Obj* it) {
  Obj* map = F(it, slot::kHitMap).ref;
  if (F(map, slot::kMapModCount).i != F(it, slot::kHitExpectedMod).i) {
    rt.Throw(kConcurrentModificationExceptionClass, nullptr);
    return nullptr;
  }
  Obj* e = F(it, slot::kHitNext).ref;
  if (e == nullptr) {
    rt.Throw(kNoSuchElementExceptionClass, nullptr);
    return nullptr;
  }
  F(it, slot::kHitCurrent) = RefValue(e);
  if (IsLinkedMap(rt, map)) {
    F(it, slot::kHitNext) = F(e, slot::kEntryAfter);
    return e;
  }
  Obj* next = F(e, slot::kNodeNext).ref;
  F(it, slot::kHitNext) = RefValue(next);
  if (next == nullptr && Table(map) != nullptr) AdvanceFrom(it, Table(map));
  return e;
}
Value KeyItNext(Runtime& rt, Value* a) {
  Obj* e = HitNextNode(rt, a[0].ref);
  return e == nullptr ? Value{} : F(e, slot::kNodeKey);
}
Value ValueItNext(Runtime& rt, Value* a) {
  Obj* e = HitNextNode(rt, a[0].ref);
  return e == nullptr ? Value{} : F(e, slot::kNodeValue);
}
Value EntryItNext(Runtime& rt, Value* a) { return RefValue(HitNextNode(rt, a[0].ref)); }
Value HitRemove(Runtime& rt, Value* a) {
  Obj* it = a[0].ref;
  Obj* p = F(it, slot::kHitCurrent).ref;
  if (p == nullptr) {
    rt.Throw(kIllegalStateExceptionClass, nullptr);
    return Value{};
  }
  Obj* map = F(it, slot::kHitMap).ref;
  if (F(map, slot::kMapModCount).i != F(it, slot::kHitExpectedMod).i) {
    rt.Throw(kConcurrentModificationExceptionClass, nullptr);
    return Value{};
  }
  F(it, slot::kHitCurrent) = RefValue(nullptr);
  RemoveNode(rt, map, F(p, slot::kNodeHash).i, nullptr, p);
  F(it, slot::kHitExpectedMod) = F(map, slot::kMapModCount);
  return Value{};
}

// ---- HashMap ----
Value MapInit(Runtime&, Value*) { return Value{}; }
Value MapInitCapacity(Runtime& rt, Value* a) {
  HashMapInitCapacity(rt, ThisMap(a), a[1].i);
  return Value{};
}
Value MapSize(Runtime&, Value* a) { return F(ThisMap(a), slot::kMapSize); }
Value MapIsEmpty(Runtime&, Value* a) { return Bool(F(ThisMap(a), slot::kMapSize).i == 0); }
Value MapGet(Runtime& rt, Value* a) {
  Obj* e = HashMapFindNode(rt, ThisMap(a), a[1].ref);
  return e == nullptr ? RefValue(nullptr) : F(e, slot::kNodeValue);
}
Value MapGetOrDefault(Runtime& rt, Value* a) {
  Obj* e = HashMapFindNode(rt, ThisMap(a), a[1].ref);
  if (rt.exc != nullptr) return Value{};
  return e == nullptr ? a[2] : F(e, slot::kNodeValue);
}
Value MapContainsKey(Runtime& rt, Value* a) {
  return Bool(HashMapFindNode(rt, ThisMap(a), a[1].ref) != nullptr);
}
Value MapPut(Runtime& rt, Value* a) {
  return HashMapPut(rt, ThisMap(a), a[1].ref, a[2].ref, false);
}
Value MapPutIfAbsent(Runtime& rt, Value* a) {
  return HashMapPut(rt, ThisMap(a), a[1].ref, a[2].ref, true);
}
Value MapRemove(Runtime& rt, Value* a) {
  Obj* e = HashMapRemoveKey(rt, ThisMap(a), a[1].ref);
  return e == nullptr ? RefValue(nullptr) : F(e, slot::kNodeValue);
}
Value MapClear(Runtime& rt, Value* a) {
  HashMapClear(rt, ThisMap(a));
  return Value{};
}
// Calls fn(node) for each node in iteration order; false when an exception is pending.
template <typename Fn>
bool EachNode(Runtime& rt, Obj* map, Fn&& fn) {
  if (IsLinkedMap(rt, map)) {
    for (Obj* e = F(map, slot::kLinkedHead).ref; e != nullptr; e = F(e, slot::kEntryAfter).ref) {
      if (!rt.Charge(1)) return false;
      if (!fn(e)) return rt.exc == nullptr;
    }
    return true;
  }
  Obj* tab = Table(map);
  if (tab == nullptr) return true;
  for (int32_t i = 0; i < tab->len; ++i) {
    for (Obj* e = ElementsOf(tab)[i].ref; e != nullptr; e = F(e, slot::kNodeNext).ref) {
      if (!rt.Charge(1)) return false;
      if (!fn(e)) return rt.exc == nullptr;
    }
  }
  return true;
}
Value MapContainsValue(Runtime& rt, Value* a) {
  bool found = false;
  Obj* v = a[1].ref;
  EachNode(rt, ThisMap(a), [&](Obj* e) {
    found = ElementEquals(rt, v, F(e, slot::kNodeValue).ref);
    return !found && rt.exc == nullptr;
  });
  return Bool(found);
}
}  // namespace

// putAll(Map m): pre-size as putMapEntries does, then put each entry of m.entrySet().
Value HashMapPutAll(Runtime& rt, Value* a) {
  Obj* self = ThisMap(a);
  Obj* m = a[1].ref;
  if (m == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  Value mv = RefValue(m);
  int32_t s = CallInterface(rt, g_methods.map_size, &mv, 1).i;
  if (rt.exc != nullptr || s <= 0) return Value{};
  if (Table(self) == nullptr) {
    float ft = static_cast<float>(s) / 0.75f + 1.0f;
    int32_t cap = ft < static_cast<float>(kMaxCapacity) ? static_cast<int32_t>(ft) : kMaxCapacity;
    if (cap > F(self, slot::kMapThreshold).i) {
      F(self, slot::kMapThreshold) = IntValue(TableSizeFor(cap));
    }
  } else {
    while (s > F(self, slot::kMapThreshold).i && Table(self)->len < kMaxCapacity) {
      if (!Resize(rt, self)) return Value{};
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
    HashMapPut(rt, self, k.ref, v.ref, false);
    return rt.exc == nullptr;
  });
  return Value{};
}

namespace {

// HashMap(Map m): putMapEntries(m) into the empty map.
Value MapInitMap(Runtime& rt, Value* a) {
  HashMapPutAll(rt, a);
  return Value{};
}

// A view object of `map`, made once per map (the JDK caches its views).
Value View(Runtime& rt, Obj* map, int field, int cls) {
  Value& v = F(map, field);
  if (v.ref == nullptr) {
    Obj* o = rt.NewInstance(cls);
    if (o == nullptr) return Value{};
    F(o, slot::kViewMap) = RefValue(map);
    v = RefValue(o);
  }
  return v;
}
Value MapKeySet(Runtime& rt, Value* a) {
  return View(rt, ThisMap(a), slot::kMapKeySet, kHashMapKeySetClass);
}
Value MapValues(Runtime& rt, Value* a) {
  return View(rt, ThisMap(a), slot::kMapValues, kHashMapValuesClass);
}
Value MapEntrySet(Runtime& rt, Value* a) {
  return View(rt, ThisMap(a), slot::kMapEntrySet, kHashMapEntrySetClass);
}

// AbstractMap.toString: "{k=v, ...}" in iteration order; "(this Map)" for the map itself.
Value MapToString(Runtime& rt, Value* a) {
  Obj* self = ThisMap(a);
  std::u16string s = u"{";
  bool first = true;
  bool ok = EachNode(rt, self, [&](Obj* e) {
    if (!first) s += u", ";
    first = false;
    for (int f : {slot::kNodeKey, slot::kNodeValue}) {
      Obj* x = F(e, f).ref;
      if (x == self) {
        s += u"(this Map)";
      } else {
        rt.AppendJava(s, RefValue(x), kObjectType);
        if (rt.exc != nullptr) return false;
      }
      if (f == slot::kNodeKey) s += u"=";
    }
    return true;
  });
  if (!ok) return Value{};
  s += u"}";
  return StrValue(rt, s);
}

// AbstractMap.equals: a Map of the same size mapping each key to an equal value (a
// ClassCastException or NullPointerException from the other map means "not equal").
Value MapEquals(Runtime& rt, Value* a) {
  Obj* self = ThisMap(a);
  Obj* o = a[1].ref;
  if (o == self) return Bool(true);
  if (!IsInstance(rt, o, kMapClass)) return Bool(false);
  Value ov = RefValue(o);
  int32_t osize = CallInterface(rt, g_methods.map_size, &ov, 1).i;
  if (rt.exc != nullptr) return Value{};
  if (osize != F(self, slot::kMapSize).i) return Bool(false);
  bool equal = true;
  EachNode(rt, self, [&](Obj* e) {
    Value args[2] = {ov, F(e, slot::kNodeKey)};
    Value got = CallInterface(rt, g_methods.map_get, args, 2);
    if (rt.exc != nullptr) return false;
    Obj* value = F(e, slot::kNodeValue).ref;
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

int32_t NodeHash(Runtime& rt, Obj* e) {
  int32_t k = ElementHash(rt, F(e, slot::kNodeKey).ref);
  if (rt.exc != nullptr) return 0;
  return k ^ ElementHash(rt, F(e, slot::kNodeValue).ref);
}
// AbstractMap.hashCode: the sum of the entries' hashCode()s.
Value MapHashCode(Runtime& rt, Value* a) {
  uint32_t h = 0;
  EachNode(rt, ThisMap(a), [&](Obj* e) {
    h += static_cast<uint32_t>(NodeHash(rt, e));
    return rt.exc == nullptr;
  });
  return IntValue(static_cast<int32_t>(h));
}

// ---- HashMap.Node as a Map.Entry ----
Value NodeGetKey(Runtime&, Value* a) { return F(a[0].ref, slot::kNodeKey); }
Value NodeGetValue(Runtime&, Value* a) { return F(a[0].ref, slot::kNodeValue); }
Value NodeSetValue(Runtime&, Value* a) {
  Value old = F(a[0].ref, slot::kNodeValue);
  F(a[0].ref, slot::kNodeValue) = a[1];
  return old;
}
Value NodeToString(Runtime& rt, Value* a) {
  std::u16string s;
  rt.AppendJava(s, F(a[0].ref, slot::kNodeKey), kObjectType);
  if (rt.exc != nullptr) return Value{};
  s += u"=";
  rt.AppendJava(s, F(a[0].ref, slot::kNodeValue), kObjectType);
  if (rt.exc != nullptr) return Value{};
  return StrValue(rt, s);
}
Value NodeHashCode(Runtime& rt, Value* a) { return IntValue(NodeHash(rt, a[0].ref)); }
// Node.equals: o is a Map.Entry with equal key and value.
Value NodeEquals(Runtime& rt, Value* a) {
  Obj* o = a[1].ref;
  if (o == a[0].ref) return Bool(true);
  if (!IsInstance(rt, o, kMapEntryClass)) return Bool(false);
  Value ov = RefValue(o);
  Value k = CallInterface(rt, g_methods.entry_get_key, &ov, 1);
  if (rt.exc != nullptr) return Value{};
  if (!ElementEquals(rt, F(a[0].ref, slot::kNodeKey).ref, k.ref)) return Bool(false);
  if (rt.exc != nullptr) return Value{};
  Value v = CallInterface(rt, g_methods.entry_get_value, &ov, 1);
  if (rt.exc != nullptr) return Value{};
  return Bool(ElementEquals(rt, F(a[0].ref, slot::kNodeValue).ref, v.ref));
}

// ---- Views ----
Obj* ViewMap(Value* a) { return F(a[0].ref, slot::kViewMap).ref; }
Value ViewSize(Runtime&, Value* a) { return F(ViewMap(a), slot::kMapSize); }
Value ViewIsEmpty(Runtime&, Value* a) { return Bool(F(ViewMap(a), slot::kMapSize).i == 0); }
Value ViewClear(Runtime& rt, Value* a) {
  HashMapClear(rt, ViewMap(a));
  return Value{};
}
Value Unsupported(Runtime& rt, Value*) {
  rt.Throw(kUnsupportedOperationExceptionClass, nullptr);
  return Value{};
}
Value KeySetIterator(Runtime& rt, Value* a) {
  return RefValue(NewHashMapIterator(rt, ViewMap(a), kHashMapKeyIteratorClass));
}
Value ValuesIterator(Runtime& rt, Value* a) {
  return RefValue(NewHashMapIterator(rt, ViewMap(a), kHashMapValueIteratorClass));
}
Value EntrySetIterator(Runtime& rt, Value* a) {
  return RefValue(NewHashMapIterator(rt, ViewMap(a), kHashMapEntryIteratorClass));
}
Value KeySetContains(Runtime& rt, Value* a) {
  return Bool(HashMapFindNode(rt, ViewMap(a), a[1].ref) != nullptr);
}
Value KeySetRemove(Runtime& rt, Value* a) {
  return Bool(HashMapRemoveKey(rt, ViewMap(a), a[1].ref) != nullptr);
}
Value ValuesContains(Runtime& rt, Value* a) {
  Value args[2] = {RefValue(ViewMap(a)), a[1]};
  return MapContainsValue(rt, args);
}
// EntrySet.contains(o): o is a Map.Entry whose key's node equals it.
Value EntrySetContains(Runtime& rt, Value* a) {
  Obj* o = a[1].ref;
  if (!IsInstance(rt, o, kMapEntryClass)) return Bool(false);
  Value ov = RefValue(o);
  Value k = CallInterface(rt, g_methods.entry_get_key, &ov, 1);
  if (rt.exc != nullptr) return Value{};
  Obj* node = HashMapFindNode(rt, ViewMap(a), k.ref);
  if (node == nullptr || rt.exc != nullptr) return Bool(false);
  Value args[2] = {RefValue(node), ov};
  return NodeEquals(rt, args);
}
Value EntrySetRemove(Runtime& rt, Value* a) {
  Value c = EntrySetContains(rt, a);
  if (rt.exc != nullptr || !c.i) return c;
  Value ov = a[1];
  Value k = CallInterface(rt, g_methods.entry_get_key, &ov, 1);
  if (rt.exc != nullptr) return Value{};
  return Bool(HashMapRemoveKey(rt, ViewMap(a), k.ref) != nullptr);
}

// AbstractCollection.remove, as Values inherits it: the first value equal to o, by iteration.
Value ValuesRemove(Runtime& rt, Value* a) {
  Obj* map = ViewMap(a);
  Obj* o = a[1].ref;
  Obj* hit = nullptr;
  EachNode(rt, map, [&](Obj* e) {
    Obj* v = F(e, slot::kNodeValue).ref;
    bool eq = o == nullptr ? v == nullptr : ElementEquals(rt, o, v);
    if (eq) hit = e;
    return !eq && rt.exc == nullptr;
  });
  if (rt.exc != nullptr || hit == nullptr) return Bool(false);
  RemoveNode(rt, map, F(hit, slot::kNodeHash).i, nullptr, hit);
  return Bool(true);
}

// AbstractSet.equals: a Set of the same size containing every element of o.
Value SetEquals(Runtime& rt, Value* a) {
  Obj* self = a[0].ref;
  Obj* o = a[1].ref;
  if (o == self) return Bool(true);
  if (!IsInstance(rt, o, kSetClass)) return Bool(false);
  Value sv = RefValue(self);
  Value ov = RefValue(o);
  int32_t mine = CallInterface(rt, g_methods.collection_size, &sv, 1).i;
  if (rt.exc != nullptr) return Value{};
  int32_t theirs = CallInterface(rt, g_methods.collection_size, &ov, 1).i;
  if (rt.exc != nullptr) return Value{};
  if (mine != theirs) return Bool(false);
  bool all = true;
  IterateJava(rt, o, [&](Obj* e) {
    Value args[2] = {sv, RefValue(e)};
    all = CallInterface(rt, g_methods.collection_contains, args, 2).i != 0;
    return all && rt.exc == nullptr;
  });
  return EqualsOutcome(rt, all);
}
// AbstractSet.hashCode: the sum of the elements' hashCode()s.
Value SetHashCode(Runtime& rt, Value* a) {
  uint32_t h = 0;
  IterateJava(rt, a[0].ref, [&](Obj* e) {
    h += static_cast<uint32_t>(ElementHash(rt, e));
    return rt.exc == nullptr;
  });
  return IntValue(static_cast<int32_t>(h));
}

// ---- HashSet: the keys of a HashMap whose values are one shared marker ----
Obj* SetMap(Value* a) { return F(a[0].ref, slot::kSetMap).ref; }
bool SetInitMap(Runtime& rt, Value* a, int32_t capacity, bool sized) {
  Obj* m = rt.NewInstance(kHashMapClass);
  if (m == nullptr) return false;
  if (sized && !HashMapInitCapacity(rt, m, capacity)) return false;
  F(a[0].ref, slot::kSetMap) = RefValue(m);
  return true;
}
Value SetInit(Runtime& rt, Value* a) {
  SetInitMap(rt, a, 0, false);
  return Value{};
}
Value SetInitCapacity(Runtime& rt, Value* a) {
  SetInitMap(rt, a, a[1].i, true);
  return Value{};
}
Value SetAdd(Runtime& rt, Value* a) {
  // The marker value: the set itself's map (any non-null object; never shown).
  Value old = HashMapPut(rt, SetMap(a), a[1].ref, SetMap(a), false);
  return Bool(rt.exc == nullptr && old.ref == nullptr);
}
// HashSet(Collection c): a map sized max(c.size() / .75f + 1, 16), then addAll(c).
Value SetInitCollection(Runtime& rt, Value* a) {
  Obj* c = a[1].ref;
  if (c == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  Value cv = RefValue(c);
  int32_t n = CallInterface(rt, g_methods.collection_size, &cv, 1).i;
  if (rt.exc != nullptr) return Value{};
  int32_t cap = std::max(static_cast<int32_t>(static_cast<float>(n) / .75f) + 1, 16);
  if (!SetInitMap(rt, a, cap, true)) return Value{};
  IterateJava(rt, c, [&](Obj* e) {
    Value args[2] = {a[0], RefValue(e)};
    SetAdd(rt, args);
    return rt.exc == nullptr;
  });
  return Value{};
}
Value SetAddAll(Runtime& rt, Value* a) {
  bool changed = false;
  IterateJava(rt, a[1].ref, [&](Obj* e) {
    Value args[2] = {a[0], RefValue(e)};
    changed |= SetAdd(rt, args).i != 0;
    return rt.exc == nullptr;
  });
  return Bool(changed);
}
Value SetSize(Runtime&, Value* a) { return F(SetMap(a), slot::kMapSize); }
Value SetIsEmpty(Runtime&, Value* a) { return Bool(F(SetMap(a), slot::kMapSize).i == 0); }
Value SetContains(Runtime& rt, Value* a) {
  return Bool(HashMapFindNode(rt, SetMap(a), a[1].ref) != nullptr);
}
Value SetRemove(Runtime& rt, Value* a) {
  return Bool(HashMapRemoveKey(rt, SetMap(a), a[1].ref) != nullptr);
}
Value SetClear(Runtime& rt, Value* a) {
  HashMapClear(rt, SetMap(a));
  return Value{};
}
Value SetIterator(Runtime& rt, Value* a) {
  return RefValue(NewHashMapIterator(rt, SetMap(a), kHashMapKeyIteratorClass));
}
// AbstractCollection.addAll, as the views inherit it: add is unsupported.
Value ViewAddAll(Runtime& rt, Value* a) {
  bool any = false;
  IterateJava(rt, a[1].ref, [&](Obj*) {
    any = true;
    return false;
  });
  if (rt.exc != nullptr) return Value{};
  if (any) return Unsupported(rt, a);
  return Bool(false);
}

void Fields(Declarer& d, ClassTable& t, std::initializer_list<std::pair<const char*, Type>> fs) {
  for (const auto& f : fs) {
    d.Field(f.first, f.second, false, std::nullopt, /*is_private=*/true);
    t.classes.back().fields.back().is_final = false;
  }
}

}  // namespace

Value EqualsOutcome(Runtime& rt, bool equal) {
  if (rt.exc == nullptr) return Bool(equal);
  if (rt.timed_out() || (!rt.ct.IsSubclass(rt.exc->cls, kClassCastExceptionClass) &&
                         !rt.ct.IsSubclass(rt.exc->cls, kNullPointerExceptionClass))) {
    return Value{};
  }
  rt.exc = nullptr;
  return Bool(false);
}

Value AbstractSetEquals(Runtime& rt, Value* a) { return SetEquals(rt, a); }
Value AbstractSetHashCode(Runtime& rt, Value* a) { return SetHashCode(rt, a); }

void DeclareHashMap(ClassTable& t) {
  Declarer d(t);
  const Type obj = kObjectType;
  const Type objs = Type{Base::kRef, 1, kObjectClass};
  const Type iterator = Type::Class(kIteratorClass);
  const Type collection = Type::Class(kCollectionClass);
  const Type set = Type::Class(kSetClass);
  const Type hmap = Type::Class(kHashMapClass);

  // HashMap<K, V> implements Map<K, V>.
  d.Class(kHashMapClass, "HashMap", kObjectClass);
  t.classes.back().java_util = true;
  t.classes.back().interfaces = {kMapClass};
  d.TypeParams("K, V");
  d.Supertypes("", {"Map<K,V>"});
  Fields(d, t,
         {{"table", objs},
          {"size", kIntType},
          {"modCount", kIntType},
          {"threshold", kIntType},
          {"keySet", set},
          {"values", collection},
          {"entrySet", set}});
  d.Ctor({}, MapInit);
  d.Ctor({kIntType}, MapInitCapacity);
  d.Ctor({Type::Class(kMapClass)}, MapInitMap);
  d.M("size", kIntType, {}, MapSize);
  d.M("isEmpty", kBooleanType, {}, MapIsEmpty);
  d.M("get", obj, {obj}, MapGet);
  d.Sig("V", {"Object"});
  d.M("getOrDefault", obj, {obj, obj}, MapGetOrDefault);
  d.Sig("V", {"Object", "V"});
  d.M("containsKey", kBooleanType, {obj}, MapContainsKey);
  d.M("containsValue", kBooleanType, {obj}, MapContainsValue);
  d.M("put", obj, {obj, obj}, MapPut);
  d.Sig("V", {"K", "V"});
  d.M("putIfAbsent", obj, {obj, obj}, MapPutIfAbsent);
  d.Sig("V", {"K", "V"});
  d.M("remove", obj, {obj}, MapRemove);
  d.Sig("V", {"Object"});
  d.M("clear", kVoidType, {}, MapClear);
  d.M("putAll", kVoidType, {Type::Class(kMapClass)}, HashMapPutAll);
  d.Sig("void", {"Map<? extends K,? extends V>"});
  d.M("keySet", set, {}, MapKeySet);
  d.Sig("Set<K>", {});
  d.M("values", collection, {}, MapValues);
  d.Sig("Collection<V>", {});
  d.M("entrySet", set, {}, MapEntrySet);
  d.Sig("Set<Map.Entry<K,V>>", {});
  d.M("toString", kStringType, {}, MapToString);
  d.M("equals", kBooleanType, {obj}, MapEquals);
  d.M("hashCode", kIntType, {}, MapHashCode);

  DeclareHiddenClass(d, t, kHashMapNodeClass, "HashMap.Node", "HashMap$Node", kHashMapClass,
                     {kMapEntryClass});
  Fields(d, t, {{"hash", kIntType}, {"key", obj}, {"value", obj}, {"next", obj}});
  d.M("getKey", obj, {}, NodeGetKey);
  d.M("getValue", obj, {}, NodeGetValue);
  d.M("setValue", obj, {obj}, NodeSetValue);
  d.M("toString", kStringType, {}, NodeToString);
  d.M("equals", kBooleanType, {obj}, NodeEquals);
  d.M("hashCode", kIntType, {}, NodeHashCode);

  // The views: collections backed by the map (add unsupported, as AbstractCollection).
  struct ViewSpec {
    int16_t id;
    const char* name;
    const char* binary;
    bool is_set;
    BuiltinFn iter, contains, remove;
  };
  const ViewSpec views[] = {
      {kHashMapKeySetClass, "HashMap.KeySet", "HashMap$KeySet", true, KeySetIterator,
       KeySetContains, KeySetRemove},
      {kHashMapValuesClass, "HashMap.Values", "HashMap$Values", false, ValuesIterator,
       ValuesContains, ValuesRemove},
      {kHashMapEntrySetClass, "HashMap.EntrySet", "HashMap$EntrySet", true, EntrySetIterator,
       EntrySetContains, EntrySetRemove},
  };
  for (const ViewSpec& v : views) {
    DeclareHiddenClass(d, t, v.id, v.name, v.binary, kHashMapClass,
                       {v.is_set ? kSetClass : kCollectionClass});
    Fields(d, t, {{"map", hmap}});
    d.M("size", kIntType, {}, ViewSize);
    d.M("isEmpty", kBooleanType, {}, ViewIsEmpty);
    d.M("clear", kVoidType, {}, ViewClear);
    d.M("iterator", iterator, {}, v.iter);
    d.M("contains", kBooleanType, {obj}, v.contains);
    d.M("add", kBooleanType, {obj}, Unsupported);
    d.M("addAll", kBooleanType, {collection}, ViewAddAll);
    d.M("remove", kBooleanType, {obj}, v.remove);
    d.M("toString", kStringType, {}, CollectionToString);
    if (v.is_set) {
      d.M("equals", kBooleanType, {obj}, SetEquals);
      d.M("hashCode", kIntType, {}, SetHashCode);
    }
  }
  struct IterSpec {
    int16_t id;
    const char* name;
    const char* binary;
    BuiltinFn next;
  };
  const IterSpec iters[] = {
      {kHashMapKeyIteratorClass, "HashMap.KeyIterator", "HashMap$KeyIterator", KeyItNext},
      {kHashMapValueIteratorClass, "HashMap.ValueIterator", "HashMap$ValueIterator", ValueItNext},
      {kHashMapEntryIteratorClass, "HashMap.EntryIterator", "HashMap$EntryIterator", EntryItNext},
  };
  for (const IterSpec& s : iters) {
    DeclareHiddenClass(d, t, s.id, s.name, s.binary, kHashMapClass, {kIteratorClass});
    Fields(d, t,
           {{"map", hmap},
            {"next", obj},
            {"current", obj},
            {"expectedModCount", kIntType},
            {"index", kIntType}});
    d.M("hasNext", kBooleanType, {}, HitHasNext);
    d.M("next", obj, {}, s.next);
    d.M("remove", kVoidType, {}, HitRemove);
  }

  // HashSet<E> implements Set<E>.
  d.Class(kHashSetClass, "HashSet", kObjectClass);
  t.classes.back().java_util = true;
  t.classes.back().interfaces = {kSetClass};
  d.TypeParams("E");
  d.Supertypes("", {"Set<E>"});
  Fields(d, t, {{"map", hmap}});
  d.Ctor({}, SetInit);
  d.Ctor({kIntType}, SetInitCapacity);
  d.Ctor({collection}, SetInitCollection);
  d.Sig("void", {"Collection<? extends E>"});
  d.M("size", kIntType, {}, SetSize);
  d.M("isEmpty", kBooleanType, {}, SetIsEmpty);
  d.M("add", kBooleanType, {obj}, SetAdd);
  d.Sig("boolean", {"E"});
  d.M("addAll", kBooleanType, {collection}, SetAddAll);
  d.Sig("boolean", {"Collection<? extends E>"});
  d.M("contains", kBooleanType, {obj}, SetContains);
  d.M("remove", kBooleanType, {obj}, SetRemove);
  d.M("clear", kVoidType, {}, SetClear);
  d.M("iterator", iterator, {}, SetIterator);
  d.Sig("Iterator<E>", {});
  d.M("toString", kStringType, {}, CollectionToString);
  d.M("equals", kBooleanType, {obj}, SetEquals);
  d.M("hashCode", kIntType, {}, SetHashCode);
}

}  // namespace aprgrid::lang::stdlib
