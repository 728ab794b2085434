/**
 * A real redis-server (Debian's package) for a test: loopback only, on a free port, its files in a
 * temporary directory, without persistence unless asked; stopped (and its directory removed) by `stop`.
 * `.ci/run` installs the package when it is missing.
 */
import { freePort } from "../http/support.ts";

export interface RedisProcess {
  port: number;
  url: string;
  /** Kills it (SIGKILL: a crash, not a shutdown); `start` brings it back on the same port. */
  kill(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A test that needs redis-server. Redis ships no Windows build, so there it is skipped; everywhere else
 * a missing redis-server fails the test (.ci/run and the workflows install it).
 */
export function redisTest(name: string, fn: () => Promise<void>): void {
  Deno.test({ name, ignore: Deno.build.os === "windows", fn });
}

async function answersPing(port: number): Promise<boolean> {
  try {
    const conn = await Deno.connect({ hostname: "127.0.0.1", port });
    try {
      await conn.write(new TextEncoder().encode("PING\r\n"));
      const buf = new Uint8Array(16);
      const n = await conn.read(buf);
      return new TextDecoder().decode(buf.subarray(0, n ?? 0)).startsWith("+PONG");
    } finally {
      conn.close();
    }
  } catch {
    return false;
  }
}

export async function startRedis(opts: { persist?: boolean } = {}): Promise<RedisProcess> {
  const port = freePort();
  const dir = await Deno.makeTempDir({ dir: "/tmp", prefix: "gms-redis-" });
  const persistence = opts.persist ? ["--appendonly", "yes", "--appendfsync", "always"] : ["--appendonly", "no"];
  const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", ...persistence, "--dir", dir];
  let child: Deno.ChildProcess | undefined;
  const start = async () => {
    child = new Deno.Command("redis-server", { args, stdin: "null", stdout: "null", stderr: "null" }).spawn();
    for (let i = 0; i < 200 && !await answersPing(port); i++) await new Promise((r) => setTimeout(r, 25));
  };
  const kill = async () => {
    if (!child) return;
    try {
      child.kill("SIGKILL");
    } catch {
      // already gone
    }
    await child.status;
    child = undefined;
  };
  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    kill,
    start,
    async stop() {
      await kill();
      await Deno.remove(dir, { recursive: true }).catch(() => {});
    },
  };
}
