/**
 * Fits the ranker's weights (src/find/weights.ts) by coordinate search: each weight in turn is scaled up and
 * down, and a change is kept when it raises the mean of top-1 (and half of top-3) over the rows' own examples,
 * 5-fold, and over the tuning requests. Held-out requests are never read. Prints the fitted weights; copying them
 * into weights.ts is a deliberate, reviewed step.
 */
import { SERVED_ACTIONS } from "../src/surfaces/inventory.ts";
import { searchActions } from "../src/find/rank.ts";
import { trainClassifier } from "../src/find/classifier.ts";
import { WEIGHTS } from "../src/find/weights.ts";
import { FOLDS, inFold, loadRequests, withoutFold } from "./find_accuracy.ts";

const tuning = (await loadRequests()).filter((r) => !r.heldOut);

type Leaf = { get(): number; set(v: number): void; name: string; max?: number };

/** Every number in WEIGHTS, as a settable leaf. */
function leaves(node: Record<string, unknown>, prefix = ""): Leaf[] {
  return Object.entries(node).flatMap(([k, v]): Leaf[] => {
    const name = `${prefix}${k}`;
    if (typeof v === "object" && v) return leaves(v as Record<string, unknown>, `${name}.`);
    const max = k === "b" || k === "exampleB" || k === "unnamed" ? 1 : undefined;
    return [{ name, max, get: () => node[k] as number, set: (x) => node[k] = x }];
  });
}

/** The classifier per fold, trained once: no weight fitted here changes it. */
const FOLD_MODELS = Array.from({ length: FOLDS }, (_, fold) => trainClassifier(withoutFold(fold)));

/** Fractions right at 1 and 3, on the examples (k-fold) and on the tuning requests. */
function measure(): { k1: number; k3: number; t1: number; t3: number } {
  let n = 0, k1 = 0, k3 = 0;
  for (let fold = 0; fold < FOLDS; fold++) {
    // A new list each time: the index is cached per list and must be rebuilt with the weights being tried.
    const kept = withoutFold(fold);
    for (const a of SERVED_ACTIONS) {
      for (const q of inFold(a, fold)) {
        const ids = searchActions(kept, q, 3, FOLD_MODELS[fold]).map((h) => h.action.id);
        n++, k1 += +(ids[0] === a.id), k3 += +ids.includes(a.id);
      }
    }
  }
  const actions = [...SERVED_ACTIONS];
  let t1 = 0, t3 = 0;
  for (const r of tuning) {
    const ids = searchActions(actions, r.q, 3).map((h) => h.action.id);
    const good = new Set([r.expect, ...r.ok]);
    t1 += +good.has(ids[0] ?? ""), t3 += +ids.some((id) => good.has(id));
  }
  return { k1: k1 / n, k3: k3 / n, t1: t1 / tuning.length, t3: t3 / tuning.length };
}

const objective = (m: ReturnType<typeof measure>) => (m.k1 + m.t1) / 2 + (m.k3 + m.t3) / 4;
const show = (m: ReturnType<typeof measure>) =>
  `k-fold ${(100 * m.k1).toFixed(1)}/${(100 * m.k3).toFixed(1)} tuning ${(100 * m.t1).toFixed(1)}/${
    (100 * m.t3).toFixed(1)
  }`;

if (import.meta.main) {
  let best = measure();
  console.log(`start: ${show(best)}`);
  const rounds = Number(Deno.args[0] ?? 2);
  for (let round = 0; round < rounds; round++) {
    for (const leaf of leaves(WEIGHTS)) {
      const start = leaf.get();
      for (const factor of [0.5, 0.8, 1.25, 2]) {
        const value = Math.min(leaf.max ?? Infinity, Number((start * factor).toPrecision(2)));
        const before = leaf.get();
        leaf.set(value);
        const m = measure();
        if (objective(m) > objective(best) + 1e-9) {
          best = m;
          console.log(`${leaf.name} ${before} → ${value}: ${show(m)}`);
        } else leaf.set(before);
      }
    }
  }
  console.log(`fitted: ${show(best)}\n${JSON.stringify(WEIGHTS, null, 2)}`);
}
