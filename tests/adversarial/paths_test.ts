/**
 * Dot segments and other hostile path values, against the real stdio server process (YOLO, so the
 * destructive guard does not stop a call first): every path param of every catalog action, the
 * prompts, the completion contexts and the resource templates. GitLab must receive nothing, or
 * exactly the intended path: each value percent-encoded in its own segment(s) below /api/v4.
 */
import assert from "node:assert/strict";
import type { Client } from "@modelcontextprotocol/client";
import { SERVED_ACTIONS } from "../../src/surfaces/inventory.ts";
import type { Action } from "../../src/engine/action.ts";
import type { FakeGitLab } from "../support/fake_gitlab.ts";
import { loadFixture } from "../support/fixtures.ts";
import { placeholders, received, text, withServer } from "./path_probes.ts";

const LONG = "x".repeat(300);
const UNICODE = "ünïcödé-名前-😀";
/** Values a path param may be sent; strings and numbers, so integer IDs are probed too. */
const HOSTILE: unknown[] = [
  ".",
  "..",
  "%2e%2e",
  "%2E.",
  "..%2f",
  "..\\x",
  "a/../b",
  "../../../variables",
  "../../../../../../x",
  "?x=1",
  "#",
  "%00",
  "a\r\nb",
  "a\u0000b",
  "\ud800",
  "",
  LONG,
  UNICODE,
  0,
  -1,
  1.5,
  2 ** 53,
];
/** Legal names for every string path param except the ASCII-only GitLab identifiers below. */
const LEGAL_NAMES = [LONG, UNICODE];
/** GitLab paths, usernames, discussion IDs and CI/CD variable keys are ASCII by GitLab's own rules. */
const ASCII_ONLY = new Set(["project_id", "group_id", "id_or_username", "discussion_id", "key"]);
/** Calls in flight at once against the one server process. */
const BATCH = 40;
const DEFAULTS: Record<string, unknown> = { project_id: "my-group/my-project", group_id: "my-group" };

/** Percent-encoding, or a marker no request path can equal when the value is not valid Unicode. */
const encode = (v: string) => v.isWellFormed() ? encodeURIComponent(v) : "\u0000unencodable";

/** The reference encoding: `{x}` one segment, `{+x}` one segment per "/"-separated part. */
function intended(template: string, params: Record<string, unknown>): string {
  return "/api/v4" + template.replace(/\{(\+?)(\w+)\}/g, (_, multi, name) => {
    const value = String(params[name]);
    return multi ? value.split("/").map(encode).join("/") : encode(value);
  });
}

/** The fixture's params, narrowed to the first path that carries `param`, with `param` set to `value`. */
function paramsFor(action: Action, base: Record<string, unknown>, param: string, value: unknown) {
  const template = action.paths.find((p) => placeholders(p).some((m) => m[2] === param))!;
  const params: Record<string, unknown> = { ...base };
  for (const p of action.pathParams) delete params[p];
  for (const [, , name] of placeholders(template)) params[name!] = base[name!] ?? DEFAULTS[name!] ?? 1;
  params[param] = value;
  return { template, params };
}

/** One probe: a call and the request it would make if sent as intended. */
interface Probe {
  label: string;
  action: Action;
  param: string;
  params: Record<string, unknown>;
  want: string;
  /** A legal name that must reach GitLab. */
  legal: boolean;
}

function probesFor(action: Action, base: Record<string, unknown>): Probe[] {
  return action.pathParams.flatMap((param) =>
    HOSTILE.map((value) => {
      const { template, params } = paramsFor(action, base, param, value);
      const legal = LEGAL_NAMES.includes(value as string) && !ASCII_ONLY.has(param) &&
        action.schema.safeParse(params).success && !action.check?.(params);
      const label = `${action.id} ${param}=${JSON.stringify(value)?.slice(0, 40)}`;
      return { label, action, param, params, want: `${action.method} ${intended(template, params)}`, legal };
    })
  );
}

/**
 * Runs the probes a batch at a time, then accounts for every request GitLab received: each must be
 * the intended request of some probe (no more often than probes intend it), every legal name must
 * have arrived, and every refusal must say why.
 */
async function runProbes(client: Client, gitlab: FakeGitLab, probes: Probe[]): Promise<string[]> {
  const problems: string[] = [];
  const before = gitlab.requests.length;
  for (let i = 0; i < probes.length; i += BATCH) {
    await Promise.all(
      probes.slice(i, i + BATCH).map(async (p) => {
        const result = await client.callTool({
          name: "gitlab_execute_action",
          arguments: { action: p.action.id, params: p.params },
        });
        // Refused before anything is built: the answer names the param and what to send instead.
        const said = text(result);
        // A row's own rule between params (job.artifacts_download: branch needs job) may refuse a legal value.
        const ownRule = p.action.check?.(p.params);
        const named = said.includes(`param "${p.param}"`) || (ownRule !== undefined && said.includes(ownRule));
        if (result.isError && !(said.startsWith(`Cannot run "${p.action.id}": `) && named)) {
          problems.push(`${p.label}: unclear refusal ${said.slice(0, 200)}`);
        }
      }),
    );
  }
  const intendedCount = new Map<string, number>();
  for (const p of probes) intendedCount.set(p.want, (intendedCount.get(p.want) ?? 0) + 1);
  const got = new Map<string, number>();
  for (const r of gitlab.requests.slice(before)) {
    const key = `${r.method} ${r.path}`;
    got.set(key, (got.get(key) ?? 0) + 1);
    if ((got.get(key) ?? 0) > (intendedCount.get(key) ?? 0)) {
      problems.push(`GitLab received ${key}, which no probe intended`);
    }
  }
  for (const p of probes.filter((p) => p.legal && !got.has(p.want))) {
    problems.push(`${p.label}: a legal name was not sent`);
  }
  return problems;
}

Deno.test("paths: every action's path params, hostile values → nothing or exactly the intended path", async () => {
  await withServer(async (client, gitlab) => {
    const probes: Probe[] = [];
    for (const action of SERVED_ACTIONS.filter((a) => !a.run && a.pathParams.length)) {
      probes.push(...probesFor(action, (await loadFixture(action.id)).call.params));
    }
    assert.ok(probes.length > 1000, `only ${probes.length} probes`);
    const problems = await runProbes(client, gitlab, probes);
    assert.deepEqual(problems.slice(0, 25), [], `${problems.length} problems`);
  });
});

Deno.test("paths: legal names reach GitLab encoded in their own segment", async () => {
  await withServer(async (client, gitlab) => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      [
        "branch.get",
        { project_id: "g/p", branch: "feature/ünï" },
        "/api/v4/projects/g%2Fp/repository/branches/feature%2F%C3%BCn%C3%AF",
      ],
      ["project.label_get", { project_id: 7, label_id: "bug?x=1#y" }, "/api/v4/projects/7/labels/bug%3Fx%3D1%23y"],
      [
        "repository.file_get",
        { project_id: "g/p", file_path: "a/b c.md", ref: "main" },
        "/api/v4/projects/g%2Fp/repository/files/a%2Fb%20c.md",
      ],
      [
        "job.artifacts",
        { project_id: 1, job_id: 2, artifact_path: "dir/ä b.txt" },
        "/api/v4/projects/1/jobs/2/artifacts/dir/%C3%A4%20b.txt",
      ],
      ["wiki.get", { project_id: 1, slug: "dir/page.v1" }, "/api/v4/projects/1/wikis/dir%2Fpage.v1"],
      ["project.get", { project_id: ".dotfiles/a.b_c-d" }, "/api/v4/projects/.dotfiles%2Fa.b_c-d"],
      ["user.get_status", { id_or_username: "john.smith" }, "/api/v4/users/john.smith/status"],
      ["repository.commit_get", { project_id: 1, sha: "main~1" }, "/api/v4/projects/1/repository/commits/main~1"],
      ["branch.unprotect", { project_id: 1, name: "release/*" }, "/api/v4/projects/1/protected_branches/release%2F*"],
    ];
    for (const [id, params, path] of cases) {
      const sent = await received(
        gitlab,
        () => client.callTool({ name: "gitlab_execute_action", arguments: { action: id, params } }),
      );
      assert.deepEqual(sent.map((r) => r.path), [path], id);
    }
  });
});
