/**
 * The served actions as one deployment sees them: read-only mode and
 * --exclude-tools applied once, so every surface, completion and prompt agrees on what exists.
 */
import { log } from "../log/mod.ts";
import type { Action } from "../engine/action.ts";
import type { Domain } from "../engine/domain.ts";
import { SERVED_DOMAINS } from "./inventory.ts";
import { individualToolName, metaToolName } from "./names.ts";

export interface CatalogView {
  actions: readonly Action[];
  /** The domains with at least one visible action, holding only those. */
  domains: readonly Domain[];
  get(id: string): Action | undefined;
  has(id: string): boolean;
}

export interface ViewOptions {
  readOnly: boolean;
  exclude: string[];
  /** Destructive actions are hidden entirely (--write-mode write), as read-only hides writes. */
  noDestructive?: boolean;
}

/** Does an --exclude-tools entry name this action (by ID, tool name or meta group)? */
function matches(entry: string, a: Action): boolean {
  return entry === a.id || entry === individualToolName(a) || entry === `gitlab_${a.domain}_${a.name}` ||
    entry === metaToolName(a.domain) || entry === a.domain;
}

/** Applies the filters and warns (stderr) about exclude entries that match nothing. */
export function createView(opts: ViewOptions, domains: readonly Domain[] = SERVED_DOMAINS): CatalogView {
  const all = domains.flatMap((d) => d.actions);
  for (const entry of opts.exclude) {
    if (!all.some((a) => matches(entry, a))) log("warn", "exclude entry matches nothing", { entry });
  }
  const kept = all.filter((a) =>
    (!opts.readOnly || a.readOnly) && !(opts.noDestructive && a.destructive) &&
    !opts.exclude.some((e) => matches(e, a))
  );
  const actions = kept.filter((a) => !a.requires || kept.some((k) => k.id === a.requires));
  const byId = new Map(actions.map((a) => [a.id, a]));
  const visible = domains.map((d) => ({ ...d, actions: d.actions.filter((a) => byId.has(a.id)) }))
    .filter((d) => d.actions.length > 0);
  return { actions, domains: visible, get: (id) => byId.get(id), has: (id) => byId.has(id) };
}
