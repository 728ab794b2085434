/**
 * The served actions as one deployment sees them: toolsets, --tools, --tier, read-only mode and
 * --exclude-tools applied once, so every surface, completion and prompt agrees on what exists.
 */
import { log } from "../log/mod.ts";
import type { Action } from "../engine/action.ts";
import type { Domain } from "../engine/domain.ts";
import { SERVED_DOMAINS } from "./inventory.ts";
import { individualToolName, metaToolName } from "./names.ts";
import type { ToolsetName } from "../config/toolsets.ts";
import { type Tier, tierHas, tierTitle } from "../config/tiers.ts";

export interface CatalogView {
  actions: readonly Action[];
  /** The domains with at least one visible action, holding only those. */
  domains: readonly Domain[];
  get(id: string): Action | undefined;
  has(id: string): boolean;
  /** Why a catalog action this view does not serve is hidden, for a caller who names it anyway. */
  hidden(id: string): string | undefined;
}

export interface ViewOptions {
  readOnly: boolean;
  exclude: string[];
  /** Destructive actions are hidden entirely (--write-mode write), as read-only hides writes. */
  noDestructive?: boolean;
  /** The toolsets served (--toolsets); undefined: every domain. */
  toolsets?: readonly ToolsetName[];
  /** Action IDs, tool names or domains served besides the toolsets (--tools). */
  tools?: string[];
  /** The instance's tier (--tier): rows needing a higher one are hidden. */
  tier?: Tier;
}

/** Does an --exclude-tools entry name this action (by ID, tool name or meta group)? */
function matches(entry: string, a: Action): boolean {
  return entry === a.id || entry === individualToolName(a) || entry === `gitlab_${a.domain}_${a.name}` ||
    entry === metaToolName(a.domain) || entry === a.domain;
}

function warnUnmatched(setting: string, entries: readonly string[], all: readonly Action[]): void {
  for (const entry of entries) {
    if (!all.some((a) => matches(entry, a))) log("warn", `${setting} entry matches nothing`, { entry });
  }
}

/** In a chosen toolset or named by --tools; a wizard (no toolset) follows the action it requires, below. */
function chosenBy(opts: ViewOptions, d: Domain, a: Action): boolean {
  if (!opts.toolsets || !d.toolset) return true;
  return opts.toolsets.includes(d.toolset) || (opts.tools ?? []).some((e) => matches(e, a));
}

/** The first of the view's settings that hides `a`: each is the operator's, so saying which leaks nothing. */
function hiddenBy(opts: ViewOptions, d: Domain, a: Action): string {
  if (opts.tier && !tierHas(opts.tier, a.tier)) {
    return `it needs GitLab ${tierTitle(a.tier!)} or higher, and this server is set to --tier ${opts.tier}`;
  }
  if (!chosenBy(opts, d, a)) return `its toolset "${d.toolset}" is not served here (--toolsets)`;
  if (opts.readOnly && !a.readOnly) return "it changes GitLab, and this server is read-only";
  if (opts.noDestructive && a.destructive) return "it is destructive, and this server hides those (--write-mode write)";
  if (opts.exclude.some((e) => matches(e, a))) return "this server's --exclude-tools hides it";
  return `it runs "${a.requires}", which this server does not serve`;
}

/** The view of `kept` (a wizard only with the action it requires); `why` explains a row of `domains` left out. */
function assemble(
  domains: readonly Domain[],
  kept: readonly Action[],
  why: (d: Domain, a: Action) => string,
): CatalogView {
  const actions = kept.filter((a) => !a.requires || kept.some((k) => k.id === a.requires));
  const byId = new Map(actions.map((a) => [a.id, a]));
  const visible = domains.map((d) => ({ ...d, actions: d.actions.filter((a) => byId.has(a.id)) }))
    .filter((d) => d.actions.length > 0);
  const hidden = (id: string) => {
    const d = byId.has(id) ? undefined : domains.find((x) => x.actions.some((a) => a.id === id));
    return d && why(d, d.actions.find((a) => a.id === id)!);
  };
  return { actions, domains: visible, get: (id) => byId.get(id), has: (id) => byId.has(id), hidden };
}

/** Applies the filters and warns (stderr) about exclude and include entries that match nothing. */
export function createView(opts: ViewOptions, domains: readonly Domain[] = SERVED_DOMAINS): CatalogView {
  const all = domains.flatMap((d) => d.actions);
  warnUnmatched("exclude", opts.exclude, all);
  warnUnmatched("tools", opts.tools ?? [], all);
  const chosen = new Set(domains.flatMap((d) => d.actions.filter((a) => chosenBy(opts, d, a))));
  const kept = all.filter((a) =>
    chosen.has(a) && (!opts.tier || tierHas(opts.tier, a.tier)) &&
    (!opts.readOnly || a.readOnly) && !(opts.noDestructive && a.destructive) &&
    !opts.exclude.some((e) => matches(e, a))
  );
  return assemble(domains, kept, (d, a) => hiddenBy(opts, d, a));
}

/** What one HTTP request's X-GitLab-MCP-* headers ask for itself, read like --toolsets, --tools and --read-only. */
export interface ViewNarrowing {
  toolsets?: readonly ToolsetName[];
  tools?: readonly string[];
  readOnly?: boolean;
}

const NARROWED = "this request's X-GitLab-MCP-Toolsets, X-GitLab-MCP-Tools or X-GitLab-MCP-Read-Only header hides it";

/** `base` narrowed for one caller: only what both the operator and the headers keep, so a header never widens. */
export function narrowView(base: CatalogView, n: ViewNarrowing): CatalogView {
  const opts: ViewOptions = {
    readOnly: n.readOnly ?? false,
    exclude: [],
    toolsets: n.toolsets ?? (n.tools ? [] : undefined),
    tools: n.tools && [...n.tools],
  };
  const kept = base.domains.flatMap((d) =>
    d.actions.filter((a) => chosenBy(opts, d, a) && (!opts.readOnly || a.readOnly))
  );
  const own = assemble(base.domains, kept, () => NARROWED);
  return { ...own, hidden: (id) => own.hidden(id) ?? base.hidden(id) };
}
