/**
 * A fake GitLab on 127.0.0.1 that serves scripted exchanges in order and
 * records every request. Anything unexpected is answered 599 and recorded,
 * so assertDone() fails the test that caused it.
 */

import { CHECK_USER_AGENT } from "../../src/gitlab/instance.ts";
import { CREDENTIAL_CHECK_USER_AGENT } from "../../src/gitlab/who_am_i.ts";

export interface ExpectedRequest {
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** A GraphQL call (POST /api/graphql), matched by its operation name and variables, not its document text. */
  graphql?: { operationName: string | null; variables: Record<string, unknown> };
}

export interface ScriptedResponse {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** Binary bodies (a zip archive), base64-encoded so fixtures stay JSON; served instead of `body`. */
  body_base64?: string;
}

/** What a hand-written handler answers: a scripted response, or a whole Response. */
export type Reply = ScriptedResponse | Response;

export interface Exchange {
  request: ExpectedRequest;
  response: ScriptedResponse;
}

export interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  headers: Headers;
  /** Aborts when the server under test drops the connection. */
  signal: AbortSignal;
}

export class FakeGitLab {
  readonly requests: Recorded[] = [];
  readonly problems: string[] = [];
  #queue: Exchange[] = [];
  #server: Deno.HttpServer<Deno.NetAddr>;
  /** Optional hand-written handler used when the queue is empty; a Response is served as it is (a streamed body). */
  fallback?: (req: Recorded) => Reply | Promise<Reply>;
  /**
   * The server's start-up check (src/gitlab/instance.ts, told by its User-Agent), answered apart as a real GitLab
   * would and never counted in `requests`: tests count the calls they make. `checks` holds each one's headers.
   */
  instance: (req: Request) => ScriptedResponse | Promise<ScriptedResponse> = () => ({
    status: 200,
    body: { version: "17.0.0", revision: "fake" },
  });
  readonly checks: Headers[] = [];
  /**
   * The HTTP server's check of a new credential (GET /api/v4/user, src/gitlab/who_am_i.ts, told by its User-Agent),
   * answered apart like the start-up check: by default any token is a user's. `credentialChecks` holds each one's
   * headers, in order.
   */
  credentialCheck: (req: Request) => ScriptedResponse | Promise<ScriptedResponse> = () => ({
    status: 200,
    body: { id: 1, username: "fake-user" },
  });
  readonly credentialChecks: Headers[] = [];

  #scheme: "http" | "https";

  /** `tls`: serve HTTPS with this certificate and key (PEM), as a GitLab behind a private CA. */
  constructor(opts: { tls?: { cert: string; key: string } } = {}) {
    this.#scheme = opts.tls ? "https" : "http";
    this.#server = Deno.serve(
      { hostname: "127.0.0.1", port: 0, onListen: () => {}, ...opts.tls },
      (req) => this.#handle(req),
    );
  }

  /** Base URL to give the server as GITLAB_URL. */
  get url(): string {
    return `${this.#scheme}://127.0.0.1:${this.#server.addr.port}`;
  }

  /** Queues exchanges to serve in order. */
  expect(...exchanges: Exchange[]): this {
    this.#queue.push(...exchanges);
    return this;
  }

  async #handle(req: Request): Promise<Response> {
    const url = new URL(req.url);
    if (req.headers.get("user-agent") === CHECK_USER_AGENT && url.pathname.endsWith("/api/v4/version")) {
      this.checks.push(req.headers);
      return toResponse(await this.instance(req));
    }
    if (req.headers.get("user-agent") === CREDENTIAL_CHECK_USER_AGENT && url.pathname.endsWith("/api/v4/user")) {
      this.credentialChecks.push(req.headers);
      return toResponse(await this.credentialCheck(req));
    }
    const text = await req.text();
    let body: unknown = null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    const rec: Recorded = {
      method: req.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      headers: req.headers,
      signal: req.signal,
    };
    // Array params repeat their key: keep every value.
    for (const key of new Set(url.searchParams.keys())) {
      const all = url.searchParams.getAll(key);
      if (all.length > 1) (rec.query as Record<string, unknown>)[key] = all;
    }
    this.requests.push(rec);
    const next = this.#queue.shift();
    if (!next) {
      if (this.fallback) {
        const reply = await this.fallback(rec);
        return reply instanceof Response ? reply : toResponse(reply);
      }
      this.problems.push(`unexpected request ${rec.method} ${req.url}`);
      return new Response(JSON.stringify({ message: "unexpected request" }), { status: 599 });
    }
    const mismatch = compare(next.request, rec);
    if (mismatch) this.problems.push(mismatch);
    return toResponse(next.response);
  }

  /** Fails if any expected exchange was not used or anything unexpected arrived. */
  assertDone(): void {
    const unused = this.#queue.map((e) => `${e.request.method} ${e.request.path}`);
    const all = [...this.problems, ...unused.map((u) => `expected request never came: ${u}`)];
    if (all.length) throw new Error(all.join("\n"));
  }

  async close(): Promise<void> {
    await this.#server.shutdown();
  }
}

function toResponse(r: ScriptedResponse): Response {
  if (r.body_base64 !== undefined) {
    const bytes = Uint8Array.from(atob(r.body_base64), (c) => c.charCodeAt(0));
    return new Response(bytes, {
      status: r.status,
      headers: { "content-type": "application/octet-stream", ...r.headers },
    });
  }
  const isText = typeof r.body === "string";
  const headers = new Headers(r.headers ?? {});
  if (!headers.has("content-type")) headers.set("content-type", isText ? "text/plain" : "application/json");
  const body = r.body === undefined || r.status === 204 ? null : isText ? r.body as string : JSON.stringify(r.body);
  return new Response(body, { status: r.status, headers });
}

function compare(exp: ExpectedRequest, got: Recorded): string | null {
  if (exp.graphql) return compareGraphql(exp, got);
  const want = canonical({ m: exp.method, p: exp.path, q: exp.query ?? {}, b: exp.body ?? null });
  const have = canonical({ m: got.method, p: got.path, q: got.query, b: got.body });
  return want === have ? null : `request mismatch:\n  expected ${want}\n  received ${have}`;
}

/** The operation name and variables a GraphQL call sent; its document must be a string. */
function compareGraphql(exp: ExpectedRequest, got: Recorded): string | null {
  const body = (got.body ?? {}) as Record<string, unknown>;
  const want = canonical({ m: exp.method, p: exp.path, ...exp.graphql, doc: "string" });
  const have = canonical({
    m: got.method,
    p: got.path,
    operationName: body.operationName,
    variables: body.variables,
    doc: typeof body.query,
  });
  return want === have ? null : `graphql request mismatch:\n  expected ${want}\n  received ${have}`;
}

/** JSON with object keys sorted at every depth, so key order never matters. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (v && typeof v === "object") {
    const entries = Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`).join(",")}}`;
  }
  return JSON.stringify(v);
}
