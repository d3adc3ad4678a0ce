#!/bin/sh
# Records the golden corpus of `aprgrid-attempt run`: every bug of subjects/ under three
# configurations, wall_ms replaced by 0. Writes OUT/<config>/<bug>.jsonl and prints
# "<config> <bug> <sha256>" lines (the checked-in digests.txt) on stdout.
#   record.sh BUILD_DIR OUT_DIR > digests.txt
# The configurations must stay in sync with worker/attempt/run_golden_test.cc.
set -eu
build=$1
out=$2
src=$(cd "$(dirname "$0")/../../../.." && pwd)
bin=$build/worker/aprgrid-attempt
config_args() {
  case $1 in
    uniform-genprog3) echo "--strategy UNIFORM --arm-set GENPROG_3 --seed 1" ;;
    egreedy-par18-permutation)
      echo "--strategy EPSILON_GREEDY --credit AVERAGE --reward RELATIVE --arm-set PAR_18" \
           "--activation PER_MUTATION --mode PAPER --seed 2" ;;
    ucb-grouped7-artefact)
      echo "--strategy UCB --credit AVERAGE --reward RAW --arm-set GROUPED_7" \
           "--activation PER_GENERATION --mode ARTEFACT --seed 3" ;;
  esac
}
for config in uniform-genprog3 egreedy-par18-permutation ucb-grouped7-artefact; do
  mkdir -p "$out/$config"
  for dir in "$src"/subjects/*/*/; do
    bug=$(basename "$dir")
    [ -f "$dir/bug.textproto" ] || continue
    # shellcheck disable=SC2046
    "$bin" run --bug "$bug" --subjects "$src/subjects" $(config_args $config) |
      sed -E 's/"wall_ms":"?[0-9]+"?/"wall_ms":0/' > "$out/$config/$bug.jsonl"
    echo "$config $bug $(sha256sum < "$out/$config/$bug.jsonl" | cut -d' ' -f1)"
  done
done | LC_ALL=C sort
