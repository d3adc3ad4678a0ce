#!/usr/bin/env bash
# SLURM time limits on the harness cluster (label "long": SLURM's shortest limit is one minute).
# Two 1-minute jobs run side by side, each with a step that traps SIGTERM:
# - "drain" has --signal=TERM@30 (as worker.sbatch has TERM@120): its step gets SIGTERM before the
#   limit, the batch shell does not, the step exits 0 and the job ends COMPLETED.
# - "limit" has no --signal and its step ignores the first SIGTERM: at the limit the step and the
#   batch shell both get SIGTERM, then SIGKILL after KillWait; the job ends TIMEOUT.
# shellcheck source=tests/harness/testlib.sh
. "$(dirname "$0")/../harness/testlib.sh"
require_cmd slurmctld slurmd munged sbatch squeue scontrol
make_scratch slurmt
slurm=$harness/slurm.sh
on_exit "'$slurm' stop '$scratch/cluster' >/dev/null"
"$slurm" start "$scratch/cluster" --tuned >/dev/null
eval "$("$slurm" env "$scratch/cluster")"

# step.sh DIR EXIT_ON_TERM: records the seconds since its start at each SIGTERM.
cat >"$scratch/step.sh" <<'STEP'
#!/bin/bash
start=$SECONDS
on_term() { echo $((SECONDS - start)) >>"$1/step-term"; [ "$2" = 1 ] && exit 0; }
trap 'on_term "$1" "$2"' TERM
while :; do sleep 0.2; done
STEP
chmod +x "$scratch/step.sh"
batch() {  # batch NAME EXIT_ON_TERM
  mkdir -p "$scratch/$1"
  echo "trap 'echo TERM >>$scratch/$1/batch-term' TERM; srun $scratch/step.sh $scratch/$1 $2"
}
drain=$(sbatch --parsable --time=1 --signal=TERM@30 --output="$scratch/drain.out" \
  --wrap "$(batch drain 1)")
limit=$(sbatch --parsable --time=1 --output="$scratch/limit.out" --wrap "$(batch limit 0)")
wait_until 150 "both jobs to end" bash -c "[ -z \"\$(squeue -h -j $drain,$limit)\" ]"

job_state() { scontrol show job "$1" | grep -o 'JobState=[A-Z]*'; }
expect_eq "drain job state" JobState=COMPLETED "$(job_state "$drain")"
[ -s "$scratch/drain/step-term" ] || fail "the --signal=TERM@30 step never got SIGTERM"
t=$(head -n1 "$scratch/drain/step-term")
[ "$t" -lt 60 ] || fail "step got SIGTERM at ${t}s, not before the 60s limit"
[ ! -e "$scratch/drain/batch-term" ] || fail "--signal without B: signalled the batch shell"
echo "drain: step got SIGTERM after ${t}s of a 60s limit"

expect_eq "limit job state" JobState=TIMEOUT "$(job_state "$limit")"
[ -s "$scratch/limit/step-term" ] || fail "the step got no SIGTERM at the time limit"
[ -s "$scratch/limit/batch-term" ] || fail "the batch shell got no SIGTERM at the time limit"
echo "limit: step got SIGTERM after $(head -n1 "$scratch/limit/step-term")s, then SIGKILL"
