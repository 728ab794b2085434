/**
 * Work item references complete over GraphQL like the REST names: one bounded query with the caller's credential,
 * never retried (a 503 is an empty list after one call), the context value a variable and never the document.
 */
import assert from "node:assert/strict";
import { ask, completeWith, withServer } from "./helpers.ts";

Deno.test("completion over GraphQL: a 503 answers empty after exactly one call (no retry)", async () => {
  await withServer({}, async (h, gitlab) => {
    gitlab.fallback = () => ({ status: 503, body: {} });
    assert.deepEqual(await completeWith(h, ask("iteration_id", "", { group_id: "acme" })), { values: [] });
    assert.equal(gitlab.requests.length, 1);
  });
});

Deno.test("completion over GraphQL: a hostile group_id is refused before sending, a real one travels as a variable", async () => {
  const hostile = '") { id } mutation { workItemDelete(input: {id: "gid://gitlab/WorkItem/1"}) { errors } }';
  await withServer({}, async (h, gitlab) => {
    gitlab.fallback = () => ({ status: 200, body: { data: { group: null } } });
    for (const group_id of [hostile, "..", "my-group/../admin"]) {
      assert.deepEqual(await completeWith(h, ask("epic_iid", "1", { group_id })), { values: [] });
    }
    assert.equal(gitlab.requests.length, 0);
    assert.deepEqual(await completeWith(h, ask("epic_iid", "1", { group_id: "my-group/sub" })), { values: [] });
    const body = gitlab.requests[0]!.body as { query: string; variables: Record<string, unknown> };
    assert.equal(gitlab.requests.length, 1);
    assert.equal(body.variables.fullPath, "my-group/sub");
    assert(!body.query.includes("my-group/sub") && body.query.startsWith("query epicList("));
  });
});
