/** Tool names derived from action IDs and their domains, shared by the surfaces and exclusions. */
import { SERVED_DOMAINS } from "./inventory.ts";

/** The individual tool name of an action, e.g. `gitlab_mr_create`. */
export function individualToolName(action: { domain: string; name: string }): string {
  const short = SERVED_DOMAINS.find((d) => d.name === action.domain)?.short ?? action.domain;
  return `gitlab_${short}_${action.name}`;
}

/** The meta tool name of a domain, e.g. `gitlab_merge_request`. */
export function metaToolName(domain: string): string {
  return `gitlab_${domain}`;
}

/** Whether a domain's actions keep tools of their own on the meta surface (the wizards). */
export function hasOwnTools(domain: string): boolean {
  return SERVED_DOMAINS.find((d) => d.name === domain)?.ownTools === true;
}
