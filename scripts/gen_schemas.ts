/**
 * Records every catalog row's input JSON Schema in src/catalog/input_schemas.json, so a start converts no zod
 * schema to list tools. `deno task docs` runs it with the docs; tests/catalog/input_schemas_test.ts fails when
 * the file is out of date.
 */
import { CATALOG } from "../src/catalog/mod.ts";
import { convertParams } from "../src/engine/json_schema.ts";

/** Where the recorded schemas live (excluded from `deno fmt`: one row per line keeps diffs readable). */
export const SCHEMAS_FILE = "src/catalog/input_schemas.json";

/** The file's text: one action per line, in catalog order. */
export function recordedSchemasText(): string {
  const lines = CATALOG.map((a) => `${JSON.stringify(a.id)}: ${JSON.stringify(convertParams(a))}`);
  return `{\n${lines.join(",\n")}\n}\n`;
}

if (import.meta.main) {
  await Deno.writeTextFile(new URL(`../${SCHEMAS_FILE}`, import.meta.url), recordedSchemasText());
  console.log(`wrote ${SCHEMAS_FILE} (${CATALOG.length} actions)`);
}
