/** Every prompt's recipe by prompt name; the catalog (catalog.ts) stays the list of prompts. */
import type { Recipe } from "./steps.ts";
import { CODE_RECIPES } from "./recipes_code.ts";
import { WORK_RECIPES } from "./recipes_work.ts";

/** Looked up by prompt name when a prompt is got; tests check it covers exactly the catalog. */
export const RECIPES: Record<string, Recipe> = { ...CODE_RECIPES, ...WORK_RECIPES };
