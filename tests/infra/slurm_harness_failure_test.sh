#!/usr/bin/env bash
# slurm.sh fails clearly and cleans up when the cluster does not come up: with a slurmd that never
# starts (a stand-in on PATH), start gives up after its bound, says why, and leaves no munged or
# slurmctld of that folder running. A stale pid file naming an unrelated live process is ignored.
# shellcheck source=tests/harness/testlib.sh
. "$(dirname "$0")/../harness/testlib.sh"
require_cmd slurmctld slurmd munged
make_scratch slurmf
slurm=$harness/slurm.sh
on_exit "'$slurm' stop '$scratch/cluster' >/dev/null 2>&1"

mkdir -p "$scratch/bin"
cat >"$scratch/bin/slurmd" <<SHIM
#!/bin/bash
# Answers 'slurmd -C' like the real one; otherwise pretends to daemonize and does nothing.
if [ "\${1:-}" = -C ]; then exec $(command -v slurmd) -C; fi
exit 0
SHIM
chmod +x "$scratch/bin/slurmd"

# Stale state from a "previous run": the pid file names this test's own shell, which must survive.
mkdir -p "$scratch/cluster/run"
echo $$ >"$scratch/cluster/run/slurmd.pid"

t0=$SECONDS
if PATH=$scratch/bin:$PATH APRGRID_SLURM_START_TIMEOUT=3 "$slurm" start "$scratch/cluster" \
  >"$scratch/out" 2>&1; then
  fail "start succeeded without a slurmd"
fi
elapsed=$((SECONDS - t0))
[ "$elapsed" -le 20 ] || fail "start took ${elapsed}s to give up"
grep -q 'node not idle after 3s' "$scratch/out" || fail "unclear failure: $(cat "$scratch/out")"
grep -q 'tail .*slurmctld.log' "$scratch/out" || fail "logs not shown: $(cat "$scratch/out")"

left=""
for p in /proc/[0-9]*; do
  if { tr "\0" " " <"$p/cmdline"; } 2>/dev/null | grep -qF -- "$scratch/cluster/"; then
    left="$left ${p#/proc/}"
  fi
done
expect_eq "processes of the failed cluster still running" "" "$left"
