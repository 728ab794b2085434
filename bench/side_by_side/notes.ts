/** The "how each measure is taken" section of bench/RESULTS.md. */
export const NOTES = [
  "Servers: ours as `deno run --allow-net=127.0.0.1 --allow-env src/main.ts` (GITLAB_URL, GITLAB_TOKEN); the peer as " +
  "`node <cache>/node_modules/@zereight/mcp-gitlab/build/index.js` (GITLAB_API_URL=<fake>/api/v4, " +
  "GITLAB_PERSONAL_ACCESS_TOKEN, GITLAB_DISABLE_VERSION_CHECK=true), installed by npm into ~/.cache/gitlab-mcp-bench/peer.",
  "Surfaces: ours default (GITLAB_MCP_TOOL_SURFACE unset) and `individual`; the peer's default toolsets and " +
  "GITLAB_TOOLSETS=all (its widest surface) in the individual rows.",
  "Cold start: wall time from spawn to the first tools/list answer (after initialize) over stdio, raw " +
  "newline-delimited JSON-RPC; CPU time is utime+stime of the child (all threads) read from /proc/<pid>/stat " +
  "at that moment (100 ticks/s, so ±10 ms). Ours answers that opening before it loads the SDK, zod and the " +
  "catalog (src/stdio/opening.ts) and loads them right after, so the next two rows send a read tool call (as in " +
  "the stdio rows) the moment tools/list is answered and time spawn → its answer, with the CPU time by then: " +
  "everything a start costs. Idle RSS is VmRSS from /proc/<pid>/status 500 ms after that call.",
  "tools/list bytes: the JSON-RPC response line; tokens: o200k_base of JSON.stringify({tools}) with gpt-tokenizer, " +
  "installed next to the peer (outside the repo, so tests/deno.lock is unchanged) and imported by file URL.",
  "stdio per-call overhead: median round trip of 200 read calls after 20 warm-up calls (ours gitlab_execute_action project.get, " +
  "peer get_project, both GET /api/v4/projects/1 on a 0 ms fake) minus the median of 200 direct fetches of that " +
  "endpoint from the bench process; CPU per call is the child's /proc CPU time over the 200 calls ÷ 200. The " +
  "same server then makes calls up to 1,000 in all and the last two rows time 200 more: a short session pays " +
  "for compiling the call path, a long one does not.",
  "HTTP: ours `--http` stateless with GITLAB_MCP_RATE_LIMIT_RPS=0 (every POST carries PRIVATE-TOKEN, no " +
  "initialize; 2025-11-25 requests, which it answers without an SDK server: src/http/direct_call.ts), launched as " +
  "the README runs the service, with `--v8-flags=--heap-growing-percent=50` " +
  "(src/config/runtime_flags.ts); the peer with " +
  "STREAMABLE_HTTP=true REMOTE_AUTHORIZATION=true MAX_REQUESTS_PER_MINUTE=1000 (its maximum, per IP and per session) MCP_TRUST_PROXY=true (sessions: initialize with " +
  "Private-Token, then calls with Mcp-Session-Id). Each caller has its own token and makes one call alone, then one " +
  "with all the others at once (so both sides' connection pools are full before timing); closed loop for a fixed " +
  "duration; fake GitLab answers after 5 ms. A fresh server per run. To stay under the peer's limiter each " +
  "peer session sends its own X-Forwarded-For address and a caller opens a new session (DELETE + initialize, " +
  "counted in its time) every 990 calls.",
  "RSS growth: 20,000 read calls over 500 tokens (40 each): each token's first call 8 in flight (ours admits 10 unverified tokens per address a minute), the rest 64 in flight; VmRSS 1 s after start vs 2 s after the " +
  "last call. The peer binds a token to a session, so it holds 500 sessions; its OAUTH_STATELESS_MODE " +
  "(per-request tokens, sealed session ids) is not driven here.",
  "find_action: in-process searchActions over the served catalog for every request in bench/find_eval, 5 passes " +
  "after a warm-up pass (as bench/find_accuracy.ts).",
  "The bench process (load generator and fake GitLab) shares the machine's CPUs with the server under test.",
];
