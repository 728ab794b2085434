import assert from "node:assert/strict";
import { expansion } from "../../src/find/abbreviations.ts";
import { buildIndex } from "../../src/find/index.ts";
import { STORED_MODEL } from "../../src/find/rank.ts";
import { SERVED_ACTIONS } from "../../src/surfaces/inventory.ts";
import { stem } from "../../src/find/vocabulary.ts";

const index = buildIndex(SERVED_ACTIONS, STORED_MODEL);

Deno.test("abbreviations: a clipped word is the one common index word it begins, or whose skeleton it is", () => {
  assert.equal(expansion(index, "upd"), stem("update"));
  assert.equal(expansion(index, "lbl"), stem("label"));
  assert.equal(expansion(index, "grp"), stem("group"));
});

Deno.test("abbreviations: too short, too long, not letters, or two words possible: no expansion", () => {
  assert.equal(expansion(index, "rn"), undefined);
  assert.equal(expansion(index, "abcdefg"), undefined);
  assert.equal(expansion(index, "v2"), undefined);
  assert.equal(expansion(index, "st"), undefined);
  assert.equal(expansion(index, "re"), undefined);
  assert.equal(expansion(index, "pro"), undefined, "project, protect, promote...");
});
