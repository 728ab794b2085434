/**
 * What one caller is served, and the narrower views an HTTP request's X-GitLab-MCP-* headers ask for. Each distinct
 * narrowing of a base is built once and remembered (at most MAX_KEPT per base, least recently used out first), so a
 * caller sending endless header variations costs a rebuild each, never memory.
 */
import { type CatalogView, narrowView, type ViewNarrowing } from "../surfaces/view.ts";
import { createSurface, type Surface } from "../surfaces/surface.ts";
import type { Config } from "../config/mod.ts";

/** A view of the catalog and the surface over it: what one caller is served. */
export interface Served {
  view: CatalogView;
  surface: Surface;
}

const MAX_KEPT = 32;
const kept = new WeakMap<Served, Map<string, Served>>();

function keyOf(n: ViewNarrowing): string {
  return JSON.stringify([n.toolsets ?? null, n.tools ? [...new Set(n.tools)].sort() : null, n.readOnly ?? false]);
}

/** `base` narrowed by a request's headers: only what both keep. */
export function narrowedServed(kind: Config["toolSurface"], base: Served, n: ViewNarrowing): Served {
  const memory = kept.get(base) ?? new Map<string, Served>();
  kept.set(base, memory);
  const key = keyOf(n);
  const known = memory.get(key);
  if (known) {
    memory.delete(key);
    memory.set(key, known);
    return known;
  }
  const view = narrowView(base.view, n);
  const served = { view, surface: createSurface(kind, view) };
  memory.set(key, served);
  if (memory.size > MAX_KEPT) memory.delete(memory.keys().next().value!);
  return served;
}
