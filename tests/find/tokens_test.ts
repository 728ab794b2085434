/** GitLab shorthand becomes typed reference terms; words go through the vocabulary and the stemmer. */
import assert from "node:assert/strict";
import { requestTerms, termList, terms } from "../../src/find/tokens.ts";
import { stem } from "../../src/find/vocabulary.ts";

const has = (text: string, ...want: string[]) => {
  const got = termList(text);
  for (const w of want.map((w) => w.startsWith("ref:") ? w : stem(w))) {
    assert(got.includes(w), `${text}: ${w} not in ${got.join(" ")}`);
  }
};

Deno.test("shorthand: !n, #n, ~label, %milestone, @user, job n, pipeline n", () => {
  has("merge !318", "ref:mr", "mergerequest", "merg");
  has("web#128 details", "ref:issue", "issue");
  has("close #42", "ref:issue");
  has('add ~"needs triage" and ~p1', "ref:label");
  has('issues in %"v2.0"', "ref:milestone");
  has("assign @bob.smith", "ref:user");
  has("logs of job 123", "ref:job", "trace");
  has("retry pipeline #456", "ref:pipeline");
});

Deno.test("shorthand: URLs by their /-/ section, file paths, SHAs, versions, group/project paths", () => {
  has("https://gitlab.example.com/grp/app/-/merge_requests/12", "ref:mr");
  has("https://gitlab.example.com/acme/infra/-/pipelines/98765", "ref:pipeline");
  has("https://gitlab.example.com/acme/web/-/blob/main/src/a.ts", "ref:path", "file");
  has("blame src/app/main.ts", "ref:path");
  has("what's in .gitlab-ci.yml", "ref:path");
  has("cherry-pick 3f2a9c1 onto stable", "ref:sha");
  has("release notes for v1.4.2", "ref:version");
  has("star acme/web for me", "ref:project");
  assert(!termList("a 1234567 number").includes("ref:sha"), "digits only are not a SHA");
});

Deno.test("vocabulary: PR, repo, org, workflow, build log, cron, collaborators, ticket", () => {
  has("open PRs", "mergerequest");
  has("pull request", "mergerequest");
  has("repo settings", "project");
  has("org members", "group");
  has("failed workflow run", "pipeline");
  has("build log of the deploy", "trace");
  has("nightly cron", "schedule");
  has("add collaborators", "member");
  has("file a ticket", "issue");
});

Deno.test("stemmer: inflections meet", () => {
  for (
    const [a, b] of [["merged", "merge"], ["branches", "branch"], ["closing", "close"], ["policies", "policy"], [
      "deleted",
      "delete",
    ], ["issues", "issue"]]
  ) {
    assert.equal(stem(a!), stem(b!), `${a} vs ${b}`);
  }
});

Deno.test("shorthand: a numbered word names one object; project!n is an MR; SNAKE_CASE is a variable key", () => {
  has("show deployment 5567", "ref:deployment", "deployment");
  has("milestone id 87", "ref:milestone");
  has("stop env #881", "ref:environment");
  has("close #42", "ref:issue");
  has("what did people say on web!42", "ref:mr", "mergerequest");
  has("is SENTRY_DSN masked?", "ref:key");
  assert(!termList("is sentry_dsn masked?").includes("ref:key"), "only upper case reads as a key");
  assert(!termList("deployment 5567").includes("5567"), "a bare number is not a word");
});

Deno.test("vocabulary: CI/CD variables, environments, cancel, scope words", () => {
  has("env vars of acme/web", "variable");
  has("repo secrets", "variable");
  has("stop the staging env", "environment");
  has("kill job 12", "cancel");
  has("my issues everywhere", "all", "global");
});

Deno.test("shorthand: $n is a snippet, :name: and emoji characters a reaction; newest is latest", () => {
  has("read me $12 from platform/infra", "ref:snippet", "snippet");
  has("acme/web$3", "ref:snippet");
  has("add :tada: to #42", "emoji");
  has("👍 !318", "emoji");
  has("the newest release", "latest");
});

Deno.test("shorthand: the word in 'the payments repo' is a name and counts little; 'repo' still counts", async () => {
  const { terms } = await import("../../src/find/tokens.ts");
  const t = terms("close the milestone in the payments repo");
  const weight = (w: string) => t.find((x) => x.term === stem(w))?.weight ?? 0;
  assert(weight("payments") > 0 && weight("payments") < 0.5, JSON.stringify(t));
  assert.equal(weight("milestone"), 1);
  assert(t.some((x) => x.term === stem("project")), JSON.stringify(t));
});

Deno.test("tokens: words and URL sections that are Object.prototype's keys are plain words", () => {
  for (
    const q of [
      "constructor",
      "toString the __proto__",
      "hasOwnProperty valueOf",
      "https://gitlab.example.com/a/b/-/constructor",
    ]
  ) {
    assert.ok(Array.isArray(termList(q)), q);
  }
  assert.deepEqual(termList("https://gitlab.example.com/a/b/-/constructor"), ["ref:project"]);
});

Deno.test("tokens: what a request rules out does not count ('not the subgroups', 'don't delete it')", () => {
  const got = termList("projects of the data group, not the subgroups; don't delete anything");
  for (const gone of ["subgroup", "delete"].map(stem)) assert.ok(!got.includes(gone), `${gone} in ${got}`);
  assert.ok(got.includes(stem("projects")) && got.includes(stem("group")));
});

Deno.test("tokens: a phrasal verb reads as what it means ('take ~bug off #12', 'take !4 out of draft')", () => {
  const [remove] = termList("remove");
  const off = termList("take ~needs-triage off #412 in web/docs");
  assert.ok(off.includes(remove!) && !off.includes(stem("take")), `${off}`);
  const out = termList("take 3fa91c2e back out of !318");
  assert.ok(out.includes(remove!) && !out.includes(stem("take")), `${out}`);
  const draft = termList("take it out of draft");
  assert.ok(draft.includes(stem("ready")) && !draft.includes(stem("draft")), `${draft}`);
  assert.ok(termList("take ownership of schedule 31").includes(stem("take")));
  assert.ok(!termList("take a look at jobs out of curiosity").includes(remove!));
});

Deno.test("tokens: in a request, what follows a leading question is context and counts half", () => {
  const weightOf = (ts: Array<{ term: string; weight: number }>, t: string) => ts.find((x) => x.term === t)?.weight;
  const got = requestTerms(
    "Which milestones are open in acme/web? I need one for a new ticket https://x.test/a/b/-/issues/7",
  );
  assert.equal(weightOf(got, stem("milestones")), 1);
  assert.equal(weightOf(got, stem("issue")), 0.45); // "ticket" → issue at 0.9, halved
  assert.equal(weightOf(got, "ref:issue"), weightOf(terms("#7"), "ref:issue")); // references keep their weight
  // Index texts are read whole, and so is a request with no question first.
  assert.equal(weightOf(terms("Which milestones? I need one for a ticket"), stem("issue")), 0.9);
  assert.deepEqual(requestTerms("new ticket for acme/web"), terms("new ticket for acme/web"));
});

Deno.test("tokens: 'make sure' asks for nothing to be made; 'kept' is keep", () => {
  const got = termList("make sure the artifacts of job 5 are kept");
  assert.ok(got.includes(stem("keep")) && !got.includes(stem("create")), `${got}`);
});

Deno.test("tokens: quoted text is what to write, so its words count as a name; references in it still count", () => {
  const weightOf = (q: string, t: string) => requestTerms(q).find((x) => x.term === stem(t))?.weight ?? 0;
  const quoted = "create an issue in acme/web titled 'delete button broken'";
  assert.ok(weightOf(quoted, "delete") < 1, `${requestTerms(quoted).map((t) => `${t.term}:${t.weight}`)}`);
  assert.ok(termList("comment 'see #12' on !4").includes("ref:issue"));
  // An apostrophe is not a quote: "it's" and "we're" leave the words after them alone.
  assert.equal(weightOf("it's time to delete the branch, we're done", "delete"), 1);
});

Deno.test("tokens: 'open a', 'drop a' make one; 'kick X off' and 'boot X out of' remove; 'kick off' runs", () => {
  const [create, add, remove, run] = ["create", "add", "remove", "run"].map((w) => termList(w)[0]!);
  assert.ok(termList("open a ticket for the crash").includes(create!));
  assert.ok(!termList("open the MR in acme/web").includes(create!));
  assert.ok(termList("drop a note on !19").includes(add!));
  assert.ok(termList("kick @eve off the project").includes(remove!));
  assert.ok(termList("boot @eve out of the group").includes(remove!));
  const kickOff = termList("kick off a pipeline on main");
  assert.ok(kickOff.includes(run!) && !kickOff.includes(remove!), `${kickOff}`);
});

Deno.test("shorthand: a trailing slash names a directory, README and LICENSE are files, 'work item 5' a work item by IID", () => {
  has("list charts/ on main", "ref:path", "tree");
  assert.ok(!termList("list charts/ on main").includes("ref:project"));
  has("show the README of acme/web", "ref:path", "file");
  has("open merge request 12 in acme/web", "ref:mr");
  has("work item 5 in acme/web", "workitem", "ref:issue");
});

Deno.test("tokens: a variable key's words name the variable, they are not what is asked for", () => {
  const weightOf = (q: string, t: string) => requestTerms(q).find((x) => x.term === stem(t))?.weight ?? 0;
  const q = "update the CI variable DEPLOY_ACCESS_TOKEN in acme/web";
  assert.ok(weightOf(q, "token") > 0 && weightOf(q, "token") < 1, `${requestTerms(q).map((t) => t.term)}`);
  assert.equal(weightOf(q, "variable"), 1);
  has(q, "ref:key");
});

Deno.test("tokens: filters, differences, settings and filing read as what they mean", () => {
  has("tags starting with v2 in acme/web", "search");
  has("what's on develop that hasn't made it into main", "compare");
  has("from now on only allow merging when the pipeline passes", "update", "setting");
  has("whenever a job fails, call https://hooks.example.test/ci", "hook", "create");
  has("what did ppl say on !7", "note");
  has("everything @dana filed this week", "issue");
  assert.ok(!termList("show the file I changed").includes(stem("issue")));
});

Deno.test("command line: -g names a group, --all-projects any project, --name=value its words; glab and gh drop", () => {
  has("issues -g acme/platform --state=opened", "group", "state", "open");
  has("glab mr list --reviewer=@me --all-projects", "reviewer", "ref:user", "all", "global");
  const got = termList("glab ci view -R acme/web");
  assert.ok(!got.includes("glab") && got.includes("ref:project"), `${got}`);
  // -a is glab's assignee: it names no scope.
  assert.ok(!termList("issues -a @me").includes(stem("global")));
});

Deno.test("shorthand: 'mr 12' and 'pr 12' name a merge request, 'trace 4411' a job; protection taken away unprotects", () => {
  has("mr 12 approve", "ref:mr");
  has("pr 7 in acme/web", "ref:mr");
  has("glab ci trace 4411", "ref:job");
  has("take away the protection of release/* in acme/web", "unprotect");
  has("relaunch pipeline 90211", "retry");
  has("put the label ~bug to the issue 12", "update");
});
