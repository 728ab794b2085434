/**
 * The one way this server talks to GitLab: REST v4 over fetch, with a timeout
 * on every call, retries only where they are safe, redirects followed by hand
 * within the configured origin, and failures classified into GitLabError.
 */
import { Redactor } from "../log/mod.ts";
import { type BodyCut, readBinaryTail, readCapped, readText } from "./body_reader.ts";
import { type Expected, parseJson } from "./json_body.ts";
import { errorForStatus, errorForThrown, GitLabError, writeOutcomeUnknown } from "./errors.ts";
import type { Transport } from "./hints.ts";
import type { Edition, InstanceState } from "./instance.ts";
import { buildQuery, type QueryValue } from "./query.ts";
import { guardedGraphqlUrl, guardedRedirect, guardedUrl } from "./url_guard.ts";
import { canWait, MAX_RETRIES, RETRY_STATUSES, retryDelayMs, retryLater } from "./retry.ts";
import { countGitLabCall } from "../metrics/mod.ts";
import { observeWrite, type WriteSink } from "./writes.ts";
import { noTurn } from "./turns.ts";

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
  /** Without `text`: the JSON shape a success must have (json_body.ts); any JSON when unset. */
  expect?: Expected;
  /** With `text`: keep the body's last bytes (a job log's tail) rather than its first. */
  tail?: boolean;
  /** Read a success as bytes, keeping only its end (a zip archive's directory): data is a BodyTail. */
  binary?: boolean;
  /** false: never retry, even a safe call (completions answer at keystroke pace). */
  retry?: false;
  /** Params that located the target (hints.ts lookupOf), so a 404 names those to check. */
  lookup?: readonly string[];
  /** "graphql": sent to $GITLAB_URL/api/graphql (path must be empty) instead of below /api/v4. */
  api?: "graphql";
  /** A POST that only reads (a GraphQL query): retried like a GET. */
  safe?: true;
  /** A GraphQL document the caller wrote: its answer's shape is theirs, not the catalog's (lockdown refuses it). */
  callerDocument?: true;
  signal?: AbortSignal;
}

export interface GitLabReply {
  status: number;
  headers: Headers;
  data: unknown;
  /** Set when a text body was longer than the server reads (body_reader.ts). */
  cut?: BodyCut;
  /** A GraphQL list's cursor for its next page, null on the last (REST lists page by headers). */
  cursor?: string | null;
}

/** A shared cap on calls in flight (HTTP mode). */
export interface Gate {
  tryAcquire(): boolean;
  release(): void;
}

/** A shared cap on calls reading a large body at once: a call waits for a turn (limits/large_bodies.ts). */
export interface TurnQueue {
  readonly max: number;
  readonly waitMs: number;
  /** true once the call has a turn; false when it waited `waitMs`, or `signal` aborted. */
  acquire(signal?: AbortSignal): Promise<boolean>;
  release(): void;
}

/** What the GitLab client reports to, for one credential. */
export interface CredentialWatch {
  /** Throws the local 401 when GitLab rejected this credential within the last minute. */
  refuseIfRejected(action: string): void | Promise<void>;
  /** Records GitLab's verdict on the credential from a response status (a shared store is told too). */
  saw(status: number): void | Promise<void>;
}

/** Keeps a rejected credential from reaching GitLab again for a while (limits/auth_failures.ts). */
export interface CredentialWatcher {
  watch(credential: Credential | undefined): CredentialWatch | undefined;
}

export interface ClientOptions {
  baseUrl: URL;
  gate?: Gate;
  /** Takes turns for calls whose body may be large (text and binary reads). */
  largeBodies?: TurnQueue;
  /** Learns which credentials GitLab rejects, and refuses those locally for a while. */
  auth?: CredentialWatcher;
  credential?: Credential;
  /** Where the credential came from, so a 401 says how to fix it (default stdio: GITLAB_TOKEN). */
  transport?: Transport;
  /** What the start-up check learned about the instance (instance.ts), for the 404 hint. */
  instance?: InstanceState;
  /** Told how each write ended (the audit line). */
  writes?: WriteSink;
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
  /** GitLab's one GraphQL endpoint, beside the REST base. */
  readonly graphqlUrl: string;
  readonly host: string;
  /** This client's credential (plus the server's secrets): every error it throws and line it logs pass through it. */
  readonly redactor: Redactor;
  #opts: Required<Omit<ClientOptions, "credential" | "gate" | "largeBodies" | "auth" | "instance" | "writes">> & {
    credential?: Credential;
    gate?: Gate;
    largeBodies?: TurnQueue;
    auth?: CredentialWatcher;
    instance?: InstanceState;
    writes?: WriteSink;
  };

  constructor(opts: ClientOptions) {
    this.apiBase = `${opts.baseUrl.origin}${opts.baseUrl.pathname.replace(/\/+$/, "")}/api/v4`;
    this.graphqlUrl = this.apiBase.replace(/\/v4$/, "/graphql");
    this.host = opts.baseUrl.host;
    this.redactor = new Redactor([opts.credential?.token]);
    this.#opts = {
      baseUrl: opts.baseUrl,
      credential: opts.credential,
      gate: opts.gate,
      largeBodies: opts.largeBodies,
      auth: opts.auth,
      instance: opts.instance,
      writes: opts.writes,
      transport: opts.transport ?? "stdio",
      timeoutMs: opts.timeoutMs ?? 30_000,
      fetch: opts.fetch ?? ((input, init) => fetch(input, init)),
      sleep: opts.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms))),
      now: opts.now ?? (() => Date.now()),
    };
  }

  /**
   * Sends one call, retrying safe calls (GETs, GraphQL queries) on 429/502/503/504 at most three times. A call whose
   * body may be large waits for a turn first, so only a few such bodies are held at once; it holds no GitLab-call
   * place meanwhile.
   */
  /** The edition the start-up check read (instance.ts), when it could. */
  get edition(): Edition | undefined {
    return this.#opts.instance?.edition;
  }

  request(call: GitLabCall): Promise<GitLabReply> {
    return observeWrite(call, this.#opts.writes, () => this.#request(call));
  }

  async #request(call: GitLabCall): Promise<GitLabReply> {
    const turns = call.binary || call.text ? this.#opts.largeBodies : undefined;
    if (turns && !(await turns.acquire(call.signal))) throw noTurn(call, turns);
    try {
      return await this.#gated(call);
    } finally {
      turns?.release();
    }
  }

  async #gated(call: GitLabCall): Promise<GitLabReply> {
    const gate = this.#opts.gate;
    if (gate && !gate.tryAcquire()) {
      throw new GitLabError(
        "busy",
        `Cannot ${call.action}: the server is busy (too many GitLab calls in flight). Try again in a moment.`,
      );
    }
    try {
      return await this.#attempts(call);
    } catch (err) {
      // GitLab may echo the token back in an error body; it leaves here without it.
      throw this.redactor.error(err);
    } finally {
      gate?.release();
    }
  }

  async #attempts(call: GitLabCall): Promise<GitLabReply> {
    const url = call.api === "graphql"
      ? guardedGraphqlUrl(this.graphqlUrl, call.action, call.path, call.query)
      : guardedUrl(this.apiBase, call.action, call.path, buildQuery(call.query ?? {}));
    let waited = 0;
    const auth = this.#opts.auth?.watch(this.#opts.credential);
    await auth?.refuseIfRejected(call.action);
    for (let attempt = 0;; attempt++) {
      const started = this.#opts.now();
      const res = await this.#send(call, url).catch((err) => {
        countGitLabCall(undefined, (this.#opts.now() - started) / 1000);
        throw writeOutcomeUnknown(err, call.method, call.action, this.host);
      });
      countGitLabCall(res.status, (this.#opts.now() - started) / 1000);
      this.redactor.log("debug", "gitlab call", {
        method: call.method,
        path: call.path,
        status: res.status,
        ms: this.#opts.now() - started,
      });
      await auth?.saw(res.status);
      const retryable = call.retry !== false && (SAFE.has(call.method) || call.safe === true) &&
        RETRY_STATUSES.has(res.status) &&
        attempt < MAX_RETRIES;
      if (retryable) {
        await res.body?.cancel();
        const wait = retryDelayMs(res.headers, attempt, this.#opts.now());
        if (!canWait(waited, wait)) throw retryLater(call.action, res.status, wait, this.#opts.now());
        waited += wait;
        await this.#opts.sleep(wait);
        continue;
      }
      const { data, cut, notJson } = await this.#read(res, call);
      if (res.status >= 400) {
        const wrongBase = this.#opts.instance?.notFound;
        const ctx = { transport: this.#opts.transport, lookup: call.lookup, notJson, wrongBase };
        throw errorForStatus(call.action, res.status, data, ctx);
      }
      return { status: res.status, headers: res.headers, data, ...(cut && { cut }) };
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
    return guardedRedirect(this.apiBase, call.action, target, res.status);
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
    const h = new Headers({ accept: call.binary ? "*/*" : call.text ? "text/plain, */*" : "application/json" });
    if (call.body !== undefined) h.set("content-type", "application/json");
    const cred = this.#opts.credential;
    if (cred?.kind === "bearer") h.set("authorization", `Bearer ${cred.token}`);
    else if (cred) h.set("private-token", cred.token);
    return h;
  }

  /**
   * Reads the body under a byte cap per kind (body_reader.ts), so no answer costs unbounded memory;
   * JSON must be the JSON the call expects (json_body.ts), and a non-JSON error body is only described.
   */
  async #read(res: Response, call: GitLabCall): Promise<{ data: unknown; cut?: BodyCut; notJson?: string }> {
    try {
      if (call.binary && res.status < 400) return { data: await readBinaryTail(res) };
      if (call.text && res.status < 400) {
        const read = await readText(res, call.tail === true);
        return { data: read.text, cut: read.cut };
      }
      return parseJson(res, await readCapped(res, call.action), call.action, call.expect);
    } catch (err) {
      if (err instanceof GitLabError) throw err;
      throw errorForThrown(call.action, this.host, err, false, call.signal?.aborted);
    }
  }
}
