/** One tool per domain: `gitlab_<domain> {action, params, confirm?}`. */
import type { CallToolResult } from "@modelcontextprotocol/server";
import type { Domain } from "../engine/domain.ts";
import type { CatalogView } from "./view.ts";
import { requiredParams } from "../engine/validate.ts";
import { nearest } from "../text/similarity.ts";
import { ACTION_ID_MAX, overLimit, quoteNames } from "../text/bounds.ts";
import { metaToolName } from "./names.ts";
import type { Action } from "../engine/action.ts";
import { groupAnnotations } from "./annotations.ts";
import { fail } from "../engine/results.ts";
import { callAction } from "./call_action.ts";
import { actionTool } from "./individual.ts";
import type { ToolDef } from "./tool_def.ts";

function line(a: Action): string {
  const req = requiredParams(a);
  return `- ${a.name}${a.destructive ? " (destructive)" : ""}: ${a.title}${
    req.length ? `; requires ${req.join(", ")}` : ""
  }`;
}

/** The domain action a meta call names, or the refusal listing the valid ones. */
function actionIn(domain: Domain, view: CatalogView, args: Record<string, unknown>): Action | CallToolResult {
  const name = metaToolName(domain.name);
  const names = domain.actions.map((a) => a.name);
  const long = typeof args.action === "string" ? overLimit(args.action, ACTION_ID_MAX) : undefined;
  if (long) return fail(`Cannot run ${name}: the action name ${long}; valid actions: ${names.join(", ")}.`);
  const extra = Object.keys(args).filter((k) => !["action", "params", "confirm"].includes(k));
  const action = domain.actions.find((a) => a.name === args.action);
  if (action && !extra.length) return action;
  const hidden = !extra.length && typeof args.action === "string" && view.hidden(`${domain.name}.${args.action}`);
  if (hidden) return fail(`Cannot run ${name} "${args.action}": ${hidden}.`);
  const near = typeof args.action === "string" ? nearest(args.action, names, 3) : [];
  const why = extra.length
    ? `unknown argument(s) ${quoteNames(extra)}`
    : `unknown action ${JSON.stringify(args.action)?.slice(0, 60)}`;
  const guess = near.length ? ` Did you mean ${near.map((n) => `"${n}"`).join(", ")}?` : "";
  return fail(`Cannot run ${name}: ${why}.${guess} Valid actions: ${names.join(", ")}.`);
}

function domainTool(domain: Domain, view: CatalogView): ToolDef {
  const actions = domain.actions;
  const name = metaToolName(domain.name);
  const names = actions.map((a) => a.name);
  return {
    name,
    title: domain.title,
    description:
      `${domain.title}. Pick an action and pass its params (read gitlab://tools/<domain.action> for an action's exact schema):\n${
        actions.map(line).join("\n")
      }`,
    inputSchema: {
      type: "object",
      properties: {
        action: { type: "string", enum: names, description: "Which action to run." },
        params: {
          type: "object",
          description: "The action's params, GitLab's snake_case names.",
          additionalProperties: true,
        },
        confirm: { type: "boolean", description: "true only after the user approved a destructive action." },
      },
      required: ["action"],
      additionalProperties: false,
    },
    annotations: groupAnnotations(domain.title, actions),
    run(args, ctx) {
      const action = actionIn(domain, view, args);
      return "content" in action ? Promise.resolve(action) : callAction(action, args.params, args.confirm, ctx);
    },
  };
}

/** Meta tools for every domain that has visible actions; wizards keep their own tool names. */
export function metaTools(view: CatalogView): ToolDef[] {
  const grouped = view.domains.filter((d) => !d.ownTools).map((d) => domainTool(d, view));
  return [...grouped, ...view.domains.filter((d) => d.ownTools).flatMap((d) => d.actions.map(actionTool))];
}
