/**
 * Turns flags and environment into one validated Config. Flag beats env beats
 * default; any bad value is a ConfigError whose one-line message names the
 * setting and what it accepts (main exits 2 with it).
 */
import { parseArgs } from "node:util";
import { ConfigError } from "./error.ts";
import {
  parseBool,
  parseChoice,
  parseCount,
  parseGitLabUrl,
  parseHttpAddr,
  parseList,
  parseStateKey,
} from "./values.ts";

export { ConfigError };

export type ToolSurface = "dynamic" | "meta" | "individual";
export type CapabilitySurface = "full" | "minimal";

export interface Config {
  gitlabUrl: URL;
  token?: string;
  toolSurface: ToolSurface;
  capabilitySurface: CapabilitySurface;
  excludeTools: string[];
  yolo: boolean;
  readOnly: boolean;
  rateLimitRps: number;
  rateLimitBurst: number;
  maxInflight: number;
  /** Open `--stateless=false` sessions at most (0 = no cap). */
  maxSessions: number;
  /** A session with no request for this long is closed (0 = never). */
  sessionIdleSeconds: number;
  trustedOrigins: string[];
  stateKey?: Uint8Array;
  http: boolean;
  httpAddr: { hostname: string; port: number };
  stateless: boolean;
  logLevel: string;
  help: boolean;
  version: boolean;
}

const BOOL_FLAGS = ["http", "read-only", "stateless", "help", "version"];
const STRING_FLAGS = [
  "gitlab-url",
  "tool-surface",
  "capability-surface",
  "exclude-tools",
  "rate-limit-rps",
  "rate-limit-burst",
  "max-inflight",
  "max-sessions",
  "session-idle-seconds",
  "trusted-origins",
  "http-addr",
];

/** `--flag` alone means `--flag=true`, so booleans can also be written `--flag=false`. */
function normalize(args: string[]): string[] {
  return args.map((a) => (BOOL_FLAGS.includes(a.replace(/^--/, "")) && a.startsWith("--") ? `${a}=true` : a));
}

function readFlags(args: string[]): Record<string, string | undefined> {
  const options: Record<string, { type: "string" }> = {};
  for (const name of [...BOOL_FLAGS, ...STRING_FLAGS]) options[name] = { type: "string" };
  try {
    const { values } = parseArgs({ args: normalize(args), options, strict: true, allowPositionals: false });
    return values as Record<string, string | undefined>;
  } catch (err) {
    throw new ConfigError(`Cannot parse flags: ${(err as Error).message}; run with --help for the list`);
  }
}

/** Flag beats env beats default. */
function pick(
  flags: Record<string, string | undefined>,
  flag: string | null,
  env: Record<string, string | undefined>,
  name: string | null,
): { value?: string; setting: string } {
  if (flag && flags[flag] !== undefined) return { value: flags[flag], setting: `--${flag}` };
  if (name && env[name] !== undefined && env[name] !== "") return { value: env[name], setting: name };
  return { value: undefined, setting: flag ? `--${flag}` : name ?? "" };
}

/** Parses command-line args and an environment snapshot into a Config. */
export function parseConfig(args: string[], env: Record<string, string | undefined>): Config {
  const f = readFlags(args);
  const p = (flag: string | null, name: string | null) => pick(f, flag, env, name);
  const http = parseBool(p("http", null), false);
  const yoloRaw = env.GITLAB_MCP_YOLO_MODE !== undefined && env.GITLAB_MCP_YOLO_MODE !== ""
    ? { value: env.GITLAB_MCP_YOLO_MODE, setting: "GITLAB_MCP_YOLO_MODE" }
    : { value: env.AUTOPILOT, setting: "AUTOPILOT" };
  return {
    gitlabUrl: parseGitLabUrl(p("gitlab-url", "GITLAB_URL")),
    token: env.GITLAB_TOKEN || undefined,
    toolSurface: parseChoice(
      p("tool-surface", "GITLAB_MCP_TOOL_SURFACE"),
      ["dynamic", "meta", "individual"],
      "dynamic",
    ),
    capabilitySurface: parseChoice(
      p("capability-surface", "GITLAB_MCP_CAPABILITY_SURFACE"),
      ["full", "minimal"],
      "full",
    ),
    excludeTools: parseList(p("exclude-tools", "GITLAB_MCP_EXCLUDE_TOOLS")),
    yolo: parseBool(yoloRaw, false),
    readOnly: parseBool(p("read-only", "GITLAB_MCP_READ_ONLY"), false),
    rateLimitRps: parseCount(p("rate-limit-rps", "GITLAB_MCP_RATE_LIMIT_RPS"), http ? 10 : 0, true),
    rateLimitBurst: parseCount(p("rate-limit-burst", "GITLAB_MCP_RATE_LIMIT_BURST"), 40, false),
    maxInflight: parseCount(p("max-inflight", "GITLAB_MCP_MAX_INFLIGHT"), 64, false),
    maxSessions: parseCount(p("max-sessions", "GITLAB_MCP_MAX_SESSIONS"), 500, false),
    sessionIdleSeconds: parseCount(p("session-idle-seconds", "GITLAB_MCP_SESSION_IDLE_SECONDS"), 900, false),
    trustedOrigins: parseList(p("trusted-origins", "GITLAB_MCP_TRUSTED_ORIGINS")),
    stateKey: parseStateKey({ value: env.GITLAB_MCP_STATE_KEY, setting: "GITLAB_MCP_STATE_KEY" }),
    http,
    httpAddr: parseHttpAddr(p("http-addr", null)),
    stateless: parseBool(p("stateless", null), true),
    logLevel: parseChoice(p(null, "GITLAB_MCP_LOG_LEVEL"), ["debug", "info", "warn", "error"], "info"),
    help: parseBool(p("help", null), false),
    version: parseBool(p("version", null), false),
  };
}
