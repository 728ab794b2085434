/**
 * Paid rows (catalog `tier`): --tier hides them and a call naming one anyway says which tier it needs; unset, the
 * Community Edition (read by the start-up check) refuses them before anything is sent, and elsewhere GitLab's 403 or
 * 404 on one says which tier it needs.
 */
import assert from "node:assert/strict";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { startHarness, textOf } from "../support/harness.ts";
import { checkInstance, type Edition, type InstanceState } from "../../src/gitlab/instance.ts";

const MIRROR = { project_id: "acme/web" };

async function run(
  action: string,
  opts: { env?: Record<string, string>; edition?: Edition; reply?: { status: number; body: unknown } } = {},
) {
  const gitlab = new FakeGitLab();
  if (opts.reply) {
    gitlab.expect({
      request: { method: "GET", path: "/api/v4/projects/acme%2Fweb/mirror/pull" },
      response: opts.reply,
    });
  }
  const instances = { [new URL(gitlab.url).href]: { ...(opts.edition && { edition: opts.edition }) } };
  const surface = opts.env?.GITLAB_MCP_TOOL_SURFACE ?? "dynamic";
  const h = await startHarness({ gitlabUrl: gitlab.url, env: opts.env, overrides: { instances } });
  try {
    const [domain, name] = action.split(".");
    const r = surface === "meta"
      ? await h.client.callTool({ name: `gitlab_${domain}`, arguments: { action: name, params: MIRROR } })
      : await h.client.callTool({ name: "gitlab_execute_action", arguments: { action, params: MIRROR } });
    return { r, text: textOf(r), sent: gitlab.requests.length };
  } finally {
    await h.close();
    await gitlab.close();
  }
}

Deno.test("--tier free: a Premium row named anyway says the tier it needs, on the dynamic and meta surfaces", async () => {
  for (const surface of ["dynamic", "meta"]) {
    const { r, text, sent } = await run("project.pull_mirror_get", {
      env: { GITLAB_MCP_TIER: "free", GITLAB_MCP_TOOL_SURFACE: surface },
    });
    assert.equal(r.isError, true, surface);
    assert.equal(sent, 0, surface);
    assert.match(text, /needs GitLab Premium or higher, and this server is set to --tier free/, surface);
  }
});

Deno.test("a row hidden by another setting says which one, rather than 'no such action'", async () => {
  const ro = await run("project.pull_mirror_configure", { env: { GITLAB_MCP_READ_ONLY: "true" } });
  assert.match(ro.text, /it changes GitLab, and this server is read-only/);
  const ts = await run("issue.list", { env: { GITLAB_MCP_TOOLSETS: "ci" } });
  assert.match(ts.text, /its toolset "issues" is not served here \(--toolsets\)/);
  const unknown = await run("issue.lisst");
  assert.match(unknown.text, /no such action on this server/);
});

Deno.test("tier unset, Community Edition: a Premium row is refused before it is sent", async () => {
  const { r, text, sent } = await run("project.pull_mirror_get", { edition: "community" });
  assert.equal(r.isError, true);
  assert.equal(sent, 0);
  assert.match(text, /needs GitLab Premium or higher, and this GitLab is the Community Edition/);
  const safe = await run("project.pull_mirror_configure", {
    edition: "community",
    env: { GITLAB_MCP_SAFE_MODE: "true" },
  });
  assert.match(safe.text, /Community Edition/, "a dry run says so too, rather than what it would send");
});

Deno.test("tier unset, Enterprise Edition: the call runs, and a 404 on a Premium row names the tier", async () => {
  const notFound = { status: 404, body: { message: "404 Not Found" } };
  const paid = await run("project.pull_mirror_get", { edition: "enterprise", reply: notFound });
  assert.equal(paid.sent, 1);
  assert.match(paid.text, /"project.pull_mirror_get" needs GitLab Premium or higher; .* gets this 404 too/);
  const ok = await run("project.pull_mirror_get", {
    reply: { status: 200, body: { id: 1, enabled: true, url: "https://example.com/a.git", update_status: "finished" } },
  });
  assert.doesNotMatch(ok.text, /needs GitLab Premium/);
});

Deno.test("the start-up check reads the edition from /version's enterprise field", async () => {
  for (const [enterprise, edition] of [[false, "community"], [true, "enterprise"], [undefined, undefined]] as const) {
    const state: InstanceState = {};
    const body = { version: "17.6.0", revision: "abc123", kas: { enabled: false }, ...{ enterprise } };
    const fetchFn = () =>
      Promise.resolve(new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } }));
    await checkInstance(new URL("http://127.0.0.1:9/"), "glpat-x", state, fetchFn);
    assert.equal(state.edition, edition, String(enterprise));
  }
});

Deno.test("gitlab://tools/{id} names the tier a paid row needs, and nothing for a free one", async () => {
  const gitlab = new FakeGitLab();
  const h = await startHarness({ gitlabUrl: gitlab.url });
  try {
    const sheet = async (id: string) => {
      const r = await h.client.readResource({ uri: `gitlab://tools/${id}` });
      return JSON.parse((r.contents[0] as { text: string }).text);
    };
    assert.equal((await sheet("epic.list")).needs_tier, "premium");
    assert.equal((await sheet("issue.list")).needs_tier, undefined);
  } finally {
    await h.close();
    await gitlab.close();
  }
});
