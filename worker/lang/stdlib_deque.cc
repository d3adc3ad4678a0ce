// The Queue and Deque interfaces and ArrayDeque with Java 17's observable semantics (LinkedList
// is in stdlib_linkedlist.cc).
//
// ArrayDeque mirrors the JDK's circular array exactly (its layout decides what an iterator sees
// after a change): `new ArrayDeque()` has 17 slots, `(n)` n + 1 (at least 1), growth by
// oldCapacity + 2 below 64 slots and by half above, with the head's run moved up when it wraps;
// `head`/`tail` move as addFirst/addLast/poll*/delete move them, delete(i) shifting the shorter
// side. Its iterators are not modCount-based: they count the elements left and throw
// ConcurrentModificationException only on reaching an empty slot. Null elements throw
// NullPointerException; the empty deque's remove*/get*/element/pop NoSuchElementException.
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

}  // namespace

// The Deque members shared by ArrayDeque and LinkedList, in the order the JDK lists them.
void DeclareDequeMembers(Declarer& d, const DequeFns& f) {
  const Type obj = kObjectType;
  d.M("addFirst", kVoidType, {obj}, f.add_first);
  d.Sig("void", {"E"});
  d.M("addLast", kVoidType, {obj}, f.add_last);
  d.Sig("void", {"E"});
  d.M("offerFirst", kBooleanType, {obj}, f.offer_first);
  d.Sig("boolean", {"E"});
  d.M("offerLast", kBooleanType, {obj}, f.offer_last);
  d.Sig("boolean", {"E"});
  d.M("removeFirst", obj, {}, f.remove_first);
  d.Sig("E", {});
  d.M("removeLast", obj, {}, f.remove_last);
  d.Sig("E", {});
  d.M("pollFirst", obj, {}, f.poll_first);
  d.Sig("E", {});
  d.M("pollLast", obj, {}, f.poll_last);
  d.Sig("E", {});
  d.M("getFirst", obj, {}, f.get_first);
  d.Sig("E", {});
  d.M("getLast", obj, {}, f.get_last);
  d.Sig("E", {});
  d.M("peekFirst", obj, {}, f.peek_first);
  d.Sig("E", {});
  d.M("peekLast", obj, {}, f.peek_last);
  d.Sig("E", {});
  d.M("removeFirstOccurrence", kBooleanType, {obj}, f.remove_first_occurrence);
  d.M("removeLastOccurrence", kBooleanType, {obj}, f.remove_last_occurrence);
  // Queue's members (add, offer, remove, poll, element, peek) and the stack's (push, pop).
  d.M("offer", kBooleanType, {obj}, f.offer_last);
  d.Sig("boolean", {"E"});
  d.M("remove", obj, {}, f.remove_first);
  d.Sig("E", {});
  d.M("poll", obj, {}, f.poll_first);
  d.Sig("E", {});
  d.M("element", obj, {}, f.get_first);
  d.Sig("E", {});
  d.M("peek", obj, {}, f.peek_first);
  d.Sig("E", {});
  d.M("push", kVoidType, {obj}, f.add_first);
  d.Sig("void", {"E"});
  d.M("pop", obj, {}, f.remove_first);
  d.Sig("E", {});
  d.M("descendingIterator", Type::Class(kIteratorClass), {}, f.descending_iterator);
  d.Sig("Iterator<E>", {});
}

void DeclareDeques(ClassTable& t) {
  Declarer d(t);
  const Type obj = kObjectType;
  const Type iterator = Type::Class(kIteratorClass);
  const Type collection = Type::Class(kCollectionClass);

  // Queue<E> extends Collection<E>; Deque<E> extends Queue<E>.
  Interface(d, t, kQueueClass, "Queue", kCollectionClass);
  d.TypeParams("E");
  d.Supertypes("", {"Collection<E>"});
  Abstract(d, t, "offer", kBooleanType, {obj});
  d.Sig("boolean", {"E"});
  for (const char* name : {"remove", "poll", "element", "peek"}) {
    Abstract(d, t, name, obj, {});
    d.Sig("E", {});
  }
  Interface(d, t, kDequeClass, "Deque", kQueueClass);
  d.TypeParams("E");
  d.Supertypes("", {"Queue<E>"});
  for (const char* name : {"addFirst", "addLast", "push"}) {
    Abstract(d, t, name, kVoidType, {obj});
    d.Sig("void", {"E"});
  }
  for (const char* name : {"offerFirst", "offerLast"}) {
    Abstract(d, t, name, kBooleanType, {obj});
    d.Sig("boolean", {"E"});
  }
  for (const char* name : {"removeFirstOccurrence", "removeLastOccurrence"}) {
    Abstract(d, t, name, kBooleanType, {obj});
  }
  for (const char* name : {"removeFirst", "removeLast", "pollFirst", "pollLast", "getFirst",
                           "getLast", "peekFirst", "peekLast", "pop"}) {
    Abstract(d, t, name, obj, {});
    d.Sig("E", {});
  }
  Abstract(d, t, "descendingIterator", iterator, {});
  d.Sig("Iterator<E>", {});

  // ArrayDeque<E> implements Deque<E>.
  d.Class(kArrayDequeClass, "ArrayDeque", kObjectClass);
  t.classes.back().java_util = true;
  t.classes.back().interfaces = {kDequeClass};
  d.TypeParams("E");
  d.Supertypes("", {"Deque<E>"});
  Fields(d, t,
         {{"elements", Type{Base::kRef, 1, kObjectClass}}, {"head", kIntType}, {"tail", kIntType}});
  d.Ctor({}, DqInit);
  d.Ctor({kIntType}, DqInitCapacity);
  d.Ctor({collection}, DqInitCollection);
  d.Sig("void", {"Collection<? extends E>"});
  DeclareDequeMembers(
      d, {DqAddFirst, DqAddLast, DqOfferFirst, DqOfferLast, DqRemoveFirst, DqRemoveLast,
          DqPollFirst, DqPollLast, DqGetFirst, DqGetLast, DqPeekFirst, DqPeekLast,
          DqRemoveFirstOccurrence, DqRemoveLastOccurrence, DqDescendingIterator});
  d.M("add", kBooleanType, {obj}, DqOfferLast);
  d.Sig("boolean", {"E"});
  d.M("addAll", kBooleanType, {collection}, DqAddAll);
  d.Sig("boolean", {"Collection<? extends E>"});
  d.M("remove", kBooleanType, {obj}, DqRemoveFirstOccurrence);
  d.M("contains", kBooleanType, {obj}, DqContains);
  d.M("size", kIntType, {}, DqSizeFn);
  d.M("isEmpty", kBooleanType, {}, DqIsEmpty);
  d.M("clear", kVoidType, {}, DqClear);
  d.M("iterator", iterator, {}, DqIteratorFn);
  d.Sig("Iterator<E>", {});
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

  DeclareLinkedList(t);
}

}  // namespace aprgrid::lang::stdlib
