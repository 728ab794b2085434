/**
 * Every cause of an empty list, never an error: GitLab failing (cause logged
 * at debug, never shown), missing context, a name that is not completable,
 * the rate limit, the in-flight cap, and an HTTP call without a credential.
 */
import assert from "node:assert/strict";
import { parseConfig } from "../../src/config/mod.ts";
import { createLimits } from "../../src/limits/mod.ts";
import { sharedFromLocal } from "../../src/store/memory.ts";
import { digest } from "../../src/protocol/request_state.ts";
import { NAMES, RESOURCE_NAMES } from "../../src/completions/names.ts";
import type { ScriptedResponse } from "../support/fake_gitlab.ts";
import { ask, captureLogs, completeWith, loadCompletion, serveExchanges, withServer } from "./helpers.ts";

const NONE = { values: [] };
const PROJECT = { project_id: "group/gitlab-mcp-server" };
const GLOBAL = new Set(["project_id", "group_id", "username"]);

Deno.test("empty: GitLab failures answer an empty list; the cause is logged at debug and never shown", async () => {
  const fx = await loadCompletion("project_id");
  const failures = [
    { status: 500, body: { message: "secret internal detail" } },
    { status: 404, body: { message: "404 Project Not Found" } },
    { status: 403, body: { message: "403 Forbidden" } },
    { status: 200, body: { message: "not a list" } },
  ];
  for (const response of failures) {
    const logs = captureLogs();
    try {
      await withServer({}, async (h, gitlab) => {
        serveExchanges(gitlab, [{ request: fx.exchanges[0]!.request, response }]);
        const result = await h.client.complete(fx.complete);
        assert.deepEqual(result.completion, NONE);
        assert.doesNotMatch(JSON.stringify(result), /secret|Not Found|Forbidden|not a list|Cannot/);
        gitlab.assertDone();
        assert.equal(gitlab.requests.length, 1, "a failure is not retried");
      });
    } finally {
      logs.stop();
    }
    const line = logs.lines.find((l) => l.msg === "completion answered empty");
    assert.equal(line?.level, "debug");
    assert.match(String(line?.reason), /^Cannot complete "project_id": /);
  }
});

Deno.test("empty: one failing listing of from/to/ref empties the whole answer", async () => {
  const fx = await loadCompletion("from");
  const [branches, tags] = fx.exchanges;
  assert(branches && tags);
  await withServer({}, async (h, gitlab) => {
    serveExchanges(gitlab, [branches, { request: tags.request, response: { status: 500, body: { message: "boom" } } }]);
    assert.deepEqual(await completeWith(h, fx.complete), NONE);
    gitlab.assertDone();
    assert.equal(gitlab.requests.length, 2);
  });
});

Deno.test("empty: GitLab unreachable answers an empty list", async () => {
  const fx = await loadCompletion("project_id");
  await withServer({ env: { GITLAB_URL: "http://127.0.0.1:9" } }, async (h, gitlab) => {
    assert.deepEqual(await completeWith(h, fx.complete), NONE);
    assert.equal(gitlab.requests.length, 0);
  });
});

Deno.test("empty: every per-project name without project_id, job_id without pipeline_id, milestone without either id", async () => {
  await withServer({}, async (h, gitlab) => {
    for (const name of NAMES.keys()) {
      if (GLOBAL.has(name)) continue;
      assert.deepEqual(await completeWith(h, ask(name, "")), NONE, name);
      assert.deepEqual(await completeWith(h, ask(name, "1", { project_id: "" })), NONE, `${name}: empty project_id`);
    }
    assert.deepEqual(await completeWith(h, ask("job_id", "5", PROJECT)), NONE);
    assert.deepEqual(await completeWith(h, ask("job_id", "5", { pipeline_id: "4720" })), NONE);
    assert.deepEqual(await completeWith(h, ask("milestone", "S", { username: "x" })), NONE);
    gitlab.assertDone();
    assert.equal(gitlab.requests.length, 0);
  });
});

Deno.test("empty: a name outside the 20, or outside the four for a resource template", async () => {
  const template = { type: "ref/resource" as const, uri: "gitlab://project/{project_id}/file/{ref}/{+path}" };
  await withServer({}, async (h, gitlab) => {
    for (const name of ["state", "days", "path", "PROJECT_ID", "project", ""]) {
      assert.deepEqual(await completeWith(h, ask(name, "a", PROJECT)), NONE, name);
    }
    for (const name of NAMES.keys()) {
      if (RESOURCE_NAMES.has(name)) continue;
      const c = await completeWith(h, {
        ref: template,
        argument: { name, value: "" },
        context: { arguments: PROJECT },
      });
      assert.deepEqual(c, NONE, name);
    }
    gitlab.assertDone();
    assert.equal(gitlab.requests.length, 0);
  });
});

Deno.test("empty: the completions rate-limit bucket (ten times the call burst) refuses without calling GitLab", async () => {
  const args = ["--rate-limit-rps=1", "--rate-limit-burst=1"];
  const limits = createLimits(parseConfig(args, { GITLAB_URL: "http://127.0.0.1:9" }), () => 0);
  const fx = await loadCompletion("project_id");
  await withServer({ args, overrides: { limits: sharedFromLocal(limits) } }, async (h, gitlab) => {
    gitlab.fallback = () => fx.exchanges[0]!.response;
    for (let i = 0; i < 10; i++) assert.deepEqual(await completeWith(h, fx.complete), fx.expect, `call ${i + 1}`);
    assert.deepEqual(await completeWith(h, fx.complete), NONE);
    assert.equal(gitlab.requests.length, 10);
    const key = digest("private:glpat-test-token-123");
    assert.equal(limits.completions.allow(key), false, "the caller's completions bucket is empty");
    assert.equal(limits.calls.allow(key), true, "tool calls have their own bucket");
  });
});

Deno.test("empty: the in-flight cap (HTTP mode) refuses without calling GitLab", async () => {
  const args = ["--http", "--max-inflight=1"];
  const limits = createLimits(parseConfig(args, { GITLAB_URL: "http://127.0.0.1:9" }));
  const fx = await loadCompletion("project_id");
  const credentialFor = () => ({ kind: "private" as const, token: "glpat-http-caller" });
  const logs = captureLogs();
  try {
    await withServer({ args, overrides: { limits: sharedFromLocal(limits), credentialFor } }, async (h, gitlab) => {
      serveExchanges(gitlab, fx.exchanges);
      assert.equal(limits.inflight!.tryAcquire(), true);
      assert.deepEqual(await completeWith(h, fx.complete), NONE);
      assert.equal(gitlab.requests.length, 0);
      limits.inflight!.release();
      assert.deepEqual(await completeWith(h, fx.complete), fx.expect, "the same request succeeds once there is room");
      gitlab.assertDone();
    });
  } finally {
    logs.stop();
  }
  assert(logs.lines.some((l) => l.level === "debug" && /busy/.test(String(l.reason))));
});

Deno.test("empty: HTTP mode without a credential answers empty with a warning; with one, the caller's own is sent", async () => {
  const fx = await loadCompletion("project_id");
  const logs = captureLogs();
  try {
    await withServer({ args: ["--http"], overrides: { credentialFor: () => undefined } }, async (h, gitlab) => {
      assert.deepEqual(await completeWith(h, fx.complete), NONE);
      assert.equal(gitlab.requests.length, 0);
    });
  } finally {
    logs.stop();
  }
  const warning = logs.lines.find((l) => l.level === "warn");
  assert.equal(warning?.msg, "completion without a credential answered empty");
  assert.equal(warning?.argument, "project_id");
  const credentialFor = () => ({ kind: "bearer" as const, token: "oauth-caller-token" });
  await withServer({ args: ["--http"], overrides: { credentialFor } }, async (h, gitlab) => {
    serveExchanges(gitlab, fx.exchanges);
    assert.deepEqual(await completeWith(h, fx.complete), fx.expect);
    gitlab.assertDone();
    assert.equal(gitlab.requests[0]!.headers.get("authorization"), "Bearer oauth-caller-token");
    assert.equal(gitlab.requests[0]!.headers.get("private-token"), null, "never the server's configured token");
  });
});

Deno.test("empty: a completion the client cancels stops its GitLab call and frees its in-flight slot", async () => {
  const args = ["--http"];
  const limits = createLimits(parseConfig(args, { GITLAB_URL: "http://127.0.0.1:9" }));
  const credentialFor = () => ({ kind: "private" as const, token: "glpat-http-caller" });
  let answer = (_: ScriptedResponse) => {};
  await withServer({ args, overrides: { limits: sharedFromLocal(limits), credentialFor } }, async (h, gitlab) => {
    gitlab.fallback = () => new Promise<ScriptedResponse>((resolve) => answer = resolve);
    try {
      const cancel = new AbortController();
      const pending = h.client.complete(ask("project_id", "mcp"), { signal: cancel.signal });
      while (gitlab.requests.length === 0) await new Promise((r) => setTimeout(r, 5));
      assert.equal(limits.inflight!.inFlight, 1);
      cancel.abort();
      await assert.rejects(pending);
      for (let i = 0; i < 200 && limits.inflight!.inFlight > 0; i++) await new Promise((r) => setTimeout(r, 5));
      assert.equal(limits.inflight!.inFlight, 0, "the GitLab call was aborted, not left to time out");
    } finally {
      answer({ status: 200, body: [] });
    }
  });
});
