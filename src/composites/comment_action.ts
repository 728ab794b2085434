/** The row of mr_review.comment_on_line: what the model sees, and the run that posts through discussion_create. */
import { type Action, defineLocalAction } from "../engine/action.ts";
import { validateParams } from "../engine/validate.ts";
import { execute } from "../engine/execute.ts";
import { ok } from "../engine/results.ts";
import { dryRunParam } from "../engine/dry_run_param.ts";
import { describeDryRun } from "../guard/dry_run.ts";
import { commentOnLineParams, lineCommentParams } from "./comment_on_line.ts";

export function commentOnLineAction(catalog: readonly Action[]): Action {
  const post = catalog.find((a) => a.id === "mr_review.discussion_create");
  if (!post) throw new Error("Cannot define mr_review.comment_on_line: mr_review.discussion_create is missing");
  return defineLocalAction({
    id: "mr_review.comment_on_line",
    title: "Comment on a diff line",
    description:
      "Post a review comment on a line (or a range of lines) of a merge request's diff, named by file path, line number and side (new or old); optionally with a suggestion that replaces the line(s). The server reads the latest diff version and computes GitLab's position; a line outside the diff is refused with the nearest lines that are in it.",
    params: commentOnLineParams.extend(dryRunParam),
    aliases: ["line comment", "inline review comment", "diff comment", "code suggestion", "review a line"],
    examples: [
      "comment on line 42 of src/app.ts in !318: this can be null",
      "leave a review comment on the removed line 88 of config.yml in MR 230",
      "suggest replacing line 7 of lib/util.rb in !412 with `return nil if x.nil?`",
      "add an inline comment on lines 20-35 of api/handler.go in !150 asking for a test",
      "on !77, new line 15 of index.ts: please rename this variable",
      "comment on the old line 12 of README.md in merge request 9 in acme/web",
      "review comment on src/db/pool.ts line 118 in !87: the pool size should come from config",
      "put a suggestion on line 3 of .gitlab-ci.yml in !61 to use the ruby:3.3 image",
      "in !204 comment on the renamed file lib/new_name.rb line 5",
      "flag line 64 of main.go in MR 33 of platform/api: error ignored here",
      "comment on lines 10 to 14 of docs/setup.md in !18: this section is outdated",
      "code review: on !5 app/models/user.rb line 27, this query runs in a loop",
    ],
    requires: post.id,
    ...(post.outputSchema && { outputSchema: post.outputSchema }),
    run: async (p, ctx) => {
      const params = validateParams(post, await lineCommentParams(p, ctx));
      if (p.dry_run === true || ctx.safeMode) return ok(await describeDryRun(post, params, ctx, undefined));
      return ok(await execute(post, params, ctx.client, ctx.signal));
    },
  });
}
