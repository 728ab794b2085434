/**
 * The self-confinement a compiled binary relies on, tested under `deno run`
 * with the flags the binary bakes in (scripts/compile.ts compileArgs): broad
 * net and our env vars, narrowed at run time to the GitLab host.
 */
import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/client";
import { parseConfig } from "../../src/config/mod.ts";
import { ENV_NAMES } from "../../src/config/env.ts";
import { gitlabNetTarget, workerPermissions } from "../../src/sandbox/permissions.ts";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { privateCaGitLab, TEST_CA } from "../support/private_ca.ts";
import { CHECK_USER_AGENT } from "../../src/gitlab/instance.ts";
import { connectProxy } from "../support/connect_proxy.ts";
import { loadFixture } from "../support/fixtures.ts";
import { assertJsonLines, textOf } from "../support/harness.ts";
import { freePort } from "../http/support.ts";
import { wizardClient } from "../support/wizard_client.ts";
import { childEnv, spawnServer } from "../support/spawn_env.ts";
import { ensureBundle } from "../support/bundle.ts";
import { BAKED_FLAGS } from "../../scripts/compile.ts";
import { ROOT } from "../support/paths.ts";

const TAG_LIST = {
  name: "gitlab_execute_action",
  arguments: { action: "tag.list", params: { project_id: "my-group/my-project", search: "^v1" } },
};
type ToolCall = { name: string; arguments: Record<string, unknown> };

/** One stdio session with the entry point under the binary's flags: the calls' results and its stderr. */
async function confinedSession(
  gitlab: FakeGitLab,
  env: Record<string, string>,
  calls: ToolCall[] = [TAG_LIST],
  flags = BAKED_FLAGS,
) {
  await ensureBundle();
  const transport = spawnServer({ GITLAB_MCP_LOG_LEVEL: "debug", GITLAB_URL: gitlab.url, ...env }, [], flags);
  let stderr = "";
  transport.stderr?.on("data", (d: Uint8Array) => stderr += new TextDecoder().decode(d));
  const client = new Client({ name: "sandbox", version: "1" });
  await client.connect(transport);
  const results = [];
  try {
    for (const call of calls) results.push(await client.callTool(call));
  } finally {
    await client.close();
    await gitlab.close();
  }
  return { results, stderr };
}

Deno.test("sandbox: the worker may reach the GitLab host:port and the listen address, nothing else", () => {
  const stdio = workerPermissions(parseConfig([], { GITLAB_URL: "https://gitlab.example.com" }));
  assert.deepEqual(stdio, {
    net: ["gitlab.example.com:443"],
    env: false,
    read: false,
    write: false,
    run: false,
    ffi: false,
    sys: false,
    import: false,
  });
  const http = workerPermissions(
    parseConfig(["--http", "--http-addr", "0.0.0.0:9000"], { GITLAB_URL: "http://git.local:8929/gitlab" }),
  );
  assert.deepEqual(http.net, ["git.local:8929", "0.0.0.0:9000"]);
  assert.equal(gitlabNetTarget(new URL("http://[::1]:81")), "[::1]:81");
});

Deno.test("sandbox: a worker with those permissions cannot reach another host, read a file or read an env var", async () => {
  const perms = workerPermissions(parseConfig([], { GITLAB_URL: "http://127.0.0.1:3999" }));
  const probe = `
    const out = {};
    for (const [k, f] of Object.entries({
      otherHost: () => fetch("http://127.0.0.2:3999/api/v4/user"),
      otherPort: () => fetch("http://127.0.0.1:4000/"),
      readFile: () => Deno.readTextFile("/etc/hostname"),
      readEnv: async () => Deno.env.get("HOME"),
      run: () => new Deno.Command("true").output(),
    })) { try { await f(); out[k] = "allowed"; } catch (e) { out[k] = e.name; } }
    postMessage(out);`;
  const url = URL.createObjectURL(new Blob([probe], { type: "text/javascript" }));
  const w = new Worker(url, { type: "module", deno: { permissions: perms } } as WorkerOptions);
  const out = await new Promise<Record<string, string>>((resolve) => w.onmessage = (e) => resolve(e.data));
  w.terminate();
  assert.deepEqual(out, {
    otherHost: "NotCapable",
    otherPort: "NotCapable",
    readFile: "NotCapable",
    readEnv: "NotCapable",
    run: "NotCapable",
  });
});

Deno.test("sandbox: the GitLab client inside the sandbox reports a connection it refuses, naming the host", async () => {
  const perms = workerPermissions(parseConfig([], { GITLAB_URL: "http://127.0.0.1:3999" }));
  // The client pointed elsewhere stands in for a request the same-origin check in code would have missed.
  const probe = `import { GitLabClient } from ${
    JSON.stringify(new URL("../../src/gitlab/client.ts", import.meta.url).href)
  };
    const client = new GitLabClient({ baseUrl: new URL("http://127.0.0.2:3999") });
    try {
      await client.request({ action: "get the current user", method: "GET", path: "/user" });
      postMessage("allowed");
    } catch (e) { postMessage({ kind: e.kind, message: e.message }); }`;
  const url = URL.createObjectURL(new Blob([probe], { type: "text/javascript" }));
  const w = new Worker(url, { type: "module", deno: { permissions: perms } } as WorkerOptions);
  const out = await new Promise<{ kind: string; message: string }>((resolve) => w.onmessage = (e) => resolve(e.data));
  w.terminate();
  assert.equal(out.kind, "not_capable", JSON.stringify(out));
  assert.match(out.message, /^Cannot get the current user: Deno's permissions lack --allow-net=127\.0\.0\.2:3999, /);
});

Deno.test("sandbox: with the binary's flags the server confines itself, serves stdio, and reports a redirect to another host", async () => {
  const fx = await loadFixture("tag.list");
  const gitlab = new FakeGitLab().expect(...fx.exchanges, {
    request: { method: "GET", path: "/api/v4/projects/my-group%2Fmy-project/repository/tags/v1" },
    response: { status: 302, headers: { location: "http://127.0.0.2:1/steal" } },
  });
  const steer = {
    name: "gitlab_execute_action",
    arguments: { action: "tag.get", params: { project_id: "my-group/my-project", tag_name: "v1" } },
  };
  const { results: [ok, steered], stderr } = await confinedSession(gitlab, { GITLAB_TOKEN: "glpat-sandboxed" }, [
    TAG_LIST,
    steer,
  ]);
  assert(!ok!.isError, textOf(ok));
  assert.equal(steered!.isError, true);
  assert.match(textOf(steered), /another origin "http:\/\/127\.0\.0\.2:1"/);
  gitlab.assertDone();
  assert.match(stderr, /"msg":"confined","net":\["127\.0\.0\.1:\d+"\]/);
  assert.match(stderr, /"msg":"sandbox loaded","code_cache":"accepted"/);
  // The main realm answered the opening while the worker loaded, and handed the rest to the worker's server.
  assert.match(stderr, /"msg":"stdio opening handed to the server","answered":\["initialize"\]/);
  assert(!stderr.includes("glpat-sandboxed"));
  assertJsonLines(stderr);
});

Deno.test("sandbox: broad flags without --unstable-worker-options confine too (deno.json enables worker options)", async () => {
  const fx = await loadFixture("tag.list");
  const gitlab = new FakeGitLab().expect(...fx.exchanges);
  const { results: [r], stderr } = await confinedSession(gitlab, {}, [TAG_LIST], ["--allow-net", "--allow-env"]);
  assert(!r!.isError, textOf(r));
  gitlab.assertDone();
  assert.match(stderr, /"msg":"confined"/);
});

Deno.test("sandbox: a GitLab behind a private CA is reached from inside the worker with DENO_CERT", async () => {
  const fx = await loadFixture("tag.list");
  const gitlab = (await privateCaGitLab()).expect(...fx.exchanges);
  const { results: [r] } = await confinedSession(gitlab, { GITLAB_TOKEN: "glpat-ca", DENO_CERT: TEST_CA });
  assert(!r!.isError, textOf(r));
  gitlab.assertDone();
});

Deno.test("sandbox: an HTTP proxy from HTTP_PROXY carries the worker's GitLab calls", async () => {
  const fx = await loadFixture("tag.list");
  const gitlab = new FakeGitLab().expect(...fx.exchanges);
  const seen: string[] = [];
  // A forward proxy: the runtime sends it absolute-form requests and it relays them (this process has no proxy set).
  const proxy = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, (req) => {
    // The start-up check of the instance (src/gitlab/instance.ts) goes this way too; the test counts the calls.
    if (req.headers.get("user-agent") !== CHECK_USER_AGENT) seen.push(req.url);
    return fetch(req.url, { method: req.method, headers: req.headers });
  });
  try {
    const { results: [r] } = await confinedSession(gitlab, { HTTP_PROXY: `http://127.0.0.1:${proxy.addr.port}` });
    assert(!r!.isError, textOf(r));
    gitlab.assertDone();
    assert.deepEqual(seen.map((u) => new URL(u).pathname), ["/api/v4/projects/my-group%2Fmy-project/repository/tags"]);
  } finally {
    await proxy.shutdown();
  }
});

Deno.test("sandbox: HTTPS_PROXY tunnels the worker's calls to a GitLab behind a private CA", async () => {
  const fx = await loadFixture("tag.list");
  const gitlab = (await privateCaGitLab()).expect(...fx.exchanges);
  const proxy = connectProxy();
  try {
    const env = { DENO_CERT: TEST_CA, HTTPS_PROXY: `http://127.0.0.1:${proxy.port}` };
    const { results: [r] } = await confinedSession(gitlab, env);
    assert(!r!.isError, textOf(r));
    gitlab.assertDone();
    // The call's tunnel, and the start-up check's (src/gitlab/instance.ts) when it opened its own: GitLab's host only.
    assert.deepEqual([...new Set(proxy.targets)], [new URL(gitlab.url).host]);
  } finally {
    proxy.close();
  }
});

for (const era of ["legacy", "modern"] as const) {
  const how = era === "modern" ? "multi-round-trip, signed state" : "synchronous elicitation";
  Deno.test(`sandbox: the issue wizard runs inside the worker (${how})`, async () => {
    await ensureBundle();
    const fx = await loadFixture("issue.create");
    const answers: Record<string, unknown> = { title: "Sandboxed", confidential: false, confirm: true };
    const body = { title: "Sandboxed", confidential: false };
    const path = "/api/v4/projects/my-group%2Fmy-project/issues";
    const gitlab = new FakeGitLab().expect({
      request: { method: "POST", path, body },
      response: fx.exchanges[0]!.response,
    });
    const modern = era === "modern" ? { versionNegotiation: { mode: { pin: "2026-07-28" } } } : {};
    const client = wizardClient("sandbox-wizard", answers, modern);
    await client.connect(spawnServer({ GITLAB_URL: gitlab.url, GITLAB_TOKEN: "glpat-wizard" }, [], BAKED_FLAGS));
    try {
      const r = await client.callTool({
        name: "gitlab_execute_action",
        arguments: { action: "interactive.issue_create", params: { project_id: "my-group/my-project" } },
      });
      assert(!r!.isError, textOf(r));
      gitlab.assertDone();
    } finally {
      await client.close();
      await gitlab.close();
    }
  });
}

Deno.test(
  "sandbox: HTTP mode works inside the worker and drains on SIGTERM",
  // Windows has no SIGTERM: Deno's kill() there ends the process at once (exit 1), so no drain to observe.
  { ignore: Deno.build.os === "windows" },
  async () => {
    await ensureBundle();
    const port = freePort();
    const child = new Deno.Command("deno", {
      args: ["run", ...BAKED_FLAGS, "src/main.ts", "--http", "--http-addr", `127.0.0.1:${port}`],
      cwd: ROOT,
      env: childEnv({ GITLAB_MCP_LOG_LEVEL: "debug", GITLAB_URL: "http://127.0.0.1:3999" }),
      stdout: "null",
      stderr: "piped",
    }).spawn();
    let health = 0;
    for (let i = 0; i < 200 && health !== 200; i++) {
      health = await fetch(`http://127.0.0.1:${port}/health`).then(async (r) => (await r.body?.cancel(), r.status))
        .catch(
          () => 0,
        );
      if (health !== 200) await new Promise((r) => setTimeout(r, 50));
    }
    assert.equal(health, 200);
    child.kill("SIGTERM");
    const status = await child.status;
    const err = new TextDecoder().decode((await child.output().catch(() => ({ stderr: new Uint8Array() }))).stderr);
    assert.equal(status.code, 0, err);
  },
);

Deno.test("sandbox: DENO_AUDIT_PERMISSIONS shows only net and env being touched", async () => {
  // The test may not write files; the child writes the audit log to the OS temp dir (TMPDIR, TEMP on Windows).
  const tmp = Deno.env.get("TMPDIR") ?? Deno.env.get("TEMP") ?? "/tmp";
  const audit = `${tmp.replace(/[\\/]$/, "")}/gitlab-mcp-audit-${crypto.randomUUID()}.jsonl`;
  const fx = await loadFixture("tag.list");
  const gitlab = new FakeGitLab().expect(...fx.exchanges);
  const env = { GITLAB_TOKEN: "glpat-audit", DENO_AUDIT_PERMISSIONS: audit };
  const { results: [r] } = await confinedSession(gitlab, env);
  assert(!r!.isError, textOf(r));
  const entries = (await Deno.readTextFile(audit)).trim().split("\n").map((l) =>
    JSON.parse(l) as { permission: string; value: string | null }
  );
  const kinds = new Set(entries.map((e) => e.permission));
  assert(kinds.size > 0);
  for (const k of kinds) assert(k === "net" || k === "env", `unexpected permission touched: ${k}`);
  for (const e of entries.filter((x) => x.permission === "env")) {
    assert((ENV_NAMES as readonly string[]).includes(e.value ?? ""), `env ${e.value}`);
  }
});
