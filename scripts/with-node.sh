#!/usr/bin/env bash
# Runs a command under Node 24 with the project's packages installed, on any machine.
#
# Why: the machines ship Node 20 (end of life, below the engines of React Router 8, Vitest 5 and jsdom),
# and only the npm registry is reachable. The `node` package on that registry carries the official binary,
# so we install it into .tools/ once and put it first on PATH. A fresh clone also has no node_modules, so we
# run `npm ci` the first time. Both steps are skipped when already done, so this costs ~20 ms after that.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
want_major=24
tools="$root/.tools"

major_of() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(major_of node)" -lt "$want_major" ]; then
  if [ ! -x "$tools/node_modules/node/bin/node" ] || [ "$(major_of "$tools/node_modules/node/bin/node")" -lt "$want_major" ]; then
    echo "› Installing Node $want_major from the npm registry into .tools/ (once)…" >&2
    mkdir -p "$tools"
    npm install --prefix "$tools" --no-save --no-audit --no-fund --loglevel=error "node@$want_major" >&2
  fi
  export PATH="$tools/node_modules/node/bin:$PATH"
fi

# node_modules/.package-lock.json is written by npm at the end of a successful install.
if [ ! -f "$root/node_modules/.package-lock.json" ] || [ "$root/package-lock.json" -nt "$root/node_modules/.package-lock.json" ]; then
  echo "› Installing packages (npm ci)…" >&2
  (cd "$root" && npm ci --no-audit --no-fund --loglevel=error >&2)
fi

exec "$@"
