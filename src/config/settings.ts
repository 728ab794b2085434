/**
 * Every setting, declared once. The parser (mod.ts), the environment
 * allow-list baked into the binary and the launcher (env.ts), `--help`
 * (help.ts) and the README's settings table (scripts/gen_docs.ts) are all
 * generated from this table, so a setting cannot be readable in one place
 * and missing from another.
 */
import {
  parseBool,
  parseChoice,
  parseCount,
  parseGitLabUrls,
  parseHttpAddr,
  parseList,
  parseStateKey,
  parseStateStore,
  parseUsernames,
  type Raw,
} from "./values.ts";
import { parsePublicUrl } from "./public_url.ts";
import { parseToolsets } from "./toolsets.ts";
import { parseTier } from "./tiers.ts";
import { parseCidrs, parseHeaderName, parseOptionalAddr } from "./operator_values.ts";

interface Spec<K extends string, T> {
  /** The Config field it fills. */
  key: K;
  /** Command-line flag without `--`, if it has one. */
  flag?: string;
  /** Environment variables, first non-empty wins. */
  env?: readonly string[];
  /** Placeholder shown after the flag in --help; absent for booleans (`--flag[=BOOL]`). */
  arg?: string;
  /** The flag may be given more than once; its values are read as one comma-separated list. */
  repeatable?: boolean;
  /** A flag that prints something and exits, written without a value. */
  exits?: boolean;
  /** The default as the docs show it. */
  shownDefault: string;
  /** One line for --help and the README. */
  meaning: string;
  /** Value from the raw text (undefined when unset); `http` is known first, for defaults that depend on it. */
  parse: (raw: Raw, http: boolean) => T;
}

function setting<K extends string, T>(spec: Spec<K, T>): Spec<K, T> {
  return spec;
}

export const SETTINGS = [
  setting({
    key: "gitlabUrls",
    flag: "gitlab-url",
    env: ["GITLAB_URL"],
    arg: "URL",
    repeatable: true,
    shownDefault: "https://gitlab.com",
    meaning:
      "GitLab base URL (REST API at $GITLAB_URL/api/v4); several (comma-separated or repeated) with --http, each request naming one in GITLAB-URL",
    parse: (raw) => parseGitLabUrls(raw),
  }),
  setting({
    key: "token",
    env: ["GITLAB_TOKEN"],
    shownDefault: "none",
    meaning: "token for stdio mode, sent as PRIVATE-TOKEN (never used in HTTP mode)",
    parse: (raw): string | undefined => raw.value || undefined,
  }),
  setting({
    key: "toolSurface",
    flag: "tool-surface",
    env: ["GITLAB_MCP_TOOL_SURFACE"],
    arg: "NAME",
    shownDefault: "dynamic",
    meaning: "dynamic, meta or individual",
    parse: (raw) => parseChoice(raw, ["dynamic", "meta", "individual"] as const, "dynamic"),
  }),
  setting({
    key: "capabilitySurface",
    flag: "capability-surface",
    env: ["GITLAB_MCP_CAPABILITY_SURFACE"],
    arg: "NAME",
    shownDefault: "full",
    meaning: "full or minimal (minimal: no prompts)",
    parse: (raw) => parseChoice(raw, ["full", "minimal"] as const, "full"),
  }),
  setting({
    key: "excludeTools",
    flag: "exclude-tools",
    env: ["GITLAB_MCP_EXCLUDE_TOOLS"],
    arg: "LIST",
    shownDefault: "none",
    meaning: "comma-separated action IDs, tool names or domain/meta names removed everywhere",
    parse: (raw) => parseList(raw),
  }),
  setting({
    key: "toolsets",
    flag: "toolsets",
    env: ["GITLAB_MCP_TOOLSETS"],
    arg: "LIST",
    shownDefault: "default",
    meaning:
      'comma-separated toolsets served (groups of domains, README "Toolsets"); all, or default plus more (default,operations)',
    parse: (raw) => parseToolsets(raw),
  }),
  setting({
    key: "tools",
    flag: "tools",
    env: ["GITLAB_MCP_TOOLS"],
    arg: "LIST",
    shownDefault: "none",
    meaning: "comma-separated action IDs, tool names or domains served besides --toolsets (given alone: only these)",
    parse: (raw) => parseList(raw),
  }),
  setting({
    key: "tier",
    flag: "tier",
    env: ["GITLAB_MCP_TIER", "GITLAB_TIER"],
    arg: "TIER",
    shownDefault: "unset",
    meaning:
      "free, premium or ultimate: actions the instance's tier lacks are hidden (unset: read from the edition at call time)",
    parse: (raw) => parseTier(raw),
  }),
  setting({
    key: "readOnly",
    flag: "read-only",
    env: ["GITLAB_MCP_READ_ONLY", "GITLAB_READ_ONLY"],
    shownDefault: "false",
    meaning: "only read actions exist, on every surface",
    parse: (raw) => parseBool(raw, false),
  }),
  setting({
    key: "writeMode",
    flag: "write-mode",
    env: ["GITLAB_MCP_WRITE_MODE"],
    arg: "MODE",
    shownDefault: "destructive",
    meaning: "read (only reads exist), write (destructive actions are hidden) or destructive (everything)",
    parse: (raw) => parseChoice(raw, ["read", "write", "destructive"] as const, "destructive"),
  }),
  setting({
    key: "safeMode",
    flag: "safe-mode",
    env: ["GITLAB_MCP_SAFE_MODE", "GITLAB_SAFE_MODE"],
    shownDefault: "false",
    meaning: "writing actions answer with the request they would send, and send nothing (reads work)",
    parse: (raw) => parseBool(raw, false),
  }),
  setting({
    key: "lockdown",
    flag: "lockdown",
    env: ["GITLAB_MCP_LOCKDOWN"],
    shownDefault: "false",
    meaning: "withhold issue, MR and comment text written by users below Developer (or non-members) of its project",
    parse: (raw) => parseBool(raw, false),
  }),
  setting({
    key: "lockdownTrustedUsers",
    flag: "lockdown-trusted-users",
    env: ["GITLAB_MCP_LOCKDOWN_TRUSTED_USERS"],
    arg: "LIST",
    shownDefault: "none",
    meaning: "comma-separated GitLab usernames (bots) whose text lockdown never withholds",
    parse: (raw) => parseUsernames(raw),
  }),
  setting({
    key: "yolo",
    env: ["GITLAB_MCP_YOLO_MODE", "AUTOPILOT"],
    shownDefault: "false",
    meaning: "truthy: destructive actions run without confirmation",
    parse: (raw) => parseBool(raw, false),
  }),
  setting({
    key: "rateLimitRps",
    flag: "rate-limit-rps",
    env: ["GITLAB_MCP_RATE_LIMIT_RPS"],
    arg: "N",
    shownDefault: "0 stdio, 10 HTTP",
    meaning: "tools/call token bucket per credential (0 = off); completions get 10x",
    parse: (raw, http) => parseCount(raw, http ? 10 : 0, true),
  }),
  setting({
    key: "rateLimitBurst",
    flag: "rate-limit-burst",
    env: ["GITLAB_MCP_RATE_LIMIT_BURST"],
    arg: "N",
    shownDefault: "40",
    meaning: "bucket burst",
    parse: (raw) => parseCount(raw, 40, false),
  }),
  setting({
    key: "maxInflight",
    flag: "max-inflight",
    env: ["GITLAB_MCP_MAX_INFLIGHT"],
    arg: "N",
    shownDefault: "64",
    meaning: "process-wide cap on GitLab calls in flight (HTTP); HTTP requests in progress are capped at 4x this",
    parse: (raw) => parseCount(raw, 64, false),
  }),
  setting({
    key: "trustedOrigins",
    flag: "trusted-origins",
    env: ["GITLAB_MCP_TRUSTED_ORIGINS"],
    arg: "LIST",
    shownDefault: "none",
    meaning: "browser origins allowed to call the HTTP endpoint",
    parse: (raw) => parseList(raw),
  }),
  setting({
    key: "stateKey",
    env: ["GITLAB_MCP_STATE_KEY"],
    shownDefault: "per process",
    meaning: "base64 secret (>= 32 bytes) that signs multi-round-trip state across replicas",
    parse: (raw) => parseStateKey(raw),
  }),
  setting({
    key: "stateStore",
    flag: "state-store",
    env: ["GITLAB_MCP_STATE_STORE"],
    arg: "URL",
    shownDefault: "memory",
    meaning:
      "memory (this process only) or a redis:// or rediss:// URL (Redis 6+, Valkey) that replicas share: finished flows, rate limits, rejected credentials; needs GITLAB_MCP_STATE_KEY",
    parse: (raw) => parseStateStore(raw),
  }),
  setting({
    key: "logLevel",
    env: ["GITLAB_MCP_LOG_LEVEL"],
    shownDefault: "info",
    meaning: "debug, info, warn or error; JSON lines on stderr",
    parse: (raw) => parseChoice(raw, ["debug", "info", "warn", "error"] as const, "info"),
  }),
  setting({
    key: "http",
    flag: "http",
    shownDefault: "false",
    meaning: "serve Streamable HTTP instead of stdio",
    parse: (raw) => parseBool(raw, false),
  }),
  setting({
    key: "httpAddr",
    flag: "http-addr",
    arg: "HOST:PORT",
    shownDefault: "127.0.0.1:8080",
    meaning: "listen address; the MCP endpoint is POST /mcp",
    parse: (raw) => parseHttpAddr(raw),
  }),
  setting({
    key: "stateless",
    flag: "stateless",
    shownDefault: "true",
    meaning: "--stateless=false: session-based HTTP (legacy revisions only)",
    parse: (raw) => parseBool(raw, true),
  }),
  setting({
    key: "maxSessions",
    flag: "max-sessions",
    env: ["GITLAB_MCP_MAX_SESSIONS"],
    arg: "N",
    shownDefault: "500",
    meaning: "open --stateless=false sessions at most (0 = no cap); opening one needs a credential",
    parse: (raw) => parseCount(raw, 500, false),
  }),
  setting({
    key: "sessionIdleSeconds",
    flag: "session-idle-seconds",
    env: ["GITLAB_MCP_SESSION_IDLE_SECONDS"],
    arg: "N",
    shownDefault: "900",
    meaning: "a session without a request for this long is closed (0 = never)",
    parse: (raw) => parseCount(raw, 900, false),
  }),
  setting({
    key: "headerTimeoutSeconds",
    flag: "header-timeout-seconds",
    env: ["GITLAB_MCP_HEADER_TIMEOUT_SECONDS"],
    arg: "N",
    shownDefault: "10",
    meaning: "HTTP: a request's headers must arrive within this long, else 408 and the connection closes (0 = off)",
    parse: (raw) => parseCount(raw, 10, false),
  }),
  setting({
    key: "idleTimeoutSeconds",
    flag: "idle-timeout-seconds",
    env: ["GITLAB_MCP_IDLE_TIMEOUT_SECONDS"],
    arg: "N",
    shownDefault: "65",
    meaning: "HTTP: a kept-alive connection without a request for this long is closed (0 = never)",
    parse: (raw) => parseCount(raw, 65, false),
  }),
  setting({
    key: "maxConnections",
    flag: "max-connections",
    env: ["GITLAB_MCP_MAX_CONNECTIONS"],
    arg: "N",
    shownDefault: "4096",
    meaning: "HTTP connections open at once at most (0 = no cap); past it a new one is closed at once",
    parse: (raw) => parseCount(raw, 4096, false),
  }),
  setting({
    key: "authMode",
    flag: "auth-mode",
    env: ["GITLAB_MCP_AUTH_MODE"],
    arg: "MODE",
    shownDefault: "legacy",
    meaning:
      "HTTP: legacy (the caller's token in a header) or oauth (an OAuth 2.1 resource server with GitLab as authorization server; needs --public-url)",
    parse: (raw) => parseChoice(raw, ["legacy", "oauth"] as const, "legacy"),
  }),
  setting({
    key: "publicUrl",
    flag: "public-url",
    env: ["GITLAB_MCP_PUBLIC_URL"],
    arg: "URL",
    shownDefault: "none",
    meaning: "oauth mode: the https origin clients reach this server at (the RFC 9728 resource is $URL/mcp)",
    parse: (raw) => parsePublicUrl(raw),
  }),
  setting({
    key: "oauthCacheTtl",
    flag: "oauth-cache-ttl",
    env: ["GITLAB_MCP_OAUTH_CACHE_TTL"],
    arg: "SECONDS",
    shownDefault: "60",
    meaning:
      "oauth mode: a token GitLab verified is trusted this long (a revoked one stops within it); 0 = every request",
    parse: (raw) => parseCount(raw, 60, false),
  }),
  setting({
    key: "oauthClientUids",
    flag: "oauth-client-uid",
    env: ["GITLAB_MCP_OAUTH_CLIENT_UID"],
    arg: "LIST",
    shownDefault: "any",
    meaning:
      "oauth mode: only tokens of these GitLab OAuth application uids are admitted (comma-separated; personal access tokens are then refused)",
    parse: (raw) => parseList(raw),
  }),
  setting({
    key: "trustedProxies",
    flag: "trusted-proxies",
    env: ["GITLAB_MCP_TRUSTED_PROXIES"],
    arg: "CIDRS",
    shownDefault: "none",
    meaning:
      "HTTP: comma-separated CIDRs (IPv4, IPv6) of reverse proxies whose --trusted-proxy-header names the client address",
    parse: (raw) => parseCidrs(raw),
  }),
  setting({
    key: "trustedProxyHeader",
    flag: "trusted-proxy-header",
    env: ["GITLAB_MCP_TRUSTED_PROXY_HEADER"],
    arg: "NAME",
    shownDefault: "none",
    meaning:
      "HTTP: header carrying the client address (X-Forwarded-For, CF-Connecting-IP), read only from --trusted-proxies",
    parse: (raw) => parseHeaderName(raw),
  }),
  setting({
    key: "metrics",
    flag: "metrics",
    env: ["GITLAB_MCP_METRICS"],
    shownDefault: "false",
    meaning: "HTTP: serve Prometheus metrics at GET /metrics (on --metrics-addr when set)",
    parse: (raw) => parseBool(raw, false),
  }),
  setting({
    key: "metricsAddr",
    flag: "metrics-addr",
    env: ["GITLAB_MCP_METRICS_ADDR"],
    arg: "HOST:PORT",
    shownDefault: "--http-addr",
    meaning: "with --metrics: a listen address of its own for GET /metrics (then not on --http-addr)",
    parse: (raw) => parseOptionalAddr(raw),
  }),
  setting({
    key: "help",
    flag: "help",
    exits: true,
    shownDefault: "",
    meaning: "print this list and exit",
    parse: (raw) => parseBool(raw, false),
  }),
  setting({
    key: "healthcheck",
    flag: "healthcheck",
    exits: true,
    shownDefault: "",
    meaning: "exit 0 when GET /health on --http-addr answers 200 (a container probe needing no shell)",
    parse: (raw) => parseBool(raw, false),
  }),
  setting({
    key: "version",
    flag: "version",
    exits: true,
    shownDefault: "",
    meaning: "print the version and exit",
    parse: (raw) => parseBool(raw, false),
  }),
] as const;

export type Setting = (typeof SETTINGS)[number];

/** The validated settings, one field per row above, and the first GitLab URL (config/mod.ts derives it). */
export type Config = { [S in Setting as S["key"]]: ReturnType<S["parse"]> } & {
  /** The first of gitlabUrls: the one stdio serves, and the one each start-up check and log line names first. */
  gitlabUrl: URL;
};
