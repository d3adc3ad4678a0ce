#include "worker/crf/data/ast_diff.h"

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <tuple>

#include "absl/container/flat_hash_map.h"

namespace aprgrid::crf {
namespace {

uint64_t Mix(uint64_t h, uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  return h * 0xff51afd7ed558ccdull;
}

void Flatten(const lang::Node& root, FlatTree& t) {
  std::function<void(const lang::Node&, int)> visit = [&](const lang::Node& n, int parent) {
    int id = static_cast<int>(t.nodes.size());
    t.nodes.push_back(&n);
    t.parent.push_back(parent);
    t.end.push_back(0);
    t.hash.push_back(0);
    t.height.push_back(1);
    uint64_t h = Mix(static_cast<uint64_t>(n.kind) + 1, std::hash<std::string>()(n.value));
    h = Mix(h, n.flags);
    int height = 1;
    for (const auto& c : n.children) {
      int cid = static_cast<int>(t.nodes.size());
      visit(*c, id);
      h = Mix(h, t.hash[cid]);
      height = std::max(height, t.height[cid] + 1);
    }
    t.hash[id] = h;
    t.height[id] = height;
    t.end[id] = static_cast<int>(t.nodes.size());
  };
  visit(root, -1);
}

}  // namespace

int FlatTree::IndexOf(const lang::Node* n) const {
  for (size_t i = 0; i < nodes.size(); ++i) {
    if (nodes[i] == n) return static_cast<int>(i);
  }
  return -1;
}

AstDiff AstDiff::Compute(const lang::Node& before, const lang::Node& after) {
  AstDiff d;
  Flatten(before, d.before_);
  Flatten(after, d.after_);
  d.b2a_.assign(d.before_.nodes.size(), -1);
  d.a2b_.assign(d.after_.nodes.size(), -1);
  d.TopDown();
  d.BottomUp();
  if (d.b2a_[0] < 0 && d.a2b_[0] < 0 && before.kind == after.kind) d.Link(0, 0);
  // Recovery from every matched pair, outermost first, so that inner pairs see the matches
  // their ancestors' recovery made.
  for (size_t b = 0; b < d.before_.nodes.size(); ++b) {
    if (d.b2a_[b] >= 0) d.Recover(static_cast<int>(b), d.b2a_[b]);
  }
  d.BuildScript();
  return d;
}

void AstDiff::Link(int b, int a) {
  b2a_[b] = a;
  a2b_[a] = b;
}

void AstDiff::MatchSubtree(int b, int a) {
  int n = before_.end[b] - b;
  for (int i = 0; i < n; ++i) Link(b + i, a + i);
}

void AstDiff::TopDown() {
  // Candidates grouped by hash, for subtrees of height >= 2.
  absl::flat_hash_map<uint64_t, std::vector<int>> after_by_hash;
  for (size_t a = 0; a < after_.nodes.size(); ++a) {
    // Blocks are containers: matched bottom-up only, so that a block whose statements move into
    // a new one (an added if's THEN block) is not taken for that new block.
    if (after_.height[a] >= 2 && after_.nodes[a]->kind != lang::Kind::kBlock)
      after_by_hash[after_.hash[a]].push_back(static_cast<int>(a));
  }
  std::vector<int> order;
  for (size_t b = 0; b < before_.nodes.size(); ++b) {
    if (before_.height[b] >= 2 && after_by_hash.contains(before_.hash[b])) {
      order.push_back(static_cast<int>(b));
    }
  }
  // Highest subtrees first; equal heights in pre-order.
  std::stable_sort(order.begin(), order.end(),
                   [&](int x, int y) { return before_.height[x] > before_.height[y]; });
  size_t i = 0;
  while (i < order.size()) {
    int h = before_.height[order[i]];
    std::vector<std::tuple<int, int, int, int>> pairs;  // (-score, distance, b, a)
    for (; i < order.size() && before_.height[order[i]] == h; ++i) {
      int b = order[i];
      if (b2a_[b] >= 0) continue;
      for (int a : after_by_hash[before_.hash[b]]) {
        if (a2b_[a] >= 0) continue;
        int score = 0;
        int pb = before_.parent[b], pa = after_.parent[a];
        if (pb >= 0 && pa >= 0) {
          if (b2a_[pb] == pa) score += 4;
          if (before_.nodes[pb]->kind == after_.nodes[pa]->kind) score += 2;
          if (before_.nodes[pb]->value == after_.nodes[pa]->value) score += 1;
          if (before_.nodes[b]->IndexInParent() == after_.nodes[a]->IndexInParent()) score += 1;
        }
        pairs.emplace_back(-score, std::abs(b - a), b, a);
      }
    }
    std::sort(pairs.begin(), pairs.end());
    for (const auto& [neg, dist, b, a] : pairs) {
      if (b2a_[b] >= 0 || a2b_[a] >= 0) continue;
      MatchSubtree(b, a);
    }
  }
}

void AstDiff::BottomUp() {
  auto dice = [&](int b, int a) {
    int common = 0;
    for (int d = b + 1; d < before_.end[b]; ++d) {
      if (b2a_[d] >= 0 && after_.IsDescendant(b2a_[d], a) && b2a_[d] != a) ++common;
    }
    int nb = before_.end[b] - b - 1, na = after_.end[a] - a - 1;
    double score = nb + na == 0 ? 0.0 : 2.0 * common / (nb + na);
    // Containers in the same place (parents alike) win over a closer but displaced one, e.g. a
    // method body over the new THEN block that took most of its statements.
    int pb = before_.parent[b], pa = after_.parent[a];
    if (pb >= 0 && pa >= 0 && before_.nodes[pb]->kind == after_.nodes[pa]->kind &&
        before_.nodes[pb]->value == after_.nodes[pa]->value) {
      score += 0.5;
    }
    return score;
  };
  // The candidates of one search are the ancestors of its matched descendants' partners. Each
  // is scored once: the walks up from two descendants share their top, so a walk stops at the
  // first ancestor an earlier walk of the same search reached (`seen_*` holds the search's
  // number). Scoring a candidate again could not change the result: its score is unchanged and
  // only a strictly higher one replaces the best.
  std::vector<int> seen_after(after_.nodes.size(), -1), seen_before(before_.nodes.size(), -1);
  int search = 0;
  // The best unmatched partner of before node b among after nodes of its kind.
  auto best_after = [&](int b, double* score) {
    int best = -1;
    *score = 0;
    ++search;
    for (int d = b + 1; d < before_.end[b]; ++d) {
      if (b2a_[d] < 0) continue;
      for (int a = after_.parent[b2a_[d]]; a >= 0; a = after_.parent[a]) {
        if (seen_after[a] == search) break;
        seen_after[a] = search;
        if (a2b_[a] >= 0 || after_.nodes[a]->kind != before_.nodes[b]->kind) continue;
        double s = dice(b, a);
        if (s > *score) *score = s, best = a;
      }
    }
    return best;
  };
  auto best_before = [&](int a) {
    int best = -1;
    double score = 0;
    ++search;
    for (int d = a + 1; d < after_.end[a]; ++d) {
      if (a2b_[d] < 0) continue;
      for (int b = before_.parent[a2b_[d]]; b >= 0; b = before_.parent[b]) {
        if (seen_before[b] == search) break;
        seen_before[b] = search;
        if (b2a_[b] >= 0 || before_.nodes[b]->kind != after_.nodes[a]->kind) continue;
        double s = dice(b, a);
        if (s > score) score = s, best = b;
      }
    }
    return best;
  };
  // Post-order over the before tree: children before parents.
  std::vector<int> post;
  std::function<void(int)> visit = [&](int b) {
    for (int c = b + 1; c < before_.end[b]; c = before_.end[c]) visit(c);
    post.push_back(b);
  };
  visit(0);
  for (int b : post) {
    if (b2a_[b] >= 0 || before_.height[b] < 2) continue;
    double score;
    int a = best_after(b, &score);
    if (a >= 0 && score >= 0.3 && best_before(a) == b) Link(b, a);  // Scores include the bonus.
  }
}

void AstDiff::Recover(int b, int a) {
  auto children = [](const FlatTree& t, int n) {
    std::vector<int> out;
    for (int c = n + 1; c < t.end[n]; c = t.end[c]) out.push_back(c);
    return out;
  };
  std::vector<int> bc = children(before_, b), ac = children(after_, a);
  // Three in-order passes with weaker criteria; each keeps the order of earlier matches.
  for (int pass = 0; pass < 3; ++pass) {
    size_t next_a = 0;
    for (int x : bc) {
      if (b2a_[x] >= 0) {
        // Later matches must come after this child's partner if it is a child of a.
        for (size_t j = 0; j < ac.size(); ++j) {
          if (ac[j] == b2a_[x]) next_a = j + 1;
        }
        continue;
      }
      for (size_t j = next_a; j < ac.size(); ++j) {
        int y = ac[j];
        if (a2b_[y] >= 0) continue;
        const lang::Node& nb = *before_.nodes[x];
        const lang::Node& na = *after_.nodes[y];
        bool ok = pass == 0   ? before_.hash[x] == after_.hash[y]
                  : pass == 1 ? nb.kind == na.kind && nb.value == na.value
                              : nb.kind == na.kind;
        if (!ok) continue;
        if (pass == 0) {
          MatchSubtree(x, y);
        } else {
          Link(x, y);
        }
        next_a = j + 1;
        break;
      }
    }
  }
  // Leaves unique (by hash) among the unmatched descendants of both sides.
  absl::flat_hash_map<uint64_t, std::pair<int, int>> bl, al;  // hash -> (count, index)
  for (int d = b + 1; d < before_.end[b]; ++d) {
    if (b2a_[d] < 0 && before_.height[d] == 1) {
      auto& e = bl[before_.hash[d]];
      ++e.first, e.second = d;
    }
  }
  for (int d = a + 1; d < after_.end[a]; ++d) {
    if (a2b_[d] < 0 && after_.height[d] == 1) {
      auto& e = al[after_.hash[d]];
      ++e.first, e.second = d;
    }
  }
  for (const auto& [h, e] : bl) {
    auto it = al.find(h);
    if (e.first == 1 && it != al.end() && it->second.first == 1) Link(e.second, it->second.second);
  }
}

bool AstDiff::Updated(int b) const {
  int a = b2a_[b];
  if (a < 0) return false;
  return before_.nodes[b]->value != after_.nodes[a]->value ||
         before_.nodes[b]->flags != after_.nodes[a]->flags;
}

bool AstDiff::Moved(int b) const {
  int a = b2a_[b];
  if (a < 0) return false;
  int pb = before_.parent[b], pa = after_.parent[a];
  if (pb < 0 || pa < 0) return false;
  return b2a_[pb] != pa;
}

void AstDiff::BuildScript() {
  for (size_t i = 0; i < before_.nodes.size(); ++i) {
    int b = static_cast<int>(i);
    int pb = before_.parent[b];
    bool parent_mapped = pb < 0 || b2a_[pb] >= 0;
    if (Deleted(b)) ops_.push_back({EditKind::kDelete, before_.nodes[b], parent_mapped});
    if (Updated(b)) ops_.push_back({EditKind::kUpdate, before_.nodes[b], parent_mapped});
    if (Moved(b)) ops_.push_back({EditKind::kMove, before_.nodes[b], true});
  }
  for (size_t i = 0; i < after_.nodes.size(); ++i) {
    int a = static_cast<int>(i);
    int pa = after_.parent[a];
    if (Added(a)) ops_.push_back({EditKind::kAdd, after_.nodes[a], pa < 0 || a2b_[pa] >= 0});
  }
}

int AstDiff::RootOpCount() const {
  return static_cast<int>(
      std::count_if(ops_.begin(), ops_.end(), [](const EditOp& o) { return o.root; }));
}

}  // namespace aprgrid::crf
