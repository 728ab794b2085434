/**
 * How each server is started, over stdio and over HTTP, against the same fake GitLab: ours as users run it
 * (`deno run --allow-net=127.0.0.1 --allow-env src/main.ts`, over HTTP with the README's heap flag; or the compiled
 * binary named by BINARY), the peer as `node <its bin>` with its documented
 * settings (GITLAB_API_URL, GITLAB_PERSONAL_ACCESS_TOKEN; STREAMABLE_HTTP + REMOTE_AUTHORIZATION for HTTP).
 */
import { HTTP_V8_FLAGS } from "../../src/config/runtime_flags.ts";
import { childEnv } from "../../tests/support/spawn_env.ts";
import { ROOT } from "../../tests/support/paths.ts";
import { sleep } from "./stats.ts";

export type Side = "ours" | "peer";
export type Surface = "default" | "individual";

export interface Launch {
  command: string;
  args: string[];
  env: Record<string, string>;
}

export const TOKEN = "glpat-bench-0000000000";

/** A compiled binary to measure as ours instead of `deno run src/main.ts` (the release workflow sets BINARY). */
export const BINARY = Deno.env.get("BINARY");

/** Ours with `serverArgs`: the binary (which bakes its flags in), or `deno run` with `denoFlags`. */
function ours(denoFlags: string[], serverArgs: string[], env: Record<string, string>): Launch {
  if (BINARY) return { command: BINARY, args: serverArgs, env: childEnv(env) };
  return { command: "deno", args: ["run", ...denoFlags, "src/main.ts", ...serverArgs], env: childEnv(env) };
}

/** The stdio launch of one side on one surface. */
export function stdioLaunch(side: Side, surface: Surface, gitlabUrl: string, peerEntry: string): Launch {
  if (side === "ours") {
    const env: Record<string, string> = { GITLAB_URL: gitlabUrl, GITLAB_TOKEN: TOKEN, GITLAB_MCP_LOG_LEVEL: "error" };
    if (surface === "individual") env.GITLAB_MCP_TOOL_SURFACE = "individual";
    return ours(["--allow-net=127.0.0.1", "--allow-env"], [], env);
  }
  const env: Record<string, string> = {
    GITLAB_API_URL: `${gitlabUrl}/api/v4`,
    GITLAB_PERSONAL_ACCESS_TOKEN: TOKEN,
    GITLAB_DISABLE_VERSION_CHECK: "true",
  };
  // The peer has no single-tool-per-action switch beyond its toolsets: "all" is its widest surface.
  if (surface === "individual") env.GITLAB_TOOLSETS = "all";
  return { command: "node", args: [peerEntry], env: childEnv(env) };
}

export function freePort(): number {
  const l = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (l.addr as Deno.NetAddr).port;
  l.close();
  return port;
}

export interface HttpServer {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

function httpLaunch(side: Side, gitlabUrl: string, peerEntry: string, port: number): Launch {
  if (side === "ours") {
    // As the README runs the HTTP service: with its heap flag. Its per-credential limit (10 calls/s in HTTP mode)
    // would make this a rate-limit test, as the peer's would.
    const env = { GITLAB_URL: gitlabUrl, GITLAB_MCP_LOG_LEVEL: "error", GITLAB_MCP_RATE_LIMIT_RPS: "0" };
    const flags = [HTTP_V8_FLAGS, "--allow-net=127.0.0.1", "--allow-env"];
    return ours(flags, ["--http", "--http-addr", `127.0.0.1:${port}`], env);
  }
  return {
    command: "node",
    args: [peerEntry],
    env: childEnv({
      GITLAB_API_URL: `${gitlabUrl}/api/v4`,
      GITLAB_DISABLE_VERSION_CHECK: "true",
      STREAMABLE_HTTP: "true",
      REMOTE_AUTHORIZATION: "true",
      HOST: "127.0.0.1",
      PORT: String(port),
      // Its default of 60 calls per minute per session would make this a rate-limit test; 1000 is its maximum.
      MAX_REQUESTS_PER_MINUTE: "1000",
      // Lets each session present its own address to that per-IP limit (see http_client.ts).
      MCP_TRUST_PROXY: "true",
      LOG_LEVEL: "error",
    }),
  };
}

/** Starts one side's HTTP mode on a free port and waits until it accepts connections. */
export async function startHttp(side: Side, gitlabUrl: string, peerEntry: string): Promise<HttpServer> {
  const port = freePort();
  const l = httpLaunch(side, gitlabUrl, peerEntry, port);
  const child = new Deno.Command(l.command, {
    args: l.args,
    env: l.env,
    clearEnv: true,
    cwd: ROOT,
    stdin: "null",
    stdout: "null",
    stderr: "null",
  }).spawn();
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 400; i++) {
    const up = await Deno.connect({ hostname: "127.0.0.1", port }).then((c) => (c.close(), true), () => false);
    if (up) break;
    await sleep(25);
  }
  return {
    base,
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await child.status;
    },
  };
}
