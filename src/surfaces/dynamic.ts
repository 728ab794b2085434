/** The default surface: two tools, one to find an action and one to run it. */
import type { CallToolResult } from "@modelcontextprotocol/server";
import type { Action } from "../engine/action.ts";
import type { CatalogView } from "./view.ts";
import { requiredParams } from "../engine/validate.ts";
import { nearest } from "../text/similarity.ts";
import { ACTION_ID_MAX, overLimit, QUERY_MAX, quoteNames } from "../text/bounds.ts";
import { type Hit, isLowConfidence, searchActions } from "../find/rank.ts";
import { exampleParams, paramsJsonSchema } from "../engine/json_schema.ts";
import { groupAnnotations } from "./annotations.ts";
import { fail } from "../engine/results.ts";
import { callAction } from "./call_action.ts";
import type { ToolDef } from "./tool_def.ts";

/** The one tool that never calls GitLab: it searches the catalog in memory. */
export const FIND = "gitlab_find_action";
const EXECUTE = "gitlab_execute_action";

/** Why find arguments cannot be searched, or undefined; the length is checked before anything else. */
function findArgsProblem(args: Record<string, unknown>): string | undefined {
  const { query, limit = 5 } = args;
  const long = typeof query === "string" ? overLimit(query, QUERY_MAX) : undefined;
  if (long) return `the query ${long}; describe the task in a few words, e.g. "list open merge requests"`;
  const extra = Object.keys(args).filter((k) => k !== "query" && k !== "limit");
  if (
    typeof query !== "string" || query.trim() === "" || extra.length || typeof limit !== "number" ||
    !Number.isInteger(limit) || limit < 1 || limit > 20
  ) {
    return `send {"query": "<what to do>", "limit": 1-20 (optional)}${
      extra.length ? `; unknown param(s) ${quoteNames(extra)}` : ""
    }`;
  }
  return undefined;
}

/** Hits that carry the full input schema and an example call; the rest stay one line each. */
const DETAILED_HITS = 2;

/** One find hit as the model sees it; the first ones carry everything needed to call the action next. */
function hitOf(h: Hit, rank: number) {
  const required = requiredParams(h.action);
  const brief = {
    id: h.action.id,
    title: h.action.title,
    destructive: h.action.destructive,
    read_only: h.action.readOnly,
    required_params: required,
    score: Math.round(h.score * 10) / 10,
  };
  if (rank >= DETAILED_HITS) return brief;
  return {
    ...brief,
    description: h.action.description,
    input_schema: paramsJsonSchema(h.action),
    example: {
      tool: EXECUTE,
      arguments: {
        action: h.action.id,
        params: exampleParams(h.action, required),
        ...(h.action.destructive ? { confirm: true } : {}),
      },
    },
  };
}

function findResult(view: CatalogView, args: Record<string, unknown>): CallToolResult {
  const problem = findArgsProblem(args);
  if (problem) return fail(`Cannot search actions: ${problem}`);
  const query = args.query as string;
  const found = searchActions(view.actions, query, (args.limit ?? 5) as number);
  if (!found.length) {
    const text =
      `No action matches "${query}". Try other words, e.g. a domain (issue, merge request, pipeline) and a verb (list, get, create).`;
    return { content: [{ type: "text", text }], structuredContent: { query, low_confidence: true, hits: [] } };
  }
  const low = isLowConfidence(found);
  const hits = found.map(hitOf);
  const alternatives = low ? hits.slice(1, 4).map((h) => h.id) : undefined;
  const lines = hits.map((h) =>
    `- ${h.id}${h.destructive ? " (destructive)" : ""}: ${h.title}; required: ${h.required_params.join(", ") || "none"}`
  );
  const weak = low
    ? [
      `Weak match: "${hits[0]!.id}" may not be it; the nearest alternatives are ${
        alternatives!.join(", ")
      }. Ask the user if unsure.`,
    ]
    : [];
  const text = [`${hits.length} action(s) for "${query}":`, ...lines, ...weak].join("\n");
  return {
    content: [{ type: "text", text }],
    structuredContent: { query, low_confidence: low, hits, ...(alternatives ? { alternatives } : {}) },
  };
}

/** The action an execute call names, or the refusal saying what to send instead. */
function actionFor(view: CatalogView, args: Record<string, unknown>): Action | CallToolResult {
  const extra = Object.keys(args).filter((k) => !["action", "params", "confirm"].includes(k));
  if (extra.length) {
    return fail(
      `Cannot run an action: unknown argument(s) ${
        quoteNames(extra)
      }; send {"action", "params", "confirm"} and put the action's own params inside "params"`,
    );
  }
  const id = args.action;
  const long = typeof id === "string" ? overLimit(id, ACTION_ID_MAX) : undefined;
  if (long) {
    return fail(`Cannot run an action: the action ID ${long}; use ${FIND} to look up an ID such as "issue.create"`);
  }
  const action = typeof id === "string" ? view.get(id) : undefined;
  if (action) return action;
  const hidden = typeof id === "string" && view.hidden(id);
  if (hidden) return fail(`Cannot run action "${id}": ${hidden}.`);
  const near = typeof id === "string" ? nearest(id, view.actions.map((a) => a.id), 3) : [];
  const hint = near.length ? ` Did you mean ${near.map((n) => `"${n}"`).join(", ")}?` : ` Use ${FIND} to look it up.`;
  return fail(`Cannot run action ${JSON.stringify(id)?.slice(0, 80)}: no such action on this server.${hint}`);
}

function findTool(view: CatalogView): ToolDef {
  return {
    name: FIND,
    title: "Find a GitLab action",
    description:
      `Search the ${view.actions.length} GitLab actions this server can run (local, no GitLab call). Describe the task in a few words ("list open merge requests", "delete branch"); each hit gives the action ID, whether it is destructive and its required params; the first two also give the exact input_schema and an example call for ${EXECUTE}. A weak match says so and names the nearest alternatives.`,
    inputSchema: {
      type: "object",
      properties: {
        query: {
          type: "string",
          minLength: 1,
          maxLength: QUERY_MAX,
          description: 'What you want to do, e.g. "create issue" or an action ID such as "issue.create".',
        },
        limit: { type: "integer", minimum: 1, maximum: 20, description: "Most hits to return (default 5)." },
      },
      required: ["query"],
      additionalProperties: false,
    },
    annotations: {
      title: "Find a GitLab action",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    run: (args) => Promise.resolve(findResult(view, args)),
  };
}

function executeTool(view: CatalogView): ToolDef {
  return {
    name: EXECUTE,
    title: "Run a GitLab action",
    description:
      `Run one GitLab action by ID with its params (find IDs and exact params with ${FIND}). Destructive actions need "confirm": true, sent only after the user approved.`,
    inputSchema: {
      type: "object",
      properties: {
        action: {
          type: "string",
          maxLength: ACTION_ID_MAX,
          description: 'Action ID from gitlab_find_action, e.g. "issue.create".',
        },
        params: {
          type: "object",
          description: "The action's params, exactly as its input_schema names them.",
          additionalProperties: true,
        },
        confirm: { type: "boolean", description: "true only after the user approved a destructive action." },
      },
      required: ["action"],
      additionalProperties: false,
    },
    annotations: groupAnnotations("Run a GitLab action", view.actions),
    run(args, ctx) {
      const action = actionFor(view, args);
      return "content" in action ? Promise.resolve(action) : callAction(action, args.params, args.confirm, ctx);
    },
  };
}

/** `gitlab_find_action` and `gitlab_execute_action` over the visible catalog. */
export function dynamicTools(view: CatalogView): ToolDef[] {
  return [findTool(view), executeTool(view)];
}
