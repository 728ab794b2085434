/**
 * Which actions the ranker confuses on the rows' own examples (5-fold: each example is ranked by an index built
 * without its fold). Lists the most frequent (expected → got) pairs, to show where examples do not yet separate
 * neighbours. The classifier is trained per fold as well. Uses no evaluation request.
 */
import { SERVED_ACTIONS } from "../src/surfaces/inventory.ts";
import { searchActions } from "../src/find/rank.ts";
import { trainClassifier } from "../src/find/classifier.ts";
import { FOLDS, inFold, withoutFold } from "./find_accuracy.ts";

const pairs = new Map<string, number>();
for (let fold = 0; fold < FOLDS; fold++) {
  const kept = withoutFold(fold);
  const model = trainClassifier(kept);
  for (const a of SERVED_ACTIONS) {
    for (const q of inFold(a, fold)) {
      const got = searchActions(kept, q, 1, model)[0]?.action.id ?? "(nothing)";
      if (got !== a.id) pairs.set(`${a.id} → ${got}`, (pairs.get(`${a.id} → ${got}`) ?? 0) + 1);
    }
  }
}
for (const [pair, n] of [...pairs].sort((x, y) => y[1] - x[1]).slice(0, Number(Deno.args[0] ?? 60))) {
  console.log(`${String(n).padStart(3)}  ${pair}`);
}
