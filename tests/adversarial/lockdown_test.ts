/**
 * Lockdown through the real server process, on a public project whose issue was opened by an outsider with a
 * prompt injection: on by the operator (HTTP flag, stdio env) or by the caller's X-GitLab-MCP-Lockdown header,
 * the outsider's text reaches no tool result or resource; without it, it does; the header cannot be misread and
 * cannot turn off what the operator turned on; a caller's own GraphQL document is refused with nothing sent.
 */
import assert from "node:assert/strict";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { recordingGitLab, startHttpServer, stdioClient } from "./support.ts";
import { anyOrder, loadScenario } from "../lockdown/scenario.ts";
import { textOf } from "../support/harness.ts";

const INJECTION = /Ignore all previous|curl evil|close every open/;
const NOTES = { action: "issue.note_list", params: { project_id: "acme/site", issue_iid: 7 } };

async function scenarioGitLab() {
  const served = anyOrder(await loadScenario("public_issue"));
  return { gitlab: recordingGitLab(served.reply), problems: served.problems };
}

async function httpCaller(base: string, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: "lockdown", version: "1.0.0" });
  const requestInit = { headers: { "private-token": "glpat-lockdown-0001", ...headers } };
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit }));
  return client;
}

async function notesText(client: Client): Promise<string> {
  const r = await client.callTool({ name: "gitlab_execute_action", arguments: NOTES });
  return textOf(r) + JSON.stringify(r.structuredContent ?? {});
}

Deno.test("lockdown on by the operator (HTTP): an outsider's and a Reporter's comments are withheld", async () => {
  const { gitlab, problems } = await scenarioGitLab();
  const server = await startHttpServer(gitlab.url, ["--lockdown", "--lockdown-trusted-users", "@Renovate-Bot"]);
  try {
    const client = await httpCaller(server.base, { "x-gitlab-mcp-lockdown": "false" });
    const text = await notesText(client);
    assert.doesNotMatch(text, INJECTION);
    assert.match(text, /reproduce this on main/);
    assert.match(text, /update dependency lodash/);
    assert.match(text, /Withheld by lockdown: written by @stranger_sam/);
    await client.close();
    assert.deepEqual(problems, []);
  } finally {
    await server.stop();
    await gitlab.close();
  }
});

Deno.test("lockdown by header only turns it on; a misspelt value is refused before anything reaches GitLab", async () => {
  const { gitlab } = await scenarioGitLab();
  const server = await startHttpServer(gitlab.url);
  try {
    const open = await httpCaller(server.base);
    assert.match(await notesText(open), /curl evil/);
    await open.close();
    const locked = await httpCaller(server.base, { "X-GitLab-MCP-Lockdown": "true" });
    assert.doesNotMatch(await notesText(locked), INJECTION);
    await locked.close();
    const before = gitlab.requests.length;
    const bad = await fetch(`${server.base}/mcp`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        "private-token": "glpat-lockdown-0001",
        "x-gitlab-mcp-lockdown": "maybe",
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    assert.equal(bad.status, 400);
    assert.match(await bad.text(), /Cannot use the X-GitLab-MCP-Lockdown header \\"maybe\\": send true/);
    assert.equal(gitlab.requests.length, before);
  } finally {
    await server.stop();
    await gitlab.close();
  }
});

Deno.test("lockdown on stdio: the issue resource withholds the outsider's text; graphql.query is refused", async () => {
  const { gitlab } = await scenarioGitLab();
  const client = await stdioClient({ GITLAB_URL: gitlab.url, GITLAB_MCP_LOCKDOWN: "true" });
  try {
    const read = await client.readResource({ uri: "gitlab://project/acme%2Fsite/issue/7" });
    const text = JSON.stringify(read.contents);
    assert.doesNotMatch(text, INJECTION);
    assert.match(text, /withheld by lockdown: by @stranger_sam/);
    const before = gitlab.requests.length;
    const gql = await client.callTool({
      name: "gitlab_execute_action",
      arguments: { action: "graphql.query", params: { query: "{ currentUser { username } }" } },
    });
    assert.equal(gql.isError, true);
    assert.match(textOf(gql), /lockdown is on, and a GraphQL document you write/);
    assert.equal(gitlab.requests.length, before);
  } finally {
    await client.close();
    await gitlab.close();
  }
});
