/** Opens the configured state store, and the rate-limit refusal every protocol path shares. */
import type { Config } from "../config/mod.ts";
import { createLimits } from "../limits/mod.ts";
import { digest } from "../protocol/request_state.ts";
import { MemoryStore } from "./memory.ts";
import { countRefusal } from "../metrics/mod.ts";
import { RedisStore } from "./redis.ts";
import type { SharedLimits, StateStore } from "./store.ts";

export type { AuthMemory, Buckets, FlowClaim, FlowClaims, SharedLimits, StateStore } from "./store.ts";

/**
 * The store for a configuration. Redis keys are namespaced by a hash of the state key: deployments
 * sharing one Redis never meet, and replicas of one deployment (one key) always do.
 */
export function openStore(config: Config, now: () => number = Date.now): StateStore {
  const local = createLimits(config, now);
  const store = config.stateStore;
  if (store.kind === "memory" || !config.stateKey) return new MemoryStore(local);
  return new RedisStore(
    store.url,
    digest(`gms-namespace:${btoa(String.fromCharCode(...config.stateKey))}`).slice(0, 16),
    local,
  );
}

/**
 * Takes one token from the caller's calls bucket (tools/call, prompts/get, resources/read all share
 * it); when there is none, the sentence that says so and to wait. Each protocol path wraps the
 * sentence in its own error shape.
 */
export async function callRefusal(
  limits: SharedLimits,
  credentialHash: string,
  what: string,
): Promise<string | undefined> {
  if (await limits.calls.allow(credentialHash)) return undefined;
  countRefusal("rate_limited");
  return `Cannot ${what}: the rate limit for this credential is reached (${limits.calls.rate}/s, burst ${limits.calls.burst}). Wait a few seconds and retry.`;
}
