#!/usr/bin/env bash
# A campaign whose workers are SLURM jobs (deploy/slurm/worker.sbatch) on the harness's real
# single-node SLURM, with a real aprgrid-coordinator and the fake engine.
#
#   slurm_e2e_test.sh COORDINATOR WORKER CLI [short|long]
#
# Job A runs the first part of the campaign and is ended the way SLURM ends a job at its time
# limit: SIGTERM to the worker step (`short`: `scancel --signal=TERM` after 40 attempts; `long`:
# a real 1-minute --time with --signal=TERM@30). The worker drains: its running attempts are
# handed back and re-queued without counting a try, the job ends COMPLETED with exit 0. Job B
# (the node is --exclusive, so it starts after A) finishes the campaign.
# shellcheck source=tests/harness/testlib.sh
. "$(dirname "$0")/../harness/testlib.sh"
require_cmd slurmctld slurmd munged sbatch squeue scancel scontrol sqlite3
coordinator_bin=$1 worker_bin=$2 cli_bin=$3 form=${4:-short}
make_scratch slurme
slurm=$harness/slurm.sh
on_exit "'$slurm' stop '$scratch/cluster' >/dev/null"
"$slurm" start "$scratch/cluster" --tuned >/dev/null
eval "$("$slurm" env "$scratch/cluster")"

umask 077
echo "slurm-e2e-$$" >"$scratch/token"
"$coordinator_bin" --listen 127.0.0.1:0 --metrics-listen 127.0.0.1:0 --db "$scratch/results.db" \
  --token-file "$scratch/token" --lease-ms 5000 --heartbeat-ms 500 >"$scratch/coordinator.log" 2>&1 &
coordinator_pid=$!
on_exit "kill $coordinator_pid 2>/dev/null; wait $coordinator_pid 2>/dev/null"
wait_until 30 "the coordinator to listen" grep -q '^listening ' "$scratch/coordinator.log"
address=$(sed -n 's/^listening grpc=\([^ ]*\).*/\1/p' "$scratch/coordinator.log")

if [ "$form" = long ]; then seeds=2 sleep_ms=1500; else seeds=2 sleep_ms=200; fi
cat >"$scratch/spec.textproto" <<SPEC
name: "slurm-e2e"
stage {
  repair {
    name: "fake"
    subjects { bugs: ["fake-1", "fake-2", "fake-3", "fake-4", "fake-5"] }
    search { population: 10 generations: 3 }
    strategy: [UNIFORM, PROBABILITY_MATCHING, ADAPTIVE_PURSUIT, EPSILON_GREEDY, UCB]
    credit: AVERAGE
    reward: RAW
    arm_set: [GENPROG_3, GROUPED_7]
    seeds { first: 1 count: $seeds }
    engine { external { argv: ["/usr/bin/python3", "$source_dir/tests/e2e/fake_engine.py", "--sleep-ms", "$sleep_ms"] } }
  }
}
SPEC
export APRGRID_COORDINATOR=$address APRGRID_TOKEN_FILE=$scratch/token
"$cli_bin" submit "$scratch/spec.textproto" || fail "submit failed"
total=100
sql() { sqlite3 "$scratch/results.db" "$1"; }
done_count() { sql "SELECT COUNT(*) FROM attempts WHERE state = 'done'"; }

export APRGRID_WORKER_BIN=$worker_bin APRGRID_WORKER_SLOTS=2 APRGRID_WORK_DIR=$scratch/work
export APRGRID_WORKER_METRICS_PORT=0
export APRGRID_WORKER_ALLOW_ENGINES=/usr/bin/python3  # The fake engine's interpreter.
if [ "$form" = long ]; then
  a=$(sbatch --parsable --time=1 --signal=TERM@30 --output="$scratch/worker-a.out" \
    "$source_dir/deploy/slurm/worker.sbatch")
  wait_until 150 "job A to end at its time limit" bash -c "[ -z \"\$(squeue -h -j $a)\" ]"
else
  a=$(sbatch --parsable --output="$scratch/worker-a.out" "$source_dir/deploy/slurm/worker.sbatch")
  wait_until 60 "job A to finish 40 attempts" bash -c "[ \$(sqlite3 $scratch/results.db \"SELECT COUNT(*) FROM attempts WHERE state = 'done'\") -ge 40 ]"
  scancel --signal=TERM "$a"
  wait_until 30 "job A to drain" bash -c "[ -z \"\$(squeue -h -j $a)\" ]"
fi
state=$(scontrol show job "$a" | grep -o 'JobState=[A-Z]*' || true)
expect_eq "job A state" JobState=COMPLETED "$state"
scontrol show job "$a" | grep -q 'ExitCode=0:0' || fail "job A exit code not 0:0: $(cat "$scratch/worker-a.out")"
grep -q 'drained' "$scratch/worker-a.out" || fail "job A's worker did not drain: $(cat "$scratch/worker-a.out")"
after_a=$(done_count)
[ "$after_a" -lt "$total" ] || fail "job A finished the whole campaign; nothing was left to re-queue"
echo "job A drained after $after_a of $total attempts"

b=$(sbatch --parsable --output="$scratch/worker-b.out" "$source_dir/deploy/slurm/worker.sbatch")
wait_until 240 "the campaign to finish" bash -c "[ \$(sqlite3 $scratch/results.db \"SELECT COUNT(*) FROM attempts WHERE state IN ('queued', 'running')\") -eq 0 ]"
expect_eq "attempts done" "$total" "$(done_count)"
# Released attempts are re-queued without counting a try; nothing failed.
sql "SELECT attempt_key, tries, epoch, error FROM attempts WHERE tries > 0"
expect_eq "tries" 0 "$(sql "SELECT MAX(tries) FROM attempts")"
expect_eq "epochs above 1 (re-queued attempts)" 1 "$(sql 'SELECT COUNT(*) > 0 FROM attempts WHERE epoch > 1')"
scancel --signal=TERM "$b"
wait_until 30 "job B to drain" bash -c "[ -z \"\$(squeue -h -j $b)\" ]"
echo "SLURM campaign: $total attempts done; job A drained at its limit, job B finished"
