/**
 * k-fold over the rows' own examples: each action's examples are split in 5 folds; for each fold the index is
 * built without it and its examples are the queries. Measures how well examples generalise to unseen phrasings
 * by the same authors (a check on the examples, not a replacement for the independent evaluation requests).
 * The classifier is trained per fold too, on the kept examples only.
 */
import { SERVED_ACTIONS } from "../src/surfaces/inventory.ts";
import { searchActions } from "../src/find/rank.ts";
import { trainClassifier } from "../src/find/classifier.ts";
import { FOLDS, inFold, pct, withoutFold } from "./find_accuracy.ts";

let n = 0, top1 = 0, top3 = 0;
for (let fold = 0; fold < FOLDS; fold++) {
  const kept = withoutFold(fold);
  const model = trainClassifier(kept);
  for (const a of SERVED_ACTIONS) {
    for (const q of inFold(a, fold)) {
      const ids = searchActions(kept, q, 3, model).map((h) => h.action.id);
      n++;
      if (ids[0] === a.id) top1++;
      if (ids.includes(a.id)) top3++;
    }
  }
}
console.log(`k-fold (${FOLDS}) over ${n} examples: top-1 ${pct(top1, n)}  top-3 ${pct(top3, n)}`);
