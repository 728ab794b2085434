/**
 * Item 6: a 404 names the params that located the target (never "the IID" for a file or a job), and
 * a 401 says how to fix the token where it comes from: per request in HTTP mode, GITLAB_TOKEN in stdio.
 * Every catalog action and path is sent through the real client to a fetch that answers 404.
 */
import assert from "node:assert/strict";
import { SERVED_ACTIONS } from "../../src/surfaces/inventory.ts";
import type { Action } from "../../src/engine/action.ts";
import { buildCall } from "../../src/engine/build_request.ts";
import { type PathKind, pathKind } from "../../src/engine/path_values.ts";
import { GitLabClient } from "../../src/gitlab/client.ts";

/** A value each placeholder kind accepts. */
const VALUE: Record<PathKind, string | number> = {
  id: 7,
  namespace: "g/p",
  username: "alice",
  ref: "main",
  ref_pattern: "main",
  revision: "main",
  label: "bug",
  file: "src/a.ts",
  slug: "home",
  archive_path: "out/a.txt",
  hex: "abc123",
  variable_key: "DATABASE_URL",
};

function clientAnswering(status: number, transport?: "stdio" | "http"): GitLabClient {
  return new GitLabClient({
    baseUrl: new URL("https://gitlab.example.com"),
    credential: { kind: "private", token: "glpat-hints-unit-0001" },
    fetch: (() => Promise.resolve(new Response('{"message":"404 Not found"}', { status }))) as typeof fetch,
    ...(transport && { transport }),
  } as never);
}

/** The error message for `action` called with only `template`'s placeholders (plus extras). */
async function messageFor(action: Action, template: string, extra: Record<string, unknown> = {}): Promise<string> {
  const params: Record<string, unknown> = { ...extra };
  for (const m of template.matchAll(/\{\+?(\w+)\}/g)) params[m[1]!] = VALUE[pathKind(m[1]!)];
  const err = await clientAnswering(404).request(buildCall(action, params)).then(() => undefined, (e) => e);
  assert(err instanceof Error, `${action.id} did not fail`);
  return err.message;
}

/** Param names the hint tells the caller to check: each is written `name (what it is)`. */
function namedIn(message: string): string[] {
  const tried = message.slice(message.indexOf("Try: "));
  return [...tried.matchAll(/\b(\w+) \(/g)].map((m) => m[1]!);
}

Deno.test("hints: every action's 404 names only params it has, all placeholders of the path it used, IID only with an *_iid", async () => {
  let checked = 0;
  for (const action of SERVED_ACTIONS) {
    const own = Object.keys(action.schema.shape);
    for (const template of action.paths) {
      const message = await messageFor(action, template);
      const named = namedIn(message);
      for (const name of named) assert(own.includes(name), `${action.id}: hint names "${name}": ${message}`);
      const used = action.paths.find((p) => [...p.matchAll(/\{\+?(\w+)\}/g)].every((m) => template.includes(m[0])))!;
      for (const m of used.matchAll(/\{\+?(\w+)\}/g)) {
        assert(named.includes(m[1]!), `${action.id}: hint omits "${m[1]}": ${message}`);
      }
      assert.equal(/\bIID\b/.test(message), named.some((n) => n.endsWith("_iid")), `${action.id}: ${message}`);
      checked++;
    }
  }
  assert(checked >= 190, `only ${checked} paths checked`);
});

Deno.test("hints: files name the path and ref, jobs the job ID, pipelines the pipeline ID, MRs the IID, branches the name", async () => {
  const byId = (id: string) => SERVED_ACTIONS.find((a) => a.id === id)!;
  const file = await messageFor(byId("repository.file_raw"), byId("repository.file_raw").paths[0]!, { ref: "dev" });
  assert.deepEqual(namedIn(file), ["project_id", "file_path", "ref"], file);
  const job = await messageFor(byId("job.trace"), byId("job.trace").paths[0]!);
  assert.deepEqual(namedIn(job), ["project_id", "job_id"], job);
  assert.match(job, /job's numeric ID/);
  const pipeline = await messageFor(byId("pipeline.get"), byId("pipeline.get").paths[0]!);
  assert.match(pipeline, /pipeline_id \(the pipeline's numeric ID\)/);
  const mr = await messageFor(byId("merge_request.get"), byId("merge_request.get").paths[0]!);
  assert.match(mr, /merge_request_iid \(the merge request's IID/);
  const branch = await messageFor(byId("branch.get"), byId("branch.get").paths[0]!);
  assert.match(branch, /branch \(the branch name exactly as in Git/);
  for (const m of [file, job, pipeline, branch]) assert.doesNotMatch(m, /IID/, m);
});

Deno.test("hints: a 401 says how to fix the token where it comes from", async () => {
  const call = { action: 'run "issue.get"', method: "GET" as const, path: "/projects/1/issues/1" };
  const failed = (transport?: "stdio" | "http") =>
    clientAnswering(401, transport).request(call).then(() => "", (e: Error) => e.message);
  const http = await failed("http");
  assert.match(http, /PRIVATE-TOKEN: <token>/, http);
  assert.match(http, /Authorization: Bearer <token>/, http);
  assert.doesNotMatch(http, /GITLAB_TOKEN|restart/, http);
  for (const stdio of [await failed("stdio"), await failed()]) {
    assert.match(stdio, /set GITLAB_TOKEN to a valid personal access token with the api scope and restart/, stdio);
    assert.doesNotMatch(stdio, /PRIVATE-TOKEN|Bearer/, stdio);
  }
});
