/** Invariants tying the recipes to the prompt catalog and the action catalog, and a smoke run of every prompt. */
import assert from "node:assert/strict";
import { SERVED_ACTIONS } from "../../src/surfaces/inventory.ts";
import { validateParams } from "../../src/engine/validate.ts";
import { PROMPTS } from "../../src/prompts/definitions.ts";
import { checkArgs } from "../../src/prompts/args.ts";
import { messageText, run } from "./helpers.ts";

const SAMPLE: Record<string, string> = {
  project_id: "my-group/my-project",
  group_id: "my-group",
  merge_request_iid: "12",
  issue_iid: "7",
  from: "v1.0.0",
  to: "main",
  branch: "main",
  source_branch: "feature/login",
  target_branch: "main",
  ref: "main",
  state: "opened",
  pipeline_id: "46",
  job_id: "8",
  milestone: "Sprint 14",
  milestone_id: "3",
  epic_iid: "4",
  iteration_id: "55",
  label: "bug",
  sha: "ddcc2f13",
  tag: "v1.2.0",
  username: "jdoe",
  days: "14",
};

function sample(names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((n) => [n, SAMPLE[n]!]));
}

Deno.test("prompts: a prompt declares the values of its state argument exactly when it has one", () => {
  for (const prompt of PROMPTS) {
    const hasState = prompt.args.some((a) => a.name === "state");
    assert.equal(prompt.states !== undefined, hasState, prompt.name);
  }
});

Deno.test("recipes: every read and every named call is one of the prompt's `uses`, and a catalog action", () => {
  const ids = new Set(SERVED_ACTIONS.map((a) => a.id));
  for (const prompt of PROMPTS) {
    for (const id of [...prompt.steps.map((s) => s.action), ...Object.keys(prompt.calls ?? {})]) {
      assert(prompt.uses.includes(id), `${prompt.name} reads ${id}, which is not in its uses`);
    }
    for (const id of prompt.uses) assert(ids.has(id), `${prompt.name} uses unknown action ${id}`);
  }
});

Deno.test("recipes: with all arguments or only the required ones, every read is valid for its action", () => {
  for (const prompt of PROMPTS) {
    const variants = [prompt.args.map((a) => a.name), prompt.args.filter((a) => a.required).map((a) => a.name)];
    for (const names of variants) {
      const args = checkArgs(prompt, sample(names));
      for (const step of prompt.steps) {
        const action = SERVED_ACTIONS.find((a) => a.id === step.action)!;
        assert.doesNotThrow(() => validateParams(action, step.params(args)), `${prompt.name} → ${step.action}`);
      }
    }
  }
});

Deno.test("every prompt answers with one message, one GitLab read per step, even when GitLab answers oddly", async () => {
  await run({}, async (h, g) => {
    let n = 0;
    g.fallback = () => (n++ % 2 ? { status: 200, body: [] } : { status: 200, body: {} });
    for (const prompt of PROMPTS) {
      const before = g.requests.length;
      const text = messageText(
        await h.client.getPrompt({ name: prompt.name, arguments: sample(prompt.args.map((a) => a.name)) }),
      );
      assert(text.startsWith(`# ${prompt.title}\n`));
      assert(text.includes("## Catalog actions to call"));
      assert.equal(g.requests.length - before, prompt.steps.length, prompt.name);
      for (const id of prompt.uses) assert(text.includes(`- ${id} (`), `${prompt.name} does not name ${id}`);
    }
    // Reads only: REST GETs, or GraphQL queries (POST /api/graphql with a query document).
    const query = (r: { path: string; body: unknown }) =>
      r.path === "/api/graphql" && /^query /.test(String((r.body as { query?: unknown })?.query));
    assert(g.requests.every((r) => r.method === "GET" || query(r)));
  });
});
