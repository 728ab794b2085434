/** prompts/list per surface, under exclusions, read-only and minimal; errors of prompts/get that need no GitLab. */
import assert from "node:assert/strict";
import { PROMPTS } from "../../src/prompts/definitions.ts";
import { envelope, startRaw } from "../support/raw_client.ts";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { ERAS, messageText, PROJECT, rpcError, run, SURFACES } from "./helpers.ts";

const ALL = PROMPTS.map((p) => p.name);
const COMPARE_ONLY = ["compare_branches", "generate_release_notes", "audit_commit_hygiene"];

async function names(env: Record<string, string>, era: "legacy" | "modern" = "legacy"): Promise<string[]> {
  let out: string[] = [];
  await run({ env, era }, async (h) => {
    out = (await h.client.listPrompts()).prompts.map((p) => p.name);
  });
  return out;
}

for (const era of ERAS) {
  for (const surface of SURFACES) {
    Deno.test(`prompts/list (${era}, ${surface}): every defined prompt, with string arguments as defined`, async () => {
      await run({ env: { GITLAB_MCP_TOOL_SURFACE: surface }, era }, async (h) => {
        const listed = (await h.client.listPrompts()).prompts;
        assert.deepEqual(listed.map((p) => p.name), ALL);
        for (const p of listed) {
          const def = PROMPTS.find((d) => d.name === p.name)!;
          assert.equal(p.title, def.title);
          assert.deepEqual(
            (p.arguments ?? []).map((a) => [a.name, a.required ?? false]),
            def.args.map((a) => [a.name, a.required]),
          );
          assert((p.arguments ?? []).every((a) => typeof a.description === "string" && a.description.length > 0));
        }
        const review = listed.find((p) => p.name === "review_mr")!;
        assert.deepEqual(review.arguments?.map((a) => `${a.name}${a.required ? "*" : ""}`), [
          "project_id*",
          "merge_request_iid*",
        ]);
        const mine = listed.find((p) => p.name === "my_issues")!;
        assert.deepEqual(mine.arguments?.map((a) => `${a.name}${a.required ? "*" : ""}`), ["username", "state"]);
      });
    });
  }
}

Deno.test("prompts/list: a prompt disappears when every action it uses is excluded, and only then", async () => {
  const listed = await names({ GITLAB_MCP_EXCLUDE_TOOLS: "repository.compare,merge_request.get" });
  assert.deepEqual(ALL.filter((n) => !listed.includes(n)), ["mr_description_quality", ...COMPARE_ONLY]);
  // prepare_merge_request keeps merge_request.create, tag_changes keeps tag.get, review_mr keeps the diff.
  for (const kept of ["prepare_merge_request", "tag_changes", "review_mr"]) assert(listed.includes(kept));
});

Deno.test("prompts/list: excluding by meta tool name or domain removes the domain's prompts", async () => {
  const listed = await names({ GITLAB_MCP_EXCLUDE_TOOLS: "gitlab_group" });
  assert.deepEqual(ALL.filter((n) => !listed.includes(n)), ["group_milestone_progress"]);
  const noMrs = await names({ GITLAB_MCP_EXCLUDE_TOOLS: "merge_request,mr_review" }, "modern");
  assert.deepEqual(ALL.filter((n) => !noMrs.includes(n)), [
    "review_mr",
    "summarize_mr_changes",
    "mr_risk_assessment",
    "mr_description_quality",
    "branch_mr_summary",
    "summarize_open_mrs",
    "my_open_mrs",
    "group_mr_dashboard",
    "mr_approval_status",
  ]);
});

Deno.test("prompts/list: read-only mode keeps every prompt (each reads something)", async () => {
  assert.deepEqual(await names({ GITLAB_MCP_READ_ONLY: "true" }), ALL);
});

Deno.test("prompts/get: read-only mode leaves the write action out of the message", async () => {
  await run({ env: { GITLAB_MCP_READ_ONLY: "true" } }, async (h, g) => {
    const text = messageText(
      await h.client.getPrompt({
        name: "prepare_merge_request",
        arguments: { project_id: PROJECT, source_branch: "feature/login", target_branch: "main" },
      }),
    );
    assert.match(text, /repository\.compare/);
    assert.doesNotMatch(text, /merge_request\.create/);
    assert.equal(g.requests.length, 0);
  });
});

Deno.test("minimal capability surface: no prompts capability, prompts/list and prompts/get are not served", async () => {
  const gitlab = new FakeGitLab();
  const peer = await startRaw(gitlab.url, { GITLAB_MCP_CAPABILITY_SURFACE: "minimal" });
  try {
    const discover = await peer.request("server/discover", { _meta: envelope() });
    const caps = (discover.result as { capabilities: Record<string, unknown> }).capabilities;
    assert.equal(caps.prompts, undefined);
    assert.ok(caps.resources);
    for (const [method, params] of [["prompts/list", {}], ["prompts/get", { name: "review_mr" }]] as const) {
      const reply = await peer.request(method, { ...params, _meta: envelope() });
      assert.equal((reply.error as { code: number }).code, -32601, JSON.stringify(reply));
    }
    assert.equal(gitlab.requests.length, 0);
  } finally {
    await peer.close();
    await gitlab.close();
  }
});

for (const era of ERAS) {
  Deno.test(`prompts/get (${era}): unknown and excluded prompts are -32602 naming the prompt`, async () => {
    await run({ env: { GITLAB_MCP_EXCLUDE_TOOLS: "repository.compare" }, era }, async (h, g) => {
      for (const name of ["no_such_prompt", "compare_branches"]) {
        const err = await rpcError(h.client.getPrompt({ name, arguments: { project_id: PROJECT } }));
        assert.equal(err.code, -32602);
        assert(err.message.includes(name), err.message);
      }
      assert.equal(g.requests.length, 0);
    });
  });
}

Deno.test("prompts/get: bad arguments are -32602 quoting the value, before any GitLab call", async () => {
  await run({}, async (h, g) => {
    const cases: Array<[string, Record<string, string>, RegExp]> = [
      ["review_mr", { project_id: PROJECT }, /merge_request_iid/],
      ["review_mr", { project_id: "  ", merge_request_iid: "1" }, /argument project_id is required/],
      ["review_mr", { project_id: PROJECT, merge_request_iid: "12abc" }, /merge_request_iid must be .*got "12abc"/],
      ["job_failure", { project_id: PROJECT, pipeline_id: "1", job_id: "-4" }, /job_id must be .*got "-4"/],
      ["team_overview", { group_id: "g", days: "400" }, /days must be a whole number from 1 to 365, got "400"/],
      ["my_issues", { state: "merged" }, /state must be one of opened, closed, all, got "merged"/],
    ];
    for (const [name, args, pattern] of cases) {
      const err = await rpcError(h.client.getPrompt({ name, arguments: args }));
      assert.equal(err.code, -32602);
      assert.match(err.message, pattern);
    }
    assert.equal(g.requests.length, 0);
  });
});

Deno.test("prompts/get: the calls rate limit refuses with a JSON-RPC error that says to wait", async () => {
  const env = { GITLAB_MCP_RATE_LIMIT_RPS: "0.001", GITLAB_MCP_RATE_LIMIT_BURST: "1" };
  await run({ env }, async (h, g) => {
    const args = { project_id: PROJECT, from: "v1.0.0", to: "v1.1.0" };
    messageText(await h.client.getPrompt({ name: "compare_branches", arguments: args }));
    const err = await rpcError(h.client.getPrompt({ name: "compare_branches", arguments: args }));
    assert.equal(err.code, -32000);
    assert.match(err.message, /Cannot get prompt "compare_branches": the rate limit .* Wait a few seconds and retry/);
    assert.equal(g.requests.length, 0);
  });
});
