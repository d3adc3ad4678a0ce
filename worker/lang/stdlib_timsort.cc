// TimSort's run merging, following java.util.TimSort (Java 17) step by step: minRunLength, the
// run stack and its collapse rules, gallopLeft/gallopRight, mergeLo/mergeHi with the adaptive
// minGallop, and the "Comparison method violates its general contract!" checks.
#include "worker/lang/stdlib_timsort.h"

#include <algorithm>
#include <vector>

#include "worker/lang/runtime.h"

namespace aprgrid::lang::stdlib {
namespace {

constexpr int32_t kMinMerge = 32;
constexpr int32_t kMinGallop = 7;

int32_t MinRunLength(int32_t n) {
  int32_t r = 0;
  while (n >= kMinMerge) {
    r |= (n & 1);
    n >>= 1;
  }
  return n + r;
}

class Merger {
 public:
  Merger(Runtime& rt, Value* a, const CompareFn& c) : rt_(rt), a_(a), c_(c) {}

  bool PushAndCollapse(int32_t base, int32_t len) {
    base_.push_back(base);
    len_.push_back(len);
    while (len_.size() > 1) {
      int n = static_cast<int>(len_.size()) - 2;
      if ((n > 0 && L(n - 1) <= L(n) + L(n + 1)) || (n > 1 && L(n - 2) <= L(n) + L(n - 1))) {
        if (L(n - 1) < L(n + 1)) n--;
      } else if (n < 0 || L(n) > L(n + 1)) {
        break;
      }
      if (!MergeAt(n)) return false;
    }
    return true;
  }

  bool ForceCollapse() {
    while (len_.size() > 1) {
      int n = static_cast<int>(len_.size()) - 2;
      if (n > 0 && L(n - 1) < L(n + 1)) n--;
      if (!MergeAt(n)) return false;
    }
    return true;
  }

 private:
  int32_t L(int i) const { return len_[static_cast<size_t>(i)]; }

  bool Cmp(Obj* x, Obj* y, int32_t* r) { return c_(x, y, r); }

  bool Contract() {
    rt_.Throw(kIllegalArgumentExceptionClass, "Comparison method violates its general contract!");
    return false;
  }

  // gallopLeft(key, a, base, len, hint): the leftmost position to insert key.
  bool GallopLeft(Obj* key, const Value* a, int32_t base, int32_t len, int32_t hint, int32_t* out) {
    int32_t last = 0, ofs = 1, r = 0;
    if (!Cmp(key, a[base + hint].ref, &r)) return false;
    if (r > 0) {
      const int32_t max = len - hint;
      while (ofs < max) {
        if (!Cmp(key, a[base + hint + ofs].ref, &r)) return false;
        if (r <= 0) break;
        last = ofs;
        ofs = (ofs << 1) + 1;
        if (ofs <= 0) ofs = max;
      }
      if (ofs > max) ofs = max;
      last += hint;
      ofs += hint;
    } else {
      const int32_t max = hint + 1;
      while (ofs < max) {
        if (!Cmp(key, a[base + hint - ofs].ref, &r)) return false;
        if (r > 0) break;
        last = ofs;
        ofs = (ofs << 1) + 1;
        if (ofs <= 0) ofs = max;
      }
      if (ofs > max) ofs = max;
      const int32_t tmp = last;
      last = hint - ofs;
      ofs = hint - tmp;
    }
    last++;
    while (last < ofs) {
      const int32_t m = last + static_cast<int32_t>(static_cast<uint32_t>(ofs - last) >> 1);
      if (!Cmp(key, a[base + m].ref, &r)) return false;
      if (r > 0) {
        last = m + 1;
      } else {
        ofs = m;
      }
    }
    *out = ofs;
    return true;
  }

  // gallopRight: the rightmost position to insert key.
  bool GallopRight(Obj* key, const Value* a, int32_t base, int32_t len, int32_t hint,
                   int32_t* out) {
    int32_t ofs = 1, last = 0, r = 0;
    if (!Cmp(key, a[base + hint].ref, &r)) return false;
    if (r < 0) {
      const int32_t max = hint + 1;
      while (ofs < max) {
        if (!Cmp(key, a[base + hint - ofs].ref, &r)) return false;
        if (r >= 0) break;
        last = ofs;
        ofs = (ofs << 1) + 1;
        if (ofs <= 0) ofs = max;
      }
      if (ofs > max) ofs = max;
      const int32_t tmp = last;
      last = hint - ofs;
      ofs = hint - tmp;
    } else {
      const int32_t max = len - hint;
      while (ofs < max) {
        if (!Cmp(key, a[base + hint + ofs].ref, &r)) return false;
        if (r < 0) break;
        last = ofs;
        ofs = (ofs << 1) + 1;
        if (ofs <= 0) ofs = max;
      }
      if (ofs > max) ofs = max;
      last += hint;
      ofs += hint;
    }
    last++;
    while (last < ofs) {
      const int32_t m = last + static_cast<int32_t>(static_cast<uint32_t>(ofs - last) >> 1);
      if (!Cmp(key, a[base + m].ref, &r)) return false;
      if (r < 0) {
        ofs = m;
      } else {
        last = m + 1;
      }
    }
    *out = ofs;
    return true;
  }

  bool MergeAt(int i) {
    const size_t u = static_cast<size_t>(i);
    int32_t base1 = base_[u], len1 = len_[u];
    const int32_t base2 = base_[u + 1];
    int32_t len2 = len_[u + 1];
    len_[u] = len1 + len2;
    if (i == static_cast<int>(len_.size()) - 3) {
      base_[u + 1] = base_[u + 2];
      len_[u + 1] = len_[u + 2];
    }
    base_.pop_back();
    len_.pop_back();
    int32_t k = 0;
    if (!GallopRight(a_[base2].ref, a_, base1, len1, 0, &k)) return false;
    base1 += k;
    len1 -= k;
    if (len1 == 0) return true;
    if (!GallopLeft(a_[base1 + len1 - 1].ref, a_, base2, len2, len2 - 1, &len2)) return false;
    if (len2 == 0) return true;
    return len1 <= len2 ? MergeLo(base1, len1, base2, len2) : MergeHi(base1, len1, base2, len2);
  }

  bool MergeLo(int32_t base1, int32_t len1, int32_t base2, int32_t len2) {
    Value* a = a_;
    std::vector<Value> tmp(a + base1, a + base1 + len1);
    int32_t c1 = 0, c2 = base2, dest = base1;
    a[dest++] = a[c2++];
    if (--len2 == 0) {
      std::copy(tmp.begin() + c1, tmp.begin() + c1 + len1, a + dest);
      return true;
    }
    if (len1 == 1) {
      std::copy(a + c2, a + c2 + len2, a + dest);
      a[dest + len2] = tmp[static_cast<size_t>(c1)];
      return true;
    }
    int32_t min_gallop = min_gallop_;
    int32_t r = 0;
    while (true) {
      int32_t count1 = 0, count2 = 0;
      bool done = false;
      do {
        if (!Cmp(a[c2].ref, tmp[static_cast<size_t>(c1)].ref, &r)) return false;
        if (r < 0) {
          a[dest++] = a[c2++];
          count2++;
          count1 = 0;
          if (--len2 == 0) done = true;
        } else {
          a[dest++] = tmp[static_cast<size_t>(c1++)];
          count1++;
          count2 = 0;
          if (--len1 == 1) done = true;
        }
      } while (!done && (count1 | count2) < min_gallop);
      if (done) break;
      do {
        if (!GallopRight(a[c2].ref, tmp.data(), c1, len1, 0, &count1)) return false;
        if (count1 != 0) {
          std::copy(tmp.begin() + c1, tmp.begin() + c1 + count1, a + dest);
          dest += count1;
          c1 += count1;
          len1 -= count1;
          if (len1 <= 1) {
            done = true;
            break;
          }
        }
        a[dest++] = a[c2++];
        if (--len2 == 0) {
          done = true;
          break;
        }
        if (!GallopLeft(tmp[static_cast<size_t>(c1)].ref, a, c2, len2, 0, &count2)) return false;
        if (count2 != 0) {
          std::copy(a + c2, a + c2 + count2, a + dest);
          dest += count2;
          c2 += count2;
          len2 -= count2;
          if (len2 == 0) {
            done = true;
            break;
          }
        }
        a[dest++] = tmp[static_cast<size_t>(c1++)];
        if (--len1 == 1) {
          done = true;
          break;
        }
        min_gallop--;
      } while (count1 >= kMinGallop || count2 >= kMinGallop);
      if (done) break;
      if (min_gallop < 0) min_gallop = 0;
      min_gallop += 2;
    }
    min_gallop_ = min_gallop < 1 ? 1 : min_gallop;
    if (len1 == 1) {
      std::copy(a + c2, a + c2 + len2, a + dest);
      a[dest + len2] = tmp[static_cast<size_t>(c1)];
    } else if (len1 == 0) {
      return Contract();
    } else {
      std::copy(tmp.begin() + c1, tmp.begin() + c1 + len1, a + dest);
    }
    return true;
  }

  bool MergeHi(int32_t base1, int32_t len1, int32_t base2, int32_t len2) {
    Value* a = a_;
    std::vector<Value> tmp(a + base2, a + base2 + len2);
    int32_t c1 = base1 + len1 - 1, c2 = len2 - 1, dest = base2 + len2 - 1;
    a[dest--] = a[c1--];
    if (--len1 == 0) {
      std::copy(tmp.begin(), tmp.begin() + len2, a + (dest - (len2 - 1)));
      return true;
    }
    if (len2 == 1) {
      dest -= len1;
      c1 -= len1;
      std::copy_backward(a + c1 + 1, a + c1 + 1 + len1, a + dest + 1 + len1);
      a[dest] = tmp[static_cast<size_t>(c2)];
      return true;
    }
    int32_t min_gallop = min_gallop_;
    int32_t r = 0;
    while (true) {
      int32_t count1 = 0, count2 = 0;
      bool done = false;
      do {
        if (!Cmp(tmp[static_cast<size_t>(c2)].ref, a[c1].ref, &r)) return false;
        if (r < 0) {
          a[dest--] = a[c1--];
          count1++;
          count2 = 0;
          if (--len1 == 0) done = true;
        } else {
          a[dest--] = tmp[static_cast<size_t>(c2--)];
          count2++;
          count1 = 0;
          if (--len2 == 1) done = true;
        }
      } while (!done && (count1 | count2) < min_gallop);
      if (done) break;
      do {
        int32_t g = 0;
        if (!GallopRight(tmp[static_cast<size_t>(c2)].ref, a, base1, len1, len1 - 1, &g)) {
          return false;
        }
        count1 = len1 - g;
        if (count1 != 0) {
          dest -= count1;
          c1 -= count1;
          len1 -= count1;
          std::copy_backward(a + c1 + 1, a + c1 + 1 + count1, a + dest + 1 + count1);
          if (len1 == 0) {
            done = true;
            break;
          }
        }
        a[dest--] = tmp[static_cast<size_t>(c2--)];
        if (--len2 == 1) {
          done = true;
          break;
        }
        if (!GallopLeft(a[c1].ref, tmp.data(), 0, len2, len2 - 1, &g)) return false;
        count2 = len2 - g;
        if (count2 != 0) {
          dest -= count2;
          c2 -= count2;
          len2 -= count2;
          std::copy(tmp.begin() + c2 + 1, tmp.begin() + c2 + 1 + count2, a + dest + 1);
          if (len2 <= 1) {
            done = true;
            break;
          }
        }
        a[dest--] = a[c1--];
        if (--len1 == 0) {
          done = true;
          break;
        }
        min_gallop--;
      } while (count1 >= kMinGallop || count2 >= kMinGallop);
      if (done) break;
      if (min_gallop < 0) min_gallop = 0;
      min_gallop += 2;
    }
    min_gallop_ = min_gallop < 1 ? 1 : min_gallop;
    if (len2 == 1) {
      dest -= len1;
      c1 -= len1;
      std::copy_backward(a + c1 + 1, a + c1 + 1 + len1, a + dest + 1 + len1);
      a[dest] = tmp[static_cast<size_t>(c2)];
    } else if (len2 == 0) {
      return Contract();
    } else {
      std::copy(tmp.begin(), tmp.begin() + len2, a + (dest - (len2 - 1)));
    }
    return true;
  }

  Runtime& rt_;
  Value* a_;
  const CompareFn& c_;
  int32_t min_gallop_ = kMinGallop;
  std::vector<int32_t> base_, len_;
};

}  // namespace

bool TimSortMerge(Runtime& rt, Value* a, int32_t lo, int32_t hi, const CompareFn& compare,
                  const std::function<bool(int32_t, int32_t, int32_t)>& binary_sort,
                  const std::function<int32_t(int32_t, int32_t)>& count_run) {
  Merger m(rt, a, compare);
  int32_t remaining = hi - lo;
  const int32_t min_run = MinRunLength(remaining);
  do {
    int32_t run = count_run(lo, hi);
    if (run < 0) return false;
    if (run < min_run) {
      const int32_t force = remaining <= min_run ? remaining : min_run;
      if (!binary_sort(lo, lo + force, lo + run)) return false;
      run = force;
    }
    if (!m.PushAndCollapse(lo, run)) return false;
    lo += run;
    remaining -= run;
  } while (remaining != 0);
  return m.ForceCollapse();
}

}  // namespace aprgrid::lang::stdlib
