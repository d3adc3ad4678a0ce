#!/usr/bin/env bash
# A worker follows a coordinator that moves (docs/slurm.md, "When the coordinator moves"): it is
# started with --coordinator-file, the coordinator is SIGKILLed mid-campaign and started again on
# the same database on another port, its new address written to the file (as coordinator.sbatch
# does when SLURM starts it on another node). The same worker process finishes the campaign, every
# attempt done exactly once, and its log names the move.
# Usage: coordinator_moves_test.sh PATH/TO/aprgrid PATH/TO/aprgrid-coordinator PATH/TO/aprgrid-worker
# shellcheck source=tests/harness/testlib.sh
. "$(dirname "$0")/../harness/testlib.sh"
require_cmd sqlite3 python3
cli=$1 coordinator=$2 worker=$3
make_scratch moves
(umask 077 && echo "moves-token" >"$scratch/token")
address_file=$scratch/coordinator.address

# Starts a coordinator on a free port and writes its address to the file (temp + rename).
start_coordinator() {
  local log=$scratch/coordinator-$1.log
  "$coordinator" --listen 127.0.0.1:0 --metrics-listen 127.0.0.1:0 --db "$scratch/results.db" \
    --token-file "$scratch/token" --lease-ms 3000 --heartbeat-ms 300 >"$log" 2>&1 &
  coordinator_pid=$!
  on_exit "kill -9 $coordinator_pid 2>/dev/null; wait $coordinator_pid 2>/dev/null"
  wait_until 30 "coordinator $1 to listen" grep -qs '^listening grpc=' "$log"
  address=$(sed -n 's/^listening grpc=\([^ ]*\).*/\1/p' "$log")
  echo "$address" >"$address_file.tmp"
  mv "$address_file.tmp" "$address_file"
}

start_coordinator first
first=$address
cat >"$scratch/spec.textproto" <<SPEC
name: "moves"
stage {
  repair {
    name: "fake"
    subjects { bugs: ["fake-1", "fake-2", "fake-3", "fake-4"] }
    search { population: 10 generations: 3 }
    strategy: [UNIFORM, PROBABILITY_MATCHING, ADAPTIVE_PURSUIT, EPSILON_GREEDY, UCB]
    credit: AVERAGE
    reward: RAW
    arm_set: [GENPROG_3]
    seeds { first: 1 count: 2 }
    engine { external { argv: ["/usr/bin/python3", "$source_dir/tests/e2e/fake_engine.py", "--sleep-ms", "300"] } }
  }
}
SPEC
APRGRID_COORDINATOR=$first APRGRID_TOKEN_FILE=$scratch/token "$cli" submit "$scratch/spec.textproto" \
  >"$scratch/submit" 2>&1 || fail "submit: $(cat "$scratch/submit")"
total=40
done_count() { sqlite3 "$scratch/results.db" "SELECT COUNT(*) FROM attempts WHERE state = 'done'"; }

"$worker" --coordinator-file "$address_file" --token-file "$scratch/token" --slots 2 \
  --allow-engine /usr/bin/python3 --work-dir "$scratch/work" >"$scratch/worker.log" 2>&1 &
wpid=$!
on_exit "kill $wpid 2>/dev/null; wait $wpid 2>/dev/null"
wait_until 60 "10 attempts done" bash -c "[ \$(sqlite3 '$scratch/results.db' \"SELECT COUNT(*) FROM attempts WHERE state = 'done'\") -ge 10 ]"

kill -9 "$coordinator_pid"
wait "$coordinator_pid" 2>/dev/null || true
before=$(done_count)
[ "$before" -lt "$total" ] || fail "the campaign ended before the coordinator was killed"
sleep 1  # The worker finds the coordinator gone and retries the old address meanwhile.
start_coordinator second
[ "$address" != "$first" ] || fail "the second coordinator got the same address $address"
echo "coordinator moved from $first to $address after $before of $total attempts"

wait_until 120 "the campaign to finish at the new address (worker log: $(tail -3 "$scratch/worker.log"))" \
  bash -c "[ \$(sqlite3 '$scratch/results.db' \"SELECT COUNT(*) FROM attempts WHERE state IN ('queued', 'running')\") -eq 0 ]"
expect_eq "attempts done" "$total" "$(done_count)"
kill -0 "$wpid" 2>/dev/null || fail "the worker exited: $(cat "$scratch/worker.log")"
grep -q "the coordinator moved: $first -> $address" "$scratch/worker.log" ||
  fail "no move line in the worker log: $(cat "$scratch/worker.log")"
# Nothing failed on the way.
expect_eq "failed attempts" 0 "$(sqlite3 "$scratch/results.db" "SELECT COUNT(*) FROM attempts WHERE state = 'failed'")"
kill -TERM "$wpid"
rc=0
wait "$wpid" || rc=$?
expect_eq "worker exit status after SIGTERM" 0 "$rc"
