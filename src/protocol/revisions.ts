/**
 * The protocol revisions this process serves, and the -32022 a request naming another one is owed.
 * One list for every place that states them: `initialize` negotiation (the factory passes it to the
 * SDK), `server/discover`, and the `data.supported` of a refusal.
 */
import { PROTOCOL_VERSION_META_KEY } from "@modelcontextprotocol/server";

/** The revision negotiated per request (`_meta`), with `server/discover`. */
export const MODERN_REVISION = "2026-07-28";

/** The revisions negotiated by `initialize`, newest first (the SDK would also accept 2024-10-07). */
export const LEGACY_REVISIONS = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"];

/** Every revision the process serves: what `server/discover` advertises. */
export const SERVED_REVISIONS = [MODERN_REVISION, ...LEGACY_REVISIONS];

/** The revision a request's `_meta` claims: absent (no claim), or its value as text. */
export function claimedRevision(params: unknown): { claimed: false } | { claimed: true; revision: string } {
  const meta = (params as { _meta?: unknown } | null | undefined)?._meta;
  if (!meta || typeof meta !== "object" || !(PROTOCOL_VERSION_META_KEY in meta)) return { claimed: false };
  const value = (meta as Record<string, unknown>)[PROTOCOL_VERSION_META_KEY];
  return { claimed: true, revision: typeof value === "string" ? value : "unknown" };
}

/** A JSON-RPC -32022 error object: the revisions `supported` here, the one `requested`, and why. */
export function revisionRefusal(requested: string, supported: string[], reason: string) {
  return {
    code: -32022,
    message: `Cannot serve protocol revision "${requested.slice(0, 40)}" on this connection: ${reason}`,
    data: { supported, requested },
  };
}
