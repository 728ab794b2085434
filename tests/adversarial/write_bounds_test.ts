/**
 * Issue 10 §6: write fields have size bounds. Against the real stdio server process, an oversized
 * value is refused with a message naming the param, its size and GitLab's limit, and the fake GitLab
 * receives nothing; a value exactly at the limit goes out in exactly one request, unchanged.
 */
import assert from "node:assert/strict";
import type { Client } from "@modelcontextprotocol/client";
import { spawnServer } from "../support/spawn_env.ts";
import { textOf } from "../support/harness.ts";
import { recordingGitLab, stdioClient } from "./support.ts";
import { DEFAULT_STRING_MAX, LABELS_MAX } from "../../src/engine/write_bounds.ts";
import { wizardClient } from "../support/wizard_client.ts";

const PROJECT = "my-group/my-project";
const ISSUES = "/api/v4/projects/my-group%2Fmy-project/issues";

async function withServer(body: (client: Client, gitlab: ReturnType<typeof recordingGitLab>) => Promise<void>) {
  const gitlab = recordingGitLab(() => ({ status: 201, body: { id: 1, iid: 1, title: "ok" } }));
  const client = await stdioClient({ GITLAB_URL: gitlab.url });
  try {
    await body(client, gitlab);
  } finally {
    await client.close();
    await gitlab.close();
  }
}

function run(client: Client, action: string, params: Record<string, unknown>) {
  return client.callTool({ name: "gitlab_execute_action", arguments: { action, params } });
}

const labels = (n: number) => Array.from({ length: n }, (_, i) => `label-${i}`).join(",");

Deno.test("oversized write fields are refused before GitLab sees anything", async () => {
  await withServer(async (client, gitlab) => {
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      [
        "issue.create",
        { project_id: PROJECT, title: "t".repeat(3_900_000) },
        /^Cannot run "issue\.create": param "title" is 3900000 characters; GitLab accepts at most 255/,
      ],
      [
        "issue.create",
        { project_id: PROJECT, title: "t", labels: labels(10_000) },
        /^Cannot run "issue\.create": param "labels" has more than 100 labels; send at most 100/,
      ],
      [
        "issue.create",
        { project_id: PROJECT, title: "t", description: "d".repeat(1_048_577) },
        /param "description" is 1048577 characters; GitLab accepts at most 1048576/,
      ],
      [
        "issue.note_create",
        { project_id: PROJECT, issue_iid: 1, body: "b".repeat(1_000_001) },
        /param "body" is 1000001 characters; GitLab accepts at most 1000000/,
      ],
      [
        "issue.create",
        { project_id: PROJECT, title: "t", due_date: "2".repeat(DEFAULT_STRING_MAX + 1) },
        new RegExp(`param "due_date" is ${DEFAULT_STRING_MAX + 1} characters; send at most ${DEFAULT_STRING_MAX}`),
      ],
      [
        "issue.update",
        { project_id: PROJECT, issue_iid: 1, assignee_ids: Array.from({ length: 201 }, (_, i) => i + 1) },
        /param "assignee_ids" has 201 items; GitLab accepts at most 200/,
      ],
    ];
    for (const [action, params, expected] of cases) {
      const result = await run(client, action, params);
      assert.equal(result.isError, true, `${action}: ${textOf(result).slice(0, 200)}`);
      assert.match(textOf(result), expected);
      assert.ok(textOf(result).length < 4000, "the oversized value is not echoed back");
    }
    assert.deepEqual(gitlab.requests.map((r) => `${r.method} ${r.path}`), []);
  });
});

Deno.test("values exactly at the limit go out in exactly one request, unchanged", async () => {
  await withServer(async (client, gitlab) => {
    const title = "t".repeat(255);
    const description = "d".repeat(1_048_576);
    const result = await run(client, "issue.create", {
      project_id: PROJECT,
      title,
      description,
      labels: labels(LABELS_MAX),
    });
    assert.equal(result.isError, undefined, textOf(result).slice(0, 300));
    assert.equal(gitlab.requests.length, 1);
    const sent = gitlab.requests[0]!;
    assert.equal(`${sent.method} ${sent.path}`, `POST ${ISSUES}`);
    const body = sent.body as Record<string, unknown>;
    assert.equal(body.title, title);
    assert.equal(body.description, description);
    assert.equal(body.labels, labels(LABELS_MAX));
  });
});

Deno.test("a wizard answer over GitLab's limit is refused and nothing is sent", async () => {
  const gitlab = recordingGitLab(() => ({ status: 201, body: { id: 1, iid: 1 } }));
  const answers: Record<string, unknown> = { title: "w".repeat(300), confidential: false, confirm: true };
  const client = wizardClient("bounds-wizard", answers);
  await client.connect(spawnServer({ GITLAB_URL: gitlab.url, GITLAB_TOKEN: "glpat-adversarial-0001" }));
  try {
    const result = await client.callTool({
      name: "gitlab_execute_action",
      arguments: { action: "interactive.issue_create", params: { project_id: PROJECT } },
    });
    assert.equal(result.isError, true);
    assert.match(textOf(result), /param "title" is 300 characters; GitLab accepts at most 255/);
    assert.deepEqual(gitlab.requests, []);
  } finally {
    await client.close();
    await gitlab.close();
  }
});
