/**
 * Clipped words ("upd", "lbl", "grp", "projs"): a short query word the index does not know counts
 * as the one common index word it is a prefix of ("upd" → update), or whose consonant skeleton it is ("lbl" → label,
 * "grp" → group). Only when exactly one such word exists: an abbreviation that could be two things stays unknown.
 */
import type { FindIndex } from "./index.ts";

/** Clipped words this short or long are read as such: two letters are too many things, six are a word. */
const SHORTEST = 3;
const LONGEST = 5;
/** An expansion must be known to this many actions (not only to examples): a rare word is not what people clip. */
const COMMON = 3;

/** The first letter and the consonants after it, doubled letters once ("comment" → "cmnt"). */
function skeleton(word: string): string {
  return (word[0]! + word.slice(1).replace(/[aeiouy]/g, "")).replace(/(.)\1+/g, "$1");
}

const COMMON_WORDS = new WeakMap<FindIndex, { word: string; skeleton: string }[]>();

function commonWords(index: FindIndex): { word: string; skeleton: string }[] {
  let words = COMMON_WORDS.get(index);
  if (!words) {
    words = [...index.postings.entries()]
      .filter(([w, docs]) => /^[a-z]+$/.test(w) && docs.length >= COMMON && !index.exampleOnly.has(w))
      .map(([word]) => ({ word, skeleton: skeleton(word) }));
    COMMON_WORDS.set(index, words);
  }
  return words;
}

/** The index word an unknown clipped word stands for, if exactly one. */
export function expansion(index: FindIndex, word: string): string | undefined {
  if (word.length < SHORTEST || word.length > LONGEST || !/^[a-z]+$/.test(word)) return undefined;
  const clipped = skeleton(word);
  const found = commonWords(index).filter((w) =>
    w.word.length > word.length && (w.word.startsWith(word) || w.skeleton === clipped)
  );
  return found.length === 1 ? found[0]!.word : undefined;
}
