/**
 * The HTTP face of the server as a plain `(Request) => Promise<Response>`:
 * /health, and POST /mcp after the checks that must happen before the SDK
 * sees a request (Origin/Host, query-string tokens, body size, one message
 * per POST, a credential for calls that reach GitLab).
 */
import {
  createMcpHandler,
  type McpRequestContext,
  type McpServer,
  readRequestBody,
} from "@modelcontextprotocol/server";
import type { Config } from "../config/mod.ts";
import { log } from "../log.ts";
import { readCredential, toAuthInfo } from "./credentials.ts";
import { healthBody } from "./health.ts";
import { json, rpcError } from "./jsonrpc.ts";
import { checkOrigin } from "./origin.ts";
import { SessionHandler } from "./sessions.ts";

export const MAX_BODY = 4 * 1024 * 1024;
/** Methods that act with the caller's GitLab credential and so refuse to run without one. */
const NEEDS_CREDENTIAL = new Set(["tools/call", "prompts/get", "resources/read"]);

export interface HttpHandler {
  fetch(req: Request): Promise<Response>;
  /** Stop taking requests and wait (bounded) for those in flight. */
  drain(timeoutMs: number): Promise<void>;
  readonly inFlight: number;
}

type Parsed = { ok: true; body: unknown } | { ok: false; response: Response };

async function parseBody(req: Request): Promise<Parsed> {
  const read = await readRequestBody(req, MAX_BODY);
  if (read.tooLarge) {
    return {
      ok: false,
      response: rpcError(413, -32600, `Cannot read the request: the body is larger than ${MAX_BODY} bytes`),
    };
  }
  let body: unknown;
  try {
    body = JSON.parse(read.text);
  } catch {
    return { ok: false, response: rpcError(400, -32700, "Cannot parse the request body as JSON") };
  }
  if (Array.isArray(body)) {
    return { ok: false, response: rpcError(400, -32600, "Cannot serve a JSON-RPC batch: send one message per POST") };
  }
  if (!body || typeof body !== "object") {
    return {
      ok: false,
      response: rpcError(400, -32600, "Cannot serve this body: expected one JSON-RPC message object"),
    };
  }
  return { ok: true, body };
}

/**
 * On 2026-07-28 the Mcp-Method/Mcp-Name headers must match the body; a
 * mismatch is the SDK's to answer (400, -32020) before any credential check.
 */
function headersMatch(req: Request, msg: { method?: string; params?: { name?: unknown; uri?: unknown } }): boolean {
  if (!req.headers.has("mcp-method")) return !req.headers.get("mcp-protocol-version")?.startsWith("2026");
  if (req.headers.get("mcp-method")!.trim() !== msg.method) return false;
  const target = msg.params?.name ?? msg.params?.uri;
  return target === undefined || req.headers.get("mcp-name")?.trim() === target;
}

function unauthorized(method: string, id: unknown): Response {
  return rpcError(
    401,
    -32001,
    `Cannot run ${method} without a GitLab credential: send your own token as PRIVATE-TOKEN: <token> or Authorization: Bearer <token>`,
    {
      id,
      headers: { "www-authenticate": 'Bearer realm="gitlab-mcp-server", error="invalid_token"' },
    },
  );
}

/** Builds the handler for a configuration and a server factory. */
export function createHttpHandler(
  config: Config,
  factory: (ctx: McpRequestContext) => Promise<McpServer>,
): HttpHandler {
  const modern = createMcpHandler(factory, {
    maxRequestBodySize: MAX_BODY,
    onerror: (e) => log("debug", "mcp handler", { error: e.message }),
  });
  const sessions = config.stateless ? undefined : new SessionHandler(factory);
  let inFlight = 0;
  let draining = false;

  async function serveMcp(req: Request): Promise<Response> {
    const cred = readCredential(req);
    if (cred.error) return rpcError(400, -32600, cred.error);
    if (config.stateless && req.method !== "POST") {
      return json(405, { error: "Method not allowed: POST /mcp only" }, { allow: "POST" });
    }
    if (req.method !== "POST") return sessions!.handle(req, undefined, cred.credential && toAuthInfo(cred.credential));
    const parsed = await parseBody(req);
    if (!parsed.ok) return parsed.response;
    const msg = parsed.body as { method?: string; id?: unknown; params?: { name?: unknown; uri?: unknown } };
    const needs = msg.method !== undefined && NEEDS_CREDENTIAL.has(msg.method) && headersMatch(req, msg);
    if (needs && !cred.credential) return unauthorized(msg.method!, msg.id);
    const authInfo = cred.credential && toAuthInfo(cred.credential);
    if (sessions) return sessions.handle(req, parsed.body, authInfo);
    return modern.fetch(req, { parsedBody: parsed.body, authInfo });
  }

  async function route(req: Request): Promise<Response> {
    const url = new URL(req.url);
    if (url.pathname === "/health") {
      return json(draining ? 503 : 200, await healthBody(config, draining, sessions?.size));
    }
    if (url.pathname !== "/mcp") {
      return json(404, { error: `Not found: ${url.pathname.slice(0, 100)}; the MCP endpoint is POST /mcp` });
    }
    if (draining) {
      return rpcError(503, -32603, "Cannot take the request: the server is shutting down", {
        headers: { "retry-after": "5" },
      });
    }
    return checkOrigin(req, config.trustedOrigins, config.httpAddr.hostname) ?? await serveMcp(req);
  }

  return {
    get inFlight() {
      return inFlight;
    },
    async fetch(req) {
      inFlight++;
      try {
        return await route(req);
      } catch (err) {
        log("error", "http request failed", { error: String((err as Error)?.message ?? err) });
        return rpcError(
          500,
          -32603,
          "Cannot complete the request: an internal error occurred; the server log has details",
        );
      } finally {
        inFlight--;
      }
    },
    async drain(timeoutMs) {
      draining = true;
      const until = Date.now() + timeoutMs;
      while (inFlight > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
      await sessions?.closeAll();
      await modern.close();
    },
  };
}
