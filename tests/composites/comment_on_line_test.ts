/**
 * mr_review.comment_on_line computes GitLab's position from the latest of three diff versions: added, removed,
 * unchanged and renamed-file lines, multi-line ranges with line codes, suggestions; a line outside the diff is
 * refused with the nearest lines that are in it, and nothing is posted.
 */
import assert from "node:assert/strict";
import { type Exchange, FakeGitLab } from "../support/fake_gitlab.ts";
import { loadFixture } from "../support/fixtures.ts";
import { startHarness, textOf } from "../support/harness.ts";

const fx = await loadFixture("mr_review.comment_on_line");
const [versions, version, post] = fx.exchanges as [Exchange, Exchange, Exchange];
const latest = version.response.body as Record<string, unknown>;
const SHAS = { base_sha: latest.base_commit_sha, start_sha: latest.start_commit_sha, head_sha: latest.head_commit_sha };
const MR = { project_id: "my-group/my-project", merge_request_iid: 11 };

async function sha1(text: string): Promise<string> {
  const d = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(text));
  return [...new Uint8Array(d)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Runs the comment; `posted` is the position and body GitLab must receive (none: nothing may be posted). */
async function comment(params: Record<string, unknown>, posted?: Record<string, unknown>, env = {}) {
  const postEx = posted && { ...post, request: { ...post.request, body: posted } };
  const gitlab = new FakeGitLab().expect(versions, version, ...(postEx ? [postEx] : []));
  const h = await startHarness({ gitlabUrl: gitlab.url, env });
  try {
    const r = await h.client.callTool({
      name: "gitlab_execute_action",
      arguments: { action: "mr_review.comment_on_line", params: { ...MR, body: "Note.", ...params } },
    });
    gitlab.assertDone();
    return { r, text: textOf(r), methods: gitlab.requests.map((q) => q.method) };
  } finally {
    await h.close();
    await gitlab.close();
  }
}

const at = (paths: [string, string], lines: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  body: "Note.",
  position: { position_type: "text", ...SHAS, old_path: paths[0], new_path: paths[1], ...lines, ...extra },
});
const APP: [string, string] = ["src/app.ts", "src/app.ts"];

Deno.test("the fixture's call: an added line gets new_line only, with the latest version's SHAs", async () => {
  const { r, text } = await comment({ file_path: "src/app.ts", line: 3, body: "This can be null here." }, {
    ...at(APP, { new_line: 3 }),
    body: "This can be null here.",
  });
  assert.notEqual(r.isError, true, text);
  assert.match(text, /This can be null here\./);
});

Deno.test("a removed line gets old_line only; an unchanged one both numbers", async () => {
  await comment({ file_path: "src/app.ts", line: 2, side: "old" }, at(APP, { old_line: 2 }));
  await comment({ file_path: "src/app.ts", line: 5 }, at(APP, { old_line: 4, new_line: 5 }));
  await comment({ file_path: "src/app.ts", line: 22, side: "old" }, at(APP, { old_line: 22, new_line: 23 }));
});

Deno.test("a renamed file is found by either name; the position names both paths", async () => {
  const renamed: [string, string] = ["lib/old_name.rb", "lib/new_name.rb"];
  await comment({ file_path: "lib/new_name.rb", line: 4 }, at(renamed, { new_line: 4 }));
  await comment({ file_path: "lib/old_name.rb", line: 4, side: "old" }, at(renamed, { old_line: 4 }));
});

Deno.test("a range carries line_range with GitLab's line codes and ends on its last line", async () => {
  const hash = await sha1("src/app.ts");
  const range = {
    start: { line_code: `${hash}_3_2`, type: "new", new_line: 2 },
    end: { line_code: `${hash}_4_5`, type: "old", old_line: 4, new_line: 5 },
  };
  await comment(
    { file_path: "src/app.ts", line: 2, end_line: 5 },
    at(APP, { old_line: 4, new_line: 5 }, { line_range: range }),
  );
});

Deno.test("a suggestion is written as GitLab's suggestion block spanning the range", async () => {
  const hash = await sha1("src/app.ts");
  const range = {
    start: { line_code: `${hash}_3_2`, type: "new", new_line: 2 },
    end: { line_code: `${hash}_3_3`, type: "new", new_line: 3 },
  };
  await comment(
    { file_path: "src/app.ts", line: 2, end_line: 3, suggestion: "const a = 2, b = 3;" },
    {
      ...at(APP, { new_line: 3 }, { line_range: range }),
      body: "Note.\n\n```suggestion:-1+0\nconst a = 2, b = 3;\n```",
    },
  );
});

Deno.test("a line outside the diff is refused with the nearest lines in it, and nothing is posted", async () => {
  const { r, text, methods } = await comment({ file_path: "src/app.ts", line: 12 });
  assert.equal(r.isError, true);
  assert.match(text, /new line 12 of src\/app\.ts is not in the diff/);
  assert.match(text, /Nearest new lines the diff shows: .*6 \(unchanged\).*21 \(unchanged\)/);
  assert.deepEqual(methods, ["GET", "GET"]);
  const other = await comment({ file_path: "docs/none.md", line: 1 });
  assert.match(other.text, /not changed in !11's latest diff\. Changed: src\/app\.ts, lib\/new_name\.rb/);
});

Deno.test("a dry run computes the position and posts nothing", async () => {
  const { r, text, methods } = await comment({ file_path: "src/app.ts", line: 3, dry_run: true });
  assert.notEqual(r.isError, true, text);
  assert.deepEqual(methods, ["GET", "GET"]);
  assert.match(text, /would send: POST .*\/discussions/);
  assert.match(text, /"new_line":3/);
});

Deno.test("quick actions in the comment are refused before anything is read; read-only mode hides the action", async () => {
  const gitlab = new FakeGitLab();
  const h = await startHarness({ gitlabUrl: gitlab.url });
  try {
    const r = await h.client.callTool({
      name: "gitlab_execute_action",
      arguments: {
        action: "mr_review.comment_on_line",
        params: { ...MR, file_path: "src/app.ts", line: 3, body: "ok\n/approve" },
      },
    });
    assert.equal(r.isError, true);
    assert.match(textOf(r), /quick action/);
    assert.equal(gitlab.requests.length, 0);
  } finally {
    await h.close();
  }
  const ro = await startHarness({ gitlabUrl: gitlab.url, env: { GITLAB_MCP_READ_ONLY: "true" } });
  try {
    const r = await ro.client.callTool({
      name: "gitlab_execute_action",
      arguments: { action: "mr_review.comment_on_line", params: { ...MR, file_path: "a", line: 1, body: "x" } },
    });
    assert.equal(r.isError, true);
    assert.equal(gitlab.requests.length, 0);
  } finally {
    await ro.close();
    await gitlab.close();
  }
});
