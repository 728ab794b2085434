/**
 * Compact result shapes. GitLab's objects carry 40-100 fields, most of them links, avatars and nulls; a model needs
 * a dozen. A shape names the fields one kind of object (issue, merge request, note…) keeps, how each is read from
 * GitLab's JSON (a nested user becomes its username), and yields the JSON Schema a tool declares as outputSchema.
 */

/** JSON Schema type of a compact field. */
type FieldType = "string" | "integer" | "number" | "boolean" | "string[]" | "object[]";

export interface Field {
  type: FieldType;
  /** The value for this field, read from GitLab's object; absent when undefined, null, "" or []. */
  read(o: Record<string, unknown>): unknown;
  /** Shown shortened in text (a commit SHA). */
  sha?: true;
  /** Shown as `@name` in text. */
  user?: true;
  /** Free text written by people (a description, a comment): shown as a block, not squeezed into a row. */
  long?: true;
  /** Lines of a file (a code search hit): a small fenced block under the list row, never flattened. */
  lines?: true;
  /** Kept for one object (issue.get) but not for each row of a list, where it would dominate the size. */
  detail?: true;
  /** The shape of each element of an `object[]` field (a discussion's notes). */
  of?: Shape;
}

export interface Shape {
  /** The kind of object, e.g. "issue". */
  name: string;
  fields: Record<string, Field>;
  /** How text writes the object's iid: `#` for issues, `!` for merge requests. */
  iidPrefix?: string;
}

type Obj = Record<string, unknown>;

function at(o: Obj, path: string): unknown {
  let v: unknown = o;
  for (const key of path.split(".")) {
    if (!v || typeof v !== "object" || Array.isArray(v)) return undefined;
    v = (v as Obj)[key];
  }
  return v;
}

/** `v` when it is of the field's JSON Schema type, else undefined: a value the outputSchema forbids is left out. */
function typed(type: FieldType, v: unknown): unknown {
  if (type === "string[]") return Array.isArray(v) ? v.filter((x) => typeof x === "string") : undefined;
  // A fraction is no integer, and an overflowing number (1e999) parses as Infinity, which JSON writes as null.
  if (type === "integer") return Number.isInteger(v) ? v : undefined;
  if (type === "number") return Number.isFinite(v) ? v : undefined;
  if (type === "boolean") return typeof v === "boolean" ? v : undefined;
  return typeof v === "string" ? v : undefined;
}

/** How one field is read, given the field's own name (its source when no other path is given). */
export type FieldSpec = (key: string) => Field;

function plain(type: FieldType, from: string | undefined, extra: Partial<Field> = {}): FieldSpec {
  return (key) => ({ type, read: (o) => typed(type, at(o, from ?? key)), ...extra });
}

/** Builders for the fields of a shape; `from` is a dotted path into GitLab's object (default: the same name). */
export const f = {
  str: (from?: string): FieldSpec => plain("string", from),
  int: (from?: string): FieldSpec => plain("integer", from),
  num: (from?: string): FieldSpec => plain("number", from),
  bool: (from?: string): FieldSpec => plain("boolean", from),
  strs: (from?: string): FieldSpec => plain("string[]", from),
  /** A full SHA kept whole in structured content, shortened in text. */
  sha: (from?: string): FieldSpec => plain("string", from, { sha: true }),
  /** A nested user, as their username. */
  user: (from?: string): FieldSpec => (key) => ({ ...plain("string", `${from ?? key}.username`)(key), user: true }),
  /** Free text (description, comment body): kept whole in structured content, a block in text. */
  text: (from?: string): FieldSpec => plain("string", from, { long: true }),
  /** Lines of code, shown as a block under their row. */
  lines: (from?: string): FieldSpec => plain("string", from, { long: true, lines: true }),
  /** Free text kept for single objects only (an issue's description, not each row's). */
  detail: (from?: string): FieldSpec => plain("string", from, { long: true, detail: true }),
  /** A list of nested objects, each reduced to `shape`. */
  each: (shape: Shape, from?: string): FieldSpec => (key) => ({
    type: "object[]",
    of: shape,
    read: (o) => {
      const list = at(o, from ?? key);
      return Array.isArray(list) ? list.map((x) => project(shape, x, false)) : undefined;
    },
  }),
  /** A value computed from the whole object (a search hit's `path:line`). */
  computed: (read: (o: Obj) => string | undefined): FieldSpec => () => ({ type: "string", read }),
  /** Any field kept for single objects only (an issue's global ID, not each row's). */
  more: (spec: FieldSpec): FieldSpec => (key) => ({ ...spec(key), detail: true }),
  /** A list of nested users, as usernames. */
  users: (from?: string): FieldSpec => (key) => ({
    type: "string[]",
    user: true,
    read: (o) => {
      const list = at(o, from ?? key);
      return Array.isArray(list)
        ? list.map((u) => (u as Obj | null)?.username).filter((n) => typeof n === "string")
        : undefined;
    },
  }),
};

export function defineShape(name: string, fields: Record<string, FieldSpec>, iidPrefix?: string): Shape {
  const resolved = Object.fromEntries(Object.entries(fields).map(([key, spec]) => [key, spec(key)]));
  return { name, fields: resolved, ...(iidPrefix && { iidPrefix }) };
}

/** Absent values are left out, so neither half of a result ever shows `null` or an empty value. */
export function isAbsent(v: unknown): boolean {
  return v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);
}

/**
 * One GitLab object reduced to its shape's fields, absent ones left out; `whole` keeps the detail fields. Anything
 * else (a string or list where GitLab should have sent an object) has none of them: the schema allows no other.
 */
export function project(shape: Shape, item: unknown, whole: boolean): Obj {
  const out: Obj = {};
  if (!item || typeof item !== "object" || Array.isArray(item)) return out;
  for (const [key, field] of Object.entries(shape.fields)) {
    if (field.detail && !whole) continue;
    const v = field.read(item as Obj);
    if (!isAbsent(v)) out[key] = v;
  }
  return out;
}

function fieldSchema(field: Field): Record<string, unknown> {
  if (field.type === "string[]") return { type: "array", items: { type: "string" } };
  if (field.type === "object[]") return { type: "array", items: field.of ? shapeSchema(field.of) : { type: "object" } };
  return { type: field.type };
}

/** The JSON Schema of one compact object: every field optional, as absent ones are left out. */
export function shapeSchema(shape: Shape): Record<string, unknown> {
  const properties = Object.fromEntries(Object.entries(shape.fields).map(([k, fl]) => [k, fieldSchema(fl)]));
  return { type: "object", title: shape.name, properties };
}

/** The outputSchema of a row with a shape: a page of compact items, or one compact object (`raw` on request). */
export function resultSchema(kind: "list" | "object", shape: Shape): Record<string, unknown> {
  // Typed, not `{}`: an empty schema constrains nothing, and Inspector's --strict warns on each one.
  const raw = {
    description: "GitLab's own JSON, present only when the call sent raw: true.",
    anyOf: [{ type: "object" }, { type: "array" }],
  };
  if (kind === "object") {
    const one = shapeSchema(shape);
    return { ...one, properties: { ...(one.properties as object), raw } };
  }
  return {
    type: "object",
    properties: {
      items: { type: "array", items: shapeSchema(shape) },
      pagination: { type: "object" },
      truncated: { type: "boolean" },
      raw,
    },
  };
}
