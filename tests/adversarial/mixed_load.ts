/**
 * The heavy mix, shared by tests/adversarial/memory_mix_test.ts and bench/memory_mix.ts: 64 artifact archive
 * downloads (6 MiB zips), 32 job logs (4 MB) and 32 raw files (1 MB, read whole) at once, then 2,000 ordinary
 * reads on top,
 * all against the real `--http` server and a fake GitLab on loopback that streams the large bodies (built
 * here, not recorded) and counts how many it is sending at once.
 */
import { localHeaderOf, zipEnd } from "../gitlab/zip_writer.ts";
import { type Answer, post, rssSampler, tally, toolCall } from "./load.ts";
import { type HttpServerProcess, recordingGitLab } from "./support.ts";

export const MIX = { archives: 64, traces: 32, files: 32, reads: 2000 };
const MIB = 1024 * 1024;
/** Ten tokens: all within the ten new credentials an address may present a minute. */
const token = (i: number) => `glpat-mixed-load-${i % 10}`;

/** A 6 MiB stored entry (no byte 0x50, so no zip signature inside it) and 1,000 small ones after it. */
function archive(): Uint8Array {
  const header = localHeaderOf("data.bin");
  const data = new Uint8Array(6 * MIB).map((_, i) => (i * 7) % 0x50);
  const entries = [{ name: "data.bin", size: data.byteLength }];
  for (let i = 0; i < 1000; i++) entries.push({ name: `reports/unit/result-${i}.json`, size: 0 });
  const dirOffset = header.byteLength + data.byteLength;
  const end = zipEnd(entries, entries.map((_, i) => i ? dirOffset : 0), dirOffset);
  const out = new Uint8Array(dirOffset + end.byteLength);
  out.set(header);
  out.set(data, header.byteLength);
  out.set(end, dirOffset);
  return out;
}

/** About `lines` × 100 bytes of text ending in LAST LINE. */
function textOf(lines: number): Uint8Array {
  const all = Array.from({ length: lines }, (_, i) => `${i} ${"step output ".repeat(8)}`);
  return new TextEncoder().encode(all.join("\n") + "\nLAST LINE\n");
}

/** Large bodies GitLab is sending now, and the most it sent at once. */
export interface Sending {
  now: number;
  peak: number;
}

/**
 * `bytes` in 256 KiB chunks, the last one 100 ms late (GitLab is never as fast as loopback). A body counts as
 * sent once closed: a reader that stops early would be noticed late, so every body here is read to its end.
 */
function streamed(bytes: Uint8Array, type: string, sending: Sending): Response {
  sending.peak = Math.max(sending.peak, ++sending.now);
  let at = 0;
  let done = false;
  const finish = () => void (done || (done = true, sending.now--));
  const body = new ReadableStream<Uint8Array>({
    async pull(c) {
      if (at + 256 * 1024 >= bytes.byteLength) await new Promise((r) => setTimeout(r, 100));
      c.enqueue(bytes.subarray(at, at += 256 * 1024));
      if (at >= bytes.byteLength) (c.close(), finish());
    },
    cancel: finish,
  });
  return new Response(body, { headers: { "content-type": type } });
}

/** A fake GitLab serving the mix; `sending` counts the large bodies in flight. */
export function mixedGitLab() {
  const zip = archive();
  const log = textOf(40_000);
  const file = textOf(9_000); // under the 1 MiB a file's read keeps, so it is read whole
  const sending: Sending = { now: 0, peak: 0 };
  const gitlab = recordingGitLab(async (req) => {
    if (req.path.endsWith("/artifacts")) return streamed(zip, "application/zip", sending);
    if (req.path.endsWith("/trace")) return streamed(log, "text/plain", sending);
    if (req.path.endsWith("/raw")) return streamed(file, "text/plain", sending);
    await new Promise((r) => setTimeout(r, 300));
    return { status: 200, body: { id: 1, username: "someone" } };
  });
  return { gitlab, sending };
}

/** The result text of a tools/call answer (JSON or one SSE event), or its error message. */
export function resultOf(a: Answer): { text: string; isError: boolean } {
  const json = a.text.startsWith("{") ? a.text : a.text.split("\n").find((l) => l.startsWith("data: "))?.slice(6);
  const msg = JSON.parse(json ?? "{}");
  if (msg.error) return { text: msg.error.message, isError: true };
  const text = (msg.result?.content ?? []).map((c: { text: string }) => c.text).join("\n");
  return { text, isError: msg.result?.isError === true };
}

function heavyCall(i: number) {
  if (i < MIX.archives) return toolCall("job.artifacts_download", { project_id: 1, job_id: i + 1 });
  if (i < MIX.archives + MIX.traces) return toolCall("job.trace", { project_id: 1, job_id: i + 1 });
  return toolCall("repository.file_raw", { project_id: 1, file_path: `f${i}.txt`, ref: "main" });
}

/** One round: the heavy calls, then (once they are under way) the ordinary reads; peak RSS over both. */
export async function mixedRound(srv: HttpServerProcess) {
  const sampler = rssSampler(srv.child.pid, 100);
  const client = Deno.createHttpClient({});
  const send = (call: unknown, i: number) => post(client, srv.base, "tools/call", call, token(i));
  const started = Date.now();
  const heavyCount = MIX.archives + MIX.traces + MIX.files;
  let heavy: Answer[] = [];
  let reads: Answer[] = [];
  let peak = 0;
  try {
    const pending = Promise.all(Array.from({ length: heavyCount }, (_, i) => send(heavyCall(i), i)));
    await new Promise((r) => setTimeout(r, 200));
    reads = await Promise.all(Array.from({ length: MIX.reads }, (_, i) => send(toolCall("user.current", {}), i)));
    heavy = await pending;
  } finally {
    peak = await sampler.stop();
    client.close();
  }
  return { heavy, reads: tally(reads), ms: Date.now() - started, peak };
}
