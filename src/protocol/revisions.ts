/**
 * The protocol revisions this process serves, and the -32022 a request naming another one is owed.
 * One list for every place that states them: `initialize` negotiation (the factory passes it to the
 * SDK), `server/discover`, the stdio front door's answer to `initialize`, and the `data.supported` of a refusal.
 * Free of the SDK, so the front door (src/stdio/opening.ts) answers before the SDK is loaded.
 */

/** The revision negotiated per request (`_meta`), with `server/discover`. */
export const MODERN_REVISION = "2026-07-28";

/** The revisions negotiated by `initialize`, newest first (the SDK would also accept 2024-10-07). */
export const LEGACY_REVISIONS = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"];

/**
 * The `_meta` keys of a 2026-07-28 request's envelope, as the SDK names them (its *_META_KEY constants; a test
 * checks they agree), spelled here so what runs before the SDK loads can read an envelope.
 */
export const ENVELOPE_KEYS = {
  protocolVersion: "io.modelcontextprotocol/protocolVersion",
  clientInfo: "io.modelcontextprotocol/clientInfo",
  clientCapabilities: "io.modelcontextprotocol/clientCapabilities",
} as const;

/** Every revision the process serves: what `server/discover` advertises. */
export const SERVED_REVISIONS = [MODERN_REVISION, ...LEGACY_REVISIONS];

/** The revision a request's `_meta` claims: absent (no claim), or its value as text. */
export function claimedRevision(params: unknown): { claimed: false } | { claimed: true; revision: string } {
  const meta = (params as { _meta?: unknown } | null | undefined)?._meta;
  if (!meta || typeof meta !== "object" || !(ENVELOPE_KEYS.protocolVersion in meta)) return { claimed: false };
  const value = (meta as Record<string, unknown>)[ENVELOPE_KEYS.protocolVersion];
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
