#!/usr/bin/env bash
# CPack builds the .deb from a built tree: it holds the binaries and the data under /usr, and
# its Depends (from dpkg-shlibdeps) name the shared libraries, gRPC among them. Minutes on a
# loaded machine (stripping and compressing about 250 MB of binaries): label long.
# Usage: package_test.sh BUILD_DIR
# shellcheck source=tests/harness/testlib.sh
. "$(dirname "$0")/../harness/testlib.sh"
build=${1:?usage: $0 BUILD_DIR}
require_cmd cpack dpkg-deb dpkg-shlibdeps
make_scratch package
(cd "$build" && cpack -B "$scratch/pkg") >"$scratch/cpack.log" 2>&1 ||
  fail "cpack: $(tail "$scratch/cpack.log")"
deb=$(ls "$scratch"/pkg/aprgrid_*.deb)
dpkg-deb -c "$deb" >"$scratch/contents"
grep -q '\./usr/bin/aprgrid-coordinator$' "$scratch/contents" || fail "deb has no coordinator"
grep -q '\./usr/share/aprgrid/subjects/' "$scratch/contents" || fail "deb has no subjects"
dpkg-deb -f "$deb" Depends | grep -q 'libgrpc' || fail "deb Depends lacks gRPC"
