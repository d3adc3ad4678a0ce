#!/usr/bin/env bash
# The deployment files are valid: promtool accepts prometheus.yml and rules.yml, rules_test.yml
# passes, the Grafana dashboard is JSON whose queries name only metrics of docs/metrics.md and
# recording rules of rules.yml, and the SLURM and systemd files are well formed.
# shellcheck source=tests/harness/testlib.sh
. "$(dirname "$0")/../harness/testlib.sh"
require_cmd promtool python3
deploy=$source_dir/deploy
make_scratch deploy

promtool check config "$deploy/prometheus/prometheus.yml" >"$scratch/out" 2>&1 ||
  fail "promtool check config: $(cat "$scratch/out")"
promtool check rules "$deploy/prometheus/rules.yml" >"$scratch/out" 2>&1 ||
  fail "promtool check rules: $(cat "$scratch/out")"
(cd "$deploy/prometheus" && promtool test rules rules_test.yml) >"$scratch/out" 2>&1 ||
  fail "promtool test rules: $(cat "$scratch/out")"

python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$deploy/grafana/aprgrid.json" ||
  fail "aprgrid.json is not JSON"
python3 "$harness/promql_exprs.py" --check-names "$source_dir/docs/metrics.md" \
  "$deploy/prometheus/rules.yml" "$deploy/grafana/aprgrid.json" || fail "unknown metric names"
panels=$(python3 "$harness/promql_exprs.py" "$deploy/grafana/aprgrid.json" | wc -l)
[ "$panels" -ge 15 ] || fail "only $panels dashboard expressions"
# The dashboard covers what the issue asks for.
for want in finished_ratio attempt_completions_total patched_ratio workers_connected \
  store_batch_duration_seconds; do
  grep -q "$want" "$deploy/grafana/aprgrid.json" || fail "dashboard has no $want panel"
done

for f in "$deploy"/slurm/*.sbatch "$deploy"/slurm/*.sh; do
  bash -n "$f" || fail "$f: syntax"
done
grep -q '^#SBATCH --signal=B:USR1@120' "$deploy/slurm/worker.sbatch" ||
  fail "worker.sbatch must ask for a warning (to its batch shell) before the time limit"
grep -q '^#SBATCH --requeue' "$deploy/slurm/worker.sbatch" || fail "worker.sbatch must be requeueable"
"$deploy/slurm/launch.sh" --coordinator h:7400 --token-file /dev/null --workers 3 --dry-run \
  >"$scratch/launch" 2>&1 || fail "launch.sh --dry-run: $(cat "$scratch/launch")"
expect_eq "dry-run worker jobs (one array)" 1 \
  "$(grep -c '^sbatch .*--array=1-3 .*worker.sbatch' "$scratch/launch")"

for f in "$deploy"/systemd/*.service; do
  for section in '\[Unit\]' '\[Service\]' '\[Install\]'; do
    grep -q "^$section" "$f" || fail "$f has no $section section"
  done
  grep -q '^ExecStart=' "$f" || fail "$f has no ExecStart"
done
# systemd's own checker, where installed; the binaries are not installed here, so that complaint
# is expected and everything else is an error.
if command -v systemd-analyze >/dev/null 2>&1; then
  for f in "$deploy"/systemd/*.service; do
    problems=$(systemd-analyze verify "$f" 2>&1 | grep -v 'is not executable' || true)
    [ -z "$problems" ] || fail "systemd-analyze verify $f: $problems"
  done
fi
