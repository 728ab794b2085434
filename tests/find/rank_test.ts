/** find_action's ranker: typo tolerance within bounds, length bounds, determinism, exact and named IDs. */
import assert from "node:assert/strict";
import { SERVED_ACTIONS } from "../../src/surfaces/inventory.ts";
import { FUZZY_WORD_MAX, isLowConfidence, searchActions, STORED_MODEL } from "../../src/find/rank.ts";
import { buildIndex } from "../../src/find/index.ts";
import { QUERY_MAX } from "../../src/text/bounds.ts";

const top = (q: string) => searchActions(SERVED_ACTIONS, q, 3)[0]?.action.id;

Deno.test("find: the fuzzy word cap is above every index word, so it cannot change a ranking", () => {
  const longest = Math.max(...[...buildIndex(SERVED_ACTIONS, STORED_MODEL).postings.keys()].map((w) => w.length));
  assert.ok(FUZZY_WORD_MAX > longest + 1, `longest index word is ${longest}`);
});

Deno.test("find: a word one edit away ranks the intended action", () => {
  assert.equal(top("delte branch"), "branch.delete");
  assert(searchActions(SERVED_ACTIONS, "pipline list", 3).some((h) => h.action.id === "pipeline.list"));
});

Deno.test("find: a long query word costs little and changes nothing", () => {
  const long = "mergerequest".repeat(10_000);
  const started = performance.now();
  const hits = searchActions(SERVED_ACTIONS, `list tags ${long}`, 5);
  assert.ok(performance.now() - started < 1000, "bounded");
  assert.deepEqual(hits.map((h) => h.action.id), searchActions(SERVED_ACTIONS, "list tags", 5).map((h) => h.action.id));
});

Deno.test("find: an exact action ID, or one named in the request, comes first", () => {
  assert.equal(top("tag.delete"), "tag.delete");
  assert.equal(top("please run issue.note_list on #4"), "issue.note_list");
  assert.equal(isLowConfidence(searchActions(SERVED_ACTIONS, "tag.delete", 3)), false);
});

Deno.test("find: ranking is deterministic, ties broken by ID", () => {
  for (const q of ["list", "merge !318", "delete", "show me stuff", "pipeline"]) {
    const a = searchActions(SERVED_ACTIONS, q, 20).map((h) => `${h.action.id}:${h.score}`);
    const b = searchActions([...SERVED_ACTIONS], q, 20).map((h) => `${h.action.id}:${h.score}`);
    assert.deepEqual(a, b, q);
    const hits = searchActions(SERVED_ACTIONS, q, 20);
    for (let i = 1; i < hits.length; i++) {
      const [x, y] = [hits[i - 1]!, hits[i]!];
      assert(x.score > y.score || (x.score === y.score && x.action.id < y.action.id), `${q}: order at ${i}`);
    }
  }
});

Deno.test("find: nonsense matches nothing and is low confidence", () => {
  assert.deepEqual(searchActions(SERVED_ACTIONS, "zzzz qqqq", 5), []);
  assert.equal(isLowConfidence([]), true);
});

Deno.test("find: every action is the top hit for at least one of its own examples", () => {
  const without: string[] = [];
  for (const a of SERVED_ACTIONS) {
    assert(a.examples.length >= 8, `${a.id} has ${a.examples.length} examples`);
    if (!a.examples.some((e) => top(e) === a.id)) without.push(a.id);
  }
  assert.deepEqual(without, []);
});

Deno.test("find: the requests the issue reported as going wrong", () => {
  const cases: Array<[string, string]> = [
    ["what branches exist in the web repo?", "branch.list"],
    ["merge !318", "merge_request.merge"],
    ["ls src/components on main", "repository.tree"],
    ["open issues for the whole platform group", "issue.list_group"],
    ["!318 status", "merge_request.get"],
  ];
  const wrong = cases.filter(([q, id]) => top(q) !== id).map(([q, id]) => `${q} → ${top(q)} (want ${id})`);
  assert.deepEqual(wrong, []);
});

Deno.test("find: a numbered object, a variable key and round-two words rank the intended action", () => {
  const cases: Array<[string, string]> = [
    ["who ran deployment 77 in acme/shop", "deployment.get"],
    ["kill job 99, it hangs", "job.cancel"],
    ["delete NPM_TOKEN from acme/web's CI variables", "variable.delete"],
    ["env vars of acme/shop", "variable.list"],
  ];
  const wrong = cases.filter(([q, id]) => top(q) !== id).map(([q, id]) => `${q} → ${top(q)} (want ${id})`);
  assert.deepEqual(wrong, []);
});

Deno.test("find: 'when was … merged', 'who closed …' ask for the history, not for the act", () => {
  assert.equal(top("when was !318 merged?"), "merge_request.state_events");
  assert.equal(top("who closed #42?"), "issue.state_events");
  assert.equal(top("when was ticket #77 reopened?"), "issue.state_events");
  assert.equal(top("who approved !318"), "merge_request.approvals");
  // The act itself still wins when asked for.
  assert.equal(top("merge !318"), "merge_request.merge");
  assert.equal(top("close #42"), "issue.close");
});

Deno.test("find: after did/has/have a verb says what happened, so the question reads the state", () => {
  assert.equal(top("did anyone approve !318 in acme/web yet?"), "merge_request.approvals");
  assert.equal(top("approve !318 in acme/web"), "merge_request.approve");
});

Deno.test("find: undoing an act is its reverse action", () => {
  assert.equal(top("un-close #77 in acme/web"), "issue.reopen");
  assert.equal(top("undo closing ticket #12"), "issue.reopen");
  assert.equal(top("undo protecting tag v1.0 in acme/web"), "tag.unprotect");
  assert.equal(top("revert commit 4e1c9ab in acme/web"), "repository.commit_revert");
});

Deno.test("find: adding or removing a label on an issue or merge request updates it", () => {
  assert.equal(top("remove ~needs-triage from web#128"), "issue.update");
  assert.equal(top("add ~bug to !318"), "merge_request.update");
  // Without an issue or merge request, the label itself is what goes.
  assert.equal(top("delete the label ~stale in acme/web"), "project.label_delete");
});

Deno.test("find: 'is … protected?' reads protection, not protects; a past verb in a question gives way to the next verb", () => {
  // tag.get answers it from the tag's `protected` field (its own example says so); the rule, when named exactly.
  assert.ok(["tag.get", "tag.get_protected"].includes(top("is tag v3.1.0 protected?")!));
  assert.equal(top("which tags are protected?"), "tag.list_protected");
  assert.equal(top("protect tag v*"), "tag.protect");
  assert.equal(top("I created milestone 12 by mistake in acme/web, can you delete it?"), "project.milestone_delete");
});

Deno.test("find: :emoji: and 👍 name a reaction; 'make … private' changes a thing, 'make a …' creates one", () => {
  assert.equal(top("add :tada: to #42"), "emoji.issue_add");
  assert.equal(top("undo my 👍 on !318"), "emoji.mr_remove");
  assert.equal(top("make group acme/labs private"), "group.update");
  assert.equal(top("make a new group"), "group.create");
});

Deno.test("find: 'closed' in issues_closed describes the issues, so 'close !318' closes the merge request", () => {
  assert.equal(top("close !318"), "merge_request.update");
  assert.equal(top("delete merged branches"), "branch.delete_merged");
});

Deno.test("find: a verb in the past describes what is listed, it is not what to do", () => {
  assert.equal(top("MRs merged by @bob in acme/web"), "merge_request.list");
  assert.equal(top("releases published in acme/web this year"), "release.list");
});

Deno.test("find: a neighbour the request rules out does not win", () => {
  assert.equal(
    top("set a 3h time estimate on !77 in acme/web, on the MR itself and not the issue"),
    "merge_request.time_estimate_set",
  );
  assert.equal(top("close milestone %v2 in acme/web, not the issues in it"), "project.milestone_update");
});

Deno.test("find: 'take … off' removes from the thing, 'out of draft' marks the MR ready", () => {
  assert.equal(top("take ~wontfix off #77 in acme/api"), "issue.update");
  assert.equal(top("can you take !52 in acme/web out of draft"), "merge_request.update");
});

Deno.test("find: what follows a leading question does not outweigh it", () => {
  assert.equal(top("who are the members of acme/api? I need to add a reviewer to my MR"), "project.members");
  assert.equal(top("what branches exist in acme/web? I need to delete the stale ones later"), "branch.list");
});

Deno.test("find: a request past the length bound is ranked on its first QUERY_MAX characters only", () => {
  const head = "merge requests of acme/web".padEnd(QUERY_MAX, " ");
  const tail = `${"x ".repeat(2_000_000)} which tags are protected?`;
  const scores = (q: string) => searchActions(SERVED_ACTIONS, q, 5).map((h) => [h.action.id, h.score]);
  assert.deepEqual(scores(head + tail), scores(head));
});
