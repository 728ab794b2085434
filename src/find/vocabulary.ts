/**
 * The words people use for GitLab things, mapped to the words the catalog
 * uses (PR → merge request, repo → project, org → group, workflow run →
 * pipeline, build log → job trace, cron → schedule, collaborators → members,
 * ticket → issue…), plus a small suffix stemmer. Applied to queries and to
 * the index alike, so a synonym matches in both directions.
 */

/** Two-word phrases read as one canonical word, before single words are mapped. */
const PHRASES: Record<string, string[]> = {
  "merge request": ["mergerequest"],
  "pull request": ["mergerequest"],
  "build log": ["trace"],
  "job log": ["trace"],
  "ci log": ["trace"],
  "console output": ["trace"],
  "deploy key": ["deploykey"],
  // The container registry's repositories and tags are images, not git repositories or git tags.
  "container registry": ["registry"],
  "registry repository": ["registry", "image"],
  "registry repositories": ["registry", "image"],
  "registry repo": ["registry", "image"],
  "container repository": ["registry", "image"],
  "container repositories": ["registry", "image"],
  "container repo": ["registry", "image"],
  "image repository": ["registry", "image"],
  "image repositories": ["registry", "image"],
  "image repo": ["registry", "image"],
  "docker image": ["registry", "image"],
  "container image": ["registry", "image"],
  "image tag": ["imagetag"],
  "docker tag": ["imagetag"],
  "container tag": ["imagetag"],
  "access token": ["token"],
  "code review": ["review"],
  "time spent": ["spent", "time"],
  "log time": ["spent", "time"],
  "to do": ["todo"],
  "who am": ["current", "user"],
  "default branch": ["defaultbranch"],
  "protected branch": ["protect", "branch"],
  "get rid": ["delete"],
  // "take away the protection": removing it.
  "take away": ["remove"],
  // "make sure they don't expire" asks for nothing to be made.
  "make sure": [],
  "kick off": ["run"],
  // "trigger a pipeline" runs one; "trigger token", "pipeline trigger" name the token rows' object.
  "trigger a": ["run", "create"],
  "trigger the": ["run", "create"],
  "trigger pipeline": ["run", "create", "pipeline"],
  "trigger new": ["run", "create"],
  "look up": ["get"],
  "set up": ["create"],
  "clean up": ["delete"],
  "how many": ["count"],
  "comment on": ["note", "create"],
  "reply to": ["note", "discussion", "create"],
  "open new": ["create"],
  // "work item": the GraphQL work_item rows (GitLab also calls issues work items; the issue rows say "issue").
  "work item": ["workitem"],
  "env var": ["variable"],
  "environment variable": ["variable"],
  "test result": ["test", "report"],
  "sign off": ["approve"],
  "status check": ["pipeline"],
  "any project": ["all", "global"],
  "every project": ["all", "global"],
  "whole group": ["group"],
  "entire group": ["group"],
  // "tags beginning with v3": a filter on a list (list rows take a search param), not what to do to them.
  "beginning with": ["search"],
  "starting with": ["search"],
  "start with": ["search"],
  "prefixed with": ["search"],
  // "from now on, MRs should only be mergeable when…": a project setting changed for good.
  "now on": ["update", "setting"],
  "going forward": ["update", "setting"],
};

/** Single words mapped to catalog words (several targets share the weight of one word). */
const WORDS: Record<string, string[]> = {
  mr: ["mergerequest"],
  mrs: ["mergerequest"],
  pr: ["mergerequest"],
  prs: ["mergerequest"],
  bug: ["issue", "bug"],
  bugs: ["issue", "bug"],
  ticket: ["issue"],
  tickets: ["issue"],
  repo: ["project", "repository"],
  repos: ["project", "repository"],
  org: ["group"],
  orgs: ["group"],
  organization: ["group"],
  organisation: ["group"],
  namespace: ["group"],
  subgroup: ["group", "subgroup"],
  workflow: ["pipeline"],
  workflows: ["pipeline"],
  build: ["pipeline", "job"],
  builds: ["pipeline", "job"],
  ci: ["pipeline"],
  log: ["trace"],
  logs: ["trace"],
  output: ["trace"],
  cron: ["schedule"],
  crons: ["schedule"],
  scheduled: ["schedule"],
  nightly: ["schedule"],
  collaborator: ["member"],
  collaborators: ["member"],
  teammate: ["member"],
  teammates: ["member"],
  access: ["member"],
  comment: ["note"],
  comments: ["note"],
  // "what did people say on !42" asks for the comments.
  say: ["note"],
  said: ["note"],
  // "whenever a pipeline fails, notify our service at https://…": a webhook to set up, fired on an event.
  whenever: ["hook", "create"],
  reply: ["note", "discussion"],
  thread: ["discussion"],
  threads: ["discussion"],
  remove: ["delete"],
  rm: ["delete"],
  del: ["delete"],
  drop: ["delete"],
  nuke: ["delete"],
  newest: ["latest"],
  kick: ["delete"],
  kept: ["keep"],
  wip: ["draft"],
  flip: ["update"],
  abandon: ["close"],
  assign: ["assign", "update"],
  reassign: ["assign", "update"],
  unassign: ["assign", "update"],
  follow: ["subscribe"],
  attach: ["create", "add"],
  destroy: ["delete"],
  erase: ["erase"],
  show: ["get"],
  view: ["get"],
  display: ["get"],
  fetch: ["get"],
  details: ["get"],
  detail: ["get"],
  info: ["get"],
  ls: ["tree", "list"],
  enumerate: ["list"],
  browse: ["list"],
  new: ["create"],
  add: ["create", "add"],
  make: ["create"],
  raise: ["create"],
  edit: ["update"],
  modify: ["update"],
  change: ["update"],
  rename: ["update"],
  bump: ["update"],
  register: ["create"],
  unset: ["delete"],
  promote: ["update"],
  demote: ["update"],
  upgrade: ["update"],
  downgrade: ["update"],
  adjust: ["update"],
  tweak: ["update"],
  rerun: ["retry"],
  relaunch: ["retry"],
  // "put the label ~bug to the issue 12": a label or assignee put on a thing updates it.
  put: ["add", "update"],
  estimation: ["estimate"],
  protection: ["protect"],
  // "which role has the user 4521 in X": a member's access level.
  role: ["member", "access"],
  restart: ["retry"],
  abort: ["cancel"],
  stop: ["cancel"],
  trigger: ["trigger", "run"],
  // "pipelines triggered by @alice" were run by her; trigger tokens are "trigger" the noun.
  triggered: ["run"],
  lgtm: ["approve"],
  me: ["me"],
  my: ["me"],
  mine: ["me"],
  myself: ["me"],
  whoami: ["current", "user"],
  patch: ["diff"],
  changes: ["diff", "change"],
  blob: ["file"],
  folder: ["tree"],
  directory: ["tree"],
  dir: ["tree"],
  history: ["commit"],
  sha: ["commit"],
  grep: ["search", "code"],
  find: ["search"],
  people: ["user"],
  person: ["user"],
  account: ["user"],
  hook: ["hook"],
  webhook: ["hook"],
  webhooks: ["hook"],
  docs: ["wiki"],
  documentation: ["wiki"],
  todos: ["todo"],
  ver: ["version"],
  var: ["variable"],
  vars: ["variable"],
  secret: ["variable"],
  secrets: ["variable"],
  env: ["environment"],
  envs: ["environment"],
  kill: ["cancel"],
  validate: ["lint"],
  approver: ["approval"],
  approvers: ["approval"],
  checks: ["pipeline"],
  pinged: ["todo"],
  downstream: ["bridge"],
  everywhere: ["all", "global"],
  anywhere: ["all", "global"],
  across: ["all", "global"],
  instance: ["all", "global"],
};

/** Words that carry no meaning for picking an action. */
const STOP = new Set(
  `a an the to of in on for at by with from into onto and or but is are was were be been being do does did done
  it its this that these those there here i you your we our us they them he she his her can could would should
  will shall may might must please pls plz hey hi hello thanks thank just also so then than some any really
  quick quickly maybe kindly need want wanted wondering like know let s up out about as if`.split(/\s+/),
);

/** Settings a thing can be given: "make the group private" changes it, where "make a group" creates one. */
const STATES = new Set([
  "private",
  "public",
  "internal",
  "protected",
  "default",
  "masked",
  "hidden",
  "confidential",
  "draft",
]);

// Maps, not the records: a request saying "constructor" must not read Object.prototype.
const PHRASE_MAP = new Map(Object.entries(PHRASES));
const WORD_MAP = new Map(Object.entries(WORDS));

/** The words that are not stop words, phrases and synonyms mapped, each with the weight it counts with. */
export function canonical(words: string[]): Array<{ word: string; weight: number }> {
  const out: Array<{ word: string; weight: number }> = [];
  const setsState = words.some((w) => STATES.has(w));
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === "make" && setsState) {
      out.push({ word: "update", weight: 0.9 });
      continue;
    }
    const next = words[i + 1] ?? "";
    // "merge requests" is the phrase "merge request" too.
    const phrase = PHRASE_MAP.get(`${w} ${next}`) ??
      (next.endsWith("s") ? PHRASE_MAP.get(`${w} ${next.slice(0, -1)}`) : undefined);
    if (phrase) {
      for (const word of phrase) out.push({ word, weight: 1 });
      i++;
      continue;
    }
    if (STOP.has(w)) continue;
    const mapped = WORD_MAP.get(w);
    if (!mapped) out.push({ word: w, weight: 1 });
    else for (const word of mapped) out.push({ word, weight: word === w ? 1 : 0.9 / Math.sqrt(mapped.length) });
  }
  return out;
}

/** A light suffix stemmer: merges, merged, merging → merg; branches → branch; policies → policy. */
export function stem(word: string): string {
  if (word.startsWith("ref:") || word.length <= 3) return word;
  let w = word;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(?:ss|x|z|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith("ing") && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith("ed") && w.length > 4) w = w.slice(0, -2);
  if (w.length > 3 && w.at(-1) === w.at(-2) && !"lsz".includes(w.at(-1)!)) w = w.slice(0, -1);
  if (w.endsWith("e") && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** Whether a query word is plural: it lost an "s" to the stemmer. */
export function isPlural(word: string): boolean {
  return word.length > 3 && word.endsWith("s") && !/(?:ss|us|is)$/.test(word);
}
