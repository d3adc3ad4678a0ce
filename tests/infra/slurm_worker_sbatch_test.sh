#!/usr/bin/env bash
# deploy/slurm/worker.sbatch and launch.sh on the harness SLURM, with a stand-in worker binary
# (a script that records its arguments and drains on SIGTERM like aprgrid-worker):
# - the worker runs as the job step with the documented flags (its Prometheus target file is its
#   own to write: --metrics-target-file);
# - SIGTERM for the job's steps (`scancel --signal=TERM`, an operator's stop) reaches the worker,
#   which exits 0; the job ends COMPLETED, not requeued, and a target file left behind is removed;
# - launch.sh submits the workers as one job array, and a plain scancel still cleans up the
#   target files.
# The time-limit warning and the requeue are tested with real binaries by tests/ops
# (ops.slurm_requeue_short and _long).
# shellcheck source=tests/harness/testlib.sh
. "$(dirname "$0")/../harness/testlib.sh"
require_cmd slurmctld slurmd munged sbatch squeue scancel scontrol
make_scratch slurmw
slurm=$harness/slurm.sh
on_exit "'$slurm' stop '$scratch/cluster' >/dev/null"
"$slurm" start "$scratch/cluster" --tuned >/dev/null
eval "$("$slurm" env "$scratch/cluster")"

cat >"$scratch/fake-worker" <<'WORKER'
#!/bin/bash
# Stand-in for aprgrid-worker: note the arguments, run until SIGTERM, then "drain" and exit 0.
out=$FAKE_WORKER_OUT/$SLURM_JOB_ID
mkdir -p "$out"
printf '%s\n' "$@" >"$out/args"
trap 'echo drained >"$out/drained"; exit 0' TERM
touch "$out/running"
while :; do sleep 0.1; done
WORKER
chmod +x "$scratch/fake-worker"
echo secret >"$scratch/token"
mkdir -p "$scratch/out" "$scratch/targets"
export FAKE_WORKER_OUT=$scratch/out APRGRID_WORKER_BIN=$scratch/fake-worker
export APRGRID_TOKEN_FILE=$scratch/token APRGRID_PROMETHEUS_SD_DIR=$scratch/targets
export APRGRID_WORKER_METRICS_PORT=19401 APRGRID_WORK_DIR=$scratch/work

# --- one worker job, drained by SIGTERM to its steps.
job=$(APRGRID_COORDINATOR=127.0.0.1:7400 sbatch --parsable --output="$scratch/worker-%j.out" \
  "$source_dir/deploy/slurm/worker.sbatch")
wait_until 30 "the worker step to start" test -f "$scratch/out/$job/running"
args=$(tr '\n' ' ' <"$scratch/out/$job/args")
for want in "--coordinator 127.0.0.1:7400" "--token-file $scratch/token" \
  "--metrics-listen 0.0.0.0:19401" "--label slurm_job_id=$job" "--slots " \
  "--work-dir $scratch/work"; do
  [[ $args == *"$want"* ]] || fail "worker arguments lack '$want': $args"
done
[[ $args == *"--metrics-target-file $scratch/targets/$job-%h.json"* ]] ||
  fail "worker arguments lack the target file: $args"
# What a worker killed before it could remove its file leaves behind.
echo '[]' >"$scratch/targets/$job-$(hostname).json"

scancel --signal=TERM "$job"
wait_until 30 "the worker to drain" test -f "$scratch/out/$job/drained"
wait_until 30 "job $job to leave the queue" bash -c "[ -z \"\$(squeue -h -j $job)\" ]"
state=$(scontrol show job "$job" | grep -o 'JobState=[A-Z]* Reason=[^ ]*' || true)
[[ $state == JobState=COMPLETED* ]] || fail "job $job: $state; output: $(cat "$scratch"/worker-"$job".out)"
scontrol show job "$job" | grep -q 'ExitCode=0:0' || fail "job $job exit code not 0:0"
[ ! -e "$scratch/targets/$job-$(hostname).json" ] || fail "target file left after the job ended"
expect_eq "restarts (an operator's stop does not requeue)" 0 \
  "$(scontrol show job "$job" | grep -o 'Restarts=[0-9]*' | cut -d= -f2)"

# --- launch.sh: an array of two one-node tasks (--exclusive: one runs, one waits), then a plain
# scancel.
"$source_dir/deploy/slurm/launch.sh" --coordinator 127.0.0.1:7400 --token-file "$scratch/token" \
  --workers 2 -- --output="$scratch/launch-%j.out" >"$scratch/launched"
mapfile -t jobs < <(awk '$1 == "worker" { print $2 }' "$scratch/launched")
expect_eq "jobs submitted by launch.sh (one array)" 1 "${#jobs[@]}"
wait_until 30 "a launched worker to start" \
  bash -c "ls '$scratch'/out/*/running 2>/dev/null | grep -qv '/$job/'"
expect_eq "array tasks in the queue" 2 "$(squeue -h -r -j "${jobs[0]}" -o %i | wc -l)"
running=$(basename "$(dirname "$(ls "$scratch"/out/*/running | grep -v "/$job/")")")
echo '[]' >"$scratch/targets/$running-$(hostname).json"
scancel "${jobs[@]}"
wait_until 30 "launched jobs to leave the queue" bash -c "[ -z \"\$(squeue -h -n aprgrid-worker)\" ]"
expect_eq "target files left" "" "$(ls "$scratch/targets")"
