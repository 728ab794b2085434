/** JSON-RPC error responses the HTTP layer answers itself, before the SDK sees a request. */

/** A JSON-RPC error as an HTTP response with the given status. */
export function rpcError(
  status: number,
  code: number,
  message: string,
  opts: { id?: unknown; data?: unknown; headers?: HeadersInit } = {},
): Response {
  const body = {
    jsonrpc: "2.0",
    id: opts.id ?? null,
    error: { code, message, ...(opts.data === undefined ? {} : { data: opts.data }) },
  };
  const headers = new Headers(opts.headers);
  headers.set("content-type", "application/json");
  return new Response(JSON.stringify(body), { status, headers });
}

/** A plain JSON response (health, 404). */
export function json(status: number, body: unknown, headers: HeadersInit = {}): Response {
  const h = new Headers(headers);
  h.set("content-type", "application/json");
  return new Response(JSON.stringify(body), { status, headers: h });
}
