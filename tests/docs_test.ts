import assert from "node:assert/strict";
import { COUNT, withCatalog } from "../scripts/gen_docs.ts";

Deno.test("docs: README's catalog section is generated from the catalog (run `deno task docs`)", async () => {
  const readme = await Deno.readTextFile(new URL("../README.md", import.meta.url));
  assert.equal(readme, withCatalog(readme), "README.md is out of date: run `deno task docs`");
});

Deno.test("docs: every count of actions in the README is the generated one", async () => {
  const readme = await Deno.readTextFile(new URL("../README.md", import.meta.url));
  const prose = readme.replace(COUNT, "").replace(/<!-- catalog:start[\s\S]*<!-- catalog:end -->/, "");
  assert.deepEqual(prose.match(/\b\d+\s+(?:GitLab\s+(?:REST\s+v4\s+)?)?actions\b/g), null);
});
