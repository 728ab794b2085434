/** The limits one process shares across all its callers. */
import type { Config } from "../config/mod.ts";
import { AuthFailures } from "./auth_failures.ts";
import { InflightGate } from "./inflight.ts";
import { LargeBodySlots } from "./large_bodies.ts";
import { RateLimiter } from "./token_bucket.ts";

export { InflightGate } from "./inflight.ts";
export { LargeBodySlots } from "./large_bodies.ts";
export { RateLimiter } from "./token_bucket.ts";

export interface Limits {
  /** tools/call, prompts/get and resources/read. */
  calls: RateLimiter;
  /** completion/complete: ten times the rate and burst, since editors send one per keystroke. */
  completions: RateLimiter;
  /** Only in HTTP mode. */
  inflight?: InflightGate;
  /** GitLab calls reading a large body (archives, raw files, logs) at once, in both modes. */
  largeBodies: LargeBodySlots;
  /** Credentials GitLab rejected lately, and (HTTP) unverified credentials tried per client address. */
  auth: AuthFailures;
}

/**
 * Takes one token from the caller's calls bucket (tools/call, prompts/get,
 * resources/read all share it); when there is none, the sentence that says
 * so and to wait. Each protocol path wraps the sentence in its own error shape.
 */
export function callRefusal(limits: Limits, credentialHash: string, what: string): string | undefined {
  if (limits.calls.allow(credentialHash)) return undefined;
  return `Cannot ${what}: the rate limit for this credential is reached (${limits.calls.rate}/s, burst ${limits.calls.burst}). Wait a few seconds and retry.`;
}

export function createLimits(config: Config, now: () => number = Date.now): Limits {
  return {
    calls: new RateLimiter(config.rateLimitRps, config.rateLimitBurst, now),
    completions: new RateLimiter(config.rateLimitRps * 10, config.rateLimitBurst * 10, now),
    inflight: config.http ? new InflightGate(config.maxInflight) : undefined,
    largeBodies: new LargeBodySlots(),
    auth: new AuthFailures({ now }),
  };
}
