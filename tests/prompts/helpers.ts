/** Shared setup of the prompt and resource tests: a fake GitLab, the real server behind the official client, fixture bodies. */
import assert from "node:assert/strict";
import type { Exchange, ScriptedResponse } from "../support/fake_gitlab.ts";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { type Harness, startHarness } from "../support/harness.ts";
import { loadFixture } from "../support/fixtures.ts";

/** The project the fixtures use, as a path and as its encoded API prefix. */
export const PROJECT = "my-group/my-project";
export const P = "/api/v4/projects/my-group%2Fmy-project";
/** The harness's GITLAB_TOKEN: it must never appear in a message or an error. */
export const TOKEN = "glpat-test-token-123";
/** Both protocol eras and all three tool surfaces, for tests run over each. */
export const ERAS = ["legacy", "modern"] as const;
export const SURFACES = ["dynamic", "meta", "individual"] as const;

/** The response body of an action's fixture (GitLab's documented shape). */
export async function body(actionId: string): Promise<unknown> {
  return (await loadFixture(actionId)).exchanges[0]!.response.body;
}

/** A 200 answer; lists get GitLab's pagination headers. */
export function ok(data: unknown, total?: number): ScriptedResponse {
  return { status: 200, body: data, headers: total === undefined ? {} : { "x-total": String(total), "x-page": "1" } };
}

/** One expected GET and its answer. */
export function get(path: string, query: Record<string, string> | undefined, response: ScriptedResponse): Exchange {
  return { request: { method: "GET", path, query }, response };
}

/** Server environment, protocol era and the GitLab exchanges a test expects. */
export interface RunOptions {
  env?: Record<string, string>;
  era?: "legacy" | "modern";
  exchanges?: Exchange[];
}

/** Runs `fn` against a fresh fake GitLab and server; fails if GitLab saw anything but the expected exchanges. */
export async function run(opts: RunOptions, fn: (h: Harness, g: FakeGitLab) => Promise<void>): Promise<void> {
  const gitlab = new FakeGitLab();
  gitlab.expect(...(opts.exchanges ?? []));
  const h = await startHarness({ gitlabUrl: gitlab.url, env: opts.env, era: opts.era });
  try {
    await fn(h, gitlab);
    gitlab.assertDone();
  } finally {
    await h.close();
    await gitlab.close();
  }
}

/** The text of a prompt result's only message. */
export function messageText(result: { messages: Array<{ role: string; content: unknown }> }): string {
  assert.equal(result.messages.length, 1);
  assert.equal(result.messages[0]!.role, "user");
  const content = result.messages[0]!.content as { type: string; text: string };
  assert.equal(content.type, "text");
  return content.text;
}

/** The JSON-RPC error a rejected call carried. */
export async function rpcError(p: Promise<unknown>): Promise<{ code: number; message: string; data?: unknown }> {
  try {
    await p;
  } catch (err) {
    const e = err as { code?: number; message: string; data?: unknown };
    assert.equal(typeof e.code, "number", `expected a JSON-RPC error, got ${e.message}`);
    return { code: e.code!, message: e.message, data: e.data };
  }
  throw new Error("expected the call to fail");
}
