/**
 * What the tools resources show: the visible surface as data. The manifest
 * lists every visible action with the tool that runs it on the configured
 * surface; an action sheet adds its input schema and the exact call, so a
 * model (or a person) can call an action without searching for it first.
 */
import type { Action } from "../engine/action.ts";
import type { CatalogView } from "../surfaces/view.ts";
import type { Surface } from "../surfaces/surface.ts";
import { requiredParams } from "../engine/validate.ts";
import { hasRisk } from "../guard/destructive.ts";
import { exampleParams, paramsJsonSchema } from "../engine/json_schema.ts";

/** One manifest row. */
function row(action: Action, surface: Surface) {
  return {
    id: action.id,
    title: action.title,
    tool: surface.toolFor(action),
    required_params: requiredParams(action),
    destructive: action.destructive,
  };
}

/** gitlab://tools: every visible action, in catalog order. */
export function toolsManifest(view: CatalogView, surface: Surface) {
  return { tool_surface: surface.name, count: view.actions.length, actions: view.actions.map((a) => row(a, surface)) };
}

/** gitlab://tools/{id}: one action's schema and the call that runs it, placeholders for the required params. */
export function actionSheet(action: Action, surface: Surface) {
  const required = requiredParams(action);
  const confirmable = action.destructive || hasRisk(action);
  return {
    ...row(action, surface),
    description: action.description,
    read_only: action.readOnly,
    ...(action.tier && { needs_tier: action.tier }),
    input_schema: paramsJsonSchema(action),
    call: surface.callFor(action, exampleParams(action, required)),
    ...(confirmable
      ? {
        confirm: 'Ask the user first; after they approve, repeat the call with "confirm": true in the tool arguments.',
      }
      : {}),
  };
}
