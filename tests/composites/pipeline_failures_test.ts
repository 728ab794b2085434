/**
 * pipeline.failures on a failed pipeline with 3 failed jobs and 4 MiB logs: one bounded answer with each job's
 * explaining lines (cleaned), the failed tests, the commits since the last green pipeline and what to do next,
 * at one trace read per job; far fewer bytes than the calls it replaces.
 */
import assert from "node:assert/strict";
import { type Exchange, FakeGitLab } from "../support/fake_gitlab.ts";
import { loadFixture } from "../support/fixtures.ts";
import { startHarness, textOf } from "../support/harness.ts";

const fx = await loadFixture("pipeline.failures");
const FOUR_MIB = 4 * 1024 * 1024;

/** The fixture's runner logs padded to 4 MiB with passing test output (repeated and unique lines). */
function padded(exchanges: Exchange[]): Exchange[] {
  return exchanges.map((e) => {
    const body = e.response.body;
    if (typeof body !== "string" || !body.includes("@@PADDING@@")) return e;
    const lines: string[] = [];
    for (let i = 0, size = 0; size < FOUR_MIB; i++) {
      const line = i % 3
        ? "....................................................................."
        : `ok ${i} test_${i} passes`;
      lines.push(line);
      size += line.length + 1;
    }
    return { ...e, response: { ...e.response, body: body.replace("@@PADDING@@", lines.join("\n")) } };
  });
}

async function call(action: string, params: Record<string, unknown>, exchanges: Exchange[]) {
  const gitlab = new FakeGitLab().expect(...exchanges);
  const h = await startHarness({ gitlabUrl: gitlab.url });
  try {
    const r = await h.client.callTool({ name: "gitlab_execute_action", arguments: { action, params } });
    gitlab.assertDone();
    return { r, text: textOf(r), bytes: JSON.stringify(r).length, paths: gitlab.requests.map((q) => q.path) };
  } finally {
    await h.close();
    await gitlab.close();
  }
}

Deno.test("pipeline.failures explains 3 failed jobs with 4 MiB logs in one bounded answer", async () => {
  const { r, text, bytes, paths } = await call("pipeline.failures", fx.call.params, padded(fx.exchanges));
  assert.notEqual(r.isError, true, text);
  assert(bytes < 64 * 1024, `answer is ${bytes} bytes`);
  assert.equal(paths.filter((p) => p.endsWith("/trace")).length, 3, "one trace read per failed job");
  // The jobs that may not fail come first.
  assert(text.indexOf("Job rspec 1/2") < text.indexOf("Job build-image"));
  assert(text.indexOf("Job build-image") < text.indexOf("Job lint"));
  assert.match(text, /stage test, failure: script_failure, may not fail, 313 s, runner shared-runner-2/);
  assert.match(text, /Last lines of section step_script:/);
  assert.match(text, /expected the response to have status code :unprocessable_entity \(422\) but it was 500/);
  assert.match(text, /exit code: 137/);
  assert(!text.includes("\x1b"), "no terminal escape");
  assert.doesNotMatch(text, /section_start|section_end|ERROR: Job failed/);
  const fences = text.split("```").filter((_, i) => i % 2 === 1);
  assert(fences.every((f) => f.trim().split("\n").length <= 15), "each excerpt is at most 15 lines");
  assert.match(text, /## Failed tests \(3\)/);
  assert.match(text, /rspec › spec\.controllers\.passwords_controller_spec › PasswordsController#update/);
  assert.match(
    text,
    /Since the last green pipeline #4498 \(3c5b2a1e\): 2 commit\(s\)\n- 5e1f0a2b Refactor password reset \(Bob\)/,
  );
  assert.match(
    text,
    /retry job rspec 1\/2: gitlab_execute_action \{"action":"job\.retry","params":\{"project_id":"acme\/web","job_id":9002\}\}/,
  );
  const s = r.structuredContent as { failed_jobs: Array<{ allow_failure: boolean }> };
  assert.deepEqual(s.failed_jobs.map((j) => j.allow_failure), [false, false, true]);
});

Deno.test("pipeline.failures finds the latest pipeline of a ref, and wants exactly one target", async () => {
  const [pipeline, ...rest] = padded(fx.exchanges);
  const latest: Exchange = {
    request: {
      method: "GET",
      path: "/api/v4/projects/acme%2Fweb/pipelines",
      query: { ref: "main", per_page: "1", order_by: "id", sort: "desc" },
    },
    response: { status: 200, body: [pipeline!.response.body] },
  };
  const { r, text } = await call("pipeline.failures", { project_id: "acme/web", ref: "main" }, [
    latest,
    pipeline!,
    ...rest,
  ]);
  assert.notEqual(r.isError, true, text);
  assert.match(text, /^Pipeline #4521 \(failed\) on main/);
  const both = await call("pipeline.failures", { project_id: "acme/web", ref: "main", pipeline_id: 1 }, []);
  assert.match(both.text, /send exactly one of pipeline_id, ref or merge_request_iid/);
});

Deno.test("the calls pipeline.failures replaces cost several times its bytes", async () => {
  const logs = padded(fx.exchanges);
  const [pipeline, jobs] = logs;
  const traces = logs.filter((e) => e.request.path.endsWith("/trace"));
  const report = logs.find((e) => e.request.path.endsWith("/test_report"))!;
  const parts = [
    await call("pipeline.get", { project_id: "acme/web", pipeline_id: 4521 }, [pipeline!]),
    await call("job.list", { project_id: "acme/web", pipeline_id: 4521, scope: ["failed"], per_page: 100 }, [{
      ...jobs!,
      request: { ...jobs!.request, query: { ...jobs!.request.query, page: "1" } },
    }]),
    ...await Promise.all(traces.map((t) => {
      const id = Number(t.request.path.split("/").at(-2));
      return call("job.trace", { project_id: "acme/web", job_id: id }, [t]);
    })),
    await call("pipeline.test_report", { project_id: "acme/web", pipeline_id: 4521 }, [report]),
  ];
  const replaced = parts.reduce((n, p) => n + p.bytes, 0);
  const one = (await call("pipeline.failures", fx.call.params, logs)).bytes;
  console.log(
    `pipeline.failures: ${one} bytes (~${Math.round(one / 4)} tokens); the calls it replaces: ${replaced} bytes (~${
      Math.round(replaced / 4)
    } tokens), ${parts.length} calls`,
  );
  assert(one * 3 < replaced, `${one} vs ${replaced}`);
});

Deno.test("hostile values in pipeline.failures and comment_on_line never reach GitLab half-formed", async () => {
  const hostile: Array<[string, Record<string, unknown>]> = [
    ["pipeline.failures", { project_id: "..", pipeline_id: 1 }],
    ["pipeline.failures", { project_id: "acme/../x", ref: "main" }],
    ["pipeline.failures", { project_id: "acme/web", ref: "x".repeat(4_000_000) }],
    ["mr_review.comment_on_line", { project_id: "..", merge_request_iid: 1, file_path: "a", line: 1, body: "x" }],
    ["mr_review.comment_on_line", {
      project_id: "acme/web",
      merge_request_iid: 1,
      file_path: "../".repeat(2_000_000),
      line: 1,
      body: "x",
    }],
  ];
  for (const [action, params] of hostile) {
    const { r, text, paths } = await call(action, params, []);
    assert.equal(r.isError, true, `${action}: ${text.slice(0, 200)}`);
    assert.match(text, /^Cannot /);
    assert.deepEqual(paths, [], `${action} reached GitLab`);
  }
});
