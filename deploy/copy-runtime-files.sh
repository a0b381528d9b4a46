#!/usr/bin/env bash
# The files a production install of the API needs, copied from a built checkout (`npm ci && npm run
# build -w apps/api`) into an empty folder: the root manifest and lockfile, every workspace's
# package.json (npm ci checks the lockfile against all of them), the built server and the SQL
# migrations it reads at start-up. Then `npm ci --omit=dev -w apps/api` in that folder. One list,
# used by deploy/Dockerfile and by deploy/production-install.sh.
#
# Usage: bash deploy/copy-runtime-files.sh <repository root> <target folder>
set -euo pipefail
from=$(cd "$1" && pwd)
to=$2
mkdir -p "$to"
cd "$from"
test -f apps/api/dist/server.js || {
  echo "apps/api/dist/server.js is missing: run npm run build -w apps/api first" >&2
  exit 1
}
workspaces=$(node -p "require('./package.json').workspaces.join('\n')")
files=(package.json package-lock.json LICENSE)
for workspace in $workspaces; do files+=("$workspace/package.json"); done
cp --parents "${files[@]}" "$to/"
cp -R --parents apps/api/dist apps/api/src/db/migrations "$to/"
