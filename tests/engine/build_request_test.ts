/** How a validated call becomes GitLab's request: tool param names GitLab spells otherwise are sent under GitLab's. */
import assert from "node:assert/strict";
import { z } from "zod";
import { defineAction } from "../../src/engine/action.ts";
import { buildCall } from "../../src/engine/build_request.ts";
import { served } from "../catalog/served.ts";

Deno.test("a GET sends a renamed param in the query under GitLab's name", () => {
  const call = buildCall(served("variable.get"), { project_id: "acme/web", key: "K", environment_scope: "production" });
  assert.deepEqual(call.query, { "filter[environment_scope]": "production" });
});

Deno.test("variable.update keeps the new environment_scope in the body and sends the picking scope as the filter", () => {
  const call = buildCall(served("variable.update"), {
    project_id: "acme/web",
    key: "K",
    environment_scope: "staging",
    filter_environment_scope: "production",
  });
  assert.deepEqual(call.query, { "filter[environment_scope]": "production" });
  assert.deepEqual(call.body, { environment_scope: "staging" });
});

Deno.test("a renamed param goes to the body of a POST under GitLab's name", () => {
  const action = defineAction({
    id: "x.create",
    title: "T",
    description: "Creates an x for the engine test.",
    method: "POST",
    path: "/x",
    params: z.object({ range_start: z.number().optional().describe("d") }),
    sentAs: { range_start: "range[start]" },
  });
  assert.deepEqual(buildCall(action, { range_start: 3 }).body, { "range[start]": 3 });
});

Deno.test("sentAs naming a param the row does not have is refused when the catalog loads", () => {
  assert.throws(
    () =>
      defineAction({
        id: "x.get",
        title: "T",
        description: "Gets an x for the engine test.",
        method: "GET",
        path: "/x",
        params: z.object({}),
        sentAs: { scope: "filter[scope]" },
      }),
    /Cannot define action "x.get": sentAs names "scope", which is not a param/,
  );
  // Params written as a function are built, and checked, on first read.
  const lazy = defineAction({
    id: "x.get",
    title: "T",
    description: "Gets an x for the engine test.",
    method: "GET",
    path: "/x",
    params: () => z.object({}),
    sentAs: { scope: "filter[scope]" },
  });
  assert.throws(() => lazy.schema, /Cannot define action "x.get": sentAs names "scope", which is not a param/);
});
