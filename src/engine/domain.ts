/**
 * A domain groups actions the way tools show them: one meta tool per domain,
 * the individual tools' name prefix. Each catalog folder declares one.
 */
import type { Action } from "./action.ts";
import type { ToolsetName } from "../config/toolsets.ts";

export interface Domain {
  name: string;
  /** What the domain covers, shown as its meta tool's title. */
  title: string;
  /** Prefix of individual tool names (the reference server shortens merge_request to `mr`). */
  short: string;
  /** Its actions stay tools of their own on the meta surface too (the wizards, which talk to the user). */
  ownTools?: boolean;
  /** The toolset serving it (config/toolsets.ts); absent only when each action follows the one it `requires`. */
  toolset?: ToolsetName;
  actions: readonly Action[];
}

/** Refuses, at start-up, a row filed under a domain its ID does not name. */
export function defineDomain(domain: Domain): Domain {
  const stray = domain.actions.find((a) => a.domain !== domain.name);
  if (stray) {
    throw new Error(`Cannot define domain "${domain.name}": action "${stray.id}" belongs to "${stray.domain}"`);
  }
  const loose = !domain.toolset && domain.actions.find((a) => !a.requires);
  if (loose) {
    throw new Error(`Cannot define domain "${domain.name}": no toolset, and "${loose.id}" follows no other action`);
  }
  return domain;
}
