/**
 * Replicas on one machine: a real redis-server on loopback, two or three real server processes
 * (`deno run … src/main.ts --http`) sharing it and the state key, and a fake GitLab recording what
 * every one of them sent. `store: "memory"` starts the same replicas without the store, as before.
 */
import assert from "node:assert/strict";
import { type HttpServerProcess, recordingGitLab, startHttpServer } from "../adversarial/support.ts";
import { message, rpc } from "../http/support.ts";
import type { Recorded, ScriptedResponse } from "../support/fake_gitlab.ts";
import { type RedisProcess, startRedis } from "../support/redis_server.ts";

export type Msg = Record<string, unknown>;
export const TOKEN = "glpat-replicas-0001";
const STATE_KEY = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));

export interface Replicas {
  bases: string[];
  servers: HttpServerProcess[];
  gitlab: ReturnType<typeof recordingGitLab>;
  redis?: RedisProcess;
}

/** GitLab's answers: 204 to a DELETE, a created issue to a POST, a small issue to a read. */
export function gitlabReply(req: Recorded): ScriptedResponse {
  if (req.headers.get("private-token") === "glpat-rejected") {
    return { status: 401, body: { message: "401 Unauthorized" } };
  }
  if (req.method === "DELETE") return { status: 204 };
  if (req.method === "POST") return { status: 201, body: { id: 11, iid: 5, web_url: "http://gitlab/a/b/-/issues/5" } };
  return { status: 200, body: { id: 1, iid: 1, title: "t", state: "opened" } };
}

/** Starts `count` replicas on one store (or none), runs `fn`, and stops everything. */
export async function withReplicas(
  opts: { count?: number; store?: "redis" | "memory"; args?: string[]; stderr?: boolean; flags?: string[] },
  fn: (r: Replicas) => Promise<void>,
): Promise<void> {
  const gitlab = recordingGitLab(gitlabReply);
  const redis = opts.store === "memory" ? undefined : await startRedis();
  const args = ["--tool-surface", "meta", ...(redis ? ["--state-store", redis.url] : []), ...(opts.args ?? [])];
  const env = { GITLAB_MCP_STATE_KEY: STATE_KEY };
  const servers = await Promise.all(
    Array.from(
      { length: opts.count ?? 2 },
      () => startHttpServer(gitlab.url, args, { env, stderr: opts.stderr, flags: opts.flags }),
    ),
  );
  try {
    for (const server of servers) await waitReady(server.base);
    await fn({ bases: servers.map((s) => s.base), servers, gitlab, redis });
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await gitlab.close();
    await redis?.stop();
  }
}

/** Waits until /ready says 200 (the store answers), at most ~5 s. */
export async function waitReady(base: string, want = 200): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${base}/ready`).catch(() => undefined);
    await res?.body?.cancel();
    if (res?.status === want) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Cannot get ${want} from ${base}/ready within 5 s`);
}

export async function call(base: string, name: string, args: Msg, extra: Msg = {}, token = TOKEN): Promise<Msg> {
  const req = rpc("tools/call", { name, arguments: args, ...extra }, {
    modern: true,
    base,
    caps: { elicitation: {} },
    headers: { "private-token": token },
  });
  return await message(await fetch(req));
}

export const result = (m: Msg) => (m.result ?? {}) as Msg;
export const text = (m: Msg) => ((result(m).content ?? []) as Array<{ text: string }>).map((c) => c.text).join("\n");

function answerFor(m: Msg, key: string): Msg {
  const request = (result(m).inputRequests as Msg)[key] as { params: { requestedSchema: Msg } };
  const prop = (request.params.requestedSchema.properties as Msg)[key] as { type: string };
  return { [key]: { action: "accept", content: { [key]: prop.type === "boolean" ? true : "x" } } };
}

/** Answers every question up to the final confirmation, each round on the next replica in turn. */
export async function roundsToFinal(bases: string[], name: string, args: Msg): Promise<Msg[]> {
  const rounds: Msg[] = [];
  let reply = await call(bases[0]!, name, args);
  for (let i = 0; i < 12; i++) {
    assert.equal(result(reply).resultType, "input_required", JSON.stringify(reply));
    const key = Object.keys(result(reply).inputRequests as Msg)[0]!;
    const params = { inputResponses: answerFor(reply, key), requestState: result(reply).requestState };
    rounds.push(params);
    if (key === "confirm") return rounds;
    reply = await call(bases[(i + 1) % bases.length]!, name, args, params);
  }
  throw new Error("no final confirmation within 12 rounds");
}

/** The interactive issue-creation wizard's tool name on the meta surface. */
export async function wizardName(base: string): Promise<string> {
  const listed = await message(await fetch(rpc("tools/list", {}, { modern: true, base })));
  const tools = (result(listed).tools as Array<{ name: string }>).map((t) => t.name);
  const wizard = tools.find((n) => n.includes("issue_create") && n.includes("interactive"));
  assert.ok(wizard, tools.join(", "));
  return wizard;
}

export const DELETE_ISSUE = { action: "delete", params: { project_id: "a/b", issue_iid: 1 } };
export const GET_ISSUE = { action: "get", params: { project_id: "a/b", issue_iid: 1 } };
