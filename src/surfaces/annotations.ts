/** Tool annotations derived from catalog flags. */
import type { ToolAnnotations } from "@modelcontextprotocol/server";
import type { Action } from "../engine/action.ts";

/** One action's hints. */
export function actionAnnotations(a: Action): ToolAnnotations {
  return {
    title: a.title,
    readOnlyHint: a.readOnly,
    destructiveHint: a.destructive,
    idempotentHint: a.idempotent,
    openWorldHint: true,
  };
}

/** A tool that can run any of several actions takes the most cautious hint of each kind. */
export function groupAnnotations(title: string, actions: readonly Action[]): ToolAnnotations {
  return {
    title,
    readOnlyHint: actions.every((a) => a.readOnly),
    destructiveHint: actions.some((a) => a.destructive),
    idempotentHint: actions.every((a) => a.idempotent),
    openWorldHint: true,
  };
}
