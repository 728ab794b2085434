/** Picks the configured surface's tools from the visible catalog. */
import type { ToolSurface } from "../config/mod.ts";
import type { CatalogView } from "../catalog/view.ts";
import { dynamicTools } from "./dynamic.ts";
import { individualTools } from "./individual.ts";
import { metaTools } from "./meta.ts";
import type { ToolDef } from "./types.ts";

export type { CallContext, ToolDef } from "./types.ts";

/** Every tool name must match this or clients drop the whole server. */
export const TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

/** The tools one surface shows. */
export function buildTools(surface: ToolSurface, view: CatalogView): ToolDef[] {
  if (surface === "meta") return metaTools(view);
  if (surface === "individual") return individualTools(view);
  return dynamicTools(view);
}
