#!/usr/bin/env bash
# The install is relocatable and complete: `cmake --install` into a temporary prefix, move the
# prefix, then run the moved `aprgrid local` from an empty folder (the built-in campaign, with the
# installed subjects). Removing the moved prefix's subjects makes it fail naming that folder, so
# the run above did use them (and not the source tree's). (The .deb: package_test.sh.)
# Usage: install_test.sh BUILD_DIR
# shellcheck source=tests/harness/testlib.sh
. "$(dirname "$0")/../harness/testlib.sh"
build=${1:?usage: $0 BUILD_DIR}
make_scratch install

cmake --install "$build" --prefix "$scratch/prefix" >"$scratch/install.log" 2>&1 ||
  fail "cmake --install: $(tail "$scratch/install.log")"
for f in bin/aprgrid bin/aprgrid-coordinator bin/aprgrid-worker bin/aprgrid-attempt \
  share/aprgrid/subjects share/aprgrid/configs/smoke.textproto \
  share/aprgrid/deploy/prometheus/rules.yml share/aprgrid/docs/operations.md; do
  [ -e "$scratch/prefix/$f" ] || fail "not installed: $f"
done
mv "$scratch/prefix" "$scratch/moved"
if grep -rIl -- "$scratch/prefix" "$scratch/moved" >"$scratch/named" 2>/dev/null; then
  fail "installed files name the install prefix: $(head -3 "$scratch/named")"
fi

mkdir "$scratch/empty"
(cd "$scratch/empty" && env -u APRGRID_SUBJECTS "$scratch/moved/bin/aprgrid" local --workers 2) \
  >"$scratch/local.out" 2>"$scratch/local.err" ||
  fail "moved aprgrid local failed: $(tail -5 "$scratch/local.err")"
grep -q 'smoke' "$scratch/local.out" || fail "no report: $(tail -5 "$scratch/local.out")"
[ -f "$scratch/empty/aprgrid-results.db" ] || fail "no aprgrid-results.db in the working folder"
"$scratch/moved/bin/aprgrid-worker" --version | grep -q '^aprgrid-worker ' ||
  fail "moved aprgrid-worker --version"

rm -rf "$scratch/moved/share/aprgrid/subjects"
mkdir "$scratch/empty2"
set +e
(cd "$scratch/empty2" && env -u APRGRID_SUBJECTS "$scratch/moved/bin/aprgrid" local --workers 1) \
  >"$scratch/local2.out" 2>"$scratch/local2.err"
rc=$?
set -e
[ "$rc" -ne 0 ] || fail "aprgrid local ran without the installed subjects (used another catalog)"
grep -q "$scratch/moved/share/aprgrid/subjects" "$scratch/local2.out" "$scratch/local2.err" ||
  fail "the error does not name the installed subjects folder: $(cat "$scratch/local2.err")"
