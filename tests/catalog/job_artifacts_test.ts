/** job.artifacts_download: a zip answer becomes a bounded entry list; other answers and half-given targets are refused. */
import assert from "node:assert/strict";
import { FakeGitLab, type ScriptedResponse } from "../support/fake_gitlab.ts";
import { startHarness, textOf } from "../support/harness.ts";
import { zip } from "../gitlab/zip_writer.ts";
import { validateParams } from "../../src/engine/validate.ts";
import { served } from "./served.ts";

const P = "/api/v4/projects/acme%2Fweb/jobs";
const base64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(""));

async function download(params: Record<string, unknown>, path: string, response: ScriptedResponse, query = {}) {
  const gitlab = new FakeGitLab().expect({ request: { method: "GET", path, query }, response });
  const h = await startHarness({ gitlabUrl: gitlab.url });
  try {
    const r = await h.client.callTool({
      name: "gitlab_execute_action",
      arguments: { action: "job.artifacts_download", params: { project_id: "acme/web", ...params } },
    });
    gitlab.assertDone();
    return { r, text: textOf(r) };
  } finally {
    await h.close();
    await gitlab.close();
  }
}

Deno.test("job.artifacts_download by branch and job name lists 200 entries and counts the rest", async () => {
  const files = Array.from({ length: 250 }, (_, i) => ({ name: `out/<b>${i}.txt`, data: new Uint8Array(3) }));
  const body_base64 = base64(zip(files));
  const { r, text } = await download(
    { branch: "main", job: "build" },
    `${P}/artifacts/main/download`,
    { status: 200, body_base64 },
    { job: "build" },
  );
  assert.notEqual(r.isError, true, text);
  assert.match(text, /250 entries \(750 bytes uncompressed\)/);
  assert.match(text, /> 50 more entries not listed \(only the first 200 are\)\./);
  assert(!text.includes("<b>"), "entry names are shown as text, not markup");
  const structured = r.structuredContent as { entries: unknown[]; entries_not_listed: number };
  assert.equal(structured.entries.length, 200);
  assert.equal(structured.entries_not_listed, 50);
});

Deno.test("job.artifacts_download refuses an answer that is not a zip, without relaying it", async () => {
  const { r, text } = await download({ job_id: 42 }, `${P}/42/artifacts`, {
    status: 200,
    headers: { "content-type": "text/html" },
    body: "<html>Sign in to continue</html>",
  });
  assert.equal(r.isError, true);
  assert.match(
    text,
    /Cannot run "job\.artifacts_download": GitLab's answer \(32 bytes\) cannot be listed: it is not a zip/,
  );
  assert(!text.includes("Sign in"));
});

Deno.test("job.artifacts_download takes job_id, or branch with job, and nothing half-given", () => {
  const action = served("job.artifacts_download");
  for (const half of [{}, { branch: "main" }, { job: "build" }, { job_id: 42, branch: "main", job: "build" }]) {
    assert.throws(() => validateParams(action, { project_id: "acme/web", ...half }), /send job_id, or branch/);
  }
});
