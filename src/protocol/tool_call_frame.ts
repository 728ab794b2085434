/**
 * The tools/call requests a path outside the SDK may answer (sessionless HTTP, an initialized 2025-era stdio
 * connection): a JSON-RPC request with a string or integer id whose params hold only a served tool's name, an
 * arguments object and a `_meta` object without the 2026-07-28 envelope or a task. Anything else is the SDK's to
 * serve or refuse, so what is accepted here stays a subset of what its schemas accept. Arguments with their own
 * `__proto__` key are the SDK's too: its zod drops that key and the tool reads the rest, where here the tool would
 * see it (and refuse it as unknown), so only the SDK's one reading can answer both paths alike.
 */
import { isPlain, jsonRpcFrame, keysWithin, type RequestId } from "./json_frame.ts";

const MESSAGE_KEYS = ["jsonrpc", "id", "method", "params"];
const PARAM_KEYS = ["name", "arguments", "_meta"];

export interface PlainToolCall {
  id: RequestId;
  name: string;
  args: Record<string, unknown>;
}

/** A `_meta` the SDK passes through untouched: no envelope or task key, a well-formed progress token. */
function plainMeta(meta: unknown): boolean {
  if (meta === undefined) return true;
  if (!isPlain(meta)) return false;
  for (const k in meta) if (k.startsWith("io.modelcontextprotocol/")) return false;
  const token = meta.progressToken;
  return token === undefined || typeof token === "string" || Number.isSafeInteger(token);
}

/** The call `message` makes when it is such a request for a tool `serves` accepts, else undefined. */
export function plainToolCall(message: unknown, serves: (name: string) => boolean): PlainToolCall | undefined {
  if (!isPlain(message) || !jsonRpcFrame(message, MESSAGE_KEYS)) return undefined;
  const { id, method, params } = message;
  if (id === undefined || method !== "tools/call") return undefined;
  if (!isPlain(params) || !keysWithin(params, PARAM_KEYS) || !plainMeta(params._meta)) return undefined;
  const { name, arguments: args } = params;
  if (typeof name !== "string" || !serves(name)) return undefined;
  if (args !== undefined && (!isPlain(args) || Object.hasOwn(args, "__proto__"))) return undefined;
  return { id: id as RequestId, name, args: args ?? {} };
}
