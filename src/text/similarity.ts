/** Edit distance for "did you mean" hints and typo-tolerant search. */

/** Longest word `nearest` compares: past this, no candidate is close enough to suggest. */
export const NEAREST_WORD_MAX = 100;

/** Levenshtein distance, O(a*b) with one row of memory; callers bound the lengths. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length]!;
}

/**
 * Whether the Levenshtein distance is at most 1 (one substitution, insertion or deletion), in one pass
 * over the shorter word: the same answer as `editDistance(a, b) <= 1` without building a matrix.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const [long, short] = a.length >= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let i = 0;
  while (i < short.length && long[i] === short[i]) i++;
  // Past the first difference, the rest must match after skipping one character (of both, or of the longer).
  const skip = long.length === short.length ? 1 : 0;
  for (let j = i + 1; j < long.length; j++) if (long[j] !== short[j - 1 + skip]) return false;
  return true;
}

/** Up to `max` candidates close to `word`: within a third of its length, or sharing a prefix. */
export function nearest(word: string, candidates: string[], max: number): string[] {
  if (word.length > NEAREST_WORD_MAX) return [];
  const w = word.toLowerCase();
  return candidates
    .map((c) => ({ c, d: editDistance(w, c.toLowerCase()) }))
    .filter(({ c, d }) => d <= Math.max(2, Math.floor(w.length / 3)) || c.startsWith(w) || w.startsWith(c))
    .sort((x, y) => x.d - y.d || x.c.localeCompare(y.c))
    .slice(0, max)
    .map(({ c }) => c);
}
