/** The four wizards' cases and a driver that runs one through a real client on either protocol path. */
import assert from "node:assert/strict";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { loadFixture } from "../support/fixtures.ts";
import { type ElicitReply, startHarness, textOf } from "../support/harness.ts";

export type Asked = { message: string; requestedSchema: Record<string, unknown> };
export type Reply = (key: string, asked: Asked) => ElicitReply;
export const ERAS = ["legacy", "modern"] as const;

export interface Case {
  tool: string;
  args: Record<string, unknown>;
  fallback: string;
  keys: string[];
  answers: Record<string, unknown>;
  body: Record<string, unknown>;
  path: string;
}

export const ISSUE: Case = {
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

export const MR: Case = {
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

export const RELEASE: Case = {
  tool: "gitlab_interactive_release_create",
  args: { project_id: "my-group/my-project" },
  fallback: "release.create",
  keys: ["tag_name", "name", "description", "confirm"],
  answers: { tag_name: "v1.0.0", name: "", description: "First release", confirm: true },
  body: { tag_name: "v1.0.0", description: "First release" },
  path: "/api/v4/projects/my-group%2Fmy-project/releases",
};

export const PROJECT: Case = {
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

export const accept = (c: Case): Reply => (key) => ({ action: "accept", content: { [key]: c.answers[key] } });

export async function drive(
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
