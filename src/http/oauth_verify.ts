/**
 * Whom a bearer token belongs to and what it may do, asked of GitLab (oauth mode): an OAuth token through
 * `/oauth/token/info`, a personal access token through `/api/v4/personal_access_tokens/self`. Each token hash is
 * asked once and its answer kept in the state store's token-info cache for --oauth-cache-ttl (a Redis store shares
 * it between replicas, so one verification serves them all; either store bounds it). A token GitLab revoked keeps
 * working at most that long; one that expires sooner is kept only until it expires. Concurrent first calls of one
 * token share one verification. Keys are hashes: a token is never stored, logged or echoed.
 */
import type { Credential } from "../gitlab/client.ts";
import type { ExpiringCache } from "../store/store.ts";
import { digest } from "../protocol/request_state.ts";
import { log } from "../log/mod.ts";

/** `valid`: GitLab knows the token; `invalid`: it does not (401 to the client); `unverifiable`: GitLab did not say. */
export type Verdict =
  | { kind: "valid"; scopes: string[]; uid?: string }
  | { kind: "invalid"; reason: string }
  | { kind: "unverifiable"; reason: string };

export interface VerifierOptions {
  gitlabUrl: URL;
  cache: ExpiringCache;
  ttlMs: number;
  /** OAuth application uids admitted; empty admits any (and personal access tokens). */
  clientUids: readonly string[];
  fetch?: typeof fetch;
}

const ASK_TIMEOUT_MS = 10_000;
const UNKNOWN = "GitLab does not accept this token (it expired, was revoked or never existed)";

type Answer = { status: number; body?: Record<string, unknown> };

function scopesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((s): s is string => typeof s === "string");
  return typeof value === "string" ? value.split(/\s+/).filter((s) => s !== "") : [];
}

export class TokenVerifier {
  #pending = new Map<string, Promise<Verdict>>();
  #base: string;
  #fetch: typeof fetch;

  constructor(private readonly opts: VerifierOptions) {
    this.#base = opts.gitlabUrl.href.replace(/\/+$/, "");
    this.#fetch = opts.fetch ?? fetch;
  }

  async verify(credential: Credential): Promise<Verdict> {
    // The instance is part of the key: one token may be valid on one instance and not on another.
    const key = digest(`oauth-verdict:${this.#base}:${credential.kind}:${credential.token}`);
    const cached = this.opts.ttlMs > 0 ? await this.opts.cache.get(key) : undefined;
    if (cached) return JSON.parse(cached) as Verdict;
    let pending = this.#pending.get(key);
    if (!pending) {
      pending = this.#verifyAndKeep(key, credential).finally(() => this.#pending.delete(key));
      this.#pending.set(key, pending);
    }
    return await pending;
  }

  async #verifyAndKeep(key: string, credential: Credential): Promise<Verdict> {
    const found = await this.#ask(credential);
    const verdict = found.verdict.kind === "valid" ? this.#admitted(found.verdict) : found.verdict;
    log("debug", "oauth token verified", { token_hash: key.slice(0, 12), outcome: verdict.kind });
    const ttl = Math.min(this.opts.ttlMs, found.expiresInMs ?? Infinity);
    if (verdict.kind !== "unverifiable" && ttl > 0) await this.opts.cache.set(key, JSON.stringify(verdict), ttl);
    return verdict;
  }

  /** A valid token still needs an admitted application when --oauth-client-uid names some. */
  #admitted(verdict: Verdict & { kind: "valid" }): Verdict {
    const uids = this.opts.clientUids;
    if (uids.length === 0 || (verdict.uid !== undefined && uids.includes(verdict.uid))) return verdict;
    return {
      kind: "invalid",
      reason: verdict.uid === undefined
        ? "this server admits only OAuth tokens of its registered GitLab applications, not personal access tokens"
        : "the token was issued to a GitLab application this server does not admit",
    };
  }

  /** An OAuth token first (a bearer that GitLab's token/info does not know may still be a personal access token). */
  async #ask(credential: Credential): Promise<{ verdict: Verdict; expiresInMs?: number }> {
    try {
      if (credential.kind === "bearer") {
        const info = await this.#get("/oauth/token/info", credential);
        if (info.status === 200 && info.body) return this.#oauthVerdict(info.body);
        if (info.status !== 401) return { verdict: unverifiable(info.status) };
      }
      const pat = await this.#get("/api/v4/personal_access_tokens/self", credential);
      if (pat.status === 200 && pat.body) return { verdict: patVerdict(pat.body) };
      if (pat.status === 401 || pat.status === 403) return { verdict: { kind: "invalid", reason: UNKNOWN } };
      return { verdict: unverifiable(pat.status) };
    } catch (err) {
      return { verdict: { kind: "unverifiable", reason: `GitLab did not answer (${(err as Error).name})` } };
    }
  }

  #oauthVerdict(body: Record<string, unknown>): { verdict: Verdict; expiresInMs?: number } {
    const expiresIn = typeof body.expires_in === "number" ? body.expires_in : undefined;
    if (expiresIn !== undefined && expiresIn <= 0) return { verdict: { kind: "invalid", reason: UNKNOWN } };
    const uid = (body.application as { uid?: unknown } | null | undefined)?.uid;
    const verdict: Verdict = {
      kind: "valid",
      scopes: scopesOf(body.scope ?? body.scopes),
      ...(typeof uid === "string" ? { uid } : {}),
    };
    return { verdict, expiresInMs: expiresIn === undefined ? undefined : expiresIn * 1000 };
  }

  async #get(path: string, credential: Credential): Promise<Answer> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (credential.kind === "bearer") headers.authorization = `Bearer ${credential.token}`;
    else headers["private-token"] = credential.token;
    const res = await this.#fetch(`${this.#base}${path}`, {
      headers,
      signal: AbortSignal.timeout(ASK_TIMEOUT_MS),
    });
    const text = await res.text();
    if (res.status !== 200) return { status: res.status };
    try {
      const body = JSON.parse(text);
      return { status: 200, body: body && typeof body === "object" ? body : undefined };
    } catch {
      return { status: 502 };
    }
  }
}

function patVerdict(body: Record<string, unknown>): Verdict {
  if (body.active === false || body.revoked === true) return { kind: "invalid", reason: UNKNOWN };
  return { kind: "valid", scopes: scopesOf(body.scopes) };
}

function unverifiable(status: number): Verdict {
  return { kind: "unverifiable", reason: `GitLab answered HTTP ${status} when asked about the token` };
}
