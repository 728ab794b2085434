/**
 * What the tools resources show: the visible surface as data. The manifest
 * lists every visible action with the tool that runs it on the configured
 * surface; an action sheet adds its input schema and the exact call, so a
 * model (or a person) can call an action without searching for it first.
 */
import type { ToolSurface } from "../config/mod.ts";
import type { Action } from "../catalog/types.ts";
import type { CatalogView } from "../catalog/view.ts";
import { individualToolName, metaToolName } from "../catalog/names.ts";
import { requiredParams } from "../catalog/params.ts";
import { hasRisk } from "../guard/destructive.ts";
import { exampleParams, paramsJsonSchema } from "../surfaces/schema.ts";
import { callShape } from "../wizards/fallback.ts";

/** The surface whose call shape runs `action`: the wizards keep their own tool names on meta. */
function effectiveSurface(action: Action, surface: ToolSurface): ToolSurface {
  return surface === "meta" && action.domain === "interactive" ? "individual" : surface;
}

/** The tool that runs `action` on `surface`. */
export function toolNameFor(action: Action, surface: ToolSurface): string {
  const s = effectiveSurface(action, surface);
  if (s === "meta") return metaToolName(action.domain);
  if (s === "individual") return individualToolName(action);
  return "gitlab_execute_action";
}

/** The exact tool call, with these params, that runs `action` on `surface`. */
export function callFor(action: Action, surface: ToolSurface, params: Record<string, unknown>): string {
  return callShape(action, effectiveSurface(action, surface), params);
}

/** One manifest row. */
function row(action: Action, surface: ToolSurface) {
  return {
    id: action.id,
    title: action.title,
    tool: toolNameFor(action, surface),
    required_params: requiredParams(action),
    destructive: action.destructive,
  };
}

/** gitlab://tools: every visible action, in catalog order. */
export function toolsManifest(view: CatalogView, surface: ToolSurface) {
  return { tool_surface: surface, count: view.actions.length, actions: view.actions.map((a) => row(a, surface)) };
}

/** gitlab://tools/{id}: one action's schema and the call that runs it, placeholders for the required params. */
export function actionSheet(action: Action, surface: ToolSurface) {
  const required = requiredParams(action);
  const confirmable = action.destructive || hasRisk(action);
  return {
    ...row(action, surface),
    description: action.description,
    read_only: action.readOnly,
    input_schema: paramsJsonSchema(action),
    call: callFor(action, surface, exampleParams(action, required)),
    ...(confirmable
      ? {
        confirm: 'Ask the user first; after they approve, repeat the call with "confirm": true in the tool arguments.',
      }
      : {}),
  };
}
