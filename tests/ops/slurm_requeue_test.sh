#!/usr/bin/env bash
# The SLURM lifecycle of deploy/slurm/worker.sbatch on the harness's real single-node SLURM, with a
# real aprgrid-coordinator, aprgrid-worker and aprgrid CLI and the fake engine:
#
#   slurm_requeue_test.sh COORDINATOR WORKER CLI [short|long]
#
# 1. launch.sh --coordinator-file submits the worker as a job array (one task here). While it
#    runs, its Prometheus target file <job id>-<host>.json names the port the worker picked (the
#    metrics port is 0) with a `node` label, and that port serves /metrics.
# 2. The time-limit warning (`short`: SIGUSR1 to the batch shell with `scancel --batch`, as
#    --signal=B:USR1@120 sends it; `long`: a real 1-minute --time with --signal=B:USR1@30): the
#    worker drains (its attempts handed back without counting a try) and, work being left, the
#    job requeues itself; it starts again and finishes the campaign, then (--exit-when-idle)
#    ends COMPLETED and its target file is gone.
# 3. The same warning when no campaign has work: the job drains and ends without a requeue.
# shellcheck source=tests/harness/testlib.sh
. "$(dirname "$0")/../harness/testlib.sh"
require_cmd slurmctld slurmd munged sbatch squeue scancel scontrol sqlite3 curl python3
coordinator_bin=$1 worker_bin=$2 cli_bin=$3 form=${4:-short}
make_scratch slurmrq
slurm=$harness/slurm.sh
on_exit "'$slurm' stop '$scratch/cluster' >/dev/null"
"$slurm" start "$scratch/cluster" --tuned >/dev/null
eval "$("$slurm" env "$scratch/cluster")"

umask 077
echo "requeue-$$" >"$scratch/token"
"$coordinator_bin" --listen 127.0.0.1:0 --metrics-listen 127.0.0.1:0 --db "$scratch/results.db" \
  --token-file "$scratch/token" --lease-ms 5000 --heartbeat-ms 500 >"$scratch/coordinator.log" 2>&1 &
coordinator_pid=$!
on_exit "kill $coordinator_pid 2>/dev/null; wait $coordinator_pid 2>/dev/null"
wait_until 30 "the coordinator to listen" grep -q '^listening ' "$scratch/coordinator.log"
address=$(sed -n 's/^listening grpc=\([^ ]*\).*/\1/p' "$scratch/coordinator.log")
mkdir -p "$scratch/state" "$scratch/targets"
echo "$address" >"$scratch/state/coordinator.address"

if [ "$form" = long ]; then sleep_ms=1500; else sleep_ms=300; fi
cat >"$scratch/spec.textproto" <<SPEC
name: "slurm-requeue"
stage {
  repair {
    name: "fake"
    subjects { bugs: ["fake-1", "fake-2", "fake-3", "fake-4", "fake-5"] }
    search { population: 10 generations: 3 }
    strategy: [UNIFORM, PROBABILITY_MATCHING, ADAPTIVE_PURSUIT, EPSILON_GREEDY, UCB]
    credit: AVERAGE
    reward: RAW
    arm_set: [GENPROG_3, GROUPED_7]
    seeds { first: 1 count: 2 }
    engine { external { argv: ["/usr/bin/python3", "$source_dir/tests/e2e/fake_engine.py", "--sleep-ms", "$sleep_ms"] } }
  }
}
SPEC
APRGRID_COORDINATOR=$address APRGRID_TOKEN_FILE=$scratch/token "$cli_bin" submit \
  "$scratch/spec.textproto" >"$scratch/submit" 2>&1 || fail "submit: $(cat "$scratch/submit")"
total=100
sql() { sqlite3 "$scratch/results.db" "$1"; }
done_count() { sql "SELECT COUNT(*) FROM attempts WHERE state = 'done'"; }
job_field() { scontrol show job "$1" | grep -o "$2=[^ ]*" | head -1 | cut -d= -f2; }
gone() { [ -z "$(squeue -h -j "$1" 2>/dev/null)" ]; }

export APRGRID_WORKER_BIN=$worker_bin APRGRID_CLI_BIN=$cli_bin APRGRID_WORKER_SLOTS=2
export APRGRID_WORK_DIR=$scratch/work APRGRID_PROMETHEUS_SD_DIR=$scratch/targets
export APRGRID_WORKER_ALLOW_ENGINES=/usr/bin/python3 APRGRID_WORKER_EXIT_WHEN_IDLE=3s
unset APRGRID_WORKER_METRICS_PORT APRGRID_COORDINATOR
limit=()
if [ "$form" = long ]; then limit=(--time=1 --signal=B:USR1@30); fi
"$source_dir/deploy/slurm/launch.sh" --coordinator-file "$scratch/state/coordinator.address" \
  --token-file "$scratch/token" --workers 1 -- --output="$scratch/worker-%A_%a.out" "${limit[@]}" \
  >"$scratch/launched" || fail "launch.sh failed"
array=$(awk '$1 == "worker" { print $2 }' "$scratch/launched")
task=${array}_1
out=$scratch/worker-${array}_1.out

# --- 1. The target file names the port the worker bound, with a node label.
wait_until 60 "the worker's target file" bash -c "ls '$scratch'/targets/*.json >/dev/null 2>&1"
target_file=$(ls "$scratch"/targets/*.json)
job_id=$(job_field "$task" JobId)
expect_eq "target file name" "$scratch/targets/$job_id-$(hostname).json" "$target_file"
target=$(python3 - "$target_file" "$(hostname)" <<'PY'
import json, sys
groups = json.load(open(sys.argv[1]))
assert len(groups) == 1 and len(groups[0]["targets"]) == 1, groups
assert groups[0]["labels"]["node"] == sys.argv[2], groups
host, port = groups[0]["targets"][0].rsplit(":", 1)
assert host == sys.argv[2] and int(port) > 0, groups
print(f"127.0.0.1:{port}")
PY
) || fail "bad target file: $(cat "$target_file")"
curl -fsS "http://$target/metrics" | grep -q '^aprgrid_' || fail "nothing served at $target"

# --- 2. The time-limit warning with work left: drain, requeue, finish.
wait_until 60 "10 attempts done" bash -c "[ \$(sqlite3 '$scratch/results.db' \"SELECT COUNT(*) FROM attempts WHERE state = 'done'\") -ge 10 ]"
if [ "$form" = long ]; then
  wait_until 150 "the job's first run to end at its time limit" \
    bash -c "[ \"\$(scontrol show job $task | grep -o 'Restarts=[0-9]*')\" = Restarts=1 ]"
else
  scancel --batch --signal=USR1 "$task"
  wait_until 60 "the job to requeue itself" \
    bash -c "[ \"\$(scontrol show job $task | grep -o 'Restarts=[0-9]*')\" = Restarts=1 ]"
fi
after_first=$(done_count)
[ "$after_first" -lt "$total" ] || fail "the first run finished the campaign; nothing to requeue for"
echo "first run drained after $after_first of $total attempts; requeued (${SECONDS}s)"
scontrol show job "$task" | grep -o 'JobState=[^ ]*\|Reason=[^ ]*\|EligibleTime=[^ ]*' | paste -sd' '
# SLURM makes a requeued job eligible again cred_expire seconds after the requeue (Reason=
# BeginTime; 120 s by default, 10 s on the harness's --tuned cluster). Starting it sooner (as
# `scontrol update StartTime=now` did here once) gets it killed at launch as "Job credential
# revoked", and the job ends FAILED. In the long form the second run would meet its own one-minute
# limit (and requeue again) before the campaign ends: it gets ten minutes instead.
if [ "$form" = long ]; then
  scontrol update JobId="$task" TimeLimit=10
fi
# While it waits, what SLURM says of the job and the node every 15 s (why it is pending).
(while sleep 15; do
  echo "  waiting: job $(squeue -h -j "$task" -o '%T reason=%r start=%S' 2>&1)," \
    "node $(sinfo -h -N -o '%N %T' 2>&1 | paste -sd' ')"
done) &
watcher=$!
wait_until 180 "the requeued job to start again" \
  bash -c "[ \"\$(squeue -h -j $task -o %T)\" = RUNNING ]"
kill "$watcher" 2>/dev/null || true
echo "requeued job running again (${SECONDS}s)"
wait_until 240 "the requeued job to finish the campaign and end" gone "$task"
expect_eq "job state" COMPLETED "$(job_field "$task" JobState)"
expect_eq "job exit code" 0:0 "$(job_field "$task" ExitCode)"
expect_eq "restarts" 1 "$(job_field "$task" Restarts)"
expect_eq "attempts done" "$total" "$(done_count)"
expect_eq "tries (released attempts do not count one)" 0 "$(sql "SELECT MAX(tries) FROM attempts")"
expect_eq "re-queued attempts (epoch above 1)" 1 "$(sql 'SELECT COUNT(*) > 0 FROM attempts WHERE epoch > 1')"
for line in "SIGUSR1" "drained" "work is left: requeueing" "restart 1" "exit-when-idle"; do
  grep -q -- "$line" "$out" || fail "no '$line' in the job's output: $(cat "$out")"
done
expect_eq "target files left" "" "$(ls "$scratch/targets")"
echo "campaign finished by the requeued job (${SECONDS}s)"

# --- 3. The warning when no campaign has work: no requeue.
export APRGRID_TOKEN_FILE=$scratch/token APRGRID_COORDINATOR_FILE=$scratch/state/coordinator.address
idle=$(APRGRID_WORKER_EXIT_WHEN_IDLE= sbatch --parsable --output="$scratch/idle-%j.out" \
  "$source_dir/deploy/slurm/worker.sbatch")
started() { ls "$scratch"/targets/"$idle"-*.json >/dev/null 2>&1; }
if ! (wait_until 60 "" started 2>/dev/null); then
  fail "the idle worker did not start: $(squeue -h -j "$idle" -o '%T %r' 2>&1);" \
    "$(sinfo -N -o '%N %T %E' 2>&1); $(cat "$scratch/idle-$idle.out" 2>&1)"
fi
scancel --batch --signal=USR1 "$idle"
wait_until 60 "the idle job to end" gone "$idle"
expect_eq "idle job state" COMPLETED "$(job_field "$idle" JobState)"
expect_eq "idle job restarts" 0 "$(job_field "$idle" Restarts)"
grep -q "not requeueing" "$scratch/idle-$idle.out" ||
  fail "no 'not requeueing' line: $(cat "$scratch/idle-$idle.out")"
