/** Inverted lists and BM25's idf, shared by the fielded action index and the per-example index. */

/** term → [document, weight] */
export type Postings = Map<string, Array<[number, number]>>;

export function addPosting(postings: Postings, term: string, doc: number, weight: number): void {
  const list = postings.get(term);
  if (list) list.push([doc, weight]);
  else postings.set(term, [[doc, weight]]);
}

/** BM25's idf of every term over `n` documents. */
export function idfTable(postings: Postings, n: number): Map<string, number> {
  return new Map(
    [...postings].map(([t, list]) => [t, Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5))]),
  );
}
