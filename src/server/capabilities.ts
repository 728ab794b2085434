/** Reads what the client declared, per request on 2026-07-28 and per session before. */
import type { McpServer, ServerContext } from "@modelcontextprotocol/server";

const CAPS_KEY = "io.modelcontextprotocol/clientCapabilities";

/** Form elicitation counts when declared with `form` or with no mode named. */
export function supportsFormElicitation(caps: unknown): boolean {
  const e = (caps as { elicitation?: Record<string, unknown> } | undefined)?.elicitation;
  if (!e || typeof e !== "object") return false;
  return Object.keys(e).length === 0 || "form" in e;
}

/** The capability view that governs this request for the instance's era. */
export function clientCanElicit(server: McpServer, era: "legacy" | "modern", sctx: ServerContext): boolean {
  if (era === "modern") {
    const envelope = sctx.mcpReq.envelope as Record<string, unknown> | undefined;
    return supportsFormElicitation(envelope?.[CAPS_KEY]);
  }
  return supportsFormElicitation(server.server.getClientCapabilities());
}
