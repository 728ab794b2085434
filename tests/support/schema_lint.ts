/**
 * MCP Inspector's `--strict` schema check (@modelcontextprotocol/inspector 2.12.0, core/json/schemaLint.ts, run
 * by its CLI on a tools/list answer), ported rule for rule so a test can hold every tool schema to it: a bare
 * boolean where a schema belongs (error), a `type` array (warning), a `$ref` outside the document (warning), a
 * schema with no validation keyword at all (warning; `raw: {}` gave 151 of them on the individual surface).
 */

export interface Finding {
  rule: "boolean-schema" | "type-union" | "remote-ref" | "untyped-schema";
  severity: "error" | "warning";
  path: string;
}

const BOOLEAN_VALUED = new Set([
  "additionalProperties",
  "unevaluatedProperties",
  "additionalItems",
  "unevaluatedItems",
]);
const SUBSCHEMA = [
  "items",
  "contains",
  "not",
  "propertyNames",
  "if",
  "then",
  "else",
  ...BOOLEAN_VALUED,
  "contentSchema",
];
const SUBSCHEMA_ARRAYS = ["allOf", "anyOf", "oneOf", "prefixItems"];
const SUBSCHEMA_MAPS = ["properties", "patternProperties", "dependentSchemas", "dependencies", "$defs", "definitions"];
/** Keywords that constrain an instance (`if` counts only with `then` or `else`). */
const CONSTRAINING = new Set([
  ...["type", "enum", "const", "multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum"],
  ...["maxLength", "minLength", "pattern", "format", "contentMediaType", "contentEncoding", "contentSchema"],
  ...["maxItems", "minItems", "uniqueItems", "maxContains", "minContains", "maxProperties", "minProperties"],
  ...["required", "dependentRequired", "allOf", "anyOf", "oneOf", "not", "items", "prefixItems", "contains"],
  ...["additionalItems", "unevaluatedItems", "properties", "patternProperties", "additionalProperties"],
  ...["unevaluatedProperties", "propertyNames", "dependentSchemas", "dependencies", "$ref", "$dynamicRef"],
  "$recursiveRef",
]);
const TYPES = new Set(["null", "boolean", "object", "array", "number", "string", "integer"]);
const MAX_DEPTH = 64;

type Node = Record<string, unknown>;
const isRecord = (v: unknown): v is Node => typeof v === "object" && v !== null && !Array.isArray(v);
const child = (parent: string, key: string) =>
  /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key)
    ? (parent === "" ? key : `${parent}.${key}`)
    : `${parent}[${JSON.stringify(key)}]`;

function eachSubschema(node: Node, path: string, visit: (sub: unknown, path: string, keyword: string) => void) {
  for (const key of SUBSCHEMA_MAPS) {
    const map = node[key];
    if (isRecord(map)) {
      for (const [name, sub] of Object.entries(map)) visit(sub, child(child(path, key), name), key);
    }
  }
  for (const key of SUBSCHEMA_ARRAYS) {
    const list = node[key];
    if (Array.isArray(list)) list.forEach((sub, i) => visit(sub, `${child(path, key)}[${i}]`, key));
  }
  for (const key of SUBSCHEMA) {
    if (!(key in node)) continue;
    const value = node[key];
    if (key === "items" && Array.isArray(value)) {
      value.forEach((sub, i) => visit(sub, `${child(path, key)}[${i}]`, key));
    } else visit(value, child(path, key), key);
  }
}

function declaresId(node: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH || !isRecord(node)) return false;
  if (typeof node.$id === "string" && node.$id !== "") return true;
  let found = false;
  eachSubschema(node, "", (sub) => found ||= declaresId(sub, depth + 1));
  return found;
}

function lintNode(node: Node, path: string, keyword: string | undefined, embeddedIds: boolean, out: Finding[]) {
  const type = node.type;
  if (Array.isArray(type) && type.length && type.every((t) => TYPES.has(t)) && new Set(type).size === type.length) {
    out.push({ rule: "type-union", severity: "warning", path });
  }
  const ref = node.$ref;
  if (typeof ref === "string" && ref !== "" && !ref.startsWith("#") && !embeddedIds) {
    out.push({ rule: "remote-ref", severity: "warning", path });
  }
  const constrains = Object.keys(node).some((k) => CONSTRAINING.has(k)) ||
    ("if" in node && ("then" in node || "else" in node));
  if (!constrains && keyword !== "not") out.push({ rule: "untyped-schema", severity: "warning", path });
}

function walk(node: unknown, path: string, keyword: string | undefined, depth: number, ids: boolean, out: Finding[]) {
  if (depth > MAX_DEPTH) return;
  if (typeof node === "boolean") {
    if (keyword === undefined || !BOOLEAN_VALUED.has(keyword)) {
      out.push({ rule: "boolean-schema", severity: "error", path });
    }
    return;
  }
  if (!isRecord(node)) return;
  lintNode(node, path, keyword, ids, out);
  eachSubschema(node, path, (sub, subPath, subKeyword) => walk(sub, subPath, subKeyword, depth + 1, ids, out));
}

/** Every finding Inspector's --strict reports for one schema, each path prefixed with `kind`. */
export function lintSchema(schema: unknown, kind: "inputSchema" | "outputSchema"): Finding[] {
  const out: Finding[] = [];
  walk(schema, "", undefined, 0, declaresId(schema), out);
  return out.map((f) => ({ ...f, path: f.path === "" ? kind : `${kind}.${f.path}` }));
}
