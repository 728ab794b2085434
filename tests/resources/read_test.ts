/** resources/list, resources/templates/list and resources/read of every GitLab resource, with the exact GitLab call. */
import assert from "node:assert/strict";
import type { Exchange } from "../support/fake_gitlab.ts";
import type { Harness } from "../support/harness.ts";
import { body, ERAS, get, ok, P, rpcError, run, TOKEN } from "../prompts/helpers.ts";

const TEMPLATES = [
  "gitlab://tools/{id}",
  "gitlab://project/{project_id}",
  "gitlab://project/{project_id}/issue/{issue_iid}",
  "gitlab://project/{project_id}/mr/{merge_request_iid}",
  "gitlab://project/{project_id}/mr/{merge_request_iid}/discussions",
  "gitlab://project/{project_id}/work_item/{iid}",
  "gitlab://project/{project_id}/pipeline/{pipeline_id}",
  "gitlab://project/{project_id}/branches",
  "gitlab://project/{project_id}/file/{ref}/{+path}",
  "gitlab://group/{group_id}",
  "gitlab://group/{group_id}/projects",
];

async function lists(h: Harness): Promise<{ fixed: string[]; templates: string[] }> {
  return {
    fixed: (await h.client.listResources()).resources.map((r) => r.uri),
    templates: (await h.client.listResourceTemplates()).resourceTemplates.map((t) => t.uriTemplate),
  };
}

/** The only content of a JSON resource, parsed. */
async function readJson(h: Harness, uri: string): Promise<unknown> {
  const { contents } = await h.client.readResource({ uri });
  assert.equal(contents.length, 1);
  const c = contents[0] as { uri: string; mimeType: string; text: string };
  assert.equal(c.uri, uri);
  assert.equal(c.mimeType, "application/json");
  return JSON.parse(c.text);
}

for (const era of ERAS) {
  Deno.test(`resources/list and templates/list (${era}): full surface`, async () => {
    await run({ era }, async (h, g) => {
      const { fixed, templates } = await lists(h);
      assert.deepEqual(fixed, ["gitlab://tools", "gitlab://user/current"]);
      assert.deepEqual(templates, TEMPLATES);
      const all = (await h.client.listResourceTemplates()).resourceTemplates;
      const file = all.find((t) => t.uriTemplate.includes("/file/"))!;
      assert.equal(file.mimeType, "text/plain");
      assert(all.filter((t) => t !== file).every((t) => t.mimeType === "application/json"));
      assert(all.every((t) => typeof t.description === "string" && t.description.length > 0));
      assert.equal(g.requests.length, 0);
    });
  });

  Deno.test(`minimal surface (${era}): only the two tools resources, the rest cannot be read`, async () => {
    await run({ env: { GITLAB_MCP_CAPABILITY_SURFACE: "minimal" }, era }, async (h, g) => {
      assert.deepEqual(await lists(h), { fixed: ["gitlab://tools"], templates: ["gitlab://tools/{id}"] });
      for (const uri of ["gitlab://user/current", "gitlab://project/42", "gitlab://group/7/projects"]) {
        assert.equal((await rpcError(h.client.readResource({ uri }))).code, -32602);
      }
      assert.equal(((await readJson(h, "gitlab://tools")) as { count: number }).count > 0, true);
      assert.equal(g.requests.length, 0);
    });
  });
}

Deno.test("exclusions: a resource whose action is excluded is neither listed nor readable", async () => {
  const env = { GITLAB_MCP_EXCLUDE_TOOLS: "user.current,repository.file_raw,gitlab_group" };
  await run({ env }, async (h, g) => {
    const { fixed, templates } = await lists(h);
    assert.deepEqual(fixed, ["gitlab://tools"]);
    assert.deepEqual(templates, TEMPLATES.filter((t) => !t.includes("/file/") && !t.startsWith("gitlab://group")));
    for (const uri of ["gitlab://user/current", "gitlab://project/42/file/main/README.md", "gitlab://group/7"]) {
      const err = await rpcError(h.client.readResource({ uri }));
      assert.equal(err.code, -32602);
      assert(err.message.includes(uri), err.message);
    }
    assert.equal(g.requests.length, 0);
  });
});

const page100 = { page: "1", per_page: "100" };

/** Each resource URI, the one GitLab call it makes, and what it answers (fixture bodies). */
async function cases(): Promise<Array<{ uri: string; exchange: Exchange; expect: unknown }>> {
  const one = async (uri: string, path: string, id: string) => {
    const data = await body(id);
    return { uri, exchange: get(path, undefined, ok(data)), expect: data };
  };
  const list = async (uri: string, path: string, id: string) => {
    const items = await body(id) as unknown[];
    const headers = { "x-total": "250", "x-total-pages": "3", "x-page": "1", "x-per-page": "100", "x-next-page": "2" };
    const pagination = {
      page: 1,
      per_page: 100,
      total_items: 250,
      total_pages: 3,
      next_page: 2,
      has_more: true,
    };
    return { uri, exchange: get(path, page100, { status: 200, body: items, headers }), expect: { items, pagination } };
  };
  return [
    await one("gitlab://user/current", "/api/v4/user", "user.current"),
    await one("gitlab://project/my-group%2Fmy-project", P, "project.get"),
    await one("gitlab://project/42", "/api/v4/projects/42", "project.get"),
    await one("gitlab://project/my-group%2Fmy-project/issue/7", `${P}/issues/7`, "issue.get"),
    await one("gitlab://project/my-group%2Fmy-project/mr/133", `${P}/merge_requests/133`, "merge_request.get"),
    await list(
      "gitlab://project/my-group%2Fmy-project/mr/133/discussions",
      `${P}/merge_requests/133/discussions`,
      "mr_review.discussion_list",
    ),
    await one("gitlab://project/my-group%2Fmy-project/pipeline/46", `${P}/pipelines/46`, "pipeline.get"),
    await list("gitlab://project/my-group%2Fmy-project/branches", `${P}/repository/branches`, "branch.list"),
    await one("gitlab://group/my-group%2Fsub", "/api/v4/groups/my-group%2Fsub", "group.get"),
    await list("gitlab://group/7/projects", "/api/v4/groups/7/projects", "group.projects"),
  ];
}

for (const era of ERAS) {
  Deno.test(`resources/read (${era}): each JSON resource is one GitLab call, decoded IDs, GitLab's data`, async () => {
    const all = await cases();
    await run({ era, exchanges: all.map((c) => c.exchange) }, async (h) => {
      for (const c of all) assert.deepEqual(await readJson(h, c.uri), c.expect, c.uri);
    });
  });

  Deno.test(`resources/read (${era}): a file at a URL-encoded ref, with slashes kept in its path, as text`, async () => {
    const text = (await body("repository.file_raw")) as string;
    const uri = "gitlab://project/my-group%2Fmy-project/file/feature%2Flogin/app/models/key.rb";
    const exchanges = [
      get(`${P}/repository/files/app%2Fmodels%2Fkey.rb/raw`, { ref: "feature/login" }, { status: 200, body: text }),
    ];
    await run({ era, exchanges }, async (h) => {
      const { contents } = await h.client.readResource({ uri });
      assert.deepEqual(contents, [{ uri, mimeType: "text/plain", text: text.replace(/\n$/, "") }]);
    });
  });
}

Deno.test("resources/read: a large file is its metadata with truncated: true, then its first 5000 lines", async () => {
  const lines = Array.from({ length: 6000 }, (_, i) => `line ${i + 1}`);
  const uri = "gitlab://project/42/file/main/data%2Fbig.csv";
  const exchanges = [
    get("/api/v4/projects/42/repository/files/data%2Fbig.csv/raw", { ref: "main" }, {
      status: 200,
      body: lines.join("\n"),
    }),
  ];
  await run({ exchanges }, async (h) => {
    const { contents } = await h.client.readResource({ uri });
    assert.equal(contents.length, 2);
    const [meta, text] = contents as Array<{ uri: string; mimeType: string; text: string }>;
    assert(meta && text);
    assert.equal(meta.mimeType, "application/json");
    assert.deepEqual(JSON.parse(meta.text), {
      file_path: "data/big.csv",
      ref: "main",
      truncated: true,
      total_lines: 6000,
      shown_lines: { start: 1, end: 5000 },
      shown_bytes: lines.slice(0, 5000).join("\n").length,
      next: `gitlab_execute_action ${
        JSON.stringify({
          action: "repository.file_raw",
          params: { project_id: "42", ref: "main", file_path: "data/big.csv", start_line: 5001, max_lines: 5000 },
        })
      }`,
    });
    assert.equal(text.mimeType, "text/plain");
    assert.equal(text.text, lines.slice(0, 5000).join("\n"));
  });
});

Deno.test("resources/read: malformed and unknown URIs are -32602 and never reach GitLab", async () => {
  await run({}, async (h, g) => {
    const bad: Array<[string, RegExp]> = [
      ["gitlab://nope", /gitlab:\/\/nope/],
      ["gitlab://project/", /gitlab:\/\/project\//],
      ["gitlab://project/a/issue/abc", /issue_iid must be a positive integer, got "abc"/],
      ["gitlab://project/a/mr/0", /merge_request_iid must be a positive integer, got "0"/],
      ["gitlab://project/a/pipeline/1e3", /pipeline_id must be a positive integer, got "1e3"/],
      ["gitlab://project/a%ZZ", /project_id "a%ZZ" is not valid percent-encoding/],
      ["gitlab://project/a?per_page=5", /query strings and fragments/],
      ["gitlab://group/a#x", /query strings and fragments/],
      ["gitlab://project/a/mr/1/discussions/extra", /gitlab:\/\/project\/a\/mr\/1\/discussions\/extra/],
      ["https://gitlab.com/api/v4/user", /https:\/\/gitlab\.com\/api\/v4\/user/],
      ["not a uri", /not a uri/],
    ];
    for (const [uri, pattern] of bad) {
      const err = await rpcError(h.client.readResource({ uri }));
      assert.equal(err.code, -32602, uri);
      assert.match(err.message, pattern);
    }
    assert.equal(g.requests.length, 0);
  });
});

Deno.test("resources/read: GitLab's 404 is -32602 for that URI; other failures keep GitLab's sentence, never the token", async () => {
  const exchanges = [
    get(`${P}/issues/9`, undefined, { status: 404, body: { message: "404 Issue Not Found" } }),
    get("/api/v4/groups/7", undefined, { status: 500, body: { message: "boom" } }),
    get("/api/v4/user", undefined, { status: 401, body: { message: "401 Unauthorized" } }),
  ];
  await run({ exchanges }, async (h) => {
    const missing = await rpcError(h.client.readResource({ uri: "gitlab://project/my-group%2Fmy-project/issue/9" }));
    assert.equal(missing.code, -32602);
    assert.match(missing.message, /Cannot run "issue\.get": GitLab found nothing/);
    assert.deepEqual(missing.data, { uri: "gitlab://project/my-group%2Fmy-project/issue/9" });
    const broken = await rpcError(h.client.readResource({ uri: "gitlab://group/7" }));
    assert.equal(broken.code, -32603);
    assert.match(broken.message, /Cannot run "group\.get": GitLab failed on its side \(HTTP 500\).*"boom"/);
    const denied = await rpcError(h.client.readResource({ uri: "gitlab://user/current" }));
    assert.match(denied.message, /token is missing, invalid, expired or revoked/);
    for (const e of [missing, broken, denied]) assert(!e.message.includes(TOKEN));
  });
});

Deno.test("resources/read: the calls rate limit refuses with a JSON-RPC error that says to wait", async () => {
  const env = { GITLAB_MCP_RATE_LIMIT_RPS: "0.001", GITLAB_MCP_RATE_LIMIT_BURST: "1" };
  await run({ env }, async (h, g) => {
    await h.client.readResource({ uri: "gitlab://tools" });
    const err = await rpcError(h.client.readResource({ uri: "gitlab://project/42" }));
    assert.equal(err.code, -32000);
    assert.match(err.message, /Cannot read resource "gitlab:\/\/project\/42": the rate limit .* Wait a few seconds/);
    assert.equal(g.requests.length, 0);
  });
});

Deno.test("resources/read: a work item by project path and IID is one GraphQL read (work_item.get)", async () => {
  await run({}, async (h, g) => {
    g.fallback = () => ({
      status: 200,
      body: {
        data: {
          namespace: {
            workItem: { id: "gid://gitlab/WorkItem/1", iid: "7", title: "Ship it", state: "OPEN", widgets: [] },
          },
        },
      },
    });
    const r = await h.client.readResource({ uri: "gitlab://project/acme%2Fweb/work_item/7" });
    const read = JSON.parse((r.contents[0] as { text: string }).text);
    assert.equal(read.title, "Ship it");
    assert.equal(g.requests.length, 1);
    assert.equal(g.requests[0]!.path, "/api/graphql");
    assert.deepEqual((g.requests[0]!.body as { variables: unknown }).variables, { fullPath: "acme/web", iid: "7" });
  });
});
