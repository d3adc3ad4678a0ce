#!/usr/bin/env bash
# The harness SLURM works: the node comes up idle, srun runs a step, an sbatch job array runs every
# task, a SIGTERM sent with `scancel --signal=TERM` reaches the job step but not the batch shell,
# and stop leaves no daemon behind. (The same signal path as `--signal=TERM@120` at a time limit,
# which slurm_time_limit_test.sh checks under the "long" label.)
# shellcheck source=tests/harness/testlib.sh
. "$(dirname "$0")/../harness/testlib.sh"
require_cmd slurmctld slurmd munged sbatch srun squeue scancel scontrol
make_scratch slurm
slurm=$harness/slurm.sh
on_exit "'$slurm' stop '$scratch/cluster' >/dev/null"
"$slurm" start "$scratch/cluster" --tuned
eval "$("$slurm" env "$scratch/cluster")"

# A second start is a no-op.
"$slurm" start "$scratch/cluster" --tuned | grep -q 'already running' || fail "start not idempotent"

expect_eq "srun hostname" "$(hostname)" "$(timeout 30 srun -N1 hostname)"

# An array of 4 tasks; --wait returns when all are done.
mkdir "$scratch/array"
timeout 60 sbatch --wait --array=0-3 --output="$scratch/array/%A_%a.out" \
  --wrap 'echo "task $SLURM_ARRAY_TASK_ID"' >/dev/null || fail "array job failed"
expect_eq "array outputs" 4 "$(find "$scratch/array" -name '*.out' | wc -l)"
expect_eq "array task 3 output" "task 3" "$(cat "$scratch"/array/*_3.out)"

# A job whose step traps SIGTERM; the batch shell records whether it saw one too.
cat >"$scratch/step.sh" <<'STEP'
#!/bin/bash
trap 'echo TERM >"$1/step-term"; exit 0' TERM
touch "$1/step-running"
while :; do sleep 0.1; done
STEP
chmod +x "$scratch/step.sh"
job=$(sbatch --parsable --output="$scratch/signal.out" --wrap \
  "trap 'echo TERM >$scratch/batch-term' TERM; srun $scratch/step.sh $scratch; echo step-done >$scratch/batch-done")
wait_until 30 "the step to start" test -f "$scratch/step-running"
scancel --signal=TERM "$job"
wait_until 30 "the step to get SIGTERM" test -f "$scratch/step-term"
wait_until 30 "the batch script to finish" test -f "$scratch/batch-done"
[ ! -e "$scratch/batch-term" ] || fail "scancel --signal=TERM also signalled the batch shell"
wait_until 30 "job $job to leave the queue" \
  bash -c "[ -z \"\$(squeue -h -j $job 2>/dev/null)\" ]"
scontrol show job "$job" | grep -q 'JobState=COMPLETED' ||
  fail "job $job did not complete: $(scontrol show job "$job" | grep -o 'JobState=[A-Z]*')"

# stop: every daemon of this folder is gone.
pids=$(cat "$scratch/cluster/run/slurmctld.pid" "$scratch/cluster/run/slurmd.pid" \
  "$scratch/cluster/munge/munged.pid")
"$slurm" stop "$scratch/cluster" >/dev/null
for pid in $pids; do
  [ ! -d "/proc/$pid" ] || fail "pid $pid still running after stop"
done
! "$slurm" status "$scratch/cluster" || fail "status says running after stop"
