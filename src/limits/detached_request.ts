/**
 * A copy of an incoming request whose abort signal is ours. The SDK hangs each request's server
 * instance on `request.signal` (an abort listener it never removes), and Deno's request objects can
 * outlive their response, so every finished request would keep its instance alive. Our signal follows
 * the client's until `release()`, which unhooks it once the response has ended: the instance is then free.
 * It can only be as prompt as the client's: Deno aborts that on a disconnect once a response has begun,
 * or before that only if the whole request came in one packet (see streamAtOnce in http/handler.ts).
 * `abort` stops the request as a disconnect would (a sessionless cancel, http/cancels.ts); `onRelease` adds
 * what else must end with the response. `id` names the request in its answer and its audit lines.
 */
export interface DetachedRequest {
  req: Request;
  id: string;
  release(): void;
  abort(reason: string): void;
  onRelease(then: () => void): void;
}

export function detachRequest(incoming: Request): DetachedRequest {
  const controller = new AbortController();
  const follow = () => controller.abort(incoming.signal.reason);
  incoming.signal.addEventListener("abort", follow, { once: true });
  const after: (() => void)[] = [];
  return {
    req: new Request(incoming, { signal: controller.signal }),
    id: crypto.randomUUID(),
    release: () => {
      incoming.signal.removeEventListener("abort", follow);
      after.splice(0).forEach((then) => then());
    },
    abort: (reason) => controller.abort(new DOMException(reason, "AbortError")),
    onRelease: (then) => void after.push(then),
  };
}
