#!/usr/bin/env bash
# Builds the libFuzzer targets of tests/fuzz with clang (ASan + UBSan + libFuzzer) into a build
# folder of their own and runs them: `smoke` (5 s per target, what CI runs) or `long` (60 s per
# target). A crash fails the run; libFuzzer writes the input to
# BUILD_DIR/tests/fuzz/artifacts/<target>/ and prints a reproducer command.
#
# Usage: scripts/fuzz.sh [smoke|long] [BUILD_DIR]   (default: smoke build-fuzz)
# Environment: APRGRID_JOBS (parallel compilers; default nproc), CLANGXX (default clang++-14).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
mode=${1:-smoke}
build=${2:-$root/build-fuzz}
jobs=${APRGRID_JOBS:-$(nproc)}
clangxx=${CLANGXX:-clang++-14}
case "$mode" in
  smoke) labels=(-L fuzz -LE long) ;;
  long) labels=(-L fuzz -L long) ;;
  *) echo "usage: scripts/fuzz.sh [smoke|long] [BUILD_DIR]" >&2; exit 2 ;;
esac
command -v "$clangxx" >/dev/null || { echo "fuzz: $clangxx not found" >&2; exit 2; }

generator=()
if command -v ninja >/dev/null 2>&1; then generator=(-G Ninja); fi
if [ ! -f "$build/CMakeCache.txt" ]; then
  CXX="$clangxx" cmake -S "$root" -B "$build" "${generator[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DAPRGRID_FUZZ=ON -DAPRGRID_BENCH=OFF -DAPRGRID_WERROR=OFF >/dev/null
else
  cmake -S "$root" -B "$build" >/dev/null
fi
targets=(fuzz_spec fuzz_lang fuzz_engine_output fuzz_report)
echo "== fuzz: building ${targets[*]}"
cmake --build "$build" -j "$jobs" --target "${targets[@]}"
echo "== fuzz: running ($mode)"
ctest --test-dir "$build" "${labels[@]}" --output-on-failure
