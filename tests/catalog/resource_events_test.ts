/**
 * Label, state and milestone history of issues and merge requests: one compact line per event (time to the minute,
 * @user, action, label or milestone or state), read-only lists only, and requests that find them apart from the
 * rows that change labels, state or milestone, from comments and from project activity.
 */
import assert, { deepStrictEqual as assertEquals } from "node:assert/strict";
import { render } from "../../src/engine/render.ts";
import { validateParams } from "../../src/engine/validate.ts";
import { searchActions } from "../../src/find/rank.ts";
import { SERVED_ACTIONS } from "../../src/surfaces/inventory.ts";
import { served } from "./served.ts";

const USER = {
  id: 1,
  name: "Administrator",
  username: "root",
  state: "active",
  avatar_url: "https://www.gravatar.com/avatar/e64c7d89f26bd1972efa854d13d7dd61?s=80&d=identicon",
  web_url: "http://gitlab.example.com/root",
};
const event = (extra: Record<string, unknown>) => ({
  id: 142,
  user: USER,
  created_at: "2018-08-20T13:38:20.077Z",
  resource_type: "Issue",
  resource_id: 253,
  ...extra,
});
const reply = (data: unknown) => ({ status: 200, headers: new Headers({ "X-Total": "1" }), data });
const params = { project_id: "acme/web", issue_iid: 42 };
const rows = (text: string) => text.split("\n").filter((l) => l.startsWith("- "));

const IDS = ["label", "state", "milestone"].flatMap((k) => [`issue.${k}_events`, `merge_request.${k}_events`]);

Deno.test("resource events: every row is a read-only paginated list on GitLab's resource_*_events path", () => {
  for (const id of IDS) {
    const action = served(id);
    const kind = id.split(".")[1]!;
    assertEquals([action.method, action.kind, action.readOnly, action.destructive], ["GET", "list", true, false]);
    assert.match(
      action.paths[0]!,
      new RegExp(`/(issues/\\{issue_iid\\}|merge_requests/\\{merge_request_iid\\})/resource_${kind}$`),
    );
  }
});

Deno.test("resource events: a label event is one line: time to the minute, @user, add or remove, the label's name", () => {
  const out = render(
    served("issue.label_events"),
    reply([
      event({ label: { id: 73, name: "bug", color: "#34495E", description: "" }, action: "add" }),
    ]),
    params,
  );
  assertEquals(rows(out.text), ["- created_at: 2018-08-20 13:38Z · user: @root · action: add · label: bug"]);
  assertEquals(out.structured.items, [{
    created_at: "2018-08-20T13:38:20.077Z",
    user: "root",
    action: "add",
    label: "bug",
  }]);
  assert(!/avatar|resource_id|#34495E/.test(out.text), out.text);
});

Deno.test("resource events: a deleted label leaves the line without it, never a null", () => {
  const out = render(served("issue.label_events"), reply([event({ label: null, action: "remove" })]), params);
  assertEquals(rows(out.text), ["- created_at: 2018-08-20 13:38Z · user: @root · action: remove"]);
});

Deno.test("resource events: a state event leads with the state and shortens the commit that closed it", () => {
  const sha = "0d5f8a1c2e3b4d5f6a7b8c9d0e1f2a3b4c5d6e7f";
  const out = render(
    served("merge_request.state_events"),
    reply([event({ resource_type: "MergeRequest", state: "merged", source_commit: sha })]),
    { project_id: "acme/web", merge_request_iid: 318 },
  );
  assertEquals(rows(out.text), ["- [merged] · created_at: 2018-08-20 13:38Z · user: @root · source_commit: 0d5f8a1c"]);
  assertEquals((out.structured.items as Array<Record<string, unknown>>)[0]!.source_commit, sha);
});

Deno.test("resource events: a milestone event names the milestone by title, not its whole object", () => {
  const milestone = { id: 61, iid: 9, project_id: 7, title: "16.0", description: "Ipsum Lorem", state: "active" };
  const out = render(served("issue.milestone_events"), reply([event({ milestone, action: "add" })]), params);
  assertEquals(rows(out.text), ["- created_at: 2018-08-20 13:38Z · user: @root · action: add · milestone: 16.0"]);
  assert(!out.text.includes("Ipsum"), out.text);
});

Deno.test("resource events: lists only, so a single event's ID is refused; an MR row wants merge_request_iid", () => {
  assert.throws(
    () => validateParams(served("issue.label_events"), { ...params, resource_label_event_id: 142 }),
    /unknown param "resource_label_event_id"/,
  );
  assert.throws(() => validateParams(served("merge_request.state_events"), params), /merge_request_iid/);
});

Deno.test("resource events: history questions find them; changing labels, comments and activity find their own rows", () => {
  const top = (q: string) => searchActions(SERVED_ACTIONS, q, 3)[0]?.action.id;
  const cases: Array<[string, string]> = [
    ["who added the bug label to #42?", "issue.label_events"],
    ["who removed ~wip from !318?", "merge_request.label_events"],
    ["add the ~needs-review label to !318", "merge_request.update"],
    ["remove the ~bug label from #42", "issue.update"],
    ["when did #42 move to milestone 16.0?", "issue.milestone_events"],
    ["put #42 on milestone 16.0", "issue.update"],
    ["state history of !318", "merge_request.state_events"],
    ["exact time MR !12 in docs-site was merged", "merge_request.state_events"],
    ["show comments on #42", "issue.note_list"],
    ["what happened in acme/web yesterday?", "event.list_project"],
  ];
  assertEquals(cases.filter(([q, id]) => top(q) !== id).map(([q, id]) => `${q} → ${top(q)} (want ${id})`), []);
});
