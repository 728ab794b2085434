/**
 * The layer rule, checked: a module under src/ may import only from its own
 * folder or from folders in lower layers, and no import chain may come back
 * to where it started. There is no exceptions list; a design that needs one
 * needs a different split instead.
 *
 *   deno task lint:layers
 */

/**
 * Bottom to top. A folder (or a file directly under src/) may import from
 * any entry of an earlier line, never from its own line's neighbours or later ones.
 */
export const LAYERS: readonly (readonly string[])[] = [
  ["text", "log", "process", "metrics"],
  ["config", "protocol"],
  ["elicitation", "gitlab"],
  ["limits", "lockdown"],
  ["store"],
  ["engine"],
  ["catalog", "find"],
  ["guard"],
  ["wizards", "composites"],
  ["surfaces"],
  ["caller"],
  ["resources"],
  ["prompts"],
  ["completions"],
  ["server"],
  ["http", "stdio"],
  ["start.ts"],
  ["sandbox"],
  ["main.ts", "worker_main.ts"],
];

/** What each entry of LAYERS holds, for docs/design.md (generated) and for a reader choosing where a change goes. */
export const HOLDS: Readonly<Record<string, string>> = {
  "text": "text hygiene: stripping hidden characters, bounds and clipping, similarity for suggestions, joining bytes",
  "log": "the one logger (JSON lines on stderr) and per-caller redaction",
  "process": "process signals",
  "metrics": "the Prometheus counters, histograms and gauges every layer reports to, and their exposition",
  "config": "the settings table and everything generated from it: parser, env allow-list, --help, version",
  "protocol": "MCP protocol pieces: revisions, signed request state, flow ledger, list cursors",
  "elicitation": "questions to the user and the replaying conversation that asks them",
  "gitlab": "the REST client: auth, URL guard, body limits, pagination, retries, errors",
  "limits": "rate, in-flight, request and failed-credential limits",
  "lockdown": "lockdown: the client that withholds text by authors below Developer where they wrote it",
  "store": "the state store replicas share (memory or Redis): finished flows, rate limits, rejected credentials",
  "engine": "the action engine: the row and domain types, param validation, request building, rendering",
  "catalog": "GitLab's actions as data: one folder per domain, rows only",
  "find": "find_action's ranker: request terms and shorthand, vocabulary, BM25F index, classifier, ranking rules",
  "guard": "confirmations: destructive actions, argument-dependent risks, quick actions",
  "wizards": "the step-by-step creation wizards, a domain built on catalog actions",
  "composites": "actions composed of several catalog calls, filed under their GitLab domain (a diff-line comment)",
  "surfaces": "the served actions and the three tool surfaces: tool names, call hints, find_action",
  "caller": "who is calling: credential, client, limits and surface for one serving unit",
  "resources": "gitlab:// resources and templates",
  "prompts": "prompt definitions and the reads they embed",
  "completions": "completion/complete for prompt and resource arguments",
  "server":
    "one McpServer per serving unit: the tool-call pipeline, redaction, capabilities; the SDK-free sessionless tools/call",
  "http": "the Streamable HTTP endpoint as a (Request) => Promise<Response> handler, and its listener",
  "stdio": "the stdio transport and its guards",
  "start.ts": "starts the server on its transport",
  "sandbox": "self-confinement: permissions, the worker loader and its messages",
  "main.ts": "the process entry: flags, permission check, sandbox, start",
  "worker_main.ts": "the sandbox worker's entry",
};

export interface Module {
  /** Path below src/, e.g. `gitlab/client.ts`. */
  path: string;
  /** Relative import specifiers as written. */
  imports: string[];
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^"';]*?from\s*["'](\.[^"']+)["']|import\s*\(\s*["'](\.[^"']+)["']\s*\)/g;

/** Relative specifiers of static imports, re-exports and dynamic imports. */
export function importsOf(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((m) => (m[1] ?? m[2])!);
}

/** The layer entry a path below src/ belongs to: its top folder, or the file itself. */
function entryOf(path: string): string {
  return path.includes("/") ? path.slice(0, path.indexOf("/")) : path;
}

function rankOf(entry: string): number {
  return LAYERS.findIndex((line) => line.includes(entry));
}

/** `http/handler.ts` importing `../server/factory.ts` → `server/factory.ts`; undefined when it leaves src/. */
function resolve(from: string, spec: string): string | undefined {
  const parts = from.split("/").slice(0, -1);
  for (const part of spec.split("/")) {
    if (part === "..") {
      if (!parts.length) return undefined;
      parts.pop();
    } else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

/** Every import that points up or sideways, and every folder missing from LAYERS. */
export function layerProblems(modules: Module[]): string[] {
  const problems = new Set<string>();
  for (const m of modules) {
    const from = entryOf(m.path);
    if (rankOf(from) < 0) {
      problems.add(`${m.path}: ${from} is in no layer; add it to LAYERS in scripts/check_layers.ts`);
    }
    for (const spec of m.imports) {
      const target = resolve(m.path, spec);
      if (target === undefined || target.startsWith("generated/")) continue;
      const to = entryOf(target);
      if (to === from) continue;
      if (rankOf(to) >= rankOf(from)) problems.add(`${m.path} imports ${target}: ${to} is not below ${from}`);
    }
  }
  return [...problems];
}

/** Import cycles between files, each reported once as `a → b → a`. */
export function cycles(modules: Module[]): string[] {
  const edges = new Map(modules.map((m) => [m.path, m.imports.map((s) => resolve(m.path, s) ?? "")]));
  const state = new Map<string, "open" | "done">();
  const found: string[] = [];
  const visit = (path: string, trail: string[]): void => {
    if (state.get(path) === "done") return;
    if (state.get(path) === "open") {
      found.push([...trail.slice(trail.indexOf(path)), path].join(" → "));
      return;
    }
    state.set(path, "open");
    for (const next of edges.get(path) ?? []) if (edges.has(next)) visit(next, [...trail, path]);
    state.set(path, "done");
  };
  for (const path of edges.keys()) visit(path, []);
  return found;
}

async function readModules(dir: string, prefix = ""): Promise<Module[]> {
  const out: Module[] = [];
  for await (const e of Deno.readDir(dir)) {
    const path = prefix + e.name;
    if (e.isDirectory && e.name !== "generated") out.push(...await readModules(`${dir}/${e.name}`, `${path}/`));
    if (e.isFile && e.name.endsWith(".ts")) {
      out.push({ path, imports: importsOf(await Deno.readTextFile(`${dir}/${e.name}`)) });
    }
  }
  return out;
}

if (import.meta.main) {
  const modules = await readModules("src");
  const problems = [...layerProblems(modules), ...cycles(modules).map((c) => `cycle: ${c}`)];
  for (const p of problems) console.error(p);
  if (problems.length) {
    console.error(`Cannot pass the layer check: ${problems.length} problem(s) in ${modules.length} modules`);
    Deno.exit(1);
  }
  console.log(`layers: ${modules.length} modules, every import points down, no cycles`);
}
