/** Repository files, trees, commits, comparisons and submodules. */
import { defineDomain } from "../../engine/domain.ts";
import { repositoryActions as ACTIONS } from "./core.ts";
import { repositoryCommitApplyActions } from "./commit_apply.ts";
import { repositorySubmoduleActions } from "./submodules.ts";

export const repositoryDomain = defineDomain({
  name: "repository",
  toolset: "repository",
  title: "Repository files, trees, commits and comparisons",
  short: "repository",
  actions: [...ACTIONS, ...repositoryCommitApplyActions, ...repositorySubmoduleActions],
});
