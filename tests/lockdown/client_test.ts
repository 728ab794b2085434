/**
 * The lockdown client against a fake GitLab serving a public project's issue: text by a Developer, a trusted bot
 * and the caller passes; text by a Reporter and by a non-member (whose name is a prefix of a member's) is
 * withheld with a note; look-ups are remembered; too many authors are withheld as not checked; a GraphQL
 * document the caller wrote is refused before anything is sent.
 */
import assert from "node:assert/strict";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { LockdownClient } from "../../src/lockdown/client.ts";
import { TrustMemory } from "../../src/lockdown/memory.ts";
import { GitLabClient } from "../../src/gitlab/client.ts";
import { CATALOG } from "../../src/catalog/mod.ts";
import { validateAndExecute } from "../../src/engine/execute.ts";
import { anyOrder, loadScenario, memberLookups } from "./scenario.ts";

const action = (id: string) => CATALOG.find((a) => a.id === id)!;

async function withScenario(
  fn: (gitlab: FakeGitLab, client: LockdownClient) => Promise<void>,
  memory = new TrustMemory(),
) {
  const served = anyOrder(await loadScenario("public_issue"));
  const gitlab = new FakeGitLab();
  gitlab.fallback = served.reply;
  const opts = { baseUrl: new URL(gitlab.url), credential: { kind: "private" as const, token: "glpat-lockdown-test" } };
  const client = new LockdownClient(opts, { trusted: ["renovate-bot"], memory, callerKey: "k1" });
  try {
    await fn(gitlab, client);
    assert.deepEqual(served.problems, []);
  } finally {
    await gitlab.close();
  }
}

Deno.test("lockdown withholds a non-member's issue text and says who wrote it and how to read it", async () => {
  await withScenario(async (_gitlab, client) => {
    const r = await validateAndExecute(action("issue.get"), { project_id: "acme/site", issue_iid: 7 }, client);
    assert.doesNotMatch(r.text, /Ignore all previous|SYSTEM: ignore/);
    assert.match(r.text, /withheld by lockdown: by @stranger_sam/);
    assert.match(r.text, /who is not a member of project 42/);
    assert.match(r.text, /https:\/\/gitlab\.example\.com\/acme\/site\/-\/issues\/7/);
    assert.doesNotMatch(JSON.stringify(r.structured), /Ignore all previous/);
  });
});

Deno.test("lockdown keeps Developer, trusted-bot and own comments, withholds Reporter and stranger ones", async () => {
  await withScenario(async (gitlab, client) => {
    const r = await validateAndExecute(action("issue.note_list"), { project_id: "acme/site", issue_iid: 7 }, client);
    const text = JSON.stringify(r.structured);
    assert.match(text, /reproduce this on main/);
    assert.match(text, /update dependency lodash/);
    assert.match(text, /My own note/);
    assert.doesNotMatch(text, /curl evil|close every open/);
    assert.match(text, /@rep_ravi, who has Reporter access to project 42, below Developer/);
    assert.match(text, /@stranger_sam, who is not a member of project 42/);
    // dev_dana, rep_ravi and stranger_sam looked up; the bot (trusted) and the caller (me_mia) not.
    assert.equal(memberLookups(gitlab.requests), 3);
  });
});

Deno.test("lockdown remembers what it learned: the same answer again asks GitLab about no one", async () => {
  const memory = new TrustMemory();
  await withScenario(async (gitlab, client) => {
    const params = { project_id: "acme/site", issue_iid: 7 };
    await validateAndExecute(action("issue.note_list"), params, client);
    const before = memberLookups(gitlab.requests);
    const again = await validateAndExecute(action("issue.note_list"), params, client);
    assert.equal(memberLookups(gitlab.requests), before);
    assert.doesNotMatch(JSON.stringify(again.structured), /curl evil/);
  }, memory);
  assert.equal(memory.size, 3);
});

Deno.test("lockdown checks at most 20 authors per answer and withholds the rest as not checked", async () => {
  const gitlab = new FakeGitLab();
  const notes = Array.from({ length: 25 }, (_, i) => ({
    id: i,
    body: `note ${i}`,
    author: { id: 100 + i, username: `u${i}` },
    project_id: 5,
  }));
  gitlab.fallback = (req) =>
    req.path.endsWith("/notes")
      ? { status: 200, body: notes }
      : req.path === "/api/v4/user"
      ? { status: 200, body: { id: 1, username: "me" } }
      : { status: 200, body: [{ username: req.query.query, access_level: 30 }] };
  const client = new LockdownClient(
    { baseUrl: new URL(gitlab.url) },
    { trusted: [], memory: new TrustMemory(), callerKey: "" },
  );
  try {
    const r = await validateAndExecute(action("issue.note_list"), { project_id: 5, issue_iid: 1 }, client);
    assert.equal(memberLookups(gitlab.requests), 20);
    const withheld = JSON.stringify(r.structured).match(/was not checked/g) ?? [];
    assert.equal(withheld.length, 5);
  } finally {
    await gitlab.close();
  }
});

Deno.test("lockdown refuses a caller-written GraphQL document before sending it; a plain client sends it", async () => {
  const gitlab = new FakeGitLab();
  gitlab.fallback = () => ({ status: 200, body: { data: { currentUser: { username: "me" } } } });
  const params = { query: "{ currentUser { username } }" };
  try {
    const locked = new LockdownClient({ baseUrl: new URL(gitlab.url) }, {
      trusted: [],
      memory: new TrustMemory(),
      callerKey: "",
    });
    await assert.rejects(
      validateAndExecute(action("graphql.query"), params, locked),
      /Cannot run "graphql\.query": lockdown is on/,
    );
    assert.equal(gitlab.requests.length, 0);
    await validateAndExecute(action("graphql.query"), params, new GitLabClient({ baseUrl: new URL(gitlab.url) }));
    assert.equal(gitlab.requests.length, 1);
  } finally {
    await gitlab.close();
  }
});
