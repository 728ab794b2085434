/**
 * GitLab's actions as data: one folder per domain, rows only. Adding a domain
 * is its folder plus one line here; adding an action is its row (and fixture).
 */
import type { Action } from "../engine/action.ts";
import { useRecordedSchemas } from "../engine/json_schema.ts";
import recordedSchemas from "./input_schemas.json" with { type: "json" };
import type { Domain } from "../engine/domain.ts";
import { projectDomain } from "./project/mod.ts";
import { issueDomain } from "./issue/mod.ts";
import { mergeRequestDomain } from "./merge_request/mod.ts";
import { mrReviewDomain } from "./mr_review/mod.ts";
import { emojiDomain } from "./emoji/mod.ts";
import { branchDomain } from "./branch/mod.ts";
import { tagDomain } from "./tag/mod.ts";
import { releaseDomain } from "./release/mod.ts";
import { pipelineDomain } from "./pipeline/mod.ts";
import { jobDomain } from "./job/mod.ts";
import { ciDomain } from "./ci/mod.ts";
import { environmentDomain } from "./environment/mod.ts";
import { deploymentDomain } from "./deployment/mod.ts";
import { variableDomain } from "./variable/mod.ts";
import { repositoryDomain } from "./repository/mod.ts";
import { groupDomain } from "./group/mod.ts";
import { userDomain } from "./user/mod.ts";
import { eventDomain } from "./event/mod.ts";
import { wikiDomain } from "./wiki/mod.ts";
import { searchDomain } from "./search/mod.ts";
import { serverDomain } from "./server/mod.ts";
import { accessTokenDomain } from "./access_token/mod.ts";
import { deployDomain } from "./deploy/mod.ts";
import { packageDomain } from "./package/mod.ts";
import { registryDomain } from "./registry/mod.ts";
import { snippetDomain } from "./snippet/mod.ts";
import { boardDomain } from "./board/mod.ts";
import { workItemDomain } from "./work_item/mod.ts";
import { epicDomain } from "./epic/mod.ts";
import { iterationDomain } from "./iteration/mod.ts";
import { graphqlDomain } from "./graphql/mod.ts";

/** GitLab's domains, in the order tools list them. */
export const GITLAB_DOMAINS: readonly Domain[] = [
  projectDomain,
  issueDomain,
  workItemDomain,
  epicDomain,
  iterationDomain,
  boardDomain,
  mergeRequestDomain,
  mrReviewDomain,
  emojiDomain,
  branchDomain,
  tagDomain,
  releaseDomain,
  pipelineDomain,
  jobDomain,
  ciDomain,
  environmentDomain,
  deploymentDomain,
  variableDomain,
  accessTokenDomain,
  deployDomain,
  packageDomain,
  registryDomain,
  repositoryDomain,
  snippetDomain,
  groupDomain,
  userDomain,
  eventDomain,
  wikiDomain,
  searchDomain,
  serverDomain,
  graphqlDomain,
];

/** Every GitLab action, in domain order. */
export const CATALOG: readonly Action[] = GITLAB_DOMAINS.flatMap((d) => d.actions);
useRecordedSchemas(CATALOG, recordedSchemas as Record<string, Record<string, unknown>>);
