/**
 * Cold start over stdio: spawn → initialize → first tools/list answered (wall time), the child's CPU time at
 * that moment (/proc/<pid>/stat utime+stime, all threads), then at once a read tool call: spawn → its answer
 * and the CPU time by then (a start that answers the opening before loading everything pays the rest here),
 * its RSS 500 ms later, and the tools/list payload (bytes of the JSON-RPC result line).
 */
import type { Launch, Side, Surface } from "./servers.ts";
import { readCall } from "./stdio_call.ts";
import { cpuMs, rssKiB, sleep } from "./stats.ts";
import { StdioPeer } from "./stdio_client.ts";

export interface StartSample {
  wallMs: number;
  cpuMs: number;
  /** Spawn → the first tool call's answer, the call sent as soon as tools/list was answered. */
  firstCallMs: number;
  firstCallCpuMs: number;
  idleRssKiB: number;
  listBytes: number;
  /** The tools array as JSON, for the token count. */
  toolsJson: string;
  toolCount: number;
}

export async function coldStart(side: Side, surface: Surface, launch: Launch): Promise<StartSample> {
  const t0 = performance.now();
  const peer = new StdioPeer(launch);
  try {
    await peer.handshake();
    const res = await peer.request("tools/list");
    const wallMs = performance.now() - t0;
    const cpu = await cpuMs(peer.child.pid);
    const call = await peer.request("tools/call", readCall(side, surface));
    if (call.error || (call.result as { isError?: boolean }).isError) {
      throw new Error(`Cannot time the first call: ${side} answered ${JSON.stringify(call).slice(0, 200)}`);
    }
    const firstCallMs = performance.now() - t0;
    const firstCallCpuMs = await cpuMs(peer.child.pid);
    await sleep(500);
    const idleRssKiB = await rssKiB(peer.child.pid);
    const tools = (res.result as { tools: unknown[] }).tools;
    return {
      wallMs,
      cpuMs: cpu,
      firstCallMs,
      firstCallCpuMs,
      idleRssKiB,
      listBytes: peer.bytes.get(res.id) ?? 0,
      toolsJson: JSON.stringify({ tools }),
      toolCount: tools.length,
    };
  } finally {
    await peer.close();
  }
}

/** o200k tokens of a text, with the tokenizer module installed next to the peer. */
export async function countTokens(o200kUrl: string, text: string): Promise<number> {
  const mod = await import(o200kUrl) as { countTokens?: (t: string) => number; encode: (t: string) => number[] };
  return mod.countTokens ? mod.countTokens(text) : mod.encode(text).length;
}
