/**
 * A tool surface as one object: its tools, and the one place that knows how
 * an action is called on it (tool names, exact calls for hints, whether it
 * confirms risky calls by asking the user). Everything that tells a model
 * "call X" asks the caller's surface.
 */
import type { ToolSurface } from "../config/mod.ts";
import type { Action } from "../engine/action.ts";
import type { CatalogView } from "./view.ts";
import type { ToolDef } from "./tool_def.ts";
import { hasOwnTools, individualToolName, metaToolName } from "./names.ts";
import { dynamicTools } from "./dynamic.ts";
import { individualTools } from "./individual.ts";
import { metaTools } from "./meta.ts";

export interface Surface {
  name: ToolSurface;
  tools: ToolDef[];
  /** The tool that runs `action` here. */
  toolFor(action: Action): string;
  /** The exact call, with these params, that runs `action` here. */
  callFor(action: Action, params: Record<string, unknown>): string;
  /** Risky calls are confirmed by asking the user when the client can be asked (not on dynamic: the model asks). */
  asksToConfirm: boolean;
}

/** Every tool name must match this or clients drop the whole server. */
export const TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

function metaSurface(view: CatalogView): Surface {
  const grouped = (a: Action) => !hasOwnTools(a.domain);
  return {
    name: "meta",
    tools: metaTools(view),
    toolFor: (a) => grouped(a) ? metaToolName(a.domain) : individualToolName(a),
    callFor: (a, params) =>
      grouped(a)
        ? `${metaToolName(a.domain)} ${JSON.stringify({ action: a.name, params })}`
        : `${individualToolName(a)} ${JSON.stringify(params)}`,
    asksToConfirm: true,
  };
}

function individualSurface(view: CatalogView): Surface {
  return {
    name: "individual",
    tools: individualTools(view),
    toolFor: individualToolName,
    callFor: (a, params) => `${individualToolName(a)} ${JSON.stringify(params)}`,
    asksToConfirm: true,
  };
}

function dynamicSurface(view: CatalogView): Surface {
  return {
    name: "dynamic",
    tools: dynamicTools(view),
    toolFor: () => "gitlab_execute_action",
    callFor: (a, params) => `gitlab_execute_action ${JSON.stringify({ action: a.id, params })}`,
    asksToConfirm: false,
  };
}

/** The configured surface over the visible actions. */
export function createSurface(name: ToolSurface, view: CatalogView): Surface {
  if (name === "meta") return metaSurface(view);
  if (name === "individual") return individualSurface(view);
  return dynamicSurface(view);
}
