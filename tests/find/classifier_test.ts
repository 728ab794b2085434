/** find_action's classifier: the stored model is current, training is deterministic, and it re-ranks safely. */
import assert from "node:assert/strict";
import { SERVED_ACTIONS } from "../../src/surfaces/inventory.ts";
import { classesOf, classifierFingerprint, classify, features, trainClassifier } from "../../src/find/classifier.ts";
import { searchActions, STORED_MODEL } from "../../src/find/rank.ts";

Deno.test("classifier: the stored model was trained on today's rows (else run deno task docs)", () => {
  assert.equal(
    STORED_MODEL.fingerprint,
    classifierFingerprint(SERVED_ACTIONS),
    "src/find/classifier_model.json is stale",
  );
  assert.deepEqual(STORED_MODEL.ids, SERVED_ACTIONS.map((a) => a.id));
});

Deno.test("classifier: an example changed anywhere changes the fingerprint", () => {
  const edited = SERVED_ACTIONS.map((a, i) =>
    i === 7 ? { ...a, examples: [...a.examples, "one more way to say it"] } : a
  );
  assert.notEqual(classifierFingerprint(edited), STORED_MODEL.fingerprint);
});

const FEW = SERVED_ACTIONS.filter((a) => a.domain === "tag");

Deno.test("classifier: training is deterministic and learns its rows' examples", () => {
  const model = trainClassifier(FEW);
  assert.deepEqual(trainClassifier(FEW), model);
  const classes = classesOf(model, FEW);
  for (const a of FEW) {
    const right = a.examples.filter((e) => {
      const p = classify(model, classes, features(e));
      return p.indexOf(Math.max(...p)) === FEW.indexOf(a);
    });
    assert.ok(right.length >= a.examples.length / 2, `${a.id}: ${right.length}/${a.examples.length}`);
  }
});

Deno.test("classifier: probabilities are over the visible actions it knows; others score 0", () => {
  const visible = [...FEW, SERVED_ACTIONS.find((a) => a.id === "issue.get")!];
  const model = trainClassifier(FEW);
  const protect = FEW.find((a) => a.id === "tag.protect")!;
  const p = classify(model, classesOf(model, visible), features(protect.examples[0]!));
  assert.equal(p.at(-1), 0);
  assert.ok(Math.abs(p.reduce((s, x) => s + x, 0) - 1) < 1e-9);
  assert.equal(visible[p.indexOf(Math.max(...p))]!.id, "tag.protect");
});

Deno.test("classifier: words that are Object.prototype's keys are plain words", () => {
  for (const q of ["constructor", "__proto__ tag", "toString hasOwnProperty valueOf list tags"]) {
    for (const hit of searchActions(SERVED_ACTIONS, q, 5)) assert.ok(Number.isFinite(hit.score), q);
  }
  assert.equal(searchActions(SERVED_ACTIONS, "constructor", 5).length, 0);
});
