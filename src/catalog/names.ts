/** Tool names derived from catalog IDs, shared by surfaces, exclusions and hints. */
import { DOMAINS } from "./domains.ts";

/** The individual tool name of an action, e.g. `gitlab_mr_create`. */
export function individualToolName(action: { domain: string; name: string }): string {
  const short = DOMAINS.find((d) => d.name === action.domain)?.short ?? action.domain;
  return `gitlab_${short}_${action.name}`;
}

/** The meta tool name of a domain, e.g. `gitlab_merge_request`. */
export function metaToolName(domain: string): string {
  return `gitlab_${domain}`;
}
