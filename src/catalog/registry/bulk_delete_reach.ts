/**
 * What a bulk tag delete may remove, said plainly for its confirmation. GitLab matches name_regex_delete against
 * whole tag names, then spares "latest", protected tags, names matching name_regex_keep, the keep_n newest and (with
 * older_than) younger ones. The patterns are read, never run: they are re2 and come from the caller.
 */
import { escapeValue } from "../../elicitation/escape.ts";

/** A pattern that matches every tag name: `.*`, `.+`, optionally anchored or grouped (`^(.*)$`, `(?:.+)`). */
export function matchesEveryName(pattern: unknown): boolean {
  if (typeof pattern !== "string") return false;
  let p = pattern.trim().replace(/^\^/, "").replace(/\$$/, "");
  for (let g = /^\((?:\?:)?(.*)\)$/.exec(p); g; g = /^\((?:\?:)?(.*)\)$/.exec(p)) p = g[1]!;
  return /^(?:\.[*+]\??)+$/.test(p);
}

function shown(value: unknown): string {
  return `"${escapeValue(value, 80)}"`;
}

/** The tags a call spares, beside the ones GitLab always keeps. */
function spared(p: Record<string, unknown>): string[] {
  return [
    '"latest"',
    "protected tags",
    ...(p.name_regex_keep !== undefined ? [`tags matching name_regex_keep ${shown(p.name_regex_keep)}`] : []),
    ...(typeof p.keep_n === "number" ? [`the ${p.keep_n} newest matching tags`] : []),
  ];
}

/** The confirmation's account of a registry.tag_bulk_delete call. */
export function bulkDeleteReach(p: Record<string, unknown>): string {
  const where = `container repository ${escapeValue(p.repository_id)} of project ${shown(p.project_id)}`;
  if (matchesEveryName(p.name_regex_keep)) {
    return `name_regex_keep ${shown(p.name_regex_keep)} matches every name, so GitLab deletes no tag of ${where}`;
  }
  const every = matchesEveryName(p.name_regex_delete);
  const what = every
    ? `EVERY tag of ${where} (name_regex_delete ${shown(p.name_regex_delete)} matches any name)`
    : `every tag of ${where} whose whole name matches name_regex_delete ${shown(p.name_regex_delete)}`;
  const age = p.older_than !== undefined ? ` that is older than ${shown(p.older_than)}` : "";
  const unlimited = every && p.name_regex_keep === undefined && p.keep_n === undefined && p.older_than === undefined;
  const mass = unlimited ? "; nothing else limits it: this is a mass deletion of the repository's images" : "";
  return `it deletes ${what}${age}, sparing only ${
    spared(p).join(", ")
  }${mass}. Images left without a tag can no longer be pulled; GitLab deletes in the background`;
}
