#!/usr/bin/env bash
# The whole of configs/grid-30k.textproto through `aprgrid local` on this machine's cores: the
# full-grid run of the performance goals, under the `long` label (tens of minutes; figures in
# docs/performance.md, "Attempt cost on a grid-30k sample"). Passes when every one of the
# campaign's attempts ended `done` (none failed or cancelled, exit code 0) and `aprgrid report`
# reads the database; prints the wall and CPU time of the run, which are figures to read, not to
# assert.
# Usage: grid30k_full_test.sh APRGRID_BINARY [SCRATCH_DIR]
set -euo pipefail
aprgrid=$1
root=$(cd "$(dirname "$0")/../.." && pwd)
scratch=${2:-$(mktemp -d)}
mkdir -p "$scratch"
db="$scratch/grid-30k.db"
rm -f "$db" "$db-wal" "$db-shm"

cd "$root"
start_ns=$(date +%s%N)
"$aprgrid" local configs/grid-30k.textproto --db "$db" --subjects "$root/subjects" --no-report \
  > "$scratch/local.log" 2>&1 || {
  echo "grid30k_full_test: aprgrid local exited $? (log: $scratch/local.log)" >&2
  tail -20 "$scratch/local.log" >&2
  exit 1
}
end_ns=$(date +%s%N)

expected=$("$aprgrid" expand configs/grid-30k.textproto --count | awk '$1 == "total:" { print $2 }')
counts=$(sqlite3 "$db" "SELECT count(*), coalesce(sum(state = 'done'), 0) FROM attempts
                       WHERE campaign_id = (SELECT campaign_id FROM campaigns WHERE name = 'grid-30k')")
total=${counts%%|*}
done_count=${counts##*|}
if [ -z "$expected" ] || [ "$total" != "$expected" ] || [ "$done_count" != "$expected" ]; then
  echo "grid30k_full_test: expected $expected attempts done, found $done_count done of $total" >&2
  exit 1
fi
"$aprgrid" report grid-30k --db "$db" > "$scratch/report.txt"
grep -q . "$scratch/report.txt" || { echo "grid30k_full_test: empty report" >&2; exit 1; }

# `times` prints the shell's and then its children's user and system CPU.
times > "$scratch/times.txt"  # Not in a pipeline: a subshell would report its own.
read -r child_user child_sys < <(sed -n 2p "$scratch/times.txt")
wall_s=$(awk -v a="$start_ns" -v b="$end_ns" 'BEGIN { printf "%.1f", (b - a) / 1e9 }')
echo "grid-30k: $done_count attempts done in $wall_s s wall; CPU of the run and the checks:" \
     "user $child_user, system $child_sys; load average $(cut -d' ' -f1-3 /proc/loadavg)"
