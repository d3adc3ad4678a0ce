#!/usr/bin/env bash
# The harness Prometheus works: it starts on a free loopback port, scrapes a small exporter found
# through file_sd, answers queries with data, and stops. A broken configuration makes start fail
# fast with the log shown (bounded wait, nothing left running).
# shellcheck source=tests/harness/testlib.sh
. "$(dirname "$0")/../harness/testlib.sh"
require_cmd prometheus curl python3
make_scratch prom
prom=$harness/prometheus.sh

python3 "$harness/fake_exporter.py" --role coordinator --metrics-doc "$source_dir/docs/metrics.md" \
  --port-file "$scratch/exporter.port" &
exporter=$!
on_exit "kill $exporter 2>/dev/null; wait $exporter 2>/dev/null"
wait_until 10 "the exporter's port" test -s "$scratch/exporter.port"

mkdir -p "$scratch/sd"
echo "[{\"targets\": [\"127.0.0.1:$(cat "$scratch/exporter.port")\"]}]" >"$scratch/sd/fake.json"
cat >"$scratch/prometheus.yml" <<CONF
global: {scrape_interval: 1s, evaluation_interval: 1s}
scrape_configs:
  - job_name: fake
    file_sd_configs: [{files: ['sd/*.json'], refresh_interval: 1s}]
CONF
on_exit "'$prom' stop '$scratch/server'"
"$prom" start "$scratch/server" "$scratch/prometheus.yml"
out=$("$prom" await "$scratch/server" 'aprgrid_coordinator_workers_connected{job="fake"}' 30)
python3 - "$out" <<'PY' || fail "unexpected query result: $out"
import json, sys
result = json.loads(sys.argv[1])["data"]["result"]
assert len(result) == 1 and float(result[0]["value"][1]) > 0, result
PY
# A query that does not parse is reported as a failure.
if "$prom" query "$scratch/server" 'sum(' >/dev/null 2>&1; then fail "bad PromQL accepted"; fi

pid=$(cat "$scratch/server/prometheus.pid")
"$prom" stop "$scratch/server"
[ ! -d "/proc/$pid" ] || fail "prometheus $pid still running after stop"

# A configuration Prometheus rejects: start fails within the bound and leaves nothing running.
echo 'scrape_configs: [{job_name: x, scrape_interval: nonsense}]' >"$scratch/broken.yml"
t0=$SECONDS
if APRGRID_PROMETHEUS_START_TIMEOUT=10 "$prom" start "$scratch/broken" "$scratch/broken.yml" \
  2>"$scratch/broken.err"; then
  fail "start succeeded with a broken config"
fi
[ $((SECONDS - t0)) -le 12 ] || fail "start took $((SECONDS - t0))s to give up"
grep -q 'not ready' "$scratch/broken.err" || fail "no clear message: $(cat "$scratch/broken.err")"
[ ! -f "$scratch/broken/prometheus.pid" ] || fail "pid file left after a failed start"
