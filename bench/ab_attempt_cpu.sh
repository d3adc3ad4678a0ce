#!/usr/bin/env bash
# Per-bug CPU of one repair attempt under two builds, alternating, for a before/after comparison
# of attempt cost in the same run (docs/performance.md, "Before and after the second wave").
# Every bug of the first tree runs repair_bench's default attempt (UNIFORM, PAR_18, 40 x 10,
# seed 1) through each tree's own aprgrid-attempt and subjects, ROUNDS times; the process's user +
# system CPU is read with /usr/bin/time. Prints one line per run, then the medians.
# Usage: bench/ab_attempt_cpu.sh BASE_TREE HEAD_TREE [ROUNDS]   (each tree has build/ and subjects/)
set -euo pipefail
base=$1 head=$2 rounds=${3:-3}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
bugs=$(find "$head/subjects" -mindepth 3 -maxdepth 3 -name bug.textproto -printf '%h\n' |
  xargs -n1 basename | sort)
for r in $(seq "$rounds"); do
  for bug in $bugs; do
    for tree in "$base" "$head"; do
      /usr/bin/time -o "$out/time" -f "%U %S" "$tree/build/worker/aprgrid-attempt" run --bug "$bug" \
        --subjects "$tree/subjects" --strategy UNIFORM --arm-set PAR_18 --seed 1 --population 40 \
        --generations 10 --tournament-k 2 --crossover-rate 0.5 --positive-sample 0.1 \
        --negative-weight 2 --localisation JARFLY_RUNS --check-space true >"$out/json" 2>/dev/null ||
        true
      patched=$(grep -c '"patched":true' "$out/json" || true)
      echo "$r $bug $([ "$tree" = "$base" ] && echo base || echo head) $(tail -1 "$out/time") $patched"
    done
  done
done | tee "$out/runs"
python3 - "$out/runs" <<'PY'
import collections, statistics as st, sys
cpu = collections.defaultdict(list)
for line in open(sys.argv[1]):
    _, bug, which, user, system, _ = line.split()
    cpu[(bug, which)].append(float(user) + float(system))
bugs = sorted({b for b, _ in cpu})
med = {k: st.median(v) for k, v in cpu.items()}
base = [med[(b, 'base')] for b in bugs]
head = [med[(b, 'head')] for b in bugs]
print("bugs %d; median attempt CPU: base %.3f s, head %.3f s (head/base %.2f); "
      "median of per-bug ratios %.2f; mean CPU head/base %.2f" %
      (len(bugs), st.median(base), st.median(head), st.median(head) / st.median(base),
       st.median([h / b for h, b in zip(head, base)]), sum(head) / sum(base)))
PY
