#!/usr/bin/env bash
# The `aprgrid` global flags against a real coordinator on loopback: the service flags work before
# the command name as after it (`aprgrid --coordinator H:P --token-file F status`), and the
# coordinator's log has timestamped lines for the submission and the cancellation.
# Usage: global_flags_test.sh PATH/TO/aprgrid PATH/TO/aprgrid-coordinator
# shellcheck source=tests/harness/testlib.sh
. "$(dirname "$0")/../harness/testlib.sh"
cli=${1:?usage: $0 PATH/TO/aprgrid PATH/TO/aprgrid-coordinator}
coordinator=${2:?usage: $0 PATH/TO/aprgrid PATH/TO/aprgrid-coordinator}
make_scratch global-flags
(umask 077 && echo "global-flags-token" >"$scratch/token")

"$coordinator" --listen 127.0.0.1:0 --metrics-listen 127.0.0.1:0 --db "$scratch/results.db" \
  --token-file "$scratch/token" --subjects "$source_dir/subjects" >"$scratch/coordinator.log" 2>&1 &
pid=$!
on_exit "kill $pid 2>/dev/null; wait $pid 2>/dev/null"
wait_until 30 "the coordinator's listening line (log: $scratch/coordinator.log)" \
  grep -qs '^listening grpc=' "$scratch/coordinator.log"
address=$(sed -n 's/^listening grpc=\([^ ]*\).*/\1/p' "$scratch/coordinator.log")

unset APRGRID_COORDINATOR APRGRID_TOKEN_FILE APRGRID_TLS_CA
"$cli" --coordinator "$address" --token-file "$scratch/token" submit \
  "$source_dir/configs/smoke.textproto" >"$scratch/submit" 2>&1 ||
  fail "submit with the flags before the command: $(cat "$scratch/submit")"
"$cli" --coordinator="$address" --log-level warning status --token-file "$scratch/token" --json \
  >"$scratch/status" 2>&1 || fail "status with flags on both sides: $(cat "$scratch/status")"
grep -q '"smoke"' "$scratch/status" || fail "status does not list smoke: $(cat "$scratch/status")"
"$cli" cancel smoke --coordinator "$address" --token-file "$scratch/token" >"$scratch/cancel" 2>&1 ||
  fail "cancel with the flags after the command: $(cat "$scratch/cancel")"

# Without an address the command says which flag is missing (exit 2, docs/cli.md "Exit codes").
set +e
"$cli" status --token-file "$scratch/token" >/dev/null 2>"$scratch/err"
rc=$?
set -e
expect_eq "status without --coordinator" 2 "$rc"
grep -q -- '--coordinator' "$scratch/err" || fail "no hint about --coordinator: $(cat "$scratch/err")"

stamp='[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{3}Z'
grep -Eq "^$stamp info aprgrid-coordinator: submitted campaign c-[0-9a-f]+ \(smoke\)" \
  "$scratch/coordinator.log" || fail "no submission log line: $(cat "$scratch/coordinator.log")"
grep -Eq "^$stamp info aprgrid-coordinator: cancelled campaign smoke" "$scratch/coordinator.log" ||
  fail "no cancellation log line: $(cat "$scratch/coordinator.log")"
