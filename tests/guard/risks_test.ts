/** The argument-dependent protections: they ask only when the call is really dangerous. */
import assert from "node:assert/strict";
import { type Exchange, FakeGitLab } from "../support/fake_gitlab.ts";
import { type ElicitReply, startHarness, textOf } from "../support/harness.ts";

const P = "/api/v4/projects/my-group%2Fmy-project";
const stored = (over: Record<string, unknown>) => ({
  id: 101486,
  url: "https://*****:*****@gitlab.example.com/upstream/project.git",
  enabled: false,
  mirror_trigger_builds: false,
  only_mirror_protected_branches: null,
  mirror_overwrites_diverged_branches: false,
  mirror_branch_regex: null,
  update_status: "finished",
  ...over,
});
const readMirror = (over: Record<string, unknown>): Exchange => ({
  request: { method: "GET", path: `${P}/mirror/pull` },
  response: { status: 200, body: stored(over) },
});
const putMirror = (body: Record<string, unknown>): Exchange => ({
  request: { method: "PUT", path: `${P}/mirror/pull`, body },
  response: { status: 200, body: stored(body) },
});

async function call(opts: {
  surface?: string;
  era?: "legacy" | "modern";
  reply?: ElicitReply;
  action: string;
  params: Record<string, unknown>;
  confirm?: boolean;
  exchanges: Exchange[];
}) {
  const gitlab = new FakeGitLab().expect(...opts.exchanges);
  const asked: string[] = [];
  const h = await startHarness({
    gitlabUrl: gitlab.url,
    era: opts.era,
    env: { GITLAB_MCP_TOOL_SURFACE: opts.surface ?? "dynamic" },
    elicit: opts.reply ? (p) => (asked.push(p.message), opts.reply!) : undefined,
  });
  try {
    const r = await h.client.callTool({
      name: "gitlab_execute_action",
      arguments: { action: opts.action, params: opts.params, ...(opts.confirm ? { confirm: true } : {}) },
    });
    gitlab.assertDone();
    return { r, text: textOf(r), asked, requests: gitlab.requests };
  } finally {
    await h.close();
    await gitlab.close();
  }
}

const base = { project_id: "my-group/my-project" };
const yes: ElicitReply = { action: "accept", content: { confirm: true } };
const no: ElicitReply = { action: "accept", content: { confirm: false } };

Deno.test("pull mirror: arming overwrite, enabling an overwriting mirror or re-pointing one asks, even on dynamic", async () => {
  const dangerous: Array<[Record<string, unknown>, Record<string, unknown>]> = [
    [{ mirror_overwrites_diverged_branches: true }, { enabled: true }],
    [{ enabled: true }, { mirror_overwrites_diverged_branches: true }],
    [{ url: "https://gitlab.example.com/other/fork.git" }, {
      enabled: true,
      mirror_overwrites_diverged_branches: true,
    }],
  ];
  for (const era of ["legacy", "modern"] as const) {
    for (const [params, state] of dangerous) {
      const ok = await call({
        era,
        reply: yes,
        action: "project.pull_mirror_configure",
        params: { ...base, ...params },
        exchanges: [readMirror(state), putMirror(params)],
      });
      assert(!ok.r.isError, ok.text);
      assert.equal(ok.asked.length, 1);
      assert.match(ok.asked[0]!, /overwrites diverged branches/);
      assert.match(ok.asked[0]!, /https\[:\]\/\/gitlab\.example\.com/);
      const refused = await call({
        era,
        reply: no,
        action: "project.pull_mirror_configure",
        params: { ...base, ...params },
        exchanges: [readMirror(state)],
      });
      assert.equal(refused.r.isError, true);
      assert(!refused.requests.some((r) => r.method === "PUT"));
    }
  }
});

Deno.test("pull mirror: disabling, clearing the flag and unrelated edits never ask", async () => {
  for (const params of [{ enabled: false }, { mirror_overwrites_diverged_branches: false }]) {
    const r = await call({
      reply: yes,
      action: "project.pull_mirror_configure",
      params: { ...base, ...params },
      exchanges: [putMirror(params)],
    });
    assert(!r.r.isError, r.text);
    assert.equal(r.asked.length, 0);
  }
  const unrelated = { only_mirror_protected_branches: true };
  const r = await call({
    reply: yes,
    action: "project.pull_mirror_configure",
    params: { ...base, ...unrelated },
    exchanges: [putMirror(unrelated)],
  });
  assert.equal(r.asked.length, 0);
  const same = await call({
    reply: yes,
    action: "project.pull_mirror_configure",
    params: { ...base, enabled: true },
    exchanges: [readMirror({ enabled: true, mirror_overwrites_diverged_branches: true }), putMirror({ enabled: true })],
  });
  assert.equal(same.asked.length, 0, "an already running overwriting mirror is not newly armed");
});

Deno.test("pull mirror: a client that cannot be asked is refused with a confirm hint; confirm and YOLO skip the read", async () => {
  const params = { mirror_overwrites_diverged_branches: true };
  const refused = await call({
    action: "project.pull_mirror_configure",
    params: { ...base, ...params },
    exchanges: [readMirror({ enabled: true })],
  });
  assert.equal(refused.r.isError, true);
  assert.match(refused.text, /"confirm": true/);
  const confirmed = await call({
    action: "project.pull_mirror_configure",
    params: { ...base, ...params },
    confirm: true,
    exchanges: [putMirror(params)],
  });
  assert(!confirmed.r.isError, confirmed.text);
  assert.equal(confirmed.requests.length, 1);
});

Deno.test("pull mirror: the question never shows the password", async () => {
  const params = {
    url: "https://gitlab.example.com/x.git",
    auth_password: "hunter2-secret",
    mirror_overwrites_diverged_branches: true,
  };
  const r = await call({
    reply: no,
    action: "project.pull_mirror_configure",
    params: { ...base, ...params },
    exchanges: [readMirror({ enabled: true })],
  });
  assert.equal(r.asked.length, 1);
  assert(!r.asked[0]!.includes("hunter2"));
});

Deno.test("visibility: raising a project to public from private or internal asks; public to public and other values do not", async () => {
  const project = (visibility: string) => ({
    request: { method: "GET", path: P },
    response: { status: 200, body: { id: 3, path_with_namespace: "my-group/my-project", visibility } },
  });
  const put = (body: Record<string, unknown>): Exchange => ({
    request: { method: "PUT", path: P, body },
    response: { status: 200, body: { id: 3, ...body } },
  });
  for (const from of ["private", "internal"]) {
    const r = await call({
      reply: yes,
      action: "project.update",
      params: { ...base, visibility: "public" },
      exchanges: [project(from), put({ visibility: "public" })],
    });
    assert(!r.r.isError, r.text);
    assert.match(r.asked[0]!, new RegExp(`public \\(now ${from}\\)`));
    const n = await call({
      reply: no,
      action: "project.update",
      params: { ...base, visibility: "public" },
      exchanges: [project(from)],
    });
    assert.equal(n.r.isError, true);
  }
  const already = await call({
    reply: yes,
    action: "project.update",
    params: { ...base, visibility: "public" },
    exchanges: [project("public"), put({ visibility: "public" })],
  });
  assert.equal(already.asked.length, 0);
  const other = await call({
    reply: yes,
    action: "project.update",
    params: { ...base, visibility: "internal", description: "x" },
    exchanges: [put({ visibility: "internal", description: "x" })],
  });
  assert.equal(other.asked.length, 0);
});

const commitBody = {
  branch: "main",
  commit_message: "Reset main",
  actions: [{ action: "create", file_path: "a.txt", content: "x" }],
  start_sha: "2695effb5807a22ff3d138d593fd856244e155e7",
};
const commitPost = (body: Record<string, unknown>): Exchange => ({
  request: { method: "POST", path: `${P}/repository/commits`, body },
  response: { status: 201, body: { id: "6104942438c14ec7bd21c6cd5bd995272b3faff6", short_id: "6104942", title: "x" } },
});

Deno.test("forced commit: force: true is refused without confirmation and nothing is sent", async () => {
  const { r, text, requests } = await call({
    action: "repository.commit_create",
    params: { ...base, ...commitBody, force: true },
    exchanges: [],
  });
  assert.equal(r.isError, true);
  assert.match(text, /force: true replaces branch main with a new commit .* commits only on that branch are lost/);
  assert.equal(requests.length, 0);
});

Deno.test("forced commit: without force, or with confirm: true, the commit is sent once", async () => {
  const plain = await call({
    action: "repository.commit_create",
    params: { ...base, ...commitBody },
    exchanges: [commitPost(commitBody)],
  });
  assert.notEqual(plain.r.isError, true, plain.text);
  const confirmed = await call({
    action: "repository.commit_create",
    params: { ...base, ...commitBody, force: true },
    confirm: true,
    exchanges: [commitPost({ ...commitBody, force: true })],
  });
  assert.notEqual(confirmed.r.isError, true, confirmed.text);
});

const stopPost = (body: Record<string, unknown>): Exchange => ({
  request: { method: "POST", path: `${P}/environments/7/stop`, body },
  response: { status: 200, body: { id: 7, name: "review/fix-login", state: "stopping" } },
});

Deno.test("forced environment stop: force: true is refused without confirmation and nothing is sent", async () => {
  const { r, text, requests } = await call({
    action: "environment.stop",
    params: { ...base, environment_id: 7, force: true },
    exchanges: [],
  });
  assert.equal(r.isError, true);
  assert.match(text, /force: true stops environment 7 without running its on_stop job/);
  assert.equal(requests.length, 0);
});

Deno.test("forced environment stop: asked when the client can be asked; a plain stop or a confirmed force is sent", async () => {
  const asked = await call({
    reply: yes,
    action: "environment.stop",
    params: { ...base, environment_id: 7, force: true },
    exchanges: [stopPost({ force: true })],
  });
  assert.equal(asked.asked.length, 1);
  assert.match(asked.asked[0]!, /on_stop job/);
  const plain = await call({
    action: "environment.stop",
    params: { ...base, environment_id: 7 },
    exchanges: [stopPost({})],
  });
  assert.notEqual(plain.r.isError, true, plain.text);
  const confirmed = await call({
    action: "environment.stop",
    params: { ...base, environment_id: 7, force: true },
    confirm: true,
    exchanges: [stopPost({ force: true })],
  });
  assert.notEqual(confirmed.r.isError, true, confirmed.text);
});
