#include "worker/crf/model/inference.h"

#include <algorithm>
#include <cmath>

namespace aprgrid::crf {
namespace {

double Max(const double* x, int n) {
  double m = kNegInf;
  for (int i = 0; i < n; ++i) m = std::max(m, x[i]);
  return m;
}

template <bool kMax>
double Reduce(const double* x, int n) {
  if constexpr (kMax) {
    return Max(x, n);
  } else {
    return LogSumExp(x, n);
  }
}

int MaxDomain(const FactorTables& t) {
  int m = 1;
  for (int v = 0; v < t.num_nodes(); ++v) m = std::max(m, t.domain_size(v));
  return m;
}

// The inside pass shared by sum- and max-product (docs/crf-transform-prediction.md, section 6.2,
// with LSE or max):
//   tail(c_j; y,a) = sE(c_j; y,a) + inside(c_j; a) + rest(c_j; y,a)
//   rest(c_j; y,a) = REDUCE_b [ sT(c_j; y,a,b) + tail(c_j+1; y,b) ]   (0 for the last child)
//   inside(v; y)   = sN(v; y) + REDUCE_a tail(c_1; y,a)
template <bool kMax>
void Inside(const FactorTables& t, std::vector<double>& inside, std::vector<double>& rest,
            std::vector<double>& tail, std::vector<double>& scratch) {
  const std::vector<double>& s = t.scores();
  inside.assign(t.num_slots(), kNegInf);
  rest.assign(t.num_slots(), kNegInf);
  tail.assign(t.num_slots(), kNegInf);
  scratch.resize(MaxDomain(t));
  for (int v = t.num_nodes() - 1; v >= 0; --v) {
    const std::vector<int>& kids = t.children(v);
    const int dv = t.domain_size(v);
    for (int j = static_cast<int>(kids.size()) - 1; j >= 0; --j) {
      const int c = kids[j];
      const int dc = t.domain_size(c);
      const int n = t.next_sibling(c);
      const double* se = s.data() + t.edge_offset(c);
      const double* bc = inside.data() + t.node_offset(c);
      double* r = rest.data() + t.edge_offset(c);
      double* g = tail.data() + t.edge_offset(c);
      for (int y = 0; y < dv; ++y) {
        for (int a = 0; a < dc; ++a) {
          double rv = 0;
          if (n >= 0) {
            const int dn = t.domain_size(n);
            const double* st = s.data() + t.triangle_offset(c) + (y * dc + a) * dn;
            const double* gn = tail.data() + t.edge_offset(n) + y * dn;
            for (int b = 0; b < dn; ++b) scratch[b] = st[b] + gn[b];
            rv = Reduce<kMax>(scratch.data(), dn);
          }
          r[y * dc + a] = rv;
          g[y * dc + a] = se[y * dc + a] + bc[a] + rv;
        }
      }
    }
    const double* sn = s.data() + t.node_offset(v);
    double* b = inside.data() + t.node_offset(v);
    for (int y = 0; y < dv; ++y) {
      double below = 0;
      if (!kids.empty()) {
        const int c1 = kids[0];
        below = Reduce<kMax>(tail.data() + t.edge_offset(c1) + y * t.domain_size(c1),
                             t.domain_size(c1));
      }
      b[y] = sn[y] + below;
    }
  }
}

int ArgMax(const double* x, int n) {
  int best = -1;
  double m = kNegInf;
  for (int i = 0; i < n; ++i) {
    if (x[i] > m) {
      m = x[i];
      best = i;
    }
  }
  return best;
}

}  // namespace

double LogSumExp(const double* x, int n) {
  const double m = Max(x, n);
  if (m == kNegInf) return kNegInf;
  double sum = 0;
  for (int i = 0; i < n; ++i) {
    if (x[i] != kNegInf) sum += std::exp(x[i] - m);
  }
  return m + std::log(sum);
}

double SumProduct::LogPartition(const FactorTables& t) {
  Inside<false>(t, inside_, rest_, tail_, scratch_);
  log_z_ = LogSumExp(inside_.data(), t.domain_size(0));
  return log_z_;
}

double SumProduct::Run(const FactorTables& t) {
  Inside<false>(t, inside_, rest_, tail_, scratch_);
  const std::vector<double>& s = t.scores();
  log_z_ = LogSumExp(inside_.data(), t.domain_size(0));
  marginals_.assign(t.num_slots(), 0.0);
  if (log_z_ == kNegInf) return log_z_;
  outside_.assign(t.num_slots(), kNegInf);
  forward_.assign(t.num_slots(), kNegInf);
  for (int y = 0; y < t.domain_size(0); ++y) outside_[y] = 0;
  const double lz = log_z_;
  auto prob = [lz](double x) { return x == kNegInf ? 0.0 : std::exp(x - lz); };
  for (int v = 0; v < t.num_nodes(); ++v) {
    const int dv = t.domain_size(v);
    const double* av = outside_.data() + t.node_offset(v);
    const double* sn = s.data() + t.node_offset(v);
    for (int y = 0; y < dv; ++y) {
      marginals_[t.node_offset(v) + y] = prob(av[y] + inside_[t.node_offset(v) + y]);
    }
    const std::vector<int>& kids = t.children(v);
    for (size_t j = 0; j < kids.size(); ++j) {
      const int c = kids[j];
      const int dc = t.domain_size(c);
      const size_t ec = t.edge_offset(c);
      double* f = forward_.data() + ec;
      // F_1 = 0; F_j+1(y,b) = LSE_a [F_j(y,a) + sE(c_j;y,a) + B(c_j;a) + sT(c_j;y,a,b)].
      if (j == 0) {
        std::fill(f, f + dv * dc, 0.0);
      } else {
        const int p = kids[j - 1];
        const int dp = t.domain_size(p);
        const size_t ep = t.edge_offset(p);
        for (int y = 0; y < dv; ++y) {
          for (int b = 0; b < dc; ++b) {
            for (int a = 0; a < dp; ++a) {
              scratch_[a] = forward_[ep + y * dp + a] + s[ep + y * dp + a] +
                            inside_[t.node_offset(p) + a] +
                            s[t.triangle_offset(p) + (y * dp + a) * dc + b];
            }
            f[y * dc + b] = LogSumExp(scratch_.data(), dp);
          }
        }
      }
      // Outside of c_j, and the edge and triangle marginals of c_j's cliques.
      double* ac = outside_.data() + t.node_offset(c);
      const int n = t.next_sibling(c);
      for (int a = 0; a < dc; ++a) {
        for (int y = 0; y < dv; ++y) {
          scratch_[y] = av[y] + sn[y] + f[y * dc + a] + s[ec + y * dc + a] + rest_[ec + y * dc + a];
        }
        ac[a] = LogSumExp(scratch_.data(), dv);
      }
      for (int y = 0; y < dv; ++y) {
        const double head = av[y] + sn[y];
        if (head == kNegInf) continue;
        for (int a = 0; a < dc; ++a) {
          const size_t e = ec + y * dc + a;
          marginals_[e] = prob(head + f[y * dc + a] + tail_[e]);
          if (n < 0) continue;
          const int dn = t.domain_size(n);
          const double left = head + f[y * dc + a] + s[e] + inside_[t.node_offset(c) + a];
          const size_t tri = t.triangle_offset(c) + (y * dc + a) * dn;
          const double* gn = tail_.data() + t.edge_offset(n) + y * dn;
          for (int b = 0; b < dn; ++b) marginals_[tri + b] = prob(left + s[tri + b] + gn[b]);
        }
      }
    }
  }
  return log_z_;
}

ScoredLabelling MaxProduct(const FactorTables& t) {
  std::vector<double> inside, rest, tail, scratch;
  Inside<true>(t, inside, rest, tail, scratch);
  ScoredLabelling out;
  const int root_label = ArgMax(inside.data(), t.domain_size(0));
  if (root_label < 0) return out;
  out.score = inside[root_label];
  const std::vector<double>& s = t.scores();
  std::vector<int> local(t.num_nodes(), 0);
  local[0] = root_label;
  // Children have larger ids than parents, so every label is set before it is read.
  for (int v = 0; v < t.num_nodes(); ++v) {
    const std::vector<int>& kids = t.children(v);
    if (kids.empty()) continue;
    const int y = local[v];
    const int c1 = kids[0];
    local[c1] = ArgMax(tail.data() + t.edge_offset(c1) + y * t.domain_size(c1), t.domain_size(c1));
    for (size_t j = 0; j + 1 < kids.size(); ++j) {
      const int c = kids[j], n = kids[j + 1];
      const int dc = t.domain_size(c), dn = t.domain_size(n);
      const double* st = s.data() + t.triangle_offset(c) + (y * dc + local[c]) * dn;
      const double* gn = tail.data() + t.edge_offset(n) + y * dn;
      for (int b = 0; b < dn; ++b) scratch[b] = st[b] + gn[b];
      local[n] = ArgMax(scratch.data(), dn);
    }
  }
  out.labels = t.ToGlobal(local);
  return out;
}

}  // namespace aprgrid::crf
