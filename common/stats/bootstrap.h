// The percentile bootstrap interval of a mean, for cluster-level values: `aprgrid compare`
// passes one value per bug (the bug's difference in success rate between two configurations), so
// resampling bugs with replacement keeps every seed of a bug together (a bug-clustered bootstrap;
// the seeds of one bug are not independent). Deterministic: the draws come from common/random.h's
// Rng with the given seed. Pure function, thread-safe.
#ifndef APRGRID_COMMON_STATS_BOOTSTRAP_H_
#define APRGRID_COMMON_STATS_BOOTSTRAP_H_

#include <cstdint>
#include <optional>
#include <span>

#include "common/stats/wilson.h"

namespace aprgrid::stats {

// `aprgrid compare`'s resample count and seed (docs/cli.md, "compare").
inline constexpr int kBootstrapResamples = 10000;
inline constexpr uint64_t kBootstrapSeed = 20261201;

// The `level` percentile interval of mean(values) over `resamples` resamples of the same size:
// the (1 - level)/2 and (1 + level)/2 quantiles of the resampled means, linearly interpolated
// between order statistics (numpy's default percentile). nullopt when `values` is empty.
// REQUIRES: resamples > 0, 0 < level < 1.
std::optional<Interval> BootstrapMeanInterval(std::span<const double> values, int resamples,
                                              uint64_t seed, double level = 0.95);

// The same for a ratio of cluster sums: each resample draws clusters i with replacement and takes
// sum(numerators[i]) / sum(denominators[i]) (resamples whose denominators sum to 0 are skipped;
// nullopt if all are). `aprgrid report` uses it for a per-run mean over bugs with unequal runs.
// REQUIRES: numerators.size() == denominators.size(), denominators >= 0.
std::optional<Interval> BootstrapRatioInterval(std::span<const double> numerators,
                                               std::span<const double> denominators, int resamples,
                                               uint64_t seed, double level = 0.95);

// The q-quantile (0 <= q <= 1) of `sorted` (ascending, non-empty), linear interpolation between
// order statistics.
double Quantile(std::span<const double> sorted, double q);

}  // namespace aprgrid::stats

#endif  // APRGRID_COMMON_STATS_BOOTSTRAP_H_
