/**
 * Which sessionless requests skip the SDK (server/direct_tool_call.ts), and their answer. Only a request the
 * SDK's 2025-era stateless serving would dispatch as it stands qualifies: Accept naming JSON and SSE, a JSON
 * content type, no MCP-Protocol-Version or a 2025-era one this server serves, and a plain tools/call
 * (protocol/tool_call_frame.ts). Anything else goes to the SDK, which serves it or says what was wrong.
 * The answer is the SSE stream the SDK writes: kept alive every 15 s, one `message` event with the JSON-RPC
 * response; a disconnect cancels the call (as in handler.ts's streamAtOnce).
 */
import { isJsonContentType, type McpRequestContext } from "@modelcontextprotocol/server";
import type { DirectToolCall } from "../server/direct_tool_call.ts";
import { LEGACY_REVISIONS } from "../protocol/revisions.ts";
import { type PlainToolCall, plainToolCall } from "../protocol/tool_call_frame.ts";

/** The SDK's keep-alive interval for an SSE answer (its DEFAULT_SSE_KEEP_ALIVE_MS). */
const KEEP_ALIVE_MS = 15_000;
const SSE_HEADERS = {
  "content-type": "text/event-stream",
  "cache-control": "no-cache, no-transform",
  connection: "keep-alive",
  "x-accel-buffering": "no",
};
function servedHeaders(req: Request): boolean {
  const accept = req.headers.get("accept") ?? "";
  const version = req.headers.get("mcp-protocol-version");
  return accept.includes("application/json") && accept.includes("text/event-stream") &&
    isJsonContentType(req.headers.get("content-type")) && (version === null || LEGACY_REVISIONS.includes(version));
}

/** The call this request makes when it qualifies for the direct path, else undefined. */
export function directCallOf(
  req: Request,
  body: unknown,
  direct: DirectToolCall,
  ctx: McpRequestContext,
): PlainToolCall | undefined {
  if (req.method !== "POST") return undefined;
  const call = plainToolCall(body, (name) => direct.serves(name, ctx));
  return call && servedHeaders(req) ? call : undefined;
}

/**
 * Answers the call as an SSE stream. The tool's signal aborts when the client goes away (the request's
 * signal) or stops reading (the stream is cancelled); an answer that finds the stream gone is dropped.
 */
export function answerDirectly(
  req: Request,
  call: PlainToolCall,
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
