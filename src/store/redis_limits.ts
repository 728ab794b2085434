/**
 * Rate-limit buckets, the credential memory and per-address checks on the shared store. While
 * the store does not answer, each falls back to this process's own copy (memory.ts), so reads stay
 * served and limited per process; this process's own verdicts always land in that copy too.
 */
import type { Credential, CredentialWatch } from "../gitlab/client.ts";
import {
  ACCEPTED_MS,
  type Admission,
  type AuthFailures,
  CHECK_LEASE_MS,
  type Identity,
  okAs,
  PACE_MS,
  type Verdict,
  WINDOW_MS,
} from "../limits/auth_failures.ts";
import type { Limits } from "../limits/mod.ts";
import type { RateLimiter } from "../limits/token_bucket.ts";
import { log } from "../log/mod.ts";
import { digest } from "../protocol/request_state.ts";
import type { KeyOf, RedisConnection } from "./redis_connection.ts";
import { ADMIT, BUCKET, SAW, SETTLE } from "./redis_scripts.ts";
import type { AuthMemory, Buckets, ExpiringCache, SharedLimits } from "./store.ts";

/** How often an accepted credential is told to the store again (once would do, but the marker expires). */
const REPUBLISH_MS = 60_000;

function fellBack(what: string, err: unknown): void {
  log("debug", `state store did not answer; ${what} decided by this process alone`, {
    error: (err as Error).message,
  });
}

function redisBuckets(conn: RedisConnection, prefix: string, local: RateLimiter): Buckets {
  const step = async (key: string, op: "take" | "refund"): Promise<boolean> => {
    try {
      return await conn.script(BUCKET, [`${prefix}:${key}`], [local.rate, local.burst, op]) === 1;
    } catch (err) {
      fellBack("the rate limit", err);
      return op === "take" ? local.allow(key) : (local.refund(key), true);
    }
  };
  return {
    rate: local.rate,
    burst: local.burst,
    allow: (key) => local.rate <= 0 ? Promise.resolve(true) : step(key, "take"),
    refund: async (key) => void (local.rate > 0 && await step(key, "refund")),
  };
}

/** Tells the store what GitLab said of a credential: every rejection, an acceptance once a minute. */
function publisher(conn: RedisConnection, key: KeyOf) {
  const told = new Map<string, number>();
  return async (cred: string, status: number): Promise<void> => {
    const rejected = status === 401;
    if (!rejected && !(status >= 200 && status < 400)) return;
    if (!rejected && (told.get(cred) ?? -Infinity) > Date.now() - REPUBLISH_MS) return;
    const keys = [key("auth", "rejected", cred), key("auth", "accepted", cred)];
    try {
      await conn.script(SAW, keys, rejected ? ["rejected", WINDOW_MS] : ["accepted", ACCEPTED_MS]);
      told.delete(cred);
      if (!rejected) told.set(cred, Date.now());
      if (told.size > 10_000) told.delete(told.keys().next().value!);
    } catch (err) {
      fellBack("a credential's verdict", err);
    }
  };
}

/** The user stored with an acceptance: JSON of an Identity, or "?" when the acceptance came from a call's status. */
function userFrom(stored: string): Identity | undefined {
  try {
    const user = JSON.parse(stored);
    return typeof user?.id === "number" && typeof user?.username === "string"
      ? { id: user.id, username: user.username }
      : undefined;
  } catch {
    return undefined;
  }
}

function redisAuth(conn: RedisConnection, key: KeyOf, local: AuthFailures): AuthMemory {
  const publish = publisher(conn, key);
  // The address is hashed too: the store holds no client address in clear either.
  const markers = (cred: string, address: string) => [
    key("auth", "rejected", cred),
    key("auth", "accepted", cred),
    key("auth", "places", digest(address)),
  ];
  return {
    perAddress: local.perAddress,
    keyOf: (credential: Credential) => local.keyOf(credential),
    async admit(address: string, cred: string): Promise<Admission> {
      const keys = [...markers(cred, address), key("auth", "pace", digest(address))];
      try {
        const args = [cred, local.perAddress, CHECK_LEASE_MS, PACE_MS];
        const [kind, detail] = await conn.script(ADMIT, keys, args) as [string, string];
        if (kind === "wait") return { kind, retryAfterS: Number(detail) || 1 };
        if (kind !== "ok") return { kind: kind as "rejected" | "check" };
        const user = userFrom(detail) ?? local.userOf(cred);
        local.remember(cred, user);
        return okAs(user);
      } catch (err) {
        fellBack("a credential's admission", err);
        return local.admit(address, cred);
      }
    },
    async settle(address: string, cred: string, verdict: Verdict): Promise<void> {
      local.settle(address, cred, verdict);
      const user = verdict.kind === "accepted" && verdict.user ? JSON.stringify(verdict.user) : "?";
      try {
        await conn.script(SETTLE, markers(cred, address), [cred, verdict.kind, WINDOW_MS, ACCEPTED_MS, user]);
      } catch (err) {
        fellBack("a credential's check", err);
      }
    },
    async userOf(cred: string): Promise<Identity | undefined> {
      const own = local.userOf(cred);
      if (own) return own;
      try {
        const stored = await conn.command(["GET", key("auth", "accepted", cred)]) as string | null;
        return stored ? userFrom(stored) : undefined;
      } catch {
        return undefined;
      }
    },
    watch(credential?: Credential): CredentialWatch | undefined {
      const own = local.watch(credential);
      if (!own || !credential) return own;
      const cred = local.keyOf(credential);
      return {
        refuseIfRejected: (action) => own.refuseIfRejected(action),
        saw: async (status) => {
          own.saw(status);
          await publish(cred, status);
        },
      };
    },
  };
}

export function redisLimits(conn: RedisConnection, key: KeyOf, local: Limits): SharedLimits {
  return {
    calls: redisBuckets(conn, key("bucket", "calls"), local.calls),
    completions: redisBuckets(conn, key("bucket", "completions"), local.completions),
    inflight: local.inflight,
    largeBodies: local.largeBodies,
    auth: redisAuth(conn, key, local.auth),
  };
}

/** The OAuth token-info cache, keyed by token hash; a miss when the store does not answer. */
export function redisCache(conn: RedisConnection, key: KeyOf): ExpiringCache {
  return {
    async get(name) {
      try {
        return (await conn.command(["GET", key("tokeninfo", name)]) as string | null) ?? undefined;
      } catch {
        return undefined;
      }
    },
    async set(name, value, ttlMs) {
      await conn.command(["SET", key("tokeninfo", name), value, "PX", String(ttlMs)]).catch(() => {});
    },
  };
}
