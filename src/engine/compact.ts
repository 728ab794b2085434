/**
 * GitLab's JSON without what a model never needs: nulls, empty strings and lists, `_links` and avatar URLs. Used
 * for rows without a shape, so every structured result is compact by default.
 */
import { z } from "zod";
import { isAbsent } from "./shape.ts";

/** The local param that asks for GitLab's whole JSON in structured content. */
export const RAW = "raw";

export const rawParam = {
  [RAW]: z.boolean().optional().describe(
    "GitLab's full JSON in structuredContent.raw instead of compact fields (large; only if a field is missing).",
  ),
};

const DROPPED = new Set(["_links", "avatar_url"]);

/** `value` with absent values and link/avatar fields removed at every depth. */
export function trimmed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(trimmed);
  if (!value || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (DROPPED.has(k)) continue;
    const t = trimmed(v);
    if (isAbsent(t) || (t && typeof t === "object" && !Array.isArray(t) && Object.keys(t).length === 0)) continue;
    out[k] = t;
  }
  return out;
}
