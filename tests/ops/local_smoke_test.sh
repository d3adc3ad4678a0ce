#!/usr/bin/env bash
# `aprgrid local` with no arguments, from an empty folder (the README's first command): exit 0,
# at least half of the built-in campaign's bugs patched (configs/smoke.textproto), and one patch
# shown as a unified diff at the end.
# Usage: local_smoke_test.sh PATH/TO/aprgrid
# shellcheck source=tests/harness/testlib.sh
. "$(dirname "$0")/../harness/testlib.sh"
cli=${1:?usage: $0 PATH/TO/aprgrid}
make_scratch local-smoke
(cd "$scratch" && "$cli" local --workers 2) >"$scratch/out" 2>"$scratch/err" ||
  fail "aprgrid local: $(tail -5 "$scratch/err")"
line=$(grep '^A patch it found' "$scratch/out") || fail "no patch shown: $(tail -20 "$scratch/out")"
patched=$(sed -n 's/.*bugs patched: \([0-9]*\) of \([0-9]*\)).*/\1/p' <<<"$line")
bugs=$(sed -n 's/.*bugs patched: \([0-9]*\) of \([0-9]*\)).*/\2/p' <<<"$line")
[ -n "$patched" ] && [ "$bugs" -gt 0 ] || fail "cannot read the patched count: $line"
[ $((2 * patched)) -ge "$bugs" ] || fail "only $patched of $bugs bugs patched: $line"
grep -q '^@@ ' "$scratch/out" || fail "the patch is not a unified diff: $(tail -20 "$scratch/out")"
grep -q '^[-+][^-+]' "$scratch/out" || fail "the patch changes no line: $(tail -20 "$scratch/out")"
echo "$line"
