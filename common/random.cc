#include "common/random.h"

namespace aprgrid {
namespace {

inline uint64_t Rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

}  // namespace

uint64_t SplitMix64(uint64_t& state) {
  uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

Rng::Rng(uint64_t seed) : seed_(seed) {
  uint64_t state = seed;
  for (uint64_t& word : s_) word = SplitMix64(state);
}

uint64_t Rng::Next() {
  const uint64_t result = Rotl(s_[1] * 5, 7) * 9;
  const uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = Rotl(s_[3], 45);
  return result;
}

double Rng::Uniform() { return static_cast<double>(Next() >> 11) * 0x1.0p-53; }

uint64_t Rng::Below(uint64_t n) {
  // Reject the top partial bucket so every residue is equally likely.
  const uint64_t limit = UINT64_MAX - UINT64_MAX % n;
  uint64_t x;
  do {
    x = Next();
  } while (x >= limit);
  return x % n;
}

bool Rng::Bernoulli(double p) { return Uniform() < p; }

size_t Rng::Roulette(std::span<const double> weights) {
  double total = 0;
  for (double w : weights) total += w > 0 ? w : 0;
  if (!(total > 0)) return static_cast<size_t>(Below(weights.size()));
  double point = Uniform() * total;
  size_t last_positive = 0;
  for (size_t i = 0; i < weights.size(); ++i) {
    if (!(weights[i] > 0)) continue;
    last_positive = i;
    if (point < weights[i]) return i;
    point -= weights[i];
  }
  return last_positive;  // Rounding left `point` just past the end.
}

Rng Rng::Fork(uint64_t stream) const {
  uint64_t state = seed_ ^ (stream * 0xd1b54a32d192ed03ULL);
  return Rng(SplitMix64(state));
}

Rng::State Rng::state() const {
  State out;
  out.seed = seed_;
  for (int i = 0; i < 4; ++i) out.words[i] = s_[i];
  return out;
}

Rng Rng::FromState(const State& state) {
  Rng rng(state.seed);
  for (int i = 0; i < 4; ++i) rng.s_[i] = state.words[i];
  return rng;
}

}  // namespace aprgrid
