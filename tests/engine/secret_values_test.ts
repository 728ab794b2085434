/** Which sent params count as credentials, and that execute() removes them from what it returns and throws. */
import assert from "node:assert/strict";
import { CATALOG } from "../../src/catalog/mod.ts";
import { execute } from "../../src/engine/execute.ts";
import { SECRET_PARAM, sentCredentials } from "../../src/engine/secret_values.ts";
import { GitLabClient } from "../../src/gitlab/client.ts";

const CANARY = "glptt-canary-7f3c9a1e5b2d";

Deno.test("sentCredentials: string params named like a credential, not a variable's value", () => {
  const params = { token: CANARY, auth_password: "hunter2-long", webhook_secret: "s3cr3t-xyz", value: "production" };
  assert.deepEqual(sentCredentials({ ...params, ref: "main", resource_access_token_events: true }), [
    CANARY,
    "hunter2-long",
    "s3cr3t-xyz",
  ]);
  assert(SECRET_PARAM.test("value") && SECRET_PARAM.test("token"), "confirmations and errors still hide both");
});

/** The catalog's own row, whose token param is the credential. */
const row = CATALOG.find((a) => a.id === "pipeline.trigger_run")!;

/** A client whose GitLab answers `status` with the sent token echoed in the body. */
function echoingClient(status: number): GitLabClient {
  const fetch: typeof globalThis.fetch = async (_url, init) => {
    const sent = JSON.parse(String(init?.body)) as { token: string };
    const body = status < 400
      ? { id: 257, status: "created", ref: `started with ${sent.token}` }
      : { message: `token ${sent.token} is invalid` };
    return await Promise.resolve(Response.json(body, { status }));
  };
  return new GitLabClient({ baseUrl: new URL("http://127.0.0.1:9"), fetch, timeoutMs: 1000 });
}

Deno.test("execute: a sent token GitLab echoes is removed from the result and from the error", async () => {
  const params = { project_id: "g/p", ref: "main", token: CANARY };
  const ok = await execute(row, params, echoingClient(201));
  assert(!JSON.stringify(ok).includes(CANARY), JSON.stringify(ok));
  assert.match(JSON.stringify(ok.structured), /started with \[redacted\]/);
  const err = await execute(row, params, echoingClient(400)).then(() => undefined, (e: Error) => e);
  assert(err instanceof Error);
  assert(!err.message.includes(CANARY) && !String(err.stack).includes(CANARY), err.message);
  assert.match(err.message, /token \[redacted\] is invalid/);
});
