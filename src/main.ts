/**
 * Entry point: parse and validate settings (including that Deno's --allow-net
 * covers the GitLab host and the listen address), then serve MCP over stdio
 * (default; src/stdio/opening.ts answers a plain opening before the server
 * loads) or HTTP. A process holding broader permissions than the server
 * needs (the compiled binary) first confines the server to a sandbox worker
 * that can reach only the GitLab host and the listen address.
 */
import { checkTogether, type Config, ConfigError, configSecrets, parseConfig } from "./config/mod.ts";
import { readEnv } from "./config/env.ts";
import { checkNetPermissions } from "./sandbox/permissions_check.ts";
import { HELP } from "./config/help.ts";
import { log, registerSecret, setLogLevel } from "./log/mod.ts";
import { holdsBroadPermissions } from "./sandbox/permissions.ts";
import { runConfined } from "./sandbox/confine.ts";
import { VERSION } from "./config/version.ts";
import { answerOpening, type Handover } from "./stdio/opening.ts";

/** Any failure before the server serves is one line on stderr and exit status 2, never a stack trace. */
function startFailed(err: unknown): never {
  const message = String((err as Error)?.message ?? err).replace(/\s*\n\s*/g, " ");
  console.error(err instanceof ConfigError || message.startsWith("Cannot ") ? message : `Cannot start: ${message}`);
  Deno.exit(2);
}

/** The settings' variables; --help and --version need none, so they answer without --allow-env too. */
function environment(): Record<string, string> {
  try {
    return readEnv();
  } catch (err) {
    if (Deno.args.some((a) => /^--(help|version)(=|$)/.test(a))) return {};
    throw err;
  }
}

async function main(): Promise<void> {
  const env = environment();
  const config: Config = parseConfig(Deno.args, env);
  if (config.help) return console.log(HELP);
  if (config.version) return console.log(`gitlab-mcp-server ${VERSION}`);
  if (config.healthcheck) Deno.exit(await healthy(config) ? 0 : 1);
  checkTogether(config);
  checkNetPermissions(config);
  setLogLevel(config.logLevel);
  for (const secret of configSecrets(config)) registerSecret(secret);
  if (!holdsBroadPermissions()) return serve(config, answerOpening(config));
  // Answered here while the sandbox worker loads; waiting for the client (no idle handover) leaves the worker
  // no read in flight to take over.
  const opening = answerOpening(config, null);
  if (await runConfined(config, Deno.args, env, opening)) return;
  log(
    "warn",
    "running unconfined: grant --allow-net=<gitlab-host> (plus the listen address) instead of broad permissions",
  );
  await serve(config, opening);
}

/** `--healthcheck`: GET /health on the listen address (a wildcard address means this host), within 3 s. */
async function healthy(config: Config): Promise<boolean> {
  const { hostname, port } = config.httpAddr;
  const host = hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname;
  try {
    const res = await fetch(`http://${host.includes(":") ? `[${host}]` : host}:${port}/health`, {
      signal: AbortSignal.timeout(3_000),
    });
    await res.body?.cancel();
    return res.status === 200;
  } catch {
    return false;
  }
}

/** Serves in this realm, once the stdio opening (answered before the server loads) was handed over. */
async function serve(config: Config, opening: Promise<Handover | undefined>): Promise<void> {
  const handed = await opening;
  // Loaded only here: a confined start never evaluates the server in this realm.
  const { startServer } = await import("./start.ts");
  startServer(config, { signals: true, opening: handed });
}

if (import.meta.main) await main().catch(startFailed);
