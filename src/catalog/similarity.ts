/** Edit distance for "did you mean" hints and typo-tolerant search. */

/** Levenshtein distance, O(a*b) with one row of memory. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length];
}

/** Up to `max` candidates close to `word`: within a third of its length, or sharing a prefix. */
export function nearest(word: string, candidates: string[], max: number): string[] {
  const w = word.toLowerCase();
  return candidates
    .map((c) => ({ c, d: editDistance(w, c.toLowerCase()) }))
    .filter(({ c, d }) => d <= Math.max(2, Math.floor(w.length / 3)) || c.startsWith(w) || w.startsWith(c))
    .sort((x, y) => x.d - y.d || x.c.localeCompare(y.c))
    .slice(0, max)
    .map(({ c }) => c);
}
