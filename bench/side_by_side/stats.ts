/** Medians, percentiles and readings of a process from /proc (Linux only). */

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(xs: number[]): Spread {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)] ?? NaN, min: s[0] ?? NaN, max: s[s.length - 1] ?? NaN };
}

export function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? NaN;
}

/**
 * A /proc file. Deno asks for --allow-all to read /proc directly, so the bench runs `cat` (a few ms, after the
 * moment measured; an idle child's counters do not move meanwhile).
 */
export async function readProc(path: string): Promise<string> {
  const out = await new Deno.Command("cat", { args: [path], stdout: "piped", stderr: "null" }).output();
  if (!out.success) throw new Error(`Cannot read ${path}`);
  return new TextDecoder().decode(out.stdout);
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux x86_64). */
const TICKS_PER_SECOND = 100;

/** User + system CPU time of a live process (all its threads), in ms, from /proc/<pid>/stat. */
export async function cpuMs(pid: number): Promise<number> {
  const stat = await readProc(`/proc/${pid}/stat`);
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return ((utime + stime) * 1000) / TICKS_PER_SECOND;
}

/** Resident memory of a live process in KiB (VmRSS from /proc/<pid>/status). */
export async function rssKiB(pid: number): Promise<number> {
  const status = await readProc(`/proc/${pid}/status`);
  const m = /VmRSS:\s+(\d+) kB/.exec(status);
  return m ? Number(m[1]) : NaN;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
