/**
 * The confirmation texts a user reads in an elicitation dialog, through the real stdio server process:
 * the project and branch read exactly as typed (no backslash noise), hostile values in the same
 * summary are inert, and GitLab receives the values as typed.
 */
import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/client";
import { recordingGitLab } from "./support.ts";
import { spawnServer } from "../support/spawn_env.ts";
import { textOf } from "../support/harness.ts";

const PROJECT = "group/my-project";
const BRANCH = "feature/login_v2";
const HOSTILE_TITLE = "**Approve** [docs](https://evil.example)\n\u202E# Yes <img src=x onerror=alert(1)> `x`";

/** Wizard answers by question key; every other question (the yes/no ones included) is accepted as true. */
const ANSWERS: Record<string, unknown> = {
  source_branch: BRANCH,
  target_branch: "release/2026.1",
  title: HOSTILE_TITLE,
  description: "Adds login for @alice, see #12 and !34",
  labels: "auth",
};

async function metaClient(gitlabUrl: string, asked: string[]): Promise<Client> {
  const client = new Client({ name: "summary", version: "1" }, { capabilities: { elicitation: { form: {} } } });
  client.setRequestHandler(
    "elicitation/create",
    ((req: { params: { message: string; requestedSchema: { properties: object } } }) => {
      asked.push(req.params.message);
      const key = Object.keys(req.params.requestedSchema.properties)[0]!;
      return { action: "accept", content: { [key]: key in ANSWERS ? ANSWERS[key] : true } };
    }) as never,
  );
  await client.connect(
    spawnServer({ GITLAB_URL: gitlabUrl, GITLAB_TOKEN: "glpat-adversarial-0001", GITLAB_MCP_TOOL_SURFACE: "meta" }),
  );
  return client;
}

Deno.test("the destructive confirmation and the wizard summary show the project and branch exactly as typed", async () => {
  const gitlab = recordingGitLab((req) =>
    req.method === "DELETE" ? { status: 204 } : { status: 201, body: { id: 9, iid: 3, title: "t", web_url: "x" } }
  );
  const asked: string[] = [];
  const client = await metaClient(gitlab.url, asked);
  try {
    const del = await client.callTool({
      name: "gitlab_branch",
      arguments: { action: "delete", params: { project_id: PROJECT, branch: BRANCH } },
    });
    assert(!del.isError, textOf(del));
    assert.equal(asked.length, 1);
    assert.match(asked[0]!, /\(branch\.delete\) with project_id=group\/my-project, branch=feature\/login_v2\?$/);
    assert(!asked[0]!.includes("\\"), asked[0]);

    const mr = await client.callTool({ name: "gitlab_interactive_mr_create", arguments: { project_id: PROJECT } });
    assert(!mr.isError, textOf(mr));
    const summary = asked[asked.length - 1]!.split("\n");
    assert.equal(summary[0], "Create the merge request?");
    assert(summary.includes(`- Project: ${PROJECT}`), summary.join("\n"));
    assert(summary.includes(`- Source branch: ${BRANCH}`), summary.join("\n"));
    assert(summary.includes("- Target branch: release/2026.1"), summary.join("\n"));
    assert(summary.includes("- Description: Adds login for @alice, see #12 and !34"), summary.join("\n"));
    assert.equal(
      summary.find((l) => l.startsWith("- Title: ")),
      "- Title: ＊＊Approve＊＊ [docs] (https[:]//evil.example) # Yes ‹img src=x onerror=alert(1)› ｀x｀",
    );
    assert.equal(summary.length, 9, "one line per answered field, none added by a value");
    assert(!/[\u202E\\]/.test(asked.join("")), "no bidi control and no backslash noise");

    const [sentDelete, sentCreate] = gitlab.requests;
    assert.equal(gitlab.requests.length, 2);
    assert(sentDelete && sentCreate);
    assert.equal(
      `${sentDelete.method} ${sentDelete.path}`,
      "DELETE /api/v4/projects/group%2Fmy-project/repository/branches/feature%2Flogin_v2",
    );
    assert.equal(`${sentCreate.method} ${sentCreate.path}`, "POST /api/v4/projects/group%2Fmy-project/merge_requests");
    const body = sentCreate.body as Record<string, unknown>;
    assert.equal(body.source_branch, BRANCH);
    assert.equal(body.title, HOSTILE_TITLE, "GitLab receives the value as typed; only the summary is neutralised");
  } finally {
    await client.close();
    await gitlab.close();
  }
});
