/**
 * The benchmark figures the README quotes, read from bench/RESULTS.md (written by `deno task bench`), so a new
 * run changes them everywhere at once: each sits between `<!-- bench:<key> -->` and `<!-- /bench -->`, and
 * `deno task docs` (scripts/gen_docs.ts) rewrites it; tests/docs_test.ts fails when one is out of date.
 */

/** An inline benchmark figure in the prose. */
export const BENCH = /<!-- bench:([a-z_]+) -->[^<]*<!-- \/bench -->/g;
const RESULTS = new URL("../bench/RESULTS.md", import.meta.url);

/** Which cell of which RESULTS.md row each key quotes: ours (the median) or the ratio (ours ÷ peer). */
export const FIGURES: Record<string, { row: string; cell: "ours" | "ratio" }> = {
  cold_start: { row: "cold start wall, default surface", cell: "ours" },
  cold_start_ratio: { row: "cold start wall, default surface", cell: "ratio" },
  first_call: { row: "spawn → first call answered, default surface", cell: "ours" },
  stdio_cpu_ratio: { row: "stdio CPU per call (server process)", cell: "ratio" },
  http_ratio: { row: "HTTP calls/s, 64 callers, 5 ms upstream", cell: "ratio" },
};

/** The cell of `row` in the results table: the median alone for `ours`, the ratio as written. */
function cellOf(results: string, row: string, cell: "ours" | "ratio"): string {
  const line = results.split("\n").find((l) => l.split("|")[1]?.trim() === row);
  if (!line) throw new Error(`Cannot find the row "${row}" in bench/RESULTS.md`);
  const [, , ours, , ratio] = line.split("|").map((c) => c.trim());
  return cell === "ours" ? ours!.replace(/\s*\(.*$/, "") : ratio!;
}

/** Text with every marked benchmark figure replaced by the one in `results` (bench/RESULTS.md by default). */
export function withBenchFigures(text: string, results = Deno.readTextFileSync(RESULTS)): string {
  return text.replace(BENCH, (_, key: string) => {
    const figure = FIGURES[key];
    if (!figure) throw new Error(`Cannot fill <!-- bench:${key} -->: not a figure scripts/bench_figures.ts knows`);
    return `<!-- bench:${key} -->${cellOf(results, figure.row, figure.cell)}<!-- /bench -->`;
  });
}
