/**
 * The direct path (src/http/direct_call.ts) against the SDK's own serving of the same requests: every
 * request goes to two handlers for one configuration, one with the direct path and one without, and the
 * answers must agree byte for byte (status, the SSE headers, the body). Requests the direct path must leave
 * to the SDK are checked to reach it (the server factory is called) and to be answered as before.
 */
import assert from "node:assert/strict";
import { parseConfig } from "../../src/config/mod.ts";
import { createApp } from "../../src/server/app.ts";
import { createHttpHandler } from "../../src/http/handler.ts";
import { FakeGitLab, type Recorded } from "../support/fake_gitlab.ts";
import {
  type Body,
  call,
  directGitLab as gitlab,
  execute,
  NOT_SHOWN,
  SERVED_CALLS,
  TOKEN,
  UNSERVED_CALLS,
} from "../support/direct_cases.ts";
import { BASE } from "./support.ts";

function pair(url: string, env: Record<string, string> = {}) {
  const config = parseConfig(["--http"], { GITLAB_URL: url, GITLAB_MCP_RATE_LIMIT_RPS: "0", ...env });
  const app = createApp(config);
  const direct = app.direct!;
  let built = 0, called = 0;
  const counted = createHttpHandler(config, (ctx, scope) => (built++, app.factory(ctx, scope)), {
    direct: { serves: direct.serves, call: (...args) => (called++, direct.call(...args)) },
  });
  const sdkOnly = createHttpHandler(config, createApp(config).factory);
  return { direct: counted, sdk: sdkOnly, built: () => built, called: () => called };
}

interface Post {
  body: Body;
  headers?: Record<string, string>;
  omit?: string;
}

function post({ body, headers = {}, omit }: Post): Request {
  const all = new Headers({
    "content-type": "application/json",
    accept: "application/json, text/event-stream",
    "mcp-protocol-version": "2025-11-25",
    "private-token": TOKEN,
    ...headers,
  });
  if (omit) all.delete(omit);
  return new Request(`${BASE}/mcp`, { method: "POST", headers: all, body: JSON.stringify(body) });
}

async function answer(res: Response) {
  const headers = ["content-type", "cache-control", "x-accel-buffering"].map((h) => res.headers.get(h));
  return { status: res.status, headers, body: await res.text() };
}

/** Requests the direct path serves, on the default surface. */
const SERVED: [string, Post][] = [
  ...SERVED_CALLS.map(([name, body]): [string, Post] => [name, { body }]),
  ["id 0, no protocol-version header", {
    body: call("gitlab_find_action", { query: "tags" }, {}, 0),
    omit: "mcp-protocol-version",
  }],
];

/** Requests the SDK must keep serving (or refusing) itself. */
const LEFT_TO_SDK: [string, Post][] = [
  ["Accept without SSE", { body: execute("tag.list", {}), headers: { accept: "application/json" } }],
  ["a text/plain body", { body: execute("tag.list", {}), headers: { "content-type": "text/plain" } }],
  ["an empty protocol version", { body: execute("tag.list", {}), headers: { "mcp-protocol-version": "" } }],
  ["an unserved protocol version", {
    body: execute("tag.list", {}),
    headers: { "mcp-protocol-version": "1999-01-01" },
  }],
  ["a modern header without the envelope", {
    body: execute("tag.list", {}),
    headers: { "mcp-protocol-version": "2026-07-28" },
  }],
  ...UNSERVED_CALLS.map(([name, body]): [string, Post] => [name, { body }]),
];

async function bothAgree(h: ReturnType<typeof pair>, name: string, p: Post) {
  const direct = await answer(await h.direct.fetch(post(p)));
  const sdk = await answer(await h.sdk.fetch(post(p)));
  assert.deepEqual(direct, sdk, `${name}: the direct path answered differently`);
  assert(!direct.body.includes(TOKEN), `${name}: the token reached the answer`);
  assert.doesNotMatch(direct.body, NOT_SHOWN, `${name}: hidden text reached the answer`);
  return direct;
}

Deno.test("direct tools/call: answers as the SDK does, byte for byte, without building a server", async () => {
  const g = await gitlab();
  try {
    const h = pair(g.url);
    for (const [i, [name, p]] of SERVED.entries()) {
      const a = await bothAgree(h, name, p);
      assert.equal(a.status, 200, name);
      assert.equal(h.called(), i + 1, `${name}: not answered directly`);
      assert.equal(h.built(), 0, `${name}: the SDK built a server`);
    }
  } finally {
    await g.close();
  }
});

Deno.test("direct tools/call: requests it does not serve reach the SDK and are answered as before", async () => {
  const g = await gitlab();
  try {
    const h = pair(g.url);
    for (const [name, p] of LEFT_TO_SDK) {
      await bothAgree(h, name, p);
      assert.equal(h.called(), 0, `${name}: answered directly`);
    }
    // Those the SDK did not refuse outright, it served with a server of its own.
    assert(h.built() >= 6, `the SDK built ${h.built()} servers`);
  } finally {
    await g.close();
  }
});

Deno.test("direct tools/call: the individual surface's tools, output schemas and all, answer as the SDK's", async () => {
  const g = await gitlab();
  try {
    const h = pair(g.url, { GITLAB_MCP_TOOL_SURFACE: "individual" });
    await bothAgree(h, "project get", { body: call("gitlab_project_get", { project_id: "my-group/my-project" }) });
    await bothAgree(h, "tag list", { body: call("gitlab_tag_list", { project_id: "my-group/my-project" }) });
    await bothAgree(h, "a 404", { body: call("gitlab_project_get", { project_id: "nobody/nothing" }) });
    assert.equal(h.called(), 3);
    assert.equal(h.built(), 0);
  } finally {
    await g.close();
  }
});

/** A GitLab that holds each tags request `holdMs` (or until dropped), recording when it saw the drop. */
function slowGitLab(holdMs: number) {
  const g = new FakeGitLab();
  const dropped: boolean[] = [];
  g.fallback = (req: Recorded) =>
    new Promise((resolve) => {
      const i = dropped.push(false) - 1;
      const timer = setTimeout(() => resolve({ status: 200, body: [{ name: "v1.0.0" }] }), holdMs);
      req.signal.addEventListener("abort", () => {
        dropped[i] = true;
        clearTimeout(timer);
        resolve({ status: 500, body: {} });
      });
    });
  return { g, dropped };
}

function slowHandler(url: string) {
  const config = parseConfig(["--http"], { GITLAB_URL: url, GITLAB_MCP_RATE_LIMIT_RPS: "0" });
  const app = createApp(config);
  return createHttpHandler(config, app.factory, { direct: app.direct, keepAliveMs: 20 });
}

const SLOW_CALL = { body: execute("tag.list", { project_id: "my-group/my-project" }) };

Deno.test("direct tools/call: a slow call's stream is kept alive, then carries the answer", async () => {
  const { g } = slowGitLab(200);
  try {
    const h = slowHandler(g.url);
    const res = await h.fetch(post(SLOW_CALL));
    const text = await res.text();
    assert.match(text, /^(: keepalive\n\n)+event: message\ndata: /);
    const data = JSON.parse(text.split("data: ")[1]!);
    assert.equal(data.id, 7);
    assert.equal(data.result.isError, undefined, text);
    assert.equal(h.inFlight, 0);
  } finally {
    await g.close();
  }
});

Deno.test("direct tools/call: a reader that goes away cancels the GitLab call and frees the request's slot", async () => {
  const { g, dropped } = slowGitLab(10_000);
  try {
    const h = slowHandler(g.url);
    const res = await h.fetch(post(SLOW_CALL));
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    assert.equal(first, ": keepalive\n\n");
    await reader.cancel();
    for (let i = 0; i < 100 && !(dropped[0] && h.inFlight === 0); i++) await new Promise((r) => setTimeout(r, 20));
    assert.deepEqual(dropped, [true], "GitLab's request was not dropped");
    assert.equal(h.inFlight, 0);
  } finally {
    await g.close();
  }
});
