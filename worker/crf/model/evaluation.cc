#include "worker/crf/model/evaluation.h"

#include <cstdio>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"

namespace aprgrid::crf {

void AccuracyTable::Add(const std::vector<int>& gold, std::span<const std::vector<int>> ranked) {
  const int s = CountTransforms(gold);
  if (s == 0) {
    ++none_;
    return;
  }
  Cell* cell = &multiple_;
  if (s == 1) {
    for (int t : gold) {
      if (t != kEmpty) cell = &single_[t];
    }
  }
  ++cell->samples;
  for (size_t i = 0; i < ranked.size() && i < 3; ++i) {
    if (ranked[i] != gold) continue;
    if (i == 0) ++cell->top1;
    ++cell->top3;
    break;
  }
}

double AccuracyTable::MacroTop1() const {
  double sum = 0;
  int n = 0;
  for (int t = 1; t < kNumTransforms; ++t) {
    if (single_[t].samples == 0) continue;
    sum += single_[t].top1_rate();
    ++n;
  }
  return n == 0 ? 0.0 : sum / n;
}

double AccuracyTable::MacroTop3() const {
  double sum = 0;
  int n = 0;
  for (int t = 1; t < kNumTransforms; ++t) {
    if (single_[t].samples == 0) continue;
    sum += single_[t].top3_rate();
    ++n;
  }
  return n == 0 ? 0.0 : sum / n;
}

std::string AccuracyTable::Format() const {
  std::string out =
      absl::StrFormat("%-14s %8s %6s %6s\n", "Transform", "samples", "top-1", "top-3");
  for (int t = 1; t < kNumTransforms; ++t) {
    const Cell& c = single_[t];
    absl::StrAppend(&out, absl::StrFormat("%-14s %8d %6.2f %6.2f\n", std::string(TransformName(t)),
                                          c.samples, c.top1_rate(), c.top3_rate()));
  }
  absl::StrAppend(
      &out, absl::StrFormat("%-14s %8s %6.2f %6.2f\n", "Average", "", MacroTop1(), MacroTop3()));
  absl::StrAppend(&out, absl::StrFormat("%-14s %8d %6.2f %6.2f\n", "Multiple", multiple_.samples,
                                        multiple_.top1_rate(), multiple_.top3_rate()));
  return out;
}

std::vector<int> StratifiedFolds(std::span<const LabeledTree> samples, int num_folds, Rng& rng) {
  // Stratum 0 = no transform, 1..16 = single transform t, 17 = multiple.
  std::vector<std::vector<int>> strata(kNumTransforms + 1);
  for (size_t i = 0; i < samples.size(); ++i) {
    const std::vector<int>& gold = samples[i].gold;
    const int s = CountTransforms(gold);
    int stratum = s > 1 ? kNumTransforms : 0;
    if (s == 1) {
      for (int t : gold) {
        if (t != kEmpty) stratum = t;
      }
    }
    strata[stratum].push_back(static_cast<int>(i));
  }
  std::vector<int> fold(samples.size(), 0);
  int next = 0;  // Continue round-robin across strata so fold sizes stay balanced.
  for (std::vector<int>& members : strata) {
    rng.Shuffle(std::span(members));
    for (int i : members) {
      fold[i] = next;
      next = (next + 1) % num_folds;
    }
  }
  return fold;
}

}  // namespace aprgrid::crf
