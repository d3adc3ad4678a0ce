#!/usr/bin/env bash
# `aprgrid-worker --exit-when-idle 2s` against a real coordinator: with a campaign queued the
# worker runs all of it (it does not leave while there is work), then, nothing being queued for
# two seconds, drains and exits 0 on its own. The campaign is finished.
# Usage: exit_when_idle_test.sh PATH/TO/aprgrid PATH/TO/aprgrid-coordinator PATH/TO/aprgrid-worker
# shellcheck source=tests/harness/testlib.sh
. "$(dirname "$0")/../harness/testlib.sh"
cli=$1 coordinator=$2 worker=$3
make_scratch idle
(umask 077 && echo "idle-token" >"$scratch/token")
"$coordinator" --listen 127.0.0.1:0 --metrics-listen 127.0.0.1:0 --db "$scratch/results.db" \
  --token-file "$scratch/token" --subjects "$source_dir/subjects" >"$scratch/coordinator.log" 2>&1 &
cpid=$!
on_exit "kill $cpid 2>/dev/null; wait $cpid 2>/dev/null"
wait_until 30 "the coordinator's listening line" grep -qs '^listening grpc=' "$scratch/coordinator.log"
address=$(sed -n 's/^listening grpc=\([^ ]*\).*/\1/p' "$scratch/coordinator.log")
export APRGRID_COORDINATOR=$address APRGRID_TOKEN_FILE=$scratch/token
"$cli" submit "$source_dir/configs/smoke.textproto" >"$scratch/submit" 2>&1 ||
  fail "submit: $(cat "$scratch/submit")"

"$worker" --coordinator "$address" --token-file "$scratch/token" --slots 2 \
  --subjects "$source_dir/subjects" --exit-when-idle 2s >"$scratch/worker.log" 2>&1 &
wpid=$!
on_exit "kill $wpid 2>/dev/null; wait $wpid 2>/dev/null"
exited() { ! kill -0 "$wpid" 2>/dev/null; }
wait_until 240 "the worker to exit on its own (log: $(tail -3 "$scratch/worker.log"))" exited
rc=0
wait "$wpid" || rc=$?
expect_eq "worker exit status" 0 "$rc"
grep -q 'exit-when-idle' "$scratch/worker.log" || fail "no idle exit line: $(cat "$scratch/worker.log")"
"$cli" status smoke --json >"$scratch/status" 2>&1 || fail "status: $(cat "$scratch/status")"
grep -q 'CAMPAIGN_FINISHED' "$scratch/status" || fail "campaign not finished: $(cat "$scratch/status")"
