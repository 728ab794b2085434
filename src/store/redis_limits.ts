/**
 * Rate-limit buckets, the rejected-credential memory and per-address tries on the shared store. While
 * the store does not answer, each falls back to this process's own copy (memory.ts), so reads stay
 * served and limited per process; this process's own verdicts always land in that copy too.
 */
import type { Credential, CredentialWatch } from "../gitlab/client.ts";
import { ACCEPTED_MS, type Admission, type AuthFailures, WINDOW_MS } from "../limits/auth_failures.ts";
import type { Limits } from "../limits/mod.ts";
import type { RateLimiter } from "../limits/token_bucket.ts";
import { log } from "../log/mod.ts";
import { digest } from "../protocol/request_state.ts";
import type { KeyOf, RedisConnection } from "./redis_connection.ts";
import { ADMIT, BUCKET, SAW } from "./redis_scripts.ts";
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

function redisAuth(conn: RedisConnection, key: KeyOf, local: AuthFailures): AuthMemory {
  const publish = publisher(conn, key);
  return {
    perAddress: local.perAddress,
    keyOf: (credential: Credential) => local.keyOf(credential),
    async admit(address: string, cred: string): Promise<Admission> {
      // The address is hashed too: the store holds no client address in clear either.
      const keys = [
        key("auth", "rejected", cred),
        key("auth", "accepted", cred),
        key("auth", "tries", digest(address)),
      ];
      try {
        const args = [cred, local.perAddress, WINDOW_MS, key("auth", "accepted", "")];
        const [kind, retryAfterS] = await conn.script(ADMIT, keys, args) as [string, number];
        return kind === "limited" ? { kind, retryAfterS } : { kind: kind as "ok" | "rejected" };
      } catch (err) {
        fellBack("a credential's admission", err);
        return local.admit(address, cred);
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
