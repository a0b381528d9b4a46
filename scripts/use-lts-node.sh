#!/usr/bin/env bash
# Puts a maintained Node.js LTS (the major in .nvmrc) first on PATH when the machine's Node is
# older: the npm registry ships Node's binaries as the `node` package, so no other download host is
# needed. Source it (`. scripts/use-lts-node.sh`) to change the current shell; CI does.
# The copy is kept under ~/.cache/storefront-node/<major>, so it is fetched once per machine.
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
wanted=$(tr -dc '0-9' <"$root/.nvmrc")
current=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$current" -lt "$wanted" ]; then
  prefix="${STOREFRONT_NODE_CACHE:-$HOME/.cache/storefront-node}/$wanted"
  if [ ! -x "$prefix/node_modules/.bin/node" ]; then
    echo "Node $current is older than the LTS this project runs on ($wanted): fetching node@$wanted from the npm registry"
    npm install --prefix "$prefix" --no-save --no-audit --no-fund --loglevel=error "node@$wanted" >/dev/null
  fi
  export PATH="$prefix/node_modules/.bin:$PATH"
fi
echo "Node $(node --version) ($(command -v node))"
