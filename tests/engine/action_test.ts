/** Catalog rows: an action ID names the domain and the action, or the catalog does not load. */
import assert from "node:assert/strict";
import { z } from "zod";
import { defineAction, defineLocalAction } from "../../src/engine/action.ts";

const spec = { title: "T", description: "D", params: z.object({}) };

Deno.test("defineAction splits domain.name from the ID", () => {
  const row = defineAction({ ...spec, id: "project.get", method: "GET", path: "/projects/{project_id}" });
  assert.equal(row.domain, "project");
  assert.equal(row.name, "get");
});

Deno.test("an action ID without a dot is refused instead of naming a tool …_undefined", () => {
  assert.throws(
    () => defineAction({ ...spec, id: "project_get", method: "GET", path: "/projects" }),
    /^Error: Cannot define action "project_get": expected an ID of the form domain\.name$/,
  );
  assert.throws(
    () => defineLocalAction({ ...spec, id: "wizard", run: () => Promise.resolve({ content: [] }) }),
    /Cannot define action "wizard"/,
  );
});
