/**
 * The O(n) one-edit check must give exactly the answers of the full Levenshtein matrix it replaced,
 * and the word caps must change no ranking for normal input while bounding the cost of long input.
 */
import assert from "node:assert/strict";
import { editDistance, nearest, NEAREST_WORD_MAX, withinOneEdit } from "../../src/text/similarity.ts";
import { SERVED_ACTIONS } from "../../src/surfaces/inventory.ts";
import { FUZZY_WORD_MAX, searchActions, words } from "../../src/surfaces/find_action.ts";

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

Deno.test("the fuzzy word cap is above every catalog word, so it cannot change a ranking", () => {
  const longest = Math.max(
    ...SERVED_ACTIONS.flatMap((a) =>
      [a.domain, a.name, ...a.aliases, a.title, ...Object.keys(a.schema.shape), a.description].flatMap(words)
    ).map((w) => w.length),
  );
  // A longer query word is neither one edit from nor a prefix of any catalog word.
  assert.ok(FUZZY_WORD_MAX > longest + 1, `longest catalog word is ${longest}`);
});

Deno.test("typo tolerance still works: one edit away ranks the intended action", () => {
  assert.equal(searchActions(SERVED_ACTIONS, "delte branch", 1)[0]!.action.id, "branch.delete");
  assert.equal(searchActions(SERVED_ACTIONS, "pipline list", 3).some((h) => h.action.id === "pipeline.list"), true);
});

Deno.test("a long query word costs little and changes nothing", () => {
  const long = "mergerequest".repeat(10_000);
  const started = performance.now();
  const hits = searchActions(SERVED_ACTIONS, `list ${long}`, 5);
  assert.ok(performance.now() - started < 1000, "bounded");
  assert.deepEqual(hits.map((h) => h.action.id), searchActions(SERVED_ACTIONS, "list", 5).map((h) => h.action.id));
});

Deno.test("nearest suggests for typos and gives up on words over its cap", () => {
  const ids = SERVED_ACTIONS.map((a) => a.id);
  assert.deepEqual(nearest("issue.craete", ids, 1), ["issue.create"]);
  assert.deepEqual(nearest("x".repeat(NEAREST_WORD_MAX + 1), ids, 3), []);
  assert.deepEqual(nearest(`issue.create${"x".repeat(NEAREST_WORD_MAX)}`, ids, 3), []);
});
