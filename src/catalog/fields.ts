/** Param definitions shared across domains, so one name always means one thing. */
import { z } from "zod";

/** A project: numeric ID or full path such as `group/sub/project`. */
export const projectId = z.union([z.string().min(1), z.number().int().positive()]).describe(
  'Project ID or full path, e.g. 42 or "my-group/my-project".',
);

/** A group: numeric ID or full path. */
export const groupId = z.union([z.string().min(1), z.number().int().positive()]).describe(
  'Group ID or full path, e.g. 7 or "my-group/sub-group".',
);

/** A positive integer identifier with its own description. */
export const intId = (what: string) => z.number().int().positive().describe(what);

/** An issue's project-scoped number (IID), as shown in its URL. */
export const issueIid = intId("Issue IID: the number in the issue's URL (#12 → 12), not its global ID.");

/** A merge request's project-scoped number (IID). */
export const mrIid = intId("Merge request IID: the number in its URL (!34 → 34), not its global ID.");

/** Comma-separated label names. */
export const labels = z.string().describe('Comma-separated label names, e.g. "bug,priority::high".');

/** A branch, tag or commit SHA. */
export const ref = z.string().min(1).describe("Branch name, tag name or commit SHA.");

/** Free-text search shared by list actions. */
export const search = z.string().describe("Text to search for in titles and descriptions.");

/** ISO 8601 timestamp filter. */
export const isoTime = (what: string) => z.string().describe(`${what} (ISO 8601, e.g. 2026-01-31T00:00:00Z).`);

/** Makes a shared field optional; zod 4 drops a description on .optional(), so it is carried over. */
export function optional<T extends z.ZodType>(field: T) {
  return field.optional().describe(field.description ?? "");
}

/** A pipeline by its ID (jobs, pipelines and their reports name it). */
export const pipelineId = intId("Pipeline ID: the number in the pipeline's URL (/-/pipelines/287 → 287), not its IID.");
