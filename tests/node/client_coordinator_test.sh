#!/usr/bin/env bash
# client.js against the real aprgrid-coordinator (a client in another language;
# docs/protocol.md, "Authentication and transport"):
#   client_coordinator_test.sh PATH/TO/aprgrid-coordinator
# The coordinator starts on free loopback ports (read from its `listening grpc=...` line) with a
# token and the repository's subject catalog; client.js lists no campaigns, then submits
# configs/smoke.textproto (every bug it names is in the catalog, so it must be accepted) and lists
# "smoke"; without the token, or with a wrong one, List and Submit are refused with
# UNAUTHENTICATED.
# shellcheck source=tests/harness/testlib.sh
. "$(dirname "$0")/../harness/testlib.sh"
command -v node >/dev/null 2>&1 || skip_unless_ci "node not found (scripts/install-deps.sh installs it)"
coordinator=${1:?usage: $0 PATH/TO/aprgrid-coordinator}
[ -x "$coordinator" ] || fail "$coordinator is not built"
here=$source_dir/tests/node
rc=0
bash "$here/install.sh" || rc=$?
if [ "$rc" -eq 77 ]; then skip_unless_ci "the npm registry is unreachable"; fi
[ "$rc" -eq 0 ] || fail "install.sh failed"
make_scratch nodec
(umask 077 && echo "node-test-token" >"$scratch/token" && echo "wrong" >"$scratch/wrong")

[ -d "$source_dir/subjects" ] || fail "no subject catalog at $source_dir/subjects"
"$coordinator" --listen 127.0.0.1:0 --metrics-listen 127.0.0.1:0 --db "$scratch/aprgrid.db" \
  --token-file "$scratch/token" --subjects "$source_dir/subjects" >"$scratch/coordinator.log" 2>&1 &
pid=$!
# SIGTERM first (clean shutdown), SIGKILL if it is still there after 10 s.
on_exit "kill -TERM $pid 2>/dev/null; for _ in \$(seq 100); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done; kill -KILL $pid 2>/dev/null; wait $pid 2>/dev/null"
wait_until 30 "the coordinator's listening line (log: $scratch/coordinator.log)" \
  grep -qs '^listening grpc=' "$scratch/coordinator.log"
address=$(sed -n 's/^listening grpc=\([^ ]*\).*/\1/p' "$scratch/coordinator.log")

expect_eq "campaigns of a new coordinator" '[]' \
  "$(node "$here/client.js" --address "$address" --token-file "$scratch/token")"

# Submit the smoke campaign: the answer goes through the real service and is decoded by a client
# that shares no code with it.
status=0
node "$here/client.js" --address "$address" --token-file "$scratch/token" \
  --submit "$source_dir/configs/smoke.textproto" >"$scratch/out" 2>"$scratch/err" || status=$?
[ "$status" -eq 0 ] ||
  fail "smoke spec refused (exit $status): $(cat "$scratch/err"); log: $(tail "$scratch/coordinator.log")"
expect_eq "campaign names after Submit" '["smoke"]' "$(cat "$scratch/out")"

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
