/** Which prompts exist for a deployment: none on the minimal surface, else those with a visible action. */
import type { Config } from "../config/mod.ts";
import type { CatalogView } from "../surfaces/view.ts";
import { type PromptDef, PROMPTS } from "./definitions.ts";

/** The prompts to register for this deployment; prompts/get and completions agree on it. */
export function visiblePrompts(config: Pick<Config, "capabilitySurface">, view: CatalogView): PromptDef[] {
  if (config.capabilitySurface === "minimal") return [];
  return PROMPTS.filter((p) => p.uses.some((id) => view.has(id)));
}
