/**
 * A narrow reading of a JSON-RPC message, for the paths that answer some messages before the SDK (the stdio front
 * door, the direct HTTP tools/call): what they accept must be a subset of what the SDK's schemas accept.
 */

export type Json = Record<string, unknown>;

export type RequestId = string | number;

/** A JSON object: not null, not an array. */
export function isPlain(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whether every key of `value` is one of `allowed`. */
export function keysWithin(value: Json, allowed: readonly string[]): boolean {
  return Object.keys(value).every((k) => allowed.includes(k));
}

/** A message's JSON-RPC frame: version 2.0, the given keys only, and a string or integer id when it has one. */
export function jsonRpcFrame(message: Json, keys: readonly string[]): boolean {
  if (message.jsonrpc !== "2.0" || !keysWithin(message, keys)) return false;
  const id = message.id;
  return !Object.hasOwn(message, "id") || typeof id === "string" || Number.isSafeInteger(id);
}
