// Bug injection (docs/crf-dataset.md, "Bug injection"): apply the inverse of a repair transform to
// a correct statement of a correct program, which gives a (buggy, correct) pair whose true labels
// are known; then run the differ and labeller on the pair as on mined data. The recovered labels
// make the dataset; the agreement with the injected ones measures the differ + labeller.
//
// Deterministic: the same corpus, seed and options give the same samples. Not thread-safe.
#ifndef APRGRID_WORKER_CRF_DATA_BUG_INJECTION_H_
#define APRGRID_WORKER_CRF_DATA_BUG_INJECTION_H_

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/statusor.h"
#include "worker/crf/data/ast_to_tree.h"
#include "worker/crf/data/injection_corpus.h"
#include "worker/crf/data/method_mutator.h"
#include "worker/crf/model/transforms.h"
#include "worker/lang/ast.h"
#include "worker/lang/parser.h"

namespace aprgrid::crf {

struct InjectionOptions {
  // Samples that get a second, expression-level transform. Higher than Table VI's 4.8% share
  // because many statements offer no second candidate and the labeller drops more of these.
  double multiple_fraction = 0.08;
  // Statement wraps also made forward (wrap a correct statement to make the fixed side), not only
  // by removing an existing if/else/try (revision 1 of the default dataset had only the latter).
  bool forward_wraps = true;
  int max_tries_per_sample = 50;
};

struct InjectionStats {
  int injected = 0;   // Pairs made.
  int kept = 0;       // The labeller kept them.
  int recovered = 0;  // ... and its labels equal the injected ones (statement, nodes, labels).
  std::array<int, kNumTransforms> injected_single{};
  std::array<int, kNumTransforms> recovered_single{};
  int injected_multiple = 0;
  int recovered_multiple = 0;
  std::array<int, 5> dropped{};  // By DropReason.
  double agreement() const { return injected == 0 ? 0.0 : double(recovered) / injected; }
};

struct InjectedSample {
  LabeledTree sample;      // The labeller's labelling (what a dataset holds).
  std::vector<int> truth;  // The injected labelling on the same tree (when kept).
  bool recovered = false;
  std::string source;  // The corpus method injected into (InjectionCorpus::Method::source).
  // The buggy program: a copy of the corpus program in which the injected method replaces the
  // correct one. Every characteristic of `sample` is computed from it alone (the correct
  // program, and so the fixed statement, is never seen). `buggy_statement` points into it;
  // `correct_method` is the corpus's method (owned by the corpus). The injector keeps the program
  // to make a later sample of the same corpus program in it once no InjectedSample (or other
  // copy of the pointer) holds it any more; a successful Next(out) first releases
  // out->buggy_unit, so a caller that reuses one InjectedSample lets it be reused.
  std::shared_ptr<const lang::Node> buggy_unit;
  const lang::Node* buggy_statement = nullptr;
  const lang::Node* correct_method = nullptr;
};

class Injector {
 public:
  Injector(const InjectionCorpus& corpus, uint64_t seed, InjectionOptions options = {});
  // Makes one injected pair and labels it; false when no candidate was found or the labeller
  // dropped the pair (both are counted in stats()).
  bool Next(InjectedSample* out);
  const InjectionStats& stats() const { return stats_; }

 private:
  // A copy of a corpus program in which one injected method replaces its correct method (kept
  // aside in `correct`); shared with the sample made in it (InjectedSample::buggy_unit).
  struct BuggyUnit {
    std::shared_ptr<lang::Node> unit;
    lang::Node* cls = nullptr;  // The class of `unit` holding the injected method ...
    int index = -1;             // ... at this position.
    lang::NodePtr correct;
  };
  // The class of corpus method `m` in a copy of its program with `buggy` in place of `m`:
  // the program copy kept for `m`'s program when nobody else holds it any more, else a new copy.
  BuggyUnit& PlaceInCopy(const InjectionCorpus::Method& m, lang::NodePtr buggy);
  struct Pools {
    const ProjectPools* unit = nullptr;
    std::vector<std::string> fields;  // Of the method's class.
  };
  const Pools& PoolsOf(const InjectionCorpus::Method& m);

  const InjectionCorpus& corpus_;
  InjectionOptions options_;
  uint64_t seed_;
  uint64_t counter_ = 0;
  InjectionStats stats_;
  // Per corpus unit and per corpus class, computed on first use.
  absl::flat_hash_map<const lang::Node*, std::unique_ptr<const ProjectPools>> unit_pools_;
  absl::flat_hash_map<const lang::Node*, std::unique_ptr<const Pools>> pools_;
  // Per corpus program (its unit).
  absl::flat_hash_map<const lang::Node*, BuggyUnit> buggy_units_;
};

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_DATA_BUG_INJECTION_H_
