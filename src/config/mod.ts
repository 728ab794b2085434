/**
 * Turns flags and environment into one validated Config, row by row from the
 * settings table. Flag beats env beats default; any bad value is a
 * ConfigError whose one-line message names the setting and what it accepts
 * (main exits 2 with it).
 */
import { parseArgs } from "node:util";
import { ConfigError } from "./error.ts";
import { type Config, type Setting, SETTINGS } from "./settings.ts";
import type { Raw } from "./values.ts";
import { checkOperatorSettings } from "./operator_values.ts";

export { ConfigError };
export type { Config };
export type ToolSurface = Config["toolSurface"];
export type CapabilitySurface = Config["capabilitySurface"];

/** Flags that are booleans: `--flag` alone means `--flag=true`. */
const BOOL_FLAGS = SETTINGS.flatMap((s) => s.flag && !s.arg ? [s.flag] : []);

function normalize(args: string[]): string[] {
  return args.map((a) => (a.startsWith("--") && BOOL_FLAGS.includes(a.slice(2)) ? `${a}=true` : a));
}

function readFlags(args: string[]): Record<string, string | undefined> {
  const options: Record<string, { type: "string"; multiple?: boolean }> = {};
  for (const s of SETTINGS) if (s.flag) options[s.flag] = { type: "string", multiple: "repeatable" in s };
  try {
    const { values } = parseArgs({ args: normalize(args), options, strict: true, allowPositionals: false });
    const joined = Object.entries(values).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : v]);
    return Object.fromEntries(joined) as Record<string, string | undefined>;
  } catch (err) {
    throw new ConfigError(`Cannot parse flags: ${(err as Error).message}; run with --help for the list`);
  }
}

/** Flag beats the first non-empty env var, which beats the default (value undefined). */
function rawOf(s: Setting, flags: Record<string, string | undefined>, env: Record<string, string | undefined>): Raw {
  const flag = s.flag;
  if (flag && flags[flag] !== undefined) return { value: flags[flag], setting: `--${flag}` };
  const names = s.env ?? [];
  const name = names.find((n) => env[n] !== undefined && env[n] !== "");
  if (name) return { value: env[name], setting: name };
  return { value: undefined, setting: flag ? `--${flag}` : names[0] ?? s.key };
}

/** Parses command-line args and an environment snapshot into a Config. */
export function parseConfig(args: string[], env: Record<string, string | undefined>): Config {
  const flags = readFlags(args);
  const httpRow = SETTINGS.find((s) => s.key === "http")!;
  const http = httpRow.parse(rawOf(httpRow, flags, env), false) as boolean;
  const entries = SETTINGS.map((s) => [s.key, s.parse(rawOf(s, flags, env), http)]);
  const config = Object.fromEntries(entries) as Omit<Config, "gitlabUrl">;
  return { ...config, gitlabUrl: config.gitlabUrls[0]! };
}

/** Settings that only make sense with another one (main checks them; the launcher cannot see every variable). */
export function checkTogether(config: Config): void {
  if (config.gitlabUrls.length > 1 && !config.http) {
    throw new ConfigError(
      `Cannot serve ${config.gitlabUrls.length} GitLab instances over stdio: name one in GITLAB_URL, or add --http (each request then names its instance in a GITLAB-URL header)`,
    );
  }
  checkOperatorSettings(config);
  if (config.stateStore.kind === "redis" && !config.stateKey) {
    throw new ConfigError(
      "Cannot use --state-store with a Redis URL without GITLAB_MCP_STATE_KEY: replicas sharing a store must also share the key that signs their flows (generate one with: openssl rand -base64 32)",
    );
  }
  if (config.authMode === "oauth" && !(config.http && config.publicUrl)) {
    throw new ConfigError(
      "Cannot use --auth-mode=oauth without --http and --public-url (GITLAB_MCP_PUBLIC_URL): OAuth clients discover this server by the https origin they reach it at, such as --public-url=https://mcp.example.com",
    );
  }
}

/** Secret values the settings hold, for the log's redaction: the token and a store URL's password. */
export function configSecrets(config: Config): string[] {
  const store = config.stateStore;
  const password = store.kind === "redis" ? decodeURIComponent(store.url.password) : "";
  return [config.token ?? "", password].filter((s) => s !== "");
}
