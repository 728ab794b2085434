/** One tool per domain: `gitlab_<domain> {action, params, confirm?}`. */
import { DOMAINS } from "../catalog/domains.ts";
import type { CatalogView } from "../catalog/view.ts";
import { requiredParams } from "../catalog/params.ts";
import { nearest } from "../catalog/similarity.ts";
import { ACTION_ID_MAX, overLimit, quoteNames } from "../catalog/text_bounds.ts";
import { metaToolName } from "../catalog/mod.ts";
import type { Action } from "../catalog/types.ts";
import { groupAnnotations } from "./annotations.ts";
import { fail } from "./results.ts";
import { runAction } from "./run_action.ts";
import { actionTool } from "./individual.ts";
import type { ToolDef } from "./types.ts";

function line(a: Action): string {
  const req = requiredParams(a);
  return `- ${a.name}${a.destructive ? " (destructive)" : ""}: ${a.title}${
    req.length ? `; requires ${req.join(", ")}` : ""
  }`;
}

function domainTool(domain: (typeof DOMAINS)[number], actions: Action[]): ToolDef {
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
      const long = typeof args.action === "string" ? overLimit(args.action, ACTION_ID_MAX) : undefined;
      if (long) {
        return Promise.resolve(
          fail(`Cannot run ${name}: the action name ${long}; valid actions: ${names.join(", ")}.`),
        );
      }
      const extra = Object.keys(args).filter((k) => !["action", "params", "confirm"].includes(k));
      const action = actions.find((a) => a.name === args.action);
      if (extra.length || !action) {
        const near = typeof args.action === "string" ? nearest(args.action, names, 3) : [];
        const why = extra.length
          ? `unknown argument(s) ${quoteNames(extra)}`
          : `unknown action ${JSON.stringify(args.action)?.slice(0, 60)}`;
        return Promise.resolve(
          fail(
            `Cannot run ${name}: ${why}.${
              near.length ? ` Did you mean ${near.map((n) => `"${n}"`).join(", ")}?` : ""
            } Valid actions: ${names.join(", ")}.`,
          ),
        );
      }
      return runAction(action, args.params, args.confirm, ctx);
    },
  };
}

/** Meta tools for every domain that has visible actions; wizards keep their own tool names. */
export function metaTools(view: CatalogView): ToolDef[] {
  const tools = DOMAINS.filter((d) => d.name !== "interactive")
    .map((d) => [d, view.actions.filter((a) => a.domain === d.name)] as const)
    .filter(([, actions]) => actions.length > 0)
    .map(([d, actions]) => domainTool(d, actions));
  return [...tools, ...view.actions.filter((a) => a.domain === "interactive").map(actionTool)];
}
