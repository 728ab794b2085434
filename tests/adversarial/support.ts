/**
 * What every adversarial test needs: the real server process (HTTP or stdio) under the user's
 * permission flags, and a fake GitLab that records every request it receives, so a test asserts both
 * the answer and what GitLab was sent.
 */
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { FakeGitLab, type Recorded, type Reply } from "../support/fake_gitlab.ts";
import { childEnv, spawnServer } from "../support/spawn_env.ts";
import { freePort } from "../http/support.ts";
import { ROOT } from "../support/paths.ts";

/** A fake GitLab that answers every request with `reply` (default 200 `{}`) and records it. */
export function recordingGitLab(reply?: (req: Recorded) => Reply | Promise<Reply>): FakeGitLab {
  const gitlab = new FakeGitLab();
  gitlab.fallback = reply ?? (() => ({ status: 200, body: {} }));
  return gitlab;
}

export interface HttpServerProcess {
  base: string;
  child: Deno.ChildProcess;
  /** Everything the process wrote to stderr so far (only with `stderr: true`). */
  stderr(): string;
  stop(): Promise<Deno.CommandStatus>;
}

/**
 * Starts `deno run --allow-net=127.0.0.1 --allow-env src/main.ts --http` on a free port and waits for /health;
 * `flags` replaces the permission flags (e.g. an --allow-net that also names an unresolvable host).
 */
export async function startHttpServer(
  gitlabUrl: string,
  args: string[] = [],
  opts: { env?: Record<string, string>; stderr?: boolean; flags?: string[]; port?: number } = {},
): Promise<HttpServerProcess> {
  // A test that must name the address in another setting (--public-url) chooses the port first.
  const port = opts.port ?? freePort();
  const child = new Deno.Command("deno", {
    args: [
      "run",
      ...(opts.flags ?? ["--allow-net=127.0.0.1", "--allow-env"]),
      "src/main.ts",
      "--http",
      "--http-addr",
      `127.0.0.1:${port}`,
      ...args,
    ],
    cwd: ROOT,
    env: childEnv({ GITLAB_URL: gitlabUrl, GITLAB_MCP_LOG_LEVEL: "error", ...opts.env }),
    stdin: "null",
    stdout: "null",
    stderr: opts.stderr ? "piped" : "null",
  }).spawn();
  let captured = "";
  const reading = opts.stderr
    ? child.stderr.pipeThrough(new TextDecoderStream()).pipeTo(
      new WritableStream({ write: (c) => void (captured += c) }),
    )
    : Promise.resolve();
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`${base}/health`).then((r) => r.body?.cancel().then(() => true)).catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    base,
    child,
    stderr: () => captured,
    async stop() {
      try {
        child.kill("SIGTERM");
      } catch {
        // already gone
      }
      const status = await child.status;
      await reading.catch(() => {});
      return status;
    },
  };
}

/** An official MCP client connected over HTTP with a PRIVATE-TOKEN; legacy unless `modern`. */
export async function httpClient(base: string, token: string, modern = false): Promise<Client> {
  const client = new Client(
    { name: "adversarial", version: "1.0.0" },
    modern ? { versionNegotiation: { mode: { pin: "2026-07-28" } } } as never : {},
  );
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers: { "private-token": token } } }),
  );
  return client;
}

/** An official MCP client driving the real stdio server process (`deno run … src/main.ts`). */
export async function stdioClient(env: Record<string, string>, args: string[] = []): Promise<Client> {
  const client = new Client({ name: "adversarial", version: "1.0.0" });
  await client.connect(spawnServer({ GITLAB_TOKEN: "glpat-adversarial-0001", ...env }, args));
  return client;
}

/**
 * The resident set size of a process in KiB, from /proc/<pid>/status (Linux). Read by a `deno eval`
 * granted only --allow-read=/proc: a test that may run programs is refused /proc without --allow-all.
 */
export async function rssKiB(pid: number): Promise<number> {
  const code = `console.log(/^VmRSS:\\s+(\\d+)\\s+kB/m.exec(Deno.readTextFileSync("/proc/${pid}/status"))?.[1] ?? "")`;
  const out = await new Deno.Command("deno", {
    args: ["eval", "--allow-read=/proc", code],
    env: childEnv({}),
    stdout: "piped",
    stderr: "null",
  }).output();
  const kib = Number(new TextDecoder().decode(out.stdout).trim());
  if (!out.success || !kib) throw new Error(`Cannot read VmRSS of process ${pid}`);
  return kib;
}
