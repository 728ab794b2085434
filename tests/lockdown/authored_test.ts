import assert from "node:assert/strict";
import { findAuthored, requestPlace } from "../../src/lockdown/authored.ts";

Deno.test("findAuthored finds issues, notes inside discussions and GraphQL nodes, each with its place", () => {
  const discussions = [
    { id: "d1", notes: [{ id: 1, body: "hi", author: { id: 3, username: "ann" }, project_id: 9 }] },
    { id: "d2", notes: [{ id: 2, body: "yo", author: { id: 4, username: "bob" } }] },
  ];
  const found = findAuthored(discussions, { kind: "projects", id: "acme/api" });
  assert.deepEqual(found.map((f) => [f.username, f.place]), [
    ["ann", { kind: "projects", id: "9" }],
    ["bob", { kind: "projects", id: "acme/api" }],
  ]);
  const gql = {
    namespace: { workItem: { title: "t", author: { username: "cy" }, widgets: [{ notes: { nodes: [] } }] } },
  };
  assert.deepEqual(findAuthored(gql, { kind: "namespace", id: "g/p" })[0]?.place, { kind: "namespace", id: "g/p" });
});

Deno.test("findAuthored leaves objects without an author, or without text, alone", () => {
  const data = {
    milestone: { title: "v1", description: "plan" },
    closed_by: { id: 1, username: "x" },
    event: { author: { id: 2, username: "y" }, action_name: "pushed to" },
  };
  assert.deepEqual(findAuthored(data), []);
});

Deno.test("findAuthored: an item's own project or group wins over the request's", () => {
  const mrs = [{ iid: 1, title: "t", author: { id: 1, username: "a" }, project_id: 77 }];
  assert.deepEqual(findAuthored(mrs, { kind: "projects", id: "1" })[0]?.place, { kind: "projects", id: "77" });
  const epic = { iid: 2, title: "e", author: { username: "b" }, group_id: 5 };
  assert.deepEqual(findAuthored(epic)[0]?.place, { kind: "groups", id: "5" });
  assert.equal(findAuthored({ title: "t", author: { username: "c" } })[0]?.place, undefined);
});

Deno.test("requestPlace reads the REST path's project or group, or a GraphQL fullPath variable", () => {
  assert.deepEqual(requestPlace("/projects/acme%2Fsite/issues/7"), { kind: "projects", id: "acme/site" });
  assert.deepEqual(requestPlace("/groups/12/epics"), { kind: "groups", id: "12" });
  assert.deepEqual(requestPlace("", { fullPath: "acme/site", iid: "7" }), { kind: "namespace", id: "acme/site" });
  assert.equal(requestPlace("/issues"), undefined);
  assert.equal(requestPlace("", { id: "gid://gitlab/WorkItem/1" }), undefined);
});
