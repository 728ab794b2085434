import assert from "node:assert/strict";
import { askedAndContext } from "../../src/find/clauses.ts";
import { searchActions } from "../../src/find/rank.ts";
import { SERVED_ACTIONS } from "../../src/surfaces/inventory.ts";

Deno.test("clauses: the plan around the step is context, the step is asked", () => {
  const cases: [string, string, string][] = [
    [
      "comment on #318 saying it shipped, then I'll close it",
      "comment on #318 saying it shipped",
      "then I'll close it",
    ],
    [
      "cut hotfix/2.1 off v2.0; the next step cherry-picks a1b2c3d",
      "cut hotfix/2.1 off v2.0",
      "the next step cherry-picks a1b2c3d",
    ],
    ["read the notes on #85 before I close it", "read the notes on #85", "before I close it"],
    [
      "approve !412; I already checked every thread is resolved",
      "approve !412",
      "I already checked every thread is resolved",
    ],
  ];
  for (const [q, asked, context] of cases) {
    const got = askedAndContext(q);
    assert.deepEqual([got.asked, got.context], [asked, context], q);
    assert(got.weight < 1);
  }
  assert.deepEqual(
    askedAndContext("close #12; it's a duplicate").context,
    "",
    "a reason that is not a plan stays asked",
  );
  assert.equal(askedAndContext("Which milestones are open? I need one for a ticket.").weight, 0.5);
});

Deno.test("clauses: an agent's step ranks above the step it mentions next", () => {
  const top = (q: string) => searchActions(SERVED_ACTIONS, q, 3)[0]?.action.id;
  assert.equal(top("read the comment history on work item #85 in acme/okrs before I close it"), "work_item.note_list");
  assert.equal(top("Tags in mobile/ios-app starting with v3. — to find the last release tag."), "tag.list");
});
