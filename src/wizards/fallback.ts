/** How to do a wizard's work in one call on the current surface, for clients without elicitation. */
import type { ToolSurface } from "../config/mod.ts";
import { individualToolName, metaToolName } from "../catalog/names.ts";
import type { Action } from "../catalog/types.ts";

/** The exact tool call, with the given params, that runs `action` on `surface`. */
export function callShape(action: Action, surface: ToolSurface, params: Record<string, unknown>): string {
  // Wizards keep their own tool names on meta too.
  if (surface === "meta" && action.domain !== "interactive") {
    return `${metaToolName(action.domain)} ${JSON.stringify({ action: action.name, params })}`;
  }
  if (surface === "individual") return `${individualToolName(action)} ${JSON.stringify(params)}`;
  return `gitlab_execute_action ${JSON.stringify({ action: action.id, params })}`;
}
