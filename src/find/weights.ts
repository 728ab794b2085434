/**
 * Every weight the ranker uses, in one place, so they can be fitted as a set (bench/find_tune.ts fits them on
 * the rows' own examples, 5-fold, together with the tuning requests; never on held-out requests).
 */
export const WEIGHTS = {
  /** BM25F field weights and length normalisation, in index.ts's field order; ID words and title say what an action is. */
  fields: {
    object: { weight: 2, b: 0.5 },
    verb: { weight: 1.3, b: 0 },
    title: { weight: 3.1, b: 0.5 },
    aliases: { weight: 4, b: 0.5 },
    examples: { weight: 0.48, b: 1 },
    slots: { weight: 2.4, b: 0 },
    description: { weight: 0.6, b: 0.6 },
  },
  k1: 0.6,
  /** Multipliers of the ranking rules (rank.ts). */
  rules: { verb: 1.3, question: 1.4, noVerb: 1.08, plural: 1.15, unnamed: 0.6 },
  /** How much the best-matching single example adds to the fielded score... */
  example: 0.25,
  /** ...and how much its second-best example counts next to the best. */
  exampleSecond: 0.5,
  exampleK1: 2.4,
  exampleB: 0.75,
  /** How much the classifier's probability (0–1) adds: at 4, a sure answer outweighs a typical word match. */
  classifier: 4,
};

export type FieldName = keyof typeof WEIGHTS.fields;
