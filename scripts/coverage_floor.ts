/**
 * `deno task coverage`'s last step: line coverage of src/ (not src/generated/, which is built, not written)
 * from `deno coverage --lcov`, and a failure when it drops under the floor. The floor sits a little under
 * the measured number, so an untested addition fails here instead of eroding it unnoticed.
 *   deno run --allow-run=deno --allow-read scripts/coverage_floor.ts <coverage dir>...
 */

/** Percent of src/ lines the suite runs below which the task fails: the one place to move it (97.92% on 2026-12-01). */
export const LINE_FLOOR = 97.5;

/** The project's src/ as lcov names it (an OS path), with "/" separators and a trailing one. */
export const SRC_DIR = slashes(decodeURIComponent(new URL("../src/", import.meta.url).pathname))
  .replace(/^\/([A-Za-z]:)/, "$1");

function slashes(path: string): string {
  return path.replaceAll("\\", "/");
}

/**
 * Lines found and hit over the files under `srcDir` but not its generated/, from lcov text (one
 * SF…end_of_record block per file). Tests' child processes report too, some from copies elsewhere.
 */
export function lineTotals(lcov: string, srcDir = SRC_DIR): { found: number; hit: number } {
  const counts = (file: string) => file.startsWith(srcDir) && !file.startsWith(`${srcDir}generated/`);
  let file = "";
  let found = 0;
  let hit = 0;
  for (const line of lcov.split(/\r?\n/)) {
    if (line.startsWith("SF:")) file = slashes(line.slice(3));
    else if (!counts(file)) continue;
    else if (line.startsWith("LF:")) found += Number(line.slice(3));
    else if (line.startsWith("LH:")) hit += Number(line.slice(3));
  }
  return { found, hit };
}

/** The failure message when the coverage is under the floor (or nothing counted), else undefined. */
export function floorProblem(totals: { found: number; hit: number }, floor = LINE_FLOOR): string | undefined {
  if (totals.found === 0) return "Cannot pass coverage: the report has no lines under src/";
  const percent = (100 * totals.hit) / totals.found;
  if (percent < floor) return `Cannot pass coverage: lines ${percent.toFixed(2)}% < floor ${floor}%`;
  return undefined;
}

if (import.meta.main) {
  if (!Deno.args.length) {
    console.error("Cannot check coverage: name the coverage directories (deno test --coverage=<dir>)");
    Deno.exit(2);
  }
  const out = await new Deno.Command("deno", { args: ["coverage", "--lcov", ...Deno.args], stdout: "piped" }).output();
  if (!out.success) {
    console.error("Cannot check coverage: deno coverage failed (see above)");
    Deno.exit(1);
  }
  const totals = lineTotals(new TextDecoder().decode(out.stdout));
  const problem = floorProblem(totals);
  if (problem) {
    console.error(problem);
    Deno.exit(1);
  }
  const percent = ((100 * totals.hit) / totals.found).toFixed(2);
  console.log(`coverage: lines ${percent}% (${totals.hit}/${totals.found} in src/) ≥ floor ${LINE_FLOOR}%`);
}
