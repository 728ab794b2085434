/** repository.file_blame's line range: both ends or neither, the first no later than the last, checked before sending. */
import assert from "node:assert/strict";
import { ParamError, validateParams } from "../../src/engine/validate.ts";
import { buildCall } from "../../src/engine/build_request.ts";
import { served } from "./served.ts";

const blame = served("repository.file_blame");
const base = { project_id: "acme/web", file_path: "src/app.ts", ref: "main" };

Deno.test("file_blame sends a line range as GitLab's range[start] and range[end]", () => {
  const call = buildCall(blame, validateParams(blame, { ...base, range_start: 10, range_end: 40 }));
  assert.deepEqual(call.query, { ref: "main", "range[start]": 10, "range[end]": 40 });
});

Deno.test("file_blame without a range blames the whole file", () => {
  assert.deepEqual(buildCall(blame, validateParams(blame, base)).query, { ref: "main" });
});

Deno.test("file_blame refuses one end of a range alone", () => {
  for (const half of [{ range_start: 10 }, { range_end: 40 }]) {
    assert.throws(
      () => validateParams(blame, { ...base, ...half }),
      (e: unknown) =>
        e instanceof ParamError &&
        e.message ===
          'Cannot run "repository.file_blame": send range_start and range_end together (both line numbers), or neither for the whole file. Nothing was sent to GitLab.',
    );
  }
});

Deno.test("file_blame refuses a range that ends before it starts, and a line 0", () => {
  assert.throws(
    () => validateParams(blame, { ...base, range_start: 40, range_end: 10 }),
    /range_start \(40\) is after range_end \(10\); send the first line, then the last/,
  );
  assert.throws(() => validateParams(blame, { ...base, range_start: 0, range_end: 10 }), /range_start/);
  assert.doesNotThrow(() => validateParams(blame, { ...base, range_start: 7, range_end: 7 }));
});
