/**
 * Dry runs and write levels: `dry_run: true` on a writing call, or any write in safe mode, answers with the request
 * and what it would change, sends nothing that writes, and asks nobody; reads work as usual. `--write-mode write`
 * hides destructive actions on every surface, as read-only hides writes.
 */
import assert from "node:assert/strict";
import { type Exchange, FakeGitLab } from "../support/fake_gitlab.ts";
import { loadFixture } from "../support/fixtures.ts";
import { type ElicitReply, startHarness, textOf } from "../support/harness.ts";

const P = "/api/v4/projects/my-group%2Fmy-project";

async function run(opts: {
  action: string;
  params: Record<string, unknown>;
  exchanges?: Exchange[];
  env?: Record<string, string>;
  surface?: string;
}) {
  const gitlab = new FakeGitLab().expect(...(opts.exchanges ?? []));
  const asked: string[] = [];
  const h = await startHarness({
    gitlabUrl: gitlab.url,
    env: { GITLAB_MCP_TOOL_SURFACE: opts.surface ?? "dynamic", ...opts.env },
    elicit: (p): ElicitReply => (asked.push(p.message), { action: "accept", content: { confirm: true } }),
  });
  try {
    const r = await h.client.callTool({
      name: "gitlab_execute_action",
      arguments: { action: opts.action, params: opts.params },
    });
    gitlab.assertDone();
    return { r, text: textOf(r), asked, sent: gitlab.requests.map((q) => q.method) };
  } finally {
    await h.close();
    await gitlab.close();
  }
}

const issue = { request: { method: "GET", path: `${P}/issues/15` }, response: { status: 200, body: {} } };

Deno.test("dry_run: true on an update reads its target, says what would change, and sends no write", async () => {
  const current = { iid: 15, title: "Old title", state: "opened", due_date: null };
  const { r, text, sent } = await run({
    action: "issue.update",
    params: { project_id: "my-group/my-project", issue_iid: 15, title: "New title", dry_run: true },
    exchanges: [{ ...issue, response: { status: 200, body: current } }],
  });
  assert.notEqual(r.isError, true, text);
  assert.deepEqual(sent, ["GET"]);
  assert.match(text, /would send: PUT \/api\/v4\/projects\/my-group%2Fmy-project\/issues\/15/);
  assert.match(text, /would change: title: "Old title" → "New title"/);
  assert.equal((r.structuredContent as Record<string, unknown>).dry_run, true);
});

Deno.test("a destructive dry run asks nobody and says it would ask; nothing is deleted", async () => {
  const project = { id: 3, path_with_namespace: "my-group/my-project", name: "my-project" };
  const { r, text, asked, sent } = await run({
    action: "project.delete",
    params: { project_id: "my-group/my-project", dry_run: true },
    exchanges: [{ request: { method: "GET", path: P }, response: { status: 200, body: project } }],
  });
  assert.notEqual(r.isError, true, text);
  assert.deepEqual(asked, []);
  assert.deepEqual(sent, ["GET"]);
  assert.match(text, /would change: deletes it/);
  assert.match(text, /would ask the user first: "project.delete" is destructive/);
});

Deno.test("safe mode: writes answer with their request and send nothing; reads work as usual", async () => {
  const created = await run({
    action: "issue.create",
    params: { project_id: "my-group/my-project", title: "Broken login", description: "see log" },
    env: { GITLAB_MCP_SAFE_MODE: "true" },
  });
  assert.notEqual(created.r.isError, true, created.text);
  assert.deepEqual(created.sent, []);
  assert.match(created.text, /would send: POST \/api\/v4\/projects\/my-group%2Fmy-project\/issues/);
  assert.match(created.text, /"title":"Broken login"/);
  const fx = await loadFixture("issue.get");
  const read = await run({
    action: "issue.get",
    params: fx.call.params,
    exchanges: fx.exchanges,
    env: { GITLAB_SAFE_MODE: "1" },
  });
  assert.notEqual(read.r.isError, true, read.text);
  assert.deepEqual(read.sent, ["GET"]);
  assert.doesNotMatch(read.text, /Dry run/);
});

Deno.test("a dry run masks secret values and keeps the real call's refusals", async () => {
  const variable = await run({
    action: "variable.create",
    params: { project_id: "acme/web", key: "DB_PASSWORD", value: "hunter2-very-secret", dry_run: true },
  });
  assert.doesNotMatch(variable.text + JSON.stringify(variable.r.structuredContent), /hunter2/);
  assert.match(variable.text, /"value":"\(hidden\)"/);
  const quick = await run({
    action: "issue.note_create",
    params: { project_id: "my-group/my-project", issue_iid: 15, body: "done\n/merge", dry_run: true },
  });
  assert.equal(quick.r.isError, true);
  assert.match(quick.text, /quick action/);
});

Deno.test("a row whose GitLab API has its own dry_run sends it to GitLab", async () => {
  const sha = "6104942438c14ec7bd21c6cd5bd995272b3faff6";
  const { sent } = await run({
    action: "repository.commit_cherry_pick",
    params: { project_id: "my-group/my-project", sha, branch: "main", dry_run: true },
    exchanges: [{
      request: {
        method: "POST",
        path: `${P}/repository/commits/${sha}/cherry_pick`,
        body: { branch: "main", dry_run: true },
      },
      response: { status: 200, body: { dry_run: "success" } },
    }],
  });
  assert.deepEqual(sent, ["POST"]);
});

Deno.test("write mode: write hides destructive actions everywhere, read leaves only reads", async () => {
  const gitlab = new FakeGitLab();
  try {
    for (const [mode, surface] of [["write", "individual"], ["read", "individual"], ["write", "meta"]] as const) {
      const h = await startHarness({
        gitlabUrl: gitlab.url,
        env: { GITLAB_MCP_TOOL_SURFACE: surface, GITLAB_MCP_WRITE_MODE: mode },
      });
      try {
        const { tools } = await h.client.listTools();
        const names = tools.map((t) => t.name);
        if (surface === "individual") {
          assert(!names.includes("gitlab_project_delete"), `${mode}: destructive tool listed`);
          assert.equal(names.includes("gitlab_issue_create"), mode === "write", `${mode}: issue_create`);
          assert(names.includes("gitlab_issue_get"));
        } else {
          const project = tools.find((t) => t.name === "gitlab_project")!;
          assert.doesNotMatch(JSON.stringify(project.inputSchema), /"delete"/);
        }
        const call = surface === "meta"
          ? { name: "gitlab_project", arguments: { action: "delete", params: { project_id: "a/b" }, confirm: true } }
          : { name: "gitlab_project_delete", arguments: { project_id: "a/b", confirm: true } };
        const r = await h.client.callTool(call).catch((e: Error) => ({ isError: true, content: [], error: e }));
        assert.equal(r.isError, true);
      } finally {
        await h.close();
      }
    }
    assert.equal(gitlab.requests.length, 0);
  } finally {
    await gitlab.close();
  }
});

Deno.test("safe mode: a wizard asks its questions, then answers with the request instead of creating the issue", async () => {
  const gitlab = new FakeGitLab();
  const answers: Record<string, unknown> = { title: "Fix login", description: "", labels: "", confidential: false };
  const h = await startHarness({
    gitlabUrl: gitlab.url,
    env: { GITLAB_MCP_TOOL_SURFACE: "meta", GITLAB_MCP_SAFE_MODE: "true" },
    elicit: (p) => {
      const key = Object.keys((p.requestedSchema.properties ?? {}) as object)[0]!;
      return { action: "accept", content: { [key]: key === "confirm" ? true : answers[key] ?? "" } };
    },
  });
  try {
    const r = await h.client.callTool({
      name: "gitlab_interactive_issue_create",
      arguments: { project_id: "my-group/my-project" },
    });
    assert.notEqual(r.isError, true, textOf(r));
    assert.match(textOf(r), /Dry run of Create issue \(issue\.create\)/);
    assert.equal(gitlab.requests.length, 0);
  } finally {
    await h.close();
    await gitlab.close();
  }
});

Deno.test("a GraphQL mutation's dry run looks its work item up (a query) and sends no mutation", async () => {
  const fx = await loadFixture("work_item.close");
  const [lookup] = fx.exchanges;
  const { r, text, sent } = await run({
    action: "work_item.close",
    params: { ...fx.call.params, dry_run: true },
    exchanges: [lookup!],
  });
  assert.notEqual(r.isError, true, text);
  assert.deepEqual(sent, ["POST"]);
  assert.match(text, /would send: GraphQL mutation \w+ to POST \/api\/graphql/);
  assert.match(text, /"id":"gid:\/\/gitlab\/WorkItem\/\d+"/);
});
