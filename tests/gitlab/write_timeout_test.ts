/** A write that timed out may have happened: its error says the outcome is unknown and how to check, never "try again". */
import assert from "node:assert/strict";
import { GitLabClient, type HttpMethod } from "../../src/gitlab/client.ts";
import { GitLabError } from "../../src/gitlab/errors.ts";

/** A GitLab that never answers: every call ends at the client's timeout. */
function silentClient(): { client: GitLabClient; sent: string[] } {
  const sent: string[] = [];
  const client = new GitLabClient({
    baseUrl: new URL("https://gitlab.example.com"),
    timeoutMs: 20,
    fetch: ((_: string, init: RequestInit) => {
      sent.push(String(init.method));
      return new Promise((_, reject) => init.signal!.addEventListener("abort", () => reject(init.signal!.reason)));
    }) as unknown as typeof fetch,
  });
  return { client, sent };
}

async function timeoutMessage(method: HttpMethod): Promise<string> {
  const { client, sent } = silentClient();
  const err = await client.request({ action: `run "issue.x"`, method, path: "/projects/1/issues/2", body: {} })
    .then(() => undefined, (e: unknown) => e);
  assert.ok(err instanceof GitLabError, String(err));
  assert.equal(err.kind, "timeout");
  assert.deepEqual(sent, [method], "a write is sent once, never re-sent");
  return err.message;
}

Deno.test("write timeout: POST, PUT and DELETE say the outcome is unknown and to check first", async () => {
  for (const method of ["POST", "PUT", "DELETE"] as const) {
    const message = await timeoutMessage(method);
    assert.match(message, /^Cannot run "issue\.x": GitLab at "gitlab\.example\.com" did not answer in time/);
    assert.match(message, /unknown/i, message);
    assert.match(message, /get or list/i, message);
    assert.doesNotMatch(message, /try again/i, message);
  }
});

Deno.test("read timeout: a GET may simply be tried again", async () => {
  assert.match(await timeoutMessage("GET"), /Try again/);
});
