/**
 * Which text params of a writing action GitLab reads for quick actions
 * (`/merge`, `/approve` … at the start of a line), and the per-call param
 * that lets them through. The engine adds that param to such rows; the guard
 * (guard/quick_actions.ts) refuses the lines unless it is set.
 */
import { z } from "zod";
import { paramNames, type SchemaSource } from "./json_schema.ts";
import { GRAPHQL_PATH } from "./graphql_op.ts";

/** The per-call param that lets quick actions through (name fixed by the interface spec). */
export const ALLOW_QUICK_ACTIONS = "allow_quick_actions";

const ALLOW_SCHEMA = z.boolean().optional().describe(
  "true only if the text is meant to run GitLab quick actions (/merge, /approve …); needs the user's approval like a destructive action.",
);

/** Note bodies: GitLab runs quick actions in every note, draft note and thread reply. */
const NOTE_FIELDS = ["body", "note"];
/** Descriptions run quick actions only on issues, merge requests, epics and work items (GraphQL rows are work items). */
const ISSUABLE_PATH = /\/(issues|merge_requests|epics|work_items)(\/\{\w+\})?$/;

/** The text params of a writing action that GitLab reads for quick actions (none for GET). */
export function quickActionFields(method: string, paths: string[], params: string[]): string[] {
  if (method === "GET") return [];
  const issuable = paths.some((p) => ISSUABLE_PATH.test(p) || p === GRAPHQL_PATH);
  return params.filter((k) => NOTE_FIELDS.includes(k) || (issuable && k === "description"));
}

/**
 * The same fields for a catalog row (wizards and local actions have none of their own), from the names its
 * recorded JSON Schema lists: building its zod objects only to read them would cost every listed tool its share.
 */
export function quickFieldsOf(action: SchemaSource & { method: string; paths: string[] }): string[] {
  return quickActionFields(action.method, action.paths, paramNames(action));
}

/** The schema addition for an action with such fields, or nothing. */
export function quickActionParam(method: string, paths: string[], params: string[]): Record<string, z.ZodType> {
  return quickActionFields(method, paths, params).length ? { [ALLOW_QUICK_ACTIONS]: ALLOW_SCHEMA } : {};
}
