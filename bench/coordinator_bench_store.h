// The SQLite side of coordinator_bench (the benchmark list is at the top of coordinator_bench.cc):
// the bare SQLite loop that BM_IngestVsBare compares the coordinator's ingest with, and
// BM_EventStatements (registered in coordinator_bench_store.cc), both on fresh files opened and
// migrated as the coordinator's store opens its own (common/store/store.h).
#ifndef APRGRID_BENCH_COORDINATOR_BENCH_STORE_H_
#define APRGRID_BENCH_COORDINATOR_BENCH_STORE_H_

namespace aprgrid::bench {

// Completions per ingest run: enough for several seconds, so that start-up, the last stragglers
// and a neighbour's burst of CPU weigh little.
inline constexpr int kIngestSeeds = 120;  // x 100 bugs = 12,000 attempts.

// The bare SQLite loop: what one completion writes (10 `generations` rows, 70 `operator_stats`
// rows and the UPDATE of the attempt's row to done with its result), with prepared statements in
// one transaction per 1,000 completions, no queue, thread or RPC, on a fresh file opened and
// migrated as the coordinator's store does (WAL, synchronous=NORMAL, its cache size), holding
// `completions` queued attempts with random 16-hex-digit keys as attempt keys are. Attempts
// complete one after another; their event rows go to the storage tables under attempt ids 1, 2,
// ... in completion order (the coordinator gives them in lease order: docs/results-schema.md,
// schema version 13), which the result's UPDATE records. Returns completions per second of wall
// time. Aborts the benchmark when a statement fails.
double BareCompletionsPerSecond(int completions);

}  // namespace aprgrid::bench

#endif  // APRGRID_BENCH_COORDINATOR_BENCH_STORE_H_
