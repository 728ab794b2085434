/**
 * Every tool schema on every surface passes MCP Inspector's `--strict` check (tests/support/schema_lint.ts, the
 * same rules): no errors and no warnings, inputSchema and outputSchema alike, as tools/list sends them.
 */
import assert from "node:assert/strict";
import { FakeGitLab } from "../support/fake_gitlab.ts";
import { startHarness } from "../support/harness.ts";
import { lintSchema } from "../support/schema_lint.ts";

async function toolsOf(env: Record<string, string>) {
  const gitlab = new FakeGitLab();
  const h = await startHarness({ gitlabUrl: gitlab.url, env });
  try {
    return (await h.client.listTools()).tools;
  } finally {
    await h.close();
    await gitlab.close();
  }
}

for (const surface of ["dynamic", "meta", "individual"]) {
  Deno.test(`schemas: every tool on the ${surface} surface passes Inspector's --strict check`, async () => {
    const tools = await toolsOf({ GITLAB_MCP_TOOL_SURFACE: surface });
    assert.ok(tools.length > 0);
    const findings = tools.flatMap((t) =>
      [
        ...lintSchema(t.inputSchema, "inputSchema"),
        ...(t.outputSchema ? lintSchema(t.outputSchema, "outputSchema") : []),
      ].map((f) => `${t.name}: ${f.severity} ${f.rule} at ${f.path}`)
    );
    assert.deepEqual(findings.slice(0, 20), [], `${findings.length} findings`);
  });
}
