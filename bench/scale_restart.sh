#!/usr/bin/env bash
# Restarts of the coordinator on one large results database, builds alternating
# (docs/performance.md, "Streamed attempt rows at a restart"). Per round and per build: copies
# DB into a scratch folder, starts BUILD/coordinator/aprgrid-coordinator on the copy under
# `nice -n 10`, waits for its listening line and prints the wall time to it, the CPU seconds and
# the seconds runnable but waiting for a CPU summed over the process's threads
# (/proc/PID/task/*/schedstat), the peak RSS (VmHWM) and the load average at the start; then
# stops it. The copy keeps every run on the same file: a coordinator may write to the file it
# opened. Make DB once with a coordinator and `aprgrid submit configs/scale-1m.textproto --force`
# (bench/scale_wall_time.sh shows how).
# Usage: bench/scale_restart.sh DB ROUNDS BUILD_DIR...
# Example: bench/scale_restart.sh /tmp/s/results.db 8 <main's build> build
set -euo pipefail
db=$1 rounds=$2
shift 2
scratch=$(mktemp -d)
pid=""
trap '[ -n "$pid" ] && kill -KILL "$pid" 2>/dev/null; rm -rf "$scratch"' EXIT
echo bench-token >"$scratch/token"
chmod 600 "$scratch/token"

for round in $(seq "$rounds"); do
  for build in "$@"; do
    rm -f "$scratch"/results.db* "$scratch/out"
    cp "$db" "$scratch/results.db"
    load=$(cut -d' ' -f1-3 /proc/loadavg)
    t0=$(date +%s.%N)
    nice -n 10 "$build/coordinator/aprgrid-coordinator" --listen 127.0.0.1:0 \
      --metrics-listen 127.0.0.1:0 --db "$scratch/results.db" --token-file "$scratch/token" \
      --lease-ms 600000 >"$scratch/out" 2>/dev/null &
    pid=$!
    until grep -q "listening grpc=" "$scratch/out" 2>/dev/null; do sleep 0.01; done
    t1=$(date +%s.%N)
    cpu=$(cat /proc/"$pid"/task/*/schedstat |
      awk '{c += $1; w += $2} END {printf "cpu %.2f s, waiting for a cpu %.2f s", c / 1e9, w / 1e9}')
    rss=$(awk '/^VmHWM/ {printf "%.0f", $2 / 1024}' /proc/"$pid"/status)
    echo "round $round $(date -u +%H:%M:%S) $build: restart to listening $(echo "$t1 - $t0" | bc) s" \
      "wall, $cpu, peak rss $rss MB, load $load"
    kill -TERM "$pid"
    wait "$pid" || true
    pid=""
  done
done
