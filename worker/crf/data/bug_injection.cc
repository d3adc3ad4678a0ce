#include "worker/crf/data/bug_injection.h"

#include <algorithm>
#include <functional>
#include <span>

#include "absl/container/flat_hash_map.h"
#include "common/random.h"
#include "common/status_macros.h"
#include "worker/crf/data/ast_diff.h"
#include "worker/crf/data/labeller.h"
#include "worker/crf/data/method_mutator.h"

namespace aprgrid::crf {
namespace {

using lang::Kind;
using lang::MakeNode;
using lang::Node;
using lang::NodePtr;

// Table VI's single-transform counts (docs/crf-transform-prediction.md, section 7.1), indexed by
// transform id: the injection picks transforms with these weights among those a method admits.
constexpr std::array<double, kNumTransforms> kTableVi = {0,     6403, 1658,  29322, 3694, 43314,
                                                         4084,  5928, 84248, 21331, 3237, 10307,
                                                         11653, 4528, 11366, 6936,  6662};

bool SameLabelling(const InjectionPlan& plan, const LabelledStatement& got) {
  if (got.statement != plan.statement || got.virtual_root_label != plan.vr) return false;
  if (got.labels.size() != plan.labels.size()) return false;
  for (const auto& [n, t] : plan.labels) {
    auto it = got.labels.find(n);
    if (it == got.labels.end() || it->second != t) return false;
  }
  return true;
}

}  // namespace

Injector::Injector(const InjectionCorpus& corpus, uint64_t seed, InjectionOptions options)
    : corpus_(corpus), options_(options), seed_(seed) {}

const Injector::Pools& Injector::PoolsOf(const InjectionCorpus::Method& m) {
  std::unique_ptr<const Pools>& pools = pools_[m.decl->parent];
  if (pools == nullptr) {
    std::unique_ptr<const ProjectPools>& unit = unit_pools_[m.unit];
    if (unit == nullptr) unit = std::make_unique<const ProjectPools>(CollectProjectPools(*m.unit));
    pools = std::make_unique<const Pools>(Pools{unit.get(), ClassFields(*m.decl->parent)});
  }
  return *pools;
}

Injector::BuggyUnit& Injector::PlaceInCopy(const InjectionCorpus::Method& m, lang::NodePtr buggy) {
  BuggyUnit& b = buggy_units_[m.unit];
  if (b.unit != nullptr && b.unit.use_count() == 1) {
    // No sample holds the copy any more: put the correct method back (dropping the last
    // sample's injected one), which leaves a copy of the corpus program again.
    (void)b.cls->ReplaceChild(b.index, std::move(b.correct));
  } else {
    b.unit = std::shared_ptr<Node>(lang::Clone(*m.unit).release());
  }
  b.cls = b.unit->child(m.decl->parent->IndexInParent());
  b.index = m.decl->IndexInParent();
  buggy->parent = nullptr;
  b.correct = b.cls->ReplaceChild(b.index, std::move(buggy));
  return b;
}

bool Injector::Next(InjectedSample* out) {
  Rng rng = Rng(seed_).Fork(counter_++);
  if (corpus_.methods_.empty()) return false;
  for (int attempt = 0; attempt < options_.max_tries_per_sample; ++attempt) {
    const InjectionCorpus::Method& m = corpus_.methods_[rng.Below(corpus_.methods_.size())];
    lang::NodePtr clone = lang::Clone(*m.decl);
    lang::Renumber(*clone);
    clone->parent = const_cast<Node*>(m.decl->parent);  // The class, for field lookups.
    const Pools& pools = PoolsOf(m);
    MethodMutator mutator(*clone, *pools.unit, pools.fields, rng);
    std::array<double, kNumTransforms> weights{};
    std::array<std::vector<Node*>, kNumTransforms> cands;
    std::vector<Node*> forward;
    if (options_.forward_wraps) forward = ForwardWrapCandidates(*clone);
    for (int t = 1; t < kNumTransforms; ++t) {
      cands[t] = mutator.Candidates(t);
      const bool any = !cands[t].empty() || (IsStatementWrap(t) && !forward.empty());
      weights[t] = any ? kTableVi[t] : 0.0;
    }
    double total = 0;
    for (double w : weights) total += w;
    if (total == 0) continue;
    int t = static_cast<int>(rng.Roulette(weights));
    InjectionPlan plan;
    // The correct side of the pair: the corpus method, or for a forward wrap a wrapped clone.
    lang::NodePtr fixed;
    if (IsStatementWrap(t) && !forward.empty() && (cands[t].empty() || rng.Bernoulli(0.5))) {
      Node* x = forward[rng.Below(forward.size())];
      fixed = lang::Clone(*clone);
      lang::Renumber(*fixed);
      mutator.WrapForward(t, x, lang::PreOrder(*fixed)[x->id], plan);
      lang::Renumber(*fixed);
      fixed->parent = const_cast<Node*>(m.decl->parent);
    } else {
      Node* x = cands[t][rng.Below(cands[t].size())];
      if (!mutator.Apply(t, x, plan) || plan.statement == nullptr) continue;
      lang::Renumber(*clone);
      clone->parent = const_cast<Node*>(m.decl->parent);
    }
    bool multiple = false;
    if (rng.Bernoulli(options_.multiple_fraction)) {
      // A second, expression-level transform on a separate node of the same statement; the
      // kinds are tried in a random order until one has a candidate.
      std::vector<int> second = {kVarRwVar, kConstantRep, kBinOperRep, kMethRwMeth};
      rng.Shuffle(std::span<int>(second));
      for (int t2 : second) {
        std::vector<Node*> c2;
        for (Node* n : mutator.Candidates(t2)) {
          bool separate = EnclosingStatement(n) == plan.statement;
          for (const auto& [labelled, lt] : plan.labels) {
            for (const Node* p = n; p != nullptr; p = p->parent) {
              separate = separate && p != labelled;
            }
            for (const Node* p = labelled; p != nullptr; p = p->parent) {
              separate = separate && p != n;
            }
          }
          if (separate) c2.push_back(n);
        }
        if (c2.empty()) continue;
        const Node* keep_statement = plan.statement;
        if (mutator.Apply(t2, c2[rng.Below(c2.size())], plan)) multiple = true;
        plan.statement = keep_statement;
        lang::Renumber(*clone);
        clone->parent = const_cast<Node*>(m.decl->parent);
        break;
      }
    }
    ++stats_.injected;
    if (multiple) {
      ++stats_.injected_multiple;
    } else {
      ++stats_.injected_single[t];
    }
    AstDiff diff = AstDiff::Compute(*clone, fixed != nullptr ? *fixed : *m.decl);
    LabelledStatement got = LabelDiff(diff);
    ++stats_.dropped[static_cast<int>(got.reason)];
    if (got.reason != DropReason::kKept) return false;
    ++stats_.kept;
    // The class context comes from the buggy program: the corpus program with the injected
    // method in place of the correct one, so no characteristic can see the fixed statement.
    out->buggy_unit.reset();
    const BuggyUnit& buggy = PlaceInCopy(m, std::move(clone));
    std::shared_ptr<const ClassContext> context = AnalyseClass(*buggy.cls, *buggy.unit);
    StatementTree tree = StatementToTree(*got.statement, *context);
    LabelledStatement truth;
    truth.statement = plan.statement;
    truth.virtual_root_label = plan.vr;
    truth.labels = plan.labels;
    out->recovered = SameLabelling(plan, got);
    out->truth = ToLabeledTree(tree, truth).gold;
    out->sample = ToLabeledTree(std::move(tree), got);
    out->source = m.source;
    out->buggy_statement = got.statement;
    out->correct_method = m.decl;
    out->buggy_unit = buggy.unit;
    if (out->recovered) {
      ++stats_.recovered;
      if (multiple) {
        ++stats_.recovered_multiple;
      } else {
        ++stats_.recovered_single[t];
      }
    }
    return true;
  }
  return false;
}

}  // namespace aprgrid::crf
