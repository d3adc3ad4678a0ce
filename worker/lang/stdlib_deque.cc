// The Queue and Deque interfaces, ArrayDeque and LinkedList with Java 17's observable semantics.
//
// ArrayDeque mirrors the JDK's circular array exactly (its layout decides what an iterator sees
// after a change): `new ArrayDeque()` has 17 slots, `(n)` n + 1 (at least 1), growth by
// oldCapacity + 2 below 64 slots and by half above, with the head's run moved up when it wraps;
// `head`/`tail` move as addFirst/addLast/poll*/delete move them, delete(i) shifting the shorter
// side. Its iterators are not modCount-based: they count the elements left and throw
// ConcurrentModificationException only on reaching an empty slot. Null elements throw
// NullPointerException; the empty deque's remove*/get*/element/pop NoSuchElementException.
//
// LinkedList mirrors java.util.LinkedList: a doubly linked list with modCount, IndexOutOfBounds
// messages "Index: 5, Size: 3", ListItr (hasNext() is `nextIndex < size`, so removing the
// last-but-one element inside a for-each ends the loop quietly), its descending iterator, and
// AbstractList's equals/hashCode.
#include <algorithm>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "worker/lang/stdlib_collections.h"
#include "worker/lang/stdlib_declarer.h"
#include "worker/lang/stdlib_impl.h"

namespace aprgrid::lang::stdlib {
namespace {

Value Bool(bool b) { return IntValue(b ? 1 : 0); }
Value& F(Obj* o, int s) { return FieldsOf(o)[s]; }
Value Null() { return RefValue(nullptr); }

// ArrayDeque: elements[head..tail) circularly; DeqIterator.
constexpr int kDqElems = 0, kDqHead = 1, kDqTail = 2;
constexpr int kDiDeque = 0, kDiCursor = 1, kDiRemaining = 2, kDiLastRet = 3;
// LinkedList, its Node and ListItr (the descending iterator has the same fields).
constexpr int kLlFirst = 0, kLlLast = 1, kLlSize = 2, kLlModCount = 3;
constexpr int kLnItem = 0, kLnNext = 1, kLnPrev = 2;
constexpr int kLiList = 0, kLiLastReturned = 1, kLiNext = 2, kLiNextIndex = 3, kLiExpectedMod = 4;

Value ThrowNsee(Runtime& rt) {
  rt.Throw(kNoSuchElementExceptionClass, nullptr);
  return Value{};
}

// ---- ArrayDeque ----
Obj* Es(Obj* dq) { return F(dq, kDqElems).ref; }
Value* E(Obj* dq) { return ElementsOf(Es(dq)); }
int32_t Cap(Obj* dq) { return Es(dq)->len; }
int32_t Inc(int32_t i, int32_t modulus) { return ++i >= modulus ? 0 : i; }
int32_t Dec(int32_t i, int32_t modulus) { return --i < 0 ? modulus - 1 : i; }
int32_t Sub(int32_t i, int32_t j, int32_t modulus) {
  i -= j;
  return i < 0 ? i + modulus : i;
}
int32_t DqSize(Obj* dq) { return Sub(F(dq, kDqTail).i, F(dq, kDqHead).i, Cap(dq)); }

bool NewElements(Runtime& rt, Obj* dq, int32_t n) {
  Obj* es = rt.NewArray(Type{Base::kRef, 1, kObjectClass}, n);
  if (es == nullptr) return false;
  F(dq, kDqElems) = RefValue(es);
  return true;
}

// ArrayDeque.grow(needed).
bool Grow(Runtime& rt, Obj* dq, int32_t needed) {
  const int32_t old_cap = Cap(dq);
  const int32_t jump = old_cap < 64 ? old_cap + 2 : old_cap >> 1;
  const int64_t new_cap64 =
      jump < needed ? static_cast<int64_t>(old_cap) + needed : static_cast<int64_t>(old_cap) + jump;
  if (new_cap64 > INT32_MAX - 8) {
    rt.ThrowOutOfMemory();
    return false;
  }
  const int32_t new_cap = static_cast<int32_t>(new_cap64);
  Obj* old = Es(dq);
  Obj* grown = rt.NewArray(Type{Base::kRef, 1, kObjectClass}, new_cap);
  if (grown == nullptr || !rt.Charge(static_cast<uint64_t>(old_cap))) return false;
  Value* es = ElementsOf(grown);
  std::copy(ElementsOf(old), ElementsOf(old) + old_cap, es);
  F(dq, kDqElems) = RefValue(grown);
  int32_t head = F(dq, kDqHead).i;
  const int32_t tail = F(dq, kDqTail).i;
  if (tail < head || (tail == head && es[head].ref != nullptr)) {
    const int32_t space = new_cap - old_cap;
    std::copy_backward(es + head, es + old_cap, es + head + space + (old_cap - head));
    for (int32_t i = head, to = head + space; i < to; ++i) es[i] = Null();
    F(dq, kDqHead) = IntValue(head + space);
  }
  return true;
}

bool AddFirst(Runtime& rt, Obj* dq, Obj* e) {
  if (e == nullptr) {
    rt.ThrowNullPointer();
    return false;
  }
  int32_t head = Dec(F(dq, kDqHead).i, Cap(dq));
  F(dq, kDqHead) = IntValue(head);
  E(dq)[head] = RefValue(e);
  return head != F(dq, kDqTail).i || Grow(rt, dq, 1);
}
bool AddLast(Runtime& rt, Obj* dq, Obj* e) {
  if (e == nullptr) {
    rt.ThrowNullPointer();
    return false;
  }
  int32_t tail = F(dq, kDqTail).i;
  E(dq)[tail] = RefValue(e);
  tail = Inc(tail, Cap(dq));
  F(dq, kDqTail) = IntValue(tail);
  return F(dq, kDqHead).i != tail || Grow(rt, dq, 1);
}
Obj* PollFirst(Obj* dq) {
  const int32_t h = F(dq, kDqHead).i;
  Obj* e = E(dq)[h].ref;
  if (e != nullptr) {
    E(dq)[h] = Null();
    F(dq, kDqHead) = IntValue(Inc(h, Cap(dq)));
  }
  return e;
}
Obj* PollLast(Obj* dq) {
  const int32_t t = Dec(F(dq, kDqTail).i, Cap(dq));
  Obj* e = E(dq)[t].ref;
  if (e != nullptr) {
    E(dq)[t] = Null();
    F(dq, kDqTail) = IntValue(t);
  }
  return e;
}
Obj* PeekFirst(Obj* dq) { return E(dq)[F(dq, kDqHead).i].ref; }
Obj* PeekLast(Obj* dq) { return E(dq)[Dec(F(dq, kDqTail).i, Cap(dq))].ref; }

// ArrayDeque.delete(i): closes the gap from the nearer end; true when the elements after i
// moved back (left) one slot.
bool Delete(Runtime& rt, Obj* dq, int32_t i) {
  const int32_t cap = Cap(dq);
  const int32_t h = F(dq, kDqHead).i;
  const int32_t t = F(dq, kDqTail).i;
  const int32_t front = Sub(i, h, cap);
  const int32_t back = Sub(t, i, cap) - 1;
  Value* es = E(dq);
  if (front < back) {
    rt.Charge(static_cast<uint64_t>(front));
    for (int32_t k = i; k != h;) {  // Move the front elements forwards.
      int32_t p = Dec(k, cap);
      es[k] = es[p];
      k = p;
    }
    es[h] = Null();
    F(dq, kDqHead) = IntValue(Inc(h, cap));
    return false;
  }
  rt.Charge(static_cast<uint64_t>(back));
  const int32_t nt = Dec(t, cap);
  for (int32_t k = i; k != nt;) {  // Move the back elements backwards.
    int32_t n = Inc(k, cap);
    es[k] = es[n];
    k = n;
  }
  es[nt] = Null();
  F(dq, kDqTail) = IntValue(nt);
  return true;
}

// The slot of the first (or last) element equal to o (o.equals(e)); -1 when none or o is null.
int32_t DqFind(Runtime& rt, Obj* dq, Obj* o, bool last) {
  if (o == nullptr) return -1;
  const int32_t n = DqSize(dq);
  for (int32_t k = 0; k < n; ++k) {
    if (!rt.Charge(1)) return -1;
    const int32_t cap = Cap(dq);
    int32_t i = last ? Sub(Dec(F(dq, kDqTail).i, cap), k, cap) : (F(dq, kDqHead).i + k) % cap;
    bool eq = ElementEquals(rt, o, E(dq)[i].ref);
    if (rt.exc != nullptr) return -1;
    if (eq) return i;
  }
  return -1;
}

Obj* Dq(Value* a) { return a[0].ref; }
Value DqInit(Runtime& rt, Value* a) {
  NewElements(rt, Dq(a), 16 + 1);
  return Value{};
}
Value DqInitCapacity(Runtime& rt, Value* a) {
  int32_t n = a[1].i;
  NewElements(rt, Dq(a), n < 1 ? 1 : n == INT32_MAX ? INT32_MAX : n + 1);
  return Value{};
}
// copyElements(c): c.forEach(this::addLast).
bool CopyElements(Runtime& rt, Obj* dq, Obj* c) {
  return IterateJava(rt, c, [&](Obj* e) { return AddLast(rt, dq, e); });
}
Value DqInitCollection(Runtime& rt, Value* a) {
  Obj* c = a[1].ref;
  if (c == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  Value cv = RefValue(c);
  int32_t n = CallInterface(rt, g_methods.collection_size, &cv, 1).i;
  if (rt.exc != nullptr) return Value{};
  Value init[2] = {a[0], IntValue(n)};
  DqInitCapacity(rt, init);
  if (rt.exc == nullptr) CopyElements(rt, Dq(a), c);
  return Value{};
}
Value DqAddAll(Runtime& rt, Value* a) {
  Obj* dq = Dq(a);
  Obj* c = a[1].ref;
  if (c == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  Value cv = RefValue(c);
  const int32_t s = DqSize(dq);
  int32_t n = CallInterface(rt, g_methods.collection_size, &cv, 1).i;
  if (rt.exc != nullptr) return Value{};
  int32_t needed = s + n + 1 - Cap(dq);
  if (needed > 0 && !Grow(rt, dq, needed)) return Value{};
  if (!CopyElements(rt, dq, c)) return Value{};
  return Bool(DqSize(dq) > s);
}
Value DqAddFirst(Runtime& rt, Value* a) {
  AddFirst(rt, Dq(a), a[1].ref);
  return Value{};
}
Value DqAddLast(Runtime& rt, Value* a) {
  AddLast(rt, Dq(a), a[1].ref);
  return Value{};
}
Value DqOfferFirst(Runtime& rt, Value* a) {
  return AddFirst(rt, Dq(a), a[1].ref) ? Bool(true) : Value{};
}
Value DqOfferLast(Runtime& rt, Value* a) {
  return AddLast(rt, Dq(a), a[1].ref) ? Bool(true) : Value{};
}
Value DqPollFirst(Runtime&, Value* a) { return RefValue(PollFirst(Dq(a))); }
Value DqPollLast(Runtime&, Value* a) { return RefValue(PollLast(Dq(a))); }
Value DqPeekFirst(Runtime&, Value* a) { return RefValue(PeekFirst(Dq(a))); }
Value DqPeekLast(Runtime&, Value* a) { return RefValue(PeekLast(Dq(a))); }
Value DqRemoveFirst(Runtime& rt, Value* a) {
  Obj* e = PollFirst(Dq(a));
  return e == nullptr ? ThrowNsee(rt) : RefValue(e);
}
Value DqRemoveLast(Runtime& rt, Value* a) {
  Obj* e = PollLast(Dq(a));
  return e == nullptr ? ThrowNsee(rt) : RefValue(e);
}
Value DqGetFirst(Runtime& rt, Value* a) {
  Obj* e = PeekFirst(Dq(a));
  return e == nullptr ? ThrowNsee(rt) : RefValue(e);
}
Value DqGetLast(Runtime& rt, Value* a) {
  Obj* e = PeekLast(Dq(a));
  return e == nullptr ? ThrowNsee(rt) : RefValue(e);
}
Value DqSizeFn(Runtime&, Value* a) { return IntValue(DqSize(Dq(a))); }
Value DqIsEmpty(Runtime&, Value* a) { return Bool(F(Dq(a), kDqHead).i == F(Dq(a), kDqTail).i); }
Value DqContains(Runtime& rt, Value* a) { return Bool(DqFind(rt, Dq(a), a[1].ref, false) >= 0); }
Value DqRemoveOccurrence(Runtime& rt, Value* a, bool last) {
  int32_t i = DqFind(rt, Dq(a), a[1].ref, last);
  if (i < 0) return rt.exc != nullptr ? Value{} : Bool(false);
  Delete(rt, Dq(a), i);
  return Bool(true);
}
Value DqRemoveFirstOccurrence(Runtime& rt, Value* a) { return DqRemoveOccurrence(rt, a, false); }
Value DqRemoveLastOccurrence(Runtime& rt, Value* a) { return DqRemoveOccurrence(rt, a, true); }
Value DqClear(Runtime& rt, Value* a) {
  Obj* dq = Dq(a);
  const int32_t n = DqSize(dq);
  if (!rt.Charge(static_cast<uint64_t>(n))) return Value{};
  for (int32_t k = 0, i = F(dq, kDqHead).i; k < n; ++k, i = Inc(i, Cap(dq))) E(dq)[i] = Null();
  F(dq, kDqHead) = IntValue(0);
  F(dq, kDqTail) = IntValue(0);
  return Value{};
}
Value DqIterator(Runtime& rt, Value* a, bool descending) {
  Obj* dq = Dq(a);
  Obj* it = rt.NewInstance(descending ? kArrayDequeDescItrClass : kArrayDequeItrClass);
  if (it == nullptr) return Value{};
  F(it, kDiDeque) = a[0];
  F(it, kDiCursor) = IntValue(descending ? Dec(F(dq, kDqTail).i, Cap(dq)) : F(dq, kDqHead).i);
  F(it, kDiRemaining) = IntValue(DqSize(dq));
  F(it, kDiLastRet) = IntValue(-1);
  return RefValue(it);
}
Value DqIteratorFn(Runtime& rt, Value* a) { return DqIterator(rt, a, false); }
Value DqDescendingIterator(Runtime& rt, Value* a) { return DqIterator(rt, a, true); }

// DeqIterator / DescendingIterator.
Value DiHasNext(Runtime&, Value* a) { return Bool(F(a[0].ref, kDiRemaining).i > 0); }
Value DiNext(Runtime& rt, Value* a, bool descending) {
  Obj* it = a[0].ref;
  if (F(it, kDiRemaining).i <= 0) return ThrowNsee(rt);
  Obj* dq = F(it, kDiDeque).ref;
  const int32_t cursor = F(it, kDiCursor).i;
  Obj* e = E(dq)[cursor].ref;  // nonNullElementAt
  if (e == nullptr) {
    rt.Throw(kConcurrentModificationExceptionClass, nullptr);
    return Value{};
  }
  F(it, kDiLastRet) = IntValue(cursor);
  F(it, kDiCursor) = IntValue(descending ? Dec(cursor, Cap(dq)) : Inc(cursor, Cap(dq)));
  F(it, kDiRemaining).i--;
  return RefValue(e);
}
Value DiNextAsc(Runtime& rt, Value* a) { return DiNext(rt, a, false); }
Value DiNextDesc(Runtime& rt, Value* a) { return DiNext(rt, a, true); }
Value DiRemove(Runtime& rt, Value* a, bool descending) {
  Obj* it = a[0].ref;
  const int32_t last = F(it, kDiLastRet).i;
  if (last < 0) {
    rt.Throw(kIllegalStateExceptionClass, nullptr);
    return Value{};
  }
  Obj* dq = F(it, kDiDeque).ref;
  bool left_shifted = Delete(rt, dq, last);
  if (left_shifted != descending) {  // postDelete
    const int32_t c = F(it, kDiCursor).i;
    F(it, kDiCursor) = IntValue(descending ? Inc(c, Cap(dq)) : Dec(c, Cap(dq)));
  }
  F(it, kDiLastRet) = IntValue(-1);
  return Value{};
}
Value DiRemoveAsc(Runtime& rt, Value* a) { return DiRemove(rt, a, false); }
Value DiRemoveDesc(Runtime& rt, Value* a) { return DiRemove(rt, a, true); }

// ---- LinkedList ----
Obj* Ll(Value* a) { return a[0].ref; }
int32_t LlSize(Obj* l) { return F(l, kLlSize).i; }

// linkBefore(e, succ) (succ null: linkLast).
bool LinkBefore(Runtime& rt, Obj* l, Obj* e, Obj* succ) {
  Obj* n = rt.NewInstance(kLinkedListNodeClass);
  if (n == nullptr) return false;
  Obj* pred = succ == nullptr ? F(l, kLlLast).ref : F(succ, kLnPrev).ref;
  F(n, kLnItem) = RefValue(e);
  F(n, kLnNext) = RefValue(succ);
  F(n, kLnPrev) = RefValue(pred);
  if (succ == nullptr) {
    F(l, kLlLast) = RefValue(n);
  } else {
    F(succ, kLnPrev) = RefValue(n);
  }
  if (pred == nullptr) {
    F(l, kLlFirst) = RefValue(n);
  } else {
    F(pred, kLnNext) = RefValue(n);
  }
  F(l, kLlSize).i++;
  F(l, kLlModCount).i++;
  return true;
}
bool LinkFirst(Runtime& rt, Obj* l, Obj* e) { return LinkBefore(rt, l, e, F(l, kLlFirst).ref); }
Value Unlink(Obj* l, Obj* x) {
  Value item = F(x, kLnItem);
  Obj* next = F(x, kLnNext).ref;
  Obj* prev = F(x, kLnPrev).ref;
  if (prev == nullptr) {
    F(l, kLlFirst) = RefValue(next);
  } else {
    F(prev, kLnNext) = RefValue(next);
    F(x, kLnPrev) = Null();
  }
  if (next == nullptr) {
    F(l, kLlLast) = RefValue(prev);
  } else {
    F(next, kLnPrev) = RefValue(prev);
    F(x, kLnNext) = Null();
  }
  F(x, kLnItem) = Null();
  F(l, kLlSize).i--;
  F(l, kLlModCount).i++;
  return item;
}
// node(index): from the nearer end.
Obj* NodeAt(Runtime& rt, Obj* l, int32_t index) {
  const int32_t size = LlSize(l);
  rt.Charge(static_cast<uint64_t>(index < (size >> 1) ? index : size - index));
  if (index < (size >> 1)) {
    Obj* x = F(l, kLlFirst).ref;
    for (int32_t i = 0; i < index; ++i) x = F(x, kLnNext).ref;
    return x;
  }
  Obj* x = F(l, kLlLast).ref;
  for (int32_t i = size - 1; i > index; --i) x = F(x, kLnPrev).ref;
  return x;
}
bool CheckIndex(Runtime& rt, Obj* l, int32_t index, bool position) {
  const int32_t size = LlSize(l);
  if (index >= 0 && (position ? index <= size : index < size)) return true;
  rt.Throw(kIndexOutOfBoundsExceptionClass,
           "Index: " + std::to_string(index) + ", Size: " + std::to_string(size));
  return false;
}
// indexOf / lastIndexOf: o == null ? item == null : o.equals(item).
int32_t LlFind(Runtime& rt, Obj* l, Obj* o, bool last, Obj** node) {
  int32_t index = last ? LlSize(l) - 1 : 0;
  for (Obj* x = F(l, last ? kLlLast : kLlFirst).ref; x != nullptr;
       x = F(x, last ? kLnPrev : kLnNext).ref) {
    if (!rt.Charge(1)) return -1;
    Obj* item = F(x, kLnItem).ref;
    bool eq = o == nullptr ? item == nullptr : ElementEquals(rt, o, item);
    if (rt.exc != nullptr) return -1;
    if (eq) {
      if (node != nullptr) *node = x;
      return index;
    }
    index += last ? -1 : 1;
  }
  return -1;
}

Value LlInit(Runtime&, Value*) { return Value{}; }
// addAll(c) at the end: c.toArray(), then one modCount++ for the lot.
Value LlAddAll(Runtime& rt, Value* a) {
  Obj* l = Ll(a);
  std::vector<Obj*> elems;
  bool ok = IterateJava(rt, a[1].ref, [&](Obj* e) {
    elems.push_back(e);
    return true;
  });
  if (!ok) return Value{};
  if (elems.empty()) return Bool(false);
  const int32_t mod = F(l, kLlModCount).i;
  for (Obj* e : elems) {
    if (!LinkBefore(rt, l, e, nullptr)) return Value{};
  }
  F(l, kLlModCount) = IntValue(mod + 1);
  return Bool(true);
}
Value LlInitCollection(Runtime& rt, Value* a) {
  LlAddAll(rt, a);
  return Value{};
}
Value LlAdd(Runtime& rt, Value* a) {
  return LinkBefore(rt, Ll(a), a[1].ref, nullptr) ? Bool(true) : Value{};
}
Value LlAddAt(Runtime& rt, Value* a) {
  Obj* l = Ll(a);
  if (!CheckIndex(rt, l, a[1].i, true)) return Value{};
  Obj* succ = a[1].i == LlSize(l) ? nullptr : NodeAt(rt, l, a[1].i);
  LinkBefore(rt, l, a[2].ref, succ);
  return Value{};
}
Value LlGet(Runtime& rt, Value* a) {
  if (!CheckIndex(rt, Ll(a), a[1].i, false)) return Value{};
  return F(NodeAt(rt, Ll(a), a[1].i), kLnItem);
}
Value LlSet(Runtime& rt, Value* a) {
  if (!CheckIndex(rt, Ll(a), a[1].i, false)) return Value{};
  Obj* x = NodeAt(rt, Ll(a), a[1].i);
  Value old = F(x, kLnItem);
  F(x, kLnItem) = a[2];
  return old;
}
Value LlRemoveAt(Runtime& rt, Value* a) {
  if (!CheckIndex(rt, Ll(a), a[1].i, false)) return Value{};
  return Unlink(Ll(a), NodeAt(rt, Ll(a), a[1].i));
}
Value LlRemoveOccurrence(Runtime& rt, Value* a, bool last) {
  Obj* node = nullptr;
  LlFind(rt, Ll(a), a[1].ref, last, &node);
  if (rt.exc != nullptr) return Value{};
  if (node == nullptr) return Bool(false);
  Unlink(Ll(a), node);
  return Bool(true);
}
Value LlRemoveObject(Runtime& rt, Value* a) { return LlRemoveOccurrence(rt, a, false); }
Value LlRemoveLastOccurrence(Runtime& rt, Value* a) { return LlRemoveOccurrence(rt, a, true); }
Value LlIndexOf(Runtime& rt, Value* a) {
  return IntValue(LlFind(rt, Ll(a), a[1].ref, false, nullptr));
}
Value LlLastIndexOf(Runtime& rt, Value* a) {
  return IntValue(LlFind(rt, Ll(a), a[1].ref, true, nullptr));
}
Value LlContains(Runtime& rt, Value* a) {
  return Bool(LlFind(rt, Ll(a), a[1].ref, false, nullptr) != -1);
}
Value LlSizeFn(Runtime&, Value* a) { return F(Ll(a), kLlSize); }
Value LlIsEmpty(Runtime&, Value* a) { return Bool(LlSize(Ll(a)) == 0); }
Value LlClear(Runtime& rt, Value* a) {
  Obj* l = Ll(a);
  if (!rt.Charge(static_cast<uint64_t>(LlSize(l)))) return Value{};
  for (Obj* x = F(l, kLlFirst).ref; x != nullptr;) {
    Obj* next = F(x, kLnNext).ref;
    F(x, kLnItem) = Null();
    F(x, kLnNext) = Null();
    F(x, kLnPrev) = Null();
    x = next;
  }
  F(l, kLlFirst) = Null();
  F(l, kLlLast) = Null();
  F(l, kLlSize) = IntValue(0);
  F(l, kLlModCount).i++;
  return Value{};
}
Value LlAddFirst(Runtime& rt, Value* a) {
  LinkFirst(rt, Ll(a), a[1].ref);
  return Value{};
}
Value LlAddLast(Runtime& rt, Value* a) {
  LinkBefore(rt, Ll(a), a[1].ref, nullptr);
  return Value{};
}
Value LlOfferFirst(Runtime& rt, Value* a) {
  return LinkFirst(rt, Ll(a), a[1].ref) ? Bool(true) : Value{};
}
Value LlPeekFirst(Runtime&, Value* a) {
  Obj* f = F(Ll(a), kLlFirst).ref;
  return f == nullptr ? Null() : F(f, kLnItem);
}
Value LlPeekLast(Runtime&, Value* a) {
  Obj* l = F(Ll(a), kLlLast).ref;
  return l == nullptr ? Null() : F(l, kLnItem);
}
Value LlGetFirst(Runtime& rt, Value* a) {
  Obj* f = F(Ll(a), kLlFirst).ref;
  return f == nullptr ? ThrowNsee(rt) : F(f, kLnItem);
}
Value LlGetLast(Runtime& rt, Value* a) {
  Obj* l = F(Ll(a), kLlLast).ref;
  return l == nullptr ? ThrowNsee(rt) : F(l, kLnItem);
}
Value LlPollFirst(Runtime&, Value* a) {
  Obj* f = F(Ll(a), kLlFirst).ref;
  return f == nullptr ? Null() : Unlink(Ll(a), f);
}
Value LlPollLast(Runtime&, Value* a) {
  Obj* l = F(Ll(a), kLlLast).ref;
  return l == nullptr ? Null() : Unlink(Ll(a), l);
}
Value LlRemoveFirst(Runtime& rt, Value* a) {
  Obj* f = F(Ll(a), kLlFirst).ref;
  return f == nullptr ? ThrowNsee(rt) : Unlink(Ll(a), f);
}
Value LlRemoveLast(Runtime& rt, Value* a) {
  Obj* l = F(Ll(a), kLlLast).ref;
  return l == nullptr ? ThrowNsee(rt) : Unlink(Ll(a), l);
}

// ListItr(index) (the descending iterator: ListItr(size()) walked backwards).
Value LlIterator(Runtime& rt, Value* a, bool descending) {
  Obj* l = Ll(a);
  Obj* it = rt.NewInstance(descending ? kLinkedListDescItrClass : kLinkedListItrClass);
  if (it == nullptr) return Value{};
  F(it, kLiList) = a[0];
  F(it, kLiNext) = descending ? Null() : F(l, kLlFirst);
  F(it, kLiNextIndex) = IntValue(descending ? LlSize(l) : 0);
  F(it, kLiExpectedMod) = F(l, kLlModCount);
  return RefValue(it);
}
Value LlIteratorFn(Runtime& rt, Value* a) { return LlIterator(rt, a, false); }
Value LlDescendingIterator(Runtime& rt, Value* a) { return LlIterator(rt, a, true); }

bool LiCheckMod(Runtime& rt, Obj* it) {
  if (F(F(it, kLiList).ref, kLlModCount).i == F(it, kLiExpectedMod).i) return true;
  rt.Throw(kConcurrentModificationExceptionClass, nullptr);
  return false;
}
Value LiHasNext(Runtime&, Value* a) {
  Obj* it = a[0].ref;
  return Bool(F(it, kLiNextIndex).i < LlSize(F(it, kLiList).ref));
}
Value LiNext(Runtime& rt, Value* a) {
  Obj* it = a[0].ref;
  if (!LiCheckMod(rt, it)) return Value{};
  if (F(it, kLiNextIndex).i >= LlSize(F(it, kLiList).ref)) return ThrowNsee(rt);
  Obj* e = F(it, kLiNext).ref;
  F(it, kLiLastReturned) = RefValue(e);
  F(it, kLiNext) = F(e, kLnNext);
  F(it, kLiNextIndex).i++;
  return F(e, kLnItem);
}
Value LiHasPrevious(Runtime&, Value* a) { return Bool(F(a[0].ref, kLiNextIndex).i > 0); }
Value LiPrevious(Runtime& rt, Value* a) {
  Obj* it = a[0].ref;
  if (!LiCheckMod(rt, it)) return Value{};
  if (F(it, kLiNextIndex).i <= 0) return ThrowNsee(rt);
  Obj* next = F(it, kLiNext).ref;
  Obj* e = next == nullptr ? F(F(it, kLiList).ref, kLlLast).ref : F(next, kLnPrev).ref;
  F(it, kLiLastReturned) = RefValue(e);
  F(it, kLiNext) = RefValue(e);
  F(it, kLiNextIndex).i--;
  return F(e, kLnItem);
}
Value LiRemove(Runtime& rt, Value* a) {
  Obj* it = a[0].ref;
  if (!LiCheckMod(rt, it)) return Value{};
  Obj* last = F(it, kLiLastReturned).ref;
  if (last == nullptr) {
    rt.Throw(kIllegalStateExceptionClass, nullptr);
    return Value{};
  }
  Obj* last_next = F(last, kLnNext).ref;
  Unlink(F(it, kLiList).ref, last);
  if (F(it, kLiNext).ref == last) {
    F(it, kLiNext) = RefValue(last_next);
  } else {
    F(it, kLiNextIndex).i--;
  }
  F(it, kLiLastReturned) = Null();
  F(it, kLiExpectedMod).i++;
  return Value{};
}

// AbstractList.equals: both lists' iterators in step.
Value LlEquals(Runtime& rt, Value* a) {
  Obj* self = Ll(a);
  Obj* o = a[1].ref;
  if (o == self) return Bool(true);
  if (o == nullptr || o->cls == kArrayObject || !rt.ct.IsSubclass(o->cls, kListClass)) {
    return Bool(false);
  }
  Value e1 = LlIterator(rt, a, false);
  if (rt.exc != nullptr) return Value{};
  Value ov = RefValue(o);
  Value e2 = CallInterface(rt, g_methods.iterable_iterator, &ov, 1);
  if (rt.exc != nullptr) return Value{};
  if (e2.ref == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  auto has_next2 = [&]() { return CallInterface(rt, g_methods.iterator_has_next, &e2, 1).i != 0; };
  while (true) {
    bool h1 = LiHasNext(rt, &e1).i != 0;
    if (!h1) break;
    bool h2 = has_next2();
    if (rt.exc != nullptr) return Value{};
    if (!h2) break;
    Value o1 = LiNext(rt, &e1);
    if (rt.exc != nullptr || !rt.Charge(1)) return Value{};
    Value o2 = CallInterface(rt, g_methods.iterator_next, &e2, 1);
    if (rt.exc != nullptr) return Value{};
    bool eq = o1.ref == nullptr ? o2.ref == nullptr : ElementEquals(rt, o1.ref, o2.ref);
    if (rt.exc != nullptr) return Value{};
    if (!eq) return Bool(false);
  }
  if (LiHasNext(rt, &e1).i) return Bool(false);
  bool h2 = has_next2();
  if (rt.exc != nullptr) return Value{};
  return Bool(!h2);
}
// AbstractList.hashCode: 31 * h + hash(e) over a for-each, from 1.
Value LlHashCode(Runtime& rt, Value* a) {
  uint32_t h = 1;
  bool ok = IterateJava(rt, Ll(a), [&](Obj* e) {
    h = 31 * h + static_cast<uint32_t>(ElementHash(rt, e));
    return rt.exc == nullptr;
  });
  return ok ? IntValue(static_cast<int32_t>(h)) : Value{};
}

Value AbstractCall(Runtime& rt, Value*) {
  rt.Throw(kLinkageErrorClass, "abstract method called");
  return Value{};
}
void Interface(Declarer& d, ClassTable& t, int16_t id, const char* name, int16_t super) {
  d.Class(id, name, kObjectClass);
  ClassInfo& c = t.classes.back();
  c.is_interface = true;
  c.is_abstract = true;
  c.java_util = true;
  c.interfaces = {super};
}
void Abstract(Declarer& d, ClassTable& t, const char* name, Type ret,
              std::initializer_list<Type> params) {
  d.M(name, ret, params, AbstractCall);
  t.methods.back().is_abstract = true;
}
void Fields(Declarer& d, ClassTable& t, std::initializer_list<std::pair<const char*, Type>> fs) {
  for (const auto& f : fs) {
    d.Field(f.first, f.second, false, std::nullopt, /*is_private=*/true);
    t.classes.back().fields.back().is_final = false;
  }
}

// The Deque members shared by ArrayDeque and LinkedList, in the order the JDK lists them.
struct DequeFns {
  BuiltinFn add_first, add_last, offer_first, offer_last, remove_first, remove_last, poll_first,
      poll_last, get_first, get_last, peek_first, peek_last, remove_first_occurrence,
      remove_last_occurrence, descending_iterator;
};
void DeclareDequeMembers(Declarer& d, const DequeFns& f) {
  const Type obj = kObjectType;
  d.M("addFirst", kVoidType, {obj}, f.add_first);
  d.M("addLast", kVoidType, {obj}, f.add_last);
  d.M("offerFirst", kBooleanType, {obj}, f.offer_first);
  d.M("offerLast", kBooleanType, {obj}, f.offer_last);
  d.M("removeFirst", obj, {}, f.remove_first);
  d.M("removeLast", obj, {}, f.remove_last);
  d.M("pollFirst", obj, {}, f.poll_first);
  d.M("pollLast", obj, {}, f.poll_last);
  d.M("getFirst", obj, {}, f.get_first);
  d.M("getLast", obj, {}, f.get_last);
  d.M("peekFirst", obj, {}, f.peek_first);
  d.M("peekLast", obj, {}, f.peek_last);
  d.M("removeFirstOccurrence", kBooleanType, {obj}, f.remove_first_occurrence);
  d.M("removeLastOccurrence", kBooleanType, {obj}, f.remove_last_occurrence);
  // Queue's members (add, offer, remove, poll, element, peek) and the stack's (push, pop).
  d.M("offer", kBooleanType, {obj}, f.offer_last);
  d.M("remove", obj, {}, f.remove_first);
  d.M("poll", obj, {}, f.poll_first);
  d.M("element", obj, {}, f.get_first);
  d.M("peek", obj, {}, f.peek_first);
  d.M("push", kVoidType, {obj}, f.add_first);
  d.M("pop", obj, {}, f.remove_first);
  d.M("descendingIterator", Type::Class(kIteratorClass), {}, f.descending_iterator);
}

}  // namespace

void DeclareDeques(ClassTable& t) {
  Declarer d(t);
  const Type obj = kObjectType;
  const Type iterator = Type::Class(kIteratorClass);
  const Type collection = Type::Class(kCollectionClass);

  // Queue<E> extends Collection<E>; Deque<E> extends Queue<E>.
  Interface(d, t, kQueueClass, "Queue", kCollectionClass);
  Abstract(d, t, "offer", kBooleanType, {obj});
  Abstract(d, t, "remove", obj, {});
  Abstract(d, t, "poll", obj, {});
  Abstract(d, t, "element", obj, {});
  Abstract(d, t, "peek", obj, {});
  Interface(d, t, kDequeClass, "Deque", kQueueClass);
  for (const char* name : {"addFirst", "addLast", "push"}) Abstract(d, t, name, kVoidType, {obj});
  for (const char* name :
       {"offerFirst", "offerLast", "removeFirstOccurrence", "removeLastOccurrence"}) {
    Abstract(d, t, name, kBooleanType, {obj});
  }
  for (const char* name : {"removeFirst", "removeLast", "pollFirst", "pollLast", "getFirst",
                           "getLast", "peekFirst", "peekLast", "pop"}) {
    Abstract(d, t, name, obj, {});
  }
  Abstract(d, t, "descendingIterator", iterator, {});

  // ArrayDeque<E> implements Deque<E>.
  d.Class(kArrayDequeClass, "ArrayDeque", kObjectClass);
  t.classes.back().java_util = true;
  t.classes.back().interfaces = {kDequeClass};
  Fields(d, t,
         {{"elements", Type{Base::kRef, 1, kObjectClass}}, {"head", kIntType}, {"tail", kIntType}});
  d.Ctor({}, DqInit);
  d.Ctor({kIntType}, DqInitCapacity);
  d.Ctor({collection}, DqInitCollection);
  DeclareDequeMembers(
      d, {DqAddFirst, DqAddLast, DqOfferFirst, DqOfferLast, DqRemoveFirst, DqRemoveLast,
          DqPollFirst, DqPollLast, DqGetFirst, DqGetLast, DqPeekFirst, DqPeekLast,
          DqRemoveFirstOccurrence, DqRemoveLastOccurrence, DqDescendingIterator});
  d.M("add", kBooleanType, {obj}, DqOfferLast);
  d.M("addAll", kBooleanType, {collection}, DqAddAll);
  d.M("remove", kBooleanType, {obj}, DqRemoveFirstOccurrence);
  d.M("contains", kBooleanType, {obj}, DqContains);
  d.M("size", kIntType, {}, DqSizeFn);
  d.M("isEmpty", kBooleanType, {}, DqIsEmpty);
  d.M("clear", kVoidType, {}, DqClear);
  d.M("iterator", iterator, {}, DqIteratorFn);
  d.M("toString", kStringType, {}, CollectionToString);

  const Type deque = Type::Class(kArrayDequeClass);
  DeclareHiddenClass(d, t, kArrayDequeItrClass, "ArrayDeque.DeqIterator", "ArrayDeque$DeqIterator",
                     kArrayDequeClass, {kIteratorClass});
  Fields(d, t,
         {{"deque", deque}, {"cursor", kIntType}, {"remaining", kIntType}, {"lastRet", kIntType}});
  d.M("hasNext", kBooleanType, {}, DiHasNext);
  d.M("next", obj, {}, DiNextAsc);
  d.M("remove", kVoidType, {}, DiRemoveAsc);
  DeclareHiddenClass(d, t, kArrayDequeDescItrClass, "ArrayDeque.DescendingIterator",
                     "ArrayDeque$DescendingIterator", kArrayDequeClass, {kIteratorClass});
  Fields(d, t,
         {{"deque", deque}, {"cursor", kIntType}, {"remaining", kIntType}, {"lastRet", kIntType}});
  d.M("hasNext", kBooleanType, {}, DiHasNext);
  d.M("next", obj, {}, DiNextDesc);
  d.M("remove", kVoidType, {}, DiRemoveDesc);

  // LinkedList<E> implements List<E>, Deque<E>.
  d.Class(kLinkedListClass, "LinkedList", kObjectClass);
  t.classes.back().java_util = true;
  t.classes.back().interfaces = {kListClass, kDequeClass};
  Fields(d, t, {{"first", obj}, {"last", obj}, {"size", kIntType}, {"modCount", kIntType}});
  d.Ctor({}, LlInit);
  d.Ctor({collection}, LlInitCollection);
  DeclareDequeMembers(d, {LlAddFirst, LlAddLast, LlOfferFirst, LlAdd, LlRemoveFirst, LlRemoveLast,
                          LlPollFirst, LlPollLast, LlGetFirst, LlGetLast, LlPeekFirst, LlPeekLast,
                          LlRemoveObject, LlRemoveLastOccurrence, LlDescendingIterator});
  d.M("add", kBooleanType, {obj}, LlAdd);
  d.M("add", kVoidType, {kIntType, obj}, LlAddAt);
  d.M("addAll", kBooleanType, {collection}, LlAddAll);
  d.M("get", obj, {kIntType}, LlGet);
  d.M("set", obj, {kIntType, obj}, LlSet);
  d.M("remove", obj, {kIntType}, LlRemoveAt);
  d.M("remove", kBooleanType, {obj}, LlRemoveObject);
  d.M("indexOf", kIntType, {obj}, LlIndexOf);
  d.M("lastIndexOf", kIntType, {obj}, LlLastIndexOf);
  d.M("contains", kBooleanType, {obj}, LlContains);
  d.M("size", kIntType, {}, LlSizeFn);
  d.M("isEmpty", kBooleanType, {}, LlIsEmpty);
  d.M("clear", kVoidType, {}, LlClear);
  d.M("iterator", iterator, {}, LlIteratorFn);
  d.M("toString", kStringType, {}, CollectionToString);
  d.M("equals", kBooleanType, {obj}, LlEquals);
  d.M("hashCode", kIntType, {}, LlHashCode);

  DeclareHiddenClass(d, t, kLinkedListNodeClass, "LinkedList.Node", "LinkedList$Node",
                     kLinkedListClass, {});
  Fields(d, t, {{"item", obj}, {"next", obj}, {"prev", obj}});
  const Type list = Type::Class(kLinkedListClass);
  struct ItrSpec {
    int16_t id;
    const char* name;
    const char* binary;
    BuiltinFn has_next, next;
  };
  const ItrSpec itrs[] = {
      {kLinkedListItrClass, "LinkedList.ListItr", "LinkedList$ListItr", LiHasNext, LiNext},
      {kLinkedListDescItrClass, "LinkedList.DescendingIterator", "LinkedList$DescendingIterator",
       LiHasPrevious, LiPrevious},
  };
  for (const ItrSpec& s : itrs) {
    DeclareHiddenClass(d, t, s.id, s.name, s.binary, kLinkedListClass, {kIteratorClass});
    Fields(d, t,
           {{"list", list},
            {"lastReturned", obj},
            {"next", obj},
            {"nextIndex", kIntType},
            {"expectedModCount", kIntType}});
    d.M("hasNext", kBooleanType, {}, s.has_next);
    d.M("next", obj, {}, s.next);
    d.M("remove", kVoidType, {}, LiRemove);
  }
}

}  // namespace aprgrid::lang::stdlib
