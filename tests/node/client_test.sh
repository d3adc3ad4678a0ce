#!/usr/bin/env bash
# client.js against fake_coordinator.js (client_coordinator_test.sh runs it against the real one):
# the right token lists the campaigns as JSON (also after a Submit); no token and a wrong token are
# refused with UNAUTHENTICATED; a closed port gives UNAVAILABLE; every error exits non-zero.
# shellcheck source=tests/harness/testlib.sh
. "$(dirname "$0")/../harness/testlib.sh"
command -v node >/dev/null 2>&1 || skip_unless_ci "node not found (scripts/install-deps.sh installs it)"
here=$source_dir/tests/node
rc=0
bash "$here/install.sh" || rc=$?
if [ "$rc" -eq 77 ]; then skip_unless_ci "the npm registry is unreachable"; fi
[ "$rc" -eq 0 ] || fail "install.sh failed"
make_scratch node
echo "s3cret-token" >"$scratch/token"
echo "wrong" >"$scratch/wrong"

node "$here/fake_coordinator.js" "$scratch/token" >"$scratch/server.out" 2>&1 &
server=$!
on_exit "kill $server 2>/dev/null; wait $server 2>/dev/null"
wait_until 20 "the fake coordinator to listen" grep -qs '^listening grpc=' "$scratch/server.out"
address=$(sed -n 's/^listening grpc=//p' "$scratch/server.out")

expect_eq "campaign names" '["paper","smoke"]' \
  "$(node "$here/client.js" --address "$address" --token-file "$scratch/token")"
printf 'name: "extra"\n' >"$scratch/extra.textproto"
expect_eq "names after Submit" '["extra","paper","smoke"]' \
  "$(node "$here/client.js" --address "$address" --token-file "$scratch/token" \
    --submit "$scratch/extra.textproto")"
APRGRID_COORDINATOR=$address APRGRID_TOKEN_FILE=$scratch/token node "$here/client.js" >/dev/null ||
  fail "address and token from the environment"

# expect_error WHAT CODE ARGS...: the client fails and names CODE on stderr.
expect_error() {
  local what=$1 code=$2 status=0
  shift 2
  node "$here/client.js" "$@" >"$scratch/out" 2>"$scratch/err" || status=$?
  [ "$status" -eq 1 ] || fail "$what: exit status $status, expected 1"
  grep -q "^$code: " "$scratch/err" || fail "$what: expected $code, got: $(cat "$scratch/err")"
  [ ! -s "$scratch/out" ] || fail "$what: printed $(cat "$scratch/out")"
}
expect_error "no token" UNAUTHENTICATED --address "$address" --no-token
expect_error "wrong token" UNAUTHENTICATED --address "$address" --token-file "$scratch/wrong"
expect_error "submit without token" UNAUTHENTICATED --address "$address" --no-token \
  --submit "$scratch/extra.textproto"
kill "$server"
wait "$server" 2>/dev/null || true
expect_error "no server" UNAVAILABLE --address "$address" --no-token --timeout-ms 3000
