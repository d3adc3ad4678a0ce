#!/usr/bin/env bash
# Every PromQL expression of deploy/prometheus/rules.yml and deploy/grafana/aprgrid.json runs
# against a real Prometheus that uses deploy/prometheus/prometheus.yml (intervals shortened,
# targets pointed at stand-in exporters that serve every metric of docs/metrics.md): each must
# parse, and each recording rule and dashboard query must return data. Alert conditions are empty
# while nothing is wrong, so they are only checked for parsing here (rules_test.yml tests them).
# When the daemons exist, the coordinator's own tests run the same expressions against it.
# shellcheck source=tests/harness/testlib.sh
. "$(dirname "$0")/../harness/testlib.sh"
require_cmd prometheus curl python3
make_scratch promql
prom=$harness/prometheus.sh
deploy=$source_dir/deploy

for role in coordinator worker; do
  python3 "$harness/fake_exporter.py" --role "$role" --metrics-doc "$source_dir/docs/metrics.md" \
    --port-file "$scratch/$role.port" &
  on_exit "kill $! 2>/dev/null; wait $! 2>/dev/null"
  wait_until 10 "the $role exporter's port" test -s "$scratch/$role.port"
done

# The deployed configuration, with 1 s intervals, the coordinator target replaced and one worker
# target file in the file_sd folder it names.
cp "$deploy/prometheus/rules.yml" "$scratch/"
mkdir -p "$scratch/workers"
echo "[{\"targets\": [\"127.0.0.1:$(cat "$scratch/worker.port")\"]}]" >"$scratch/workers/w.json"
python3 - "$deploy/prometheus/prometheus.yml" "$scratch/prometheus.yml" \
  "127.0.0.1:$(cat "$scratch/coordinator.port")" <<'PY'
import sys, yaml
conf = yaml.safe_load(open(sys.argv[1]))
conf["global"].update(scrape_interval="1s", evaluation_interval="1s")
jobs = {j["job_name"]: j for j in conf["scrape_configs"]}
jobs["aprgrid-coordinator"]["static_configs"] = [{"targets": [sys.argv[3]]}]
jobs["aprgrid-worker"]["file_sd_configs"][0]["refresh_interval"] = "1s"
yaml.safe_dump(conf, open(sys.argv[2], "w"))
PY
on_exit "'$prom' stop '$scratch/server'"
"$prom" start "$scratch/server" "$scratch/prometheus.yml"
"$prom" await "$scratch/server" 'up{job="aprgrid-worker"} == 1' 30 >/dev/null
"$prom" await "$scratch/server" 'up{job="aprgrid-coordinator"} == 1' 30 >/dev/null

files=("$deploy/prometheus/rules.yml" "$deploy/grafana/aprgrid.json")
mapfile -t data < <(python3 "$harness/promql_exprs.py" --kind data "${files[@]}")
mapfile -t alerts < <(python3 "$harness/promql_exprs.py" --kind alerts "${files[@]}")
[ "${#data[@]}" -ge 20 ] || fail "only ${#data[@]} data expressions extracted"
[ "${#alerts[@]}" -ge 4 ] || fail "only ${#alerts[@]} alert expressions extracted"
# One process polls them all (a shell loop costs several processes per query). rate() needs two
# scrapes and recording rules an evaluation after that, so each expression may take a few seconds
# to have data; the whole check is bounded by 45 s.
python3 - "$("$prom" url "$scratch/server")" "${#data[@]}" "${data[@]}" "${alerts[@]}" <<'PY' ||
import json, sys, time, urllib.parse, urllib.request
url, n_data, exprs = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
def query(expr):
    q = urllib.parse.urlencode({"query": expr})
    try:
        with urllib.request.urlopen(f"{url}/api/v1/query?{q}", timeout=10) as r:
            return json.load(r)
    except urllib.error.HTTPError as e:  # 400 with a JSON error body for a parse error
        return json.load(e)
deadline = time.time() + 45
for i, expr in enumerate(exprs):
    while True:
        answer = query(expr)
        if answer.get("status") != "success":
            sys.exit(f"does not parse: {expr}: {answer.get('error')}")
        if i >= n_data or answer["data"]["result"]:
            break
        if time.time() > deadline:
            sys.exit(f"no data for: {expr}")
        time.sleep(0.5)
PY
  fail "an expression failed against the real Prometheus"
echo "${#data[@]} expressions returned data; ${#alerts[@]} alert conditions parsed"
