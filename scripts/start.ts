/**
 * `deno task start`: runs src/main.ts in a child `deno run` whose only permissions are network access to
 * the GitLab host:port that GITLAB_URL (or --gitlab-url) names, the listen address with --http, the state
 * store's host:port that GITLAB_MCP_STATE_STORE (or --state-store) names, and the server's own environment
 * variables. Deno's flags are fixed when a process starts, so this launcher reads
 * the GitLab URL and the store URL first; it reads no other variable (never the token), touches no network, and hands
 * stdin/stdout/stderr to the child untouched.
 *   deno run --allow-env=GITLAB_URL,GITLAB_MCP_STATE_STORE --allow-run=deno scripts/start.ts [server flags]
 */
import { ConfigError, parseConfig } from "../src/config/mod.ts";
import { GRANTED_ENV } from "../src/config/env.ts";
import { netTargets } from "../src/sandbox/permissions.ts";
import { listenForSignals } from "../src/process/signals.ts";
import { HTTP_V8_FLAGS } from "../src/config/runtime_flags.ts";

const ROOT = new URL("../", import.meta.url);
/** The server entry beside this script: the source, or in the npm package (scripts/stage_npm.ts) its bundle. */
const ENTRY = import.meta.url.endsWith(".js") ? "src/main.js" : "src/main.ts";

/** What the child needs for these flags and those two URLs: its net descriptors (none when it will not serve), and
 * whether it serves HTTP. */
function plan(args: string[], env: Record<string, string | undefined>): { net: string[]; http: boolean } {
  try {
    const config = parseConfig(args, env);
    if (config.help || config.version) return { net: [], http: false };
    return { net: netTargets(config), http: config.http };
  } catch (err) {
    // The server names the bad setting itself, in its own words and with its exit status.
    if (err instanceof ConfigError) return { net: [], http: false };
    throw err;
  }
}

/**
 * The child's `deno` arguments: no prompt (stdin is the protocol's), exactly the permissions it needs, and for the
 * HTTP service the heap flag it runs with (src/config/runtime_flags.ts).
 */
export function serverArgs(args: string[], gitlabUrl: string | undefined, storeUrl?: string): string[] {
  const { net, http } = plan(args, { GITLAB_URL: gitlabUrl, GITLAB_MCP_STATE_STORE: storeUrl });
  return [
    "run",
    "--no-prompt",
    ...(http ? [HTTP_V8_FLAGS] : []),
    ...(net.length ? [`--allow-net=${net.join(",")}`] : []),
    `--allow-env=${GRANTED_ENV.join(",")}`,
    ENTRY,
    ...args,
  ];
}

if (import.meta.main) {
  const child = new Deno.Command("deno", {
    args: serverArgs(Deno.args, Deno.env.get("GITLAB_URL"), Deno.env.get("GITLAB_MCP_STATE_STORE")),
    cwd: ROOT,
    stdin: "inherit",
    stdout: "inherit",
    stderr: "inherit",
  }).spawn();
  // The server drains and stops on these itself; this process only passes them on and waits.
  listenForSignals((signal) => {
    try {
      child.kill(signal as Deno.Signal);
    } catch {
      // The server already exited; its status follows.
    }
  });
  const status = await child.status;
  Deno.exit(status.code);
}
