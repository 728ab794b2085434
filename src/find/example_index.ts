/**
 * Each example request as a document of its own, so a query close to one
 * example of an action scores as high as that example allows, however many
 * other examples the action has (concatenated, they would dilute each other).
 */
import { addPosting, idfTable, type Postings } from "./postings.ts";
import { WEIGHTS } from "./weights.ts";

export interface ExampleIndex {
  /** Action index of each example document. */
  owner: Int32Array;
  /** term → [document, BM25 term weight without idf] */
  postings: Postings;
  idf: Map<string, number>;
}

/** `exampleTerms[i]`: the terms of each example of action i, as the fielded index read them. */
export function buildExampleIndex(exampleTerms: string[][][]): ExampleIndex {
  const docs: string[][] = [];
  const owners: number[] = [];
  exampleTerms.forEach((examples, i) => {
    for (const terms of examples) {
      docs.push([...new Set(terms)]);
      owners.push(i);
    }
  });
  const avg = docs.reduce((s, d) => s + d.length, 0) / Math.max(1, docs.length) || 1;
  const postings: Postings = new Map();
  docs.forEach((terms, d) => {
    const { exampleB: b, exampleK1: k1 } = WEIGHTS;
    const tf = 1 / (1 - b + b * (terms.length / avg));
    const weight = (tf * (k1 + 1)) / (tf + k1);
    for (const t of terms) addPosting(postings, t, d, weight);
  });
  return { owner: Int32Array.from(owners), postings, idf: idfTable(postings, docs.length) };
}

/** Per action, the score of its best-matching example for these query terms. */
export function bestExampleScores(index: ExampleIndex, query: Map<string, number>, actions: number): Float64Array {
  const docs = new Float64Array(index.owner.length);
  for (const [term, weight] of query) {
    const idf = index.idf.get(term) ?? 0;
    for (const [d, w] of index.postings.get(term) ?? []) docs[d]! += weight * idf * w;
  }
  const best = new Float64Array(actions);
  const second = new Float64Array(actions);
  docs.forEach((score, d) => {
    const a = index.owner[d]!;
    if (score > best[a]!) {
      second[a] = best[a]!;
      best[a] = score;
    } else if (score > second[a]!) second[a] = score;
  });
  const next = WEIGHTS.exampleSecond;
  return best.map((b, a) => (b + next * second[a]!) / (1 + next));
}
