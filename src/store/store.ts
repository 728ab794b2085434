/**
 * What replicas must agree on, behind one interface: the ledger of finished flows, the rate-limit
 * buckets, the rejected-credential memory with its per-address tries, and a cache for OAuth token
 * checks. `memory` keeps all of it in this process (memory.ts); a Redis store shares it (redis.ts).
 * Keys are credential hashes and flow ids only: never a token in clear.
 */
import type { Credential, CredentialWatcher } from "../gitlab/client.ts";
import type { Admission, Identity, Verdict } from "../limits/auth_failures.ts";
import type { InflightGate } from "../limits/inflight.ts";
import type { LargeBodySlots } from "../limits/large_bodies.ts";
import type { Claim } from "../protocol/flow_ledger.ts";

/** How a flow round may go on: the ledger's answers, or `unreachable` when the store did not answer. */
export type FlowClaim = Claim | "stale" | "unreachable";

/** Single use of a flow's final round, across every process that shares the store. */
export interface FlowClaims {
  readonly max: number;
  /** `issued`: when the flow's state was minted, so a store that lost its ledger refuses older states. */
  claim(flow: string, now: number, issued: number): Promise<FlowClaim>;
  release(flow: string, finished: boolean, until: number): Promise<void>;
}

/** A token bucket per credential hash. */
export interface Buckets {
  readonly rate: number;
  readonly burst: number;
  allow(key: string): Promise<boolean>;
  /** Gives back a token taken for a call that was not served after all. */
  refund(key: string): Promise<void>;
}

/** What GitLab said of each credential, and the checks of new ones per client address (limits/auth_failures.ts). */
export interface AuthMemory extends CredentialWatcher {
  readonly perAddress: number;
  keyOf(credential: Credential): string;
  admit(address: string, key: string): Promise<Admission>;
  /** The outcome of the check an `admit` answered `check` to. */
  settle(address: string, key: string, verdict: Verdict): Promise<void>;
  /** The user an accepted credential belongs to, when a check learned it. */
  userOf(key: string): Promise<Identity | undefined>;
}

/** A value cache with expiries (the OAuth token-info cache: keyed by token hash). */
export interface ExpiringCache {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
}

/** The limits every caller of this process (and, with a shared store, of every replica) draws from. */
export interface SharedLimits {
  calls: Buckets;
  completions: Buckets;
  /** Only in HTTP mode; always per process (it bounds this process's own work). */
  inflight?: InflightGate;
  /** Large-body turns: per process too (they bound this process's memory). */
  largeBodies: LargeBodySlots;
  auth: AuthMemory;
}

export interface StateStore {
  readonly kind: "memory" | "redis";
  readonly flows: FlowClaims;
  readonly limits: SharedLimits;
  readonly tokenInfo: ExpiringCache;
  /** undefined when the store answers now; otherwise why not (for /ready and the log). */
  unready(): Promise<string | undefined>;
  close(): Promise<void>;
}
