#!/usr/bin/env bash
# What one SLURM job per attempt would cost: the wall time of an sbatch job array of N empty tasks
# (`true`) on the harness's single-node SLURM, divided by N. The coordinator benchmark compares its
# own per-attempt overhead with this figure (docs/slurm.md explains why aprgrid does not submit one
# job per attempt).
#
#   bench/slurm_array_overhead.sh [N] [--default-scheduler]
#
# N defaults to 200 (APRGRID_SLURM_ARRAY_TASKS). The scheduler is tuned (batch_sched_delay=0,
# bf_interval=1, sched_min_interval=0) unless --default-scheduler is given. The clock starts just
# before sbatch and stops when the last task has left the queue (polled every 0.1 s). Prints
#   slurm_array_tasks=N
#   slurm_array_wall_seconds=W
#   slurm_array_seconds_per_task=X
# REQUIRES: root and the SLURM/munge packages (tests/harness/slurm.sh). Starts and stops its own
# cluster in a scratch folder; takes about N * 0.25 s tuned.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
slurm=$root/tests/harness/slurm.sh

tasks=${APRGRID_SLURM_ARRAY_TASKS:-200}
tuning=(--tuned)
for arg in "$@"; do
  case $arg in
    --default-scheduler) tuning=() ;;
    [0-9]*) tasks=$arg ;;
    *) echo "usage: $0 [N] [--default-scheduler]" >&2; exit 2 ;;
  esac
done
[[ $tasks =~ ^[1-9][0-9]*$ ]] || { echo "N must be a positive number" >&2; exit 2; }

scratch=$(mktemp -d "${TMPDIR:-/tmp}/aprgrid-slurmbench.XXXXXX")
chmod 755 "$scratch"
cleanup() {
  "$slurm" stop "$scratch/cluster" >/dev/null 2>&1 || true
  rm -rf "$scratch"
}
trap cleanup EXIT
APRGRID_SLURM_EXTRA_CONF="MaxArraySize=$((tasks + 1))
MaxJobCount=$((tasks + 10000))" "$slurm" start "$scratch/cluster" "${tuning[@]}" >&2
eval "$("$slurm" env "$scratch/cluster")"

start=$(date +%s.%N)
job=$(sbatch --parsable --array="0-$((tasks - 1))" --output=/dev/null --wrap true)
job=${job%%;*}
# Bounded: 5 s per task is 20 times the slowest figure seen (1.4 s/task, default scheduler).
deadline=$(( $(date +%s) + 60 + 5 * tasks ))
while [ -n "$(squeue -h -j "$job" -o %i 2>/dev/null | head -n1)" ]; do
  if [ "$(date +%s)" -gt "$deadline" ]; then
    echo "slurm_array_overhead: array $job not finished in time" >&2
    exit 1
  fi
  sleep 0.1
done
end=$(date +%s.%N)

awk -v n="$tasks" -v s="$start" -v e="$end" 'BEGIN {
  printf "slurm_array_tasks=%d\nslurm_array_wall_seconds=%.3f\nslurm_array_seconds_per_task=%.4f\n",
         n, e - s, (e - s) / n }'
