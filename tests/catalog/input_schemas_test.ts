/** The recorded input schemas are what the rows' zod schemas convert to: none stale, none missing. */
import assert from "node:assert/strict";
import { recordedSchemasText, SCHEMAS_FILE } from "../../scripts/gen_schemas.ts";
import { CATALOG } from "../../src/catalog/mod.ts";
import { convertParams, paramsJsonSchema } from "../../src/engine/json_schema.ts";

Deno.test("input schemas: src/catalog/input_schemas.json is current (run `deno task docs` after changing a row)", async () => {
  const onDisk = await Deno.readTextFile(new URL(`../../${SCHEMAS_FILE}`, import.meta.url));
  assert.equal(onDisk, recordedSchemasText());
});

Deno.test("input schemas: every row is served its recorded schema, equal to converting its zod schema", () => {
  for (const a of CATALOG) assert.deepEqual(paramsJsonSchema(a), convertParams(a), a.id);
});
