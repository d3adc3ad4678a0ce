#!/usr/bin/env bash
# One binary's shared command-line behaviour (common/flags/program_flags.h), run for real:
# --help and --version exit 0 with their text on stdout; an unknown flag, a missing value and a
# malformed value (the binary's duration or number flag) each print one line on stderr naming
# the flag and exit 2.
# Usage: binary_flags_test.sh BINARY FLAG MALFORMED_ARGS...: MALFORMED_ARGS give FLAG a bad
# value, e.g. `--lease-ms --lease-ms soon`.
# shellcheck source=tests/harness/testlib.sh
. "$(dirname "$0")/../harness/testlib.sh"
binary=$(realpath "$1")
malformed_flag=$2
shift 2
malformed=("$@")
name=$(basename "$binary")
make_scratch flags

# run ARGS...: sets rc, and out/err (file paths).
run() {
  set +e
  (cd "$scratch" && "$binary" "$@" </dev/null >"$scratch/out" 2>"$scratch/err")
  rc=$?
  set -e
}

# usage_error WHAT FLAG ARGS...: exit 2 and exactly one line on stderr that names FLAG.
usage_error() {
  local what=$1 flag=$2
  shift 2
  run "$@"
  expect_eq "$what: exit code of $name $*" 2 "$rc"
  expect_eq "$what: stderr lines of $name $* ($(cat "$scratch/err"))" 1 "$(wc -l <"$scratch/err")"
  grep -q -- "$flag" "$scratch/err" || fail "$what: stderr of $name $* does not name $flag: $(cat "$scratch/err")"
}

run --help
expect_eq "$name --help exit" 0 "$rc"
grep -q '^usage: ' "$scratch/out" || fail "$name --help: no usage line: $(cat "$scratch/out")"
grep -q -- '--version' "$scratch/out" || fail "$name --help does not list --version"
grep -q -- '--log-level' "$scratch/out" || fail "$name --help does not list --log-level"

run --version
expect_eq "$name --version exit" 0 "$rc"
grep -Eq "^$name [0-9]+\.[0-9]+\.[0-9]+ \(commit ([0-9a-f]+|unknown), [A-Za-z]+\)$" "$scratch/out" ||
  fail "$name --version: unexpected text: $(cat "$scratch/out")"

usage_error "unknown flag" --no-such-flag --no-such-flag
usage_error "unknown flag with a value" --colour --colour=red
usage_error "missing value" --log-level --log-level
usage_error "malformed log level" --log-level --log-level loud
usage_error "malformed value" "$malformed_flag" "${malformed[@]}"
