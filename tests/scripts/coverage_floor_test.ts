import assert from "node:assert/strict";
import { floorProblem, LINE_FLOOR, lineTotals } from "../../scripts/coverage_floor.ts";

const SRC = "/repo/src/";

/** One lcov block per file, as `deno coverage --lcov` writes them (line records trimmed). */
function block(file: string, found: number, hit: number): string {
  return `SF:${file}\nFN:1,f\nFNF:1\nFNH:1\nDA:1,1\nBRF:0\nBRH:0\nLF:${found}\nLH:${hit}\nend_of_record\n`;
}

const LCOV = [
  block("/repo/src/app.ts", 100, 98),
  block("/repo/src/gitlab/client.ts", 100, 97),
  block("/repo/src/generated/worker_source.json", 50, 0),
  block("/repo/tests/support/harness.ts", 40, 10),
  block("/tmp/gitlab-mcp-fresh-1/src/main.ts", 30, 0),
].join("");

Deno.test("coverage floor: counts src/ only, not src/generated/, tests or copies of src elsewhere", () => {
  assert.deepEqual(lineTotals(LCOV, SRC), { found: 200, hit: 195 });
  const windows = LCOV.replaceAll("\n", "\r\n").replace(
    /^SF:(\S+)/gm,
    (_, f: string) => `SF:C:${f.replaceAll("/", "\\")}`,
  );
  assert.deepEqual(lineTotals(windows, "C:/repo/src/"), { found: 200, hit: 195 });
});

Deno.test("coverage floor: fails under the floor with the percentages, passes at or above it", () => {
  const totals = lineTotals(LCOV, SRC); // 97.5%
  assert.equal(floorProblem(totals, 98), "Cannot pass coverage: lines 97.50% < floor 98%");
  assert.equal(floorProblem(totals, 97.5), undefined);
  assert.equal(floorProblem({ found: 0, hit: 0 }), "Cannot pass coverage: the report has no lines under src/");
  assert.ok(LINE_FLOOR > 90 && LINE_FLOOR < 100);
});
