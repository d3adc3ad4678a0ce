#include "worker/crf/model/kbest.h"

#include <algorithm>
#include <cstdint>

namespace aprgrid::crf {
namespace {

// One entry of a DP cell. The meaning of (x, y) depends on the table:
//   inside(v; y):  x = label of the first child, y = rank in tail(c_1; y, x)
//   tail(c; y,a):  x = rank in inside(c; a),     y = rank in rest(c; y, a)
//   rest(c; y,a):  x = label of the next sibling, y = rank in tail(next; y, x)
struct Entry {
  double score;
  int32_t x;
  int32_t y;
};

// Fixed-capacity lists of entries, one list per slot.
class Cells {
 public:
  Cells(size_t num_slots, int k) : k_(k), entries_(num_slots * k), sizes_(num_slots, 0) {}
  const Entry* list(size_t slot) const { return entries_.data() + slot * k_; }
  int size(size_t slot) const { return sizes_[slot]; }
  // Keeps the k best candidates (stable for equal scores), dropping -infinity.
  void Assign(size_t slot, std::vector<Entry>& candidates) {
    auto end = std::remove_if(candidates.begin(), candidates.end(),
                              [](const Entry& e) { return e.score == kNegInf; });
    candidates.erase(end, candidates.end());
    const size_t keep = std::min<size_t>(k_, candidates.size());
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Entry& a, const Entry& b) { return a.score > b.score; });
    std::copy(candidates.begin(), candidates.begin() + keep, entries_.begin() + slot * k_);
    sizes_[slot] = static_cast<uint8_t>(keep);
  }

 private:
  int k_;
  std::vector<Entry> entries_;
  std::vector<uint8_t> sizes_;
};

class KBestSolver {
 public:
  KBestSolver(const FactorTables& t, int k)
      : t_(t), inside_(t.num_slots(), k), tail_(t.num_slots(), k), rest_(t.num_slots(), k) {}

  void RunInside() {
    const std::vector<double>& s = t_.scores();
    std::vector<Entry> cand;
    for (int v = t_.num_nodes() - 1; v >= 0; --v) {
      const std::vector<int>& kids = t_.children(v);
      const int dv = t_.domain_size(v);
      for (int j = static_cast<int>(kids.size()) - 1; j >= 0; --j) {
        const int c = kids[j];
        const int dc = t_.domain_size(c);
        const int n = t_.next_sibling(c);
        for (int y = 0; y < dv; ++y) {
          for (int a = 0; a < dc; ++a) {
            const size_t e = t_.edge_offset(c) + y * dc + a;
            cand.clear();
            if (n < 0) {
              cand.push_back({0.0, -1, -1});
            } else {
              const int dn = t_.domain_size(n);
              const size_t tri = t_.triangle_offset(c) + (y * dc + a) * dn;
              for (int b = 0; b < dn; ++b) {
                if (s[tri + b] == kNegInf) continue;
                const size_t en = t_.edge_offset(n) + y * dn + b;
                for (int r = 0; r < tail_.size(en); ++r) {
                  cand.push_back({s[tri + b] + tail_.list(en)[r].score, b, r});
                }
              }
            }
            rest_.Assign(e, cand);
            cand.clear();
            const size_t bc = t_.node_offset(c) + a;
            if (s[e] != kNegInf) {
              for (int rb = 0; rb < inside_.size(bc); ++rb) {
                for (int rr = 0; rr < rest_.size(e); ++rr) {
                  cand.push_back(
                      {s[e] + inside_.list(bc)[rb].score + rest_.list(e)[rr].score, rb, rr});
                }
              }
            }
            tail_.Assign(e, cand);
          }
        }
      }
      for (int y = 0; y < dv; ++y) {
        const size_t slot = t_.node_offset(v) + y;
        cand.clear();
        if (s[slot] != kNegInf) {
          if (kids.empty()) {
            cand.push_back({s[slot], -1, -1});
          } else {
            const int c1 = kids[0];
            const int d1 = t_.domain_size(c1);
            for (int a = 0; a < d1; ++a) {
              const size_t e = t_.edge_offset(c1) + y * d1 + a;
              for (int r = 0; r < tail_.size(e); ++r) {
                cand.push_back({s[slot] + tail_.list(e)[r].score, a, r});
              }
            }
          }
        }
        inside_.Assign(slot, cand);
      }
    }
  }

  std::vector<ScoredLabelling> Collect(int k) {
    std::vector<Entry> cand;
    for (int y = 0; y < t_.domain_size(0); ++y) {
      for (int r = 0; r < inside_.size(y); ++r) cand.push_back({inside_.list(y)[r].score, y, r});
    }
    Cells top(1, k);
    top.Assign(0, cand);
    std::vector<ScoredLabelling> out;
    for (int i = 0; i < top.size(0); ++i) {
      const Entry& e = top.list(0)[i];
      std::vector<int> local(t_.num_nodes(), 0);
      DecodeInside(0, e.x, e.y, local);
      out.push_back({e.score, t_.ToGlobal(local)});
    }
    return out;
  }

 private:
  void DecodeInside(int v, int y, int rank, std::vector<int>& local) const {
    local[v] = y;
    const std::vector<int>& kids = t_.children(v);
    if (kids.empty()) return;
    const Entry& e = inside_.list(t_.node_offset(v) + y)[rank];
    DecodeTail(kids[0], y, e.x, e.y, local);
  }

  // Decodes the chain suffix starting at child c with parent label y and c's label a.
  void DecodeTail(int c, int y, int a, int rank, std::vector<int>& local) const {
    const int dc = t_.domain_size(c);
    const size_t e = t_.edge_offset(c) + y * dc + a;
    const Entry& g = tail_.list(e)[rank];
    DecodeInside(c, a, g.x, local);
    const int n = t_.next_sibling(c);
    if (n < 0) return;
    const Entry& r = rest_.list(e)[g.y];
    DecodeTail(n, y, r.x, r.y, local);
  }

  const FactorTables& t_;
  Cells inside_, tail_, rest_;
};

}  // namespace

std::vector<ScoredLabelling> KBest(const FactorTables& tables, int k) {
  KBestSolver solver(tables, k);
  solver.RunInside();
  std::vector<ScoredLabelling> out = solver.Collect(k);
  std::stable_sort(out.begin(), out.end(), [](const ScoredLabelling& a, const ScoredLabelling& b) {
    if (a.score != b.score) return a.score > b.score;
    return a.labels < b.labels;
  });
  return out;
}

}  // namespace aprgrid::crf
