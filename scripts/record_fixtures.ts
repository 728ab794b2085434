/**
 * Refreshes the fixtures of read actions against a real GitLab:
 *
 *   GITLAB_URL=https://gitlab.example.com GITLAB_TOKEN=glpat-… \
 *   deno run --allow-net=gitlab.example.com --allow-env --allow-read=fixtures --allow-write=fixtures \
 *     scripts/record_fixtures.ts --project my-group/my-project [--group my-group] [--only issue.list,tag.list]
 *
 * Each read action's fixture call is replayed (project_id/group_id swapped
 * for the ones given); a success replaces the fixture's exchange and marks its
 * source as recorded from that host on that date. Failures (an IID that does
 * not exist there, a missing permission) are listed and leave the fixture as it was.
 * Writes are never replayed.
 */
import { parseArgs } from "node:util";
import { SERVED_ACTIONS } from "../src/surfaces/inventory.ts";
import { validateParams } from "../src/engine/validate.ts";
import { buildCall } from "../src/engine/build_request.ts";
import { GitLabClient } from "../src/gitlab/client.ts";
import { recordedSource } from "./provenance.ts";

const PAGINATION = ["x-total", "x-total-pages", "x-page", "x-per-page", "x-next-page", "x-prev-page"];

const { values } = parseArgs({
  args: Deno.args,
  options: { project: { type: "string" }, group: { type: "string" }, only: { type: "string" } },
});
const baseUrl = new URL(Deno.env.get("GITLAB_URL") ?? "https://gitlab.com");
const token = Deno.env.get("GITLAB_TOKEN");
if (!token) {
  console.error("Cannot record fixtures: set GITLAB_TOKEN to a token that can read the project");
  Deno.exit(2);
}
const client = new GitLabClient({ baseUrl, credential: { kind: "private", token } });
const only = values.only?.split(",").map((s) => s.trim());
const failures: string[] = [];
let recorded = 0;

for (
  const action of SERVED_ACTIONS.filter((a) => a.readOnly && a.also.length === 0 && (!only || only.includes(a.id)))
) {
  const file = `fixtures/gitlab/${action.domain}/${action.name}.json`;
  const fixture = JSON.parse(await Deno.readTextFile(file));
  const params = { ...fixture.call.params };
  if (values.project && "project_id" in params) params.project_id = values.project;
  if (values.group && "group_id" in params) params.group_id = values.group;
  try {
    const call = buildCall(action, validateParams(action, params));
    const reply = await client.request(call);
    const headers = Object.fromEntries(
      PAGINATION.filter((h) => reply.headers.has(h)).map((h) => [h, reply.headers.get(h)!]),
    );
    const query = Object.fromEntries(Object.entries(call.query ?? {}).map(([k, v]) => [k, String(v)]));
    fixture.call.params = params;
    fixture.source = recordedSource(baseUrl.host, new Date());
    fixture.exchanges = [{
      request: {
        method: call.method,
        path: `${new URL(client.apiBase).pathname}${call.path}`,
        ...(Object.keys(query).length ? { query } : {}),
      },
      response: { status: reply.status, headers, body: reply.data },
    }];
    delete fixture.expect;
    await Deno.writeTextFile(file, JSON.stringify(fixture, null, 2) + "\n");
    recorded++;
  } catch (err) {
    failures.push(`${action.id}: ${(err as Error).message}`);
  }
}
console.log(`recorded ${recorded} fixture(s); ${failures.length} left as they were`);
for (const f of failures) console.log(`  ${f}`);
