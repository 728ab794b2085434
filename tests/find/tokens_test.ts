/** GitLab shorthand becomes typed reference terms; words go through the vocabulary and the stemmer. */
import assert from "node:assert/strict";
import { termList } from "../../src/find/tokens.ts";
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
