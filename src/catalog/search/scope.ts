/**
 * How a search row is made: each action is one scope, searched in a project,
 * a group or the whole instance depending on which of project_id / group_id is
 * given. Only the levels GitLab offers for the scope are listed.
 */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { SHAPES } from "../shapes.ts";
import type { Shape } from "../../engine/shape.ts";

type Level = "project" | "group" | "instance";

const PATHS: Record<Level, string> = {
  project: "/projects/{project_id}/search",
  group: "/groups/{group_id}/search",
  instance: "/search",
};

const term = z.string().min(1).describe("The search term.");

const projectScope = z.union([z.string().min(1), z.number().int().positive()]).optional().describe(
  'Search only this project (ID or full path, e.g. "my-group/my-project"). Takes precedence over group_id.',
);

const groupScope = z.union([z.string().min(1), z.number().int().positive()]).optional().describe(
  'Search only this group and its subgroups (ID or full path, e.g. "my-group"). Omit both to search the instance.',
);

export const ref = z.string().optional().describe(
  "Branch or tag to search (project searches only; default branch otherwise).",
);

export const order = {
  order_by: z.enum(["created_at"]).optional().describe(
    "Sort by creation time; by default basic search sorts newest first and advanced search by relevance.",
  ),
  sort: z.enum(["asc", "desc"]).optional().describe("Sort direction, with order_by."),
};

export const ADVANCED = "Group and instance-wide searches need advanced search (Premium) enabled.";

/** What each scope's hits are, for their compact fields. */
const SCOPE_SHAPES: Record<string, Shape> = {
  projects: SHAPES.project,
  issues: SHAPES.issue,
  merge_requests: SHAPES.merge_request,
  blobs: SHAPES.blob,
  wiki_blobs: SHAPES.blob,
  commits: SHAPES.commit,
  users: SHAPES.user,
  milestones: SHAPES.milestone,
  notes: SHAPES.note,
};

interface ScopeSpec {
  name: string;
  title: string;
  scope: string;
  levels: Level[];
  description: string;
  extra?: z.ZodRawShape;
  aliases?: string[];
  examples?: string[];
  summary?: string[];
}

export function searchAction(s: ScopeSpec) {
  const where = {
    ...(s.levels.includes("project") ? { project_id: projectScope } : {}),
    ...(s.levels.includes("group") ? { group_id: groupScope } : {}),
  };
  return defineAction({
    id: `search.${s.name}`,
    title: s.title,
    description: s.description,
    method: "GET",
    path: s.levels.map((l) => PATHS[l]),
    kind: "list",
    fixed: { scope: s.scope },
    params: () => z.object({ search: term, ...where, ...s.extra }),
    aliases: s.aliases,
    examples: s.examples,
    summary: s.summary,
    shape: SCOPE_SHAPES[s.scope],
  });
}
