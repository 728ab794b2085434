/** The action catalog: every GitLab action this server knows, in domain order. */
import type { Action } from "./types.ts";
import { DOMAINS } from "./domains.ts";
import { projectActions } from "./project.ts";
import { issueActions } from "./issue.ts";
import { mergeRequestActions } from "./merge_request.ts";
import { mrReviewActions } from "./mr_review.ts";
import { branchActions } from "./branch.ts";
import { tagActions } from "./tag.ts";
import { releaseActions } from "./release.ts";
import { pipelineActions } from "./pipeline.ts";
import { jobActions } from "./job.ts";
import { repositoryActions } from "./repository.ts";
import { groupActions } from "./group.ts";
import { userActions } from "./user.ts";
import { wikiActions } from "./wiki.ts";
import { searchActions } from "./search.ts";
import { serverActions } from "./server.ts";

export type { Action } from "./types.ts";
export { DOMAINS } from "./domains.ts";

/** Every action, unfiltered. Surfaces see a CatalogView instead. */
export const CATALOG: readonly Action[] = [
  ...projectActions,
  ...issueActions,
  ...mergeRequestActions,
  ...mrReviewActions,
  ...branchActions,
  ...tagActions,
  ...releaseActions,
  ...pipelineActions,
  ...jobActions,
  ...repositoryActions,
  ...groupActions,
  ...userActions,
  ...wikiActions,
  ...searchActions,
  ...serverActions,
];

/** The individual tool name of an action, e.g. `gitlab_mr_create`. */
export function individualToolName(action: Pick<Action, "domain" | "name">): string {
  const short = DOMAINS.find((d) => d.name === action.domain)?.short ?? action.domain;
  return `gitlab_${short}_${action.name}`;
}

/** The meta tool name of a domain, e.g. `gitlab_merge_request`. */
export function metaToolName(domain: string): string {
  return `gitlab_${domain}`;
}
