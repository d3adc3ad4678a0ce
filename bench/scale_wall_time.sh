#!/usr/bin/env bash
# Where the wall time of a large Submit and of the restart after it goes (docs/performance.md,
# "Wall time at a million attempts"). Per build, alternating, ROUNDS times: a coordinator on a
# fresh database in a scratch folder, `aprgrid submit SPEC --force`, then a restart on that file
# until its listening line. For each it prints the wall time and, summed over the coordinator's
# threads from /proc/PID/task/*/schedstat, the seconds on a CPU and the seconds runnable but
# waiting for one, since the process started; for a phase whose threads run one after another,
# what is left of the wall time is time blocked (I/O, locks, sleep), while threads that run at
# the same time add up to more than the wall time. Also the bytes the process wrote and its peak
# RSS. The CLI is the first build's.
# Usage: bench/scale_wall_time.sh SPEC ROUNDS BUILD_DIR...   (each BUILD_DIR has
#        coordinator/aprgrid-coordinator; the first also cli/aprgrid)
# Example: bench/scale_wall_time.sh configs/scale-1m.textproto 3 <main's build> build
set -euo pipefail
spec=$1 rounds=$2
shift 2
cli=$1/cli/aprgrid
scratch=$(mktemp -d)
pid=""
trap '[ -n "$pid" ] && kill -KILL "$pid" 2>/dev/null; rm -rf "$scratch"' EXIT
echo bench-token >"$scratch/token"
chmod 600 "$scratch/token"

# Starts BINARY on the scratch database; sets pid and address once it listens.
start() {
  rm -f "$scratch/out"
  "$1" --listen 127.0.0.1:0 --metrics-listen 127.0.0.1:0 --db "$scratch/results.db" \
    --token-file "$scratch/token" --lease-ms 600000 >"$scratch/out" 2>/dev/null &
  pid=$!
  until grep -q "listening grpc=" "$scratch/out" 2>/dev/null; do sleep 0.02; done
  address=$(sed -n 's/.*listening grpc=\([^ ]*\).*/\1/p' "$scratch/out")
}

# "cpu C s, waiting W s, wrote B MB, peak R MB" for the running coordinator.
figures() {
  cat /proc/"$pid"/task/*/schedstat |
    awk '{c += $1; w += $2} END {printf "cpu %.2f s, waiting for a cpu %.2f s", c / 1e9, w / 1e9}'
  awk '/^write_bytes/ {printf ", wrote %.0f MB", $2 / 1e6}' /proc/"$pid"/io
  awk '/^VmHWM/ {printf ", peak rss %.0f MB\n", $2 / 1024}' /proc/"$pid"/status
}

stop() {
  kill -TERM "$pid"
  wait "$pid" || true
  pid=""
}

for round in $(seq "$rounds"); do
  for build in "$@"; do
    rm -f "$scratch"/results.db*
    echo "== round $round $build $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)"
    start "$build/coordinator/aprgrid-coordinator"
    t0=$(date +%s.%N)
    "$cli" submit "$spec" --force --coordinator "$address" --token-file "$scratch/token" >/dev/null
    t1=$(date +%s.%N)
    echo "submit: $(echo "$t1 - $t0" | bc) s wall; $(figures)"
    stop
    t0=$(date +%s.%N)
    start "$build/coordinator/aprgrid-coordinator"
    t1=$(date +%s.%N)
    echo "restart to listening: $(echo "$t1 - $t0" | bc) s wall; $(figures)"
    stop
  done
done
