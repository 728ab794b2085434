/** A stateless request for tools/list or tools/call gets a serving unit with the tools alone; others get all. */
import assert from "node:assert/strict";
import type { McpRequestContext } from "@modelcontextprotocol/server";
import { parseConfig } from "../../src/config/mod.ts";
import { createApp } from "../../src/server/app.ts";
import { createHttpHandler } from "../../src/http/handler.ts";
import type { UnitScope } from "../../src/server/factory.ts";
import { message, rpc } from "./support.ts";

function recordingHandler() {
  const config = parseConfig(["--http"], { GITLAB_URL: "http://127.0.0.1:9" });
  const app = createApp(config);
  const scopes: UnitScope[] = [];
  const handler = createHttpHandler(config, (ctx: McpRequestContext, scope: UnitScope = "all") => {
    scopes.push(scope);
    return app.factory(ctx, scope);
  });
  return { handler, scopes };
}

const AUTH = { headers: { "private-token": "glpat-unit-scope" } };

Deno.test("unit scope: tools/list and tools/call build tools only; prompts and resources build all", async () => {
  for (const modern of [false, true]) {
    const { handler, scopes } = recordingHandler();
    const tools = await message(await handler.fetch(rpc("tools/list", {}, { ...AUTH, modern })));
    assert.ok((tools.result as { tools: unknown[] }).tools.length > 0, JSON.stringify(tools));
    const prompts = await message(await handler.fetch(rpc("prompts/list", {}, { ...AUTH, modern })));
    assert.ok((prompts.result as { prompts: unknown[] }).prompts.length > 0, JSON.stringify(prompts));
    const templates = await message(await handler.fetch(rpc("resources/templates/list", {}, { ...AUTH, modern })));
    assert.ok("result" in templates, JSON.stringify(templates));
    assert.deepEqual(scopes, ["tools", "all", "all"], modern ? "modern" : "legacy");
  }
});

Deno.test("unit scope: a stateless tools/call still answers through its tools-only unit", async () => {
  const { handler, scopes } = recordingHandler();
  const call = rpc("tools/call", { name: "gitlab_find_action", arguments: { query: "list merge requests" } }, AUTH);
  const res = await message(await handler.fetch(call));
  const text = JSON.stringify(res.result);
  assert.ok(text.includes("merge_request.list"), text);
  assert.deepEqual(scopes, ["tools"]);
});
