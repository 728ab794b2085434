/**
 * Shared pieces for the completion tests: fixtures, a fake GitLab that serves
 * exchanges by request (the two listings of from/to/ref run concurrently, so
 * arrival order is not fixed), a server with the official client, and log capture.
 */
import type { CompleteRequest, CompleteResult } from "@modelcontextprotocol/client";
import type { Exchange, Recorded, ScriptedResponse } from "../support/fake_gitlab.ts";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { type Harness, type HarnessOptions, startHarness } from "../support/harness.ts";
import { setLogLevel, setLogSink } from "../../src/log/mod.ts";

export type Params = CompleteRequest["params"];
export type Completion = CompleteResult["completion"];

/** `fixtures/gitlab/completions/<name>.json`: the request, GitLab's exchanges, the exact completion. */
export interface CompletionFixture {
  source: string;
  complete: Params;
  exchanges: Exchange[];
  expect: Completion;
}

const ROOT = new URL("../../fixtures/gitlab/completions/", import.meta.url);

/** Reads one completion fixture. */
export async function loadCompletion(name: string): Promise<CompletionFixture> {
  return JSON.parse(await Deno.readTextFile(new URL(`${name}.json`, ROOT)));
}

/** Every fixture file name, without extension. */
export function fixtureNames(): string[] {
  return [...Deno.readDirSync(ROOT)].map((e) => e.name.replace(/\.json$/, "")).sort();
}

/** A GraphQL exchange also names its operation and the exact variables. */
function sameGraphql(e: Exchange, r: Recorded): boolean {
  if (!e.request.graphql) return true;
  const got = r.body as { operationName?: unknown; variables?: Record<string, unknown> } | null;
  return got?.operationName === e.request.graphql.operationName &&
    JSON.stringify(Object.entries(got.variables ?? {}).sort()) ===
      JSON.stringify(Object.entries(e.request.graphql.variables).sort());
}

function sameRequest(e: Exchange, r: Recorded): boolean {
  return e.request.method === r.method && e.request.path === r.path &&
    JSON.stringify(Object.entries(e.request.query ?? {}).sort()) === JSON.stringify(Object.entries(r.query).sort()) &&
    sameGraphql(e, r);
}

/** Serves each exchange once, whatever the order; anything else is a 599 the test sees in assertDone. */
export function serveExchanges(gitlab: FakeGitLab, exchanges: Exchange[]): () => Exchange[] {
  const left = [...exchanges];
  gitlab.fallback = (rec): ScriptedResponse => {
    const i = left.findIndex((e) => sameRequest(e, rec));
    if (i < 0) {
      gitlab.problems.push(`unexpected request ${rec.method} ${rec.path} ${JSON.stringify(rec.query)}`);
      return { status: 599, body: { message: "unexpected request" } };
    }
    return left.splice(i, 1)[0]!.response;
  };
  return () => left;
}

/** A fake GitLab and a connected client; closed after `fn`. */
export async function withServer<T>(
  opts: Omit<HarnessOptions, "gitlabUrl">,
  fn: (h: Harness, gitlab: FakeGitLab) => Promise<T>,
): Promise<T> {
  const gitlab = new FakeGitLab();
  const h = await startHarness({ gitlabUrl: gitlab.url, ...opts });
  try {
    return await fn(h, gitlab);
  } finally {
    await h.close();
    await gitlab.close();
  }
}

/** Asks for a completion through the official client. */
export async function completeWith(h: Harness, params: Params): Promise<Completion> {
  return (await h.client.complete(params)).completion;
}

/** A completion request through a prompt the full surface serves (the argument name decides, not the prompt). */
export function ask(name: string, value: string, args?: Record<string, string>, prompt = "review_mr"): Params {
  return {
    ref: { type: "ref/prompt", name: prompt },
    argument: { name, value },
    ...(args ? { context: { arguments: args } } : {}),
  };
}

export interface LogLine {
  level: string;
  msg: string;
  [field: string]: unknown;
}

/** Captures server log lines at debug level until the returned function is called. */
export function captureLogs(): { lines: LogLine[]; stop: () => void } {
  const lines: LogLine[] = [];
  setLogLevel("debug");
  const restore = setLogSink((line) => lines.push(JSON.parse(line)));
  return {
    lines,
    stop: () => {
      restore();
      setLogLevel("info");
    },
  };
}
