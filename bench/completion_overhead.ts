/**
 * Reports what completion/complete costs on top of GitLab: for each case the
 * fake GitLab's own latency (the same listings fetched directly) and the full
 * completion through the official client, on both protocol revisions. Run:
 * deno run --allow-net=127.0.0.1 --allow-env --allow-read bench/completion_overhead.ts
 */
import { FakeGitLab } from "../tests/support/fake_gitlab.ts";
import { startHarness } from "../tests/support/harness.ts";
import { type CompletionFixture, loadCompletion } from "../tests/completions/helpers.ts";

const ROUNDS = 300;
const WARMUP = 30;
const CASES = ["project_id", "from", "merge_request_iid", "sha"];

function stats(samples: number[]): { median: number; p95: number } {
  const s = [...samples].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)]!, p95: s[Math.floor(s.length * 0.95)]! };
}

async function time(rounds: number, fn: () => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out;
}

/** Serves the fixture's responses by path, as often as asked. */
function serveForever(gitlab: FakeGitLab, fx: CompletionFixture): void {
  gitlab.fallback = (rec) => fx.exchanges.find((e) => e.request.path === rec.path)!.response;
}

/** The same listings fetched straight from the fake (concurrently, as the server does). */
function direct(gitlab: FakeGitLab, fx: CompletionFixture): () => Promise<unknown> {
  const urls = fx.exchanges.map((e) => `${gitlab.url}${e.request.path}?${new URLSearchParams(e.request.query)}`);
  return () => Promise.all(urls.map(async (u) => await (await fetch(u)).json()));
}

const ms = (n: number) => n.toFixed(3).padStart(7);

for (const era of ["legacy", "modern"] as const) {
  for (const name of CASES) {
    const fx = await loadCompletion(name);
    const gitlab = new FakeGitLab();
    serveForever(gitlab, fx);
    const h = await startHarness({ gitlabUrl: gitlab.url, era });
    const fetchOnly = direct(gitlab, fx);
    const completion = () => h.client.complete(fx.complete);
    await time(WARMUP, fetchOnly);
    await time(WARMUP, completion);
    const base = stats(await time(ROUNDS, fetchOnly));
    const full = stats(await time(ROUNDS, completion));
    console.log(
      `${`${name} (${era}, ${fx.exchanges.length} listing${fx.exchanges.length > 1 ? "s" : ""})`.padEnd(38)}` +
        ` GitLab alone median ${ms(base.median)} ms p95 ${ms(base.p95)} ms |` +
        ` completion median ${ms(full.median)} ms p95 ${ms(full.p95)} ms |` +
        ` overhead median ${ms(full.median - base.median)} ms p95 ${ms(full.p95 - base.p95)} ms`,
    );
    await h.close();
    await gitlab.close();
  }
}
