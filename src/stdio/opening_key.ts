/**
 * Which configurations the stdio front door (opening.ts) answers from recorded answers: stdio, no excluded tools,
 * and a surface whose tool list is small. The key names every setting those answers depend on;
 * tests/stdio/opening_answers_test.ts fails if another setting changes them.
 */
import type { Config } from "../config/mod.ts";

/** Surfaces with recorded answers: the default one (meta's list is 50 KB, individual's half a megabyte). */
export const OPENING_SURFACES = ["dynamic"] as const;

/** What the server answers to an opening: `initialize`'s result without the negotiated revision, and `tools/list`'s. */
export interface OpeningAnswer {
  initialize: Record<string, unknown>;
  tools: Record<string, unknown>;
}

export type OpeningAnswers = Record<string, OpeningAnswer>;

type KeyedConfig = Pick<Config, "http" | "excludeTools" | "toolSurface" | "capabilitySurface" | "readOnly">;

/** The recorded answers' key for a configuration, or undefined when the front door does not serve it. */
export function openingKey(config: KeyedConfig): string | undefined {
  if (config.http || config.excludeTools.length > 0) return undefined;
  if (!(OPENING_SURFACES as readonly string[]).includes(config.toolSurface)) return undefined;
  return [config.toolSurface, config.capabilitySurface, config.readOnly].join(" ");
}
