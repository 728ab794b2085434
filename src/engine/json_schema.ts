/** JSON Schemas for tool inputs, derived from the catalog's zod schemas. */
import { z } from "zod";

/** What a schema is read from: a catalog row (action.ts imports this module, so the row type is not named here). */
export interface SchemaSource {
  readonly id: string;
  readonly schema: z.ZodObject;
}

/** The action's params as JSON Schema, converted from its zod schema (what scripts/gen_schemas.ts records). */
export function convertParams(action: SchemaSource): Record<string, unknown> {
  const s = z.toJSONSchema(action.schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
  delete s.$schema;
  return withoutSafeIntegerBounds(s) as Record<string, unknown>;
}

/**
 * The schema without the ±2^53-1 bounds zod gives every integer: they tell a model nothing, cost ~20 KB over the
 * individual surface's tools, and the server still refuses such numbers when it validates a call.
 */
function withoutSafeIntegerBounds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutSafeIntegerBounds);
  if (!node || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === "maximum" && v === Number.MAX_SAFE_INTEGER) continue;
    if (k === "minimum" && v === Number.MIN_SAFE_INTEGER) continue;
    out[k] = withoutSafeIntegerBounds(v);
  }
  return out;
}

/** Each action's schema, converted once; the catalog's own rows come recorded at build time. */
const SCHEMAS = new WeakMap<SchemaSource, Record<string, unknown>>();

/**
 * Takes the schemas scripts/gen_schemas.ts recorded for these rows (by ID; tests/catalog/input_schemas_test.ts
 * keeps them current): converting 300 zod schemas was most of an individual-surface start.
 */
export function useRecordedSchemas(
  actions: readonly SchemaSource[],
  recorded: Readonly<Record<string, Record<string, unknown>>>,
): void {
  for (const a of actions) if (Object.hasOwn(recorded, a.id)) SCHEMAS.set(a, recorded[a.id]!);
}

function schemaOf(action: SchemaSource): Record<string, unknown> {
  let s = SCHEMAS.get(action);
  if (!s) SCHEMAS.set(action, s = convertParams(action));
  return s;
}

/** The action's params as JSON Schema (an object schema, no $schema key). */
export function paramsJsonSchema(action: SchemaSource): Record<string, unknown> {
  // A copy: callers add properties (confirm) to what they get.
  return structuredClone(schemaOf(action));
}

/** The names of the params an action takes, read from its JSON Schema: a catalog row's needs no zod object built. */
export function paramNames(action: SchemaSource): string[] {
  return Object.keys((schemaOf(action).properties ?? {}) as Record<string, unknown>);
}

/** A placeholder value of the right type for an example call. */
export function exampleValue(name: string, prop: Record<string, unknown>): unknown {
  if (name === "project_id") return "my-group/my-project";
  if (name === "group_id") return "my-group";
  const type = prop.type ?? (Array.isArray(prop.anyOf) ? (prop.anyOf[0] as Record<string, unknown>).type : undefined);
  if (Array.isArray(prop.enum)) return prop.enum[0];
  if (type === "integer" || type === "number") return 1;
  if (type === "boolean") return true;
  if (type === "array") return [];
  return `<${name}>`;
}

/** Required params with placeholder values. */
export function exampleParams(action: SchemaSource, required: string[]): Record<string, unknown> {
  const props = (schemaOf(action).properties ?? {}) as Record<string, Record<string, unknown>>;
  return Object.fromEntries(required.map((r) => [r, exampleValue(r, props[r] ?? {})]));
}
