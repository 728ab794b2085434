import assert from "node:assert/strict";
import { withCatalog } from "../scripts/gen_docs.ts";

Deno.test("docs: README's catalog section is generated from the catalog (run `deno task docs`)", async () => {
  const readme = await Deno.readTextFile(new URL("../README.md", import.meta.url));
  assert.equal(readme, withCatalog(readme), "README.md is out of date: run `deno task docs`");
});
