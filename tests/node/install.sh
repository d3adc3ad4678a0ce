#!/usr/bin/env bash
# Installs tests/node's npm dependencies exactly as locked (package-lock.json) into
# tests/node/node_modules. CI calls it before the Node.js tests; it does nothing when the installed
# tree already matches the lock file.
# Exit status: 0 installed (or already there); 77 when the npm registry cannot be reached (the
# tests that need the modules then report "skipped" with this message rather than failing
# obscurely); 1 on any other failure (npm or node missing, a lock file out of date).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
for c in node npm; do
  command -v "$c" >/dev/null 2>&1 || { echo "install.sh: $c not found (scripts/install-deps.sh installs it)" >&2; exit 1; }
done
# npm ci records the installed tree in node_modules/.package-lock.json; a copy of the lock newer
# than that means the modules are stale.
if [ -f node_modules/.package-lock.json ] && [ ! package-lock.json -nt node_modules/.package-lock.json ] &&
   node -e 'require.resolve("@grpc/grpc-js"); require.resolve("@grpc/proto-loader")' 2>/dev/null; then
  exit 0
fi
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if npm ci --no-audit --no-fund --loglevel=error >"$log" 2>&1; then
  echo "install.sh: installed $(node -p 'Object.keys(require("./package.json").dependencies).join(", ")')"
  exit 0
fi
cat "$log" >&2
if grep -qiE 'ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|ECONNRESET|network|offline' "$log"; then
  echo "install.sh: the npm registry is unreachable; the Node.js client tests cannot run offline" >&2
  exit 77
fi
exit 1
