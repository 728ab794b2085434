/**
 * What GitLab said of each credential, and how fast one client address may have new credentials checked.
 * GitLab throttles failed authentications per source IP, and every user of this server shares its IP, so junk
 * tokens must not reach GitLab freely; but a valid user must never be refused for someone else's junk.
 *
 * - A credential GitLab rejected (401) is answered here for WINDOW_MS, from any address.
 * - A credential GitLab accepted passes for ACCEPTED_MS (at most MAX_ACCEPTED remembered, oldest dropped), with
 *   the user GitLab named for it (the audit line's user).
 * - A new credential is checked once (http/credential_gate.ts coalesces its first calls). An address may have
 *   FREE_PER_ADDRESS checks running or rejected within WINDOW_MS; an accepted one gives its place back at once.
 *   Past that, its new credentials are still checked, one per PACE_MS, never refused: junk from one address
 *   reaches GitLab at most FREE_PER_ADDRESS + WINDOW_MS / PACE_MS times a minute.
 *
 * Tokens are kept only as SHA-256 hashes.
 */
import type { Credential, CredentialWatch, CredentialWatcher } from "../gitlab/client.ts";
import { GitLabError } from "../gitlab/errors.ts";
import { digest } from "../protocol/request_state.ts";
import type { Identity, Verdict } from "../gitlab/who_am_i.ts";
import { Expiring } from "./expiring.ts";

export type { Identity, Verdict };

/** How long a rejection is remembered and counts against the address it came from. */
export const WINDOW_MS = 60_000;
/** How long a credential GitLab accepted skips the check. */
export const ACCEPTED_MS = 12 * 60 * 60_000;
/** Accepted credentials remembered at most: about 150 bytes each. */
export const MAX_ACCEPTED = 50_000;
/** Checks one address may have running or rejected within WINDOW_MS before its checks are paced. */
export const FREE_PER_ADDRESS = 10;
/** Past FREE_PER_ADDRESS, one check per address this often. */
export const PACE_MS = 1_000;
/** A check that never settled (its process died) gives its place back after this. */
export const CHECK_LEASE_MS = 15_000;
const MAX_REJECTED = 10_000;
const MAX_ADDRESSES = 4_096;

/** `check`: this request holds the address's place and checks the credential, then settles it. */
export type Admission =
  | { kind: "ok"; user?: Identity }
  | { kind: "rejected" }
  | { kind: "check" }
  | { kind: "wait"; retryAfterS: number };

export class AuthFailures implements CredentialWatcher {
  #rejected = new Expiring<true>(MAX_REJECTED);
  #accepted = new Expiring<Identity | undefined>(MAX_ACCEPTED);
  /** Per address: credentials being checked (until their lease ends) or rejected (until WINDOW_MS). */
  #places = new Map<string, Expiring<true>>();
  #pacedUntil = new Map<string, number>();
  #keys = new WeakMap<Credential, string>();
  #now: () => number;
  readonly perAddress: number;

  constructor(opts: { now?: () => number; perAddress?: number } = {}) {
    this.#now = opts.now ?? Date.now;
    this.perAddress = opts.perAddress ?? FREE_PER_ADDRESS;
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

  /** The user GitLab named for an accepted credential, if it was checked here. */
  userOf(key: string): Identity | undefined {
    return this.#accepted.get(key, this.#now());
  }

  /** A response status GitLab gave a call with this credential (the GitLab client reports every one). */
  saw(key: string, status: number): void {
    const now = this.#now();
    if (status === 401) {
      this.#accepted.delete(key);
      this.#rejected.set(key, true, now + WINDOW_MS);
    } else if (status >= 200 && status < 400) {
      this.#rejected.delete(key);
      this.remember(key, this.userOf(key));
    }
  }

  /** Records an acceptance another process (a shared store) told of. */
  remember(key: string, user: Identity | undefined): void {
    this.#accepted.set(key, user, this.#now() + ACCEPTED_MS);
  }

  /** Whether a request from `address` may use credential `key` now, or must first check it (or wait to). */
  admit(address: string, key: string): Admission {
    const now = this.#now();
    if (this.#rejected.has(key, now)) return { kind: "rejected" };
    if (this.#accepted.has(key, now)) return okAs(this.#accepted.get(key, now));
    const places = this.#placesOf(address);
    places.prune(now);
    if (places.has(key, now)) return { kind: "wait", retryAfterS: 1 };
    const pacedUntil = this.#pacedUntil.get(address) ?? 0;
    if (places.size >= this.perAddress && pacedUntil > now) {
      return { kind: "wait", retryAfterS: Math.max(1, Math.ceil((pacedUntil - now) / 1000)) };
    }
    if (places.size >= this.perAddress) this.#pace(address, now + PACE_MS);
    places.set(key, true, now + CHECK_LEASE_MS);
    return { kind: "check" };
  }

  /** What the check admitted by `admit` found: an acceptance frees the address's place, a rejection keeps it. */
  settle(address: string, key: string, verdict: Verdict): void {
    const now = this.#now();
    const places = this.#placesOf(address);
    if (verdict.kind === "rejected") {
      this.#accepted.delete(key);
      this.#rejected.set(key, true, now + WINDOW_MS);
      places.set(key, true, now + WINDOW_MS);
      return;
    }
    places.delete(key);
    if (verdict.kind === "accepted") {
      this.#rejected.delete(key);
      this.remember(key, verdict.user);
    }
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

  #pace(address: string, until: number): void {
    this.#pacedUntil.delete(address);
    this.#pacedUntil.set(address, until);
    if (this.#pacedUntil.size > MAX_ADDRESSES) this.#pacedUntil.delete(this.#pacedUntil.keys().next().value!);
  }

  #placesOf(address: string): Expiring<true> {
    let places = this.#places.get(address);
    if (!places) {
      // Places past the limit are paced ones: room for a minute of them.
      places = new Expiring<true>(this.perAddress + WINDOW_MS / PACE_MS);
      this.#places.set(address, places);
      if (this.#places.size > MAX_ADDRESSES) this.#places.delete(this.#places.keys().next().value!);
    }
    return places;
  }
}

/** An admission for an accepted credential, naming its user when one is known. */
export function okAs(user: Identity | undefined): Admission {
  return user ? { kind: "ok", user } : { kind: "ok" };
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
