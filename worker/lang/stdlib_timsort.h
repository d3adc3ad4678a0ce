// java.util.TimSort's merging of runs (Java 17), for ranges of 32 elements or more: the same
// runs, merges, galloping and compare calls in the same order as the JDK, and its
// IllegalArgumentException for a comparator that violates its contract where the JDK detects
// one. Internal to aprgrid_lang (stdlib_sort.cc).
#ifndef APRGRID_WORKER_LANG_STDLIB_TIMSORT_H_
#define APRGRID_WORKER_LANG_STDLIB_TIMSORT_H_

#include <cstdint>
#include <functional>

#include "worker/lang/value.h"

namespace aprgrid::lang {
struct Runtime;
}

namespace aprgrid::lang::stdlib {

// compare(a, b, &result): false when it threw (rt.exc is set).
using CompareFn = std::function<bool(Obj*, Obj*, int32_t*)>;

// Sorts a[lo, hi) (hi - lo >= 32) in place as TimSort.sort does after its short-range path.
// `binary_sort(lo, hi, start)` is TimSort.binarySort; `count_run(lo, hi)` is
// countRunAndMakeAscending (-1 when it threw). False when an exception is pending.
bool TimSortMerge(Runtime& rt, Value* a, int32_t lo, int32_t hi, const CompareFn& compare,
                  const std::function<bool(int32_t, int32_t, int32_t)>& binary_sort,
                  const std::function<int32_t(int32_t, int32_t)>& count_run);

}  // namespace aprgrid::lang::stdlib

#endif  // APRGRID_WORKER_LANG_STDLIB_TIMSORT_H_
