/** Issues and everything hanging off them: comments, threads, links, time tracking, related merge requests. */
import type { defineAction } from "./types.ts";
import { issueCoreActions } from "./issue_core.ts";
import { issueCommentActions } from "./issue_comments.ts";
import { issueRelationActions } from "./issue_relations.ts";

export const issueActions: ReturnType<typeof defineAction>[] = [
  ...issueCoreActions,
  ...issueCommentActions,
  ...issueRelationActions,
];
