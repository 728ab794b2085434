/**
 * Decides, without calling GitLab, which listings one completion reads, or
 * why it answers an empty list: the argument is not completable here, its
 * data was excluded by the operator, or its context is missing.
 */
import type { Action } from "../engine/action.ts";
import type { CatalogView } from "../surfaces/view.ts";
import { NAMES, RESOURCE_NAMES } from "./names.ts";
import { ARGUMENT_MAX } from "../text/bounds.ts";
import type { Source } from "./sources.ts";

/** The parts of a completion/complete request a plan depends on. */
export interface Ask {
  ref: { type: "ref/prompt"; name: string } | { type: "ref/resource"; uri: string };
  argument: { name: string; value: string };
  context?: { arguments?: Record<string, string> };
}

/** A listing to read, with the visible catalog action that serves it. */
export interface Listing {
  source: Source;
  action: Action;
}

/** The listings to read, or the reason the answer is empty. */
export type Plan = { listings: Listing[] } | { empty: "not completable" | "excluded" | "missing context" | "too long" };

/** An argument name, typed value or context value over ARGUMENT_MAX characters: nothing is looked up. */
function tooLong(ask: Ask): boolean {
  const texts = [ask.argument.name, ask.argument.value, ...Object.values(ask.context?.arguments ?? {})];
  return texts.some((t) => typeof t === "string" && t.length > ARGUMENT_MAX);
}

/** The name picks the scopes, the context picks one, the view keeps what was not excluded. */
export function planFor(ask: Ask, view: CatalogView): Plan {
  if (tooLong(ask)) return { empty: "too long" };
  const name = ask.argument.name;
  const scopes = NAMES.get(name);
  if (!scopes || (ask.ref.type === "ref/resource" && !RESOURCE_NAMES.has(name))) return { empty: "not completable" };
  const args = ask.context?.arguments ?? {};
  const scope = scopes.find((candidate) => candidate[0].needs.every((n) => (args[n] ?? "") !== ""));
  if (!scope) return { empty: "missing context" };
  // The chosen scope decides: an excluded project listing never falls back to the group's.
  const listings = scope.flatMap((source) => {
    const action = view.get(source.action);
    return action ? [{ source, action }] : [];
  });
  return listings.length ? { listings } : { empty: "excluded" };
}
