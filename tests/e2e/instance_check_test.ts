/**
 * The start-up check of the GitLab instance (src/gitlab/instance.ts), against the real stdio server process: a
 * base URL with a wrong path, a rejected token and a proxy's HTML page each give one warning line naming what to
 * fix; after a base URL answered 404 for everything, a call's 404 hint names GITLAB_URL; the start-up log keeps
 * the path; and the check never delays the opening answers.
 */
import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/client";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { spawnServer } from "../support/spawn_env.ts";
import { textOf } from "../support/harness.ts";

const TOKEN = "glpat-instance-check-0001";
const ISSUE = {
  name: "gitlab_execute_action",
  arguments: { action: "issue.get", params: { project_id: "g/p", issue_iid: 1 } },
};

interface Started {
  client: Client;
  lines: () => string[];
}

/** The stdio server on `gitlabUrl` with an official client, its stderr lines collected. */
async function start(gitlabUrl: string): Promise<Started> {
  const transport = spawnServer({ GITLAB_URL: gitlabUrl, GITLAB_TOKEN: TOKEN, GITLAB_MCP_LOG_LEVEL: "info" });
  let err = "";
  transport.stderr?.on("data", (chunk: Uint8Array) => void (err += new TextDecoder().decode(chunk)));
  const client = new Client({ name: "instance-check", version: "1.0.0" });
  await client.connect(transport);
  return { client, lines: () => err.split("\n").filter((l) => l.trim()) };
}

async function until(test: () => boolean, ms = 15_000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 25))) {
    if (test()) return true;
  }
  return test();
}

const warnings = (s: Started) => s.lines().filter((l) => /"level":"warn"/.test(l));

/** Starts against `g` (under `path`), waits for the check's verdict line, and hands it to `check`. */
async function withVerdict(g: FakeGitLab, path: string, check: (s: Started, verdict: string) => void | Promise<void>) {
  const s = await start(g.url + path);
  try {
    assert.ok(await until(() => s.lines().some((l) => /GitLab at start-up|GitLab answered/.test(l))), "a verdict");
    const verdict = s.lines().find((l) => /GitLab at start-up|GitLab answered/.test(l))!;
    await check(s, verdict);
  } finally {
    await s.client.close();
    await g.close();
  }
}

Deno.test("instance check: a base path where GitLab answers 404 for everything is one warning, and 404 hints name GITLAB_URL", async () => {
  const g = new FakeGitLab();
  g.instance = () => ({ status: 404, body: { message: "404 Not Found" } });
  g.fallback = () => ({ status: 404, body: { message: "404 Not Found" } });
  await withVerdict(g, "/wrong", async (s, verdict) => {
    assert.match(verdict, /"level":"warn".*\/wrong\/api\/v4\/version answered 404.*check GITLAB_URL/);
    assert.equal(warnings(s).length, 1, warnings(s).join("\n"));
    assert.ok(
      s.lines().some((l) => /"msg":"serving MCP over stdio","gitlab":"http:\/\/127\.0\.0\.1:\d+\/wrong"/.test(l)),
    );
    const text = textOf(await s.client.callTool(ISSUE));
    assert.match(text, /HTTP 404.*check GITLAB_URL first: http:\/\/127\.0\.0\.1:\d+\/wrong answered 404/, text);
    assert.match(text, /otherwise check project_id/, text);
    assert.equal(g.checks[0]?.get("private-token"), TOKEN, "the check sends GITLAB_TOKEN");
  });
});

Deno.test("instance check: a rejected GITLAB_TOKEN is one warning naming it", async () => {
  const g = new FakeGitLab();
  g.instance = () => ({ status: 401, body: { message: "401 Unauthorized" } });
  await withVerdict(g, "", (s, verdict) => {
    assert.match(verdict, /"level":"warn".*rejected GITLAB_TOKEN \(HTTP 401\): set a valid/);
    assert.equal(warnings(s).length, 1, warnings(s).join("\n"));
    assert.doesNotMatch(s.lines().join("\n"), new RegExp(TOKEN), "the token is never logged");
  });
});

Deno.test("instance check: an HTML page where GitLab's API should be is one warning naming GITLAB_URL", async () => {
  const g = new FakeGitLab();
  g.instance = () => ({ status: 200, headers: { "content-type": "text/html" }, body: "<html>Sign in</html>" });
  await withVerdict(g, "", (s, verdict) => {
    assert.match(verdict, /"level":"warn".*HTTP 200 with text\/html, not GitLab's JSON.*check GITLAB_URL/);
    assert.equal(warnings(s).length, 1, warnings(s).join("\n"));
  });
});

Deno.test("instance check: a GitLab that answers is logged with its version, no warning", async () => {
  await withVerdict(new FakeGitLab(), "", (s, verdict) => {
    assert.match(verdict, /"level":"info","msg":"GitLab answered".*"version":"17\.0\.0"/);
    assert.deepEqual(warnings(s), []);
  });
});

Deno.test("instance check: a check GitLab has not answered yet does not delay the opening or the tool list", async () => {
  const g = new FakeGitLab();
  let answer = () => {};
  g.instance = () => new Promise((resolve) => answer = () => resolve({ status: 200, body: { version: "17.0.0" } }));
  const s = await start(g.url);
  try {
    assert.ok((await s.client.listTools()).tools.length > 0);
    assert.ok(await until(() => g.checks.length === 1), "the check was sent");
    assert.ok((await s.client.listTools()).tools.length > 0, "served while the check waits");
    answer();
    assert.ok(await until(() => s.lines().some((l) => /GitLab answered/.test(l))));
  } finally {
    answer();
    await s.client.close();
    await g.close();
  }
});
