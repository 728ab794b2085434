/** prompts/get: the exact GitLab reads, the facts embedded, and the call shapes named, per kind of data. */
import assert from "node:assert/strict";
import type { Harness } from "../support/harness.ts";
import { sinceDays } from "../../src/prompts/prompt_spec.ts";
import { body, ERAS, get, messageText, ok, P, PROJECT, run, SURFACES, TOKEN } from "./helpers.ts";

/** Every backticked `tool {json}` call in a message. */
function callsIn(text: string): Array<{ tool: string; args: Record<string, unknown> }> {
  return [...text.matchAll(/`(gitlab_\w+) (\{.*?\})`/g)].map((m) => ({ tool: m[1]!, args: JSON.parse(m[2]!) }));
}

/** Every call a message names uses a tool this server lists. */
async function assertToolsExist(h: Harness, text: string): Promise<void> {
  const tools = new Set((await h.client.listTools()).tools.map((t) => t.name));
  const calls = callsIn(text);
  assert(calls.length > 0);
  for (const c of calls) assert(tools.has(c.tool), `message names tool ${c.tool}, which is not listed`);
}

async function mrBody(): Promise<Record<string, unknown>> {
  return {
    ...(await body("merge_request.get")) as Record<string, unknown>,
    description: "Adds manual rules.\n\nTested.",
  };
}

const MR_ARGS = { project_id: PROJECT, merge_request_iid: "133" };
const MR_PARAMS = { project_id: PROJECT, merge_request_iid: 133 };
const SHAPES = {
  dynamic: `gitlab_execute_action ${JSON.stringify({ action: "mr_review.changes_get", params: MR_PARAMS })}`,
  meta: `gitlab_mr_review ${JSON.stringify({ action: "changes_get", params: MR_PARAMS })}`,
  individual: `gitlab_mr_review_changes_get ${JSON.stringify(MR_PARAMS)}`,
};

for (const surface of SURFACES) {
  for (const era of ERAS) {
    Deno.test(`review_mr (${surface}, ${era}): one MR read, its facts, canonical IDs and ${surface} call shapes`, async () => {
      const exchanges = [get(`${P}/merge_requests/133`, undefined, ok(await mrBody()))];
      await run({ env: { GITLAB_MCP_TOOL_SURFACE: surface }, era, exchanges }, async (h) => {
        const result = await h.client.getPrompt({ name: "review_mr", arguments: MR_ARGS });
        assert.equal(result.description, "Review a merge request's changes and open threads.");
        const text = messageText(result);
        for (const fact of ["title: Manual job rules", "state: opened", "author: @marcel.amirault"]) {
          assert(text.includes(fact), fact);
        }
        assert(text.includes("description: Adds manual rules. Tested."));
        assert(text.includes("target_branch: main"));
        for (const id of ["merge_request.get", "mr_review.changes_get", "mr_review.discussion_list"]) {
          assert(text.includes(`- ${id} (`), id);
        }
        assert(text.includes(`\`${SHAPES[surface]}\``), text);
        assert(text.includes(`"${surface}" tool surface`));
        await assertToolsExist(h, text);
      });
    });
  }
}

Deno.test("pipeline_failure: the pipeline and its failed jobs are embedded; job.trace is named with a placeholder", async () => {
  const pipeline = { ...(await body("pipeline.get")) as Record<string, unknown>, id: 46, status: "failed" };
  const exchanges = [
    get(`${P}/pipelines/46`, undefined, ok(pipeline)),
    get(`${P}/pipelines/46/jobs`, { "scope[]": "failed", page: "1", per_page: "20" }, ok(await body("job.list"), 2)),
  ];
  await run({ exchanges }, async (h) => {
    const args = { project_id: PROJECT, pipeline_id: "46" };
    const text = messageText(await h.client.getPrompt({ name: "pipeline_failure", arguments: args }));
    assert(text.includes("status: failed"));
    assert(text.includes("### job.list: List pipeline jobs (2 shown of 2)"));
    assert.match(text, /- id: 6 \| name: rspec:other \| stage: test \| status: failed/);
    assert.match(text, /name: teaspoon .* failure_reason: script_failure/);
    const trace = callsIn(text).find((c) => c.args.action === "job.trace");
    assert.deepEqual(trace?.args.params, { project_id: PROJECT, job_id: "<job_id>" });
  });
});

Deno.test("job_failure: the job and the end of its log are embedded", async () => {
  const exchanges = [
    get(`${P}/jobs/8`, undefined, ok(await body("job.get"))),
    get(`${P}/jobs/8/trace`, undefined, { status: 200, body: (await body("job.trace")) as string }),
  ];
  await run({ exchanges }, async (h) => {
    const args = { project_id: PROJECT, pipeline_id: "6", job_id: "8" };
    const text = messageText(await h.client.getPrompt({ name: "job_failure", arguments: args }));
    assert(text.includes("name: rubocop"));
    assert.match(text, /### job\.trace: Get job log \(lines 1-20 of 20\)\n```\n/);
    assert(text.includes("214 files inspected, 1 offense detected"));
    assert(text.includes("ERROR: Job failed: exit code 1"));
    assert(!text.includes("\u001b"), "colour codes are stripped");
  });
});

Deno.test("summarize_open_mrs: one page of open merge requests, one row each", async () => {
  const query = { state: "opened", page: "1", per_page: "20" };
  const exchanges = [get(`${P}/merge_requests`, query, ok(await body("merge_request.list"), 1))];
  await run({ exchanges }, async (h) => {
    const text = messageText(
      await h.client.getPrompt({ name: "summarize_open_mrs", arguments: { project_id: PROJECT } }),
    );
    assert(text.includes("### merge_request.list: List merge requests (1 shown of 1)"));
    assert(
      text.includes("- iid: 2 | title: Fix login redirect | state: opened | author: @admin | source_branch: fix-login"),
    );
  });
});

Deno.test("review_ci_config: the CI file at the ref is embedded as text", async () => {
  const yaml = "stages: [test]\nrspec:\n  stage: test\n  script: bundle exec rspec\n";
  const lint = { valid: false, errors: ["jobs:rspec config contains unknown keys: scirpt"], warnings: [] };
  const exchanges = [
    get(`${P}/ci/lint`, { content_ref: "release/1.2" }, ok(lint)),
    get(`${P}/repository/files/.gitlab-ci.yml/raw`, { ref: "release/1.2" }, { status: 200, body: yaml }),
  ];
  await run({ exchanges }, async (h) => {
    const args = { project_id: PROJECT, ref: "release/1.2" };
    const text = messageText(await h.client.getPrompt({ name: "review_ci_config", arguments: args }));
    assert(text.includes("jobs:rspec config contains unknown keys: scirpt"), text);
    assert(text.includes("```\nstages: [test]\nrspec:\n  stage: test\n  script: bundle exec rspec\n```"));
  });
});

Deno.test("my_open_mrs: without a username it reads your own, with one that user's, instance-wide", async () => {
  const list = ok(await body("merge_request.list_global"), 1);
  const page = { state: "opened", page: "1", per_page: "20" };
  const exchanges = [
    get("/api/v4/merge_requests", { ...page, scope: "created_by_me" }, list),
    get("/api/v4/merge_requests", { ...page, scope: "all", author_username: "jdoe" }, list),
  ];
  await run({ exchanges }, async (h) => {
    const mine = messageText(await h.client.getPrompt({ name: "my_open_mrs", arguments: {} }));
    assert(mine.includes("Arguments: none."));
    assert(mine.includes("- iid: 1 | title: test1 | state: merged"));
    const theirs = messageText(await h.client.getPrompt({ name: "my_open_mrs", arguments: { username: "jdoe" } }));
    assert(theirs.includes('Arguments: username="jdoe".'));
  });
});

Deno.test("user_activity_report: the user, then their merge requests and issues since `days` ago", async () => {
  const since = sinceDays(3);
  const list = { scope: "all", author_username: "john_smith", updated_after: since, page: "1", per_page: "20" };
  const exchanges = [
    get("/api/v4/users", { username: "john_smith", page: "1", per_page: "1" }, ok(await body("user.list"), 2)),
    get("/api/v4/merge_requests", list, ok(await body("merge_request.list_global"), 1)),
    get("/api/v4/issues", list, ok([], 0)),
    get(
      "/api/v4/users/john_smith/events",
      { after: sinceDays(4).slice(0, 10), page: "1", per_page: "30" },
      ok(await body("event.list_user"), 4),
    ),
  ];
  await run({ exchanges }, async (h) => {
    const args = { username: "john_smith", days: "3" };
    const text = messageText(await h.client.getPrompt({ name: "user_activity_report", arguments: args }));
    assert(text.includes("### issue.list_all: List all my issues (0 shown)\n- none"));
    assert(text.includes("title: test1"));
    assert(text.includes("- 90544 accepted · target_type: MergeRequest · target_iid: 312"), text);
  });
});

Deno.test("comparison prompts prefetch nothing and name repository.compare with the refs", async () => {
  await run({}, async (h, g) => {
    const a = messageText(
      await h.client.getPrompt({ name: "compare_branches", arguments: { project_id: PROJECT, from: "v1", to: "v2" } }),
    );
    const call = callsIn(a).find((c) => c.args.action === "repository.compare");
    assert.deepEqual(call?.args.params, { project_id: PROJECT, from: "v1", to: "v2" });
    assert.doesNotMatch(a, /## Facts from GitLab/);
    const b = messageText(
      await h.client.getPrompt({ name: "generate_release_notes", arguments: { project_id: PROJECT, from: "v1" } }),
    );
    const open = callsIn(b).find((c) => c.args.action === "repository.compare");
    assert.deepEqual(open?.args.params, { project_id: PROJECT, from: "v1", to: "<default branch>" });
    assert.equal(g.requests.length, 0);
  });
});

Deno.test("a GitLab failure does not fail the prompt: it says what could not be fetched, never the token", async () => {
  const exchanges = [
    get(`${P}/issues/4`, undefined, { status: 500, body: { message: "boom" } }),
    get(`${P}/issues/4/notes`, { sort: "asc", page: "1", per_page: "20" }, ok(await body("issue.note_list"), 2)),
  ];
  await run({ exchanges }, async (h) => {
    const args = { project_id: PROJECT, issue_iid: "4" };
    const text = messageText(await h.client.getPrompt({ name: "issue_triage", arguments: args }));
    assert.match(
      text,
      /## Could not fetch\n- issue\.get: Cannot run "issue\.get": GitLab failed on its side \(HTTP 500\)\./,
    );
    assert(text.includes('GitLab said: "boom"'));
    assert(text.includes("### issue.note_list: List issue comments (2 shown of 2)"));
    assert(text.includes("author: @pipin | body: Text of the comment"));
    assert(!text.includes(TOKEN));
  });
});

Deno.test("excluded actions are neither fetched nor named", async () => {
  await run({ env: { GITLAB_MCP_EXCLUDE_TOOLS: "merge_request.get,mr_review.discussion_list" } }, async (h, g) => {
    const text = messageText(await h.client.getPrompt({ name: "review_mr", arguments: MR_ARGS }));
    assert(text.includes("mr_review.changes_get"));
    assert.doesNotMatch(text, /merge_request\.get|discussion_list|gitlab_mr_get/);
    assert.equal(g.requests.length, 0);
  });
});

Deno.test("what a prompt embeds is bounded: long lists and long text are cut, and say so", async () => {
  const labels = Array.from({ length: 50 }, (_, i) => ({
    name: `area::${"x".repeat(150)}-${i}`,
    open_issues_count: i,
    closed_issues_count: 1,
    open_merge_requests_count: 0,
  }));
  const exchanges = [get(`${P}/labels`, { with_counts: "true", page: "1", per_page: "50" }, ok(labels, 50))];
  await run({ exchanges }, async (h) => {
    const text = messageText(
      await h.client.getPrompt({ name: "label_distribution", arguments: { project_id: PROJECT } }),
    );
    assert.match(text, /- … \d+ more line\(s\) left out to keep this prompt short/);
    assert(text.length < 4000, `message is ${text.length} characters`);
    const unlabeled = callsIn(text).find((c) => c.args.action === "issue.list");
    assert.deepEqual(unlabeled?.args.params, { project_id: PROJECT, labels: "None", state: "opened" });
  });
  const long = { ...(await mrBody()), description: "word ".repeat(2000) };
  await run({ exchanges: [get(`${P}/merge_requests/133`, undefined, ok(long))] }, async (h) => {
    const text = messageText(await h.client.getPrompt({ name: "mr_description_quality", arguments: MR_ARGS }));
    assert.match(text, /description: (word ){200,}.*… \[cut\]/);
    assert(text.length < 3500, `message is ${text.length} characters`);
  });
});

Deno.test("daily_standup: without a username, your assigned issues and the project's merge requests and commits", async () => {
  const since = sinceDays(1);
  const page = { page: "1", per_page: "20" };
  const exchanges = [
    get(
      `${P}/merge_requests`,
      { state: "opened", updated_after: since, ...page },
      ok(await body("merge_request.list"), 1),
    ),
    get(`${P}/issues`, { state: "opened", scope: "assigned_to_me", updated_after: since, ...page }, ok([], 0)),
    get(`${P}/repository/commits`, { since, ...page }, ok(await body("repository.commit_list"), 1)),
  ];
  await run({ exchanges }, async (h) => {
    const text = messageText(await h.client.getPrompt({ name: "daily_standup", arguments: { project_id: PROJECT } }));
    assert(text.includes("### repository.commit_list: "));
    assert(text.includes("title: Fix login redirect"));
  });
});
