/** One parser per kind of setting, each failing with a message that names the setting. */
import { ConfigError } from "./error.ts";

export interface Raw {
  value?: string;
  setting: string;
}

const TRUE = ["1", "true", "yes", "on"];
const FALSE = ["0", "false", "no", "off"];

/** Accepts 1/0, true/false, yes/no, on/off in any case. */
export function parseBool(raw: Raw, fallback: boolean): boolean {
  if (raw.value === undefined) return fallback;
  const v = raw.value.trim().toLowerCase();
  if (TRUE.includes(v)) return true;
  if (FALSE.includes(v)) return false;
  throw new ConfigError(
    `Cannot use ${raw.setting}="${raw.value}": expected one of true, false, 1, 0, yes, no, on, off`,
  );
}

/** One of a fixed set of names. */
export function parseChoice<T extends string>(raw: Raw, choices: readonly T[], fallback: T): T {
  if (raw.value === undefined) return fallback;
  const v = raw.value.trim().toLowerCase();
  if ((choices as readonly string[]).includes(v)) return v as T;
  throw new ConfigError(`Cannot use ${raw.setting}="${raw.value}": expected one of ${choices.join(", ")}`);
}

/** A non-negative number (a rate may be fractional, a count may not). */
export function parseCount(raw: Raw, fallback: number, fractional: boolean): number {
  if (raw.value === undefined) return fallback;
  const n = Number(raw.value.trim());
  const ok = raw.value.trim() !== "" && Number.isFinite(n) && n >= 0 && (fractional || Number.isInteger(n));
  if (ok) return n;
  const kind = fractional ? "a number >= 0 (0 turns it off)" : "a whole number >= 0";
  throw new ConfigError(`Cannot use ${raw.setting}="${raw.value}": expected ${kind}`);
}

/** Comma-separated, blanks dropped. */
export function parseList(raw: Raw): string[] {
  if (raw.value === undefined) return [];
  return raw.value.split(",").map((s) => s.trim()).filter((s) => s !== "");
}

/** GitLab's username alphabet: letters, digits, `_`, `-` and `.`, at most 255 characters. */
const USERNAME = /^[A-Za-z0-9_.][A-Za-z0-9_.-]{0,254}$/;

/** Comma-separated GitLab usernames, a leading `@` dropped, compared case-insensitively (as GitLab does). */
export function parseUsernames(raw: Raw): string[] {
  const names = parseList(raw).map((s) => s.replace(/^@/, ""));
  const bad = names.find((n) => !USERNAME.test(n));
  if (bad === undefined) return names.map((n) => n.toLowerCase());
  throw new ConfigError(
    `Cannot use ${raw.setting}: "${bad.slice(0, 80)}" is not a GitLab username (letters, digits, _, - and . only)`,
  );
}

/** What is wrong with a GitLab base URL, naming the part at fault; undefined when nothing is. */
function urlProblem(url: URL): string | undefined {
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    return `the scheme "${url.protocol}" is not http: or https:`;
  }
  if (url.username || url.password) return "it carries credentials (send the token as GITLAB_TOKEN instead)";
  if (url.search) return "it has a query string";
  if (url.hash) return "it has a fragment";
  return undefined;
}

/** An http(s) base URL without credentials, query or fragment. */
export function parseGitLabUrl(raw: Raw): URL {
  const text = (raw.value ?? "https://gitlab.com").trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(
      `Cannot use ${raw.setting}="${text}": expected an http(s) URL such as https://gitlab.example.com`,
    );
  }
  const problem = urlProblem(url);
  if (problem) {
    // Credentials are never echoed: only scheme, host and path.
    throw new ConfigError(
      `Cannot use ${raw.setting}="${url.protocol}//${url.host}${url.pathname}": ${problem}; expected an http(s) URL such as https://gitlab.example.com`,
    );
  }
  url.pathname = url.pathname.replace(/\/+$/, "");
  return url;
}

/** How many GitLab instances one server may front: each is checked at start and granted a net permission. */
export const MAX_GITLAB_URLS = 16;

/** One or more GitLab base URLs, comma-separated, duplicates dropped; the first is the default instance. */
export function parseGitLabUrls(raw: Raw): URL[] {
  const parts = raw.value === undefined ? [undefined] : raw.value.split(",").map((t) => t.trim()).filter((t) => t);
  const urls = parts.map((value) => parseGitLabUrl({ ...raw, value }));
  const unique = urls.filter((u, i) => urls.findIndex((v) => v.href === u.href) === i);
  if (!unique.length) return [parseGitLabUrl({ ...raw, value: undefined })];
  if (unique.length > MAX_GITLAB_URLS) {
    throw new ConfigError(`Cannot use ${raw.setting}: ${unique.length} GitLab URLs, at most ${MAX_GITLAB_URLS}`);
  }
  return unique;
}

/** host:port, with [v6]:port accepted. */
export function parseHttpAddr(raw: Raw): { hostname: string; port: number } {
  const text = (raw.value ?? "127.0.0.1:8080").trim();
  const m = /^(\[[0-9a-fA-F:]+\]|[^:\s]+):(\d{1,5})$/.exec(text);
  const port = m ? Number(m[2]) : NaN;
  if (!m || port > 65535) {
    throw new ConfigError(`Cannot use ${raw.setting}="${text}": expected host:port such as 127.0.0.1:8080`);
  }
  return { hostname: m[1]!.replace(/^\[|\]$/g, ""), port };
}

/** Base64 secret of at least 32 bytes; the value itself is never echoed. */
export function parseStateKey(raw: Raw): Uint8Array | undefined {
  if (raw.value === undefined || raw.value === "") return undefined;
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(atob(raw.value.trim()), (c) => c.charCodeAt(0));
  } catch {
    throw new ConfigError(`Cannot use ${raw.setting}: expected base64 text (the value is not shown)`);
  }
  if (bytes.length < 32) {
    throw new ConfigError(
      `Cannot use ${raw.setting}: expected at least 32 bytes once base64-decoded, got ${bytes.length}`,
    );
  }
  return bytes;
}

/** Where replicas keep what they must agree on: `memory` (this process) or a Redis or Valkey URL. */
export type StateStoreSetting = { kind: "memory" } | { kind: "redis"; url: URL };

/** `memory`, or a redis:// or rediss:// URL; a bad value is echoed without its password. */
export function parseStateStore(raw: Raw): StateStoreSetting {
  const text = (raw.value ?? "memory").trim();
  if (text.toLowerCase() === "memory") return { kind: "memory" };
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (url && (url.protocol === "redis:" || url.protocol === "rediss:") && url.hostname) return { kind: "redis", url };
  const shown = url ? `${url.protocol}//${url.host}${url.pathname}` : "(not a URL)";
  throw new ConfigError(
    `Cannot use ${raw.setting}=${shown}: expected memory or a redis:// or rediss:// URL such as redis://redis:6379`,
  );
}
