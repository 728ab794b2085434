/**
 * The HTTP face of the server as a plain `(Request) => Promise<Response>`:
 * /health, and POST /mcp after the checks that must happen before the SDK
 * sees a request (Origin/Host, query-string tokens, body size, one message
 * per POST, mirrored Mcp-Method/Mcp-Name headers that agree with the body,
 * a credential for calls that reach GitLab). On sessionless deployments a plain 2025-era tools/call is
 * then answered without the SDK (direct_call.ts); everything else is the SDK's to serve.
 */
import { createMcpHandler, type McpRequestContext, type McpServer } from "@modelcontextprotocol/server";
import type { Config } from "../config/mod.ts";
import type { AuthMemory, StateStore } from "../store/mod.ts";
import { countRefusal, countRequest, methodLabel, routeLabel } from "../metrics/mod.ts";
import { type CredentialGate, credentialGates } from "./credential_gate.ts";
import { metricsAnswer } from "./metrics.ts";
import { withRequestId } from "./request_id.ts";
import { BODY_DEADLINE_MS, readBodyWithin } from "../limits/body_deadline.ts";
import { type DetachedRequest, detachRequest } from "../limits/detached_request.ts";
import { maxRequestsFor, RequestGate } from "../limits/requests.ts";
import { INTERNAL_ERROR, log } from "../log/mod.ts";
import { cursorRefusal } from "../protocol/list_cursor.ts";
import { clip, overLimit, URI_MAX } from "../text/bounds.ts";
import { claimedRevision } from "../protocol/revisions.ts";
import { readCredential } from "./credentials.ts";
import { readNarrowing } from "./narrowing_headers.ts";
import { readInstance } from "./instance_header.ts";
import { toAuthInfo } from "../server/auth_info.ts";
import type { UnitScope } from "../server/factory.ts";
import type { Credential } from "../gitlab/client.ts";
import { healthBody, readyAnswer } from "./health.ts";
import { json, rpcError } from "./jsonrpc.ts";
import { headerMismatch } from "./mirror_headers.ts";
import { missingCredential, REACHES_GITLAB, refuseFailedAuth } from "./auth_refusals.ts";
import { checkOrigin } from "./origin.ts";
import { SessionHandler } from "./sessions.ts";
import { answerDirectly, directCallOf } from "./direct_call.ts";
import type { DirectToolCall } from "../server/direct_tool_call.ts";
import { CancellableCalls, cancelledId, requestIdOf } from "./cancels.ts";
import type { OAuthGate } from "./oauth_gate.ts";

export const MAX_BODY = 4 * 1024 * 1024;
/** Methods that act with the caller's GitLab credential and so refuse to run without one. */
const NEEDS_CREDENTIAL = new Set(["tools/call", "prompts/get", "resources/read"]);

/**
 * Whether the SDK should answer as an SSE stream rather than one JSON body at the end. Under Deno.serve, which
 * aborted `request.signal` only once a response had begun, it was how a disconnect cancelled a call that waits on
 * GitLab; node:http (listener.ts) notices a disconnect either way, and the answer keeps its form. Legacy requests
 * are streamed by the SDK already; a client that does not take SSE keeps JSON.
 */
function streamAtOnce(req: Request, method: unknown): boolean {
  return typeof method === "string" && REACHES_GITLAB.has(method) &&
    (req.headers.get("accept") ?? "").includes("text/event-stream");
}

export interface HttpHandler {
  /** `remote`: the client's address (client_address.ts), which failed credentials are counted against. */
  fetch(req: Request, remote?: string): Promise<Response>;
  /** Stop taking requests and wait (bounded) for those in flight. */
  drain(timeoutMs: number): Promise<void>;
  /** Requests in progress, each until its response body has ended. */
  readonly inFlight: number;
  /** Open sessions (--stateless=false), undefined when sessionless. */
  readonly sessions?: number;
}

type Parsed = { ok: true; body: unknown } | { ok: false; response: Response };

/** Options tests use to shorten the clock; production uses the defaults. */
export interface HandlerOptions {
  bodyDeadlineMs?: number;
  /** Credentials GitLab rejected lately, refused here before the SDK or GitLab sees them. */
  authFailures?: AuthMemory;
  /** The state store /ready asks (a memory store is always ready). */
  store?: Pick<StateStore, "unready">;
  /** Why GitLab has not answered yet, for /ready (readiness.ts); undefined once it has. */
  gitlabUnanswered?: () => Promise<string | undefined>;
  /** Sessionless 2025-era tools/call requests answered without an SDK server (direct_call.ts). */
  direct?: DirectToolCall;
  /** How often a direct answer's SSE stream is kept alive while the call runs (tests shorten it). */
  keepAliveMs?: number;
  /** --auth-mode=oauth: discovery, token verification and scope checks (oauth_gate.ts). */
  oauth?: OAuthGate;
}

async function parseBody(req: Request, deadlineMs: number): Promise<Parsed> {
  const read = await readBodyWithin(req, MAX_BODY, deadlineMs);
  if (read.kind === "too_large") {
    return {
      ok: false,
      response: rpcError(413, -32600, `Cannot read the request: the body is larger than ${MAX_BODY} bytes`),
    };
  }
  if (read.kind === "timed_out") {
    const message = `Cannot read the request: the body did not arrive within ${deadlineMs / 1000} s; send it at once`;
    return { ok: false, response: rpcError(408, -32600, message, { headers: { connection: "close" } }) };
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

/** The SDK parses a resource URI before our own length check runs: refuse an oversized one first. */
function uriRefusal(method: unknown, params: unknown): string | undefined {
  const uri = (params as { uri?: unknown } | undefined)?.uri;
  if (method !== "resources/read" || typeof uri !== "string") return undefined;
  const over = overLimit(uri, URI_MAX);
  return over && `Cannot read resource "${clip(uri)}": the URI ${over}`;
}

/** The answer past the cap on requests in progress: nothing was read or built for it. */
function overloaded(max: number): Response {
  return rpcError(
    503,
    -32000,
    `Cannot take the request: ${max} requests are in progress, the most this server handles at once; retry in a moment`,
    { headers: { "retry-after": "1" } },
  );
}

type Factory = (ctx: McpRequestContext, scope?: UnitScope) => McpServer | Promise<McpServer>;

/** Methods a serving unit answers with its tools alone. */
const TOOLS_ONLY = new Set(["tools/list", "tools/call"]);

/** One deployment's HTTP endpoint: the SDK's handlers behind this server's own checks and request gate. */
class McpHttpHandler implements HttpHandler {
  #modern: ReturnType<typeof createMcpHandler>;
  #streamed: ReturnType<typeof createMcpHandler>;
  #sessions?: SessionHandler;
  #gate: RequestGate;
  #bodyDeadlineMs: number;
  #draining = false;
  /** Stateless requests whose one message needs only the tools (the SDK hands the factory the same Request). */
  #toolsOnly = new WeakSet<Request>();
  /** Sessionless calls a later notifications/cancelled from the same caller may stop. */
  readonly #calls = new CancellableCalls();
  /** New credentials are checked with GitLab before a call that reaches it (credential_gate.ts), per instance. */
  readonly #credentials;
  /** The JSON-RPC method of each request, for its metrics label. */
  readonly #methods = new WeakMap<Request, string>();

  constructor(private readonly config: Config, factory: Factory, private readonly opts: HandlerOptions) {
    const sdkOptions = {
      maxRequestBodySize: MAX_BODY,
      onerror: (e: Error) => log("debug", "mcp handler", { error: e.message }),
    };
    const unit = (ctx: McpRequestContext) =>
      factory(ctx, ctx.requestInfo && this.#toolsOnly.has(ctx.requestInfo) ? "tools" : "all");
    this.#modern = createMcpHandler(unit, sdkOptions);
    this.#streamed = createMcpHandler(unit, { ...sdkOptions, responseMode: "sse" });
    this.#sessions = config.stateless
      ? undefined
      : new SessionHandler(factory, { max: config.maxSessions, idleMs: config.sessionIdleSeconds * 1000 });
    this.#gate = new RequestGate(maxRequestsFor(config.maxInflight));
    this.#bodyDeadlineMs = opts.bodyDeadlineMs ?? BODY_DEADLINE_MS;
    this.#credentials = opts.authFailures && credentialGates(opts.authFailures, config);
  }

  get sessions(): number | undefined {
    return this.#sessions?.size;
  }

  get inFlight(): number {
    return this.#gate.inFlight;
  }

  async fetch(incoming: Request, remote = ""): Promise<Response> {
    if (!this.#gate.tryAcquire()) return countRefusal("overloaded"), overloaded(this.#gate.max);
    const started = performance.now();
    const detached = detachRequest(incoming);
    const { req, release } = detached;
    try {
      const res = withRequestId(await this.#route(detached, remote), detached.id);
      const label = this.#methods.get(req) ?? routeLabel(req.method, new URL(req.url).pathname);
      countRequest(label, res.status, (performance.now() - started) / 1000);
      if (req.method !== "GET") return this.#gate.leaveAfter(res, release);
      // A session's GET stream lives as long as its session, which --max-sessions bounds.
      this.#gate.release();
      return res;
    } catch (err) {
      this.#gate.release();
      log("error", "http request failed", { error: String((err as Error)?.message ?? err) });
      return rpcError(500, -32603, `Cannot complete the request: ${INTERNAL_ERROR}`);
    }
  }

  async drain(timeoutMs: number): Promise<void> {
    this.#draining = true;
    const until = Date.now() + timeoutMs;
    // The gate counts a request until its response body ends: a streamed (SSE) answer is a call still running.
    while (this.#gate.inFlight > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
    await this.#sessions?.closeAll();
    await Promise.all([this.#modern.close(), this.#streamed.close()]);
  }

  async #route(detached: DetachedRequest, remote: string): Promise<Response> {
    const { req } = detached;
    const url = new URL(req.url);
    if (url.pathname === "/health") {
      return json(this.#draining ? 503 : 200, healthBody(this.config, this.#draining, this.#sessions?.size));
    }
    if (url.pathname === "/ready") {
      const ready = await readyAnswer(this.#draining, this.opts.store, this.opts.gitlabUnanswered);
      return json(ready.status, ready.body);
    }
    const discovered = this.opts.oauth?.discovery(url.pathname);
    if (discovered) return discovered;
    if (url.pathname === "/metrics" && this.config.metrics && !this.config.metricsAddr) return metricsAnswer(req);
    if (url.pathname !== "/mcp") {
      return json(404, { error: `Not found: ${url.pathname.slice(0, 100)}; the MCP endpoint is POST /mcp` });
    }
    if (this.#draining) {
      countRefusal("draining");
      return rpcError(503, -32603, "Cannot take the request: the server is shutting down", {
        headers: { "retry-after": "5" },
      });
    }
    const badOrigin = checkOrigin(req, this.config.trustedOrigins, this.config.httpAddr.hostname);
    if (badOrigin) countRefusal("origin");
    return badOrigin ?? await this.#serveMcp(detached, remote);
  }

  async #serveMcp(detached: DetachedRequest, remote: string): Promise<Response> {
    const { req } = detached;
    const cred = readCredential(req);
    if (cred.error) return rpcError(400, -32600, cred.error);
    if (this.config.stateless && req.method !== "POST") {
      return json(405, { error: "Method not allowed: POST /mcp only" }, { allow: "POST" });
    }
    const narrowed = readNarrowing(req);
    if (narrowed.error !== undefined) return rpcError(400, -32600, narrowed.error);
    const named = readInstance(req, this.config.gitlabUrls);
    if (named.refusal) return rpcError(named.refusal.status, -32600, named.refusal.message);
    const narrowing = { ...narrowed.narrowing, instance: named.instance, requestId: detached.id };
    const admitted = this.opts.oauth && await this.opts.oauth.admit(cred.credential, narrowing);
    if (admitted && admitted.refused) return admitted.refused;
    const authInfo = admitted ? admitted.authInfo : cred.credential && toAuthInfo(cred.credential, narrowing);
    if (req.method !== "POST") return this.#sessions!.handle(req, undefined, authInfo);
    const parsed = await parseBody(req, this.#bodyDeadlineMs);
    if (!parsed.ok) return parsed.response;
    this.#methods.set(req, methodLabel((parsed.body as Message).method));
    const stepUp = this.opts.oauth?.writeRefusal(parsed.body as Message, authInfo);
    if (stepUp) return stepUp;
    const gate = this.#credentials?.get(named.instance);
    const refused = await this.#refusal(req, parsed.body as Message, cred.credential, { remote, gate });
    if (refused) return refused;
    if (this.#sessions) return this.#sessions.handle(req, parsed.body, authInfo);
    const cancelled = cred.credential && this.#cancelOrTrack(detached, parsed.body as Message, cred.credential);
    if (cancelled) return cancelled;
    const direct = this.opts.direct;
    const ctx = { era: "legacy", authInfo, requestInfo: req } as const;
    const call = direct && directCallOf(req, parsed.body, direct, ctx);
    if (direct && call) return answerDirectly(req, call, ctx, direct, this.opts.keepAliveMs);
    const method = (parsed.body as Message).method;
    if (typeof method === "string" && TOOLS_ONLY.has(method)) this.#toolsOnly.add(req);
    const handler = streamAtOnce(req, method) ? this.#streamed : this.#modern;
    return handler.fetch(req, { parsedBody: parsed.body, authInfo });
  }

  /**
   * A sessionless `notifications/cancelled` stops the caller's own call with that id (202, as the SDK answers a
   * notification); a call that may wait on GitLab is tracked until its answer has ended, so one can.
   */
  #cancelOrTrack(detached: DetachedRequest, msg: Message, credential: Credential): Response | undefined {
    const named = cancelledId(msg);
    if (named !== undefined) {
      this.#calls.cancel(credential, named, "the client cancelled the request");
      return new Response(null, { status: 202 });
    }
    const id = requestIdOf(msg.id);
    if (id === undefined || typeof msg.method !== "string" || !REACHES_GITLAB.has(msg.method)) return undefined;
    detached.onRelease(this.#calls.track(credential, id, detached.abort));
    return undefined;
  }

  /** The checks on a parsed message before the SDK sees it, in order; undefined lets it through. */
  async #refusal(
    req: Request,
    msg: Message,
    credential: Credential | undefined,
    from: { remote: string; gate?: CredentialGate },
  ): Promise<Response | undefined> {
    const mismatch = headerMismatch(req, msg);
    if (mismatch) {
      return rpcError(400, -32020, `Cannot serve the request: ${mismatch}; send headers that mirror the body`, {
        id: msg.id,
      });
    }
    // Decided from the body alone: it is what the SDK dispatches.
    const method = typeof msg.method === "string" ? msg.method : undefined;
    if (method && NEEDS_CREDENTIAL.has(method) && !credential) return missingCredential(`run ${method}`, msg.id);
    const failed = credential && method &&
      await refuseFailedAuth(from.gate, from.remote, credential, { method, params: msg.params, id: msg.id });
    if (failed) return failed;
    // A session deployment refuses a 2026-era request -32022 first (sessions.ts); the SDK serves lists unpaginated.
    const badCursor = !(this.#sessions && claimedRevision(msg.params).claimed) && cursorRefusal(msg.method, msg.params);
    if (badCursor) return rpcError(200, badCursor.code, badCursor.message, { id: msg.id });
    const longUri = uriRefusal(msg.method, msg.params);
    return longUri ? rpcError(200, -32602, longUri, { id: msg.id }) : undefined;
  }
}

type Message = { method?: unknown; id?: unknown; params?: unknown };

/** Builds the handler for a configuration and a server factory. */
export function createHttpHandler(config: Config, factory: Factory, opts: HandlerOptions = {}): HttpHandler {
  return new McpHttpHandler(config, factory, opts);
}
