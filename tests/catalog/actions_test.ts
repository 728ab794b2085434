/**
 * Every catalog action, driven by its fixture through gitlab_execute_action:
 * the exact outgoing request(s) and the rendered result.
 */
import assert, { deepStrictEqual as assertEquals } from "node:assert/strict";
import { SERVED_ACTIONS } from "../../src/surfaces/inventory.ts";
import type { Action } from "../../src/engine/action.ts";
import { stripTerminal } from "../../src/engine/text_window.ts";
import { hasRisk } from "../../src/guard/destructive.ts";
import { withholdSecrets } from "../../src/engine/secret_values.ts";
import { project } from "../../src/engine/shape.ts";
import { trimmed } from "../../src/engine/compact.ts";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { graphqlResult } from "../../src/engine/graphql_execute.ts";
import { type ActionFixture, loadFixture } from "../support/fixtures.ts";
import { startHarness, textOf } from "../support/harness.ts";

/** The body the result should carry: the main exchange's (secrets withheld), plus each `also` answer under its key. */
function expectedBody(action: Action, fx: ActionFixture): unknown {
  const main = fx.exchanges.length - 1 - action.also.length;
  if (action.graphql) {
    const data = (fx.exchanges[main]!.response.body as { data: Record<string, unknown> }).data;
    return graphqlResult(action, data).value;
  }
  const body = withholdSecrets(action.secret, fx.exchanges[main]!.response.body, fx.call.params);
  if (!action.also.length) return body;
  const extra = Object.fromEntries(action.also.map((a, i) => [a.key, fx.exchanges[main + 1 + i]!.response.body]));
  return { ...(body as Record<string, unknown>), ...extra };
}

/** The compact form of GitLab's answer: the row's shape, or the JSON without absent values and links. */
function compactOf(action: Action, body: unknown, whole: boolean): unknown {
  const one = (x: unknown, w: boolean) => action.shape ? project(action.shape, x, w) : trimmed(x);
  return Array.isArray(body) ? body.map((x) => one(x, false)) : one(body, whole);
}

/** Text never prints an absent value. */
function assertNoAbsentValues(action: Action, text: string): void {
  if (action.kind === "text") return;
  const bad = /(?:^|[\s(\[])(null|undefined)(?=$|[\s|·),\]])|^- [\w.]+: *$|\w: (?:·|\|)/m.exec(text);
  assert(!bad, `${action.id}: text shows an absent value near ${JSON.stringify(bad?.[0])}:\n${text}`);
}

/** Structured content carries no null, empty string or empty list at any depth. */
function assertCompact(value: unknown, where: string): void {
  if (Array.isArray(value)) return value.forEach((v, i) => assertCompact(v, `${where}[${i}]`));
  if (!value || typeof value !== "object") return;
  for (const [k, v] of Object.entries(value)) {
    assert(v !== null && v !== "" && !(Array.isArray(v) && v.length === 0), `${where}.${k} is empty`);
    assertCompact(v, `${where}.${k}`);
  }
}

function checkStructured(action: Action, fx: ActionFixture, structured: Record<string, unknown>): void {
  const body = compactOf(action, expectedBody(action, fx), true);
  if (action.kind !== "text" && action.kind !== "archive") assertCompact(structured, action.id);
  if (action.kind === "archive") {
    const entries = structured.entries as unknown[];
    assert(Array.isArray(entries) && entries.length === structured.entry_count, "an archive lists its entries");
  } else if (action.kind === "list") {
    assertEquals(structured.items, body);
    const p = structured.pagination as Record<string, unknown>;
    assert(p && typeof p.page === "number" && typeof p.has_more === "boolean", "list results carry pagination");
    if (action.graphql) {
      assert(!p.has_more || typeof p.next_cursor === "string", "a GraphQL page names its next cursor");
    }
  } else if (action.kind === "text") {
    assert(
      typeof structured.content === "string" && stripTerminal(String(body)).includes(structured.content as string),
      "text content comes from GitLab's body",
    );
    assertEquals(typeof structured.truncated, "boolean");
  } else if (body === undefined || body === null) {
    assertEquals(structured.ok, true);
  } else if (Array.isArray(body)) {
    assertEquals(structured.items, body);
  } else if (typeof body === "object") {
    assertEquals(structured, body);
  }
}

for (const action of SERVED_ACTIONS.filter((a) => !a.run)) {
  Deno.test(`catalog ${action.id}: fixture request and result`, async () => {
    const fx = await loadFixture(action.id);
    const gitlab = new FakeGitLab().expect(...fx.exchanges);
    const h = await startHarness({ gitlabUrl: gitlab.url });
    try {
      const result = await h.client.callTool({
        name: "gitlab_execute_action",
        arguments: {
          action: action.id,
          params: fx.call.params,
          ...(action.destructive || hasRisk(action) ? { confirm: true } : {}),
        },
      });
      const text = textOf(result);
      assert(!result.isError, `${action.id} failed: ${text}`);
      gitlab.assertDone();
      checkStructured(action, fx, result.structuredContent as Record<string, unknown>);
      assertNoAbsentValues(action, text);
      for (const needle of fx.expect?.text_contains ?? []) {
        assert(text.includes(needle), `text should contain ${JSON.stringify(needle)}:\n${text}`);
      }
      for (const r of gitlab.requests) assertEquals(r.headers.get("private-token"), "glpat-test-token-123");
    } finally {
      await h.close();
      await gitlab.close();
    }
  });
}
