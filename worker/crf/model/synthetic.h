// A seeded generator of statement-sized labelled trees with a planted labelling rule, for tests
// and benchmarks of the CRF before the real mined dataset exists.
//
// Each sample is a virtual root over one statement (assignment, call, return or if) built from
// expressions of the labels of docs/crf-transform-prediction.md, section 1.3 (VariableAccess,
// MethodCall, Literal, BinaryOperator, ...). One transform (sometimes two, on different nodes) is
// drawn with the frequencies of Table VI (docs/crf-transform-prediction.md, section 7.1) and placed
// on a node that can carry it. The planted rule: the labelled node shows the transform's "signal"
// characteristic with probability signal_probability; any other node shows a signal with
// probability noise_probability. Generic characteristics are sprinkled at random. LogExp-* are
// allowed only on the root of an if-condition (docs/crf-transform-prediction.md, section 9),
// through allowed_transforms.
#ifndef APRGRID_WORKER_CRF_MODEL_SYNTHETIC_H_
#define APRGRID_WORKER_CRF_MODEL_SYNTHETIC_H_

#include <cstdint>
#include <vector>

#include "worker/crf/model/tree.h"

namespace aprgrid::crf {

struct SyntheticOptions {
  int num_samples = 20000;
  double multiple_fraction = 0.05;  // Share of samples with two transforms.
  double signal_probability = 0.85;
  double noise_probability = 0.05;
  double characteristic_density = 0.15;  // Chance of each generic characteristic.
};

std::vector<LabeledTree> GenerateSyntheticDataset(uint64_t seed, const SyntheticOptions& options);

}  // namespace aprgrid::crf

#endif  // APRGRID_WORKER_CRF_MODEL_SYNTHETIC_H_
