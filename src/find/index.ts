/**
 * The search index over one visible action list, built once: BM25F over
 * weighted fields of each row (its ID words, title, aliases, examples, the
 * reference slots its path params imply, the first sentence of its
 * description), plus each row's verb for the ranking rules. Nothing here is
 * typed by hand per action: it all comes from the row.
 */
import type { Action } from "../engine/action.ts";
import { numberedRef, termList } from "./tokens.ts";
import { addPosting, idfTable, type Postings } from "./postings.ts";
import { buildExampleIndex, type ExampleIndex } from "./example_index.ts";
import { type FieldName, WEIGHTS } from "./weights.ts";
import { classesOf, type ClassifierModel } from "./classifier.ts";

/** The fields, in the order fieldTerms returns them. */
const FIELDS: FieldName[] = ["object", "verb", "title", "aliases", "examples", "slots", "description"];

/** Reference terms a path param implies: an action taking `merge_request_iid` is what `!318` asks about. */
const SLOT_TERMS: Record<string, string[]> = {
  merge_request_iid: ["ref:mr"],
  issue_iid: ["ref:issue"],
  pipeline_id: ["ref:pipeline"],
  job_id: ["ref:job"],
  sha: ["ref:sha"],
  file_path: ["ref:path"],
  path: ["ref:path"],
  tag_name: ["ref:version"],
  milestone_id: ["ref:milestone"],
  label_id: ["ref:label"],
  name: [],
  key: ["ref:key"],
  user_id: ["ref:user"],
  id_or_username: ["ref:user"],
  project_id: ["ref:project"],
  group_id: ["ref:project"],
};

/** Verbs an action's ID can carry, in their stemmed form; the first one in its name is its verb. */
export const VERBS = new Set([
  "list",
  "get",
  "creat",
  "add",
  "updat",
  "delet",
  "clos",
  "reopen",
  "merg",
  "approv",
  "unapprov",
  "retry",
  "cancel",
  "run",
  "play",
  "eras",
  "protect",
  "unprotect",
  "star",
  "unstar",
  "fork",
  "archiv",
  "unarchiv",
  "transfer",
  "subscrib",
  "unsubscrib",
  "rebas",
  "mov",
  "search",
  "compar",
  "resolv",
  "publish",
  "promot",
  "upload",
  "download",
  "reset",
  "set",
]);

export interface FindIndex {
  actions: readonly Action[];
  /** term → [action index, length-normalised weighted term frequency] */
  postings: Postings;
  idf: Map<string, number>;
  /** Index words by length, for one-edit typo correction. */
  byLength: Map<number, string[]>;
  /** Words only users' examples use (no ID, title, alias or description does): typos among them are examples' own. */
  exampleOnly: Set<string>;
  /** Each action's verb (stemmed), "" when its name has none. */
  verbs: string[];
  /**
   * What each action is about, as groups of words any one of which names it: its domain (mr_review → merge
   * request or review), then each non-verb word of its name (issue.note_list → [issue], [note]).
   */
  objects: string[][][];
  examples: ExampleIndex;
  /** Each action's class in the classifier (-1: unknown to it). */
  classes: Int32Array;
}

/** A path param's reference terms: listed above, else `deployment_id` → the term "deployment 5567" gives. */
function slotText(action: Action): string[] {
  return action.pathParams.flatMap((p) => {
    const listed = SLOT_TERMS[p];
    if (listed) return listed;
    const object = /(?:^|_)([a-z]+)_i?id$/.exec(p)?.[1];
    return object ? [numberedRef(object)] : [];
  });
}

function firstSentence(text: string): string {
  const end = text.search(/\.\s/);
  return end < 0 ? text : text.slice(0, end);
}

/** Each field's terms for one action. */
function fieldTerms(action: Action, examples: string[][]): string[][] {
  return [
    termList(`${action.domain} ${action.name}`).filter((t) => !VERBS.has(t)),
    termList(action.name).filter((t) => VERBS.has(t)),
    termList(action.title),
    termList(action.aliases.join(" ; ")),
    examples.flat(),
    slotText(action),
    termList(firstSentence(action.description)),
  ];
}

/** What an action is about: its domain's words, then each other word of its name. */
function objectsOf(action: Action): string[][] {
  const domain = termList(action.domain).filter((t) => !VERBS.has(t));
  const own = termList(action.name).filter((t) => !VERBS.has(t) && !domain.includes(t));
  return [...(domain.length ? [domain] : []), ...[...new Set(own)].map((t) => [t])];
}

/** The first verb of its name; else its domain's when the domain is a verb (search.*); else list or get by kind. */
function verbOf(action: Action): string {
  // "closed" in issues_closed, "protected" in list_protected describe the object; they are not what is done.
  const words = termList(action.name.split("_").filter((w) => !w.endsWith("ed")).join(" "));
  const domain = termList(action.domain).find((w) => VERBS.has(w));
  return words.find((w) => VERBS.has(w)) ?? domain ?? (action.kind === "list" ? "list" : action.readOnly ? "get" : "");
}

function counts(terms: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of terms) m.set(t, (m.get(t) ?? 0) + 1);
  return m;
}

/** Builds the index; the caller keeps it for as long as the action list does not change. */
export function buildIndex(actions: readonly Action[], model: ClassifierModel): FindIndex {
  const exampleTerms = actions.map((a) => a.examples.map(termList));
  const perAction = actions.map((a, i) => fieldTerms(a, exampleTerms[i]!));
  const avg = FIELDS.map((_, f) =>
    perAction.reduce((s, fs) => s + fs[f]!.length, 0) / Math.max(1, actions.length) || 1
  );
  const postings: Postings = new Map();
  perAction.forEach((fields, i) => {
    const weighted = new Map<string, number>();
    fields.forEach((terms, f) => {
      const { weight, b } = WEIGHTS.fields[FIELDS[f]!];
      const norm = 1 - b + b * (terms.length / avg[f]!);
      for (const [t, n] of counts(terms)) weighted.set(t, (weighted.get(t) ?? 0) + (weight * n) / norm);
    });
    for (const [t, w] of weighted) addPosting(postings, t, i, w);
  });
  const idf = idfTable(postings, actions.length);
  const EXAMPLES = FIELDS.indexOf("examples");
  const named = new Set(perAction.flatMap((fields) => fields.filter((_, f) => f !== EXAMPLES).flat()));
  const byLength = new Map<number, string[]>();
  for (const t of postings.keys()) {
    if (t.startsWith("ref:")) continue;
    byLength.set(t.length, [...(byLength.get(t.length) ?? []), t]);
  }
  return {
    actions,
    postings,
    idf,
    byLength,
    exampleOnly: new Set([...postings.keys()].filter((t) => !named.has(t))),
    verbs: actions.map(verbOf),
    objects: actions.map(objectsOf),
    examples: buildExampleIndex(exampleTerms),
    classes: classesOf(model, actions),
  };
}
