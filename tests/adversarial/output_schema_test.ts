/**
 * Hostile JSON from GitLab against a strict client: the real stdio server on the individual surface, whose shaped
 * tools declare an outputSchema, and the official MCP client, which checks every structuredContent against it (its
 * default validator) and throws on the first that breaks it. Each answer below once broke the schema or lost the
 * answer: items that are no objects, a fraction or an overflowing number where an integer belongs, an object with
 * its own `items` key, `__proto__` keys, an object whose `toString` is data, nesting deeper than any walk.
 */
import assert from "node:assert/strict";
import { recordingGitLab, stdioClient } from "./support.ts";

const DEEP = 100_000;
const deep = `${"[".repeat(DEEP)}1${"]".repeat(DEEP)}`;

/** Tool, arguments, and GitLab's answer as the text it sends. */
const CASES: [string, Record<string, unknown>, string][] = [
  [
    "gitlab_issue_list",
    { project_id: 1 },
    '["text", 7, null, [1], {"iid": 1.5, "title": {"t": 1}, "labels": "bug", "__proto__": {"title": "inherited"}}]',
  ],
  [
    "gitlab_issue_get",
    { project_id: 1, issue_iid: 7 },
    '{"iid": "7", "items": [{"iid": "x"}], "user_notes_count": 1e999}',
  ],
  ["gitlab_issue_get", { project_id: 1, issue_iid: 7, raw: true }, '{"iid": 7, "items": [], "title": 5}'],
  ["gitlab_issue_get", { project_id: 1, issue_iid: 7 }, `{"iid": 7, "title": "deep", "description": ${deep}}`],
  [
    "gitlab_issue_discussion_list",
    { project_id: 1, issue_iid: 7 },
    '[{"id": "d1", "notes": ["x", null, {"id": 1.5, "body": ["b"], "author": {"username": {"toString": "x"}}}]}]',
  ],
  [
    "gitlab_tag_get_protected",
    { project_id: 1, name: "v1" },
    '{"name": "v1", "create_access_levels": [{"access_level_description": {"toString": "x"}}, "maintainers"]}',
  ],
];

Deno.test("output schema: hostile JSON from GitLab still gives structuredContent the strict client accepts", async () => {
  let answer = "";
  const gitlab = recordingGitLab(() => ({
    status: 200,
    headers: { "content-type": "application/json" },
    body: answer,
  }));
  const client = await stdioClient({ GITLAB_URL: gitlab.url, GITLAB_MCP_TOOL_SURFACE: "individual" });
  try {
    // The client checks structuredContent only against the outputSchemas of a listing it holds.
    const { tools } = await client.listTools();
    for (const [name, args, body] of CASES) {
      assert.ok(tools.find((t) => t.name === name)?.outputSchema, `${name} declares an outputSchema`);
      answer = body;
      const result = await client.callTool({ name, arguments: args });
      assert.ok(!result.isError, `${name} ${body.slice(0, 60)}: ${JSON.stringify(result.content).slice(0, 300)}`);
      assert.equal(typeof result.structuredContent, "object");
    }
  } finally {
    await client.close();
    await gitlab.close();
  }
});
