#!/usr/bin/env bash
# Clang's thread-safety analysis over every translation unit of the project.
#
# Configures a clang build folder (default build-tsa), generates the headers the sources include
# (protobuf/gRPC stubs, embedded files) and the precompiled common headers, then runs
# `clang++-14 -fsyntax-only -Wthread-safety -Werror=thread-safety` on each entry of its
# compile_commands.json: the lock annotations (ABSL_GUARDED_BY, ABSL_EXCLUSIVE_LOCKS_REQUIRED, ...)
# are checked without code generation or linking. Exits non-zero on the first file with a
# warning after checking all of them.
#
# With CHECKED_BUILD_DIR, a clang build configured with -DAPRGRID_THREAD_SAFETY=ON (which
# compiles with the same flags), every file that build has compiled (its object file exists) is
# skipped here: the test command checks its sanitizer build's files that way and this script
# checks only the rest (integration tests, benchmarks).
#
# Usage: scripts/check-thread-safety.sh [BUILD_DIR [CHECKED_BUILD_DIR]]
# Environment: APRGRID_JOBS (parallel compilers; default nproc), CLANGXX (default clang++-14).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build-tsa}
checked=${2:-}
if [ -n "$checked" ] && ! grep -q "APRGRID_THREAD_SAFETY:BOOL=ON" "$checked/CMakeCache.txt"; then
  echo "check-thread-safety: $checked was not configured with -DAPRGRID_THREAD_SAFETY=ON" >&2
  exit 2
fi
jobs=${APRGRID_JOBS:-$(nproc)}
clangxx=${CLANGXX:-clang++-14}
command -v "$clangxx" >/dev/null || { echo "check-thread-safety: $clangxx not found" >&2; exit 2; }

generator=()
if command -v ninja >/dev/null 2>&1; then generator=(-G Ninja); fi
# The files are parsed, not compiled, so parsing the common headers is most of the work: they come
# precompiled (APRGRID_PCH, cmake/AprgridPch.cmake), as in the sanitizer build.
if [ ! -f "$build/CMakeCache.txt" ]; then
  CXX="$clangxx" cmake -S "$root" -B "$build" "${generator[@]}" -DCMAKE_BUILD_TYPE=Debug \
    -DAPRGRID_WERROR=OFF -DAPRGRID_BENCH=ON -DAPRGRID_PCH=ON >/dev/null
else
  cmake -S "$root" -B "$build" -DAPRGRID_PCH=ON >/dev/null
fi
if ! grep -q "CMAKE_CXX_COMPILER:[A-Z]*=.*clang" "$build/CMakeCache.txt"; then
  echo "check-thread-safety: $build was configured with another compiler" >&2
  exit 2
fi

# The generated headers the sources include (protobuf/gRPC stubs, embedded files): run only their
# own commands (`ninja -t commands -s`), since building them as targets would first build every
# library their target depends on.
(
  cd "$build"
  targets=$(ninja -t targets all)
  sed -n 's/^\([^/:][^:]*\.h\): CUSTOM_COMMAND$/\1/p' <<<"$targets" |
    while read -r header; do ninja -t commands -s "$header"; done | sort -u | bash -e
  # The two precompiled headers the commands below include (with none, `ninja` alone would build
  # everything).
  pch=$(sed -n 's/^\(CMakeFiles\/aprgrid_pch_[a-z]*\.dir\/cmake_pch\.hxx\.pch\):.*/\1/p' \
    <<<"$targets")
  if [ -z "$pch" ]; then
    echo "check-thread-safety: no precompiled header targets in $build" >&2
    exit 2
  fi
  ninja $pch >/dev/null
)

# One line per translation unit: the directory, then the compile command with -fsyntax-only in
# place of the output. Generated protobuf sources are skipped (not our code, no annotations), and
# so is every file CHECKED_BUILD_DIR has compiled.
python3 - "$build/compile_commands.json" "${checked:+$checked/compile_commands.json}" \
  >"$build/tsa-commands.txt" <<'PY'
import json, os, shlex, sys

def output_of(entry):
    args = shlex.split(entry["command"])
    for i, a in enumerate(args[:-1]):
        if a == "-o":
            return os.path.join(entry["directory"], args[i + 1])
    return None

compiled = set()
if len(sys.argv) > 2 and sys.argv[2]:
    for entry in json.load(open(sys.argv[2])):
        obj = output_of(entry)
        if obj is not None and os.path.exists(obj):
            compiled.add(os.path.realpath(entry["file"]))
skipped = 0
seen = set()
for entry in json.load(open(sys.argv[1])):
    # Generated protobuf sources and the precompiled headers' own sources are not our code.
    if entry["file"].endswith((".pb.cc", "cmake_pch.hxx.cxx")):
        continue
    if os.path.realpath(entry["file"]) in compiled:
        skipped += 1
        continue
    # A file several targets compile (the generated test environment of every test executable)
    # is checked once: its targets share the flags that matter to the analysis.
    if entry["file"] in seen:
        continue
    seen.add(entry["file"])
    args = shlex.split(entry["command"])
    out, skip = [], False
    for a in args:
        if skip:
            skip = False
            continue
        if a == "-o":
            skip = True
            continue
        if a == "-c":
            continue
        out.append(a)
    out += ["-fsyntax-only", "-Wthread-safety", "-Werror=thread-safety"]
    print(entry["directory"] + "\t" + shlex.join(out))
if compiled:
    print(f"check-thread-safety: {skipped} files already compiled with the analysis", file=sys.stderr)
PY

count=$(wc -l <"$build/tsa-commands.txt")
echo "check-thread-safety: $count translation units, $jobs at a time"
failed=0
# xargs exits 123 if any command failed; each prints its own diagnostics.
tr '\n' '\0' <"$build/tsa-commands.txt" |
  xargs -0 -P "$jobs" -n 1 bash -c 'cd "${1%%	*}" && eval "${1#*	}"' _ || failed=1
if [ "$failed" -ne 0 ]; then
  echo "check-thread-safety: FAILED (see the diagnostics above)" >&2
  exit 1
fi
echo "check-thread-safety: ok"
