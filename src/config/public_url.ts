/** The OAuth resource identifier (`--public-url`): the origin clients reach this server at, never echoed with secrets. */
import { ConfigError } from "./error.ts";
import type { Raw } from "./values.ts";

/** Plain http is allowed only on loopback, where no token crosses a network (a local test or a tunnel's end). */
const LOOPBACK = new Set(["127.0.0.1", "[::1]", "localhost"]);

/** An https origin (or http on loopback) without path, credentials, query or fragment; undefined when unset. */
export function parsePublicUrl(raw: Raw): URL | undefined {
  if (raw.value === undefined || raw.value.trim() === "") return undefined;
  const text = raw.value.trim();
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  const secure = url && (url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK.has(url.hostname)));
  const bare = url && !url.username && !url.password && !url.search && !url.hash && url.pathname === "/";
  if (url && secure && bare) return url;
  const shown = url ? `${url.protocol}//${url.host}${url.pathname}` : "(not a URL)";
  throw new ConfigError(
    `Cannot use ${raw.setting}=${shown}: expected the https origin clients reach this server at, such as https://mcp.example.com (no path; http only on loopback)`,
  );
}
