/**
 * GraphQL rows end to end through gitlab_execute_action and the fake GitLab: mutation refusal by parsing, no
 * retry of mutations, and hostile values that travel as variables only, never inside the document. errors[]
 * answers, partial data and tier-missing fields are fixtures (tests/graphql/cases_test.ts).
 */
import assert from "node:assert/strict";
import { FakeGitLab, type Recorded } from "../support/fake_gitlab.ts";
import { startHarness, textOf } from "../support/harness.ts";
import { GET } from "../../src/catalog/work_item/read.ts";

type Body = { query: string; operationName: string | null; variables: Record<string, unknown> };

async function call(
  action: string,
  params: Record<string, unknown>,
  answer: (r: Recorded) => { status: number; body?: unknown },
  env?: Record<string, string>,
) {
  const gitlab = new FakeGitLab();
  gitlab.fallback = answer;
  const h = await startHarness({ gitlabUrl: gitlab.url, env });
  try {
    const r = await h.client.callTool({ name: "gitlab_execute_action", arguments: { action, params, confirm: true } });
    return { r, text: textOf(r), requests: gitlab.requests, bodies: gitlab.requests.map((x) => x.body as Body) };
  } finally {
    await h.close();
    await gitlab.close();
  }
}

const HOSTILE = [
  '") { id } mutation { workItemDelete(input: {id: "gid://gitlab/WorkItem/1"}) { errors } }',
  "../..",
  "x".repeat(4 * 1024 * 1024),
];

Deno.test("graphql: hostile values travel as variables and never change the document", async () => {
  for (const value of HOSTILE.slice(0, 2)) {
    const { bodies } = await call("work_item.list", { full_path: "acme/web", search: value }, () => ({
      status: 200,
      body: { data: { namespace: null } },
    }));
    assert.equal(bodies.length, 1);
    assert.equal(bodies[0]!.variables.search, value);
    assert(!bodies[0]!.query.includes(value), "the value is not in the document");
    assert(bodies[0]!.query.startsWith("query workItemList("));
  }
});

Deno.test("graphql: a namespace path with injection or '..' parts is refused like a REST path; nothing is sent", async () => {
  for (const value of HOSTILE.slice(0, 2)) {
    const { text, requests } = await call("work_item.list", { full_path: value }, () => ({ status: 500, body: {} }));
    assert.equal(requests.length, 0, value);
    assert.match(text, /^Cannot run "work_item\.list": param "full_path" .*Nothing was sent to GitLab\.$/);
  }
});

Deno.test("graphql: a 4 MB param is refused before anything is sent", async () => {
  const { r, requests } = await call("work_item.list", { full_path: HOSTILE[2] }, () => ({ status: 599 }));
  assert.equal(r.isError, true);
  assert.equal(requests.length, 0);
});

Deno.test("graphql: the get document is the row's own, the IID a String variable", async () => {
  const { bodies } = await call("work_item.get", { full_path: "acme/web", iid: 42 }, () => ({
    status: 200,
    body: { data: { namespace: { workItem: null } } },
  }));
  assert.equal(bodies[0]!.query, GET);
  assert.deepEqual(bodies[0]!.variables, { fullPath: "acme/web", iid: "42" });
});

Deno.test("graphql.query: a mutation or subscription is refused by parsing, nothing is sent", async () => {
  const docs = [
    'mutation { workItemDelete(input: {id: "gid://gitlab/WorkItem/1"}) { errors } }',
    "query a { currentUser { username } } mutation b { x }",
    "subscription { workItemUpdated(workItemId: 1) { id } }",
    "# query\nmutation { x }",
    "{ currentUser { username } ",
  ];
  for (const query of docs) {
    const { r, requests } = await call("graphql.query", { query }, () => ({ status: 200, body: { data: {} } }));
    assert.equal(r.isError, true, query);
    assert.equal(requests.length, 0, query);
  }
});

Deno.test("graphql.query: a query whose text mentions mutation is a query, and runs in read-only mode", async () => {
  const query = 'query { project(fullPath: "a/mutation") { name description } } # mutation { }';
  const { r, bodies } = await call("graphql.query", { query }, () => ({
    status: 200,
    body: { data: { project: { name: "mutation", description: "subscription" } } },
  }), { GITLAB_MCP_READ_ONLY: "true" });
  assert(!r.isError, textOf(r));
  assert.equal(bodies[0]!.query, query);
});

Deno.test("graphql: a mutation's own errors are refused", async () => {
  const refused = await call("work_item.delete", { id: 5 }, () => ({
    status: 200,
    body: { data: { workItemDelete: { errors: ["User is not allowed to delete"] } } },
  }));
  assert.match(refused.text, /GitLab refused the change: User is not allowed to delete/);
});

Deno.test("graphql: a query is retried on 503, a mutation never", async () => {
  let n = 0;
  const read = await call(
    "work_item.type_list",
    { full_path: "acme" },
    () =>
      n++ === 0
        ? { status: 503, body: {} }
        : { status: 200, body: { data: { namespace: { workItemTypes: { nodes: [] } } } } },
  );
  assert(!read.r.isError, read.text);
  assert.equal(read.requests.length, 2);
  const write = await call("work_item.close", { id: 5 }, () => ({ status: 503, body: {} }));
  assert.equal(write.r.isError, true);
  assert.equal(write.requests.length, 1);
});

Deno.test("graphql: every call goes to /api/graphql with the caller's token", async () => {
  const { requests } = await call(
    "work_item.close",
    { full_path: "acme/web", iid: 1 },
    (r) =>
      (r.body as Body).operationName === "workItemLookup"
        ? { status: 200, body: { data: { namespace: { workItem: { id: "gid://gitlab/WorkItem/1" } } } } }
        : {
          status: 200,
          body: {
            data: {
              workItemUpdate: {
                workItem: { id: "gid://gitlab/WorkItem/1", iid: "1", title: "t", state: "CLOSED", widgets: [] },
                errors: [],
              },
            },
          },
        },
  );
  assert.equal(requests.length, 2);
  for (const r of requests) {
    assert.equal(r.path, "/api/graphql");
    assert.deepEqual(r.query, {});
    assert.equal(r.headers.get("private-token"), "glpat-test-token-123");
  }
});
