/**
 * The real entry point, spawned under the sandbox flags (net to the fake
 * GitLab's 127.0.0.1 and env only), driven by the official client over
 * stdio on every surface, as a 2025-11-25 client and as a 2026-07-28 client.
 */
import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/client";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { loadFixture } from "../support/fixtures.ts";
import { textOf } from "../support/harness.ts";
import { spawnServer } from "../support/spawn_env.ts";

const SURFACES: Array<[string, string[], { name: string; args: Record<string, unknown> }]> = [
  ["dynamic", ["gitlab_execute_action", "gitlab_find_action"], {
    name: "gitlab_execute_action",
    args: { action: "tag.list", params: { project_id: "my-group/my-project", search: "^v1" } },
  }],
  ["meta", ["gitlab_tag", "gitlab_issue", "gitlab_merge_request"], {
    name: "gitlab_tag",
    args: { action: "list", params: { project_id: "my-group/my-project", search: "^v1" } },
  }],
  ["individual", ["gitlab_tag_list", "gitlab_issue_create", "gitlab_mr_create"], {
    name: "gitlab_tag_list",
    args: { project_id: "my-group/my-project", search: "^v1" },
  }],
];

for (const era of ["2025-11-25", "2026-07-28"]) {
  for (const [surface, expected, call] of SURFACES) {
    Deno.test(`e2e stdio ${era} ${surface}: list tools and run tag.list under the sandbox flags`, async () => {
      const fx = await loadFixture("tag.list");
      const gitlab = new FakeGitLab().expect(...fx.exchanges);
      const client = new Client(
        { name: "e2e", version: "1.0.0" },
        era === "2026-07-28" ? { versionNegotiation: { mode: { pin: "2026-07-28" } } } as never : {},
      );
      await client.connect(
        spawnServer({ GITLAB_URL: gitlab.url, GITLAB_TOKEN: "glpat-e2e", GITLAB_MCP_TOOL_SURFACE: surface }),
      );
      try {
        const names = (await client.listTools()).tools.map((t) => t.name);
        for (const n of expected) assert(names.includes(n), `${surface}: ${n} missing from ${names.slice(0, 5)}`);
        if (surface === "dynamic") assert.equal(names.length, 2);
        const result = await client.callTool({ name: call.name, arguments: call.args });
        assert(!result.isError, textOf(result));
        assert.match(textOf(result), /v1\.0\.0/);
        gitlab.assertDone();
        assert.equal(gitlab.requests[0]!.headers.get("private-token"), "glpat-e2e");
      } finally {
        await client.close();
        await gitlab.close();
      }
    });
  }
}
