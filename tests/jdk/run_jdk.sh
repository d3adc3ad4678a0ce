#!/usr/bin/env bash
# Runs subject-language files on the JVM and prints what `aprgrid-attempt test` should print for
# them (same format, same --output option): the JDK oracle by hand.
#
#   tests/jdk/run_jdk.sh [--output] FILE...
#
# Compiles the harness and the files with one javac call into a temporary folder, then runs every
# top-level class of the files with one java call. REQUIRES: javac and java (JDK 17) on PATH.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
output=()
if [ "${1:-}" = "--output" ]; then output=(--output); shift; fi
if [ "$#" -eq 0 ]; then echo "usage: $0 [--output] FILE..." >&2; exit 2; fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
javac -nowarn -Xlint:none -encoding UTF-8 -d "$work/harness" "$here"/harness/*.java
javac -nowarn -Xlint:none -encoding UTF-8 -cp "$work/harness" -d "$work/classes" "$@"
# Top-level class names: the class files javac wrote that are not nested ($).
mapfile -t classes < <(cd "$work/classes" && ls -- *.class | grep -v '\$' | sed 's/\.class$//')
exec java -XX:TieredStopAtLevel=1 -Xmx1g -cp "$work/harness" Runner "${output[@]}" \
  --classes "$work/classes" "${classes[@]}"
