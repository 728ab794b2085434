/**
 * Load for memory tests and benches against the real `--http` server: raw POST /mcp requests fired at once
 * on a fresh connection pool while the server's resident memory is sampled.
 */
import { rssKiB } from "./support.ts";

/**
 * The resident memory docs/security.md states the server stays under (Memory, time and connections): the
 * highest peak bench/memory_mix.ts measured under the heavy mix, with headroom for a loaded machine.
 */
export const RSS_CEILING_KIB = 640 * 1024;

export interface Answer {
  status: number;
  retryAfter: string | null;
  text: string;
}

/** One POST /mcp through `client`; the body is read whole so the server's slot is freed. */
export async function post(client: Deno.HttpClient, base: string, method: string, params: unknown, token?: string) {
  const res = await fetch(`${base}/mcp`, {
    client,
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2025-11-25",
      ...(token ? { "private-token": token } : {}),
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  return { status: res.status, retryAfter: res.headers.get("retry-after"), text: await res.text() } as Answer;
}

/** A tools/call of gitlab_execute_action. */
export function toolCall(action: string, params: Record<string, unknown>) {
  return { name: "gitlab_execute_action", arguments: { action, params } };
}

/**
 * Samples a process's RSS until stopped, `pauseMs` apart (each reading runs a `deno eval`, which costs CPU
 * the process under test then lacks); `stop()` gives the highest reading.
 */
export function rssSampler(pid: number, pauseMs = 0): { stop: () => Promise<number> } {
  let peak = 0;
  let sampling = true;
  const running = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rssKiB(pid));
      if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
    }
  })();
  return {
    async stop() {
      sampling = false;
      await running;
      return Math.max(peak, await rssKiB(pid));
    },
  };
}

/** Fires `count` requests at once on a fresh connection pool, closed afterwards, sampling RSS meanwhile. */
export async function burst(pid: number, count: number, send: (c: Deno.HttpClient, i: number) => Promise<Answer>) {
  const client = Deno.createHttpClient({});
  const sampler = rssSampler(pid);
  let answers: Answer[] = [];
  let peak = 0;
  try {
    answers = await Promise.all(Array.from({ length: count }, (_, i) => send(client, i)));
  } finally {
    peak = await sampler.stop();
    client.close();
  }
  return { answers, peak };
}

export function tally(answers: Answer[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const a of answers) out[a.status] = (out[a.status] ?? 0) + 1;
  return out;
}

/** Polls RSS once a second (at most 25 times) until `done` says so; returns the last reading. */
export async function waitRss(pid: number, done: (rss: number) => boolean): Promise<number> {
  let rss = await rssKiB(pid);
  for (let i = 0; i < 25 && !done(rss); i++) {
    await new Promise((r) => setTimeout(r, 1000));
    rss = await rssKiB(pid);
  }
  return rss;
}
