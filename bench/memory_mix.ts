/**
 * Peak resident memory of the real `--http` server under the heavy mix (tests/adversarial/mixed_load.ts):
 * 64 artifact archive downloads, 32 job logs and 32 raw files at once, then 2,000 ordinary reads on top.
 * One warm-up round, then three measured ones; docs/security.md's ceiling is set from the highest peak.
 * Run: deno task bench:memory
 */
import { rssKiB, startHttpServer } from "../tests/adversarial/support.ts";
import { waitRss } from "../tests/adversarial/load.ts";
import { MIX, mixedGitLab, mixedRound, resultOf } from "../tests/adversarial/mixed_load.ts";

const ROUNDS = 3;
const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;

const { gitlab, sending } = mixedGitLab();
// GitLab calls uncapped and no rate limit: every call is admitted, the worst case for memory.
const srv = await startHttpServer(gitlab.url, ["--max-inflight", "0", "--rate-limit-rps", "0"]);
const pid = srv.child.pid;
try {
  const pristine = await rssKiB(pid);
  console.log(`mix: ${JSON.stringify(MIX)}; pristine RSS ${mib(pristine)}`);
  const peaks: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    sending.peak = 0;
    const r = await mixedRound(srv);
    const failed = r.heavy.map(resultOf).filter((x) => x.isError);
    const idle = await waitRss(pid, (rss) => rss < r.peak * 0.6);
    console.log(
      `${round ? `round ${round}` : "warm-up"}: peak ${mib(r.peak)}, idle after ${mib(idle)}, ${r.ms} ms, ` +
        `large bodies sent at once ${sending.peak}, heavy errors ${failed.length}` +
        `${failed[0] ? ` (${failed[0].text.slice(0, 120)})` : ""}, reads ${JSON.stringify(r.reads)}`,
    );
    if (round) peaks.push(r.peak);
  }
  console.log(`highest peak over ${ROUNDS} rounds: ${mib(Math.max(...peaks))}`);
} finally {
  await srv.stop();
  await gitlab.close();
}
