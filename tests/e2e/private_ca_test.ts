/**
 * A self-managed GitLab behind a private CA: the Deno runtime itself reads
 * DENO_CERT (no read permission needed), and without it the failure names
 * the certificate problem and that setting.
 */
import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/client";
import { privateCaGitLab, TEST_CA } from "../support/private_ca.ts";
import { loadFixture } from "../support/fixtures.ts";
import { textOf } from "../support/harness.ts";
import { spawnServer } from "../support/spawn_env.ts";

async function tagList(env: Record<string, string>) {
  const client = new Client({ name: "private-ca", version: "1" });
  await client.connect(spawnServer(env));
  try {
    return await client.callTool({
      name: "gitlab_execute_action",
      arguments: { action: "tag.list", params: { project_id: "my-group/my-project", search: "^v1" } },
    });
  } finally {
    await client.close();
  }
}

Deno.test("private CA: with DENO_CERT the server reaches an HTTPS GitLab under --allow-net and --allow-env only", async () => {
  const fx = await loadFixture("tag.list");
  const gitlab = (await privateCaGitLab()).expect(...fx.exchanges);
  try {
    const result = await tagList({ GITLAB_URL: gitlab.url, GITLAB_TOKEN: "glpat-ca", DENO_CERT: TEST_CA });
    assert(!result.isError, textOf(result));
    gitlab.assertDone();
  } finally {
    await gitlab.close();
  }
});

Deno.test("private CA: without DENO_CERT the error names the untrusted certificate and how to trust it", async () => {
  const gitlab = await privateCaGitLab();
  try {
    const result = await tagList({ GITLAB_URL: gitlab.url, GITLAB_TOKEN: "glpat-ca" });
    assert.equal(result.isError, true);
    assert.match(textOf(result), /TLS connection to "127\.0\.0\.1:\d+" failed/);
    assert.match(textOf(result), /DENO_CERT=\/path\/to\/ca\.pem/);
    assert.equal(gitlab.requests.length, 0);
  } finally {
    await gitlab.close();
  }
});
