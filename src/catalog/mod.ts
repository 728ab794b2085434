/** The action catalog: every GitLab action this server knows, in domain order. */
import type { Action } from "./types.ts";
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
import { interactiveActions } from "../wizards/mod.ts";
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
  ...interactiveActions,
];

export { individualToolName, metaToolName } from "./names.ts";
