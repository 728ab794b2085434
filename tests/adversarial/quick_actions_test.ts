/**
 * Issue "content from strangers" §1: text GitLab would run as quick actions (`/merge`, `/approve` …) is
 * refused in every field GitLab reads them in, against the real stdio server process, unless the call
 * says `allow_quick_actions: true` and is confirmed like a destructive action. The actions and fields
 * come from the catalog, not a hand list; the fake GitLab shows what was (not) sent.
 */
import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/client";
import { spawnServer } from "../support/spawn_env.ts";
import { textOf } from "../support/harness.ts";
import { recordingGitLab, stdioClient } from "./support.ts";
import { SERVED_ACTIONS } from "../../src/surfaces/inventory.ts";
import type { Action } from "../../src/engine/action.ts";
import { quickFieldsOf } from "../../src/engine/quick_action_fields.ts";

const PROJECT = "my-group/my-project";
const INJECTED = "Looks good.\n/merge\n/approve\n/assign @root";
const FENCED = "Reply with this to merge:\n```\n/merge\n/approve\n```\nthanks";
const PROSE = "Installed to /usr/local/bin, see /docs/setup\n/usr/local/bin is on the PATH\n/docs";

/**
 * Every REST action GitLab would run quick actions from, with the fields it reads them in
 * (GraphQL rows send variables, not a body: tests/graphql/quick_actions_test.ts).
 */
const TARGETS: Array<[Action, string[]]> = SERVED_ACTIONS.filter((a) => !a.run && !a.graphql)
  .map((a) => [a, quickFieldsOf(a)] as [Action, string[]])
  .filter(([, fields]) => fields.length > 0);
if (TARGETS.length < 10) throw new Error(`expected the note and issuable actions, found ${TARGETS.length}`);

const CANDIDATES: unknown[] = [1, "6a9c1750b37d513a43987b574953fceb50b03ce7", "x"];

/** The action's required params with values its schema accepts, plus `field` set to `text`. */
function paramsFor(action: Action, field: string, text: string): Record<string, unknown> {
  const params: Record<string, unknown> = { project_id: PROJECT };
  for (const [key, schema] of Object.entries(action.schema.shape)) {
    if (key in params || schema.safeParse(undefined).success) continue;
    params[key] = CANDIDATES.find((v) => schema.safeParse(v).success);
  }
  return { ...params, [field]: text };
}

function fakeGitLab() {
  return recordingGitLab(() => ({ status: 201, body: { id: 1, iid: 1, title: "ok", web_url: "x" } }));
}

function run(client: Client, action: string, params: Record<string, unknown>, confirm?: boolean) {
  return client.callTool({
    name: "gitlab_execute_action",
    arguments: { action, params, ...(confirm === undefined ? {} : { confirm }) },
  });
}

Deno.test("the catalog has the fields GitLab runs quick actions in", () => {
  const ids = TARGETS.map(([a]) => a.id);
  for (const id of ["issue.note_create", "issue.create", "merge_request.create", "mr_review.discussion_reply"]) {
    assert.ok(ids.includes(id), `${id} in ${ids.join(", ")}`);
  }
});

Deno.test("a quick-action line is refused in every such field; GitLab receives nothing", async () => {
  const gitlab = fakeGitLab();
  const client = await stdioClient({ GITLAB_URL: gitlab.url });
  try {
    for (const [action, fields] of TARGETS) {
      for (const field of fields) {
        const result = await run(client, action.id, paramsFor(action, field, INJECTED));
        assert.ok(result.isError, `${action.id}.${field}: ${textOf(result)}`);
        const text = textOf(result);
        assert.match(text, new RegExp(`^Cannot run "${action.id.replace(".", "\\.")}": "${field}" line 2 is "/merge"`));
        assert.match(text, /Nothing was sent to GitLab/);
        assert.match(text, /"allow_quick_actions": true/);
        // confirm alone does not let the text through: the flag says the text is meant as commands.
        const confirmed = await run(client, action.id, paramsFor(action, field, INJECTED), true);
        assert.ok(confirmed.isError, `${action.id}.${field} with confirm: ${textOf(confirmed)}`);
      }
    }
    assert.equal(gitlab.requests.length, 0, JSON.stringify(gitlab.requests.map((r) => r.path)));
  } finally {
    await client.close();
    await gitlab.close();
  }
});

Deno.test("fenced commands and paths in prose go through unchanged, once each", async () => {
  const gitlab = fakeGitLab();
  const client = await stdioClient({ GITLAB_URL: gitlab.url });
  try {
    let expected = 0;
    for (const [action, fields] of TARGETS) {
      for (const text of [FENCED, PROSE]) {
        const result = await run(client, action.id, paramsFor(action, fields[0]!, text));
        assert.ok(!result.isError, `${action.id}: ${textOf(result)}`);
        expected++;
        const sent = gitlab.requests.at(-1)!;
        assert.equal(gitlab.requests.length, expected);
        assert.equal((sent.body as Record<string, unknown>)[fields[0]!], text, action.id);
      }
    }
  } finally {
    await client.close();
    await gitlab.close();
  }
});

Deno.test("allow_quick_actions needs confirmation on dynamic; confirmed, the text goes out unchanged without the flag", async () => {
  const gitlab = fakeGitLab();
  const client = await stdioClient({ GITLAB_URL: gitlab.url });
  try {
    for (const [action, fields] of TARGETS) {
      const params = { ...paramsFor(action, fields[0]!, INJECTED), allow_quick_actions: true };
      const unconfirmed = await run(client, action.id, params);
      assert.ok(unconfirmed.isError, `${action.id}: ${textOf(unconfirmed)}`);
      assert.match(textOf(unconfirmed), /without confirmation: .*"\/merge".*"allow_quick_actions": true/);
      assert.equal(gitlab.requests.length, 0, action.id);
    }
    for (const [action, fields] of TARGETS) {
      const params = { ...paramsFor(action, fields[0]!, INJECTED), allow_quick_actions: true };
      const before = gitlab.requests.length;
      const confirmed = await run(client, action.id, params, true);
      assert.ok(!confirmed.isError, `${action.id}: ${textOf(confirmed)}`);
      assert.equal(gitlab.requests.length, before + 1);
      const body = gitlab.requests.at(-1)!.body as Record<string, unknown>;
      assert.equal(body[fields[0]!], INJECTED);
      assert.ok(!("allow_quick_actions" in body), JSON.stringify(body));
    }
  } finally {
    await client.close();
    await gitlab.close();
  }
});

/** A client on the given surface whose user answers every question with `answer`. */
async function askingClient(gitlabUrl: string, surface: string, answer: boolean, asked: string[]): Promise<Client> {
  const client = new Client({ name: "quick", version: "1" }, { capabilities: { elicitation: { form: {} } } });
  client.setRequestHandler(
    "elicitation/create",
    ((req: { params: { message: string; requestedSchema: { properties: object } } }) => {
      asked.push(req.params.message);
      const key = Object.keys(req.params.requestedSchema.properties)[0]!;
      const value = key === "confirm"
        ? answer
        : key === "confidential"
        ? false
        : key === "title"
        ? "A title"
        : key === "description"
        ? INJECTED
        : "";
      return { action: "accept", content: { [key]: value } };
    }) as never,
  );
  await client.connect(
    spawnServer({ GITLAB_URL: gitlabUrl, GITLAB_TOKEN: "glpat-adversarial-0001", GITLAB_MCP_TOOL_SURFACE: surface }),
  );
  return client;
}

Deno.test("individual: the tool takes allow_quick_actions and confirm; the user is asked and their answer decides", async () => {
  const gitlab = fakeGitLab();
  for (const answer of [false, true]) {
    const asked: string[] = [];
    const client = await askingClient(gitlab.url, "individual", answer, asked);
    try {
      const tools = await client.listTools();
      const tool = tools.tools.find((t) => t.name === "gitlab_issue_note_create")!;
      const props = tool.inputSchema.properties as Record<string, unknown>;
      assert.ok("allow_quick_actions" in props && "confirm" in props, Object.keys(props).join(","));
      const project = tools.tools.find((t) => t.name === "gitlab_project_create")!;
      assert.ok(!("allow_quick_actions" in (project.inputSchema.properties as object)));
      const result = await client.callTool({
        name: "gitlab_issue_note_create",
        arguments: { project_id: PROJECT, issue_iid: 1, body: INJECTED, allow_quick_actions: true },
      });
      assert.equal(asked.length, 1);
      assert.match(asked[0]!, /"body" line 2 is "\/merge"/);
      assert.equal(!!result.isError, !answer, textOf(result));
    } finally {
      await client.close();
    }
  }
  assert.equal(gitlab.requests.length, 1, "only the approved call reached GitLab");
  await gitlab.close();
});

Deno.test("wizard: the final question names the quick-action line; only the user's yes sends it", async () => {
  const gitlab = fakeGitLab();
  for (const answer of [false, true]) {
    const asked: string[] = [];
    const client = await askingClient(gitlab.url, "meta", answer, asked);
    try {
      const result = await client.callTool({
        name: "gitlab_interactive_issue_create",
        arguments: { project_id: PROJECT },
      });
      assert.match(asked.at(-1)!, /Warning: description line 2 is "\/merge", which GitLab will run as a quick action/);
      assert.equal(!!result.isError, !answer, textOf(result));
    } finally {
      await client.close();
    }
  }
  assert.equal(gitlab.requests.length, 1);
  assert.equal((gitlab.requests[0]!.body as Record<string, unknown>).description, INJECTED);
  await gitlab.close();
});
