/**
 * Memory under the heavy mix (mixed_load.ts) against the real `--http` server: 64 artifact archive downloads,
 * 32 job logs and 32 raw files at once, 2,000 ordinary reads on top. GitLab is never sending more than 8 large
 * bodies at once, every heavy call is answered (listed, or told to try again), and resident memory stays under
 * the ceiling docs/security.md states. bench/memory_mix.ts measures the same mix over more rounds.
 */
import assert from "node:assert/strict";
import { RSS_CEILING_KIB, waitRss } from "./load.ts";
import { MIX, mixedGitLab, mixedRound, resultOf } from "./mixed_load.ts";
import { startHttpServer } from "./support.ts";

const TURN = /^Cannot run "[a-z_.]+": too many large downloads in flight \(8 at once; waited 20 s for a turn\)/;

/** What each heavy call's answer must say, in mixedRound's order. */
function expected(i: number): RegExp {
  if (i < MIX.archives) return /zip archive of 6,365,460 bytes, 1001 entries/;
  if (i < MIX.archives + MIX.traces) return /\nLAST LINE\n/;
  return /^Read file: lines 1-400 of 9001/;
}

Deno.test("memory: 64 archive downloads, 64 logs and files and 2,000 reads at once stay under the ceiling", async () => {
  const { gitlab, sending } = mixedGitLab();
  // GitLab calls uncapped and no rate limit: every call is admitted, the worst case for memory.
  const srv = await startHttpServer(gitlab.url, ["--max-inflight", "0", "--rate-limit-rps", "0"]);
  try {
    const peaks: number[] = [];
    for (const round of ["warm-up", "measured"]) {
      sending.peak = 0;
      const r = await mixedRound(srv);
      const answers = r.heavy.map(resultOf);
      const turned = answers.filter((a) => a.isError && TURN.test(a.text)).length;
      console.log(
        `${round}: peak RSS ${r.peak} KiB, ${r.ms} ms, ${turned} told to try again, reads ${JSON.stringify(r.reads)}`,
      );
      assert.ok(sending.peak <= 8, `GitLab was sending ${sending.peak} large bodies at once`);
      peaks.push(r.peak);
      await waitRss(srv.child.pid, (rss) => rss < r.peak * 0.6);
      if (round === "warm-up") continue; // code still compiling: on a loaded machine most calls may be turned away
      answers.forEach((a, i) =>
        assert.ok(a.isError ? TURN.test(a.text) : expected(i).test(a.text), a.text.slice(0, 300))
      );
      // A loaded machine turns many away; eight listed is every turn held once.
      assert.ok(answers.length - turned >= 8, `${turned} of ${answers.length} heavy calls were told to try again`);
    }
    const peak = Math.max(...peaks);
    assert.ok(peak < RSS_CEILING_KIB, `peak RSS ${peak} KiB is over the ${RSS_CEILING_KIB} KiB ceiling`);
  } finally {
    await srv.stop();
    await gitlab.close();
  }
});
