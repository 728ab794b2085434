#!/usr/bin/env bash
# Runs the official MCP conformance suite's generic HTTP scenarios against this
# server (stateless HTTP on loopback, GitLab pointed at an unused loopback port,
# so only protocol behaviour is exercised). Needs npm registry access once; the
# suite runs outside the project config, so it never enters deno.lock or node_modules.
# Usage: bash scripts/conformance.sh [outdir]
set -uo pipefail
cd "$(dirname "$0")/.."
out=${1:-$(mktemp -d)}
port=$(deno eval 'const l = Deno.listen({hostname: "127.0.0.1", port: 0}); console.log(l.addr.port); l.close()')
GITLAB_URL=http://127.0.0.1:9 GITLAB_MCP_LOG_LEVEL=error \
  deno run --allow-net=127.0.0.1 --allow-env src/main.ts --http --http-addr "127.0.0.1:${port}" &
server=$!
trap 'kill $server 2>/dev/null' EXIT
for _ in $(seq 100); do curl -sf "http://127.0.0.1:${port}/health" >/dev/null && break; sleep 0.1; done
for scenario in server-stateless http-header-validation dns-rebinding-protection caching; do
  echo "== ${scenario}"
  deno run -A --no-config --no-lock npm:@modelcontextprotocol/conformance@0.2.0-alpha.12 server \
    --url "http://localhost:${port}/mcp" --scenario "$scenario" -o "$out/$scenario" 2>&1 | grep -v -E '^(Download|Initialize)'
done
echo "results in $out"
