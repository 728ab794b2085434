/**
 * Per-call overhead over stdio: the median round trip of a read tool call (ours: gitlab_execute_action
 * project.get; the peer: get_project) minus the median direct fetch of the same fake endpoint from the
 * bench process, and the child's CPU time per call (from /proc/<pid>/stat around the timed calls).
 */
import type { Launch, Side, Surface } from "./servers.ts";
import { TOKEN } from "./servers.ts";
import { cpuMs, spread } from "./stats.ts";
import { StdioPeer } from "./stdio_client.ts";

export interface CallSample {
  callMs: number;
  fetchMs: number;
  overheadMs: number;
  cpuPerCallMs: number;
  /** The same after STEADY_AFTER calls, once both runtimes compiled the path. */
  steadyCallMs: number;
  steadyCpuPerCallMs: number;
}

/** The read call on each side; ours names project.get the way its surface does. */
export function readCall(side: Side, surface: Surface = "default"): Record<string, unknown> {
  if (side === "peer") return { name: "get_project", arguments: { project_id: "1" } };
  return surface === "individual"
    ? { name: "gitlab_project_get", arguments: { project_id: "1" } }
    : { name: "gitlab_execute_action", arguments: { action: "project.get", params: { project_id: "1" } } };
}

/** Median time of `n` direct GETs of the endpoint both tools read. */
export async function directFetchMs(gitlabUrl: string, n: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await fetch(`${gitlabUrl}/api/v4/projects/1`, { headers: { "private-token": TOKEN } });
    await res.text();
    times.push(performance.now() - t);
  }
  return spread(times).median;
}

/** Calls before the first timed window; the second window starts after STEADY_AFTER calls in all. */
const WARM_UP = 20;
export const STEADY_AFTER = 1000;

export async function stdioCalls(side: Side, launch: Launch, gitlabUrl: string, n: number): Promise<CallSample> {
  const peer = new StdioPeer(launch);
  try {
    await peer.handshake();
    const params = readCall(side);
    for (let i = 0; i < WARM_UP; i++) await checked(peer, params);
    const fetchMs = await directFetchMs(gitlabUrl, n);
    const early = await timedCalls(peer, params, n);
    for (let i = WARM_UP + n; i < STEADY_AFTER; i++) await checked(peer, params);
    const steady = await timedCalls(peer, params, n);
    return {
      callMs: early.callMs,
      fetchMs,
      overheadMs: early.callMs - fetchMs,
      cpuPerCallMs: early.cpuPerCallMs,
      steadyCallMs: steady.callMs,
      steadyCpuPerCallMs: steady.cpuPerCallMs,
    };
  } finally {
    await peer.close();
  }
}

/** `n` calls in a row: their median round trip and the server's CPU time per call. */
async function timedCalls(peer: StdioPeer, params: Record<string, unknown>, n: number) {
  const cpu0 = await cpuMs(peer.child.pid);
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await checked(peer, params);
    times.push(performance.now() - t);
  }
  return { callMs: spread(times).median, cpuPerCallMs: (await cpuMs(peer.child.pid) - cpu0) / n };
}

async function checked(peer: StdioPeer, params: Record<string, unknown>): Promise<void> {
  const res = await peer.request("tools/call", params);
  const result = res.result as { isError?: boolean } | undefined;
  if (!result || result.isError) throw new Error(`Cannot call ${params.name}: ${JSON.stringify(res).slice(0, 300)}`);
}
