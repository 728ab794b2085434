/**
 * A multinomial logistic regression over the same terms the index reads,
 * trained on every row's examples, title and aliases. BM25 scores how much
 * of a request an action's texts contain; the classifier learns which words
 * tell neighbouring actions apart (on tuning requests and k-fold it put the
 * right action first more often than either alone). Training takes seconds,
 * so the model is trained at build time (scripts/gen_classifier.ts) and
 * stored pruned; the fingerprint of what it was trained on shows when it is
 * out of date (tests/find/classifier_test.ts).
 */
import type { Action } from "../engine/action.ts";
import { terms } from "./tokens.ts";

export interface ClassifierModel {
  /** FNV-1a of the training documents and settings: the model is current when the catalog gives the same. */
  fingerprint: string;
  ids: string[];
  /** Per action, in units of 1/SCALE. */
  bias: number[];
  /** term → flat [action, weight in 1/SCALE, action, weight, …]; weights near the term's median are dropped. */
  weights: Record<string, number[]>;
}

/** Training settings, chosen on the tuning requests and k-fold (docs/benchmarks.md). */
const TRAINING = { epochs: 12, rate: 0.2, l2: 1e-4, prune: 0.8, seed: 1 };
/** Stored weights are integers in 1/SCALE steps. */
const SCALE = 20;

/** A text's features: its terms, each at the highest weight it has. */
export function features(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const { term, weight } of terms(text)) out.set(term, Math.max(out.get(term) ?? 0, weight));
  return out;
}

type Doc = [Map<string, number>, number];

function trainingDocs(actions: readonly Action[]): Doc[] {
  return actions.flatMap((a, i) => [a.title, ...a.aliases, ...a.examples].map((t): Doc => [features(t), i]));
}

/** Hex FNV-1a (32 bits) of the documents and settings. */
function fingerprintOf(ids: string[], docs: Doc[]): string {
  let h = 0x811c9dc5;
  const text = JSON.stringify([TRAINING, ids, docs.map(([f, y]) => [y, [...f]])]);
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, "0");
}

/** What a model trained on these actions would be fingerprinted with. */
export function classifierFingerprint(actions: readonly Action[]): string {
  return fingerprintOf(actions.map((a) => a.id), trainingDocs(actions));
}

/** Softmax in place over `logits`. */
function softmax(logits: Float64Array): void {
  let max = -Infinity;
  for (const x of logits) max = Math.max(max, x);
  let sum = 0;
  logits.forEach((x, c) => sum += logits[c] = Math.exp(x - max));
  logits.forEach((x, c) => logits[c] = x / sum);
}

/** Adagrad state: weights and summed squared gradients. */
class Trainer {
  readonly w = new Map<string, Float64Array>();
  readonly g = new Map<string, Float64Array>();
  readonly bias: Float64Array;
  readonly gBias: Float64Array;
  constructor(readonly classes: number) {
    this.bias = new Float64Array(classes);
    this.gBias = new Float64Array(classes).fill(1e-8);
  }

  row(term: string): [Float64Array, Float64Array] {
    let w = this.w.get(term);
    if (!w) {
      this.w.set(term, w = new Float64Array(this.classes));
      this.g.set(term, new Float64Array(this.classes).fill(1e-8));
    }
    return [w, this.g.get(term)!];
  }

  step([f, y]: Doc): void {
    const p = Float64Array.from(this.bias);
    for (const [t, v] of f) this.row(t)[0].forEach((w, c) => p[c]! += w * v);
    softmax(p);
    p[y]! -= 1;
    const { rate, l2 } = TRAINING;
    for (const [t, v] of f) {
      const [w, g] = this.row(t);
      p.forEach((err, c) => {
        const grad = err * v + l2 * w[c]!;
        g[c]! += grad * grad;
        w[c]! -= (rate * grad) / Math.sqrt(g[c]!);
      });
    }
    p.forEach((err, c) => {
      this.gBias[c]! += err * err;
      this.bias[c]! -= (rate * err) / Math.sqrt(this.gBias[c]!);
    });
  }
}

/** Seeded Fisher–Yates, so a model is the same every time it is trained on the same rows. */
function shuffled(n: number, state: { seed: number }): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    state.seed = (state.seed * 16807) % 2147483647;
    const j = Math.floor((state.seed / 2147483647) * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * A term's weights keep only what sets actions apart: softmax ignores a constant added to every action, so
 * the median is subtracted and what stays near it is dropped (a model of ~14,000 numbers, not 550,000).
 */
function pruned(w: Float64Array): number[] {
  const median = [...w].sort((a, b) => a - b)[w.length >> 1]!;
  const out: number[] = [];
  w.forEach((x, c) => {
    const q = Math.round((x - median) * SCALE);
    if (Math.abs(x - median) >= TRAINING.prune && q !== 0) out.push(c, q);
  });
  return out;
}

/** Trains a model on the actions' titles, aliases and examples (deterministic). */
export function trainClassifier(actions: readonly Action[]): ClassifierModel {
  const ids = actions.map((a) => a.id);
  const docs = trainingDocs(actions);
  const trainer = new Trainer(actions.length);
  const state = { seed: TRAINING.seed };
  for (let epoch = 0; epoch < TRAINING.epochs; epoch++) {
    for (const d of shuffled(docs.length, state)) trainer.step(docs[d]!);
  }
  const sorted = [...trainer.w].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const weights = Object.fromEntries(sorted.map(([t, w]) => [t, pruned(w)]).filter(([, kept]) => kept!.length));
  const bias = [...trainer.bias].map((b) => Math.round(b * SCALE));
  return { fingerprint: fingerprintOf(ids, docs), ids, bias, weights };
}

/** For each of `actions`, the model's class (-1 when the model does not know it: it then scores 0). */
export function classesOf(model: ClassifierModel, actions: readonly Action[]): Int32Array {
  const byId = new Map(model.ids.map((id, c) => [id, c]));
  return Int32Array.from(actions, (a) => byId.get(a.id) ?? -1);
}

/** The probability of each action (by `classes`), the softmax taken over the known ones only. */
export function classify(model: ClassifierModel, classes: Int32Array, query: Map<string, number>): Float64Array {
  const logits = new Float64Array(model.ids.length);
  for (const [t, v] of query) {
    // Own keys only: a request saying "constructor" must not reach Object.prototype.
    if (!Object.hasOwn(model.weights, t)) continue;
    const flat = model.weights[t]!;
    for (let k = 0; k < flat.length; k += 2) logits[flat[k]!]! += flat[k + 1]! * v;
  }
  const known = classes.filter((c) => c >= 0);
  const visible = Float64Array.from(known, (c) => (logits[c]! + model.bias[c]!) / SCALE);
  softmax(visible);
  const out = new Float64Array(classes.length);
  let k = 0;
  classes.forEach((c, i) => out[i] = c >= 0 ? visible[k++]! : 0);
  return out;
}
