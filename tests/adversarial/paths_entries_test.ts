/**
 * Dot segments reaching past the tools: the prompts, the completion contexts and the resource templates
 * with hostile values, and the reported reads under --read-only. GitLab must receive nothing.
 */
import assert from "node:assert/strict";
import type { Client } from "@modelcontextprotocol/client";
import { PROMPTS } from "../../src/prompts/definitions.ts";
import { NAMES } from "../../src/completions/names.ts";
import { TEMPLATES } from "../../src/resources/templates.ts";
import type { FakeGitLab } from "../support/fake_gitlab.ts";
import { placeholders, received, shown, text, withServer } from "./path_probes.ts";

/** Prompts taking a project or group, each with a bad one: refused, nothing sent. */
async function checkPrompts(client: Client, gitlab: FakeGitLab): Promise<void> {
  const sample = (p: typeof PROMPTS[number], bad: string) => {
    const args = Object.fromEntries(
      p.args.filter((a) => a.required).map((a) => [a.name, /_iid$|_id$/.test(a.name) ? "1" : `${a.name}-ref`]),
    );
    for (const a of p.args) if (a.name === "project_id" || a.name === "group_id") args[a.name] = bad;
    return args;
  };
  let fetching = 0;
  for (const prompt of PROMPTS.filter((p) => p.args.some((a) => a.name === "project_id" || a.name === "group_id"))) {
    // Prompts without prefetch steps send nothing anyway; those with steps must refuse the bad value.
    const fetches = (await received(gitlab, () =>
      client.getPrompt({ name: prompt.name, arguments: sample(prompt, "g/p") })))
      .length > 0;
    if (fetches) fetching++;
    for (const bad of ["..", ".", "a/../b"]) {
      const args = sample(prompt, bad);
      const sent = await received(gitlab, async () => {
        const answer = client.getPrompt({ name: prompt.name, arguments: args });
        await (fetches ? assert.rejects(answer, /Cannot run .*param/) : answer);
      });
      assert.equal(shown(sent), "nothing", `prompt ${prompt.name} ${JSON.stringify(args)}`);
    }
  }
  assert.ok(fetching >= 5, `only ${fetching} prompts fetch anything with a good project`);
}

/** Every completion context a listing needs, each set to "..": an empty answer, nothing sent. */
async function checkCompletions(client: Client, gitlab: FakeGitLab): Promise<void> {
  const ask = (name: string, context: Record<string, string>) =>
    client.complete({
      ref: { type: "ref/prompt", name: "review_mr" },
      argument: { name, value: "" },
      context: { arguments: context },
    });
  for (const [name, scopes] of NAMES) {
    for (const scope of scopes) {
      const needs = [...new Set(scope.flatMap((s) => s.needs))];
      const control = await received(gitlab, () => ask(name, Object.fromEntries(needs.map((n) => [n, "1"]))));
      assert.ok(control.length > 0, `completion ${name} reads nothing even with good context`);
      for (const need of needs) {
        const context = Object.fromEntries(needs.map((n) => [n, n === need ? ".." : "1"]));
        let values: unknown[] = [];
        const sent = await received(gitlab, async () => values = (await ask(name, context)).completion.values);
        assert.equal(shown(sent), "nothing", `completion ${name} with ${JSON.stringify(context)}`);
        assert.deepEqual(values, []);
      }
    }
  }
}

/**
 * Every resource template variable that lands in a path. A plain "%2e%2e" is resolved by URI parsing
 * before the server sees it (gitlab://project/%2e%2e/branches reads project "branches"); these survive
 * parsing and decode to ".." parts. `ref` goes to the query string, where URLSearchParams encodes it whole.
 */
async function checkResources(client: Client, gitlab: FakeGitLab): Promise<void> {
  for (const t of TEMPLATES) {
    const fill = (variable: string, bad: string) =>
      t.uriTemplate.replace(
        /\{\+?(\w+)\}/g,
        (_, v) => v === variable ? bad : v === "ref" ? "main" : v === "path" ? "a.txt" : "1",
      );
    const control = await received(gitlab, () => client.readResource({ uri: fill("", "") }));
    assert.equal(control.length, 1, `resource ${t.uriTemplate} reads nothing even with good values`);
    for (const [, , variable] of placeholders(t.uriTemplate).filter((m) => m[2] !== "ref")) {
      for (const bad of ["%252e%252e", "%2e%2e%2fx", "a%2f%2e%2e%2fb"]) {
        const uri = fill(variable!, bad);
        const sent = await received(gitlab, () => client.readResource({ uri }));
        assert.equal(shown(sent), "nothing", `resource ${uri}`);
      }
    }
  }
}

Deno.test("paths: prompts, completion contexts and resource reads with '..' send nothing", async () => {
  await withServer(async (client, gitlab) => {
    await checkPrompts(client, gitlab);
    await checkCompletions(client, gitlab);
    await checkResources(client, gitlab);
  });
});

Deno.test("paths: the reported reads stay refused under --read-only (job artifacts to CI/CD variables, '..' project)", async () => {
  await withServer(async (client, gitlab) => {
    const calls: Array<[string, Record<string, unknown>]> = [
      ["job.artifacts", { project_id: 1, job_id: 2, artifact_path: "../../../variables" }],
      ["issue.list", { project_id: ".." }],
      ["project.get", { project_id: "../../../../../../x" }],
    ];
    for (const [action, params] of calls) {
      let said = "";
      const sent = await received(gitlab, async () => {
        said = text(await client.callTool({ name: "gitlab_execute_action", arguments: { action, params } }));
      });
      assert.equal(shown(sent), "nothing", action);
      assert.match(said, new RegExp(`^Cannot run "${action.replace(".", "\\.")}": param "\\w+" .*; send `), said);
    }
  }, ["--read-only"]);
});
