/**
 * Every completable name through the official client on both protocol
 * revisions: the exact completion (values, total, hasMore), the exact GitLab
 * requests, and their count (one per listing, two for from/to/ref).
 */
import assert from "node:assert/strict";
import { completeWith, fixtureNames, loadCompletion, serveExchanges, withServer } from "./helpers.ts";
import { NAMES } from "../../src/completions/names.ts";

const ERAS = ["legacy", "modern"] as const;
const FIXTURES = fixtureNames();

Deno.test("completions: the 20 names, each with a fixture", () => {
  assert.equal(NAMES.size, 20);
  for (const name of NAMES.keys()) assert(FIXTURES.includes(name), `fixture for ${name}`);
});

for (const file of FIXTURES) {
  for (const era of ERAS) {
    Deno.test(`completion ${file} (${era}): values, total, hasMore and the exact GitLab requests`, async () => {
      const fx = await loadCompletion(file);
      assert.match(fx.source, /hand-written from the documented example, not recorded/i);
      await withServer({ era }, async (h, gitlab) => {
        const left = serveExchanges(gitlab, fx.exchanges);
        const completion = await completeWith(h, fx.complete);
        assert.deepEqual(completion, fx.expect);
        gitlab.assertDone();
        assert.deepEqual(left(), [], "every expected listing was read");
        assert.equal(gitlab.requests.length, fx.exchanges.length, "one GitLab call per listing");
        for (const r of gitlab.requests) {
          const graphql = (r.body as { variables?: { first?: unknown } } | null)?.variables;
          if (r.path === "/api/graphql") assert.equal(graphql?.first, 20, "one bounded GraphQL page");
          else assert.equal(r.query.per_page, "20");
          assert.equal(r.headers.get("private-token"), "glpat-test-token-123", "the caller's own credential");
        }
      });
    });
  }
}

Deno.test("completion: never cached, so each request reads GitLab again", async () => {
  const fx = await loadCompletion("branch");
  await withServer({}, async (h, gitlab) => {
    serveExchanges(gitlab, [...fx.exchanges, ...fx.exchanges]);
    assert.deepEqual(await completeWith(h, fx.complete), fx.expect);
    assert.deepEqual(await completeWith(h, fx.complete), fx.expect);
    gitlab.assertDone();
    assert.equal(gitlab.requests.length, 2);
  });
});

Deno.test("completion: a ref/resource URI is never checked; only the argument name decides", async () => {
  const fx = await loadCompletion("project_id");
  for (const uri of ["gitlab://project/{project_id}", "gitlab://project/group%2Fx", "no-such-scheme:whatever"]) {
    await withServer({}, async (h, gitlab) => {
      serveExchanges(gitlab, fx.exchanges);
      const completion = await completeWith(h, { ...fx.complete, ref: { type: "ref/resource", uri } });
      assert.deepEqual(completion, fx.expect);
      gitlab.assertDone();
    });
  }
});

Deno.test("completion: at most 20 items are considered, even if GitLab sends more", async () => {
  const fx = await loadCompletion("issue_iid");
  const exchange = fx.exchanges[0]!;
  const template = (exchange.response.body as Array<Record<string, unknown>>)[0];
  const body = Array.from({ length: 25 }, (_, i) => ({ ...template, iid: i < 20 ? 100 + i : 900 + i }));
  await withServer({}, async (h, gitlab) => {
    serveExchanges(gitlab, [{ request: exchange.request, response: { ...exchange.response, body } }]);
    assert.deepEqual(await completeWith(h, { ...fx.complete, argument: { name: "issue_iid", value: "9" } }), {
      values: [],
    });
    gitlab.assertDone();
  });
});
