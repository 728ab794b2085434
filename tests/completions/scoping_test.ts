/**
 * Completion is scoped by --exclude-tools like every other surface: an
 * excluded listing answers an empty list with zero GitLab calls, from/to/ref
 * keep the half that remains, and milestone never falls back to the group.
 */
import assert from "node:assert/strict";
import { ask, completeWith, loadCompletion, serveExchanges, withServer } from "./helpers.ts";

const NONE = { values: [] };
const P = "group/gitlab-mcp-server";
const PROJECT = { project_id: P };

/** [argument, excluded actions, context]: each must answer empty without reaching GitLab. */
const EXCLUDED: Array<[string, string, Record<string, string>]> = [
  ["issue_iid", "issue.list", PROJECT],
  ["merge_request_iid", "merge_request.list", PROJECT],
  ["branch", "branch.list", PROJECT],
  ["source_branch", "branch.list", PROJECT],
  ["target_branch", "branch.list", PROJECT],
  ["tag", "tag.list", PROJECT],
  ["from", "branch.list,tag.list", PROJECT],
  ["to", "branch.list,tag.list", PROJECT],
  ["ref", "branch.list,tag.list", PROJECT],
  ["label", "project.label_list", PROJECT],
  ["milestone_id", "project.milestone_list", PROJECT],
  ["milestone", "project.milestone_list", { ...PROJECT, group_id: "engineering" }],
  ["milestone", "group.group_milestone_list", { group_id: "engineering" }],
  ["project_id", "project.list", {}],
  ["group_id", "group.list", {}],
  ["username", "user.list", {}],
  ["pipeline_id", "pipeline.list", PROJECT],
  ["sha", "repository.commit_list", PROJECT],
  ["job_id", "job.list", { ...PROJECT, pipeline_id: "4720" }],
  ["epic_iid", "epic.list", { group_id: "acme" }],
  ["iteration_id", "iteration.list", { group_id: "acme" }],
];

for (const [name, exclude, args] of EXCLUDED) {
  Deno.test(`scoping: ${name} with ${exclude} excluded (${Object.keys(args).join("+") || "no context"}) is empty, zero calls`, async () => {
    await withServer({ env: { GITLAB_MCP_EXCLUDE_TOOLS: exclude } }, async (h, gitlab) => {
      assert.deepEqual(await completeWith(h, ask(name, "", args)), NONE);
      gitlab.assertDone();
      assert.equal(gitlab.requests.length, 0);
    });
  });
}

Deno.test("scoping: an exclusion by tool name or domain removes the listing too", async () => {
  for (const exclude of ["gitlab_issue_list", "issue"]) {
    await withServer({ env: { GITLAB_MCP_EXCLUDE_TOOLS: exclude } }, async (h, gitlab) => {
      assert.deepEqual(await completeWith(h, ask("issue_iid", "1", PROJECT)), NONE);
      assert.equal(gitlab.requests.length, 0);
    });
  }
});

for (const [removed, kept] of [["tag.list", "/branches"], ["branch.list", "/tags"]] as const) {
  Deno.test(`scoping: from/to/ref with only ${removed} excluded keep the other half (one call)`, async () => {
    const fx = await loadCompletion("from");
    const half = fx.exchanges.find((e) => e.request.path.endsWith(`/repository${kept}`))!;
    const values = half.response.body as Array<{ name: string }>;
    for (const name of ["from", "to", "ref"]) {
      await withServer({ env: { GITLAB_MCP_EXCLUDE_TOOLS: removed } }, async (h, gitlab) => {
        serveExchanges(gitlab, [half]);
        const completion = await completeWith(h, { ...fx.complete, argument: { name, value: "v1.1" } });
        assert.deepEqual(completion, {
          values: values.map((v) => v.name),
          total: Number(half.response.headers!["X-Total"]),
        });
        gitlab.assertDone();
        assert.equal(gitlab.requests.length, 1);
      });
    }
  });
}

Deno.test("scoping: milestone with only group_id reads the group even when the project listing is excluded", async () => {
  const fx = await loadCompletion("milestone_group");
  await withServer({ env: { GITLAB_MCP_EXCLUDE_TOOLS: "project.milestone_list" } }, async (h, gitlab) => {
    serveExchanges(gitlab, fx.exchanges);
    assert.deepEqual(await completeWith(h, fx.complete), fx.expect);
    gitlab.assertDone();
    assert.equal(gitlab.requests.length, 1);
  });
});

Deno.test("scoping: milestone with a project_id reads the project, never the group, when both are given", async () => {
  const fx = await loadCompletion("milestone");
  await withServer({ env: { GITLAB_MCP_EXCLUDE_TOOLS: "group.group_milestone_list" } }, async (h, gitlab) => {
    serveExchanges(gitlab, fx.exchanges);
    assert.deepEqual(await completeWith(h, fx.complete), fx.expect);
    gitlab.assertDone();
    assert.equal(gitlab.requests.length, 1);
  });
});

Deno.test("scoping: read-only mode keeps every listing (they are all reads)", async () => {
  const fx = await loadCompletion("project_id");
  await withServer({ env: { GITLAB_MCP_READ_ONLY: "true" } }, async (h, gitlab) => {
    serveExchanges(gitlab, fx.exchanges);
    assert.deepEqual(await completeWith(h, fx.complete), fx.expect);
    gitlab.assertDone();
  });
});
