/** job.trace's views: one section, the error lines, a text's lines, the first or last N; GitLab's line numbers kept. */
import assert from "node:assert/strict";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { loadFixture } from "../support/fixtures.ts";
import { startHarness, textOf } from "../support/harness.ts";

const fx = await loadFixture("job.trace");
const base = { project_id: "my-group/my-project", job_id: 8 };

async function trace(params: Record<string, unknown>) {
  const gitlab = new FakeGitLab().expect(fx.exchanges[0]!);
  const h = await startHarness({ gitlabUrl: gitlab.url });
  try {
    const r = await h.client.callTool({
      name: "gitlab_execute_action",
      arguments: { action: "job.trace", params: { ...base, ...params } },
    });
    gitlab.assertDone();
    return {
      r,
      text: textOf(r),
      content: String((r.structuredContent as { content?: string } | undefined)?.content ?? ""),
    };
  } finally {
    await h.close();
    await gitlab.close();
  }
}

Deno.test("job.trace section: only that section's lines, numbered as in GitLab's log; an unknown one lists them", async () => {
  const { content } = await trace({ section: "prepare_executor" });
  assert.deepEqual(content.split("\n"), [
    '3: Preparing the "docker" executor',
    "4: Using Docker executor with image ruby:3.3 ...",
  ]);
  const { r, text } = await trace({ section: "nope" });
  assert.equal(r.isError, true);
  assert.match(text, /Cannot read section "nope": the log has only prepare_executor/);
});

Deno.test("job.trace errors_only and grep pick lines; head and tail window them; nothing but the log is sent", async () => {
  const errors = (await trace({ errors_only: true })).content;
  assert.match(errors, /^\d+: 214 files inspected, 1 offense detected$/m);
  assert(!errors.includes("\x1b"), "no terminal escape");
  assert.doesNotMatch(errors, /section_/);
  const found = (await trace({ grep: "RUBOCOP" })).content;
  assert.equal(found, "10: $ bundle exec rubocop");
  assert.equal((await trace({ head: 2 })).content.split("\n").length, 2);
  assert.match((await trace({ tail: 2 })).content, /ERROR: Job failed/);
  assert.equal((await trace({ grep: "no such text" })).content, "(no line of the log matched this view)");
});
