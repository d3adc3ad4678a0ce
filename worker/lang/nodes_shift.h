// The fused array-shift loop: the inner loop of an insertion sort, which moves the elements of
// an array one place along while they compare with a key, run as one node. Internal to the
// compiler (worker/lang/compile_fused.cc picks it).
#ifndef APRGRID_WORKER_LANG_NODES_SHIFT_H_
#define APRGRID_WORKER_LANG_NODES_SHIFT_H_

#include <cstdint>

#include "worker/lang/nodes_expr.h"
#include "worker/lang/nodes_ops.h"
#include "worker/lang/runtime.h"

namespace aprgrid::lang {
class Program;
}  // namespace aprgrid::lang

namespace aprgrid::lang::nodes {

// How the loop's index is compared with its limit: `j < lim`, `j <= lim`, `j > lim`, `j >= lim`.
enum class ShiftBound : uint8_t { kLt, kLe, kGt, kGe };

// The slots and constants of a shift loop (see ShiftLoop).
struct ShiftShape {
  int arr = 0;  // The array's local.
  int idx = 0;  // j: an int local.
  int key = 0;  // The key's local.
  ShiftBound bound = ShiftBound::kGe;
  bool lim_local = false;  // The limit is the local `lim_slot`, else the constant `lim`.
  int lim_slot = 0;
  int32_t lim = 0;
  uint32_t offset = 0;  // k of the store `a[j + k] = a[j];` (wrapping).
  uint32_t delta = 0;   // d of the step `j += d` (`j--`: all ones; wrapping).
};

// while (j BOUND lim && a[j] CMP key) { a[j + k] = a[j]; j += d; }, and the `for` with the same
// condition, the store as its body and the step as its update. a, j and key are distinct locals
// (a an array, j an int, key of the element's type), lim a constant or a local other than j, k
// and d constants, Cmp the element comparison (ops::GtI, ops::LtL, ops::GeD, ...; `key CMP a[j]`
// is matched as the mirrored `a[j] CMP' key`, the same predicate, NaN included).
//
// The loop does what WhileAndLocal2 over its condition, the store node and the step node do, in
// their order, one step of the budget per test of the condition: the step (a TIMEOUT stops the
// loop there), `j BOUND lim`, the load of a[j] (NullPointerException for a null a,
// ArrayIndexOutOfBoundsException with the JDK's message for a bad j), the comparison, then
// a[j + k]'s index check (the load of a[j] on the right cannot fail: the condition has just read
// it), the store, the step of j. No user code runs inside, so a, key and lim are read once, j is
// kept in a register and written back to its local whenever the loop ends (normally, by an
// exception or by a TIMEOUT), and the array's length is read once (it never changes).
template <typename Cmp>
class ShiftLoop final : public Stmt {
 public:
  explicit ShiftLoop(const ShiftShape& shape) : s_(shape) {}
  Flow Exec(Frame& f) const override {
    Runtime& rt = *f.rt;
    Value* locals = f.locals;
    // j is in the loop's range when uint64(j - lo) < count (count 0: never).
    int64_t lo = INT32_MIN;
    int64_t count = int64_t{1} << 32;
    int64_t lim = s_.lim_local ? locals[s_.lim_slot].i : s_.lim;
    switch (s_.bound) {
      case ShiftBound::kLt:
        count = lim - lo;
        break;
      case ShiftBound::kLe:
        count = lim - lo + 1;
        break;
      case ShiftBound::kGt:
        lo = lim + 1;
        count = int64_t{INT32_MAX} - lim;
        break;
      case ShiftBound::kGe:
        lo = lim;
        count = int64_t{INT32_MAX} - lim + 1;
        break;
    }
    Obj* a = locals[s_.arr].ref;
    const Value key = locals[s_.key];
    const uint32_t len = a != nullptr ? static_cast<uint32_t>(a->len) : 0;  // Null: no index.
    Value* el = a != nullptr ? ElementsOf(a) : nullptr;
    const uint32_t offset = s_.offset;  // Copies: the stores below could alias the node.
    const uint32_t delta = s_.delta;
    int32_t j = locals[s_.idx].i;
    Flow out = Flow::kNormal;
    while (true) {
      if (!rt.Tick()) [[unlikely]] {
        out = Flow::kThrow;
        break;
      }
      if (static_cast<uint64_t>(j - lo) >= static_cast<uint64_t>(count)) break;
      if (static_cast<uint32_t>(j) >= len) [[unlikely]] {
        rt.ThrowIndexError(a, j);
        out = Flow::kThrow;
        break;
      }
      if (!Cmp()(el[j], key).i) break;
      const int32_t to = ops::WrapI(ops::U(j) + offset);
      if (static_cast<uint32_t>(to) >= len) [[unlikely]] {
        rt.ThrowIndexError(a, to);
        out = Flow::kThrow;
        break;
      }
      el[to] = el[j];
      j = ops::WrapI(ops::U(j) + delta);
    }
    locals[s_.idx] = IntValue(j);
    return out;
  }

 private:
  ShiftShape s_;
};

// The ShiftLoop of `while (cond) { store; step; }` when the three have the shape above; null
// otherwise.
const Stmt* MakeWhileShiftLoop(Program& prog, const Expr* cond, const Stmt* store,
                               const Stmt* step);

// The ShiftLoop of `for (...; cond; update) store;` when the three have the shape above; null
// otherwise.
const Stmt* MakeForShiftLoop(Program& prog, const Expr* cond, const Stmt* store,
                             const Expr* update);

}  // namespace aprgrid::lang::nodes

#endif  // APRGRID_WORKER_LANG_NODES_SHIFT_H_
