/**
 * Item 4: a 2025-era client that declared form elicitation, on the default sessionless HTTP, cannot
 * be asked (no server-to-client requests there). It is told so and shown the two ways that work;
 * a client that truly did not declare elicitation keeps the old wording. Real server process, meta surface.
 */
import assert from "node:assert/strict";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { recordingGitLab, startHttpServer } from "../adversarial/support.ts";
import { textOf } from "../support/harness.ts";

const TOKEN = "glpat-hints-elicit-0001";

/** The official client over HTTP, declaring form elicitation (and answering yes) when `elicit`. */
async function connect(base: string, opts: { elicit: boolean; modern?: boolean }): Promise<Client> {
  const client = new Client(
    { name: "hints", version: "1.0.0" },
    {
      capabilities: opts.elicit ? { elicitation: { form: {} } } : {},
      ...(opts.modern ? { versionNegotiation: { mode: { pin: "2026-07-28" } } } : {}),
    } as never,
  );
  if (opts.elicit) {
    client.setRequestHandler("elicitation/create", () => ({ action: "accept", content: { confirm: true } }));
  }
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers: { "private-token": TOKEN } } }),
  );
  return client;
}

const WIZARD = { name: "gitlab_interactive_issue_create", arguments: { project_id: "g/p" } };
const DELETE = { name: "gitlab_branch", arguments: { action: "delete", params: { project_id: "g/p", branch: "old" } } };

function assertNamesTheWaysThatWork(text: string): void {
  assert.doesNotMatch(text, /does not support elicitation/, text);
  assert.match(text, /sessionless HTTP/, text);
  assert.match(text, /2026-07-28/, text);
  assert.match(text, /--stateless=false/, text);
}

Deno.test("sessionless HTTP, 2025 client that declared elicitation: the wizard names the transport and the two ways", async () => {
  const gitlab = recordingGitLab();
  const server = await startHttpServer(gitlab.url, ["--tool-surface", "meta"]);
  const client = await connect(server.base, { elicit: true });
  try {
    const result = await client.callTool(WIZARD);
    assert.equal(result.isError, true);
    const text = textOf(result);
    assertNamesTheWaysThatWork(text);
    assert.match(text, /"issue\.create"/, "still names the one-call fallback");
    assert.equal(gitlab.requests.length, 0, "nothing reached GitLab");
  } finally {
    await client.close();
    await server.stop();
    await gitlab.close();
  }
});

Deno.test("sessionless HTTP, 2025 client that declared elicitation: a destructive action names the transport and the two ways", async () => {
  const gitlab = recordingGitLab();
  const server = await startHttpServer(gitlab.url, ["--tool-surface", "meta"]);
  const client = await connect(server.base, { elicit: true });
  try {
    const result = await client.callTool(DELETE);
    assert.equal(result.isError, true);
    const text = textOf(result);
    assertNamesTheWaysThatWork(text);
    assert.match(text, /"confirm": true/, "still says how to confirm in the call");
    assert.equal(gitlab.requests.length, 0, "nothing reached GitLab");
  } finally {
    await client.close();
    await server.stop();
    await gitlab.close();
  }
});

Deno.test("--stateless=false: the same client is asked, and the confirmed delete reaches GitLab", async () => {
  const gitlab = recordingGitLab(() => ({ status: 204 }));
  const server = await startHttpServer(gitlab.url, ["--tool-surface", "meta", "--stateless=false"]);
  const client = await connect(server.base, { elicit: true });
  try {
    const result = await client.callTool(DELETE);
    assert.notEqual(result.isError, true, textOf(result));
    assert.deepEqual(gitlab.requests.map((r) => `${r.method} ${r.path}`), [
      "DELETE /api/v4/projects/g%2Fp/repository/branches/old",
    ]);
  } finally {
    await client.close();
    await server.stop();
    await gitlab.close();
  }
});

Deno.test("sessionless HTTP, 2026-07-28 client that did not declare elicitation: today's wording", async () => {
  const gitlab = recordingGitLab();
  const server = await startHttpServer(gitlab.url, ["--tool-surface", "meta"]);
  const client = await connect(server.base, { elicit: false, modern: true });
  try {
    const wizard = textOf(await client.callTool(WIZARD));
    assert.match(wizard, /this client does not support elicitation \(form mode\)/, wizard);
    assert.doesNotMatch(wizard, /--stateless=false/, wizard);
    const del = textOf(await client.callTool(DELETE));
    assert.match(del, /without confirmation/, del);
    assert.doesNotMatch(del, /--stateless=false/, del);
    assert.equal(gitlab.requests.length, 0, "nothing reached GitLab");
  } finally {
    await client.close();
    await server.stop();
    await gitlab.close();
  }
});
