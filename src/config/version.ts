/** Reported by `--version`, serverInfo and /health; keep in step with deno.json. */
export const VERSION = "0.1.0";

/** The name MCP clients see in serverInfo. */
export const SERVER_NAME = "gitlab-mcp-server";
