// Test outcomes known for variant programs, shared by every attempt of the same bug that a process
// runs (docs/repair-engine.md, "Shared test outcomes"). A test runs in a fresh program state and
// the interpreter is deterministic, so a test's outcome on a program is a function of the bug
// (its original program and suite), the run limits and the variant program alone: what one
// attempt learnt by running it, another attempt may take instead of running it again. The
// FitnessEngine (worker/repair/fitness.h) looks a variant up only where it would otherwise compile
// or run, and publishes what uninterrupted evaluations learnt; an attempt's results never depend
// on what the table holds.
//
// Keys: a suite fingerprint (everything of the bug and the limits that decides an outcome, built
// with SuiteFingerprint) and the variant program's two independent 64-bit structural hashes
// (lang::StructuralHash and SecondStructuralHash, worker/repair/variant_builder.h), so two
// different programs share an entry only if both hashes collide.
//
// Memory is bounded: entries (their outcomes and the map's bookkeeping, counted by EntryBytes)
// are evicted least recently used first once they exceed the byte budget. Eviction only makes
// later attempts run tests again.
//
// Thread-safe: every method may be called concurrently (the table is split into shards, each
// guarded by its own absl::Mutex).
#ifndef APRGRID_WORKER_REPAIR_SHARED_OUTCOMES_H_
#define APRGRID_WORKER_REPAIR_SHARED_OUTCOMES_H_

#include <cstddef>
#include <cstdint>
#include <list>
#include <memory>
#include <span>
#include <string_view>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/synchronization/mutex.h"

namespace aprgrid::repair {

// Folds values into a 64-bit fingerprint (order-sensitive; a 64-bit mixer per value).
class SuiteFingerprint {
 public:
  SuiteFingerprint& Add(uint64_t v);
  SuiteFingerprint& Add(std::string_view s);
  uint64_t value() const { return h_; }

 private:
  uint64_t h_ = 0x243f6a8885a308d3ULL;
};

class SharedOutcomes {
 public:
  struct Key {
    uint64_t suite = 0;
    uint64_t program = 0;   // lang::StructuralHash of the variant.
    uint64_t program2 = 0;  // SecondStructuralHash of the variant.
    bool operator==(const Key&) const = default;
    template <typename H>
    friend H AbslHashValue(H h, const Key& k) {
      return H::combine(std::move(h), k.suite, k.program, k.program2);
    }
  };

  // Per test of the suite.
  enum : int8_t { kUnknown = -1, kFail = 0, kPass = 1, kTimeout = 2 };  // kTimeout fails too.
  struct Known {
    bool compiled = false;
    std::vector<int8_t> outcomes;  // Per test; empty when the program does not compile.
    std::vector<uint32_t> steps;   // Per test: the run's interpreter steps (for profiles).
  };

  struct Stats {
    int64_t lookups = 0, hits = 0;        // Lookup calls, and those that found the key.
    int64_t inserts = 0, updates = 0;     // Publish calls adding a key / new outcomes to one.
    int64_t evictions = 0, rejected = 0;  // Entries evicted; entries over a shard's budget.
    int64_t entries = 0, bytes = 0;       // Now held, bytes as counted by EntryBytes.
  };

  // Holds at most `byte_budget` bytes of entries (0: holds nothing).
  explicit SharedOutcomes(size_t byte_budget);
  SharedOutcomes(const SharedOutcomes&) = delete;
  SharedOutcomes& operator=(const SharedOutcomes&) = delete;

  // Copies what is known of `key` into `*out` (reusing its vectors) and marks it recently used.
  // False, leaving `*out` unspecified, if nothing is.
  bool Lookup(const Key& key, Known* out);

  // Adds what an evaluation learnt of `key`: whether it compiles and, for a compiling program,
  // per test an outcome or kUnknown, with its steps. Outcomes already known are kept (they are
  // equal: both are the outcome of the same deterministic run).
  // REQUIRES: outcomes.size() == steps.size(), the same for every Publish of a suite.
  void Publish(const Key& key, bool compiled, std::span<const int8_t> outcomes,
               std::span<const uint32_t> steps);

  Stats stats() const;
  size_t byte_budget() const { return budget_; }

  // The bytes an entry with `tests` outcomes counts for (its vectors, key and bookkeeping).
  static size_t EntryBytes(size_t tests);

 private:
  struct Entry {
    Key key;
    Known known;
  };
  struct Shard {
    mutable absl::Mutex mu;
    std::list<Entry> lru ABSL_GUARDED_BY(mu);  // Most recently used first.
    absl::flat_hash_map<Key, std::list<Entry>::iterator> index ABSL_GUARDED_BY(mu);
    size_t bytes ABSL_GUARDED_BY(mu) = 0;
    Stats stats ABSL_GUARDED_BY(mu);
  };
  static constexpr size_t kShards = 16;

  Shard& ShardOf(const Key& key);

  const size_t budget_;
  const size_t shard_budget_;
  std::unique_ptr<Shard[]> shards_;
};

}  // namespace aprgrid::repair

#endif  // APRGRID_WORKER_REPAIR_SHARED_OUTCOMES_H_
