import assert from "node:assert/strict";
import {
  COUNT,
  countPhrase,
  generated,
  GENERATED_DOCS,
  SECTIONS,
  startMarker,
  TEAM_SETTINGS,
} from "../scripts/gen_docs.ts";
import { SETTINGS } from "../src/config/settings.ts";
import { FIGURES } from "../scripts/bench_figures.ts";
import { SERVED_ACTIONS } from "../src/surfaces/inventory.ts";
import { createView } from "../src/surfaces/view.ts";
import { createSurface } from "../src/surfaces/surface.ts";

const root = new URL("../", import.meta.url);

/** README.md and every Markdown file under docs/, by path relative to the repository root. */
async function markdownFiles(): Promise<string[]> {
  const docs: string[] = [];
  for await (const entry of Deno.readDir(new URL("docs/", root))) {
    if (entry.isFile && entry.name.endsWith(".md")) docs.push(`docs/${entry.name}`);
  }
  return ["README.md", ...docs.sort()];
}

Deno.test("docs: the catalog and the counts are generated from the catalog (run `deno task docs`)", async () => {
  for (const path of GENERATED_DOCS) {
    const text = await Deno.readTextFile(new URL(path, root));
    assert.equal(text, generated(path, text), `${path} is out of date: run \`deno task docs\``);
  }
});

Deno.test("docs: every count of actions in README.md and docs/ is the generated one", async () => {
  for (const path of await markdownFiles()) {
    const text = await Deno.readTextFile(new URL(path, root));
    const prose = text.replace(COUNT, "").replace(/<!-- catalog:start[\s\S]*<!-- catalog:end -->/, "");
    assert.deepEqual(prose.match(/\b\d+\s+(?:GitLab\s+(?:REST\s+v4\s+)?)?actions\b/g), null, path);
  }
});

Deno.test("docs: each generated section (catalog, settings, prompts) sits in exactly one generated doc", async () => {
  for (const name of Object.keys(SECTIONS)) {
    const holders: string[] = [];
    for (const path of await markdownFiles()) {
      if ((await Deno.readTextFile(new URL(path, root))).includes(startMarker(name))) holders.push(path);
    }
    assert.equal(holders.length, 1, `${name} is generated into ${holders.join(", ") || "no file"}`);
    assert((GENERATED_DOCS as readonly string[]).includes(holders[0]!), `${holders[0]} is not in GENERATED_DOCS`);
  }
});

Deno.test("docs: any V8 heap flag the docs give is the one the HTTP service runs with", async () => {
  const { HTTP_V8_FLAGS } = await import("../src/config/runtime_flags.ts");
  for (const path of await markdownFiles()) {
    const text = await Deno.readTextFile(new URL(path, root));
    for (const [flag] of text.matchAll(/--v8-flags=[^\s`\\]+/g)) assert.equal(flag, HTTP_V8_FLAGS, path);
  }
});

Deno.test("docs: the README counts the catalog as the server does, the total first", () => {
  const phrase = countPhrase();
  assert.ok(phrase.startsWith(`${SERVED_ACTIONS.length} actions (`), phrase);
  const find = createSurface("dynamic", createView({ readOnly: false, exclude: [] })).tools[0]!;
  assert.match(find.description ?? "", new RegExp(`^Search the ${SERVED_ACTIONS.length} GitLab actions`));
});

Deno.test("docs: the README's start-time and per-call figures are generated from bench/RESULTS.md", async () => {
  const readme = await Deno.readTextFile(new URL("README.md", root));
  for (const key of Object.keys(FIGURES)) assert.ok(readme.includes(`<!-- bench:${key} -->`), key);
  const prose = readme.replace(/<!-- bench:[a-z_]+ -->[^<]*<!-- \/bench -->/g, "");
  const quick = prose.slice(prose.indexOf("## Quick start"), prose.indexOf("## Prebuilt binary"));
  assert.deepEqual(quick.match(/\b\d+(?:\.\d+)?\s*(?:ms|s)\b(?! ago)/g), null, "no hand-written timings left");
});

Deno.test("docs: the team service's settings table names only settings that exist", () => {
  const keys = new Set(SETTINGS.map((st) => st.key as string));
  assert.deepEqual(TEAM_SETTINGS.filter((k) => !keys.has(k)), []);
});
