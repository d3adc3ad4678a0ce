// TreeMap ordered by its Comparator, or by natural ordering (any Comparable key: stdlib_sort.h)
// when it has none, as Java 17's java.util.TreeMap: the red-black tree of TreeMap.Entry objects
// with the JDK's fixAfterInsertion/fixAfterDeletion and deleteEntry (a node with two children
// takes its successor's key and value, and the successor's node is unlinked), modCount, the checks
// of getEntry/put (in natural order NullPointerException for a null key and ClassCastException
// for keys that are not mutually Comparable, also on the first put into an empty map; with a
// comparator only what the comparator throws, so one that accepts null accepts a null key), and
// the NavigableSubMap rules of headMap/tailMap/subMap/descendingMap ("fromKey > toKey",
// "fromKey out of range", "toKey out of range", "key out of range"). The views, iterators and
// TreeSet are in stdlib_treeset.cc.
//
// Longer than 600 lines because the red-black fix-ups, deleteEntry, buildFromSorted and the
// sub-maps' bound logic all work on the same tree and must stay together to be checked against
// the JDK's TreeMap.
#include "worker/lang/stdlib_treemap.h"

#include <functional>
#include <string>

#include "worker/lang/stdlib_collections.h"
#include "worker/lang/stdlib_declarer.h"
#include "worker/lang/stdlib_impl.h"
#include "worker/lang/stdlib_sort.h"

namespace aprgrid::lang::stdlib::tree {
namespace {

Value& F(Obj* o, int s) { return FieldsOf(o)[s]; }
Obj* R(Obj* o, int s) { return FieldsOf(o)[s].ref; }
void Set(Obj* o, int s, Obj* v) { FieldsOf(o)[s] = RefValue(v); }

}  // namespace

int32_t Compare(Runtime& rt, Obj* m, Obj* a, Obj* b) {
  int32_t c = 0;
  return CompareObjects(rt, R(m, kComparator), a, b, &c) ? c : 0;
}

Range RangeOf(Obj* nav) {
  Range r;
  if (nav->cls != kTreeSubMapClass) {
    r.m = nav;
    return r;
  }
  r.m = R(nav, kSubMap);
  r.from_start = F(nav, kFromStart).i != 0;
  r.lo = R(nav, kLo);
  r.lo_inclusive = F(nav, kLoInclusive).i != 0;
  r.to_end = F(nav, kToEnd).i != 0;
  r.hi = R(nav, kHi);
  r.hi_inclusive = F(nav, kHiInclusive).i != 0;
  r.descending = F(nav, kDescending).i != 0;
  return r;
}

Obj* Successor(Obj* t) {
  if (t == nullptr) return nullptr;
  if (Obj* p = R(t, kRight); p != nullptr) {
    while (R(p, kLeft) != nullptr) p = R(p, kLeft);
    return p;
  }
  Obj* p = R(t, kParent);
  Obj* ch = t;
  while (p != nullptr && ch == R(p, kRight)) {
    ch = p;
    p = R(p, kParent);
  }
  return p;
}

Obj* Predecessor(Obj* t) {
  if (t == nullptr) return nullptr;
  if (Obj* p = R(t, kLeft); p != nullptr) {
    while (R(p, kRight) != nullptr) p = R(p, kRight);
    return p;
  }
  Obj* p = R(t, kParent);
  Obj* ch = t;
  while (p != nullptr && ch == R(p, kLeft)) {
    ch = p;
    p = R(p, kParent);
  }
  return p;
}

namespace {

// The red-black helpers of java.util.TreeMap (null-tolerant).
int32_t ColorOf(Obj* p) { return p == nullptr ? kBlack : F(p, kColor).i; }
Obj* ParentOf(Obj* p) { return p == nullptr ? nullptr : R(p, kParent); }
void SetColor(Obj* p, int32_t c) {
  if (p != nullptr) F(p, kColor) = IntValue(c);
}
Obj* LeftOf(Obj* p) { return p == nullptr ? nullptr : R(p, kLeft); }
Obj* RightOf(Obj* p) { return p == nullptr ? nullptr : R(p, kRight); }

void RotateLeft(Obj* m, Obj* p) {
  if (p == nullptr) return;
  Obj* r = R(p, kRight);
  Set(p, kRight, R(r, kLeft));
  if (R(r, kLeft) != nullptr) Set(R(r, kLeft), kParent, p);
  Set(r, kParent, R(p, kParent));
  if (R(p, kParent) == nullptr) {
    Set(m, kRoot, r);
  } else if (R(R(p, kParent), kLeft) == p) {
    Set(R(p, kParent), kLeft, r);
  } else {
    Set(R(p, kParent), kRight, r);
  }
  Set(r, kLeft, p);
  Set(p, kParent, r);
}

void RotateRight(Obj* m, Obj* p) {
  if (p == nullptr) return;
  Obj* l = R(p, kLeft);
  Set(p, kLeft, R(l, kRight));
  if (R(l, kRight) != nullptr) Set(R(l, kRight), kParent, p);
  Set(l, kParent, R(p, kParent));
  if (R(p, kParent) == nullptr) {
    Set(m, kRoot, l);
  } else if (R(R(p, kParent), kRight) == p) {
    Set(R(p, kParent), kRight, l);
  } else {
    Set(R(p, kParent), kLeft, l);
  }
  Set(l, kRight, p);
  Set(p, kParent, l);
}

void FixAfterInsertion(Obj* m, Obj* x) {
  SetColor(x, kRed);
  while (x != nullptr && x != R(m, kRoot) && ColorOf(ParentOf(x)) == kRed) {
    if (ParentOf(x) == LeftOf(ParentOf(ParentOf(x)))) {
      Obj* y = RightOf(ParentOf(ParentOf(x)));
      if (ColorOf(y) == kRed) {
        SetColor(ParentOf(x), kBlack);
        SetColor(y, kBlack);
        SetColor(ParentOf(ParentOf(x)), kRed);
        x = ParentOf(ParentOf(x));
      } else {
        if (x == RightOf(ParentOf(x))) {
          x = ParentOf(x);
          RotateLeft(m, x);
        }
        SetColor(ParentOf(x), kBlack);
        SetColor(ParentOf(ParentOf(x)), kRed);
        RotateRight(m, ParentOf(ParentOf(x)));
      }
    } else {
      Obj* y = LeftOf(ParentOf(ParentOf(x)));
      if (ColorOf(y) == kRed) {
        SetColor(ParentOf(x), kBlack);
        SetColor(y, kBlack);
        SetColor(ParentOf(ParentOf(x)), kRed);
        x = ParentOf(ParentOf(x));
      } else {
        if (x == LeftOf(ParentOf(x))) {
          x = ParentOf(x);
          RotateRight(m, x);
        }
        SetColor(ParentOf(x), kBlack);
        SetColor(ParentOf(ParentOf(x)), kRed);
        RotateLeft(m, ParentOf(ParentOf(x)));
      }
    }
  }
  SetColor(R(m, kRoot), kBlack);
}

void FixAfterDeletion(Obj* m, Obj* x) {
  while (x != R(m, kRoot) && ColorOf(x) == kBlack) {
    if (x == LeftOf(ParentOf(x))) {
      Obj* sib = RightOf(ParentOf(x));
      if (ColorOf(sib) == kRed) {
        SetColor(sib, kBlack);
        SetColor(ParentOf(x), kRed);
        RotateLeft(m, ParentOf(x));
        sib = RightOf(ParentOf(x));
      }
      if (ColorOf(LeftOf(sib)) == kBlack && ColorOf(RightOf(sib)) == kBlack) {
        SetColor(sib, kRed);
        x = ParentOf(x);
      } else {
        if (ColorOf(RightOf(sib)) == kBlack) {
          SetColor(LeftOf(sib), kBlack);
          SetColor(sib, kRed);
          RotateRight(m, sib);
          sib = RightOf(ParentOf(x));
        }
        SetColor(sib, ColorOf(ParentOf(x)));
        SetColor(ParentOf(x), kBlack);
        SetColor(RightOf(sib), kBlack);
        RotateLeft(m, ParentOf(x));
        x = R(m, kRoot);
      }
    } else {
      Obj* sib = LeftOf(ParentOf(x));
      if (ColorOf(sib) == kRed) {
        SetColor(sib, kBlack);
        SetColor(ParentOf(x), kRed);
        RotateRight(m, ParentOf(x));
        sib = LeftOf(ParentOf(x));
      }
      if (ColorOf(RightOf(sib)) == kBlack && ColorOf(LeftOf(sib)) == kBlack) {
        SetColor(sib, kRed);
        x = ParentOf(x);
      } else {
        if (ColorOf(LeftOf(sib)) == kBlack) {
          SetColor(RightOf(sib), kBlack);
          SetColor(sib, kRed);
          RotateLeft(m, sib);
          sib = LeftOf(ParentOf(x));
        }
        SetColor(sib, ColorOf(ParentOf(x)));
        SetColor(ParentOf(x), kBlack);
        SetColor(LeftOf(sib), kBlack);
        RotateRight(m, ParentOf(x));
        x = R(m, kRoot);
      }
    }
  }
  SetColor(x, kBlack);
}

Obj* NewEntry(Runtime& rt, Obj* key, Value value, Obj* parent) {
  Obj* e = rt.NewInstance(kTreeMapEntryClass);
  if (e == nullptr) return nullptr;
  Set(e, kKey, key);
  F(e, kValue) = value;
  Set(e, kParent, parent);
  F(e, kColor) = IntValue(kBlack);
  return e;
}

Obj* FirstEntry(Obj* m) {
  Obj* p = R(m, kRoot);
  if (p != nullptr) {
    while (R(p, kLeft) != nullptr) p = R(p, kLeft);
  }
  return p;
}
Obj* LastEntry(Obj* m) {
  Obj* p = R(m, kRoot);
  if (p != nullptr) {
    while (R(p, kRight) != nullptr) p = R(p, kRight);
  }
  return p;
}

// TreeMap.getEntry: in natural order requireNonNull and the Comparable cast before the search
// (getEntryUsingComparator checks nothing). The first comparison makes the same check, so the
// cast is made here only when there is none (an empty map).
Obj* MapGetEntry(Runtime& rt, Obj* m, Obj* key) {
  if (R(m, kComparator) == nullptr) {
    if (key == nullptr) {
      rt.ThrowNullPointer();
      return nullptr;
    }
    if (R(m, kRoot) == nullptr && !CastComparable(rt, key)) return nullptr;
  }
  for (Obj* p = R(m, kRoot); p != nullptr;) {
    if (!rt.Charge(1)) return nullptr;
    int32_t c = Compare(rt, m, key, R(p, kKey));
    if (rt.exc != nullptr) return nullptr;
    if (c < 0) {
      p = R(p, kLeft);
    } else if (c > 0) {
      p = R(p, kRight);
    } else {
      return p;
    }
  }
  return nullptr;
}

// getCeilingEntry (which 2), getHigherEntry (3), getFloorEntry (1), getLowerEntry (0): the same
// comparisons as the JDK's walks.
Obj* MapRelative(Runtime& rt, Obj* m, Obj* key, int which) {
  Obj* best = nullptr;
  for (Obj* p = R(m, kRoot); p != nullptr;) {
    if (!rt.Charge(1)) return nullptr;
    int32_t c = Compare(rt, m, key, R(p, kKey));
    if (rt.exc != nullptr) return nullptr;
    if (c == 0 && (which == 1 || which == 2)) return p;
    const bool go_left = which >= 2 ? c < 0 : c <= 0;
    if (go_left) {
      if (which >= 2) best = p;
      p = R(p, kLeft);
    } else {
      if (which < 2) best = p;
      p = R(p, kRight);
    }
  }
  return best;
}

bool TooLow(Runtime& rt, const Range& r, Obj* key) {
  if (r.from_start) return false;
  int32_t c = Compare(rt, r.m, key, r.lo);
  return c < 0 || (c == 0 && !r.lo_inclusive);
}
bool TooHigh(Runtime& rt, const Range& r, Obj* key) {
  if (r.to_end) return false;
  int32_t c = Compare(rt, r.m, key, r.hi);
  return c > 0 || (c == 0 && !r.hi_inclusive);
}
bool InClosedRange(Runtime& rt, const Range& r, Obj* key) {
  if (!r.from_start && Compare(rt, r.m, key, r.lo) < 0) return false;
  if (rt.exc != nullptr) return false;
  return r.to_end || Compare(rt, r.m, r.hi, key) >= 0;
}

// The sub-map's absolute (ascending) queries.
Obj* AbsLowest(Runtime& rt, const Range& r) {
  Obj* e = r.from_start ? FirstEntry(r.m) : MapRelative(rt, r.m, r.lo, r.lo_inclusive ? 2 : 3);
  if (e == nullptr || rt.exc != nullptr) return nullptr;
  bool high = TooHigh(rt, r, R(e, kKey));
  return high || rt.exc != nullptr ? nullptr : e;
}
Obj* AbsHighest(Runtime& rt, const Range& r) {
  Obj* e = r.to_end ? LastEntry(r.m) : MapRelative(rt, r.m, r.hi, r.hi_inclusive ? 1 : 0);
  if (e == nullptr || rt.exc != nullptr) return nullptr;
  bool low = TooLow(rt, r, R(e, kKey));
  return low || rt.exc != nullptr ? nullptr : e;
}
// absLower (0), absFloor (1), absCeiling (2), absHigher (3).
Obj* AbsRelative(Runtime& rt, const Range& r, Obj* key, int which) {
  if (which >= 2) {
    bool low = TooLow(rt, r, key);
    if (rt.exc != nullptr) return nullptr;
    if (low) return AbsLowest(rt, r);
  } else {
    bool high = TooHigh(rt, r, key);
    if (rt.exc != nullptr) return nullptr;
    if (high) return AbsHighest(rt, r);
  }
  Obj* e = MapRelative(rt, r.m, key, which);
  if (e == nullptr || rt.exc != nullptr) return nullptr;
  bool out = which >= 2 ? TooHigh(rt, r, R(e, kKey)) : TooLow(rt, r, R(e, kKey));
  return out || rt.exc != nullptr ? nullptr : e;
}

}  // namespace

bool InRange(Runtime& rt, const Range& r, Obj* key) {
  if (TooLow(rt, r, key) || rt.exc != nullptr) return false;
  return !TooHigh(rt, r, key) && rt.exc == nullptr;
}

Obj* First(Runtime& rt, const Range& r) {
  if (r.whole()) return r.descending ? LastEntry(r.m) : FirstEntry(r.m);
  return r.descending ? AbsHighest(rt, r) : AbsLowest(rt, r);
}
Obj* Last(Runtime& rt, const Range& r) {
  if (r.whole()) return r.descending ? FirstEntry(r.m) : LastEntry(r.m);
  return r.descending ? AbsLowest(rt, r) : AbsHighest(rt, r);
}
Obj* Next(const Range& r, Obj* e) { return r.descending ? Predecessor(e) : Successor(e); }

bool Fence(Runtime& rt, const Range& r, Obj** fence_key) {
  Obj* e = nullptr;
  if (r.descending) {  // absLowFence
    if (r.from_start) return false;
    e = MapRelative(rt, r.m, r.lo, r.lo_inclusive ? 0 : 1);
  } else {  // absHighFence
    if (r.to_end) return false;
    e = MapRelative(rt, r.m, r.hi, r.hi_inclusive ? 3 : 2);
  }
  if (e == nullptr) return false;
  *fence_key = R(e, kKey);
  return true;
}

int32_t RangeSize(Runtime& rt, const Range& r) {
  if (r.whole()) return F(r.m, kSize).i;
  int32_t n = 0;
  EachEntry(rt, r, [&](Obj*) {
    ++n;
    return true;
  });
  return n;
}

Obj* Relative(Runtime& rt, Obj* nav, Obj* key, int which) {
  Range r = RangeOf(nav);
  if (r.descending) which = 3 - which;
  if (r.whole()) return MapRelative(rt, r.m, key, which);
  return AbsRelative(rt, r, key, which);
}

Obj* GetEntry(Runtime& rt, Obj* nav, Obj* key) {
  Range r = RangeOf(nav);
  if (!r.whole() && !InRange(rt, r, key)) return nullptr;
  return MapGetEntry(rt, r.m, key);
}

void DeleteEntry(Obj* m, Obj* p) {
  F(m, kModCount).i++;
  F(m, kSize).i--;
  if (R(p, kLeft) != nullptr && R(p, kRight) != nullptr) {
    Obj* s = Successor(p);
    F(p, kKey) = F(s, kKey);
    F(p, kValue) = F(s, kValue);
    p = s;
  }
  Obj* replacement = R(p, kLeft) != nullptr ? R(p, kLeft) : R(p, kRight);
  if (replacement != nullptr) {
    Set(replacement, kParent, R(p, kParent));
    if (R(p, kParent) == nullptr) {
      Set(m, kRoot, replacement);
    } else if (p == R(R(p, kParent), kLeft)) {
      Set(R(p, kParent), kLeft, replacement);
    } else {
      Set(R(p, kParent), kRight, replacement);
    }
    Set(p, kLeft, nullptr);
    Set(p, kRight, nullptr);
    Set(p, kParent, nullptr);
    if (F(p, kColor).i == kBlack) FixAfterDeletion(m, replacement);
  } else if (R(p, kParent) == nullptr) {
    Set(m, kRoot, nullptr);
  } else {
    if (F(p, kColor).i == kBlack) FixAfterDeletion(m, p);
    if (Obj* parent = R(p, kParent); parent != nullptr) {
      if (p == R(parent, kLeft)) {
        Set(parent, kLeft, nullptr);
      } else if (p == R(parent, kRight)) {
        Set(parent, kRight, nullptr);
      }
      Set(p, kParent, nullptr);
    }
  }
}

Value Put(Runtime& rt, Obj* nav, Obj* key, Value value, bool only_if_absent) {
  Range r = RangeOf(nav);
  if (!r.whole()) {
    bool in = InRange(rt, r, key);
    if (rt.exc != nullptr) return Value{};
    if (!in) {
      rt.Throw(kIllegalArgumentExceptionClass, "key out of range");
      return Value{};
    }
  }
  Obj* m = r.m;
  Obj* t = R(m, kRoot);
  if (t == nullptr) {  // addEntryToEmptyMap: compare(key, key) checks the key.
    Compare(rt, m, key, key);
    if (rt.exc != nullptr) return Value{};
    Obj* e = NewEntry(rt, key, value, nullptr);
    if (e == nullptr) return Value{};
    Set(m, kRoot, e);
    F(m, kSize) = IntValue(1);
    F(m, kModCount).i++;
    return RefValue(nullptr);
  }
  if (key == nullptr && R(m, kComparator) == nullptr) {
    rt.ThrowNullPointer();
    return Value{};
  }
  Obj* parent = nullptr;
  int32_t c = 0;
  do {
    if (!rt.Charge(1)) return Value{};
    parent = t;
    c = Compare(rt, m, key, R(t, kKey));
    if (rt.exc != nullptr) return Value{};
    if (c < 0) {
      t = R(t, kLeft);
    } else if (c > 0) {
      t = R(t, kRight);
    } else {
      Value old = F(t, kValue);
      if (!only_if_absent || old.ref == nullptr) F(t, kValue) = value;
      return old;
    }
  } while (t != nullptr);
  Obj* e = NewEntry(rt, key, value, parent);
  if (e == nullptr) return Value{};
  Set(parent, c < 0 ? kLeft : kRight, e);
  FixAfterInsertion(m, e);
  F(m, kSize).i++;
  F(m, kModCount).i++;
  return RefValue(nullptr);
}

namespace {

// The recursive buildFromSorted: entries lo..hi of the sorted sequence, red on the bottom level
// when it is not full.
Obj* BuildSubtree(Runtime& rt, int32_t level, int32_t lo, int32_t hi, int32_t red_level,
                  const std::function<bool(Obj**, Value*)>& next) {
  if (hi < lo) return nullptr;
  const int32_t mid = static_cast<int32_t>(static_cast<uint32_t>(lo + hi) >> 1);
  Obj* left = nullptr;
  if (lo < mid) {
    left = BuildSubtree(rt, level + 1, lo, mid - 1, red_level, next);
    if (rt.exc != nullptr) return nullptr;
  }
  Obj* key = nullptr;
  Value value;
  if (!rt.Charge(1) || !next(&key, &value)) return nullptr;
  Obj* middle = NewEntry(rt, key, value, nullptr);
  if (middle == nullptr) return nullptr;
  if (level == red_level) F(middle, kColor) = IntValue(kRed);
  if (left != nullptr) {
    Set(middle, kLeft, left);
    Set(left, kParent, middle);
  }
  if (mid < hi) {
    Obj* right = BuildSubtree(rt, level + 1, mid + 1, hi, red_level, next);
    if (right == nullptr) return nullptr;
    Set(middle, kRight, right);
    Set(right, kParent, middle);
  }
  return middle;
}

}  // namespace

bool BuildFromSorted(Runtime& rt, Obj* m, int32_t size, Obj* source, bool entries,
                     Value default_value) {
  Value self = RefValue(source);
  Value it = CallInterface(rt, g_methods.iterable_iterator, &self, 1);
  if (rt.exc != nullptr) return false;
  auto next = [&](Obj** key, Value* value) {
    Value e = CallInterface(rt, g_methods.iterator_next, &it, 1);
    if (rt.exc != nullptr) return false;
    if (!entries) {
      *key = e.ref;
      *value = default_value;
      return true;
    }
    if (e.ref == nullptr) {
      rt.ThrowNullPointer();
      return false;
    }
    *key = CallInterface(rt, g_methods.entry_get_key, &e, 1).ref;
    if (rt.exc != nullptr) return false;
    *value = CallInterface(rt, g_methods.entry_get_value, &e, 1);
    return rt.exc == nullptr;
  };
  F(m, kModCount).i++;
  F(m, kSize) = IntValue(size);
  int32_t red_level = 0;  // computeRedLevel: floor(log2(size + 1)).
  for (uint32_t n = static_cast<uint32_t>(size) + 1; n > 1; n >>= 1) ++red_level;
  Obj* root = BuildSubtree(rt, 0, 0, size - 1, red_level, next);
  if (rt.exc != nullptr) return false;
  Set(m, kRoot, root);
  return true;
}

Value RemoveKey(Runtime& rt, Obj* nav, Obj* key) {
  Obj* p = GetEntry(rt, nav, key);
  if (p == nullptr) return RefValue(nullptr);
  Value old = F(p, kValue);
  DeleteEntry(RangeOf(nav).m, p);
  return old;
}

void ClearRange(Runtime& rt, Obj* nav) {
  Range r = RangeOf(nav);
  if (r.whole()) {
    F(r.m, kModCount).i++;
    F(r.m, kSize) = IntValue(0);
    Set(r.m, kRoot, nullptr);
    return;
  }
  // AbstractMap.clear: entrySet().clear(): remove each entry through the iterator.
  Obj* fence = nullptr;
  const bool bounded = Fence(rt, r, &fence);
  for (Obj* e = First(rt, r); e != nullptr && !(bounded && R(e, kKey) == fence);) {
    if (rt.exc != nullptr || !rt.Charge(1)) return;
    Obj* next = Next(r, e);
    if (!r.descending && R(e, kLeft) != nullptr && R(e, kRight) != nullptr) next = e;
    DeleteEntry(r.m, e);
    e = next;
  }
}

Obj* SubMapOf(Runtime& rt, Obj* nav, bool with_lo, Obj* lo, bool lo_incl, bool with_hi, Obj* hi,
              bool hi_incl) {
  Range r = RangeOf(nav);
  auto in_range = [&](Obj* key, bool inclusive) {
    return inclusive ? InRange(rt, r, key) : InClosedRange(rt, r, key);
  };
  if (!r.whole() || r.descending) {
    if (with_lo && !in_range(lo, lo_incl) && rt.exc == nullptr) {
      rt.Throw(kIllegalArgumentExceptionClass, "fromKey out of range");
    }
    if (rt.exc == nullptr && with_hi && !in_range(hi, hi_incl) && rt.exc == nullptr) {
      rt.Throw(kIllegalArgumentExceptionClass, "toKey out of range");
    }
    if (rt.exc != nullptr) return nullptr;
  }
  Range s = r;
  // In `nav`'s direction, lo is where the sub-map starts; ascending bounds swap when descending.
  if (r.descending) {
    if (with_lo) {
      s.to_end = false;
      s.hi = lo;
      s.hi_inclusive = lo_incl;
    }
    if (with_hi) {
      s.from_start = false;
      s.lo = hi;
      s.lo_inclusive = hi_incl;
    }
  } else {
    if (with_lo) {
      s.from_start = false;
      s.lo = lo;
      s.lo_inclusive = lo_incl;
    }
    if (with_hi) {
      s.to_end = false;
      s.hi = hi;
      s.hi_inclusive = hi_incl;
    }
  }
  // NavigableSubMap's constructor.
  if (!s.from_start && !s.to_end) {
    int32_t c = Compare(rt, s.m, s.lo, s.hi);
    if (rt.exc != nullptr) return nullptr;
    if (c > 0) {
      rt.Throw(kIllegalArgumentExceptionClass, "fromKey > toKey");
      return nullptr;
    }
  } else {
    if (!s.from_start) Compare(rt, s.m, s.lo, s.lo);
    if (rt.exc == nullptr && !s.to_end) Compare(rt, s.m, s.hi, s.hi);
    if (rt.exc != nullptr) return nullptr;
  }
  Obj* o = rt.NewInstance(kTreeSubMapClass);
  if (o == nullptr) return nullptr;
  Set(o, kSubMap, s.m);
  F(o, kFromStart) = IntValue(s.from_start);
  Set(o, kLo, s.lo);
  F(o, kLoInclusive) = IntValue(s.lo_inclusive);
  F(o, kToEnd) = IntValue(s.to_end);
  Set(o, kHi, s.hi);
  F(o, kHiInclusive) = IntValue(s.hi_inclusive);
  F(o, kDescending) = IntValue(s.descending);
  return o;
}

Obj* DescendingOf(Runtime& rt, Obj* nav) {
  Range r = RangeOf(nav);
  Obj* o = rt.NewInstance(kTreeSubMapClass);
  if (o == nullptr) return nullptr;
  Set(o, kSubMap, r.m);
  F(o, kFromStart) = IntValue(r.from_start);
  Set(o, kLo, r.lo);
  F(o, kLoInclusive) = IntValue(r.lo_inclusive);
  F(o, kToEnd) = IntValue(r.to_end);
  Set(o, kHi, r.hi);
  F(o, kHiInclusive) = IntValue(r.hi_inclusive);
  F(o, kDescending) = IntValue(!r.descending);
  return o;
}

Value ViewOf(Runtime& rt, Obj* nav, int cls) {
  const bool sub = nav->cls == kTreeSubMapClass;
  const int field = cls == kTreeMapKeySetClass   ? (sub ? kSubKeySet : kKeySet)
                    : cls == kTreeMapValuesClass ? (sub ? kSubValues : kValues)
                                                 : (sub ? kSubEntrySet : kEntrySet);
  Value& v = F(nav, field);
  if (v.ref == nullptr) {
    Obj* o = rt.NewInstance(cls);
    if (o == nullptr) return Value{};
    Set(o, kViewOf, nav);
    v = RefValue(o);
  }
  return v;
}

Obj* NewIterator(Runtime& rt, Obj* nav, int cls, bool descending) {
  Range r = RangeOf(nav);
  if (descending) r.descending = !r.descending;
  Obj* it = rt.NewInstance(cls);
  if (it == nullptr) return nullptr;
  Obj* fence = nullptr;
  const bool bounded = Fence(rt, r, &fence);
  Obj* first = First(rt, r);
  if (rt.exc != nullptr) return nullptr;
  Set(it, kItMap, r.m);
  Set(it, kItNext, first);
  F(it, kItExpected) = F(r.m, kModCount);
  Set(it, kItFence, fence);
  F(it, kItBounded) = IntValue(bounded);
  F(it, kItDescending) = IntValue(r.descending);
  return it;
}

}  // namespace aprgrid::lang::stdlib::tree
