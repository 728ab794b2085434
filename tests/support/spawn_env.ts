import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { ROOT } from "./paths.ts";

/**
 * The few variables a spawned deno needs to find itself and its cache, plus the test's own. The Deno
 * CLI's daily update check is off: tests reach loopback only (it showed up as a CONNECT to
 * dl.deno.land through a test's HTTPS_PROXY).
 */
export function childEnv(extra: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = { DENO_NO_UPDATE_CHECK: "1" };
  // SystemRoot, LOCALAPPDATA, USERPROFILE, TEMP: a Windows process without them cannot open sockets or
  // find Deno's cache; they are absent elsewhere. DENO_COVERAGE_DIR: under `deno task coverage` the
  // server processes a test starts report the lines they ran too.
  const names = ["PATH", "HOME", "DENO_DIR", "XDG_CACHE_HOME", "SystemRoot", "LOCALAPPDATA", "USERPROFILE", "TEMP"];
  for (const k of [...names, "DENO_COVERAGE_DIR"]) {
    const v = Deno.env.get(k);
    if (v) env[k] = v;
  }
  return { ...env, ...extra };
}

/**
 * The exact command a user runs (`deno run --allow-net=127.0.0.1 --allow-env src/main.ts`), GitLab on
 * loopback; `flags` replaces the permission flags (the sandbox tests pass the binary's).
 */
export function spawnServer(
  env: Record<string, string>,
  args: string[] = [],
  flags = ["--allow-net=127.0.0.1", "--allow-env"],
): StdioClientTransport {
  return new StdioClientTransport({
    command: "deno",
    args: ["run", ...flags, "src/main.ts", ...args],
    cwd: ROOT,
    env: childEnv({ GITLAB_MCP_LOG_LEVEL: "error", ...env }),
    stderr: "pipe",
  });
}
