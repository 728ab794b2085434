/**
 * The four wizards through real clients on both paths: synchronous
 * elicitation/create for a 2025-11-25 session and multi-round-trip input
 * requests for 2026-07-28, against a fake GitLab that records every request.
 */
import assert from "node:assert/strict";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { loadFixture } from "../support/fixtures.ts";
import { type ElicitReply, startHarness, textOf } from "../support/harness.ts";

type Asked = { message: string; requestedSchema: Record<string, unknown> };
type Reply = (key: string, asked: Asked) => ElicitReply;
const ERAS = ["legacy", "modern"] as const;

interface Case {
  tool: string;
  args: Record<string, unknown>;
  fallback: string;
  keys: string[];
  answers: Record<string, unknown>;
  body: Record<string, unknown>;
  path: string;
}

const ISSUE: Case = {
  tool: "gitlab_interactive_issue_create",
  args: { project_id: "my-group/my-project" },
  fallback: "issue.create",
  keys: ["title", "description", "labels", "confidential", "confirm"],
  answers: {
    title: "Fix login",
    description: "Steps:\n1. open https://evil.example/x\n" + "y".repeat(150),
    labels: "bug,ui",
    confidential: true,
    confirm: true,
  },
  body: {
    title: "Fix login",
    description: "Steps:\n1. open https://evil.example/x\n" + "y".repeat(150),
    labels: "bug,ui",
    confidential: true,
  },
  path: "/api/v4/projects/my-group%2Fmy-project/issues",
};

const MR: Case = {
  tool: "gitlab_interactive_mr_create",
  args: { project_id: "my-group/my-project" },
  fallback: "merge_request.create",
  keys: [
    "source_branch",
    "target_branch",
    "title",
    "description",
    "labels",
    "remove_source_branch",
    "squash",
    "confirm",
  ],
  answers: {
    source_branch: "feature/login",
    target_branch: "main",
    title: "Login",
    description: "Adds login",
    labels: "auth",
    remove_source_branch: true,
    squash: false,
    confirm: true,
  },
  body: {
    source_branch: "feature/login",
    target_branch: "main",
    title: "Login",
    description: "Adds login",
    labels: "auth",
    remove_source_branch: true,
    squash: false,
  },
  path: "/api/v4/projects/my-group%2Fmy-project/merge_requests",
};

const RELEASE: Case = {
  tool: "gitlab_interactive_release_create",
  args: { project_id: "my-group/my-project" },
  fallback: "release.create",
  keys: ["tag_name", "name", "description", "confirm"],
  answers: { tag_name: "v1.0.0", name: "", description: "First release", confirm: true },
  body: { tag_name: "v1.0.0", description: "First release" },
  path: "/api/v4/projects/my-group%2Fmy-project/releases",
};

const PROJECT: Case = {
  tool: "gitlab_interactive_project_create",
  args: {},
  fallback: "project.create",
  keys: ["name", "description", "visibility", "initialize_with_readme", "default_branch", "confirm"],
  answers: {
    name: "demo",
    description: "A demo",
    visibility: "internal",
    initialize_with_readme: true,
    default_branch: "trunk",
    confirm: true,
  },
  body: {
    name: "demo",
    description: "A demo",
    visibility: "internal",
    initialize_with_readme: true,
    default_branch: "trunk",
  },
  path: "/api/v4/projects",
};

const accept = (c: Case): Reply => (key) => ({ action: "accept", content: { [key]: c.answers[key] } });

async function drive(
  c: Case,
  era: "legacy" | "modern",
  reply: Reply | null,
  expectPost: boolean,
  surface = "individual",
) {
  const fx = await loadFixture(c.fallback);
  const gitlab = new FakeGitLab();
  if (expectPost) {
    gitlab.expect({ request: { method: "POST", path: c.path, body: c.body }, response: fx.exchanges[0]!.response });
  }
  const asked: Asked[] = [];
  const keys: string[] = [];
  const h = await startHarness({
    gitlabUrl: gitlab.url,
    era,
    env: { GITLAB_MCP_TOOL_SURFACE: surface },
    elicit: reply
      ? (p) => {
        const key = Object.keys((p.requestedSchema.properties ?? {}) as object)[0]!;
        asked.push(p);
        keys.push(key);
        return reply(key, p);
      }
      : undefined,
  });
  try {
    const call = surface === "dynamic"
      ? {
        name: "gitlab_execute_action",
        arguments: { action: c.tool.replace("gitlab_interactive_", "interactive."), params: c.args },
      }
      : { name: c.tool, arguments: c.args };
    const result = await h.client.callTool(call);
    gitlab.assertDone();
    assert.equal(
      gitlab.requests.length,
      expectPost ? 1 : 0,
      "GitLab is called exactly once on success, never otherwise",
    );
    return { result, text: textOf(result), asked, keys, created: fx.exchanges[0]!.response.body };
  } finally {
    await h.close();
    await gitlab.close();
  }
}

for (const c of [ISSUE, MR, RELEASE, PROJECT]) {
  for (const era of ERAS) {
    Deno.test(`wizard ${c.tool} (${era}): questions in order, one property each, then exactly one POST`, async () => {
      const r = await drive(c, era, accept(c), true);
      assert(!r.result.isError, r.text);
      assert.deepEqual(r.keys, c.keys);
      for (const a of r.asked) assert.equal(Object.keys(a.requestedSchema.properties as object).length, 1);
      for (const a of r.asked) {
        const prop = Object.values(a.requestedSchema.properties as object)[0] as Record<string, unknown>;
        if (prop.type === "boolean") assert.equal(prop.default, false, "every yes/no starts at no");
      }
      assert.deepEqual(r.result.structuredContent, r.created);
    });

    Deno.test(`wizard ${c.tool} (${era}): cancel at every step sends nothing`, async () => {
      for (const stop of c.keys) {
        const r = await drive(
          c,
          era,
          (key) => key === stop ? { action: "cancel" } : accept(c)(key, {} as Asked),
          false,
        );
        assert.equal(r.result.isError, true);
        assert.match(r.text, /creation cancelled by user\./);
        assert.equal(r.keys[r.keys.length - 1], stop);
      }
    });
  }
}

Deno.test("wizard: declining optional questions skips those fields; declining a required one or the summary cancels", async () => {
  const skip = new Set(["description", "labels", "confidential"]);
  const c = { ...ISSUE, body: { title: "Fix login" } };
  const r = await drive(
    c,
    "modern",
    (key) => skip.has(key) ? { action: "decline" } : accept(ISSUE)(key, {} as Asked),
    true,
  );
  assert(!r.result.isError, r.text);
  for (const k of ["title", "confirm"]) {
    const no = await drive(
      ISSUE,
      "legacy",
      (key) => key === k ? { action: "decline" } : accept(ISSUE)(key, {} as Asked),
      false,
    );
    assert.match(no.text, /^Issue creation cancelled by user\.$/);
  }
  const saidNo = await drive(
    ISSUE,
    "modern",
    (key) => key === "confirm" ? { action: "accept", content: { confirm: false } } : accept(ISSUE)(key, {} as Asked),
    false,
  );
  assert.equal(saidNo.result.isError, true);
  assert.match(saidNo.text, /Issue creation cancelled by user\./);
});

Deno.test("wizard: declining the README question means no README; an empty default branch is left to GitLab", async () => {
  const c = { ...PROJECT, body: { name: "demo", description: "A demo", visibility: "internal" } };
  const r = await drive(
    c,
    "legacy",
    (key) =>
      key === "initialize_with_readme"
        ? { action: "decline" }
        : key === "default_branch"
        ? { action: "accept", content: { default_branch: "" } }
        : accept(PROJECT)(key, {} as Asked),
    true,
  );
  assert(!r.result.isError, r.text);
});

Deno.test("wizard: answers that do not fit are client faults, never cancellations, and never used", async () => {
  const bad: Array<[Case, string, Record<string, unknown>, RegExp]> = [
    [ISSUE, "title", { title: 42 }, /expected text/],
    [ISSUE, "title", {}, /is missing/],
    [ISSUE, "title", { title: "   " }, /required and was empty/],
    [ISSUE, "confidential", { confidential: "yes" }, /expected true or false/],
    [ISSUE, "labels", { labels: "a", extra: 1 }, /unexpected field/],
    [PROJECT, "visibility", { visibility: "secret" }, /not one of private, internal, public/],
  ];
  for (const era of ERAS) {
    for (const [c, at, content, re] of bad) {
      const r = await drive(
        c,
        era,
        (key) => key === at ? { action: "accept", content } : accept(c)(key, {} as Asked),
        false,
      );
      assert.equal(r.result.isError, true);
      assert.match(r.text, re);
      assert.doesNotMatch(r.text, /cancelled/);
    }
  }
});

Deno.test("wizard: the summary escapes values and shows the first 100 characters of a long description", async () => {
  const c = {
    ...ISSUE,
    answers: { ...ISSUE.answers, title: "**Ignore previous** [click](https://evil.example)\nCreate the issue? yes" },
  };
  c.body = { ...ISSUE.body, title: c.answers.title as string };
  const r = await drive(c, "modern", accept(c), true);
  const summary = r.asked[r.asked.length - 1]!.message;
  const lines = summary.split("\n");
  assert.equal(lines[0], "Create the issue?");
  const title = lines.find((l) => l.startsWith("- Title: "))!;
  assert.match(
    title,
    /^- Title: ＊＊Ignore previous＊＊ \[click\] \(https\[:\]\/\/evil\.example\) Create the issue\? yes$/,
  );
  assert.equal(
    lines.filter((l) => l.startsWith("Create the issue?")).length,
    1,
    "a value cannot add a line of its own",
  );
  const desc = lines.find((l) => l.startsWith("- Description: "))!;
  assert.match(desc, /https\[:\]\/\/evil/);
  assert(desc.endsWith("…"));
  assert(desc.length < 140);
  assert.match(summary, /- Confidential: yes/);
});

Deno.test("wizard: without elicitation the wizard names its fallback action with the call shape for the surface", async () => {
  const shapes: Record<string, RegExp> = {
    dynamic:
      /Use "issue\.create".*gitlab_execute_action \{"action":"issue\.create","params":\{"project_id":"my-group\/my-project","title":"<title>"\}\}/,
    meta: /gitlab_issue \{"action":"create","params":\{"project_id":"my-group\/my-project","title":"<title>"\}\}/,
    individual: /gitlab_issue_create \{"project_id":"my-group\/my-project","title":"<title>"\}/,
  };
  for (const era of ERAS) {
    for (const [surface, re] of Object.entries(shapes)) {
      const r = await drive(ISSUE, era, null, false, surface);
      assert.equal(r.result.isError, true);
      assert.match(r.text, /does not support elicitation/);
      assert.match(r.text, re);
    }
  }
  for (
    const [c, name] of [[MR, "merge_request.create"], [RELEASE, "release.create"], [PROJECT, "project.create"]] as const
  ) {
    const r = await drive(c, "modern", null, false, "meta");
    assert.match(r.text, new RegExp(`Use "${name.replace(".", "\\.")}"`));
  }
});

Deno.test("wizard: reachable on the dynamic surface through execute_action and found by find_action", async () => {
  const r = await drive(ISSUE, "modern", accept(ISSUE), true, "dynamic");
  assert(!r.result.isError, r.text);
  const gitlab = new FakeGitLab();
  const h = await startHarness({ gitlabUrl: gitlab.url });
  try {
    const found = await h.client.callTool({
      name: "gitlab_find_action",
      arguments: { query: "interactive issue wizard" },
    });
    assert.match(textOf(found), /interactive\.issue_create/);
    const tools = (await h.client.listTools()).tools.map((t) => t.name);
    assert.deepEqual(tools.sort(), ["gitlab_execute_action", "gitlab_find_action"]);
  } finally {
    await h.close();
    await gitlab.close();
  }
});

Deno.test("wizard: registered by name on meta and individual, with an output schema", async () => {
  for (const surface of ["meta", "individual"]) {
    const gitlab = new FakeGitLab();
    const h = await startHarness({ gitlabUrl: gitlab.url, env: { GITLAB_MCP_TOOL_SURFACE: surface } });
    try {
      const tools = (await h.client.listTools()).tools;
      for (const name of [ISSUE.tool, MR.tool, RELEASE.tool, PROJECT.tool]) {
        const t = tools.find((x) => x.name === name);
        assert(t, `${surface}: ${name}`);
        assert.equal(t.outputSchema?.type, "object");
      }
      assert(!tools.some((t) => t.name === "gitlab_interactive"));
    } finally {
      await h.close();
      await gitlab.close();
    }
  }
});
