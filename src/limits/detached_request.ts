/**
 * A copy of an incoming request whose abort signal is ours. The SDK hangs each request's server
 * instance on `request.signal` (an abort listener it never removes), and Deno's request objects can
 * outlive their response, so every finished request would keep its instance alive. Our signal follows
 * the client's until `release()`, which unhooks it once the response has ended: the instance is then free.
 * It can only be as prompt as the client's: Deno aborts that on a disconnect once a response has begun,
 * or before that only if the whole request came in one packet (see streamAtOnce in http/handler.ts).
 */
export function detachRequest(req: Request): { req: Request; release: () => void } {
  const controller = new AbortController();
  const follow = () => controller.abort(req.signal.reason);
  req.signal.addEventListener("abort", follow, { once: true });
  return {
    req: new Request(req, { signal: controller.signal }),
    release: () => req.signal.removeEventListener("abort", follow),
  };
}
