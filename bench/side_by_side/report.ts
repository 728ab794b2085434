/** bench/RESULTS.md: machine, versions, date and one table of measure | ours | peer | ratio. */
import { readProc, spread } from "./stats.ts";

export interface Row {
  measure: string;
  unit: string;
  ours: number[];
  /** Absent where the peer has no equivalent (the note says why). */
  peer?: number[];
  note?: string;
}

export interface Context {
  rounds: string;
  versions: Record<string, string>;
  notes: string[];
}

function fmt(x: number): string {
  if (!Number.isFinite(x)) return "—";
  const abs = Math.abs(x);
  return abs >= 100 ? x.toFixed(0) : abs >= 10 ? x.toFixed(1) : x.toFixed(2);
}

function cell(xs: number[] | undefined, unit: string): string {
  if (!xs?.length) return "—";
  const s = spread(xs);
  return xs.length === 1 ? `${fmt(s.median)} ${unit}` : `${fmt(s.median)} ${unit} (${fmt(s.min)}–${fmt(s.max)})`;
}

function ratio(r: Row): string {
  if (!r.peer?.length) return "—";
  return (spread(r.ours).median / spread(r.peer).median).toFixed(2);
}

export async function machine(): Promise<string> {
  const kib = Number(/MemTotal:\s+(\d+)/.exec(await readProc("/proc/meminfo"))?.[1] ?? NaN);
  const cpu = await readProc("/proc/cpuinfo");
  const model = /model name\s*:\s*(.+)/.exec(cpu)?.[1] ?? "unknown CPU";
  return `${navigator.hardwareConcurrency} CPUs (${model}), ${
    (kib / 1024 / 1024).toFixed(1)
  } GiB memory, ${Deno.build.os}`;
}

export async function writeReport(path: string, rows: Row[], ctx: Context): Promise<void> {
  const lines = [
    "# Side-by-side performance: this server vs @zereight/mcp-gitlab",
    "",
    "Written by `deno task bench` (bench/side_by_side/main.ts); do not edit by hand. Ratios are what count:",
    "absolute times on a shared machine are context only. Cells: median (min–max) over the rounds; ratio =",
    "ours ÷ peer of the medians.",
    "",
    `- date: ${new Date().toISOString()}`,
    `- machine: ${await machine()}`,
    ...Object.entries(ctx.versions).map(([k, v]) => `- ${k}: ${v}`),
    `- rounds: ${ctx.rounds}`,
    "",
    "| measure | ours | peer | ratio | note |",
    "|---|---|---|---|---|",
    ...rows.map((r) =>
      `| ${r.measure} | ${cell(r.ours, r.unit)} | ${cell(r.peer, r.unit)} | ${ratio(r)} | ${r.note ?? ""} |`
    ),
    "",
    "## How each measure is taken",
    "",
    ...ctx.notes.map((n) => `- ${n}`),
    "",
  ];
  await Deno.writeTextFile(path, lines.join("\n"));
}
