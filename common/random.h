// A small, bit-stable pseudo-random generator for everything that must be deterministic per
// attempt key (GP search, operator selection, fold splits, generators).
//
// Why not <random>: std::mt19937_64 is specified, but the distributions (uniform_int_distribution,
// uniform_real_distribution, shuffle) are implementation-defined, so results could differ between
// standard libraries. docs/architecture.md, invariant 2 (same key, same result on any worker) needs
// every draw specified here. The engine is xoshiro256** (Blackman & Vigna), seeded by SplitMix64.
//
// Not thread-safe: give each thread or each attempt its own Rng.
#ifndef APRGRID_COMMON_RANDOM_H_
#define APRGRID_COMMON_RANDOM_H_

#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>

namespace aprgrid {

class Rng {
 public:
  explicit Rng(uint64_t seed);

  // The next raw 64-bit output.
  uint64_t Next();
  // Uniform double in [0, 1), 53 random bits.
  double Uniform();
  // Uniform integer in [0, n). REQUIRES: n > 0. Unbiased (rejection sampling).
  uint64_t Below(uint64_t n);
  // True with probability p (p <= 0: never; p >= 1: always; always consumes one draw).
  bool Bernoulli(double p);
  // Index drawn with probability proportional to weights[i] (non-negative). If every weight is 0,
  // draws uniformly. REQUIRES: !weights.empty().
  size_t Roulette(std::span<const double> weights);
  // A generator for an independent sub-stream, derived from this one's seed and `stream`; does not
  // advance this generator.
  Rng Fork(uint64_t stream) const;

  // The generator's complete state: a generator rebuilt from it (FromState) draws exactly what
  // this one would have drawn next, and forks the same sub-streams. For checkpoints
  // (worker/repair/checkpoint.h).
  struct State {
    uint64_t seed = 0;
    uint64_t words[4] = {0, 0, 0, 0};  // xoshiro256**'s state; never all zero.
  };
  State state() const;
  // REQUIRES: some word of `state.words` is non-zero (as in every State that state() returns).
  static Rng FromState(const State& state);

  // Fisher-Yates shuffle, specified draw by draw.
  template <typename T>
  void Shuffle(std::span<T> items) {
    for (size_t i = items.size(); i > 1; --i) {
      size_t j = static_cast<size_t>(Below(i));
      std::swap(items[i - 1], items[j]);
    }
  }

 private:
  uint64_t seed_;
  uint64_t s_[4];
};

// SplitMix64 step, also useful for mixing ids into seeds.
uint64_t SplitMix64(uint64_t& state);

}  // namespace aprgrid

#endif  // APRGRID_COMMON_RANDOM_H_
