/**
 * The environment variables the server reads, by name. Reading them one by one
 * (never Deno.env.toObject) lets the server run with --allow-env=<these names>
 * and lets the sandbox hand the worker exactly these values and nothing else.
 */
export const ENV_NAMES = [
  "GITLAB_URL",
  "GITLAB_TOKEN",
  "GITLAB_MCP_TOOL_SURFACE",
  "GITLAB_MCP_CAPABILITY_SURFACE",
  "GITLAB_MCP_EXCLUDE_TOOLS",
  "GITLAB_MCP_YOLO_MODE",
  "AUTOPILOT",
  "GITLAB_MCP_RATE_LIMIT_RPS",
  "GITLAB_MCP_RATE_LIMIT_BURST",
  "GITLAB_MCP_READ_ONLY",
  "GITLAB_MCP_MAX_INFLIGHT",
  "GITLAB_MCP_MAX_SESSIONS",
  "GITLAB_MCP_SESSION_IDLE_SECONDS",
  "GITLAB_MCP_TRUSTED_ORIGINS",
  "GITLAB_MCP_STATE_KEY",
  "GITLAB_MCP_LOG_LEVEL",
] as const;

/** A snapshot of the variables above that are set. */
export function readEnv(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ENV_NAMES) {
    const v = Deno.env.get(name);
    if (v !== undefined) out[name] = v;
  }
  return out;
}
