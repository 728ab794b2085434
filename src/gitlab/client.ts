/**
 * The one way this server talks to GitLab: REST v4 over fetch, with a timeout
 * on every call, retries only where they are safe, redirects followed by hand
 * within the configured origin, and failures classified into GitLabError.
 */
import { log, registerSecret } from "../log.ts";
import { errorForStatus, errorForThrown, GitLabError } from "./errors.ts";
import { buildQuery, type QueryValue } from "./query.ts";
import { MAX_RETRIES, RETRY_STATUSES, retryDelayMs } from "./retry.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** A caller's credential: a PAT travels as PRIVATE-TOKEN, an OAuth token as Bearer. */
export interface Credential {
  kind: "private" | "bearer";
  token: string;
}

export interface GitLabCall {
  /** Verb phrase for errors, e.g. `run "issue.get"`. */
  action: string;
  method: HttpMethod;
  /** Already-encoded path below /api/v4, starting with "/". */
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Read the body as text (job traces, raw files). */
  text?: boolean;
  /** false: never retry, even a safe call (completions answer at keystroke pace). */
  retry?: false;
  signal?: AbortSignal;
}

export interface GitLabReply {
  status: number;
  headers: Headers;
  data: unknown;
}

/** A shared cap on calls in flight (HTTP mode). */
export interface Gate {
  tryAcquire(): boolean;
  release(): void;
}

export interface ClientOptions {
  baseUrl: URL;
  gate?: Gate;
  credential?: Credential;
  timeoutMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const SAFE = new Set<HttpMethod>(["GET"]);
const MAX_REDIRECTS = 5;

/** A GitLab REST client bound to one base URL and one credential. */
export class GitLabClient {
  readonly apiBase: string;
  readonly host: string;
  #opts: Required<Omit<ClientOptions, "credential" | "gate">> & { credential?: Credential; gate?: Gate };

  constructor(opts: ClientOptions) {
    this.apiBase = `${opts.baseUrl.origin}${opts.baseUrl.pathname.replace(/\/+$/, "")}/api/v4`;
    this.host = opts.baseUrl.host;
    registerSecret(opts.credential?.token);
    this.#opts = {
      baseUrl: opts.baseUrl,
      credential: opts.credential,
      gate: opts.gate,
      timeoutMs: opts.timeoutMs ?? 30_000,
      fetch: opts.fetch ?? ((input, init) => fetch(input, init)),
      sleep: opts.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms))),
      now: opts.now ?? (() => Date.now()),
    };
  }

  /** Sends one call, retrying safe methods on 429/502/503/504 at most three times. */
  async request(call: GitLabCall): Promise<GitLabReply> {
    const gate = this.#opts.gate;
    if (gate && !gate.tryAcquire()) {
      throw new GitLabError(
        "busy",
        `Cannot ${call.action}: the server is busy (too many GitLab calls in flight). Try again in a moment.`,
      );
    }
    try {
      return await this.#attempts(call);
    } finally {
      gate?.release();
    }
  }

  async #attempts(call: GitLabCall): Promise<GitLabReply> {
    const url = `${this.apiBase}${call.path}${buildQuery(call.query ?? {})}`;
    for (let attempt = 0;; attempt++) {
      const started = this.#opts.now();
      const res = await this.#send(call, url);
      log("debug", "gitlab call", {
        method: call.method,
        path: call.path,
        status: res.status,
        ms: this.#opts.now() - started,
      });
      const retryable = call.retry !== false && SAFE.has(call.method) && RETRY_STATUSES.has(res.status) &&
        attempt < MAX_RETRIES;
      if (retryable) {
        await res.body?.cancel();
        await this.#opts.sleep(retryDelayMs(res.headers, attempt, this.#opts.now()));
        continue;
      }
      const data = await this.#read(res, call);
      if (res.status >= 400) throw errorForStatus(call.action, res.status, data);
      return { status: res.status, headers: res.headers, data };
    }
  }

  async #send(call: GitLabCall, firstUrl: string): Promise<Response> {
    let url = firstUrl;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const res = await this.#fetchOnce(call, url);
      if (res.status < 300 || res.status >= 400 || !res.headers.has("location")) return res;
      await res.body?.cancel();
      url = this.#redirectTarget(call, url, res);
    }
    throw new GitLabError("redirect", `Cannot ${call.action}: GitLab redirected more than ${MAX_REDIRECTS} times.`);
  }

  /** Credentials never leave the configured origin, and writes never follow redirects. */
  #redirectTarget(call: GitLabCall, from: string, res: Response): string {
    const target = new URL(res.headers.get("location")!, from);
    const origin = new URL(this.apiBase).origin;
    if (target.origin !== origin) {
      throw new GitLabError(
        "redirect",
        `Cannot ${call.action}: GitLab redirected to another origin "${target.origin}"; credentials are only sent to "${origin}". If GitLab moved, set GITLAB_URL to the new address.`,
        res.status,
      );
    }
    if (!SAFE.has(call.method)) {
      throw new GitLabError(
        "redirect",
        `Cannot ${call.action}: GitLab redirected a ${call.method} to "${target.pathname}"; writes are not re-sent.`,
        res.status,
      );
    }
    return target.href;
  }

  async #fetchOnce(call: GitLabCall, url: string): Promise<Response> {
    const timeout = AbortSignal.timeout(this.#opts.timeoutMs);
    const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
    try {
      return await this.#opts.fetch(url, {
        method: call.method,
        headers: this.#headers(call),
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        redirect: "manual",
        signal,
      });
    } catch (err) {
      throw errorForThrown(call.action, this.host, err, timeout.aborted, call.signal?.aborted);
    }
  }

  #headers(call: GitLabCall): Headers {
    const h = new Headers({ accept: call.text ? "text/plain, */*" : "application/json" });
    if (call.body !== undefined) h.set("content-type", "application/json");
    const cred = this.#opts.credential;
    if (cred?.kind === "bearer") h.set("authorization", `Bearer ${cred.token}`);
    else if (cred) h.set("private-token", cred.token);
    return h;
  }

  async #read(res: Response, call: GitLabCall): Promise<unknown> {
    let text: string;
    try {
      text = await res.text();
    } catch (err) {
      throw errorForThrown(call.action, this.host, err, false, call.signal?.aborted);
    }
    if (call.text && res.status < 400) return text;
    if (text === "") return null;
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
}
