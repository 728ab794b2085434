/** One tool per action: `gitlab_<domain>_<action>` with the action's own params. */
import type { CatalogView } from "./view.ts";
import { individualToolName } from "./names.ts";
import type { Action } from "../engine/action.ts";
import { actionAnnotations } from "./annotations.ts";
import { paramsJsonSchema } from "../engine/json_schema.ts";
import { callAction } from "./call_action.ts";
import { hasRisk } from "../guard/destructive.ts";
import type { ToolDef } from "./tool_def.ts";

const CONFIRM_PROP = {
  type: "boolean",
  description: "Set true only after the user has approved this destructive action.",
};

/** The tool for one action; also used on the meta surface for the wizards, which are registered by name. */
export function actionTool(action: Action): ToolDef {
  const schema = paramsJsonSchema(action);
  const confirmable = action.destructive || hasRisk(action);
  if (confirmable) schema.properties = { ...(schema.properties as object), confirm: CONFIRM_PROP };
  return {
    name: individualToolName(action),
    title: action.title,
    description: `${action.description}${action.destructive ? " Destructive: needs the user's approval." : ""}`,
    inputSchema: schema,
    annotations: actionAnnotations(action),
    ...(action.outputSchema ? { outputSchema: action.outputSchema } : {}),
    run(args, ctx) {
      const { confirm, ...params } = args;
      return callAction(action, confirmable ? params : args, confirmable ? confirm : undefined, ctx);
    },
  };
}

/** Individual tools for every visible action. */
export function individualTools(view: CatalogView): ToolDef[] {
  return view.actions.map(actionTool);
}
