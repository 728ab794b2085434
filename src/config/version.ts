/** The version, read from deno.json (its one declaration): reported by --version, serverInfo and /health. */
import manifest from "../../deno.json" with { type: "json" };

export const VERSION: string = manifest.version;

/** The name MCP clients see in serverInfo. */
export const SERVER_NAME = "gitlab-mcp-server";
