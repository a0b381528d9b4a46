#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL cluster on 127.0.0.1, then
# stops and removes the cluster whatever the command's outcome.
set -euo pipefail

bindir=$(dirname "$(ls -1 /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1)")
workdir=$(mktemp -d /tmp/ci-pg.XXXXXX)
port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
run_as=()
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$workdir"
  run_as=(runuser -u postgres --)
fi

cleanup() {
  "${run_as[@]}" "$bindir/pg_ctl" -D "$workdir/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap cleanup EXIT

"${run_as[@]}" "$bindir/initdb" -D "$workdir/data" -U postgres --auth=trust -E UTF8 >/dev/null
"${run_as[@]}" "$bindir/pg_ctl" -D "$workdir/data" -l "$workdir/log" -w \
  -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$workdir -c max_connections=200" start >/dev/null

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
"$@"
