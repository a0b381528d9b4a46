#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL cluster on 127.0.0.1, then
# stops and removes the cluster whatever the command's outcome (testing/with-postgres.ts).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
exec "$root/node_modules/.bin/tsx" "$root/testing/with-postgres.ts" "$@"
