/** Each HTTP request's id: a random UUID (limits/detached_request.ts), in its answer and in its audit lines. */

/** Names the request in its answer (X-Request-Id), as its audit lines do. */
export function withRequestId(res: Response, id: string): Response {
  try {
    res.headers.set("x-request-id", id);
    return res;
  } catch {
    // Headers of a response that came from a fetch are immutable: copy them.
    const headers = new Headers(res.headers);
    headers.set("x-request-id", id);
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  }
}
