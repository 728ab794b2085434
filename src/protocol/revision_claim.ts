/** The revision a request's `_meta` names (2026-07-28 requests carry one; 2025 ones do not). */
import { PROTOCOL_VERSION_META_KEY } from "@modelcontextprotocol/server";

/** The revision a request's `_meta` claims: absent (no claim), or its value as text. */
export function claimedRevision(params: unknown): { claimed: false } | { claimed: true; revision: string } {
  const meta = (params as { _meta?: unknown } | null | undefined)?._meta;
  if (!meta || typeof meta !== "object" || !(PROTOCOL_VERSION_META_KEY in meta)) return { claimed: false };
  const value = (meta as Record<string, unknown>)[PROTOCOL_VERSION_META_KEY];
  return { claimed: true, revision: typeof value === "string" ? value : "unknown" };
}
