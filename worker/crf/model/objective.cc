#include "worker/crf/model/objective.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <map>
#include <thread>
#include <utility>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"

namespace aprgrid::crf {

std::vector<double> SampleWeights(std::span<const int> transform_counts, double q) {
  std::map<int, int> group_size;  // N_u
  for (int s : transform_counts) ++group_size[s];
  double mean = 0;  // N-bar
  for (const auto& [u, n] : group_size) mean += n;
  if (!group_size.empty()) mean /= static_cast<double>(group_size.size());
  std::vector<double> chi;
  chi.reserve(transform_counts.size());
  for (int s : transform_counts) {
    chi.push_back(q == 0 ? 1.0 : std::pow(mean / group_size[s], q));
  }
  return chi;
}

absl::StatusOr<Objective> Objective::Create(const FeatureIndex& index,
                                            std::span<const LabeledTree> samples,
                                            const ObjectiveOptions& options) {
  if (options.q < 0 || !(options.delta2 > 0) || options.num_threads < 1) {
    return absl::InvalidArgumentError("need q >= 0, delta2 > 0 and num_threads >= 1");
  }
  Objective o;
  o.options_ = options;
  o.num_features_ = index.num_features();
  std::vector<int> counts;
  counts.reserve(samples.size());
  o.trees_.reserve(samples.size());
  for (size_t i = 0; i < samples.size(); ++i) {
    absl::StatusOr<CompiledTree> ct = CompileTree(index, samples[i].tree, &samples[i].gold);
    if (!ct.ok()) return ct.status();
    if (!ct->gold_admissible) {
      return absl::InvalidArgumentError(
          absl::StrCat("training sample ", i, ": gold labelling is inadmissible"));
    }
    o.trees_.push_back(*std::move(ct));
    counts.push_back(CountTransforms(samples[i].gold));
  }
  o.chi_ = SampleWeights(counts, options.q);
  o.empirical_.assign(o.num_features_, 0.0);
  for (size_t i = 0; i < o.trees_.size(); ++i) {
    const CompiledTree& ct = o.trees_[i];
    for (size_t slot : ct.gold_slots) {
      for (int32_t f = ct.feature_begin[slot]; f < ct.feature_begin[slot + 1]; ++f) {
        o.empirical_[ct.feature_ids[f]] += o.chi_[i];
      }
    }
  }
  // A fixed block count (not tied to num_threads) keeps the summation order, and so every bit
  // of the result, independent of the thread count.
  constexpr size_t kBlocks = 16;
  const size_t n = o.trees_.size();
  const size_t num_blocks = std::min(kBlocks, std::max<size_t>(n, 1));
  o.blocks_.resize(num_blocks);
  for (size_t b = 0; b < num_blocks; ++b) {
    o.blocks_[b].begin = n * b / num_blocks;
    o.blocks_[b].end = n * (b + 1) / num_blocks;
    o.blocks_[b].gradient.assign(o.num_features_, 0.0);
  }
  o.sum_products_.resize(std::clamp<size_t>(options.num_threads, 1, num_blocks));
  return o;
}

void Objective::EvaluateBlock(Block& block, std::span<const double> weights,
                              SumProduct& sum_product) {
  block.value = 0;
  std::fill(block.gradient.begin(), block.gradient.end(), 0.0);
  for (size_t i = block.begin; i < block.end; ++i) {
    CompiledTree& ct = trees_[i];
    ct.SetScores(weights);
    const double log_z = sum_product.Run(ct.tables);
    const double chi = chi_[i];
    block.value += chi * (ct.GoldScore() - log_z);
    const std::vector<double>& m = sum_product.marginals();
    for (size_t slot = 0; slot < m.size(); ++slot) {
      if (m[slot] == 0) continue;
      const double w = chi * m[slot];
      for (int32_t f = ct.feature_begin[slot]; f < ct.feature_begin[slot + 1]; ++f) {
        block.gradient[ct.feature_ids[f]] -= w;
      }
    }
  }
}

double Objective::Evaluate(std::span<const double> weights, std::span<double> gradient) {
  std::atomic<size_t> next{0};
  auto work = [&](int thread) {
    for (size_t b = next++; b < blocks_.size(); b = next++) {
      EvaluateBlock(blocks_[b], weights, sum_products_[thread]);
    }
  };
  std::vector<std::thread> helpers;
  for (size_t t = 1; t < sum_products_.size(); ++t) helpers.emplace_back(work, static_cast<int>(t));
  work(0);
  for (std::thread& h : helpers) h.join();
  double value = 0;
  for (int k = 0; k < num_features_; ++k) {
    value -= weights[k] * weights[k] / (2 * options_.delta2);
    gradient[k] = empirical_[k] - weights[k] / options_.delta2;
  }
  for (const Block& block : blocks_) {  // In block order, whatever thread computed it.
    value += block.value;
    for (int k = 0; k < num_features_; ++k) gradient[k] += block.gradient[k];
  }
  return value;
}

}  // namespace aprgrid::crf
