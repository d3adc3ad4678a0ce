#!/usr/bin/env bash
# A real Prometheus server on 127.0.0.1 for tests, confined to one folder.
#
#   prometheus.sh start DIR CONFIG          start on a free port; return when /-/ready answers
#   prometheus.sh stop DIR                  stop it (by its pid file)
#   prometheus.sh url DIR                   print http://127.0.0.1:PORT
#   prometheus.sh query DIR PROMQL          print the /api/v1/query JSON; exit 1 unless "success"
#   prometheus.sh await DIR PROMQL [SECS]   repeat the query until its result is non-empty
#
# CONFIG is used in place, so its rule_files and file_sd paths resolve relative to it. The TSDB,
# the log, the port and the pid file live under DIR. Prometheus waits about 5 s before its first
# scrape, so a test that needs samples should `await` them (default 30 s) rather than sleep.
# Waits are bounded (APRGRID_PROMETHEUS_START_TIMEOUT, default 30 s); on failure the log is
# printed, the server is stopped and the exit status is 1.
# REQUIRES: the Debian package prometheus, curl, python3.
set -euo pipefail

die() { echo "prometheus.sh: $*" >&2; exit 1; }
usage() { sed -n '2,8p' "$0" >&2; exit 2; }

[ $# -ge 2 ] || usage
cmd=$1
mkdir -p "$2"
dir=$(cd "$2" && pwd)
shift 2
start_timeout=${APRGRID_PROMETHEUS_START_TIMEOUT:-30}

live_pid() {
  local pid
  [ -f "$dir/prometheus.pid" ] || return 1
  pid=$(tr -dc '0-9' <"$dir/prometheus.pid")
  [ -n "$pid" ] && [ -r "/proc/$pid/cmdline" ] || return 1
  tr '\0' ' ' <"/proc/$pid/cmdline" | grep -qF -- "$dir/" || return 1
  echo "$pid"
}

base_url() {
  [ -f "$dir/port" ] || die "not started in $dir"
  echo "http://127.0.0.1:$(cat "$dir/port")"
}

free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

do_stop() {
  local pid
  if pid=$(live_pid); then
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 100); do
      [ -d "/proc/$pid" ] || break
      sleep 0.1
    done
    if [ -d "/proc/$pid" ]; then kill -KILL "$pid" 2>/dev/null || true; fi
  fi
  rm -f "$dir/prometheus.pid"
}

do_start() {
  [ $# -eq 1 ] || usage
  local config port pid t0
  config=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
  [ -f "$config" ] || die "no config $1"
  do_stop  # A server left by an earlier run in the same folder.
  rm -rf "$dir/data"
  # The port is free when picked but could be taken before Prometheus binds it: try again then.
  for _ in 1 2 3; do
    port=$(free_port)
    echo "$port" >"$dir/port"
    prometheus --config.file="$config" --storage.tsdb.path="$dir/data" \
      --web.listen-address="127.0.0.1:$port" --web.enable-lifecycle \
      >"$dir/prometheus.log" 2>&1 </dev/null &
    pid=$!
    echo "$pid" >"$dir/prometheus.pid"
    t0=$SECONDS
    while [ -d "/proc/$pid" ] && [ $((SECONDS - t0)) -lt "$start_timeout" ]; do
      if curl -sf -o /dev/null "http://127.0.0.1:$port/-/ready"; then
        echo "prometheus.sh: ready at http://127.0.0.1:$port"
        return 0
      fi
      sleep 0.1
    done
    if [ -d "/proc/$pid" ] || ! grep -q 'address already in use' "$dir/prometheus.log"; then
      break
    fi
  done
  echo "---- tail $dir/prometheus.log" >&2
  tail -n 30 "$dir/prometheus.log" >&2
  do_stop
  die "not ready after ${start_timeout}s"
}

# Runs PROMQL; prints the response; fails on an HTTP error or a status other than success.
do_query() {
  [ $# -eq 1 ] || usage
  local out
  out=$(curl -sS -G --max-time 10 "$(base_url)/api/v1/query" --data-urlencode "query=$1") ||
    die "query failed: $1"
  echo "$out"
  python3 -c 'import json, sys; sys.exit(json.loads(sys.argv[1]).get("status") != "success")' \
    "$out" || die "query not successful: $1"
}

do_await() {
  if [ $# -lt 1 ] || [ $# -gt 2 ]; then usage; fi
  local limit=${2:-30} t0=$SECONDS out
  while :; do
    if out=$(do_query "$1" 2>/dev/null) && python3 -c '
import json, sys
sys.exit(not json.loads(sys.argv[1])["data"]["result"])' "$out"; then
      echo "$out"
      return 0
    fi
    [ $((SECONDS - t0)) -lt "$limit" ] || die "no data after ${limit}s for: $1 (last: ${out:-none})"
    sleep 0.5
  done
}

case $cmd in
  start) do_start "$@" ;;
  stop) [ $# -eq 0 ] || usage; do_stop ;;
  url) base_url ;;
  query) do_query "$@" ;;
  await) do_await "$@" ;;
  *) usage ;;
esac
