/**
 * Writes the generated sections of the docs from the declarations they describe: the action catalog
 * (docs/actions.md) from the catalog rows, the settings table (README.md) from src/config/settings.ts, the
 * prompt table (docs/prompts_and_resources.md) from the prompt definitions, the catalog's size wherever
 * the docs mark a count, and the benchmark figures the README quotes from bench/RESULTS.md (bench_figures.ts). `deno task docs` runs it; tests/docs_test.ts fails when a doc is out of date.
 */
import { SERVED_ACTIONS, SERVED_DOMAINS } from "../src/surfaces/inventory.ts";
import { individualToolName } from "../src/surfaces/names.ts";
import { requiredParams } from "../src/engine/validate.ts";
import type { Action } from "../src/engine/action.ts";
import { SETTINGS } from "../src/config/settings.ts";
import { PROMPTS } from "../src/prompts/definitions.ts";
import { HOLDS, LAYERS } from "./check_layers.ts";
import { createView } from "../src/surfaces/view.ts";
import { createSurface } from "../src/surfaces/surface.ts";
import { withBenchFigures } from "./bench_figures.ts";
import { DEFAULT_TOOLSETS, TOOLSET_NAMES } from "../src/config/toolsets.ts";

/** Inline markers around every count of actions in the prose, so the docs state one generated number. */
export const COUNT = /<!-- count -->[^<]*<!-- \/count -->/g;
/** The file holding the generated catalog tables (excluded from `deno fmt`, which would re-pad them). */
export const CATALOG_DOC = "docs/actions.md";
/** Every file, relative to the repository root, that `deno task docs` writes. */
export const GENERATED_DOCS = [
  "README.md",
  CATALOG_DOC,
  "docs/benchmarks.md",
  "docs/prompts_and_resources.md",
  "docs/design.md",
] as const;

/**
 * "340 actions (302 GitLab REST v4 calls, 32 GraphQL calls, 2 composed actions and 4 wizards)": the one way the docs
 * count the catalog, the total first, as find_action's description and the gitlab://tools count say it. The composed
 * actions (composites/) run several catalog calls; the wizards are the `interactive` domain.
 */
export function countPhrase(actions: readonly Action[] = SERVED_ACTIONS): string {
  const graphql = actions.filter((a) => a.graphql).length;
  const local = actions.filter((a) => a.paths.length === 0 && !a.graphql);
  const wizards = local.filter((a) => a.domain === "interactive").length;
  const rest = actions.length - local.length - graphql;
  return `${actions.length} actions (${rest} GitLab REST v4 calls, ${graphql} GraphQL calls, ${
    local.length - wizards
  } composed actions and ${wizards} wizards)`;
}

/** Where a row goes: its REST paths, or its GraphQL operation. */
function endpoint(a: Action): string {
  if (a.graphql) {
    return `GraphQL ${a.graphql.mutation ? "mutation" : "query"} \`${a.graphql.operationName || "(yours)"}\``;
  }
  return a.paths.map((p) => `\`${a.method} ${p}\``).join("<br>");
}

function row(a: Action): string {
  const flags = [a.destructive ? "destructive" : "", a.readOnly ? "read" : "write"].filter(Boolean).join(", ");
  return `| \`${a.id}\` | \`${individualToolName(a)}\` | ${endpoint(a)} | ${
    requiredParams(a).join(", ") || "—"
  } | ${flags} |`;
}

/** The generated Markdown: per-domain counts, then one table per domain. */
export function catalogMarkdown(actions: readonly Action[] = SERVED_ACTIONS): string {
  const out: string[] = [
    `${
      countPhrase(actions)
    }. Destructive ones need confirmation (see [Destructive actions](../README.md#destructive-actions)).`,
    "",
  ];
  for (const d of SERVED_DOMAINS) {
    const rows = actions.filter((a) => a.domain === d.name);
    if (!rows.length) continue;
    out.push(
      `#### ${d.name} (${rows.length}): ${d.title}`,
      "",
      "| action | individual tool | GitLab endpoint | required | kind |",
      "|---|---|---|---|---|",
    );
    out.push(...rows.map(row), "");
  }
  return out.join("\n");
}

const code = (t: string) => `\`${t}\``;

/** The settings table, one row per setting in src/config/settings.ts (or those of `keys`, in the table's order). */
export function settingsMarkdown(keys?: readonly string[]): string {
  const rows = SETTINGS.filter((st) => !keys || keys.includes(st.key)).map((st) => {
    const env = st.env?.map(code).join(", else ") || "—";
    const flag = st.flag ? code(`--${st.flag}`) : "—";
    return `| ${env} | ${flag} | ${st.shownDefault ? code(st.shownDefault) : "—"} | ${st.meaning} |`;
  });
  return ["| env | flag | default | meaning |", "|---|---|---|---|", ...rows].join("\n");
}

/** What "Operating a team service" sets: instances, sign-in, callers' addresses, metrics, the shared store. */
export const TEAM_SETTINGS = [
  "gitlabUrls",
  "stateStore",
  "authMode",
  "publicUrl",
  "oauthCacheTtl",
  "oauthClientUids",
  "trustedProxies",
  "trustedProxyHeader",
  "metrics",
  "metricsAddr",
];

/** The prompt table, one row per prompt definition. */
export function promptsMarkdown(): string {
  const rows = PROMPTS.map((p) => {
    const args = p.args.map((a) => `${code(a.name)}${a.required ? "\\*" : ""}`).join(", ");
    const embeds = [...new Set(p.steps.map((st) => st.action))].map(code).join(", ") || "—";
    return `| ${code(p.name)} | ${args || "—"} | ${p.description} | ${embeds} | ${p.uses.map(code).join(", ")} |`;
  });
  return ["| Prompt | Arguments | What it does | Embeds | Uses |", "|---|---|---|---|---|", ...rows].join("\n");
}

/** The layers, bottom first, with what each folder holds (scripts/check_layers.ts). */
export function layersMarkdown(): string {
  const rows = LAYERS.flatMap((line, i) =>
    line.map((entry) => `| ${i + 1} | ${code(`src/${entry}`)} | ${HOLDS[entry]} |`)
  );
  return ["| layer | folder | holds |", "|---|---|---|", ...rows].join("\n");
}

/** Tool caps of clients that have one (their documentation): which surfaces fit under each is generated. */
export const CLIENT_TOOL_CAPS = [{ client: "Cursor", cap: 40 }, { client: "VS Code (GitHub Copilot)", cap: 128 }];

const SURFACE_ROLES = {
  dynamic: "two tools: find an action, run it (the default)",
  meta: "one tool per domain, plus the wizards",
  individual: "one tool per action, plus the wizards",
} as const;

/** How many tools each surface lists, in full and with --read-only, and whether that fits each client's cap. */
export function surfacesMarkdown(): string {
  const caps = CLIENT_TOOL_CAPS.map((c) => `fits ${c.client}'s cap of ${c.cap}`);
  const rows = (Object.keys(SURFACE_ROLES) as Array<keyof typeof SURFACE_ROLES>).map((name) => {
    const [full, read] = [false, true].map((readOnly) =>
      createSurface(name, createView({ readOnly, exclude: [] })).tools.length
    );
    const fits = CLIENT_TOOL_CAPS.map((c) => full! <= c.cap ? "yes" : read! <= c.cap ? "with `--read-only`" : "no");
    return `| \`${name}\` | ${SURFACE_ROLES[name]} | ${full} | ${read} | ${fits.join(" | ")} |`;
  });
  const head = `| surface | lists | tools | with \`--read-only\` | ${caps.join(" | ")} |`;
  return [head, `|${"---|".repeat(4 + caps.length)}`, ...rows].join("\n");
}

/** Which domains each toolset serves, read off the catalog's domains, and whether it is served by default. */
export function toolsetsMarkdown(): string {
  const rows = TOOLSET_NAMES.map((name) => {
    const domains = SERVED_DOMAINS.filter((d) => d.toolset === name).map((d) => d.title);
    const holds = domains.length ? domains.join("; ") : "nothing yet";
    return `| \`${name}\` | ${DEFAULT_TOOLSETS.includes(name) ? "yes" : "no"} | ${holds} |`;
  });
  return ["| toolset | default | domains |", "|---|---|---|", ...rows].join("\n");
}

/** Each generated section by name, between `<!-- name:start … -->` and `<!-- name:end -->`. */
export const SECTIONS: Record<string, () => string> = {
  catalog: () => catalogMarkdown(),
  settings: () => settingsMarkdown(),
  "team-settings": () => settingsMarkdown(TEAM_SETTINGS),
  prompts: promptsMarkdown,
  layers: layersMarkdown,
  surfaces: surfacesMarkdown,
  toolsets: toolsetsMarkdown,
};

export function startMarker(name: string): string {
  return `<!-- ${name}:start (generated by scripts/gen_docs.ts; do not edit) -->`;
}

/** Text with every marked count replaced by the generated one. */
export function withCounts(text: string): string {
  return text.replace(COUNT, `<!-- count -->${countPhrase()}<!-- /count -->`);
}

/** Text with each generated section it holds, and every marked count, replaced. */
export function generated(path: string, text: string): string {
  for (const [name, body] of Object.entries(SECTIONS)) {
    const start = text.indexOf(startMarker(name));
    if (start < 0) continue;
    const end = text.indexOf(`<!-- ${name}:end -->`, start);
    if (end < 0) throw new Error(`Cannot update ${path}: "${name}" has a start marker and no end marker`);
    text = `${text.slice(0, start + startMarker(name).length)}\n${body()}\n${text.slice(end)}`;
  }
  return withBenchFigures(withCounts(text));
}

if (import.meta.main) {
  for (const path of GENERATED_DOCS) {
    const url = new URL(`../${path}`, import.meta.url);
    await Deno.writeTextFile(url, generated(path, await Deno.readTextFile(url)));
  }
}
