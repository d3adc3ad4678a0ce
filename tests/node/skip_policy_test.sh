#!/usr/bin/env bash
# The rule the Node.js tests follow when a dependency is missing (tests/harness/testlib.sh,
# skip_unless_ci), run against client_test.sh itself with a PATH that has no node: exit 77
# (skipped) on a developer's machine; exit 1 naming the missing dependency when CI=true.
# shellcheck source=tests/harness/testlib.sh
. "$(dirname "$0")/../harness/testlib.sh"
make_scratch skippolicy
# A PATH with the tools the script needs but no node.
mkdir "$scratch/bin"
for tool in bash dirname mktemp chmod rm cat grep sed; do
  ln -s "$(command -v "$tool")" "$scratch/bin/$tool"
done
run_without_node() {
  local status=0
  env -i PATH="$scratch/bin" HOME="$scratch" "$@" bash "$source_dir/tests/node/client_test.sh" \
    >"$scratch/out" 2>&1 || status=$?
  echo "$status"
}
expect_eq "without CI: skipped" 77 "$(run_without_node)"
grep -q "node not found" "$scratch/out" || fail "the skip does not say why: $(cat "$scratch/out")"
expect_eq "CI=true: failed" 1 "$(run_without_node CI=true)"
grep -q "node not found" "$scratch/out" || fail "the failure does not say why: $(cat "$scratch/out")"
expect_eq "CI=false: skipped" 77 "$(run_without_node CI=false)"
