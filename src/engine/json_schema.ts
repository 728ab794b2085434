/** JSON Schemas for tool inputs, derived from the catalog's zod schemas. */
import { z } from "zod";
import type { Action } from "./action.ts";

/** The action's params as JSON Schema (an object schema, no $schema key). */
export function paramsJsonSchema(action: Action): Record<string, unknown> {
  let s = SCHEMAS.get(action);
  if (!s) {
    s = z.toJSONSchema(action.schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
    delete s.$schema;
    SCHEMAS.set(action, s);
  }
  // A copy: callers add properties (confirm) to what they get.
  return structuredClone(s);
}

const SCHEMAS = new WeakMap<Action, Record<string, unknown>>();

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
export function exampleParams(action: Action, required: string[]): Record<string, unknown> {
  const props = (paramsJsonSchema(action).properties ?? {}) as Record<string, Record<string, unknown>>;
  return Object.fromEntries(required.map((r) => [r, exampleValue(r, props[r] ?? {})]));
}
