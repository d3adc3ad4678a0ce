#!/usr/bin/env bash
# Submits aprgrid workers (and optionally the coordinator) to SLURM. See docs/slurm.md.
#
#   deploy/slurm/launch.sh --coordinator head:7400 --token-file ~/.aprgrid/token --workers 16
#   deploy/slurm/launch.sh --start-coordinator --state-dir /shared/aprgrid --workers 16
#
# Options:
#   --coordinator HOST:PORT  a coordinator that is already running
#   --coordinator-file F     a file holding HOST:PORT of a running coordinator, on a file system
#                            the nodes share; the workers read it again if the coordinator moves
#   --start-coordinator      submit deploy/slurm/coordinator.sbatch first; workers start after it
#                            and read its address from STATE_DIR/coordinator.address
#   --state-dir DIR          shared folder for token, database, address file and Prometheus
#                            targets [$APRGRID_STATE_DIR]
#   --token-file F           bearer token [STATE_DIR/token]
#   --workers N              worker allocations, one node each [1]: one job array of N tasks
#   --one-job                one job of N nodes instead of the array
#   --time T                 time limit of each worker job (sbatch --time) [worker.sbatch's]
#   --dry-run                print the sbatch commands instead of running them
#   -- ARGS                  further sbatch options for every job (e.g. --partition=long)
# Prints one line per submitted job: `coordinator JOBID` / `worker JOBID` (the array's id).
#
# The N one-node tasks of the array (the default) start as soon as any node is free, end and
# requeue themselves independently; one N-node job waits until N nodes are free at once.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)

coordinator='' coordinator_file='' start_coordinator=0 state_dir=${APRGRID_STATE_DIR:-} token_file=''
workers=1 one_job=0 time_limit='' dry_run=0 extra=()
die() { echo "launch.sh: $*" >&2; exit 2; }
while [ $# -gt 0 ]; do
  case $1 in
    --coordinator) coordinator=${2:?}; shift 2 ;;
    --coordinator-file) coordinator_file=${2:?}; shift 2 ;;
    --start-coordinator) start_coordinator=1; shift ;;
    --state-dir) state_dir=${2:?}; shift 2 ;;
    --token-file) token_file=${2:?}; shift 2 ;;
    --workers) workers=${2:?}; shift 2 ;;
    --one-job) one_job=1; shift ;;
    --time) time_limit=${2:?}; shift 2 ;;
    --dry-run) dry_run=1; shift ;;
    --) shift; extra=("$@"); break ;;
    -h | --help) sed -n '2,27p' "$0"; exit 0 ;;
    *) die "unknown option $1 (see --help)" ;;
  esac
done
[[ $workers =~ ^[1-9][0-9]*$ ]] || die "--workers needs a positive number"
given=$start_coordinator
if [ -n "$coordinator" ]; then given=$((given + 1)); fi
if [ -n "$coordinator_file" ]; then given=$((given + 1)); fi
[ "$given" = 1 ] ||
  die "give one of --coordinator HOST:PORT, --coordinator-file F and --start-coordinator"
if [ "$start_coordinator" = 1 ] && [ -z "$state_dir" ]; then
  die "--start-coordinator needs --state-dir"
fi
if [ -n "$coordinator_file" ]; then
  coordinator_file=$(cd "$(dirname "$coordinator_file")" && pwd)/$(basename "$coordinator_file")
fi
if [ -z "$token_file" ]; then
  [ -n "$state_dir" ] || die "give --token-file or --state-dir"
  token_file=$state_dir/token
fi
if [ -n "$state_dir" ]; then
  state_dir=$(mkdir -p "$state_dir" && cd "$state_dir" && pwd)
fi
token_file=$(cd "$(dirname "$token_file")" && pwd)/$(basename "$token_file")

# Runs sbatch --parsable and prints the job id (or the command, with --dry-run).
submit() {
  if [ "$dry_run" = 1 ]; then
    printf '%q ' sbatch "$@" >&2
    echo >&2
    echo DRYRUN
  else
    sbatch --parsable "$@" | cut -d';' -f1
  fi
}

export APRGRID_TOKEN_FILE=$token_file
if [ -n "$state_dir" ]; then
  export APRGRID_STATE_DIR=$state_dir
  export APRGRID_PROMETHEUS_SD_DIR=${APRGRID_PROMETHEUS_SD_DIR:-$state_dir/prometheus-targets}
  mkdir -p "$APRGRID_PROMETHEUS_SD_DIR"
fi

dependency=()
if [ "$start_coordinator" = 1 ]; then
  job=$(submit --export=ALL "${extra[@]}" "$here/coordinator.sbatch")
  echo "coordinator $job"
  dependency=(--dependency="after:$job")
  export APRGRID_COORDINATOR_FILE=$state_dir/coordinator.address
  unset APRGRID_COORDINATOR
elif [ -n "$coordinator_file" ]; then
  export APRGRID_COORDINATOR_FILE=$coordinator_file
  unset APRGRID_COORDINATOR
else
  export APRGRID_COORDINATOR=$coordinator
  unset APRGRID_COORDINATOR_FILE
fi

worker_opts=(--export=ALL "${dependency[@]}")
if [ -n "$time_limit" ]; then worker_opts+=(--time="$time_limit"); fi
if [ "$one_job" = 1 ]; then
  job=$(submit "${worker_opts[@]}" --nodes="$workers" "${extra[@]}" "$here/worker.sbatch")
  echo "worker $job"
else
  job=$(submit "${worker_opts[@]}" --array="1-$workers" "${extra[@]}" "$here/worker.sbatch")
  echo "worker $job"
fi
