/**
 * Cold start over stdio: spawn → initialize → first tools/list answered (wall time), the child's CPU time at
 * that moment (/proc/<pid>/stat utime+stime, all threads), its idle RSS 500 ms later, and the tools/list
 * payload (bytes of the JSON-RPC result line).
 */
import type { Launch } from "./servers.ts";
import { cpuMs, rssKiB, sleep } from "./stats.ts";
import { StdioPeer } from "./stdio_client.ts";

export interface StartSample {
  wallMs: number;
  cpuMs: number;
  idleRssKiB: number;
  listBytes: number;
  /** The tools array as JSON, for the token count. */
  toolsJson: string;
  toolCount: number;
}

export async function coldStart(launch: Launch): Promise<StartSample> {
  const t0 = performance.now();
  const peer = new StdioPeer(launch);
  try {
    await peer.handshake();
    const res = await peer.request("tools/list");
    const wallMs = performance.now() - t0;
    const cpu = await cpuMs(peer.child.pid);
    await sleep(500);
    const idleRssKiB = await rssKiB(peer.child.pid);
    const tools = (res.result as { tools: unknown[] }).tools;
    return {
      wallMs,
      cpuMs: cpu,
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
