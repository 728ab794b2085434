/** Reads what the client declared, per request on 2026-07-28 and per session before. */
import type { McpServer, ServerContext } from "@modelcontextprotocol/server";
import type { AskBlocker } from "../elicitation/unavailable.ts";
import { ENVELOPE_KEYS } from "../protocol/revisions.ts";

/** Where a 2026-07-28 request's `_meta` declares the client's capabilities. */
export const CAPS_KEY = ENVELOPE_KEYS.clientCapabilities;

/** Form elicitation counts when declared with `form` or with no mode named. */
export function supportsFormElicitation(caps: unknown): boolean {
  const e = (caps as { elicitation?: Record<string, unknown> } | undefined)?.elicitation;
  if (!e || typeof e !== "object") return false;
  return Object.keys(e).length === 0 || "form" in e;
}

/**
 * Why this request's user cannot be asked, or undefined when they can. A 2025-era request on
 * sessionless HTTP has no initialize behind it and no channel back to the client, so it is blocked
 * by the transport whatever the client declared.
 */
export function askBlocker(
  server: McpServer,
  era: "legacy" | "modern",
  sessionless: boolean,
  sctx: ServerContext,
): AskBlocker | undefined {
  if (era === "modern") {
    const envelope = sctx.mcpReq.envelope as Record<string, unknown> | undefined;
    return supportsFormElicitation(envelope?.[CAPS_KEY]) ? undefined : "undeclared";
  }
  if (sessionless) return "sessionless";
  return supportsFormElicitation(server.server.getClientCapabilities()) ? undefined : "undeclared";
}
