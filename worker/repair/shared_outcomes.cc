#include "worker/repair/shared_outcomes.h"

#include <algorithm>

namespace aprgrid::repair {
namespace {

// A 64-bit finaliser (an invertible mix with full avalanche).
uint64_t Mix(uint64_t x) {
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ULL;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebULL;
  x ^= x >> 31;
  return x;
}

}  // namespace

SuiteFingerprint& SuiteFingerprint::Add(uint64_t v) {
  h_ = Mix(h_ ^ Mix(v + 0x9e3779b97f4a7c15ULL));
  return *this;
}

SuiteFingerprint& SuiteFingerprint::Add(std::string_view s) {
  Add(s.size());
  uint64_t word = 0;
  size_t n = 0;
  for (char c : s) {
    word = (word << 8) | static_cast<uint8_t>(c);
    if (++n == 8) {
      Add(word);
      word = 0;
      n = 0;
    }
  }
  return Add(word);
}

SharedOutcomes::SharedOutcomes(size_t byte_budget)
    : budget_(byte_budget),
      shard_budget_(byte_budget / kShards),
      shards_(std::make_unique<Shard[]>(kShards)) {}

size_t SharedOutcomes::EntryBytes(size_t tests) {
  // The list node (Entry and two pointers), the index slot (key, iterator, control byte) and the
  // two vectors' elements.
  return sizeof(Entry) + 2 * sizeof(void*) + sizeof(Key) + sizeof(void*) + 1 +
         tests * (sizeof(int8_t) + sizeof(uint32_t));
}

SharedOutcomes::Shard& SharedOutcomes::ShardOf(const Key& key) {
  return shards_[(key.program2 ^ key.suite) % kShards];
}

bool SharedOutcomes::Lookup(const Key& key, Known* out) {
  Shard& shard = ShardOf(key);
  absl::MutexLock lock(&shard.mu);
  ++shard.stats.lookups;
  auto it = shard.index.find(key);
  if (it == shard.index.end()) return false;
  ++shard.stats.hits;
  shard.lru.splice(shard.lru.begin(), shard.lru, it->second);
  const Known& known = it->second->known;
  out->compiled = known.compiled;
  out->outcomes.assign(known.outcomes.begin(), known.outcomes.end());
  out->steps.assign(known.steps.begin(), known.steps.end());
  return true;
}

void SharedOutcomes::Publish(const Key& key, bool compiled, std::span<const int8_t> outcomes,
                             std::span<const uint32_t> steps) {
  const size_t tests = compiled ? outcomes.size() : 0;
  const size_t bytes = EntryBytes(tests);
  Shard& shard = ShardOf(key);
  absl::MutexLock lock(&shard.mu);
  auto it = shard.index.find(key);
  if (it != shard.index.end()) {
    Known& known = it->second->known;
    shard.lru.splice(shard.lru.begin(), shard.lru, it->second);
    bool added = false;
    for (size_t i = 0; i < tests && i < known.outcomes.size(); ++i) {
      if (known.outcomes[i] == kUnknown && outcomes[i] != kUnknown) {
        known.outcomes[i] = outcomes[i];
        known.steps[i] = steps[i];
        added = true;
      }
    }
    shard.stats.updates += added ? 1 : 0;
    return;
  }
  if (bytes > shard_budget_) {
    ++shard.stats.rejected;
    return;
  }
  while (shard.bytes + bytes > shard_budget_ && !shard.lru.empty()) {
    const Entry& last = shard.lru.back();
    shard.bytes -= EntryBytes(last.known.outcomes.size());
    shard.index.erase(last.key);
    shard.lru.pop_back();
    ++shard.stats.evictions;
  }
  Entry entry;
  entry.key = key;
  entry.known.compiled = compiled;
  if (compiled) {
    entry.known.outcomes.assign(outcomes.begin(), outcomes.end());
    entry.known.steps.assign(steps.begin(), steps.end());
  }
  shard.lru.push_front(std::move(entry));
  shard.index.emplace(key, shard.lru.begin());
  shard.bytes += bytes;
  ++shard.stats.inserts;
}

SharedOutcomes::Stats SharedOutcomes::stats() const {
  Stats total;
  for (size_t s = 0; s < kShards; ++s) {
    const Shard& shard = shards_[s];
    absl::MutexLock lock(&shard.mu);
    total.lookups += shard.stats.lookups;
    total.hits += shard.stats.hits;
    total.inserts += shard.stats.inserts;
    total.updates += shard.stats.updates;
    total.evictions += shard.stats.evictions;
    total.rejected += shard.stats.rejected;
    total.entries += static_cast<int64_t>(shard.index.size());
    total.bytes += static_cast<int64_t>(shard.bytes);
  }
  return total;
}

}  // namespace aprgrid::repair
