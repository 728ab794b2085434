/**
 * What the stdio front door (opening.ts) answers, recorded from the real server by
 * scripts/gen_opening_answers.ts (`deno task docs`): per tool surface, `initialize`'s result (without the
 * negotiated revision) per capability surface, `tools/list`'s per read-only setting, and what a 2026-07-28
 * `tools/list` answer adds.
 * tests/stdio/opening_answers_test.ts fails when they drift, or when any other setting changes them.
 */
import type { Config } from "../config/mod.ts";

type Json = Record<string, unknown>;

/** The answers to one connection's opening. */
export interface OpeningAnswer {
  initialize: Json;
  tools: Json;
  /** `tools/list`'s answer on 2026-07-28, whose first request carries everything initialize would have. */
  modernTools: Json;
}

/** One surface's recorded file. */
export interface SurfaceAnswers {
  initialize: Record<Config["capabilitySurface"], Json>;
  tools: Record<"false" | "true", Json>;
  /** What a 2026-07-28 `tools/list` answer adds to the tools (result type, cache hints, server info). */
  modern: Json;
}

/**
 * Text modules, read only when a start needs one (a JSON module is read while Deno builds the module graph, at
 * every start); literal specifiers, so deno compile embeds them and reading them needs no permission.
 */
const FILES: Record<Config["toolSurface"], () => Promise<{ default: string }>> = {
  dynamic: () => import("./opening_answers/dynamic.json", { with: { type: "text" } }),
  meta: () => import("./opening_answers/meta.json", { with: { type: "text" } }),
  individual: () => import("./opening_answers/individual.json", { with: { type: "text" } }),
};

export async function loadSurfaceAnswers(surface: Config["toolSurface"]): Promise<SurfaceAnswers> {
  return JSON.parse((await FILES[surface]()).default);
}

type AnsweredConfig = Pick<
  Config,
  | "http"
  | "excludeTools"
  | "toolSurface"
  | "capabilitySurface"
  | "readOnly"
  | "writeMode"
  | "toolsets"
  | "tools"
  | "tier"
>;

/**
 * The recorded answers for a configuration; undefined over HTTP, with excluded tools, with destructive actions
 * hidden (--write-mode write), and with toolsets, --tools or --tier chosen, which are not recorded. --write-mode read serves the read-only lists.
 */
export async function openingAnswer(config: AnsweredConfig): Promise<OpeningAnswer | undefined> {
  if (config.http || config.excludeTools.length > 0 || config.writeMode === "write") return undefined;
  if (config.toolsets !== undefined || config.tools.length > 0 || config.tier !== undefined) return undefined;
  // Missing or damaged files (a checkout in the middle of `deno task docs`) only cost the quick answer.
  const answers = await loadSurfaceAnswers(config.toolSurface).catch(() => undefined);
  if (!answers) return undefined;
  const tools = answers.tools[`${config.readOnly || config.writeMode === "read"}`];
  return {
    initialize: answers.initialize[config.capabilitySurface],
    tools,
    modernTools: { ...tools, ...answers.modern },
  };
}
