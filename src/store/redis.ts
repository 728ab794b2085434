/**
 * The shared store on Redis 6+ or Valkey: flow claims and the epoch that guards them across a store
 * restart, plus the shared limits (redis_limits.ts). Keys are `gms:<namespace>:…`, the namespace a
 * hash of the deployment's state key, and every value has an expiry except the epoch.
 */
import type { Limits } from "../limits/mod.ts";
import { log } from "../log/mod.ts";
import { MAX_FLOWS } from "../protocol/flow_ledger.ts";
import { STATE_TTL_MS } from "../protocol/request_state.ts";
import { type KeyOf, RedisConnection, storeOrigin } from "./redis_connection.ts";
import { redisCache, redisLimits } from "./redis_limits.ts";
import { CHECK_EPOCH, CLAIM_FLOW, RELEASE_FLOW } from "./redis_scripts.ts";
import type { ExpiringCache, FlowClaim, FlowClaims, SharedLimits, StateStore } from "./store.ts";

/** The run id in an INFO server reply: it changes each time the store starts. */
function runIdOf(info: unknown): string {
  return /run_id:([0-9a-f]+)/.exec(String(info))?.[1] ?? "";
}

/**
 * A claim lease lasts as long as a state does, so a replica that dies mid-round (or loses the store
 * before it could mark the flow finished) leaves the flow refused until every state of it expired.
 */
function redisFlows(conn: RedisConnection, key: KeyOf): FlowClaims {
  return {
    max: MAX_FLOWS,
    async claim(flow, now, issued): Promise<FlowClaim> {
      try {
        const keys = [key("epoch"), key("flow", "done", flow), key("flow", "run", flow)];
        return await conn.script(CLAIM_FLOW, keys, [issued, STATE_TTL_MS, now]) as FlowClaim;
      } catch (err) {
        log("warn", "cannot claim a flow round in the state store", { error: (err as Error).message });
        return "unreachable";
      }
    },
    async release(flow, finished, until) {
      const keys = [key("flow", "done", flow), key("flow", "run", flow)];
      try {
        await conn.script(RELEASE_FLOW, keys, [finished ? "1" : "0", Math.max(1, until - Date.now())]);
      } catch (err) {
        // The lease stays and outlives the flow's states: the flow stays refused, never runs twice.
        log("warn", "cannot release a flow round in the state store", { error: (err as Error).message });
      }
    },
  };
}

export class RedisStore implements StateStore {
  readonly kind = "redis";
  readonly flows: FlowClaims;
  readonly limits: SharedLimits;
  readonly tokenInfo: ExpiringCache;
  #conn: RedisConnection;

  constructor(url: URL, namespace: string, local: Limits) {
    const key: KeyOf = (...parts) => ["gms", namespace, ...parts].join(":");
    this.#conn = new RedisConnection(url);
    this.#conn.onReady = async (send) => {
      await send(["EVAL", CHECK_EPOCH, "1", key("epoch"), runIdOf(await send(["INFO", "server"])), String(Date.now())]);
    };
    this.flows = redisFlows(this.#conn, key);
    this.limits = redisLimits(this.#conn, key, local);
    this.tokenInfo = redisCache(this.#conn, key);
    this.#conn.start();
  }

  async unready(): Promise<string | undefined> {
    try {
      await this.#conn.command(["PING"]);
      return undefined;
    } catch (err) {
      return `state store unreachable at ${storeOrigin(this.#conn.url)}: ${(err as Error).message}`;
    }
  }

  close(): Promise<void> {
    return this.#conn.close();
  }
}
