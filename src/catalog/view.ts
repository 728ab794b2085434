/**
 * The catalog as one deployment sees it: read-only mode and --exclude-tools
 * applied once, so every surface, completion and prompt agrees on what exists.
 */
import { log } from "../log.ts";
import { type Action, CATALOG, individualToolName, metaToolName } from "./mod.ts";
import { wizardFallback } from "../wizards/mod.ts";

export interface CatalogView {
  actions: readonly Action[];
  get(id: string): Action | undefined;
  has(id: string): boolean;
}

export interface ViewOptions {
  readOnly: boolean;
  exclude: string[];
}

/** Does an --exclude-tools entry name this action (by ID, tool name or meta group)? */
function matches(entry: string, a: Action): boolean {
  return entry === a.id || entry === individualToolName(a) || entry === `gitlab_${a.domain}_${a.name}` ||
    entry === metaToolName(a.domain) || entry === a.domain;
}

/** Applies the filters and warns (stderr) about exclude entries that match nothing. */
export function createView(
  opts: ViewOptions,
  all: readonly Action[] = CATALOG,
  extraNames: string[] = [],
): CatalogView {
  for (const entry of opts.exclude) {
    if (!all.some((a) => matches(entry, a)) && !extraNames.includes(entry)) {
      log("warn", "exclude entry matches nothing", { entry });
    }
  }
  const kept = all.filter((a) => (!opts.readOnly || a.readOnly) && !opts.exclude.some((e) => matches(e, a)));
  // A wizard exists only while the action doing its work does.
  const actions = kept.filter((a) => {
    const fallback = wizardFallback(a.id);
    return !fallback || kept.some((k) => k.id === fallback);
  });
  const byId = new Map(actions.map((a) => [a.id, a]));
  return { actions, get: (id) => byId.get(id), has: (id) => byId.has(id) };
}
