// Shared internals of TreeMap and TreeSet (stdlib_treemap.cc: the red-black tree, TreeMap and its
// sub-maps; stdlib_treeset.cc: the key/value/entry views, their iterators and TreeSet). Internal
// to aprgrid_lang.
//
// A TreeMap's entries are objects of the hidden class TreeMap.Entry linked as Java 17's red-black
// tree (same insertion and deletion fix-ups, and deleteEntry's copying of the successor into a
// node with two children), so that the tree's shape, and with it which Entry object holds which
// key after a removal, is the JDK's. A sub-map (headMap/tailMap/subMap/descendingMap) is a
// TreeMap.NavigableSubMap-like object holding the map and its bounds; every NavigableMap operation
// works on a Range: the whole map, or a sub-map's bounds and direction.
#ifndef APRGRID_WORKER_LANG_STDLIB_TREEMAP_H_
#define APRGRID_WORKER_LANG_STDLIB_TREEMAP_H_

#include <cstdint>

#include "worker/lang/classes.h"
#include "worker/lang/runtime.h"

namespace aprgrid::lang::stdlib::tree {

// TreeMap: the root Entry, size, modCount, comparator (null: natural ordering), cached views.
inline constexpr int kRoot = 0, kSize = 1, kModCount = 2, kComparator = 3, kKeySet = 4, kValues = 5,
                     kEntrySet = 6;
// TreeMap.Entry: color is kBlack or kRed; kSnapshot marks an immutable exported entry
// (AbstractMap.SimpleImmutableEntry: setValue throws UnsupportedOperationException).
inline constexpr int kKey = 0, kValue = 1, kLeft = 2, kRight = 3, kParent = 4, kColor = 5;
inline constexpr int32_t kRed = 0, kBlack = 1, kSnapshot = 2;
// A sub-map: the TreeMap, its bounds, its direction and cached views.
inline constexpr int kSubMap = 0, kFromStart = 1, kLo = 2, kLoInclusive = 3, kToEnd = 4, kHi = 5,
                     kHiInclusive = 6, kDescending = 7, kSubKeySet = 8, kSubValues = 9,
                     kSubEntrySet = 10, kSubComparator = 11;
// The views and TreeSet: the NavigableMap (TreeMap or sub-map) they show.
inline constexpr int kViewOf = 0;
// The iterators: the TreeMap, next Entry, last returned, expected modCount, the fence's key
// (when bounded), direction.
inline constexpr int kItMap = 0, kItNext = 1, kItLast = 2, kItExpected = 3, kItFence = 4,
                     kItBounded = 5, kItDescending = 6;

// The part of a TreeMap a NavigableMap object shows.
struct Range {
  Obj* m = nullptr;  // The TreeMap.
  bool from_start = true, to_end = true;
  Obj* lo = nullptr;
  Obj* hi = nullptr;
  bool lo_inclusive = true, hi_inclusive = true;
  bool descending = false;
  bool whole() const { return from_start && to_end; }
};
// `nav` is a TreeMap (or a user subclass) or a sub-map.
Range RangeOf(Obj* nav);

// TreeMap.compare(a, b): the comparator's, or a's compareTo (NullPointerException for null,
// ClassCastException for keys that are not mutually Comparable). Check rt.exc afterwards.
int32_t Compare(Runtime& rt, Obj* m, Obj* a, Obj* b);
Obj* Successor(Obj* e);
Obj* Predecessor(Obj* e);
void DeleteEntry(Obj* m, Obj* p);

// The range's entries in its order: first, the next after e, and the fence test.
Obj* First(Runtime& rt, const Range& r);
Obj* Last(Runtime& rt, const Range& r);
Obj* Next(const Range& r, Obj* e);
// The key of the first entry past the range in its direction, and whether there is one.
bool Fence(Runtime& rt, const Range& r, Obj** fence_key);
// Calls fn(entry) over the range in order until fn returns false; false on a pending exception.
template <typename Fn>
bool EachEntry(Runtime& rt, const Range& r, Fn&& fn) {
  Obj* fence = nullptr;
  const bool bounded = Fence(rt, r, &fence);
  if (rt.exc != nullptr) return false;
  for (Obj* e = First(rt, r); e != nullptr && !(bounded && FieldsOf(e)[kKey].ref == fence);
       e = Next(r, e)) {
    if (rt.exc != nullptr || !rt.Charge(1)) return false;
    if (!fn(e)) return rt.exc == nullptr;
  }
  return rt.exc == nullptr;
}
int32_t RangeSize(Runtime& rt, const Range& r);
// Range membership (NavigableSubMap.inRange): true for every key of a whole map.
bool InRange(Runtime& rt, const Range& r, Obj* key);

// TreeMap.buildFromSorted: makes the empty map `m` hold the `size` elements of `source` (iterated
// once; its order is the map's) as a balanced tree in the JDK's shape, without comparing keys:
// entries (Map.Entry objects: their keys and values) when `entries`, else keys that map to
// `default_value`. Counts one modification. False when an exception is pending.
bool BuildFromSorted(Runtime& rt, Obj* m, int32_t size, Obj* source, bool entries,
                     Value default_value);
// sorted.comparator() through `method` (SortedMap's or SortedSet's comparator()) into `*out`:
// false with NullPointerException pending for a null `sorted`, or with what the call threw.
bool SortedComparator(Runtime& rt, Obj* sorted, int method, Value* out);
// comparator() of a NavigableMap object: the TreeMap's (null for natural ordering), reversed for
// a descending map (the same object on every call).
Value ComparatorOf(Runtime& rt, Obj* nav);

// The map operations on a NavigableMap object `nav`.
Obj* GetEntry(Runtime& rt, Obj* nav, Obj* key);  // null when absent or out of range
Value Put(Runtime& rt, Obj* nav, Obj* key, Value value, bool only_if_absent);
Value RemoveKey(Runtime& rt, Obj* nav, Obj* key);  // the old value or null
void ClearRange(Runtime& rt, Obj* nav);
// A new sub-map of `nav` (the JDK's headMap/tailMap/subMap rules and messages): with_lo/with_hi
// say which bounds are given, in `nav`'s direction. Null when an exception is pending.
Obj* SubMapOf(Runtime& rt, Obj* nav, bool with_lo, Obj* lo, bool lo_incl, bool with_hi, Obj* hi,
              bool hi_incl);
Obj* DescendingOf(Runtime& rt, Obj* nav);
// The navigation queries in `nav`'s direction: 0 lower, 1 floor, 2 ceiling, 3 higher.
Obj* Relative(Runtime& rt, Obj* nav, Obj* key, int which);
// A new iterator over `nav` of class `cls` (key, value or entry iterator).
Obj* NewIterator(Runtime& rt, Obj* nav, int cls, bool descending);
// A view object of class `cls` over `nav`, cached in `nav` (keySet/values/entrySet).
Value ViewOf(Runtime& rt, Obj* nav, int cls);

// Method ids the tree code calls on arbitrary objects (set by DeclareTreeMap/DeclareTreeSet).
struct TreeMethods {
  int sorted_map_comparator = -1;  // SortedMap.comparator()
  int sorted_set_comparator = -1;  // SortedSet.comparator()
};
extern TreeMethods g_tree;

// Declares SortedMap, NavigableMap, TreeMap, its Entry and sub-maps (stdlib_treemap.cc), then
// SortedSet, NavigableSet, the views, iterators and TreeSet (stdlib_treeset.cc).
void DeclareTreeMap(ClassTable& t);
void DeclareTreeSet(ClassTable& t);

}  // namespace aprgrid::lang::stdlib::tree

#endif  // APRGRID_WORKER_LANG_STDLIB_TREEMAP_H_
