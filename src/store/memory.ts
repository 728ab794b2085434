/**
 * The embedded store: everything in this process, as before there was a choice. A Redis store also
 * keeps these as its fallback while the store is unreachable, so reads stay limited then.
 */
import type { Credential, CredentialWatch } from "../gitlab/client.ts";
import type { Admission, AuthFailures, Verdict } from "../limits/auth_failures.ts";
import type { Limits } from "../limits/mod.ts";
import type { RateLimiter } from "../limits/token_bucket.ts";
import { FlowLedger } from "../protocol/flow_ledger.ts";
import type { AuthMemory, Buckets, ExpiringCache, FlowClaim, FlowClaims, SharedLimits, StateStore } from "./store.ts";

/** A process-local bucket set behind the shared interface. */
export function localBuckets(limiter: RateLimiter): Buckets {
  return {
    rate: limiter.rate,
    burst: limiter.burst,
    allow: (key) => Promise.resolve(limiter.allow(key)),
    refund: (key) => Promise.resolve(limiter.refund(key)),
  };
}

/** The process-local credential memory behind the shared interface. */
export function localAuth(auth: AuthFailures): AuthMemory {
  return {
    perAddress: auth.perAddress,
    keyOf: (credential: Credential) => auth.keyOf(credential),
    admit: (address: string, key: string): Promise<Admission> => Promise.resolve(auth.admit(address, key)),
    settle: (address: string, key: string, verdict: Verdict) => Promise.resolve(auth.settle(address, key, verdict)),
    userOf: (key: string) => Promise.resolve(auth.userOf(key)),
    watch: (credential?: Credential): CredentialWatch | undefined => auth.watch(credential),
  };
}

/** The process-local flow ledger: it never loses an entry while the process lives, so nothing is stale. */
export function localFlows(ledger: FlowLedger): FlowClaims {
  return {
    max: ledger.max,
    claim: (flow, now): Promise<FlowClaim> => Promise.resolve(ledger.claim(flow, now)),
    release: (flow, finished, until) => Promise.resolve(ledger.release(flow, finished, until)),
  };
}

/** Values with expiries, oldest first, at most `max` (the oldest dropped). */
export class MemoryCache implements ExpiringCache {
  #entries = new Map<string, { value: string; until: number }>();

  constructor(private max = 10_000, private now: () => number = Date.now) {}

  get(key: string): Promise<string | undefined> {
    const entry = this.#entries.get(key);
    if (!entry || entry.until > this.now()) return Promise.resolve(entry?.value);
    this.#entries.delete(key);
    return Promise.resolve(undefined);
  }

  set(key: string, value: string, ttlMs: number): Promise<void> {
    this.#entries.delete(key);
    this.#entries.set(key, { value, until: this.now() + ttlMs });
    if (this.#entries.size > this.max) this.#entries.delete(this.#entries.keys().next().value!);
    return Promise.resolve();
  }
}

/** The per-process limits as shared ones. */
export function sharedFromLocal(limits: Limits): SharedLimits {
  return {
    calls: localBuckets(limits.calls),
    completions: localBuckets(limits.completions),
    inflight: limits.inflight,
    largeBodies: limits.largeBodies,
    auth: localAuth(limits.auth),
  };
}

export class MemoryStore implements StateStore {
  readonly kind = "memory";
  readonly flows: FlowClaims;
  readonly limits: SharedLimits;
  readonly tokenInfo = new MemoryCache();

  constructor(limits: Limits, ledger = new FlowLedger()) {
    this.flows = localFlows(ledger);
    this.limits = sharedFromLocal(limits);
  }

  unready(): Promise<string | undefined> {
    return Promise.resolve(undefined);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
