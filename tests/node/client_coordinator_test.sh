#!/usr/bin/env bash
# client.js against the real aprgrid-coordinator (issue 6's cross-language check):
#   client_coordinator_test.sh PATH/TO/aprgrid-coordinator
# The coordinator starts on free loopback ports (read from its `listening grpc=...` line) with a
# token; client.js lists no campaigns, then submits configs/smoke.textproto and lists "smoke" (or,
# while the subject catalog lacks its bugs, gets the coordinator's INVALID_ARGUMENT naming the
# file); without the token, or with a wrong one, List and Submit are refused with UNAUTHENTICATED.
# shellcheck source=tests/harness/testlib.sh
. "$(dirname "$0")/../harness/testlib.sh"
require_cmd node
coordinator=${1:?usage: $0 PATH/TO/aprgrid-coordinator}
[ -x "$coordinator" ] || fail "$coordinator is not built"
here=$source_dir/tests/node
rc=0
bash "$here/install.sh" || rc=$?
if [ "$rc" -eq 77 ]; then exit 77; fi  # Registry unreachable: reported as skipped.
[ "$rc" -eq 0 ] || fail "install.sh failed"
make_scratch nodec
(umask 077 && echo "node-test-token" >"$scratch/token" && echo "wrong" >"$scratch/wrong")

subjects=()
if [ -d "$source_dir/subjects" ]; then subjects=(--subjects "$source_dir/subjects"); fi
"$coordinator" --listen 127.0.0.1:0 --metrics-listen 127.0.0.1:0 --db "$scratch/aprgrid.db" \
  --token-file "$scratch/token" "${subjects[@]}" >"$scratch/coordinator.log" 2>&1 &
pid=$!
# SIGTERM first (clean shutdown), SIGKILL if it is still there after 10 s.
on_exit "kill -TERM $pid 2>/dev/null; for _ in \$(seq 100); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done; kill -KILL $pid 2>/dev/null; wait $pid 2>/dev/null"
wait_until 30 "the coordinator's listening line (log: $scratch/coordinator.log)" \
  grep -qs '^listening grpc=' "$scratch/coordinator.log"
address=$(sed -n 's/^listening grpc=\([^ ]*\).*/\1/p' "$scratch/coordinator.log")

expect_eq "campaigns of a new coordinator" '[]' \
  "$(node "$here/client.js" --address "$address" --token-file "$scratch/token")"

# Submit the smoke campaign. It is accepted when every bug it names is in the subject catalog
# (subjects/, filled in by another part of the project); until then the coordinator must refuse it
# naming the file, and this client must pass that on as INVALID_ARGUMENT. Either way the answer
# went through the real service and was decoded by a client that shares no code with it.
status=0
node "$here/client.js" --address "$address" --token-file "$scratch/token" \
  --submit "$source_dir/configs/smoke.textproto" >"$scratch/out" 2>"$scratch/err" || status=$?
if [ "$status" -eq 0 ]; then
  expect_eq "campaign names after Submit" '["smoke"]' "$(cat "$scratch/out")"
else
  expect_eq "submit exit status" 1 "$status"
  grep -q '^INVALID_ARGUMENT: smoke.textproto: ' "$scratch/err" ||
    fail "unexpected refusal: $(cat "$scratch/err"); log: $(tail "$scratch/coordinator.log")"
  echo "note: smoke spec refused by this catalog: $(head -n1 "$scratch/err")"
fi

expect_error() {  # expect_error WHAT CODE ARGS...
  local what=$1 code=$2 status=0
  shift 2
  node "$here/client.js" "$@" >"$scratch/out" 2>"$scratch/err" || status=$?
  [ "$status" -eq 1 ] || fail "$what: exit status $status, expected 1"
  grep -q "^$code: " "$scratch/err" || fail "$what: expected $code, got: $(cat "$scratch/err")"
}
expect_error "list without token" UNAUTHENTICATED --address "$address" --no-token
expect_error "list with a wrong token" UNAUTHENTICATED --address "$address" \
  --token-file "$scratch/wrong"
expect_error "submit without token" UNAUTHENTICATED --address "$address" --no-token \
  --submit "$source_dir/configs/smoke.textproto"
