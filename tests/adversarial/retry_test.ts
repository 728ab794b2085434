/**
 * Retries never hold a call (and its in-flight slot) for long: against the real HTTP process, a
 * GitLab that answers 429 with `Retry-After: 3600` gets a prompt answer saying when to retry, and at
 * most the bounded number of attempts.
 */
import assert from "node:assert/strict";
import { httpClient, recordingGitLab, startHttpServer } from "./support.ts";

const TOKEN = "glpat-adversarial-retry-0001";
const GET_PROJECT = {
  name: "gitlab_execute_action",
  arguments: { action: "project.get", params: { project_id: "a/b" } },
};

function text(result: unknown): string {
  return ((result as { content: Array<{ text: string }> }).content ?? []).map((c) => c.text).join("\n");
}

Deno.test("retry: Retry-After 3600 is answered within seconds with when to retry, not waited for", async () => {
  const gitlab = recordingGitLab(() => ({
    status: 429,
    headers: { "retry-after": "3600" },
    body: { message: "Retry later" },
  }));
  const server = await startHttpServer(gitlab.url);
  const client = await httpClient(server.base, TOKEN);
  try {
    const started = Date.now();
    const result = await client.callTool(GET_PROJECT, { timeout: 15_000 });
    const elapsed = Date.now() - started;
    assert.ok(elapsed < 6_000, `answered after ${elapsed} ms`);
    assert.equal(result.isError, true);
    const said = text(result);
    assert.match(said, /asks to wait 3600 s/);
    const at = /try again after (\S+?)\.?(\s|$)/i.exec(said)?.[1];
    assert.ok(at, said);
    const when = Date.parse(at);
    assert.ok(Math.abs(when - (started + 3_600_000)) < 60_000, `retry time ${at}`);
    assert.doesNotMatch(said, /wait a minute/);
    assert.ok(gitlab.requests.length >= 1 && gitlab.requests.length <= 4, `${gitlab.requests.length} attempts`);
  } finally {
    await client.close();
    await server.stop();
    await gitlab.close();
  }
});

Deno.test("retry: short waits are still retried, within a bounded total", async () => {
  let calls = 0;
  const gitlab = recordingGitLab(() =>
    ++calls < 3
      ? { status: 503, headers: { "retry-after": "1" }, body: { message: "busy" } }
      : { status: 200, body: { id: 7, path_with_namespace: "a/b" } }
  );
  const server = await startHttpServer(gitlab.url);
  const client = await httpClient(server.base, TOKEN);
  try {
    const started = Date.now();
    const result = await client.callTool(GET_PROJECT, { timeout: 15_000 });
    assert.notEqual(result.isError, true, text(result));
    assert.ok(Date.now() - started < 6_000);
    assert.equal(gitlab.requests.length, 3);
  } finally {
    await client.close();
    await server.stop();
    await gitlab.close();
  }
});
