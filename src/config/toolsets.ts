/**
 * Toolsets: named groups of GitLab domains a deployment serves (--toolsets), as the sibling GitHub server names
 * its own. Each catalog domain declares the one it belongs to (engine/domain.ts), so what a toolset holds is read
 * off the catalog (README "Toolsets" is generated); the names and the default set are declared here, below the
 * catalog, so the settings parser can check a name.
 */
import { ConfigError } from "./error.ts";
import type { Raw } from "./values.ts";

export const TOOLSET_NAMES = [
  "projects",
  "repository",
  "issues",
  "planning",
  "merge_requests",
  "ci",
  "deployments",
  "packages",
  "wiki",
  "security",
  "operations",
  "graphql",
] as const;

export type ToolsetName = (typeof TOOLSET_NAMES)[number];

/** Served when --toolsets is unset: everything but the operators' areas, which few requests need. */
export const DEFAULT_TOOLSETS: readonly ToolsetName[] = TOOLSET_NAMES.filter((n) => n !== "operations");

function isToolset(name: string): name is ToolsetName {
  return (TOOLSET_NAMES as readonly string[]).includes(name);
}

/**
 * Comma-separated toolset names, `default` (the default set) and `all`, in the table's order; undefined when
 * unset, so an include list given alone (--tools) serves only what it names.
 */
export function parseToolsets(raw: Raw): readonly ToolsetName[] | undefined {
  if (raw.value === undefined) return undefined;
  const names = raw.value.split(",").map((s) => s.trim().toLowerCase()).filter((s) => s !== "");
  const bad = names.find((n) => n !== "all" && n !== "default" && !isToolset(n));
  if (bad !== undefined || names.length === 0) {
    const what = bad === undefined ? "no toolset named" : `unknown toolset "${bad.slice(0, 40)}"`;
    throw new ConfigError(
      `Cannot use ${raw.setting}="${raw.value.slice(0, 80)}": ${what}; send all, default or names from ${
        TOOLSET_NAMES.join(", ")
      }`,
    );
  }
  const chosen = new Set<ToolsetName>(
    names.flatMap((n) => n === "all" ? TOOLSET_NAMES : n === "default" ? DEFAULT_TOOLSETS : [n as ToolsetName]),
  );
  return TOOLSET_NAMES.filter((n) => chosen.has(n));
}
