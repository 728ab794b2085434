/**
 * The Mcp-Method/Mcp-Name headers mirror the JSON-RPC body so proxies can
 * route without parsing it. This server acts on the body only; a header that
 * says something else is refused in every protocol era (2026-07-28 Streamable
 * HTTP, "Server Validation"), so a gateway routing or authorizing on the
 * header can never be steered past what actually runs. An absent Mcp-Name is
 * refused on a 2026-07-28 request whose body has the field it mirrors (the SDK
 * requires it too, but a call refused for want of a credential never reaches
 * the SDK); earlier revisions never sent these headers.
 */
import { claimedRevision, MODERN_REVISION } from "../protocol/revisions.ts";

/** The body field Mcp-Name mirrors, per method (2026-07-28 "Standard Request Headers", plus tasks). */
const NAME_SOURCE: Record<string, string> = {
  "tools/call": "name",
  "prompts/get": "name",
  "resources/read": "uri",
  "tasks/get": "taskId",
  "tasks/update": "taskId",
  "tasks/cancel": "taskId",
};

const SENTINEL = /^=\?base64\?(.*)\?=$/s;
const CANONICAL_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/** RFC 9110 field-value characters: visible ASCII, space and tab. */
const FIELD_VALUE = /^[\t\x20-\x7e]*$/;

type Body = { method?: unknown; params?: unknown };

function trimOws(raw: string): string {
  return raw.replace(/^[\t ]+|[\t ]+$/g, "");
}

/** An Mcp-Name value decoded from `=?base64?…?=` when it uses that form; undefined when malformed. */
export function decodeMcpName(raw: string): string | undefined {
  const value = trimOws(raw);
  if (!FIELD_VALUE.test(value)) return undefined;
  const m = SENTINEL.exec(value);
  if (!m) return value;
  if (!CANONICAL_BASE64.test(m[1]!)) return undefined;
  try {
    const bytes = Uint8Array.from(atob(m[1]!), (c) => c.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function quoted(value: unknown): string {
  return (JSON.stringify(value) ?? String(value)).slice(0, 120);
}

function missingName(body: Body, params: Record<string, unknown>, field: string): string | undefined {
  const claimed = claimedRevision(body.params);
  if (!claimed.claimed || claimed.revision !== MODERN_REVISION || params[field] === undefined) return undefined;
  return `the Mcp-Name header is missing, and on ${MODERN_REVISION} it must mirror the body's params.${field}`;
}

/** Why the mirrored headers disagree with the body, or undefined when every header present agrees. */
export function headerMismatch(req: Request, body: Body): string | undefined {
  const method = req.headers.get("mcp-method");
  // Method names are plain ASCII: the base64 form is only defined for Mcp-Name (and Mcp-Param-*).
  if (method !== null && trimOws(method) !== body.method) {
    return `the Mcp-Method header says ${quoted(trimOws(method))} but the body's method is ${quoted(body.method)}`;
  }
  const name = req.headers.get("mcp-name");
  const field = typeof body.method === "string" && Object.hasOwn(NAME_SOURCE, body.method)
    ? NAME_SOURCE[body.method]
    : undefined;
  if (!field) return undefined;
  const params = body.params && typeof body.params === "object" ? body.params as Record<string, unknown> : {};
  if (name === null) return missingName(body, params, field);
  const said = decodeMcpName(name);
  if (said === undefined) return "the Mcp-Name header is neither a plain header value nor a valid =?base64?…?= value";
  if (said !== params[field]) {
    return `the Mcp-Name header names ${quoted(said)} but the body's params.${field} is ${quoted(params[field])}`;
  }
  return undefined;
}
