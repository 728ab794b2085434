/**
 * The O(n) one-edit check must give exactly the answers of the full Levenshtein matrix it replaced,
 * and the suggestion cap must bound the cost of long input.
 */
import assert from "node:assert/strict";
import { editDistance, nearest, NEAREST_WORD_MAX, withinOneEdit } from "../../src/text/similarity.ts";
import { SERVED_ACTIONS } from "../../src/surfaces/inventory.ts";

/** Every string over `alphabet` up to `max` characters long, the empty one included. */
function allStrings(alphabet: string, max: number): string[] {
  let level = [""];
  const out = [""];
  for (let n = 1; n <= max; n++) {
    level = level.flatMap((s) => [...alphabet].map((c) => s + c));
    out.push(...level);
  }
  return out;
}

Deno.test("withinOneEdit agrees with editDistance <= 1 on every pair of short strings", () => {
  const strings = allStrings("abc", 4);
  let pairs = 0;
  for (const a of strings) {
    for (const b of strings) {
      assert.equal(withinOneEdit(a, b), editDistance(a, b) <= 1, `${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
      pairs++;
    }
  }
  assert.equal(pairs, 121 * 121);
});

Deno.test("withinOneEdit agrees with editDistance <= 1 on catalog words and their one- and two-edit variants", () => {
  const words = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 1);
  const vocabulary = [...new Set(SERVED_ACTIONS.flatMap((a) => words(`${a.id} ${a.title} ${a.aliases.join(" ")}`)))];
  let checked = 0;
  for (const w of vocabulary.slice(0, 150)) {
    const variants = [
      w,
      w.slice(1),
      w.slice(0, -1),
      `${w}s`,
      `x${w}`,
      w.replace(/.$/, "z"),
      w.length > 2 ? w[1]! + w[0]! + w.slice(2) : w,
      w.slice(2),
      `${w}zz`,
    ];
    for (const v of variants) {
      for (const other of [v, ...vocabulary.slice(0, 40)]) {
        assert.equal(withinOneEdit(w, other), editDistance(w, other) <= 1, `${w} vs ${other}`);
        assert.equal(withinOneEdit(other, w), editDistance(w, other) <= 1, `${other} vs ${w}`);
        checked++;
      }
    }
  }
  assert.ok(checked > 1000);
});

Deno.test("nearest suggests for typos and gives up on words over its cap", () => {
  const ids = SERVED_ACTIONS.map((a) => a.id);
  assert.deepEqual(nearest("issue.craete", ids, 1), ["issue.create"]);
  assert.deepEqual(nearest("x".repeat(NEAREST_WORD_MAX + 1), ids, 3), []);
  assert.deepEqual(nearest(`issue.create${"x".repeat(NEAREST_WORD_MAX)}`, ids, 3), []);
});
