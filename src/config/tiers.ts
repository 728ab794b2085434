/**
 * GitLab's tiers, lowest first. A catalog row names the lowest one that has it (engine/action.ts); --tier hides
 * rows above the instance's.
 */
import { ConfigError } from "./error.ts";
import type { Raw } from "./values.ts";

export const TIERS = ["free", "premium", "ultimate"] as const;

export type Tier = (typeof TIERS)[number];

/** A tier a row may need: every row without one runs on Free. */
export type PaidTier = Exclude<Tier, "free">;

/** Whether an instance on `tier` runs a row needing `needs`. */
export function tierHas(tier: Tier, needs: PaidTier | undefined): boolean {
  return needs === undefined || TIERS.indexOf(tier) >= TIERS.indexOf(needs);
}

/** "Premium", as GitLab names its tiers in prose. */
export function tierTitle(tier: Tier): string {
  return tier[0]!.toUpperCase() + tier.slice(1);
}

/** free, premium or ultimate; undefined when unset (nothing hidden). */
export function parseTier(raw: Raw): Tier | undefined {
  if (raw.value === undefined) return undefined;
  const v = raw.value.trim().toLowerCase();
  if ((TIERS as readonly string[]).includes(v)) return v as Tier;
  throw new ConfigError(
    `Cannot use ${raw.setting}="${raw.value.slice(0, 40)}": expected one of ${TIERS.join(", ")} (unset: none hidden)`,
  );
}
