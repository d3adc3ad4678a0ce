#!/usr/bin/env bash
# The README's second command (and what CI runs): install everything, build with warnings as
# errors, run every test except the "long" label, build the unit tests with ASan+UBSan and run
# them, then check every translation unit's lock annotations with clang's thread-safety analysis.
# Long soak and full-campaign runs: `ctest --test-dir build -L long`; the libFuzzer targets:
# `bash scripts/fuzz.sh smoke` (5 s per target) or `bash scripts/fuzz.sh long` (60 s per target).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
jobs=${APRGRID_JOBS:-$(nproc)}
bash "$root/scripts/install-deps.sh"

echo "== build (RelWithDebInfo, -Werror)"
bash "$root/scripts/build.sh" "$root/build" -DAPRGRID_WERROR=ON
cmake --build "$root/build" --target format-check

echo "== tests (all but 'long')"
ctest --test-dir "$root/build" -LE long --output-on-failure -j "$jobs" --timeout 900

echo "== unit tests under ASan+UBSan"
bash "$root/scripts/build.sh" "$root/build-asan" -DCMAKE_BUILD_TYPE=Debug -DAPRGRID_SANITIZE=ON \
  -DAPRGRID_BENCH=OFF -DAPRGRID_UNIT_TESTS_ONLY=ON -DAPRGRID_WERROR=ON
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir "$root/build-asan" -L unit --output-on-failure -j "$jobs" --timeout 900

echo "== clang thread-safety analysis (syntax only, every translation unit)"
bash "$root/scripts/check-thread-safety.sh" "$root/build-tsa"
