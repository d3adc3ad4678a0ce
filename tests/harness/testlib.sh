# shellcheck shell=bash disable=SC2034
# Shared helpers for the shell tests under tests/. Source it: `. "$harness/testlib.sh"`.
#
# Gives: fail MSG (exit 1 with a clear line), expect_eq WHAT EXPECTED ACTUAL, on_exit CMD (cleanups
# run in reverse order when the test exits, even after a failure), make_scratch NAME (scratch= a
# fresh folder under $TMPDIR, removed on exit; short, because munge's socket path must stay under
# 108 bytes), wait_until SECS DESC CMD... (bounded polling), require_cmd NAME...
# Sets harness= (this folder) and source_dir= (the repository root).
set -euo pipefail

harness=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source_dir=$(cd "$harness/../.." && pwd)
_cleanups=()

fail() {
  echo "FAIL: $*" >&2
  exit 1
}

expect_eq() {
  [ "$2" = "$3" ] || fail "$1: expected '$2', got '$3'"
}

on_exit() {
  _cleanups+=("$*")
}

_run_cleanups() {
  local rc=$? i
  set +e
  for ((i = ${#_cleanups[@]} - 1; i >= 0; i--)); do
    eval "${_cleanups[i]}"
  done
  if [ "$rc" -eq 0 ]; then echo "PASS"; fi
  exit "$rc"
}
trap _run_cleanups EXIT
trap 'exit 130' INT TERM

# Sets scratch= to a new folder (not by command substitution: the cleanup must be registered in
# this shell). Call it before starting daemons so that it is removed after they are stopped.
make_scratch() {
  scratch=$(mktemp -d "${TMPDIR:-/tmp}/aprgrid-$1.XXXXXX")
  chmod 755 "$scratch"  # munged wants every folder above its socket traversable by all.
  on_exit "rm -rf '$scratch'"
}

# wait_until SECS DESCRIPTION CMD...: runs CMD every 0.2 s until it succeeds; fails after SECS.
wait_until() {
  local limit=$1 what=$2 t0=$SECONDS
  shift 2
  until "$@"; do
    [ $((SECONDS - t0)) -lt "$limit" ] || fail "timed out after ${limit}s waiting for $what"
    sleep 0.2
  done
}

require_cmd() {
  local c
  for c in "$@"; do
    command -v "$c" >/dev/null 2>&1 ||
      fail "$c not found (scripts/install-deps.sh installs it)"
  done
}

# skip_unless_ci REASON: a dependency of the test is missing (no network, no tool). On a
# developer's machine the test is skipped (exit 77, which ctest reports as skipped given
# SKIP_RETURN_CODE 77); when CI is set (anything but "", "0", "false") it fails instead, because
# ctest still prints "100% tests passed" with tests skipped. tests/harness/ci_skip.h is the same
# rule for GoogleTest.
skip_unless_ci() {
  case "${CI:-}" in
    "" | 0 | false)
      echo "SKIP: $*" >&2
      exit 77
      ;;
  esac
  fail "$* (a missing dependency fails the test when CI is set; CI=$CI)"
}
