/**
 * Issue 10 §2: one request must not freeze every caller. Each free-text path gets the largest body the
 * HTTP server accepts (a JSON-RPC message just under MAX_BODY) and must answer within 100 ms while a
 * concurrent /health stays under 50 ms, against the real server process. Timing on a shared machine is
 * noisy, so each path is warmed up and the best of five tries counts; the thresholds are the issue's.
 * `deno task test` runs this file alone after the parallel run: other test files busy on the same cores
 * pushed /health past 50 ms (59 ms with DENO_JOBS=4 on 2 cores).
 */
import assert, { deepStrictEqual as assertEquals } from "node:assert/strict";
import { MAX_BODY } from "../../src/http/handler.ts";
import { message } from "../http/support.ts";
import { URI_MAX } from "../../src/text/bounds.ts";
import { type HttpServerProcess, recordingGitLab, startHttpServer } from "./support.ts";

const ANSWER_MS = 100;
const HEALTH_MS = 50;
const TRIES = 5;
const TOKEN = "glpat-cpu-0001";
const LEGACY = "2025-11-25";
/** The SDK refuses longer resource URIs itself (UriTemplate's MAX_TEMPLATE_LENGTH). */
const SDK_URI_MAX = 1_000_000;

type Msg = Record<string, unknown>;

/** A legacy (stateful) MCP session over raw fetch, so a body of any size goes out exactly as built. */
class Session {
  #id = "";
  #next = 1;
  constructor(readonly base: string) {}

  headers(): Record<string, string> {
    return {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": LEGACY,
      "private-token": TOKEN,
      ...(this.#id ? { "mcp-session-id": this.#id } : {}),
    };
  }

  async open(): Promise<void> {
    const res = await fetch(`${this.base}/mcp`, {
      method: "POST",
      headers: this.headers(),
      body: this.body("initialize", {
        protocolVersion: LEGACY,
        capabilities: {},
        clientInfo: { name: "cpu", version: "1.0.0" },
      }),
    });
    this.#id = res.headers.get("mcp-session-id") ?? "";
    await res.body?.cancel();
    const note = JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" });
    await fetch(`${this.base}/mcp`, { method: "POST", headers: this.headers(), body: note }).then((r) =>
      r.body?.cancel()
    );
  }

  body(method: string, params: Msg): string {
    return JSON.stringify({ jsonrpc: "2.0", id: this.#next++, method, params });
  }

  /** The request with `filler` (repeats of `unit`) grown so the whole body is just under MAX_BODY. */
  largest(method: string, make: (filler: string) => Msg, unit = "x"): string {
    const overhead = this.body(method, make("")).length;
    const filler = unit.repeat(Math.floor((MAX_BODY - overhead - 64) / unit.length));
    const body = this.body(method, make(filler));
    assert(body.length < MAX_BODY && body.length > MAX_BODY - 1024, `body is ${body.length} bytes`);
    return body;
  }

  async post(body: string | Uint8Array<ArrayBuffer>): Promise<Msg> {
    const res = await fetch(`${this.base}/mcp`, { method: "POST", headers: this.headers(), body });
    return await message(res);
  }
}

interface Try {
  answerMs: number;
  healthMs: number;
  msg: Msg;
}

/** One call, with /health polled back to back while it is in flight; the slowest poll counts. */
async function timed(session: Session, text: string): Promise<Try> {
  const body = new TextEncoder().encode(text);
  let done = false;
  let healthMs = 0;
  const started = performance.now();
  const call = session.post(body).finally(() => done = true);
  const polls = (async () => {
    for (let i = 0; i < 2000 && (i === 0 || !done); i++) {
      const t = performance.now();
      const res = await fetch(`${session.base}/health`);
      await res.body?.cancel();
      healthMs = Math.max(healthMs, performance.now() - t);
    }
  })();
  const msg = await call;
  const answerMs = performance.now() - started;
  await polls;
  return { answerMs, healthMs, msg };
}

/** Warm up twice, then the best of TRIES: the fastest answer and the calmest /health. */
async function bestOf(session: Session, build: () => string): Promise<Try> {
  for (let i = 0; i < 2; i++) await session.post(build());
  const tries: Try[] = [];
  for (let i = 0; i < TRIES; i++) tries.push(await timed(session, build()));
  return {
    answerMs: Math.min(...tries.map((t) => t.answerMs)),
    healthMs: Math.min(...tries.map((t) => t.healthMs)),
    msg: tries[tries.length - 1]!.msg,
  };
}

function assertQuick(what: string, t: Try): void {
  console.log(`${what}: answer ${t.answerMs.toFixed(1)} ms, /health ${t.healthMs.toFixed(1)} ms`);
  assert(t.answerMs < ANSWER_MS, `${what}: answered in ${t.answerMs.toFixed(0)} ms, want < ${ANSWER_MS}`);
  assert(t.healthMs < HEALTH_MS, `${what}: /health took ${t.healthMs.toFixed(0)} ms, want < ${HEALTH_MS}`);
}

/** The text of a tool result that must be an error. */
function toolError(msg: Msg): string {
  const result = msg.result as { isError?: boolean; content?: Array<{ text: string }> } | undefined;
  assert(result?.isError, `expected an isError tool result, got ${JSON.stringify(msg).slice(0, 300)}`);
  return result.content?.[0]?.text ?? "";
}

function rpcErrorOf(msg: Msg): { code: number; message: string } {
  const error = msg.error as { code: number; message: string } | undefined;
  assert(error, `expected a JSON-RPC error, got ${JSON.stringify(msg).slice(0, 300)}`);
  return error;
}

/** The real server with `args`; `warm` is a large tool call that surface serves, sent before timing. */
async function withServer(
  args: string[],
  warm: (filler: string) => Msg,
  body: (s: Session) => Promise<void>,
): Promise<void> {
  const gitlab = recordingGitLab();
  let server: HttpServerProcess | undefined;
  try {
    server = await startHttpServer(gitlab.url, ["--rate-limit-rps", "0", ...args]);
    const session = new Session(server.base);
    await session.open();
    // A fresh process grows its heap on the first large bodies; let that happen before anything is timed.
    for (let i = 0; i < 3; i++) {
      await session.post(session.largest("tools/call", warm));
    }
    await body(session);
    assertEquals(gitlab.requests.map((r) => `${r.method} ${r.path}`), [], "nothing reaches GitLab");
  } finally {
    await server?.stop();
    await gitlab.close();
  }
}

const call = (name: string, args: Msg) => ({ name, arguments: args });
const execute = (args: Msg) => call("gitlab_execute_action", args);
const REF = { type: "ref/prompt", name: "review_mr" };

/** What a refused tool call, completion, prompt or resource read must answer. */
const toolRefusal = (start: string) => (msg: Msg) => assert(toolError(msg).includes(start), toolError(msg));
const emptyCompletion = (msg: Msg) => assertEquals((msg.result as { completion: unknown }).completion, { values: [] });
const invalidParams = (part: string) => (msg: Msg) => {
  const error = rpcErrorOf(msg);
  assertEquals(error.code, -32602);
  assert(error.message.includes(part), error.message);
};
/** The SDK's own URI limit (1,000,000 characters) answers a maximal URI before any handler runs. */
const notEchoed = (msg: Msg) => assert(rpcErrorOf(msg).message.length < 200, "the URI is not echoed");

interface Path {
  what: string;
  build: (s: Session) => string;
  check: (msg: Msg) => void;
}

/** A resource URI exactly at the SDK's limit, which the server must refuse itself. */
function sdkMaxUri(s: Session, prefix: string): string {
  return s.body("resources/read", { uri: `${prefix}${"x".repeat(SDK_URI_MAX - prefix.length)}` });
}

const PATHS: Path[] = [
  {
    what: "find query (one word)",
    build: (s) => s.largest("tools/call", (f) => call("gitlab_find_action", { query: f }), "ab"),
    check: toolRefusal("Cannot search actions: the query is "),
  },
  {
    what: "find query (many words)",
    build: (s) => s.largest("tools/call", (f) => call("gitlab_find_action", { query: f }), "merg requestz "),
    check: toolRefusal("Cannot search actions: the query is "),
  },
  {
    what: "action ID",
    build: (s) => s.largest("tools/call", (f) => execute({ action: f })),
    check: toolRefusal("Cannot run an action: the action ID is "),
  },
  {
    what: "unknown param name",
    build: (s) => s.largest("tools/call", (f) => execute({ action: "issue.list", params: { [`assignee${f}`]: 1 } })),
    check: toolRefusal('unknown param "assigneexxx'),
  },
  {
    what: "write field",
    build: (s) =>
      s.largest("tools/call", (f) => execute({ action: "issue.create", params: { project_id: "g/p", title: f } })),
    check: (msg) => assert(/param "title" is \d+ characters; GitLab accepts at most 255/.test(toolError(msg))),
  },
  {
    what: "completion value",
    build: (s) => s.largest("completion/complete", (f) => ({ ref: REF, argument: { name: "project_id", value: f } })),
    check: emptyCompletion,
  },
  {
    what: "completion name",
    build: (s) => s.largest("completion/complete", (f) => ({ ref: REF, argument: { name: f, value: "" } })),
    check: emptyCompletion,
  },
  {
    what: "completion context",
    build: (s) =>
      s.largest("completion/complete", (f) => ({
        ref: REF,
        argument: { name: "merge_request_iid", value: "" },
        context: { arguments: { project_id: f } },
      })),
    check: emptyCompletion,
  },
  {
    what: "prompt argument",
    build: (s) =>
      s.largest("prompts/get", (f) => ({ name: "review_mr", arguments: { project_id: f, merge_request_iid: "1" } })),
    check: invalidParams("argument project_id is "),
  },
  ...["gitlab://tools/", "gitlab://project/", "gitlab://unknown/"].flatMap((prefix): Path[] => [
    {
      what: `resource ${prefix} (maximal)`,
      build: (s) => s.largest("resources/read", (f) => ({ uri: `${prefix}${f}` })),
      check: notEchoed,
    },
    {
      what: `resource ${prefix} (${SDK_URI_MAX})`,
      build: (s) => sdkMaxUri(s, prefix),
      check: invalidParams(`the URI is ${SDK_URI_MAX} characters; send at most ${URI_MAX}`),
    },
  ]),
];

Deno.test("dynamic surface: every free-text path answers a maximal body quickly", async (t) => {
  await withServer([], (f) => call("gitlab_find_action", { query: f }), async (s) => {
    for (const path of PATHS) {
      await t.step(path.what, async () => {
        const r = await bestOf(s, () => path.build(s));
        assertQuick(path.what, r);
        path.check(r.msg);
      });
    }
  });
});

Deno.test("meta surface: a maximal action name answers quickly", async () => {
  await withServer(["--tool-surface", "meta"], (f) => call("gitlab_issue", { action: f }), async (s) => {
    const r = await bestOf(s, () => s.largest("tools/call", (f) => call("gitlab_issue", { action: f })));
    assertQuick("meta action", r);
    assert(toolError(r.msg).startsWith("Cannot run gitlab_issue: the action name is "));
  });
});
