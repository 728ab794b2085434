/**
 * Local search over the visible catalog for gitlab_find_action: exact IDs,
 * domain and action words, synonyms (mr → merge request, remove → delete),
 * aliases, parameter names and descriptions, with typo tolerance.
 */
import type { Action } from "../engine/action.ts";
import { withinOneEdit } from "../text/similarity.ts";

const SYNONYMS: Record<string, string[]> = {
  mr: ["merge_request", "merge", "request"],
  mrs: ["merge_request", "merge", "request"],
  pr: ["merge_request", "merge", "request"],
  prs: ["merge_request", "merge", "request"],
  remove: ["delete"],
  rm: ["delete"],
  del: ["delete"],
  destroy: ["delete"],
  show: ["get"],
  view: ["get"],
  read: ["get"],
  fetch: ["get"],
  details: ["get"],
  ls: ["list"],
  all: ["list"],
  find: ["search", "list"],
  new: ["create"],
  add: ["create", "add"],
  open: ["create", "reopen"],
  make: ["create"],
  edit: ["update", "edit"],
  modify: ["update"],
  change: ["update"],
  rename: ["update"],
  comment: ["note", "discussion"],
  comments: ["note", "discussion"],
  repo: ["repository", "project"],
  ci: ["pipeline", "job"],
  build: ["pipeline", "job"],
  log: ["trace"],
  logs: ["trace"],
  me: ["current", "user"],
  whoami: ["current", "user"],
  todo: ["todo"],
  todos: ["todo"],
  close: ["close"],
  label: ["label"],
  labels: ["label"],
  version: ["status", "server"],
  file: ["file", "repository"],
  files: ["file", "repository", "tree"],
  diff: ["diff", "changes", "compare"],
  review: ["mr_review", "approve", "discussion"],
};

export interface Hit {
  action: Action;
  score: number;
}

/** Lowercase words of two or more letters or digits; exported so tests can check catalog word lengths. */
export function words(text: string): string[] {
  return text.toLowerCase().replace(/[^a-z0-9_]+/g, " ").split(/[\s_]+/).filter((w) => w.length > 1);
}

function expand(query: string): string[] {
  const out = new Set<string>();
  for (const w of words(query)) {
    out.add(w);
    for (const s of SYNONYMS[w] ?? []) for (const x of words(s)) out.add(x);
    if (w.endsWith("s") && w.length > 3) out.add(w.slice(0, -1));
  }
  return [...out];
}

const FIELDS = new WeakMap<Action, Array<[number, Set<string>]>>();

/** Weighted word sets of one action, computed once per action. */
function fields(a: Action): Array<[number, Set<string>]> {
  const known = FIELDS.get(a);
  if (known) return known;
  const sets: Array<[number, Set<string>]> = [
    [6, new Set([...words(a.domain), ...words(a.name)])],
    [4, new Set(a.aliases.flatMap(words))],
    [3, new Set(words(a.title))],
    [2, new Set(Object.keys(a.schema.shape).flatMap(words))],
    [1, new Set(words(a.description))],
  ];
  FIELDS.set(a, sets);
  return sets;
}

/**
 * Longest query word that is matched with typo tolerance. Catalog words are far shorter, and a word
 * more than one character longer than every catalog word can be neither one edit away nor a prefix, so
 * the cap changes no ranking; it only keeps one long word from costing time.
 */
export const FUZZY_WORD_MAX = 64;

function termScore(term: string, sets: Array<[number, Set<string>]>): number {
  let best = 0;
  const fuzzy = term.length >= 4 && term.length <= FUZZY_WORD_MAX;
  for (const [weight, set] of sets) {
    if (set.has(term)) best = Math.max(best, weight);
    else if (fuzzy) {
      for (const w of set) {
        if (w.length >= 4 && (withinOneEdit(term, w) || (w.startsWith(term) && term.length >= 5))) {
          best = Math.max(best, weight * 0.6);
        }
      }
    }
  }
  return best;
}

/** Ranks the catalog for a free-text query; best first. */
export function searchActions(actions: readonly Action[], query: string, limit: number): Hit[] {
  const q = query.trim().toLowerCase();
  const exact = actions.find((a) => a.id === q);
  if (exact) return [{ action: exact, score: 100 }];
  const terms = expand(q);
  const hits = actions.map((action) => {
    const sets = fields(action);
    const score = terms.reduce((sum, t) => sum + termScore(t, sets), 0) + (q.includes(action.domain) ? 2 : 0);
    return { action, score };
  }).filter((h) => h.score > 0);
  hits.sort((x, y) => y.score - x.score || x.action.id.localeCompare(y.action.id));
  return hits.slice(0, limit);
}

/** A weak match: fewer points than one strong field hit per two query words. */
export function isLowConfidence(hit: Hit, query: string): boolean {
  if (hit.score >= 100) return false;
  return hit.score < Math.max(6, words(query).length * 3);
}
