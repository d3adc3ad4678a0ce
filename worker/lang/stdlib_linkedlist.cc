// LinkedList as Java 17's java.util.LinkedList: a doubly linked list of LinkedList.Node objects
// with modCount; IndexOutOfBoundsException "Index: 5, Size: 3" for every index error; ListItr
// (hasNext() is `nextIndex < size`, so removing the last-but-one element inside a for-each ends
// the loop quietly) and its descending walk; AbstractList's equals/hashCode; the Deque members
// (stdlib_deque.cc declares the interfaces).
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

// LinkedList, its Node and ListItr (the descending iterator has the same fields).
constexpr int kLlFirst = 0, kLlLast = 1, kLlSize = 2, kLlModCount = 3;
constexpr int kLnItem = 0, kLnNext = 1, kLnPrev = 2;
constexpr int kLiList = 0, kLiLastReturned = 1, kLiNext = 2, kLiNextIndex = 3, kLiExpectedMod = 4;

Value ThrowNsee(Runtime& rt) {
  rt.Throw(kNoSuchElementExceptionClass, nullptr);
  return Value{};
}

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
  if (!IsInstance(rt, o, kListClass)) {
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

void Fields(Declarer& d, ClassTable& t, std::initializer_list<std::pair<const char*, Type>> fs) {
  for (const auto& f : fs) {
    d.Field(f.first, f.second, false, std::nullopt, /*is_private=*/true);
    t.classes.back().fields.back().is_final = false;
  }
}

}  // namespace

void DeclareLinkedList(ClassTable& t) {
  Declarer d(t);
  const Type obj = kObjectType;
  const Type iterator = Type::Class(kIteratorClass);
  const Type collection = Type::Class(kCollectionClass);

  // LinkedList<E> implements List<E>, Deque<E>.
  d.Class(kLinkedListClass, "LinkedList", kObjectClass);
  t.classes.back().java_util = true;
  t.classes.back().interfaces = {kListClass, kDequeClass};
  d.TypeParams("E");
  d.Supertypes("", {"List<E>", "Deque<E>"});
  Fields(d, t, {{"first", obj}, {"last", obj}, {"size", kIntType}, {"modCount", kIntType}});
  d.Ctor({}, LlInit);
  d.Ctor({collection}, LlInitCollection);
  d.Sig("void", {"Collection<? extends E>"});
  DeclareDequeMembers(d, {LlAddFirst, LlAddLast, LlOfferFirst, LlAdd, LlRemoveFirst, LlRemoveLast,
                          LlPollFirst, LlPollLast, LlGetFirst, LlGetLast, LlPeekFirst, LlPeekLast,
                          LlRemoveObject, LlRemoveLastOccurrence, LlDescendingIterator});
  d.M("add", kBooleanType, {obj}, LlAdd);
  d.Sig("boolean", {"E"});
  d.M("add", kVoidType, {kIntType, obj}, LlAddAt);
  d.Sig("void", {"int", "E"});
  d.M("addAll", kBooleanType, {collection}, LlAddAll);
  d.Sig("boolean", {"Collection<? extends E>"});
  d.M("get", obj, {kIntType}, LlGet);
  d.Sig("E", {"int"});
  d.M("set", obj, {kIntType, obj}, LlSet);
  d.Sig("E", {"int", "E"});
  d.M("remove", obj, {kIntType}, LlRemoveAt);
  d.Sig("E", {"int"});
  d.M("remove", kBooleanType, {obj}, LlRemoveObject);
  d.M("indexOf", kIntType, {obj}, LlIndexOf);
  d.M("lastIndexOf", kIntType, {obj}, LlLastIndexOf);
  d.M("contains", kBooleanType, {obj}, LlContains);
  d.M("size", kIntType, {}, LlSizeFn);
  d.M("isEmpty", kBooleanType, {}, LlIsEmpty);
  d.M("clear", kVoidType, {}, LlClear);
  d.M("iterator", iterator, {}, LlIteratorFn);
  d.Sig("Iterator<E>", {});
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
