/**
 * Snapshot files for what models see (tools, prompts, resources). Deno's own
 * snapshot helper lives in @std/testing on JSR, which these machines cannot
 * reach; this is the same idea in a few lines. `deno task snapshots` rewrites
 * the files (UPDATE_SNAPSHOTS=1); a plain test run only compares, so a change
 * to what models see shows up as a reviewed diff under tests/__snapshots__/.
 */
import assert from "node:assert/strict";

const DIR = new URL("../__snapshots__/", import.meta.url);

/** Stable text for a JSON value: two-space indent, trailing newline. */
function render(value: unknown): string {
  return JSON.stringify(value, null, 2) + "\n";
}

/** Compares `value` with tests/__snapshots__/<name>.json, or rewrites the file when asked to. */
export async function assertSnapshot(name: string, value: unknown): Promise<void> {
  const file = new URL(`${name}.json`, DIR);
  const actual = render(value);
  if (Deno.env.get("UPDATE_SNAPSHOTS") === "1") return await Deno.writeTextFile(file, actual);
  let expected: string;
  try {
    expected = await Deno.readTextFile(file);
  } catch {
    throw new Error(`Cannot compare snapshot ${name}: no file ${file.pathname}; run deno task snapshots`);
  }
  assert.equal(actual, expected, `snapshot ${name} changed; if intended, run deno task snapshots and review the diff`);
}
