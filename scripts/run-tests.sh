#!/usr/bin/env bash
# The README's second command (and what CI runs): install everything, build with warnings as
# errors and run every test except the "long" label: the unit tests with clang under ASan+UBSan,
# the others (integration tests: real processes, sockets, services, the JDK) in the gcc build,
# which also walks the sampled unit tests' whole samples (common/test_sample.h);
# then run each libFuzzer target for 5 s and check every translation unit's lock annotations with
# clang's thread-safety analysis.
# Long soak and full-campaign runs: `ctest --test-dir build -L long`; longer fuzzing:
# `bash scripts/fuzz.sh long` (60 s per target).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
jobs=${APRGRID_JOBS:-$(nproc)}
bash "$root/scripts/install-deps.sh"

# The unit tests are left to the clang build below, which runs all of them under the sanitizers;
# building them here too cost about a third of this build (docs/performance.md, "Build time").
# Only the sampled ones stay, for their whole samples.
echo "== [$SECONDS s] build (RelWithDebInfo without the debug information, -Werror, sampled unit tests only)"
bash "$root/scripts/build.sh" "$root/build" -DAPRGRID_WERROR=ON -DAPRGRID_DEBUG_INFO=OFF \
  -DAPRGRID_UNIT_TESTS=OFF
cmake --build "$root/build" --target format-check

echo "== [$SECONDS s] tests (all but 'long'; of the unit tests, only the sampled ones are built here)"
ctest --test-dir "$root/build" -LE long --output-on-failure -j "$jobs" --timeout 900

# One clang build serves three checks: the unit tests under ASan+UBSan, the 5-second smoke run of
# each libFuzzer target (APRGRID_FUZZ=ON instruments every library with ASan, UBSan and
# libFuzzer's coverage), and the thread-safety analysis of every file it compiles
# (APRGRID_THREAD_SAFETY=ON); check-thread-safety.sh then checks only the files it did not
# compile (integration tests, benchmarks), syntax only. Its files compile at -O0, where parsing
# the common headers is much of the work, so they are precompiled (APRGRID_PCH,
# cmake/AprgridPch.cmake); the gcc build above compiles without, so a missing include still fails.
echo "== [$SECONDS s] clang build: ASan+UBSan, libFuzzer targets, thread-safety analysis"
CXX=${CLANGXX:-clang++-14} bash "$root/scripts/build.sh" "$root/build-clang" \
  -DCMAKE_BUILD_TYPE=Debug -DAPRGRID_FUZZ=ON -DAPRGRID_THREAD_SAFETY=ON -DAPRGRID_BENCH=OFF \
  -DAPRGRID_UNIT_TESTS_ONLY=ON -DAPRGRID_WERROR=ON -DAPRGRID_PCH=ON

echo "== [$SECONDS s] unit tests under ASan+UBSan"
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir "$root/build-clang" -L unit --output-on-failure -j "$jobs" --timeout 900

echo "== [$SECONDS s] fuzz smoke (5 s per target)"
ctest --test-dir "$root/build-clang" -L fuzz -LE long --output-on-failure -j "$jobs" --timeout 300

echo "== [$SECONDS s] clang thread-safety analysis of the files the clang build did not compile"
bash "$root/scripts/check-thread-safety.sh" "$root/build-tsa" "$root/build-clang"
echo "== [$SECONDS s] done"
