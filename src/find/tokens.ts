/**
 * Turns a request into the terms the find index compares: GitLab shorthand
 * becomes typed reference terms (`!318` → a merge request reference, `#42` →
 * an issue, `$12` → a snippet, `~bug` → a label, URLs by their `/-/` section, file paths, SHAs,
 * versions, "job 123", "pipeline 456"), phrasal verbs read as what they mean
 * ("take ~bug off"), what the request rules out ("not the subgroups") is
 * dropped, then words are mapped through the vocabulary and stemmed. Queries
 * and the index's own texts go through the same function (terms), so both
 * sides meet on the same terms; a request's context (clauses.ts) counts less
 * (requestTerms).
 */
import { QUERY_MAX } from "../text/bounds.ts";
import { canonical, stem } from "./vocabulary.ts";
import { unspoken } from "./spoken.ts";
import { uncommanded } from "./command_line.ts";
import { askedAndContext } from "./clauses.ts";

/** A term with how much it counts; typed references and synonyms count a little less than words as typed. */
export interface Term {
  term: string;
  weight: number;
}

/** Shorthand spanning words, found first: quoted labels and milestones, "job 123", "pipeline 456". */
const PHRASE_REFS: Array<[RegExp, string[]]> = [
  [/~"[^"]{0,100}"/g, ["ref:label"]],
  [/%"[^"]{0,100}"/g, ["ref:milestone"]],
  [/\bjobs? #?\d+\b/g, ["ref:job", "job"]],
  [/\bpipelines? #?\d+\b/g, ["ref:pipeline", "pipeline"]],
];

/** An upper-case snake_case name, the usual shape of a CI/CD variable's key. */
const VARIABLE_KEY = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]\b/g;

/** A name between an article and the kind of thing it names: "the payments repo", "our cli project". */
const NAMED_PROJECT = /\b(?:the|our|my|their|this|that)\s+([a-z][a-z0-9_.]*)\s+(repo|repository|project|group|org)\b/g;

/** Text in quotes after a space (not an apostrophe: "it's", "we're"), closed before a space or punctuation. */
const QUOTED = /(?<=^|\s)['"“‘]([^'"”’\n]{1,200})['"”’](?=$|[\s,.;:!?)])/g;

/** A word (or "merge request", "pull request", "work item"), then a number ("deployment 5567", "schedule #12", "milestone id 87"). */
const NUMBERED = /\b((?:merge |pull |work )?(?:[a-z]{3,}|mr|pr))(?: id| no\.?| number)? #?\d+\b/g;

/** The reference term of a numbered word, named as index.ts names the path param it fills. */
export function numberedRef(word: string): string {
  const canon = canonical(word.split(" "))[0]?.word ?? word;
  // "mr 12", "trace 559013" (a job's log), "work item 5" (its IID is an issue's): named as the path param they fill.
  const param = canon === "mergerequest" ? "mr" : canon === "trace" ? "job" : canon === "workitem" ? "issue" : canon;
  return `ref:${param}`;
}

/** URL sections after `/-/`, by what they name. */
const URL_SECTIONS: Record<string, string[]> = {
  merge_requests: ["ref:mr", "mergerequest"],
  issues: ["ref:issue", "issue"],
  pipelines: ["ref:pipeline", "pipeline"],
  jobs: ["ref:job", "job"],
  blob: ["ref:path", "file"],
  tree: ["ref:path", "tree"],
  raw: ["ref:path", "file"],
  commit: ["ref:sha", "commit"],
  commits: ["commit"],
  tags: ["ref:version", "tag"],
  releases: ["release"],
  milestones: ["ref:milestone", "milestone"],
  wikis: ["wiki"],
  pipeline_schedules: ["schedule", "pipeline"],
  branches: ["branch"],
};

const EXTENSIONS =
  "ts|tsx|js|jsx|mjs|py|rb|go|rs|java|kt|c|h|cpp|cs|php|md|txt|yml|yaml|json|toml|lock|sh|css|scss|html|vue|sql|xml|gradle|tf";

/** Files every repository has, named without an extension: "the README" is a file to read, like "readme.md". */
const KNOWN_FILE = /^(?:readme|license|dockerfile|makefile|codeowners|gemfile|procfile|jenkinsfile)[,.;:?!)]*$/;

/** One whitespace-separated token's shorthand, tried in order; anchored, so each token is read once. */
const TOKEN_REFS: Array<[RegExp, string[]]> = [
  [/^[\w./-]*!\d+$/, ["ref:mr", "mergerequest"]],
  [/^[\w./-]*#\d+$/, ["ref:issue", "issue"]],
  [/^~[\w:.-]+$/, ["ref:label"]],
  [/^%[\w.-]+$/, ["ref:milestone"]],
  [/^@[\w.-]+$/, ["ref:user"]],
  [/^[\w./-]*\$\d+$/, ["ref:snippet", "snippet"]],
  [/^:[\w+-]+:?$/, ["emoji"]],
  [/^\p{Extended_Pictographic}+$/u, ["emoji"]],
  [/^\.gitlab-ci\.ya?ml$/, ["ref:path", "file", "ci"]],
  [new RegExp(`^[\\w./-]*\\.(?:${EXTENSIONS})$`), ["ref:path", "file"]],
  [/^v?\d+\.\d+(?:\.\d+)?(?:-[\w.]+)?$/, ["ref:version"]],
  [/^(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}$/, ["ref:sha"]],
  // "charts/", "src/components/": a trailing slash names a directory.
  [/^[\w.-]+(?:\/[\w.-]+)*\/$/, ["ref:path", "tree"]],
  [/^[\w.-]+(?:\/[\w.-]+)+$/, ["ref:project"]],
];

/** The reference terms of one token (punctuation around it dropped), or undefined when it is a plain word. */
function tokenRefs(token: string): string[] | undefined {
  if (/^https?:\/\//.test(token)) {
    const section = /\/-\/(\w+)/.exec(token)?.[1];
    return (section && Object.hasOwn(URL_SECTIONS, section) && URL_SECTIONS[section]) || ["ref:project"];
  }
  const bare = token.replace(/^[("'`[]+|[)"'`\],;:?!.]+$/g, "");
  return TOKEN_REFS.find(([pattern]) => pattern.test(bare))?.[1];
}

/** How much a shorthand reference counts next to a typed word. */
const REF_WEIGHT = 0.8;

/** Lowercase words made of letters, digits and underscores split apart (`merge_request` → merge, request). */
function rawWords(text: string): string[] {
  return text.replace(/[^a-z0-9]+/g, " ").split(" ").filter((w) => (w.length > 1 || w === "s") && !/^\d+$/.test(w));
}

/** Hyphenated words that are words, not names (a name like data-pipeline counts little: it names, not asks). */
const HYPHENATED = new Set([
  "cherry-pick",
  "re-run",
  "re-open",
  "auto-merge",
  "read-only",
  "sign-in",
  "to-do",
  "e-mail",
]);
/** How much a word inside a hyphenated name (checkout-ui, data-pipeline) counts. */
const NAME_WEIGHT = 0.35;

/** The reference terms found in `text`, the words of hyphenated names, and the rest of the text. */
function shorthand(text: string): { refs: string[]; names: string; rest: string } {
  const refs: string[] = [];
  let rest = text;
  for (const [pattern, terms] of PHRASE_REFS) {
    rest = rest.replace(pattern, () => {
      refs.push(...terms);
      return " ";
    });
  }
  // "the payments repo", "our checkout project": the word before is a name, not what is asked for.
  const named: string[] = [];
  rest = rest.replace(NAMED_PROJECT, (_, name: string, kind: string) => {
    named.push(name);
    return ` ${kind} `;
  });
  // "titled 'Delete button broken'": quoted words are what to write, not what to do; references in them still count.
  const quoted: string[] = [];
  rest = rest.replace(QUOTED, (_, inner: string) => {
    const tokens = inner.split(/\s+/);
    quoted.push(...tokens.filter((t) => /^[a-z]+$/.test(t)));
    return ` ${tokens.filter((t) => !/^[a-z]+$/.test(t)).join(" ")} `;
  });
  // "deployment 5567", "env #881", "milestone id 87": a reference to one such object; the text stays, so that
  // "close #42" is still read as an issue.
  for (const [, word] of rest.matchAll(NUMBERED)) refs.push(numberedRef(word!));
  const words: string[] = [];
  const names: string[] = [];
  for (const token of rest.split(/\s+/)) {
    // Most tokens are plain words: no shorthand pattern can match them.
    if (/^[a-z]+[,.;:?!)]*$/.test(token)) {
      if (KNOWN_FILE.test(token)) refs.push("ref:path", "file");
      words.push(token);
      continue;
    }
    const found = tokenRefs(token);
    const bare = token.replace(/^\W+|\W+$/g, "");
    if (found) refs.push(...found);
    else if (/^[a-z0-9]+(?:-[a-z0-9]+)+$/.test(bare) && !HYPHENATED.has(bare)) names.push(bare);
    else words.push(token);
  }
  return { refs, names: [...named, ...quoted, ...names].join(" "), rest: words.join(" ") };
}

/** What undoing an act is called in GitLab's action names. */
const UNDONE: Record<string, string> = {
  star: "unstar",
  archiv: "unarchive",
  approv: "unapprove",
  protect: "unprotect",
  subscrib: "unsubscribe",
  clos: "reopen",
};

/** "undo my star", "un-star", "undo closing #23": the reverse of an act is an action of its own. */
const UNDO = /\b(?:undo|un-)\s*(?:my\s+|the\s+|that\s+)?(star|archiv|approv|protect|subscrib|clos)[a-z]*/g;

/**
 * Phrasal verbs whose words mean something else alone: "take ~bug off #12", "take abc123 out of !318" and "kick
 * @eve off the project" remove ("kick off" alone runs), "take it out of draft" marks a merge request ready (the
 * draft there is the MR's state, not a draft note).
 */
const PHRASAL: Array<[RegExp, string]> = [
  [/\b(?:take\s+(?:\S+\s+){0,2})?out of draft\b/g, "mark ready"],
  // "what did @carol file", "issues we filed": filing, after whoever files, is reporting issues, not a repository file.
  [/(?<=(?:\bi|\bwe|\bthey|\bshe|\bhe|\byou|@[\w.-]+)\s+(?:have\s+|has\s+|had\s+|did\s+|just\s+)?)filed?\b/g, "issue"],
  // "take away the protection", "lift branch protection": unprotecting, not protecting.
  [/\b(?:remove|drop|lift|take away|take off)\s+(?:the\s+|its\s+|branch\s+|tag\s+)?protection\b/g, "unprotect"],
  // "what's on main that hasn't made it into release/4.0": the difference between two refs.
  [/\bmade it (?:in)?to\b/g, "compare"],
  // "open a ticket", "drop a note on !19", "drop a :thumbsup: on #42" make one; "open the MR", "drop the branch" do not.
  [/\bopen(?=\s+an?\s)/g, "create"],
  [/\bdrop(?=\s+an?\s)/g, "add"],
  // "take a look at jobs out of curiosity" removes nothing.
  [/\b(?:take(?!\s+a\s+look)|kick(?!\s+off\b)|boot)((?:\s+\S+){1,4}?)\s+(?:back\s+)?(?:off|out of)\b/g, "remove$1"],
];

/**
 * "not the subgroups", "(the MR, not the issue)", "don't delete it": what a request rules out names a neighbour;
 * the word negated is dropped (with the little words before it), so it does not count for that neighbour.
 */
const NEGATED =
  /\b(?:not|never|don'?t|doesn'?t|without|rather than|instead of)\s+(?:(?:the|a|an|any|my|this|that|just|only|whole|entire|actually|really|even|to|in|on|one|single|it|going|gonna)\s+)*[a-z]+/g;

/** The terms of a request, its context's words counting less (its references, `!318` or a URL, in full). */
export function requestTerms(text: string): Term[] {
  const bounded = text.slice(0, QUERY_MAX);
  const { asked, context, weight } = askedAndContext(bounded);
  if (!context) return terms(bounded);
  const lesser = terms(context).map((t) => t.term.startsWith("ref:") ? t : { ...t, weight: t.weight * weight });
  return [...terms(asked), ...lesser];
}

/** The terms of a request or an index text, with weights. */
export function terms(text: string): Term[] {
  const bounded = text.slice(0, QUERY_MAX);
  const typed = uncommanded(unspoken(bounded.toLowerCase()));
  const phrased = PHRASAL.reduce((t, [pattern, meant]) => t.replace(pattern, meant), typed);
  const undone = phrased.replace(UNDO, (_, act: string) => UNDONE[act]!).replace(NEGATED, " ");
  // SENTRY_DSN, AWS_SECRET_ACCESS_KEY: a CI/CD variable's key (only the case tells it from a snake_case word)
  // names the variable; its words ("access", "token") are not what is asked for, so they count as a name.
  const keys = [...new Set([...bounded.matchAll(VARIABLE_KEY)].map(([key]) => key.toLowerCase()))];
  const unkeyed = keys.reduce((t, key) => t.replace(new RegExp(`\\b${key}\\b`, "g"), " "), undone);
  const { refs, names, rest } = shorthand(unkeyed);
  for (const _ of bounded.matchAll(VARIABLE_KEY)) refs.push("ref:key");
  // Words first, in the order typed: the ranker reads the first verb.
  const out: Term[] = canonical(rawWords(rest)).map(({ word, weight }) => ({ term: stem(word), weight }));
  for (const term of refs) out.push({ term: stem(term), weight: REF_WEIGHT });
  for (const { word, weight } of canonical(rawWords(`${names} ${keys.join(" ")}`))) {
    out.push({ term: stem(word), weight: weight * NAME_WEIGHT });
  }
  return out;
}

/** Just the terms, for index texts where every occurrence counts once. */
export function termList(text: string): string[] {
  return terms(text).map((t) => t.term);
}
