// Small measuring helpers shared by the benchmarks under bench/ (docs/performance.md states the
// rules they serve: ratios in one run, medians over alternating rounds, CPU time on a loaded
// machine).
#ifndef APRGRID_BENCH_BENCH_UTIL_H_
#define APRGRID_BENCH_BENCH_UTIL_H_

#include <time.h>

#include <algorithm>
#include <cstdlib>
#include <string_view>
#include <vector>

namespace aprgrid::bench {

// CPU seconds the calling thread has used: unlike wall time, it holds on a shared machine.
inline double ThreadCpuSeconds() {
  timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

// The positive integer in environment variable `name`, else `fallback`.
inline int EnvInt(const char* name, int fallback) {
  const char* v = std::getenv(name);
  return v != nullptr && std::atoi(v) > 0 ? std::atoi(v) : fallback;
}

// Whether a benchmark that prints where an attempt's CPU went times the phases
// (repair::SearchOptions::time_phases): yes, unless APRGRID_BENCH_TIMES=0, which runs attempts
// as the worker does, without the per-phase clock reads.
inline bool BenchTimesPhases() {
  const char* v = std::getenv("APRGRID_BENCH_TIMES");
  return v == nullptr || std::string_view(v) != "0";
}

// The median of `values` (the mean of the two middle ones for an even count); 0 when empty.
inline double Median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const size_t n = values.size();
  return n == 0 ? 0 : n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

}  // namespace aprgrid::bench

#endif  // APRGRID_BENCH_BENCH_UTIL_H_
