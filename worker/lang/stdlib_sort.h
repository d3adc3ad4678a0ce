// Comparisons of objects as java.util's sorted collections and sorts make them (stdlib_sort.cc).
// Internal to aprgrid_lang.
#ifndef APRGRID_WORKER_LANG_STDLIB_SORT_H_
#define APRGRID_WORKER_LANG_STDLIB_SORT_H_

#include <cstdint>

#include "worker/lang/value.h"

namespace aprgrid::lang {
struct Runtime;
}

namespace aprgrid::lang::stdlib {

// `cmp.compare(a, b)` when `cmp` (a Comparator) is not null, else `((Comparable) a).compareTo(b)`
// through the Comparable interface, so user classes, enums and the built-in boxes and String
// compare as on the JVM (NullPointerException for a null `a`, ClassCastException naming the class
// for an `a` that is not Comparable or a `b` its compareTo cannot take). Charges one step. False
// when it threw or the step budget ran out (rt.exc is set); else the result is in `*out`.
bool CompareObjects(Runtime& rt, Obj* cmp, Obj* a, Obj* b, int32_t* out);

// The cast `(Comparable) o` (no call): false with ClassCastException pending when `o` is not null
// and its class does not implement Comparable.
bool CastComparable(Runtime& rt, Obj* o);

// The binary search of Arrays.binarySearch0 and Collections.indexedBinarySearch over the indices
// low..high (inclusive): `compare(mid, &c)` sets c to the sign of element `mid` against the key
// and returns false when it threw. The index found, or -(insertion point) - 1; Value{} when a
// comparison threw.
template <typename Compare>
Value IndexedBinarySearch(int32_t low, int32_t high, Compare&& compare) {
  while (low <= high) {
    const int32_t mid = static_cast<int32_t>(static_cast<uint32_t>(low + high) >> 1);
    int32_t c;
    if (!compare(mid, &c)) return Value{};
    if (c < 0) {
      low = mid + 1;
    } else if (c > 0) {
      high = mid - 1;
    } else {
      return IntValue(mid);
    }
  }
  return IntValue(-(low + 1));
}

// Collections.swap(list, i, j) without its null check: list.set(i, list.set(j, list.get(i)))
// through the List interface. False when a call threw or the step budget ran out.
bool ListSwap(Runtime& rt, Obj* list, int32_t i, int32_t j);

// Collections.reverseOrder(cmp): the natural order reversed for a null `cmp`, the comparator a
// reversing comparator reverses, or a new ReverseComparator2 over `cmp`. Null when out of memory
// (rt.exc is set).
Obj* ReverseOrderOf(Runtime& rt, Obj* cmp);

}  // namespace aprgrid::lang::stdlib

#endif  // APRGRID_WORKER_LANG_STDLIB_SORT_H_
