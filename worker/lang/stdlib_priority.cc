// PriorityQueue ordered by its Comparator, or by natural ordering when it has none, as Java 17's
// java.util.PriorityQueue: the binary heap in
// an Object[] (11 slots by default, growth by capacity + 2 under 64 slots and by half above),
// siftUp/siftDown/removeAt/heapify exactly as the JDK's, so iteration order and toString (the
// array's order) are the JDK's; Itr with its forgetMeNot queue (an element that removeAt moved
// before the cursor is returned after the array's end). Null elements throw
// NullPointerException; in natural order an element that is not Comparable ClassCastException
// (even into an empty queue, as the JDK's cast); element()/remove() on an empty queue
// NoSuchElementException. Built from a SortedSet or a PriorityQueue, a queue takes its comparator
// and its order without comparing (the JDK's initElementsFromCollection/initFromPriorityQueue).
#include <algorithm>
#include <vector>

#include "worker/lang/stdlib_collections.h"
#include "worker/lang/stdlib_declarer.h"
#include "worker/lang/stdlib_impl.h"
#include "worker/lang/stdlib_sort.h"
#include "worker/lang/stdlib_treemap.h"

namespace aprgrid::lang::stdlib {
namespace {

Value Bool(bool b) { return IntValue(b ? 1 : 0); }
Value& F(Obj* o, int s) { return FieldsOf(o)[s]; }
Value Null() { return RefValue(nullptr); }

// PriorityQueue: queue[0, size) is the heap; comparator null for natural ordering.
constexpr int kQueue = 0, kSize = 1, kModCount = 2, kComparator = 3;
// Itr: forgetMeNot is a FIFO of moved elements kept in fmn[fmnHead, fmnHead + fmnSize).
constexpr int kItPq = 0, kItCursor = 1, kItLastRet = 2, kItLastRetElt = 3, kItExpected = 4,
              kItFmn = 5, kItFmnHead = 6, kItFmnSize = 7;

Value* Es(Obj* pq) { return ElementsOf(F(pq, kQueue).ref); }
int32_t Cap(Obj* pq) { return F(pq, kQueue).ref->len; }

Obj* NewObjects(Runtime& rt, int32_t n) {
  return rt.NewArray(Type{Base::kRef, 1, kObjectClass}, n);
}

Obj* ComparatorOf(Obj* pq) { return F(pq, kComparator).ref; }
// (Comparable) x in natural order (siftUpComparable/siftDownComparable); nothing with a
// comparator (siftUpUsingComparator/siftDownUsingComparator).
bool Cast(Runtime& rt, Obj* cmp, Obj* x) { return cmp != nullptr || CastComparable(rt, x); }
int32_t Cmp(Runtime& rt, Obj* cmp, Obj* a, Obj* b) {
  rt.Charge(1);
  int32_t c = 0;
  return CompareObjects(rt, cmp, a, b, &c) ? c : 0;
}

bool SiftUp(Runtime& rt, Obj* cmp, Value* es, int32_t k, Obj* x) {
  if (!Cast(rt, cmp, x)) return false;
  while (k > 0) {
    int32_t parent = (k - 1) >> 1;
    Obj* e = es[parent].ref;
    int32_t c = Cmp(rt, cmp, x, e);
    if (rt.exc != nullptr) return false;
    if (c >= 0) break;
    es[k] = RefValue(e);
    k = parent;
  }
  es[k] = RefValue(x);
  return true;
}

bool SiftDown(Runtime& rt, Obj* cmp, Value* es, int32_t k, Obj* x, int32_t n) {
  if (!Cast(rt, cmp, x)) return false;
  const int32_t half = n >> 1;
  while (k < half) {
    int32_t child = (k << 1) + 1;
    Obj* c = es[child].ref;
    const int32_t right = child + 1;
    if (right < n) {
      if (!Cast(rt, cmp, c)) return false;
      int32_t r = Cmp(rt, cmp, c, es[right].ref);
      if (rt.exc != nullptr) return false;
      if (r > 0) c = es[child = right].ref;
    }
    int32_t d = Cmp(rt, cmp, x, c);
    if (rt.exc != nullptr) return false;
    if (d <= 0) break;
    es[k] = RefValue(c);
    k = child;
  }
  es[k] = RefValue(x);
  return true;
}

bool Grow(Runtime& rt, Obj* pq, int32_t min_capacity) {
  const int32_t old = Cap(pq);
  const int32_t pref = old < 64 ? old + 2 : old >> 1;
  const int32_t cap = old + std::max(min_capacity - old, pref);
  Obj* grown = NewObjects(rt, cap);
  if (grown == nullptr || !rt.Charge(static_cast<uint64_t>(old))) return false;
  std::copy(Es(pq), Es(pq) + old, ElementsOf(grown));
  F(pq, kQueue) = RefValue(grown);
  return true;
}

bool Offer(Runtime& rt, Obj* pq, Obj* e) {
  if (e == nullptr) {
    rt.ThrowNullPointer();
    return false;
  }
  F(pq, kModCount).i++;
  const int32_t i = F(pq, kSize).i;
  if (i >= Cap(pq) && !Grow(rt, pq, i + 1)) return false;
  if (!SiftUp(rt, ComparatorOf(pq), Es(pq), i, e)) return false;
  F(pq, kSize) = IntValue(i + 1);
  return true;
}

// removeAt(i): the element moved from the end to before i, or null.
Obj* RemoveAt(Runtime& rt, Obj* pq, int32_t i) {
  Value* es = Es(pq);
  F(pq, kModCount).i++;
  const int32_t s = --F(pq, kSize).i;
  if (s == i) {
    es[i] = Null();
    return nullptr;
  }
  Obj* moved = es[s].ref;
  es[s] = Null();
  if (!SiftDown(rt, ComparatorOf(pq), es, i, moved, s)) return nullptr;
  if (es[i].ref == moved) {
    if (!SiftUp(rt, ComparatorOf(pq), es, i, moved)) return nullptr;
    if (es[i].ref != moved) return moved;
  }
  return nullptr;
}

int32_t IndexOf(Runtime& rt, Obj* pq, Obj* o) {
  if (o == nullptr) return -1;
  for (int32_t i = 0, n = F(pq, kSize).i; i < n; ++i) {
    if (!rt.Charge(1)) return -1;
    bool eq = ElementEquals(rt, o, Es(pq)[i].ref);
    if (rt.exc != nullptr) return -1;
    if (eq) return i;
  }
  return -1;
}

Obj* Pq(Value* a) { return a[0].ref; }
Value Init(Runtime& rt, Value* a) {
  Obj* q = NewObjects(rt, 11);
  if (q != nullptr) F(Pq(a), kQueue) = RefValue(q);
  return Value{};
}
Value InitCapacity(Runtime& rt, Value* a) {
  if (a[1].i < 1) {
    rt.Throw(kIllegalArgumentExceptionClass, nullptr);
    return Value{};
  }
  Obj* q = NewObjects(rt, a[1].i);
  if (q != nullptr) F(Pq(a), kQueue) = RefValue(q);
  return Value{};
}
Value InitComparator(Runtime& rt, Value* a) {
  F(Pq(a), kComparator) = a[1];
  return Init(rt, a);
}
Value InitCapacityComparator(Runtime& rt, Value* a) {
  F(Pq(a), kComparator) = a[2];
  return InitCapacity(rt, a);
}
Value ComparatorFn(Runtime&, Value* a) { return F(Pq(a), kComparator); }
// PriorityQueue(Collection c): a SortedSet's comparator and order (initElementsFromCollection);
// a PriorityQueue's comparator and, when its class is PriorityQueue itself, its array
// (initFromPriorityQueue); else natural ordering and heapify. c.toArray(), then a lone null (any
// null with a comparator) rejected.
Value InitCollection(Runtime& rt, Value* a) {
  bool sorted = false;
  if (IsInstance(rt, a[1].ref, kSortedSetClass)) {
    Value c = CallInterface(rt, tree::g_tree.sorted_set_comparator, &a[1], 1);
    if (rt.exc != nullptr) return Value{};
    F(Pq(a), kComparator) = c;
    sorted = true;
  } else if (IsInstance(rt, a[1].ref, kPriorityQueueClass)) {
    F(Pq(a), kComparator) = F(a[1].ref, kComparator);
    sorted = a[1].ref->cls == kPriorityQueueClass;
  }
  Obj* cmp = ComparatorOf(Pq(a));
  std::vector<Obj*> elems;
  bool ok = IterateJava(rt, a[1].ref, [&](Obj* e) {
    elems.push_back(e);
    return true;
  });
  if (!ok) return Value{};
  const int32_t n = static_cast<int32_t>(elems.size());
  if ((n == 1 || cmp != nullptr) && std::find(elems.begin(), elems.end(), nullptr) != elems.end()) {
    rt.ThrowNullPointer();
    return Value{};
  }
  Obj* q = NewObjects(rt, std::max(n, 1));
  if (q == nullptr) return Value{};
  for (int32_t i = 0; i < n; ++i) ElementsOf(q)[i] = RefValue(elems[static_cast<size_t>(i)]);
  F(Pq(a), kQueue) = RefValue(q);
  F(Pq(a), kSize) = IntValue(n);
  for (int32_t i = sorted ? -1 : (n >> 1) - 1; i >= 0; --i) {
    if (!SiftDown(rt, cmp, ElementsOf(q), i, ElementsOf(q)[i].ref, n)) return Value{};
  }
  return Value{};
}
Value Add(Runtime& rt, Value* a) { return Offer(rt, Pq(a), a[1].ref) ? Bool(true) : Value{}; }
// AbstractQueue.addAll: IllegalArgumentException for the queue itself, then add each.
Value AddAll(Runtime& rt, Value* a) {
  if (a[1].ref == a[0].ref) {
    rt.Throw(kIllegalArgumentExceptionClass, nullptr);
    return Value{};
  }
  bool modified = false;
  bool ok = IterateJava(rt, a[1].ref, [&](Obj* e) {
    modified = true;
    return Offer(rt, Pq(a), e);
  });
  return ok ? Bool(modified) : Value{};
}
Value Peek(Runtime&, Value* a) { return Es(Pq(a))[0]; }
Value Poll(Runtime& rt, Value* a) {
  Obj* pq = Pq(a);
  Value* es = Es(pq);
  Obj* result = es[0].ref;
  if (result != nullptr) {
    F(pq, kModCount).i++;
    const int32_t n = --F(pq, kSize).i;
    Obj* x = es[n].ref;
    es[n] = Null();
    if (n > 0 && !SiftDown(rt, ComparatorOf(pq), es, 0, x, n)) return Value{};
  }
  return RefValue(result);
}
Value Element(Runtime& rt, Value* a) {
  Value v = Peek(rt, a);
  if (v.ref == nullptr) rt.Throw(kNoSuchElementExceptionClass, nullptr);
  return v;
}
Value RemoveHead(Runtime& rt, Value* a) {
  Value v = Poll(rt, a);
  if (rt.exc == nullptr && v.ref == nullptr) rt.Throw(kNoSuchElementExceptionClass, nullptr);
  return v;
}
Value RemoveObject(Runtime& rt, Value* a) {
  int32_t i = IndexOf(rt, Pq(a), a[1].ref);
  if (rt.exc != nullptr) return Value{};
  if (i < 0) return Bool(false);
  RemoveAt(rt, Pq(a), i);
  return rt.exc != nullptr ? Value{} : Bool(true);
}
Value Contains(Runtime& rt, Value* a) {
  int32_t i = IndexOf(rt, Pq(a), a[1].ref);
  return rt.exc != nullptr ? Value{} : Bool(i >= 0);
}
Value Size(Runtime&, Value* a) { return F(Pq(a), kSize); }
Value IsEmpty(Runtime&, Value* a) { return Bool(F(Pq(a), kSize).i == 0); }
Value Clear(Runtime& rt, Value* a) {
  Obj* pq = Pq(a);
  F(pq, kModCount).i++;
  const int32_t n = F(pq, kSize).i;
  if (!rt.Charge(static_cast<uint64_t>(n))) return Value{};
  std::fill(Es(pq), Es(pq) + n, Null());
  F(pq, kSize) = IntValue(0);
  return Value{};
}
Value Iterator(Runtime& rt, Value* a) {
  Obj* it = rt.NewInstance(kPriorityQueueItrClass);
  if (it == nullptr) return Value{};
  F(it, kItPq) = a[0];
  F(it, kItLastRet) = IntValue(-1);
  F(it, kItExpected) = F(Pq(a), kModCount);
  return RefValue(it);
}

// ---- Itr ----
Value ItHasNext(Runtime&, Value* a) {
  Obj* it = a[0].ref;
  return Bool(F(it, kItCursor).i < F(F(it, kItPq).ref, kSize).i || F(it, kItFmnSize).i > 0);
}
Value ItNext(Runtime& rt, Value* a) {
  Obj* it = a[0].ref;
  Obj* pq = F(it, kItPq).ref;
  if (F(it, kItExpected).i != F(pq, kModCount).i) {
    rt.Throw(kConcurrentModificationExceptionClass, nullptr);
    return Value{};
  }
  const int32_t cursor = F(it, kItCursor).i;
  if (cursor < F(pq, kSize).i) {
    F(it, kItLastRet) = IntValue(cursor);
    F(it, kItCursor) = IntValue(cursor + 1);
    return Es(pq)[cursor];
  }
  if (F(it, kItFmn).ref != nullptr) {
    F(it, kItLastRet) = IntValue(-1);
    Obj* e = nullptr;
    if (F(it, kItFmnSize).i > 0) {  // forgetMeNot.poll()
      Value& slot = ElementsOf(F(it, kItFmn).ref)[F(it, kItFmnHead).i];
      e = slot.ref;
      slot = Null();
      F(it, kItFmnHead).i++;
      F(it, kItFmnSize).i--;
    }
    F(it, kItLastRetElt) = RefValue(e);
    if (e != nullptr) return RefValue(e);
  }
  rt.Throw(kNoSuchElementExceptionClass, nullptr);
  return Value{};
}
Value ItRemove(Runtime& rt, Value* a) {
  Obj* it = a[0].ref;
  Obj* pq = F(it, kItPq).ref;
  if (F(it, kItExpected).i != F(pq, kModCount).i) {
    rt.Throw(kConcurrentModificationExceptionClass, nullptr);
    return Value{};
  }
  const int32_t last = F(it, kItLastRet).i;
  if (last != -1) {
    Obj* moved = RemoveAt(rt, pq, last);
    if (rt.exc != nullptr) return Value{};
    F(it, kItLastRet) = IntValue(-1);
    if (moved == nullptr) {
      F(it, kItCursor).i--;
    } else {  // forgetMeNot.add(moved)
      Obj* fmn = F(it, kItFmn).ref;
      const int32_t head = F(it, kItFmnHead).i, n = F(it, kItFmnSize).i;
      if (fmn == nullptr || head + n >= fmn->len) {
        Obj* grown = NewObjects(rt, std::max(8, 2 * (n + 1)));
        if (grown == nullptr) return Value{};
        if (fmn != nullptr) {
          std::copy(ElementsOf(fmn) + head, ElementsOf(fmn) + head + n, ElementsOf(grown));
        }
        F(it, kItFmn) = RefValue(grown);
        F(it, kItFmnHead) = IntValue(0);
        fmn = grown;
      }
      ElementsOf(fmn)[F(it, kItFmnHead).i + n] = RefValue(moved);
      F(it, kItFmnSize) = IntValue(n + 1);
    }
  } else if (Obj* elt = F(it, kItLastRetElt).ref; elt != nullptr) {  // removeEq
    for (int32_t i = 0, n = F(pq, kSize).i; i < n; ++i) {
      if (Es(pq)[i].ref == elt) {
        RemoveAt(rt, pq, i);
        if (rt.exc != nullptr) return Value{};
        break;
      }
    }
    F(it, kItLastRetElt) = Null();
  } else {
    rt.Throw(kIllegalStateExceptionClass, nullptr);
    return Value{};
  }
  F(it, kItExpected) = F(pq, kModCount);
  return Value{};
}

}  // namespace

void DeclarePriorityQueue(ClassTable& t) {
  Declarer d(t);
  const Type obj = kObjectType;
  const Type objs = Type{Base::kRef, 1, kObjectClass};
  const Type comparator = Type::Class(kComparatorClass);
  auto field = [&](const char* name, Type type) {
    d.Field(name, type, false, std::nullopt, /*is_private=*/true);
    t.classes.back().fields.back().is_final = false;
  };
  // PriorityQueue<E> implements Queue<E>.
  d.Class(kPriorityQueueClass, "PriorityQueue", kObjectClass);
  t.classes.back().java_util = true;
  t.classes.back().interfaces = {kQueueClass};
  d.TypeParams("E");
  d.Supertypes("", {"Queue<E>"});
  field("queue", objs);
  field("size", kIntType);
  field("modCount", kIntType);
  field("comparator", comparator);
  d.Ctor({}, Init);
  d.Ctor({kIntType}, InitCapacity);
  d.Ctor({comparator}, InitComparator);
  d.Sig("void", {"Comparator<? super E>"});
  d.Ctor({kIntType, comparator}, InitCapacityComparator);
  d.Sig("void", {"int", "Comparator<? super E>"});
  d.Ctor({Type::Class(kCollectionClass)}, InitCollection);
  d.Sig("void", {"Collection<? extends E>"});
  d.Ctor({Type::Class(kPriorityQueueClass)}, InitCollection);
  d.Sig("void", {"PriorityQueue<? extends E>"});
  d.Ctor({Type::Class(kSortedSetClass)}, InitCollection);
  d.Sig("void", {"SortedSet<? extends E>"});
  d.M("comparator", comparator, {}, ComparatorFn);
  d.Sig("Comparator<? super E>", {});
  d.M("add", kBooleanType, {obj}, Add);
  d.Sig("boolean", {"E"});
  d.M("offer", kBooleanType, {obj}, Add);
  d.Sig("boolean", {"E"});
  d.M("addAll", kBooleanType, {Type::Class(kCollectionClass)}, AddAll);
  d.Sig("boolean", {"Collection<? extends E>"});
  d.M("peek", obj, {}, Peek);
  d.Sig("E", {});
  d.M("poll", obj, {}, Poll);
  d.Sig("E", {});
  d.M("element", obj, {}, Element);
  d.Sig("E", {});
  d.M("remove", obj, {}, RemoveHead);
  d.Sig("E", {});
  d.M("remove", kBooleanType, {obj}, RemoveObject);
  d.M("contains", kBooleanType, {obj}, Contains);
  d.M("size", kIntType, {}, Size);
  d.M("isEmpty", kBooleanType, {}, IsEmpty);
  d.M("clear", kVoidType, {}, Clear);
  d.M("iterator", Type::Class(kIteratorClass), {}, Iterator);
  d.Sig("Iterator<E>", {});
  d.M("toString", kStringType, {}, CollectionToString);

  DeclareHiddenClass(d, t, kPriorityQueueItrClass, "PriorityQueue.Itr", "PriorityQueue$Itr",
                     kPriorityQueueClass, {kIteratorClass});
  field("pq", Type::Class(kPriorityQueueClass));
  field("cursor", kIntType);
  field("lastRet", kIntType);
  field("lastRetElt", obj);
  field("expectedModCount", kIntType);
  field("forgetMeNot", objs);
  field("forgetMeNotHead", kIntType);
  field("forgetMeNotSize", kIntType);
  d.M("hasNext", kBooleanType, {}, ItHasNext);
  d.M("next", obj, {}, ItNext);
  d.M("remove", kVoidType, {}, ItRemove);
}

}  // namespace aprgrid::lang::stdlib
