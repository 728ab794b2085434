/**
 * Validates a call's params against an action's schema and explains every
 * problem in one message: unknown names with the nearest valid ones, wrong
 * types with what to send instead. Nothing half-formed reaches GitLab.
 */
import type { z } from "zod";
import type { Action } from "./action.ts";
import { nearest } from "../text/similarity.ts";
import { pathParamsRefusal } from "./path_values.ts";
import { SECRET_PARAM } from "./secret_values.ts";
import { NAMES_SHOWN, quoteNames } from "../text/bounds.ts";
import { tooBig } from "./write_bounds.ts";
import { placeholdersOf } from "../gitlab/hints.ts";

/** Thrown for params that cannot be sent as they are. */
export class ParamError extends Error {}

function valueAt(root: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (v, k) => (v && typeof v === "object" ? (v as Record<PropertyKey, unknown>)[k] : undefined),
    root,
  );
}

/** The first NAMES_SHOWN unknown names, each with its nearest valid ones (none for a name too long to compare). */
function describeUnknown(keys: string[], valid: string[]): string {
  const shown = keys.slice(0, NAMES_SHOWN).map((k) => {
    const near = nearest(k, valid, 3);
    return `unknown param ${quoteNames([k])}${
      near.length ? ` (did you mean ${near.map((n) => `"${n}"`).join(" or ")}?)` : ""
    }`;
  });
  const more = keys.length - shown.length;
  return [...shown, ...(more > 0 ? [`${more} more unknown param(s)`] : [])].join("; ");
}

function describeIssue(issue: z.core.$ZodIssue, valid: string[], input: unknown): string {
  if (issue.code === "unrecognized_keys") return describeUnknown(issue.keys, valid);
  const at = issue.path.length ? `"${issue.path.join(".")}"` : "params";
  const raw = valueAt(input, issue.path);
  // A secret param's value is never repeated back, even when it has the wrong type.
  const value = raw !== undefined && SECRET_PARAM.test(String(issue.path.at(-1) ?? "")) ? "(hidden)" : raw;
  const big = tooBig(issue, at, raw);
  if (big) return big;
  if (issue.code === "invalid_type" && value === undefined) return `missing required param ${at}`;
  if (issue.code === "invalid_type") {
    const got = JSON.stringify(value)?.slice(0, 60);
    return `param ${at} must be ${issue.expected}, got ${got}`;
  }
  if (issue.code === "invalid_union") {
    return `param ${at} must be a string or a number, got ${JSON.stringify(value)?.slice(0, 60)}`;
  }
  if (issue.code === "invalid_value") {
    return `param ${at} must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
  }
  return `param ${at}: ${issue.message}`;
}

/** The first path template whose placeholders the params all give (a row may serve a project or a group). */
export function templateFor(action: Action, params: Record<string, unknown>): string {
  const fits = action.paths.find((p) => placeholdersOf(p).every((name) => params[name] !== undefined));
  if (fits !== undefined) return fits;
  const needs = action.paths.map((p) => placeholdersOf(p).join(" + ") || "nothing");
  throw new ParamError(`Cannot run "${action.id}": missing a param it needs; send ${needs.join(", or ")}`);
}

/** Returns the parsed params or throws ParamError naming every problem. */
export function validateParams(action: Action, params: unknown): Record<string, unknown> {
  if (params !== undefined && (typeof params !== "object" || params === null || Array.isArray(params))) {
    throw new ParamError(
      `Cannot run "${action.id}": params must be a JSON object such as {"project_id": "group/project"}, got ${
        JSON.stringify(params)?.slice(0, 60)
      }`,
    );
  }
  const result = action.schema.safeParse(params ?? {});
  if (result.success) {
    const data = result.data as Record<string, unknown>;
    const refusal = pathParamsRefusal(action, data);
    if (refusal) throw new ParamError(refusal);
    // The row's own rule first: it names the ways to call it better than "a param it needs" does.
    const problem = action.check?.(data);
    if (problem) throw new ParamError(`Cannot run "${action.id}": ${problem}. Nothing was sent to GitLab.`);
    // Refused before any guard asks the user about a call that could not be sent.
    if (action.paths.length) templateFor(action, data);
    return data;
  }
  const valid = Object.keys(action.schema.shape);
  const problems = result.error.issues.map((i) => describeIssue(i, valid, params));
  const required = requiredParams(action);
  throw new ParamError(
    `Cannot run "${action.id}": ${problems.join("; ")}. Required: ${
      required.length ? required.join(", ") : "none"
    }; optional: ${valid.filter((v) => !required.includes(v)).join(", ") || "none"}.`,
  );
}

/** The names a call must give. */
export function requiredParams(action: Action): string[] {
  return Object.entries(action.schema.shape).filter(([, s]) => !(s as z.ZodType).safeParse(undefined).success).map((
    [k],
  ) => k);
}
