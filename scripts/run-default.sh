#!/usr/bin/env bash
# The README's first command: install everything, build, and run the built-in campaign.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bash "$root/scripts/install-deps.sh"
bash "$root/scripts/build.sh" "$root/build"
aprgrid="$root/build/cli/aprgrid"
spec="$root/configs/smoke.textproto"
exec "$aprgrid" local "$spec" --subjects "$root/subjects" --db "$root/aprgrid-results.db"
