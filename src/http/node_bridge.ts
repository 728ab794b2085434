/**
 * Between node:http (the listener, see listener.ts) and the fetch-style handler: an IncomingMessage as a
 * Request whose signal is ours, and a Response written to its ServerResponse.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

/** One request as the handler sees it; `done()` once its answer is sent. */
export interface Bridged {
  req: Request;
  done(): void;
}

/**
 * A request body as a stream that pauses the socket while its reader is behind. `discard` lets node:http
 * read the rest and throw it away (a body the handler did not read to its end), so the connection can serve
 * its next request: closing it instead would reset a client still sending.
 */
function bodyOf(msg: IncomingMessage): { body: ReadableStream<Uint8Array>; discard: () => void } {
  let onData = (_chunk: Uint8Array) => {};
  let discarded = false;
  const discard = () => {
    discarded = true;
    msg.off("data", onData);
    msg.resume();
  };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      onData = (chunk) => {
        controller.enqueue(chunk);
        if ((controller.desiredSize ?? 0) <= 0) msg.pause();
      };
      msg.on("data", onData);
      msg.once("end", () => {
        if (!discarded) controller.close();
      });
      msg.once("error", (err) => controller.error(err));
    },
    pull() {
      msg.resume();
    },
    cancel: discard,
  }, { highWaterMark: 1 });
  return { body, discard };
}

/** The request target as a URL on this listener: only its path and query come from the client. */
function urlOf(target: string | undefined, origin: string): string {
  if (target?.startsWith("/")) return origin + target;
  const url = new URL(target ?? "/", origin);
  return origin + url.pathname + url.search;
}

/**
 * The Request for `msg`. Its signal aborts when the connection closes before the response has ended, and
 * nothing else holds it: once the response is done, the request and whatever hangs on its signal are garbage.
 */
export function toRequest(msg: IncomingMessage, res: ServerResponse, origin: string): Bridged {
  const headers = new Headers();
  const raw = msg.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  const controller = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const method = msg.method ?? "GET";
  if (method === "GET" || method === "HEAD") {
    return { req: new Request(urlOf(msg.url, origin), { method, headers, signal: controller.signal }), done() {} };
  }
  const { body, discard } = bodyOf(msg);
  const req = new Request(urlOf(msg.url, origin), { method, headers, body, signal: controller.signal });
  return { req, done: discard };
}

function writeHead(response: Response, res: ServerResponse, length?: number): void {
  const headers: string[] = [];
  response.headers.forEach((value, name) => headers.push(name, value));
  if (length !== undefined && !response.headers.has("content-length")) headers.push("content-length", String(length));
  res.writeHead(response.status, headers);
}

/** Resolves once `res` can take more, or is gone. */
function writable(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
}

/** Writes an event stream chunk by chunk as it comes; stops reading when the client goes away. */
async function stream(body: ReadableStream<Uint8Array>, res: ServerResponse): Promise<void> {
  const reader = body.getReader();
  const cancel = () => void reader.cancel().catch(() => {});
  res.once("close", cancel);
  try {
    for (;;) {
      const next = await reader.read();
      if (next.done || res.destroyed) break;
      if (!res.write(next.value)) await writable(res);
    }
  } finally {
    res.off("close", cancel);
  }
  res.end();
}

/** Writes `response` to `res`: an event stream as it comes, anything else whole. */
export async function sendResponse(response: Response, res: ServerResponse): Promise<void> {
  if (!response.body) {
    writeHead(response, res, 0);
    res.end();
  } else if (!(response.headers.get("content-type") ?? "").startsWith("text/event-stream")) {
    const bytes = new Uint8Array(await response.arrayBuffer());
    writeHead(response, res, bytes.byteLength);
    res.end(bytes);
  } else {
    writeHead(response, res);
    // A POST's answer sends its headers with its first event, one write fewer per call (CPU per call at 8 callers:
    // 1.06x Deno.serve's instead of 1.11x). A session's GET stream may carry nothing for long: its headers go now.
    if (res.req.method === "GET") res.flushHeaders();
    await stream(response.body, res);
  }
}
