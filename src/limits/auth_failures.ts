/**
 * Credentials GitLab rejected (HTTP 401), remembered for a minute so the same bad token is answered
 * here instead of being relayed again: GitLab throttles failed authentications per source IP, and
 * every user of this server shares its IP. Also bounds, per client address, how many credentials not
 * yet known to be good may be tried in a minute. Tokens are kept only as SHA-256 hashes.
 */
import type { Credential, CredentialWatch, CredentialWatcher } from "../gitlab/client.ts";
import { GitLabError } from "../gitlab/errors.ts";
import { digest } from "../protocol/request_state.ts";

/** How long a rejection is remembered and counts against the address it came from. */
export const WINDOW_MS = 60_000;
/** How long a credential GitLab accepted passes the per-address limit. */
export const ACCEPTED_MS = 10 * 60_000;
/** Unverified credentials one address may try per WINDOW_MS. */
export const MAX_TRIES_PER_ADDRESS = 10;
/** Entries per map; at about 200 bytes each, a few MB in all. */
const MAX_KEYS = 10_000;
const MAX_ADDRESSES = 4_096;

/** Keys with an expiry, oldest first (every key gets the same lifetime), at most `max` (oldest dropped). */
class Expiring {
  #until = new Map<string, number>();

  constructor(private max: number) {}

  get size(): number {
    return this.#until.size;
  }

  has(key: string, now: number): boolean {
    const until = this.#until.get(key);
    if (until === undefined || until > now) return until !== undefined;
    this.#until.delete(key);
    return false;
  }

  set(key: string, until: number): void {
    this.#until.delete(key);
    this.#until.set(key, until);
    if (this.#until.size > this.max) this.#until.delete(this.#until.keys().next().value!);
  }

  delete(key: string): void {
    this.#until.delete(key);
  }

  keys(): string[] {
    return [...this.#until.keys()];
  }

  /** Drops expired keys; returns when the oldest remaining one expires. */
  prune(now: number): number | undefined {
    for (const [key, until] of this.#until) {
      if (until > now) return until;
      this.#until.delete(key);
    }
    return undefined;
  }
}

export type Admission = { kind: "ok" } | { kind: "rejected" } | { kind: "limited"; retryAfterS: number };

export class AuthFailures implements CredentialWatcher {
  #rejected = new Expiring(MAX_KEYS);
  #accepted = new Expiring(MAX_KEYS);
  #tries = new Map<string, Expiring>();
  #keys = new WeakMap<Credential, string>();
  #now: () => number;
  readonly perAddress: number;

  constructor(opts: { now?: () => number; perAddress?: number } = {}) {
    this.#now = opts.now ?? Date.now;
    this.perAddress = opts.perAddress ?? MAX_TRIES_PER_ADDRESS;
  }

  /**
   * SHA-256 hex of `kind:token` (also the unit's rate-limit key): the token itself is never kept.
   * Hashed once per credential object, not again on each GitLab call its unit makes.
   */
  keyOf(credential: Credential): string {
    let key = this.#keys.get(credential);
    if (!key) this.#keys.set(credential, key = digest(`${credential.kind}:${credential.token}`));
    return key;
  }

  isRejected(key: string): boolean {
    return this.#rejected.has(key, this.#now());
  }

  saw(key: string, status: number): void {
    const now = this.#now();
    if (status === 401) {
      this.#accepted.delete(key);
      this.#rejected.set(key, now + WINDOW_MS);
    } else if (status >= 200 && status < 400) {
      this.#rejected.delete(key);
      this.#accepted.set(key, now + ACCEPTED_MS);
    }
  }

  /**
   * Whether a request from `address` may use the credential `key`: a rejected one is answered
   * locally, an accepted one always passes, and an unverified one counts against its address.
   */
  admit(address: string, key: string): Admission {
    const now = this.#now();
    if (this.#rejected.has(key, now)) return { kind: "rejected" };
    if (this.#accepted.has(key, now)) return { kind: "ok" };
    const tries = this.#triesOf(address);
    const oldest = this.#liveTries(tries, now);
    if (tries.has(key, now)) return { kind: "ok" };
    if (tries.size >= this.perAddress) {
      return { kind: "limited", retryAfterS: Math.max(1, Math.ceil(((oldest ?? now) - now) / 1000)) };
    }
    tries.set(key, now + WINDOW_MS);
    return { kind: "ok" };
  }

  /** The per-credential handle the GitLab client uses; undefined without a credential. */
  watch(credential: Credential | undefined): CredentialWatch | undefined {
    if (!credential) return undefined;
    const key = this.keyOf(credential);
    return {
      refuseIfRejected: (action) => {
        if (this.isRejected(key)) throw rejectedLocally(action);
      },
      saw: (status) => this.saw(key, status),
    };
  }

  /** Drops expired tries and those GitLab has since accepted; returns when the oldest left expires. */
  #liveTries(tries: Expiring, now: number): number | undefined {
    for (const key of tries.keys()) if (this.#accepted.has(key, now)) tries.delete(key);
    return tries.prune(now);
  }

  #triesOf(address: string): Expiring {
    let tries = this.#tries.get(address);
    if (!tries) {
      tries = new Expiring(this.perAddress);
      this.#tries.set(address, tries);
      if (this.#tries.size > MAX_ADDRESSES) this.#tries.delete(this.#tries.keys().next().value!);
    }
    return tries;
  }
}

/** The 401 for a credential GitLab rejected moments ago: nothing was sent. */
export function rejectedLocally(action: string): GitLabError {
  return new GitLabError(
    "unauthorized",
    `Cannot ${action}: GitLab rejected this token (HTTP 401) less than ${
      WINDOW_MS / 1000
    } s ago, so it was not sent again. Try: use a valid token (a new personal access token with the api scope).`,
    401,
  );
}
