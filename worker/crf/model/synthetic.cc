#include "worker/crf/model/synthetic.h"

#include <array>
#include <string>
#include <utility>

#include "absl/strings/str_cat.h"
#include "common/random.h"

namespace aprgrid::crf {
namespace {

// Table VI single-transform counts (thousands, rounded), indexed by transform id.
constexpr std::array<double, kNumTransforms> kFrequency = {
    0,     // EMPTY
    6.4,   // Wrap-Meth
    1.7,   // Unwrap-Meth
    29.3,  // Var-RW-Var
    3.7,   // Var-RW-Meth
    43.3,  // Meth-RW-Meth
    4.1,   // Meth-RW-Var
    5.9,   // BinOper-Rep
    84.2,  // Constant-Rep
    21.3,  // LogExp-Exp
    3.2,   // LogExp-Red
    10.3,  // Wrap-IF-N
    11.7,  // Wrap-IF-O
    4.5,   // Wrap-IFELSE-N
    11.4,  // Wrap-IFELSE-O
    6.9,   // Unwrap-IF
    6.7,   // Wrap-TRY
};

// The characteristic that signals each transform (names after the tables of
// docs/crf-transform-prediction.md, section 5.1).
constexpr std::array<const char*, kNumTransforms> kSignal = {
    "",    "V5",  "M9",  "V15", "V16", "M14", "M13",         "BO2", "LIT_similar",
    "LE3", "LE1", "V11", "V12", "M6",  "M7",  "IF_constant", "S5",
};

constexpr std::array<const char*, 6> kVariables = {"i", "n", "count", "size", "s", "obj"};
constexpr std::array<const char*, 5> kMethods = {"get", "size", "trim", "put", "length"};
constexpr std::array<const char*, 5> kLiterals = {"0", "1", "null", "\"x\"", "true"};
constexpr std::array<const char*, 6> kArithmetic = {"+", "-", "*", "<", "==", "!="};
constexpr std::array<const char*, 8> kGeneric = {"V1", "V2", "V4", "M1", "M2", "M11", "M12", "S2"};

class Builder {
 public:
  Builder(Rng& rng, const SyntheticOptions& o) : rng_(rng), o_(o) {}

  LabeledTree Build() {
    tree_ = Tree();
    int vr = Add(-1, kVirtualLabel, "");
    tree_.mutable_node(vr).allowed_transforms = kVirtualRootTransforms;
    switch (rng_.Below(4)) {
      case 0: {
        int a = Add(vr, "Assignment", "=");
        Add(a, "VariableAccess", Pick(kVariables));
        Expression(a, 4);
        break;
      }
      case 1:
        Call(vr, 4);
        break;
      case 2: {
        int r = Add(vr, "Return", "");
        Expression(r, 4);
        break;
      }
      default: {
        int f = Add(vr, "If", "");
        condition_root_ = tree_.size();
        Condition(f);
        int b = Add(f, "Block", "");
        Call(b, 2);
        if (rng_.Bernoulli(0.5)) {
          int a = Add(b, "Assignment", "=");
          Add(a, "VariableAccess", Pick(kVariables));
          Expression(a, 1);
        }
        break;
      }
    }
    tree_.mutable_node(0).characteristics.push_back(absl::StrCat("S1_", tree_.node(1).label));
    for (int v = 0; v < tree_.size(); ++v) {
      TreeNode& n = tree_.mutable_node(v);
      if (v != condition_root_) {
        n.allowed_transforms &= ~((1u << kLogExpExp) | (1u << kLogExpRed));
      }
      for (const char* c : kGeneric) {
        if (rng_.Bernoulli(o_.characteristic_density)) n.characteristics.push_back(c);
      }
    }
    LabeledTree out{std::move(tree_), {}};
    out.gold.assign(out.tree.size(), kEmpty);
    const int wanted = rng_.Bernoulli(o_.multiple_fraction) ? 2 : 1;
    for (int placed = 0, tries = 0; placed < wanted && tries < 100; ++tries) {
      const int t = 1 + static_cast<int>(rng_.Roulette(std::span(kFrequency).subspan(1)));
      std::vector<int> candidates;
      for (int v = 0; v < out.tree.size(); ++v) {
        if (out.gold[v] == kEmpty && CanCarry(out.tree, v, t)) candidates.push_back(v);
      }
      if (candidates.empty()) continue;
      const int v = candidates[rng_.Below(candidates.size())];
      out.gold[v] = t;
      ++placed;
    }
    for (int v = 0; v < out.tree.size(); ++v) {
      TreeNode& n = out.tree.mutable_node(v);
      const int t = out.gold[v];
      if (t != kEmpty && rng_.Bernoulli(o_.signal_probability))
        n.characteristics.push_back(kSignal[t]);
      if (rng_.Bernoulli(o_.noise_probability)) {
        n.characteristics.push_back(kSignal[1 + rng_.Below(kNumTransforms - 1)]);
      }
    }
    return out;
  }

 private:
  template <size_t N>
  const char* Pick(const std::array<const char*, N>& pool) {
    return pool[rng_.Below(N)];
  }

  int Add(int parent, std::string label, std::string value) {
    return *tree_.AddNode(parent, std::move(label), std::move(value));
  }

  void Expression(int parent, int depth) {
    const uint64_t kind = depth <= 0 ? rng_.Below(2) : rng_.Below(6);
    if (kind == 0) {
      Add(parent, "VariableAccess", Pick(kVariables));
    } else if (kind == 1) {
      Add(parent, "Literal", Pick(kLiterals));
    } else if (kind <= 3) {
      Call(parent, depth - 1);
    } else {
      int op = Add(parent, "BinaryOperator", Pick(kArithmetic));
      Expression(op, depth - 1);
      Expression(op, depth - 1);
    }
  }

  void Call(int parent, int depth) {
    int call = Add(parent, "MethodCall", Pick(kMethods));
    const uint64_t args = depth <= 0 ? rng_.Below(2) : 1 + rng_.Below(2);
    for (uint64_t i = 0; i < args; ++i) Expression(call, depth - 1);
  }

  void Condition(int parent) {
    if (rng_.Bernoulli(0.4)) {
      int op = Add(parent, "BinaryOperator", rng_.Bernoulli(0.5) ? "&&" : "||");
      Comparison(op);
      Comparison(op);
    } else {
      Comparison(parent);
    }
  }

  void Comparison(int parent) {
    int op = Add(parent, "BinaryOperator", rng_.Bernoulli(0.5) ? "!=" : "<");
    Add(op, "VariableAccess", Pick(kVariables));
    Expression(op, 0);
  }

  static bool CanCarry(const Tree& t, int v, int transform) {
    const TreeNode& n = t.node(v);
    if (!(n.allowed_transforms >> transform & 1)) return false;
    const std::string& l = n.label;
    const bool expression = l == "VariableAccess" || l == "MethodCall" || l == "Literal";
    switch (transform) {
      case kWrapMeth:
        return expression;
      case kUnwrapMeth:
        return expression && n.parent >= 0 && t.node(n.parent).label == "MethodCall";
      case kVarRwVar:
      case kVarRwMeth:
        return l == "VariableAccess";
      case kMethRwMeth:
      case kMethRwVar:
        return l == "MethodCall";
      case kBinOperRep:
        return l == "BinaryOperator";
      case kConstantRep:
        return l == "Literal";
      case kLogExpExp:
      case kLogExpRed:
        return l == "BinaryOperator";  // allowed_transforms restricts these to condition roots.
      case kUnwrapIf:
        return l == "If";
      default:  // The statement-level wraps.
        return l == kVirtualLabel;
    }
  }

  Rng& rng_;
  const SyntheticOptions& o_;
  Tree tree_;
  int condition_root_ = -1;
};

}  // namespace

std::vector<LabeledTree> GenerateSyntheticDataset(uint64_t seed, const SyntheticOptions& options) {
  Rng rng(seed);
  std::vector<LabeledTree> out;
  out.reserve(options.num_samples);
  for (int i = 0; i < options.num_samples; ++i) {
    Builder b(rng, options);
    out.push_back(b.Build());
  }
  return out;
}

}  // namespace aprgrid::crf
