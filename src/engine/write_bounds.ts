/**
 * Size bounds for every string and array param, applied once to each catalog row (defineAction), so
 * an oversized value is refused with a clear message before anything is sent to GitLab. Names GitLab
 * limits get GitLab's own limit; every other string and array gets a default cap, so none is unbounded.
 */
import { z } from "zod";

interface Bound {
  max: number;
  /** The limit is GitLab's own (the error then says so), not this server's cap. */
  gitlab?: boolean;
}

/** Most characters of a string param no entry names. */
export const DEFAULT_STRING_MAX = 65_536;
/** Most items of an array param no entry names. */
export const DEFAULT_ARRAY_MAX = 1000;
/** Most names in a comma-separated label list. */
export const LABELS_MAX = 100;
/** GitLab's limit on one label's name (Label title). */
export const LABEL_NAME_MAX = 255;

const TEXT = { max: 1_048_576, gitlab: true }; // Issuable::DESCRIPTION_LENGTH_MAX (1 megabyte)
const NOTE = { max: 1_000_000, gitlab: true }; // Notes API: body "limited to 1,000,000 characters"
const MESSAGE = { max: 1_048_576 }; // GitLab sets none for commit and tag messages
const PEOPLE = { max: 200, gitlab: true }; // Issuable::MAX_NUMBER_OF_ASSIGNEES_OR_REVIEWERS

/** Strings (characters) and arrays (items) by param name; nested object keys are looked up too. */
export const BOUNDS: Readonly<Record<string, Bound>> = {
  title: { max: 255, gitlab: true }, // Issuable::TITLE_LENGTH_MAX; milestone and label titles too
  name: { max: 255, gitlab: true }, // project, group and label names
  description: TEXT,
  body: NOTE,
  note: NOTE,
  message: MESSAGE,
  commit_message: MESSAGE,
  merge_commit_message: MESSAGE,
  squash_commit_message: MESSAGE,
  suggestion_commit_message: MESSAGE,
  tag_message: MESSAGE,
  content: { max: 10_485_760 }, // file and wiki content: 10 MiB; GitLab's own caps are instance settings
  assignee_ids: PEOPLE,
  reviewer_ids: PEOPLE,
};

/** Comma-separated label lists: each name and the count are bounded too. */
const LABEL_LISTS = new Set(["labels", "add_labels", "remove_labels"]);

function boundOf(name: string, fallback: number): Bound {
  return BOUNDS[name] ?? { max: fallback };
}

/** The same schema with its description, which zod 4 drops when a schema is rebuilt. */
function redescribe<T extends z.ZodType>(from: z.ZodType, to: T): T {
  return from.description === undefined ? to : to.describe(from.description);
}

/** The longest list LABELS_MAX names of LABEL_NAME_MAX characters make, commas included. */
const LABEL_LIST_MAX = LABELS_MAX * (LABEL_NAME_MAX + 1) - 1;

/** Why a comma-separated label list is too big, scanning at most LABELS_MAX + 1 names. */
function labelListProblem(list: string): string | undefined {
  let start = 0;
  for (let count = 1; count <= LABELS_MAX; count++) {
    const comma = list.indexOf(",", start);
    const end = comma === -1 ? list.length : comma;
    const name = end - start > LABEL_NAME_MAX ? list.slice(start, end).trim() : "";
    if (name.length > LABEL_NAME_MAX) {
      return `has a label name of ${name.length} characters; GitLab accepts at most ${LABEL_NAME_MAX}`;
    }
    if (comma === -1) return undefined;
    start = comma + 1;
  }
  return `has more than ${LABELS_MAX} labels; send at most ${LABELS_MAX}`;
}

/** The label checks run first and stop there, so a long list is told its count, not its length. */
function labelList(schema: z.ZodString): z.ZodString {
  return schema.refine((v) => labelListProblem(v) === undefined, {
    abort: true,
    params: { bound: true },
    error: (issue) => labelListProblem(String(issue.input)),
  }).max(LABEL_LIST_MAX);
}

function boundString(schema: z.ZodString, name: string): z.ZodString {
  if (schema.maxLength !== null) return schema;
  if (LABEL_LISTS.has(name)) return labelList(schema);
  return schema.max(boundOf(name, DEFAULT_STRING_MAX).max);
}

function boundArray(schema: z.ZodArray, name: string): z.ZodType {
  const element = bound(schema.element as z.ZodType, name);
  const rebuilt = redescribe(schema, schema.clone({ ...schema._zod.def, element }));
  const known = (schema._zod.bag as { maximum?: number }).maximum;
  return known === undefined ? rebuilt.max(boundOf(name, DEFAULT_ARRAY_MAX).max) : rebuilt;
}

/** `schema` with every string and array in it bounded, by `name` (its param or key name). */
function bound(schema: z.ZodType, name: string): z.ZodType {
  if (schema instanceof z.ZodOptional) return redescribe(schema, bound(schema.unwrap() as z.ZodType, name).optional());
  if (schema instanceof z.ZodNullable) return redescribe(schema, bound(schema.unwrap() as z.ZodType, name).nullable());
  if (schema instanceof z.ZodString) return boundString(schema, name);
  if (schema instanceof z.ZodArray) return boundArray(schema, name);
  if (schema instanceof z.ZodObject) return boundParams(schema);
  if (schema instanceof z.ZodUnion) {
    return redescribe(schema, z.union((schema.options as z.ZodType[]).map((o) => bound(o, name))));
  }
  if (schema instanceof z.ZodRecord) {
    const { keyType, valueType } = schema._zod.def;
    return redescribe(
      schema,
      z.record(bound(keyType as z.ZodType, name) as z.ZodString, bound(valueType as z.ZodType, name)),
    );
  }
  return schema;
}

/** An action's params with every string and array bounded; strictness and descriptions kept. */
export function boundParams(params: z.ZodObject): z.ZodObject {
  const shape = Object.fromEntries(
    Object.entries(params.shape).map(([key, s]) => [key, bound(s as z.ZodType, key)]),
  );
  return redescribe(params, params.extend(shape));
}

/** The name a bound was looked up by: the last key of an issue's path. */
function nameAt(path: PropertyKey[]): string {
  return String(path.findLast((p) => typeof p === "string") ?? "");
}

function whoLimits(path: PropertyKey[], max: number): string {
  const b = BOUNDS[nameAt(path)];
  return b?.gitlab && b.max === max ? "GitLab accepts" : "send";
}

/** "param "title" is 300 characters; GitLab accepts at most 255" for a bound's issue, else undefined. */
export function tooBig(issue: z.core.$ZodIssue, at: string, value: unknown): string | undefined {
  if (issue.code === "custom" && issue.params?.bound) return `param ${at} ${issue.message}`;
  if (issue.code === "invalid_union") {
    const inner = issue.errors.flat().find((i) => i.code === "too_big");
    return inner && tooBig({ ...inner, path: issue.path }, at, value);
  }
  if (issue.code !== "too_big" || (issue.origin !== "string" && issue.origin !== "array")) return undefined;
  const size = (value as { length?: number } | undefined)?.length ?? 0;
  const what = issue.origin === "string" ? `is ${size} characters` : `has ${size} items`;
  return `param ${at} ${what}; ${whoLimits(issue.path, Number(issue.maximum))} at most ${issue.maximum}`;
}
