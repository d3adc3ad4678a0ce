#!/usr/bin/env bash
# Builds aprgrid without root and installs it into a prefix (docs/install.md, "RHEL-family
# clusters without root").
# Usage: scripts/build-user.sh DEPS_PREFIX [INSTALL_PREFIX] [extra cmake -D options...]
#   DEPS_PREFIX     where the dependencies are installed (a Spack view, a conda environment, or
#                   /usr for system packages)
#   INSTALL_PREFIX  where to install [$HOME/.local]
# Builds only the four binaries (the tests need GoogleTest; pass -DAPRGRID_BENCH=OFF without
# Google Benchmark), with APRGRID_JOBS parallel jobs [2].
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
deps=${1:?usage: $0 DEPS_PREFIX [INSTALL_PREFIX] [cmake options...]}
prefix=${2:-$HOME/.local}
shift
[ "$#" -gt 0 ] && shift
build=${APRGRID_BUILD_DIR:-$root/build-user}
generator=()
if command -v ninja >/dev/null 2>&1; then generator=(-G Ninja); fi
rpath=()
# The dependencies' shared libraries are found at run time through the RPATH, unless they are
# the system's own.
if [ "$deps" != /usr ]; then rpath=(-DCMAKE_INSTALL_RPATH="$deps/lib;$deps/lib64"); fi
cmake -S "$root" -B "$build" "${generator[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_PREFIX_PATH="$deps" -DCMAKE_INSTALL_PREFIX="$prefix" -DAPRGRID_BENCH=OFF \
  "${rpath[@]}" "$@"
cmake --build "$build" -j "${APRGRID_JOBS:-2}" \
  --target aprgrid aprgrid-coordinator aprgrid-worker aprgrid-attempt
cmake --install "$build"
echo "build-user: installed into $prefix (add $prefix/bin to PATH)"
