/**
 * Ranks the visible actions for a request: BM25F over the index plus each
 * action's nearest example, query words the index does not know corrected to
 * one within one edit, then the rules (the request's first verb agrees with
 * the action's, a question or a request with no verb favours reads, a plural
 * object favours lists, an explicit action ID wins) and the classifier's
 * probability for what matched; their weights are in weights.ts.
 */
import type { Action } from "../engine/action.ts";
import { withinOneEdit } from "../text/similarity.ts";
import { QUERY_MAX } from "../text/bounds.ts";
import { buildIndex, type FindIndex, VERBS } from "./index.ts";
import { requestTerms, type Term } from "./tokens.ts";
import { bestExampleScores } from "./example_index.ts";
import { expansion } from "./abbreviations.ts";
import { canonical, isPlural, stem } from "./vocabulary.ts";
import { WEIGHTS } from "./weights.ts";
import { type ClassifierModel, classify } from "./classifier.ts";
import storedModel from "./classifier_model.json" with { type: "json" };

/** The model scripts/gen_classifier.ts trained on the served actions. */
export const STORED_MODEL: ClassifierModel = storedModel;

export interface Hit {
  action: Action;
  score: number;
}

/** Query words longer than this are not typo-corrected: no index word is that long, so none is one edit away. */
export const FUZZY_WORD_MAX = 40;

const INDEXES = new WeakMap<readonly Action[], Map<ClassifierModel, FindIndex>>();

function indexFor(actions: readonly Action[], model: ClassifierModel): FindIndex {
  let byModel = INDEXES.get(actions);
  if (!byModel) INDEXES.set(actions, byModel = new Map());
  let index = byModel.get(model);
  if (!index) byModel.set(model, index = buildIndex(actions, model));
  return index;
}

/** How many actions the index knows a term from. */
function docFreq(index: FindIndex, term: string): number {
  return index.postings.get(term)?.length ?? 0;
}

/** Whether `a` becomes `b` by swapping two neighbouring letters (the commonest typo one edit does not cover). */
function oneSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const i = [...a].findIndex((c, k) => c !== b[k]);
  return i >= 0 && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/** Index words one edit or one swap away from an unknown query word (same length ±1 only). */
function corrections(index: FindIndex, word: string): string[] {
  if (word.length < 4 || word.length > FUZZY_WORD_MAX || word.startsWith("ref:")) return [];
  const near: string[] = [];
  for (const len of [word.length - 1, word.length, word.length + 1]) {
    for (const w of index.byLength.get(len) ?? []) if (withinOneEdit(word, w) || oneSwap(word, w)) near.push(w);
  }
  // The three most common: a rare neighbour (another typo) must not crowd out the word meant.
  return near.sort((a, b) => docFreq(index, b) - docFreq(index, a) || a.localeCompare(b)).slice(0, 3);
}

/** A word known to this few actions, or to examples only, may itself be a typo (examples carry some on purpose)... */
const RARE = 10;
/** ...when a one-edit neighbour is this many times as common. */
const MORE_COMMON = 3;

/**
 * Query terms, deduplicated by their highest weight. A word the index does not know, knows from few actions or
 * from examples only, also counts as its more common one-edit neighbours.
 */
function queryTerms(index: FindIndex, query: Term[], meant: Meant): Map<string, number> {
  const out = new Map<string, number>();
  const add = (t: string, w: number) => out.set(t, Math.max(out.get(t) ?? 0, w));
  for (const { term, weight } of query) {
    const near = meant.get(term)!;
    // A word that is likely a typo counts less as itself.
    if (docFreq(index, term) > 0) add(term, near.length ? weight * 0.5 : weight);
    for (const c of near) add(c, weight * 0.7);
  }
  return out;
}

/** Per query term, the more common one-edit neighbours it likely stands for (none for a common word). */
type Meant = Map<string, string[]>;

function likelyMeant(index: FindIndex, query: Term[]): Meant {
  const df = (t: string) => docFreq(index, t);
  const near = (term: string) => {
    if (df(term) > RARE && !index.exampleOnly.has(term)) return [];
    const fixed = corrections(index, term).filter((c) => df(c) >= MORE_COMMON * Math.max(1, df(term)));
    const clipped = !fixed.length && df(term) === 0 ? expansion(index, term) : undefined;
    return clipped ? [clipped] : fixed;
  };
  // Once per distinct term: a request repeating a rare word must not pay for its corrections each time.
  const out: Meant = new Map();
  for (const { term } of query) if (!out.has(term)) out.set(term, near(term));
  return out;
}

/**
 * "craete tag" has a verb too: a word only typos explain (unknown to the index, or to all but examples) counts
 * as the catalog verb it is one edit from ("lint", a rare word of the catalog's own, stays itself).
 */
function typedVerbs(index: FindIndex, query: Term[], meant: Meant): Term[] {
  return query.map((t) => {
    const typo = docFreq(index, t.term) === 0 || index.exampleOnly.has(t.term);
    const verb = VERBS.has(t.term) || !typo ? undefined : meant.get(t.term)!.find((c) => VERBS.has(c));
    return verb ? { ...t, term: verb } : t;
  });
}

function bm25(index: FindIndex, query: Map<string, number>): Float64Array {
  const scores = new Float64Array(index.actions.length);
  for (const [term, weight] of query) {
    const idf = index.idf.get(term) ?? 0;
    for (const [i, tf] of index.postings.get(term) ?? []) scores[i]! += weight * idf * (tf / (WEIGHTS.k1 + tf));
  }
  return scores;
}

/** Catalog verbs a request names in the past ("merged", "closed", "triggered" → run): what happened, not what to do. */
function pastActs(words: string[]): Set<string> {
  const past = canonical(words.filter((w) => w.endsWith("ed")));
  return new Set(past.map(({ word }) => stem(word)).filter((t) => VERBS.has(t)));
}

/** What the request's shape says: its first verb, whether it asks a question, whether it names things in plural. */
function shapeOf(query: string, words: string[], qterms: Term[]) {
  const question = /\?\s*$/.test(query) ||
    /^\s*(what|which|who|whose|how|is|are|does|do|did|any|has|have|when|where|why|whats|what's)\b/i.test(query);
  // "merged", "closed", "triggered" say what happened or what is ("when was !318 merged?", "MRs merged into
  // release/4.0", "pipelines triggered by @alice"), and in a question after did/has/have/was every verb does ("did
  // anyone approve !318 yet?"): the verb asked for is the next one, if any ("I created it by mistake, delete it").
  const happened = /^\s*(did|has|have|was|were)\b/i.test(query);
  const past = question && happened ? new Set(words.map(stem)) : pastActs(words);
  const firstVerb = qterms.find((t) => VERBS.has(t.term) && t.weight >= 0.5 && !past.has(t.term))?.term;
  const plural = words.some((w) => isPlural(w) && w.length > 4);
  // "show issues" asks for a list, not one object.
  return { firstVerb: plural && firstVerb === "get" ? "list" : firstVerb, question, plural };
}

/** "when was !318 merged?", "who closed #42?": when or who of a past act is read from its events. */
const EVENT = stem("event");

function askedHistory(query: string, words: string[], qterms: Term[]): Term[] {
  const asked = /^\s*(?:when|who)\b/.test(query) && pastActs(words).size > 0;
  return asked ? [...qterms, { term: EVENT, weight: 0.2 }] : qterms;
}

/** Labels and milestones are set on an issue or merge request: adding or removing one there updates it. */
const ATTRIBUTES = new Set(["ref:label", "ref:milestone", stem("label")]);
const CONTAINERS = new Set(["ref:issue", "ref:mr"]);
const [DELETE, CREATE, UPDATE] = ["delete", "create", "update"].map(stem);

/** "remove ~bug from #12" edits the issue: its delete (or create) verb becomes update. */
function attributeEdits(qterms: Term[]): Term[] {
  const onContainer = qterms.some((t) => ATTRIBUTES.has(t.term)) && qterms.some((t) => CONTAINERS.has(t.term));
  if (!onContainer) return qterms;
  return qterms.map((t) => t.term === DELETE || t.term === CREATE ? { ...t, term: UPDATE! } : t);
}

function applyRules(
  index: FindIndex,
  scores: Float64Array,
  shape: ReturnType<typeof shapeOf>,
  asked: Map<string, number>,
): void {
  const rules = WEIGHTS.rules;
  index.actions.forEach((a, i) => {
    if (scores[i]! <= 0) return;
    // An action about something the request never names (issue.note_get for "show #42") yields to one that is.
    const objects = index.objects[i]!;
    const named = objects.filter((group) => group.some((o) => asked.has(o))).length / Math.max(1, objects.length);
    scores[i]! *= rules.unnamed + (1 - rules.unnamed) * named;
    if (shape.firstVerb && index.verbs[i] === shape.firstVerb) scores[i]! *= rules.verb;
    if (a.readOnly && !shape.firstVerb) scores[i]! *= shape.question ? rules.question : rules.noVerb;
    if (shape.plural && a.kind === "list") scores[i]! *= rules.plural;
  });
}

/**
 * Ranks the actions for a free-text query; best first, ties broken by ID so the order is stable. `model` is
 * the stored classifier but for k-fold runs, which train one without the fold they ask about.
 */
export function searchActions(
  actions: readonly Action[],
  query: string,
  limit: number,
  model: ClassifierModel = STORED_MODEL,
): Hit[] {
  // The tool refuses longer requests; a caller that does not still gets a bounded ranking.
  const bounded = query.slice(0, QUERY_MAX).trim();
  const q = bounded.toLowerCase();
  const exact = actions.find((a) => a.id === q);
  if (exact) return [{ action: exact, score: 100 }];
  const index = indexFor(actions, model);
  const words = q.split(/[^a-z]+/);
  const qterms = askedHistory(q, words, attributeEdits(requestTerms(bounded)));
  const meant = likelyMeant(index, qterms);
  const weighted = queryTerms(index, qterms, meant);
  const scores = bm25(index, weighted);
  const nearest = bestExampleScores(index.examples, weighted, actions.length);
  scores.forEach((s, i) => scores[i] = s + WEIGHTS.example * nearest[i]!);
  applyRules(index, scores, shapeOf(q, words, typedVerbs(index, qterms, meant)), weighted);
  const learned = classify(model, index.classes, weighted);
  // It re-ranks what the request's words matched: a softmax gives every action some share, even for nonsense.
  scores.forEach((s, i) => scores[i] = s > 0 ? s + WEIGHTS.classifier * learned[i]! : s);
  const typed = new Set(q.split(/\s+/));
  const named = actions.find((a) => typed.has(a.id));
  const hits: Hit[] = [];
  scores.forEach((score, i) => {
    const action = actions[i]!;
    if (score > 0 || action === named) hits.push({ action, score: action === named ? score + 100 : score });
  });
  hits.sort((x, y) => y.score - x.score || x.action.id.localeCompare(y.action.id));
  return hits.slice(0, limit);
}

/** Calibrated on the tuning requests: a top hit this weak, or this close to the next, is often wrong. */
const WEAK = { score: 4, margin: 1.15 };

/** Whether the first hit is a weak match, so the model should weigh the alternatives. */
export function isLowConfidence(hits: Hit[]): boolean {
  const [top, next] = hits;
  if (!top) return true;
  if (top.score >= 100) return false;
  return top.score < WEAK.score || (next !== undefined && top.score < next.score * WEAK.margin);
}
