/**
 * Reads a request body under a size cap and a deadline, so a client that trickles its body holds a
 * request slot (and its bytes) for a bounded time only.
 */

/** A whole MCP message arrives in well under this from any working client. */
export const BODY_DEADLINE_MS = 10_000;

export type BodyRead =
  | { kind: "ok"; text: string }
  | { kind: "too_large" }
  | { kind: "timed_out" };

/** The body as text; a declared Content-Length over `maxBytes` is refused without reading. */
export async function readBodyWithin(req: Request, maxBytes: number, deadlineMs: number): Promise<BodyRead> {
  if (Number(req.headers.get("content-length")) > maxBytes) return { kind: "too_large" };
  if (!req.body) return { kind: "ok", text: "" };
  const reader = req.body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<"expired">((resolve) => timer = setTimeout(() => resolve("expired"), deadlineMs));
  const decoder = new TextDecoder();
  let text = "";
  let received = 0;
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), expired]);
      if (next === "expired") return { kind: "timed_out" };
      if (next.done) return { kind: "ok", text: text + decoder.decode() };
      received += next.value.byteLength;
      if (received > maxBytes) return { kind: "too_large" };
      text += decoder.decode(next.value, { stream: true });
    }
  } finally {
    clearTimeout(timer);
    reader.cancel().catch(() => {});
  }
}
