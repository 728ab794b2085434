/**
 * Which sessionless requests skip the SDK (server/direct_tool_call.ts), and their answer. Only a request the
 * SDK's 2025-era stateless serving would dispatch as it stands qualifies: Accept naming JSON and SSE, a JSON
 * content type, no MCP-Protocol-Version or a 2025-era one this server serves, and a JSON-RPC tools/call with
 * a string or integer id whose params hold only a served tool's name, an arguments object and a `_meta`
 * object without the 2026-07-28 envelope. Anything else goes to the SDK, which serves it or says what was wrong.
 * The answer is the SSE stream the SDK writes: begun at once (so a disconnect cancels the call, as in
 * handler.ts's streamAtOnce), kept alive every 15 s, one `message` event with the JSON-RPC response.
 */
import { isJsonContentType, type McpRequestContext } from "@modelcontextprotocol/server";
import type { DirectToolCall } from "../server/direct_tool_call.ts";
import { LEGACY_REVISIONS } from "../protocol/revisions.ts";
import { isPlain, jsonRpcFrame, keysWithin, type RequestId } from "../protocol/json_frame.ts";

/** The SDK's keep-alive interval for an SSE answer (its DEFAULT_SSE_KEEP_ALIVE_MS). */
const KEEP_ALIVE_MS = 15_000;
const SSE_HEADERS = {
  "content-type": "text/event-stream",
  "cache-control": "no-cache, no-transform",
  connection: "keep-alive",
  "x-accel-buffering": "no",
};
const MESSAGE_KEYS = ["jsonrpc", "id", "method", "params"];
const PARAM_KEYS = ["name", "arguments", "_meta"];

export interface DirectCall {
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

function servedHeaders(req: Request): boolean {
  const accept = req.headers.get("accept") ?? "";
  const version = req.headers.get("mcp-protocol-version");
  return accept.includes("application/json") && accept.includes("text/event-stream") &&
    isJsonContentType(req.headers.get("content-type")) && (version === null || LEGACY_REVISIONS.includes(version));
}

/** The call this request makes when it qualifies for the direct path, else undefined. */
export function directCallOf(req: Request, body: unknown, direct: DirectToolCall): DirectCall | undefined {
  if (req.method !== "POST" || !isPlain(body) || !jsonRpcFrame(body, MESSAGE_KEYS)) return undefined;
  const { id, method, params } = body;
  if (id === undefined || method !== "tools/call") return undefined;
  if (!isPlain(params) || !keysWithin(params, PARAM_KEYS) || !plainMeta(params._meta)) return undefined;
  const { name, arguments: args } = params;
  if (typeof name !== "string" || !direct.serves(name)) return undefined;
  if (args !== undefined && !isPlain(args)) return undefined;
  if (!servedHeaders(req)) return undefined;
  return { id: id as RequestId, name, args: args ?? {} };
}

/**
 * Answers the call as an SSE stream. The tool's signal aborts when the client goes away (the request's
 * signal) or stops reading (the stream is cancelled); an answer that finds the stream gone is dropped.
 */
export function answerDirectly(
  req: Request,
  call: DirectCall,
  ctx: McpRequestContext,
  direct: DirectToolCall,
  keepAliveMs = KEEP_ALIVE_MS,
): Response {
  const controller = new AbortController();
  const stop = () => controller.abort(req.signal.reason);
  req.signal.addEventListener("abort", stop, { once: true });
  const encoder = new TextEncoder();
  let timer: ReturnType<typeof setInterval> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(out) {
      timer = setInterval(() => out.enqueue(encoder.encode(": keepalive\n\n")), keepAliveMs);
      direct.call(ctx, call.name, call.args, controller.signal).then((result) => {
        if (controller.signal.aborted) return;
        const message = { result, jsonrpc: "2.0", id: call.id };
        out.enqueue(encoder.encode(`event: message\ndata: ${JSON.stringify(message)}\n\n`));
      }).catch(() => {
        // Cancelled by the reader, or a stream Deno already closed: no one is left to answer.
      }).finally(() => {
        clearInterval(timer);
        req.signal.removeEventListener("abort", stop);
        try {
          out.close();
        } catch {
          // Already cancelled.
        }
      });
    },
    cancel() {
      clearInterval(timer);
      controller.abort();
    },
  });
  return new Response(body, { status: 200, headers: SSE_HEADERS });
}
