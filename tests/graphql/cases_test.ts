/**
 * GraphQL answers kept as fixtures (fixtures/graphql/cases/): each case's call through gitlab_execute_action must
 * send exactly its exchanges (operation and variables) and its text must match what the case expects: errors[]
 * mapped to the field the instance lacks, the tier that lacks a feature, permission denied, not found, partial data
 * never relayed, and the list's filters and parent.
 */
import assert from "node:assert/strict";
import { type Exchange, FakeGitLab } from "../support/fake_gitlab.ts";
import { startHarness, textOf } from "../support/harness.ts";

interface GraphqlCase {
  source: string;
  call: { action: string; params: Record<string, unknown>; confirm?: boolean };
  exchanges: Exchange[];
  expect: { is_error: boolean; text_matches: string[]; text_excludes?: string[] };
}

const DIR = new URL("../../fixtures/graphql/cases/", import.meta.url);

const names = [...Deno.readDirSync(DIR)].map((e) => e.name).filter((n) => n.endsWith(".json")).sort();

Deno.test("graphql cases: one fixture for each errors[] mapping", () => {
  for (const name of ["field_missing", "tier_field", "tier_type", "permission", "not_found", "partial"]) {
    assert(names.includes(`error_${name}.json`), name);
  }
});

for (const name of names) {
  Deno.test(`graphql cases: ${name}`, async () => {
    const fx: GraphqlCase = JSON.parse(await Deno.readTextFile(new URL(name, DIR)));
    assert.match(fx.source, /not recorded/);
    const gitlab = new FakeGitLab().expect(...fx.exchanges);
    const h = await startHarness({ gitlabUrl: gitlab.url });
    try {
      const r = await h.client.callTool({
        name: "gitlab_execute_action",
        arguments: { action: fx.call.action, params: fx.call.params, ...(fx.call.confirm && { confirm: true }) },
      });
      const text = textOf(r);
      gitlab.assertDone();
      assert.equal(r.isError ?? false, fx.expect.is_error, text);
      for (const want of fx.expect.text_matches) assert.match(text, new RegExp(want, "m"));
      for (const not of fx.expect.text_excludes ?? []) assert(!text.includes(not), `shows ${not}: ${text}`);
    } finally {
      await h.close();
      await gitlab.close();
    }
  });
}
