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

export function createLimits(config: Config, now: () => number = Date.now): Limits {
  return {
    calls: new RateLimiter(config.rateLimitRps, config.rateLimitBurst, now),
    completions: new RateLimiter(config.rateLimitRps * 10, config.rateLimitBurst * 10, now),
    inflight: config.http ? new InflightGate(config.maxInflight) : undefined,
    largeBodies: new LargeBodySlots(),
    auth: new AuthFailures({ now }),
  };
}
