/**
 * Which opening messages the stdio front door (opening.ts) answers itself. It answers only what the SDK is
 * certain to accept and answer the same way: a narrower reading than the SDK's schemas, never a wider one.
 * Anything else, however valid, goes to the server untouched, which answers it as it always did.
 */
import { ENVELOPE_KEYS, LEGACY_REVISIONS, MODERN_REVISION } from "../protocol/revisions.ts";
import { isPlain, type Json, jsonRpcFrame, keysWithin, type RequestId } from "../protocol/json_frame.ts";

/** Optional keys that, when present, hold a value `valid` accepts. */
function optional(value: Json, key: string, valid: (v: unknown) => boolean): boolean {
  return !Object.hasOwn(value, key) || valid(value[key]);
}

const isString = (v: unknown) => typeof v === "string";
const isBool = (v: unknown) => typeof v === "boolean";
const isRecordOfPlain = (v: unknown) => isPlain(v) && Object.values(v).every(isPlain);

/** Client capabilities as the SDK's schema has them, less what nests deeper (tasks). */
function plainCapabilities(caps: unknown): boolean {
  if (!isPlain(caps) || !keysWithin(caps, ["experimental", "sampling", "elicitation", "roots", "extensions"])) {
    return false;
  }
  const roots = (v: unknown) => isPlain(v) && keysWithin(v, ["listChanged"]) && optional(v, "listChanged", isBool);
  const sampling = (v: unknown) =>
    isPlain(v) && keysWithin(v, ["context", "tools"]) && optional(v, "context", isPlain) &&
    optional(v, "tools", isPlain);
  const form = (v: unknown) => isPlain(v) && optional(v, "applyDefaults", isBool);
  const elicitation = (v: unknown) =>
    isPlain(v) && keysWithin(v, ["form", "url"]) && optional(v, "form", form) && optional(v, "url", isPlain);
  return optional(caps, "roots", roots) && optional(caps, "sampling", sampling) &&
    optional(caps, "elicitation", elicitation) && optional(caps, "experimental", isRecordOfPlain) &&
    optional(caps, "extensions", isRecordOfPlain);
}

function plainClientInfo(info: unknown): boolean {
  if (!isPlain(info) || !keysWithin(info, ["name", "version", "title", "websiteUrl", "description"])) return false;
  return Object.values(info).every(isString) && isString(info.name) && isString(info.version);
}

/** A 2025-era `initialize` the front door answers: its id and params, or undefined. No `_meta` (a 2026 claim lives there). */
export function plainInitialize(message: Json): { id: RequestId; params: Json } | undefined {
  if (!jsonRpcFrame(message, ["jsonrpc", "id", "method", "params"]) || message.method !== "initialize") {
    return undefined;
  }
  const { id, params } = message;
  if (id === undefined || !isPlain(params) || !keysWithin(params, ["protocolVersion", "capabilities", "clientInfo"])) {
    return undefined;
  }
  const ok = isString(params.protocolVersion) && plainCapabilities(params.capabilities) &&
    plainClientInfo(params.clientInfo);
  return ok ? { id: id as RequestId, params } : undefined;
}

/**
 * A 2026-07-28 first-page `tools/list` the front door answers: its id and params, or undefined. Its `_meta` is the
 * bare envelope (revision, client info, capabilities), checked as narrowly as `initialize`'s params.
 */
export function plainModernToolsList(message: Json): { id: RequestId; params: Json } | undefined {
  if (!jsonRpcFrame(message, ["jsonrpc", "id", "method", "params"]) || message.method !== "tools/list") {
    return undefined;
  }
  const { id, params } = message;
  if (id === undefined || !isPlain(params) || !keysWithin(params, ["_meta"]) || !isPlain(params._meta)) {
    return undefined;
  }
  const meta = params._meta;
  const keys = Object.values(ENVELOPE_KEYS);
  if (Object.keys(meta).length !== keys.length || !keysWithin(meta, keys)) return undefined;
  const ok = meta[ENVELOPE_KEYS.protocolVersion] === MODERN_REVISION &&
    plainClientInfo(meta[ENVELOPE_KEYS.clientInfo]) && plainCapabilities(meta[ENVELOPE_KEYS.clientCapabilities]);
  return ok ? { id: id as RequestId, params } : undefined;
}

/** `notifications/initialized`, with no params or empty ones. */
export function plainInitialized(message: Json): boolean {
  if (!jsonRpcFrame(message, ["jsonrpc", "method", "params"]) || message.method !== "notifications/initialized") {
    return false;
  }
  return !Object.hasOwn(message, "params") || (isPlain(message.params) && Object.keys(message.params).length === 0);
}

/** A first-page `tools/list` (no cursor, no `_meta`): its id, or undefined. */
export function plainToolsList(message: Json): RequestId | undefined {
  if (!jsonRpcFrame(message, ["jsonrpc", "id", "method", "params"]) || message.method !== "tools/list") {
    return undefined;
  }
  const params = message.params;
  if (params !== undefined && !(isPlain(params) && Object.keys(params).length === 0)) return undefined;
  return message.id as RequestId | undefined;
}

/** The revision `initialize` settles on, as the SDK negotiates it: the client's when served here, else the newest. */
export function negotiatedRevision(requested: string): string {
  return LEGACY_REVISIONS.includes(requested) ? requested : LEGACY_REVISIONS[0]!;
}
