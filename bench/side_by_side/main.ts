/**
 * The side-by-side suite (deno task bench): this server and @zereight/mcp-gitlab (installed on demand, pinned)
 * against the same fake GitLab on 127.0.0.1, runs interleaved (ours, peer, ours, peer…) so drift in the
 * machine's load hits both alike; writes bench/RESULTS.md. ROUNDS, CALL_ROUNDS, HTTP_ROUNDS, HTTP_SECONDS
 * shorten or lengthen it; BINARY=<path> measures a compiled binary as ours (the release workflow does).
 */
import { ensurePeer, PEER_PACKAGE, TOKENIZER } from "./peer_install.ts";
import { fakeGitLab, forget } from "./fake.ts";
import { BINARY, type Side, startHttp, stdioLaunch, type Surface } from "./servers.ts";
import { coldStart, countTokens, type StartSample } from "./cold_start.ts";
import { type CallSample, stdioCalls, STEADY_AFTER } from "./stdio_call.ts";
import { throughput, type ThroughputSample } from "./http_throughput.ts";
import { rssGrowth } from "./rss_growth.ts";
import { findLatency } from "./find_latency.ts";
import { type Row, writeReport } from "./report.ts";
import { NOTES } from "./notes.ts";

const num = (name: string, fallback: number) => Number(Deno.env.get(name) ?? fallback);
const ROUNDS = num("ROUNDS", 9);
const CALL_ROUNDS = num("CALL_ROUNDS", 3);
const HTTP_ROUNDS = num("HTTP_ROUNDS", 3);
const HTTP_SECONDS = num("HTTP_SECONDS", 5);
const SIDES: Side[] = ["ours", "peer"];
const OUT = new URL("../RESULTS.md", import.meta.url).pathname;

type PerSide<T> = Record<Side, T[]>;
const perSide = <T>(): PerSide<T> => ({ ours: [], peer: [] });
const log = (s: string) => console.error(`[bench] ${s}`);

async function startRows(surface: Surface, gitlabUrl: string, entry: string, o200k: string): Promise<Row[]> {
  const samples = perSide<StartSample>();
  for (const side of SIDES) await coldStart(side, surface, stdioLaunch(side, surface, gitlabUrl, entry)); // warm disk caches
  for (let r = 0; r < ROUNDS; r++) {
    for (const side of SIDES) {
      samples[side].push(await coldStart(side, surface, stdioLaunch(side, surface, gitlabUrl, entry)));
    }
  }
  log(`cold start on the ${surface} surface done`);
  const pick = (f: (s: StartSample) => number) => ({ ours: samples.ours.map(f), peer: samples.peer.map(f) });
  const tokens = async (side: Side) => [await countTokens(o200k, samples[side][0]!.toolsJson)];
  const tools = SIDES.map((s) => `${s} ${samples[s][0]!.toolCount}`).join(", ");
  return [
    { measure: `cold start wall, ${surface} surface`, unit: "ms", ...pick((s) => s.wallMs) },
    { measure: `cold start CPU, ${surface} surface`, unit: "ms", ...pick((s) => s.cpuMs) },
    { measure: `spawn → first call answered, ${surface} surface`, unit: "ms", ...pick((s) => s.firstCallMs) },
    { measure: `CPU until first call answered, ${surface} surface`, unit: "ms", ...pick((s) => s.firstCallCpuMs) },
    { measure: `idle RSS, ${surface} surface`, unit: "MiB", ...pick((s) => s.idleRssKiB / 1024) },
    {
      measure: `tools/list bytes, ${surface} surface`,
      unit: "B",
      ...pick((s) => s.listBytes),
      note: `tools: ${tools}`,
    },
    {
      measure: `tools/list o200k tokens, ${surface} surface`,
      unit: "",
      ours: await tokens("ours"),
      peer: await tokens("peer"),
    },
  ];
}

async function callRows(gitlabUrl: string, entry: string): Promise<Row[]> {
  const samples = perSide<CallSample>();
  for (let r = 0; r < CALL_ROUNDS; r++) {
    for (const side of SIDES) {
      samples[side].push(await stdioCalls(side, stdioLaunch(side, "default", gitlabUrl, entry), gitlabUrl, 200));
    }
  }
  log("stdio calls done");
  const pick = (f: (s: CallSample) => number) => ({ ours: samples.ours.map(f), peer: samples.peer.map(f) });
  return [
    { measure: "stdio read call round trip", unit: "ms", ...pick((s) => s.callMs) },
    { measure: "direct fetch of the same endpoint (floor)", unit: "ms", ...pick((s) => s.fetchMs) },
    { measure: "stdio per-call overhead (call − fetch)", unit: "ms", ...pick((s) => s.overheadMs) },
    { measure: "stdio CPU per call (server process)", unit: "ms", ...pick((s) => s.cpuPerCallMs) },
    { measure: `stdio round trip after ${STEADY_AFTER} calls`, unit: "ms", ...pick((s) => s.steadyCallMs) },
    { measure: `stdio CPU per call after ${STEADY_AFTER} calls`, unit: "ms", ...pick((s) => s.steadyCpuPerCallMs) },
  ];
}

async function httpRows(gitlabUrl: string, entry: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const callers of [8, 64]) {
    const samples = perSide<ThroughputSample>();
    const modern: ThroughputSample[] = [];
    for (let r = 0; r < HTTP_ROUNDS; r++) {
      for (const side of SIDES) {
        const srv = await startHttp(side, gitlabUrl, entry);
        samples[side].push(await throughput(side, srv.base, callers, HTTP_SECONDS).finally(() => srv.stop()));
      }
      if (callers !== 64) continue;
      const srv = await startHttp("ours", gitlabUrl, entry);
      modern.push(await throughput("ours", srv.base, callers, HTTP_SECONDS, "2026").finally(() => srv.stop()));
    }
    log(`HTTP at ${callers} callers done`);
    const pick = (f: (s: ThroughputSample) => number) => ({ ours: samples.ours.map(f), peer: samples.peer.map(f) });
    const note = "ours stateless; peer sessions";
    rows.push(
      {
        measure: `HTTP calls/s, ${callers} callers, 5 ms upstream`,
        unit: "/s",
        ...pick((s) => s.callsPerSecond),
        note,
      },
      { measure: `HTTP p50, ${callers} callers`, unit: "ms", ...pick((s) => s.p50Ms), note },
      { measure: `HTTP p99, ${callers} callers`, unit: "ms", ...pick((s) => s.p99Ms), note },
    );
    if (modern.length === 0) continue;
    const ours = "2026-07-28 requests (still the SDK's path); the peer speaks 2025 only";
    rows.push(
      {
        measure: `HTTP calls/s, ${callers} callers, 2026-07-28`,
        unit: "/s",
        ours: modern.map((s) => s.callsPerSecond),
        note: ours,
      },
      { measure: `HTTP p99, ${callers} callers, 2026-07-28`, unit: "ms", ours: modern.map((s) => s.p99Ms), note: ours },
    );
  }
  return rows;
}

async function rssRows(gitlab: ReturnType<typeof fakeGitLab>, entry: string): Promise<Row[]> {
  const growth = perSide<number>();
  for (const side of SIDES) {
    const srv = await startHttp(side, gitlab.url, entry);
    const s = await rssGrowth(side, srv.base, srv.pid).finally(() => srv.stop());
    growth[side].push(s.growthKiB / 1024);
    forget(gitlab);
  }
  log("RSS growth done");
  const note = "peer: one session per token (500 open)";
  return [{ measure: "RSS growth, 20,000 HTTP calls over 500 tokens", unit: "MiB", ...growth, note }];
}

async function version(cmd: string, args: string[]): Promise<string> {
  const out = await new Deno.Command(cmd, { args, stdout: "piped", stderr: "null" }).output();
  return new TextDecoder().decode(out.stdout).split("\n")[0]!.trim();
}

async function main(): Promise<void> {
  const peer = await ensurePeer();
  log(`peer ${PEER_PACKAGE}@${peer.version} at ${peer.entry}`);
  const fast = fakeGitLab(0);
  const slow = fakeGitLab(5);
  const rows: Row[] = [];
  try {
    for (const surface of ["default", "individual"] as const) {
      rows.push(...await startRows(surface, fast.url, peer.entry, peer.o200k));
      forget(fast);
    }
    rows.push(...await callRows(fast.url, peer.entry));
    rows.push(...await httpRows(slow.url, peer.entry));
    forget(slow);
    rows.push(...await rssRows(slow, peer.entry));
    const find = await findLatency(5);
    rows.push({ measure: `find_action ranking p50 (in-process, ${find.n} queries)`, unit: "ms", ours: [find.p50Ms] });
    rows.push({
      measure: "find_action ranking p99",
      unit: "ms",
      ours: [find.p99Ms],
      note: "the peer has no such tool",
    });
  } finally {
    await fast.close();
    await slow.close();
  }
  const versions = {
    ours: BINARY ? `the compiled binary ${BINARY}` : "deno run src/main.ts",
    deno: await version("deno", ["--version"]),
    node: await version("node", ["--version"]),
    peer: `${PEER_PACKAGE}@${peer.version}`,
    tokenizer: `${TOKENIZER} (o200k_base)`,
  };
  const rounds = `${ROUNDS} cold starts per side and surface, ${CALL_ROUNDS}×200 stdio calls, ` +
    `${HTTP_ROUNDS}×${HTTP_SECONDS} s HTTP per concurrency, 1 RSS run`;
  await writeReport(OUT, rows, { rounds, versions, notes: NOTES });
  log(`wrote ${OUT}`);
}

if (import.meta.main) await main();
