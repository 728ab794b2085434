/**
 * Accuracy and in-process latency of gitlab_find_action's ranker on the evaluation requests in bench/find_eval/
 * (written by thirteen authors who never saw the examples or the ranker). Prints top-1, top-3 and the low-confidence
 * rate per set: tuning (may be looked at while tuning), held-out (never), per author. `--misses` lists the
 * tuning set's misses only; held-out requests are never printed.
 */
import { SERVED_ACTIONS } from "../src/surfaces/inventory.ts";
import { isLowConfidence, searchActions } from "../src/find/rank.ts";
import type { Action } from "../src/engine/action.ts";

export interface EvalRequest {
  q: string;
  expect: string;
  ok: string[];
  common: boolean;
  trap: boolean;
  author: string;
  heldOut: boolean;
}

/** Held out: the first byte of SHA-256 of the request is below 102 (fixed before any tuning; see the README there). */
async function heldOut(q: string): Promise<boolean> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(q)));
  return digest[0]! < 102;
}

/** The evaluation authors, one file each (see find_eval/README.md). */
export const AUTHORS = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q"];

export async function loadRequests(): Promise<EvalRequest[]> {
  const out: EvalRequest[] = [];
  for (const author of AUTHORS) {
    const text = await Deno.readTextFile(new URL(`./find_eval/author_${author}.jsonl`, import.meta.url));
    for (const line of text.split("\n").filter((l) => l.trim())) {
      const r = JSON.parse(line);
      out.push({ ...r, ok: r.ok ?? [], author, heldOut: await heldOut(r.q) });
    }
  }
  return out;
}

export interface Score {
  n: number;
  top1: number;
  top3: number;
  low: number;
  /** Top-1 hits among the requests flagged low-confidence. */
  lowRight: number;
}

export type Ranker = (actions: readonly Action[], q: string) => { ids: string[]; low: boolean };

export const newRanker: Ranker = (actions, q) => {
  const hits = searchActions(actions, q, 5);
  return { ids: hits.map((h) => h.action.id), low: isLowConfidence(hits) };
};

export function score(requests: EvalRequest[], rank: Ranker, actions: readonly Action[], misses?: string[]): Score {
  const s = { n: requests.length, top1: 0, top3: 0, low: 0, lowRight: 0 };
  for (const r of requests) {
    const { ids, low } = rank(actions, r.q);
    const good = new Set([r.expect, ...r.ok]);
    if (good.has(ids[0] ?? "")) s.top1++;
    else misses?.push(`${r.common ? "[common] " : ""}${r.expect} ← "${r.q}" got ${ids.slice(0, 3).join(", ")}`);
    if (ids.slice(0, 3).some((id) => good.has(id))) s.top3++;
    if (low) s.low++;
    if (low && good.has(ids[0] ?? "")) s.lowRight++;
  }
  return s;
}

/** k-fold over the rows' own examples (bench/find_kfold.ts, find_confusions.ts, find_tune.ts): folds by position. */
export const FOLDS = 5;

/** The served actions without fold `fold`'s examples: a new list each call, since the index is cached per list. */
export function withoutFold(fold: number): Action[] {
  return SERVED_ACTIONS.map((a) => ({ ...a, examples: inFold(a, fold, false) }));
}

/** An action's examples in fold `fold` (or, with `inside` false, all the others). */
export function inFold(a: Action, fold: number, inside = true): string[] {
  return a.examples.filter((_, i) => (i % FOLDS === fold) === inside);
}

export const pct = (k: number, n: number) => `${(100 * k / Math.max(1, n)).toFixed(1)}%`;

export function line(name: string, s: Score): string {
  return `${name.padEnd(22)} n=${String(s.n).padStart(3)}  top-1 ${pct(s.top1, s.n).padStart(6)}  top-3 ${
    pct(s.top3, s.n).padStart(6)
  }  low-confidence ${pct(s.low, s.n).padStart(6)} (top-1 ${pct(s.lowRight, s.low)} when low, ${
    pct(s.top1 - s.lowRight, s.n - s.low)
  } otherwise)`;
}

function latency(actions: readonly Action[], queries: string[]): { p50: number; p99: number } {
  for (const q of queries) searchActions(actions, q, 5);
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const q of queries) {
      const t = performance.now();
      searchActions(actions, q, 5);
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)]!, p99: times[Math.floor(times.length * 0.99)]! };
}

if (import.meta.main) {
  const all = await loadRequests();
  const misses: string[] = [];
  const tuning = all.filter((r) => !r.heldOut);
  const held = all.filter((r) => r.heldOut);
  console.log(
    `catalog: ${SERVED_ACTIONS.length} actions, ${
      SERVED_ACTIONS.filter((a) => a.examples.length).length
    } with examples`,
  );
  console.log(line("tuning", score(tuning, newRanker, SERVED_ACTIONS, misses)));
  for (const a of AUTHORS) {
    console.log(line(`  tuning author ${a}`, score(tuning.filter((r) => r.author === a), newRanker, SERVED_ACTIONS)));
  }
  if (Deno.args.includes("--misses")) { for (const m of misses) console.log(`miss (tuning): ${m}`); }
  if (Deno.args.includes("--tuning-only")) Deno.exit(0);
  console.log(line("held-out", score(held, newRanker, SERVED_ACTIONS)));
  for (const a of AUTHORS) {
    console.log(line(`  held-out author ${a}`, score(held.filter((r) => r.author === a), newRanker, SERVED_ACTIONS)));
  }
  console.log(line("  held-out traps", score(held.filter((r) => r.trap), newRanker, SERVED_ACTIONS)));
  console.log(line("  held-out common", score(held.filter((r) => r.common), newRanker, SERVED_ACTIONS)));
  const lat = latency(SERVED_ACTIONS, held.map((r) => r.q));
  console.log(`in-process latency on held-out queries: p50 ${lat.p50.toFixed(3)} ms, p99 ${lat.p99.toFixed(3)} ms`);
  if (Deno.args.includes("--misses")) { for (const m of misses) console.log(`miss (tuning): ${m}`); }
}
