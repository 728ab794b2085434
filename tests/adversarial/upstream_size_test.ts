/**
 * Issue 10 §5: GitLab's answers are read under a byte cap per kind. A 20,000-item page, a 50 MB file,
 * a 50 MB job log and a 10 MB JSON object each cost the real `--http` server bounded memory and reach
 * the model bounded, with a note saying what was cut. A fake GitLab on loopback serves them and records
 * what it was asked.
 */
import assert from "node:assert/strict";
import type { Client } from "@modelcontextprotocol/client";
import { httpClient, recordingGitLab, rssKiB, startHttpServer } from "./support.ts";

const TOKEN = "glpat-upstream-size-0001";
const MIB = 1024 * 1024;
/** What one call may add to the server's resident memory: 50 MB bodies read whole cost ~430 MB. */
const GROWTH_CEILING_KIB = 80 * 1024;

/** About `bytes` of numbered ~100-byte lines: the first says FIRST LINE, the last LAST LINE. */
function bigText(bytes: number): string {
  const line = "x".repeat(90);
  const n = Math.ceil(bytes / 100);
  const out: string[] = [];
  for (let i = 1; i <= n; i++) out.push(i === 1 ? "FIRST LINE" : i === n ? "LAST LINE" : `${i} ${line}`);
  return out.join("\n") + "\n";
}

const FIFTY_MB = bigText(50 * 1000 * 1000);
const PAGE = Array.from(
  { length: 20_000 },
  (_, i) => ({ id: i + 1, iid: i + 1, title: `issue ${i + 1}`, state: "opened" }),
);

function serveBig() {
  return recordingGitLab((req) => {
    if (req.path === "/api/v4/projects/1/issues") return { status: 200, body: PAGE };
    if (req.path.endsWith("/raw") || req.path.endsWith("/trace")) return { status: 200, body: FIFTY_MB };
    if (req.path === "/api/v4/projects/1") return { status: 200, body: { id: 1, description: "d".repeat(10 * MIB) } };
    return { status: 404, body: { message: "404 Not Found" } };
  });
}

async function run(client: Client, action: string, params: Record<string, unknown>) {
  const res = await client.callTool({ name: "gitlab_execute_action", arguments: { action, params } });
  const text = (res.content as { type: string; text: string }[]).map((c) => c.text).join("\n");
  return { text, structured: res.structuredContent as Record<string, unknown> | undefined, isError: res.isError };
}

/** Runs `fn` against a fresh server and returns its result with the server's RSS growth in KiB. */
async function measured<T>(
  fn: (client: Client) => Promise<T>,
): Promise<{ out: T; growth: number; gitlab: ReturnType<typeof serveBig> }> {
  const gitlab = serveBig();
  const srv = await startHttpServer(gitlab.url);
  const client = await httpClient(srv.base, TOKEN);
  try {
    const before = await rssKiB(srv.child.pid);
    const out = await fn(client);
    const growth = (await rssKiB(srv.child.pid)) - before;
    return { out, growth, gitlab };
  } finally {
    await client.close();
    await srv.stop();
    await gitlab.close();
  }
}

Deno.test("upstream size: a 20,000-item page shows at most 100 items and says it was cut", async () => {
  const { out, gitlab } = await measured((c) => run(c, "issue.list", { project_id: 1 }));
  const rows = out.text.split("\n").filter((l) => l.startsWith("- "));
  assert.equal(rows.length, 100, "only the first 100 items reach the model");
  assert.match(out.text, /GitLab sent 20000 items; only the first 100 are shown \(truncated\)/);
  assert.equal((out.structured?.items as unknown[]).length, 100);
  assert.equal(out.structured?.truncated, true);
  assert.ok(out.text.length < 20_000, `text is ${out.text.length} chars`);
  const asked = gitlab.requests.filter((r) => r.path === "/api/v4/projects/1/issues");
  assert.equal(asked.length, 1);
  assert.equal(asked[0]!.query.per_page, "20");
  assert.equal(asked[0]!.headers.get("private-token"), TOKEN);
});

Deno.test("upstream size: a 50 MB file is read as its first 1 MiB, shown as one window, memory bounded", async () => {
  const { out, growth, gitlab } = await measured((c) =>
    run(c, "repository.file_raw", { project_id: 1, file_path: "big.txt", ref: "main" })
  );
  assert.ok(!out.isError, out.text.slice(0, 300));
  assert.match(out.text, /FIRST LINE/);
  assert.doesNotMatch(out.text, /LAST LINE/);
  assert.match(out.text, /Only the first 1 MiB of \d+ bytes was read/);
  assert.ok(out.text.length < 70 * 1024, `text is ${out.text.length} chars`);
  assert.deepEqual((out.structured?.read as Record<string, unknown>)?.kept, "head");
  assert.ok(growth < GROWTH_CEILING_KIB, `server RSS grew by ${growth} KiB`);
  assert.equal(gitlab.requests.filter((r) => r.path.endsWith("/big.txt/raw")).length, 1);
});

Deno.test("upstream size: a 50 MB job log keeps its tail by default and its head with start_line=1", async () => {
  const { out, growth, gitlab } = await measured(async (c) => ({
    tail: await run(c, "job.trace", { project_id: 1, job_id: 7 }),
    head: await run(c, "job.trace", { project_id: 1, job_id: 7, start_line: 1 }),
  }));
  assert.match(out.tail.text, /LAST LINE/);
  assert.doesNotMatch(out.tail.text, /FIRST LINE/);
  assert.match(out.tail.text, /Only the last 1 MiB of \d{8} bytes was read; .*start_line=1/);
  assert.ok(out.tail.text.length < 70 * 1024, `tail text is ${out.tail.text.length} chars`);
  assert.match(out.head.text, /FIRST LINE/);
  assert.match(out.head.text, /Only the first 1 MiB .* leave start_line out/);
  assert.ok(growth < GROWTH_CEILING_KIB, `server RSS grew by ${growth} KiB`);
  assert.equal(gitlab.requests.filter((r) => r.path === "/api/v4/projects/1/jobs/7/trace").length, 2);
});

Deno.test("upstream size: a JSON answer over 8 MiB is refused with a clear error, not relayed", async () => {
  const { out, gitlab } = await measured((c) => run(c, "project.get", { project_id: 1 }));
  assert.equal(out.isError, true);
  assert.match(out.text, /Cannot run "project\.get": GitLab's answer is larger than 8 MiB/);
  assert.ok(out.text.length < 2_000);
  assert.equal(gitlab.requests.filter((r) => r.path === "/api/v4/projects/1").length, 1);
});
