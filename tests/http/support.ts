/** Request builders and response readers for HTTP tests, in-process (no sockets) or over a real port. */
import { parseConfig } from "../../src/config/mod.ts";
import { createApp } from "../../src/server/app.ts";
import { createHttpHandler, type HttpHandler } from "../../src/http/handler.ts";
import { setLogSink } from "../../src/log/mod.ts";

if (!Deno.env.get("TEST_LOGS")) setLogSink(() => {});

export const MODERN = "2026-07-28";
export const BASE = "http://127.0.0.1:8080";

/** The in-process handler for a configuration, the way `--http` builds it. */
export function handlerFor(gitlabUrl: string, args: string[] = [], env: Record<string, string> = {}): HttpHandler {
  const config = parseConfig(["--http", ...args], { GITLAB_URL: gitlabUrl, ...env });
  const { factory, direct } = createApp(config);
  return createHttpHandler(config, factory, { direct });
}

export function envelopeMeta(caps: Record<string, unknown> = {}) {
  return {
    "io.modelcontextprotocol/protocolVersion": MODERN,
    "io.modelcontextprotocol/clientInfo": { name: "http-test", version: "1.0.0" },
    "io.modelcontextprotocol/clientCapabilities": caps,
  };
}

/** A JSON-RPC POST; `modern` adds the 2026-07-28 envelope and headers. */
export function rpc(
  method: string,
  params: Record<string, unknown> = {},
  opts: {
    modern?: boolean;
    headers?: Record<string, string>;
    id?: number;
    caps?: Record<string, unknown>;
    base?: string;
    signal?: AbortSignal;
  } = {},
): Request {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    accept: "application/json, text/event-stream",
    ...(opts.modern
      ? { "mcp-protocol-version": MODERN, "mcp-method": method }
      : { "mcp-protocol-version": "2025-11-25" }),
    ...opts.headers,
  };
  const name = (params as { name?: string }).name;
  if (
    opts.modern && name && !("mcp-name" in (opts.headers ?? {})) &&
    (method === "tools/call" || method === "prompts/get")
  ) {
    headers["mcp-name"] = name;
  }
  const body = {
    jsonrpc: "2.0",
    id: opts.id ?? 1,
    method,
    params: opts.modern ? { ...params, _meta: envelopeMeta(opts.caps) } : params,
  };
  return new Request(`${opts.base ?? BASE}/mcp`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
    signal: opts.signal,
  });
}

/** The JSON-RPC message in a response, whether sent as JSON or as one SSE event. */
export async function message(res: Response): Promise<Record<string, unknown>> {
  const text = await res.text();
  if ((res.headers.get("content-type") ?? "").includes("text/event-stream")) {
    const data = text.split("\n").filter((l) => l.startsWith("data: ")).map((l) => JSON.parse(l.slice(6)));
    return data.find((d) => "result" in d || "error" in d) ?? {};
  }
  return text ? JSON.parse(text) : {};
}

/** A free loopback port for a real server process. */
export function freePort(): number {
  const l = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (l.addr as Deno.NetAddr).port;
  l.close();
  return port;
}
