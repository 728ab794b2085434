/** Every domain the server serves: GitLab's, from the catalog with the composed actions, then the wizards. */
import type { Action } from "../engine/action.ts";
import type { Domain } from "../engine/domain.ts";
import { CATALOG, GITLAB_DOMAINS } from "../catalog/mod.ts";
import { wizardDomain } from "../wizards/mod.ts";
import { withComposites } from "../composites/mod.ts";

export const SERVED_DOMAINS: readonly Domain[] = [...withComposites(GITLAB_DOMAINS, CATALOG), wizardDomain(CATALOG)];

/** Every action the server can serve, before read-only mode and exclusions. */
export const SERVED_ACTIONS: readonly Action[] = SERVED_DOMAINS.flatMap((d) => d.actions);
