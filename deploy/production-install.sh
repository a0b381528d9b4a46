#!/usr/bin/env bash
# Proves the API deploys as deploy/Dockerfile's runtime stage does it, without a container engine:
# the built server (apps/api/dist) and its migrations copied into an empty folder with the package
# manifests, `npm ci --omit=dev -w apps/api` there, `node apps/api/dist/server.js` started on a fresh
# data folder, GET /health/ready, SIGTERM, exit 0 and the port closed; then the same started as
# `npm run serve -w apps/api`, with the SIGTERM sent to npm's process. It also fails when the
# install holds a dev-only tool (esbuild, tsx, TypeScript, Vitest, Lighthouse, Playwright).
#
# Usage: bash deploy/production-install.sh   (after `npm ci`; builds the API first)
# Prints the install's size; about a minute on two cores.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

started=$(date +%s)
npm run build -w apps/api --silent

work=$(mktemp -d)
server_pid=""
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then kill -KILL "$server_pid"; fi
  rm -rf "$work"
}
trap cleanup EXIT

# The runtime stage's files (deploy/copy-runtime-files.sh is the one list, used by the Dockerfile too).
bash deploy/copy-runtime-files.sh "$root" "$work/app"

cd "$work/app"
npm ci --omit=dev -w apps/api --no-audit --no-fund --loglevel=error >/dev/null
for tool in esbuild tsx typescript vitest lighthouse playwright playwright-core puppeteer @playwright/test drizzle-kit; do
  if [ -e "node_modules/$tool" ]; then
    echo "production install holds the dev-only package $tool" >&2
    exit 1
  fi
done
echo "Production install: node_modules $(du -sh node_modules | cut -f1) ($(find node_modules -maxdepth 2 -name package.json | wc -l) top-level packages)"

# Waits up to a minute for GET /health/ready while process $1 runs; 0 once it answers.
wait_ready() {
  for _ in $(seq 1 120); do
    if curl -fsS "http://127.0.0.1:$port/health/ready" >/dev/null 2>&1; then return 0; fi
    kill -0 "$1" 2>/dev/null || return 1
    sleep 0.5
  done
  return 1
}

# Fails (with $1 as the label) when anything still answers on the port.
expect_port_closed() {
  if curl -fsS "http://127.0.0.1:$port/health" >/dev/null 2>&1; then
    echo "$1: something still answers on port $port" >&2
    exit 1
  fi
}

port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
NODE_ENV=production PORT="$port" HOST=127.0.0.1 DATA_DIR="$work/data" LOG_LEVEL=warn \
  node apps/api/dist/server.js >"$work/server.log" 2>&1 &
server_pid=$!

if ! wait_ready "$server_pid"; then
  echo "the built server did not become ready; its log:" >&2
  cat "$work/server.log" >&2
  exit 1
fi
echo "GET /health: $(curl -fsS "http://127.0.0.1:$port/health")"

kill -TERM "$server_pid"
status=0
wait "$server_pid" || status=$?
server_pid=""
if [ "$status" -ne 0 ]; then
  echo "SIGTERM: the server exited $status, not 0; its log:" >&2
  cat "$work/server.log" >&2
  exit 1
fi
expect_port_closed "SIGTERM"
echo "SIGTERM to node: exit 0, port closed."

# The same through npm (`npm run serve -w apps/api`, `exec node dist/server.js`): the SIGTERM sent
# to npm's process reaches the server, and npm exits only once the server has, leaving nothing.
NODE_ENV=production PORT="$port" HOST=127.0.0.1 DATA_DIR="$work/data" LOG_LEVEL=warn \
  npm run serve -w apps/api >"$work/npm.log" 2>&1 &
npm_pid=$!
server_pid=""
if wait_ready "$npm_pid"; then server_pid=$(pgrep -P "$npm_pid" || true); fi
if [ -z "$server_pid" ]; then
  echo "npm run serve -w apps/api did not start the server as npm's child; its log:" >&2
  cat "$work/npm.log" >&2
  exit 1
fi
kill -TERM "$npm_pid"
status=0
wait "$npm_pid" || status=$?
if kill -0 "$server_pid" 2>/dev/null; then
  echo "SIGTERM to npm: npm exited ($status) but the server ($server_pid) still runs" >&2
  exit 1
fi
server_pid=""
expect_port_closed "SIGTERM to npm"
echo "SIGTERM to npm: npm exited $status after the server, port closed, nothing left."
echo "Production install checked in $(($(date +%s) - started)) s."
